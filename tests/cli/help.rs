//! `--help` in the language in use: `--lang` read before clap parses, then
//! the config, then the locale; every text the help shows in both
//! catalogues; an unknown language a usage error.

use std::collections::BTreeSet;
use std::ffi::OsString;
use std::process::Command;

use clap::CommandFactory;
use kono::cli::{Cli, ids, lang_in_args};
use kono::i18n::{Lang, messages};

use super::latin::{KEY_NAMES, english, json_words};
use super::{kono_in, stderr, stdout};

#[test]
fn kono_help_speaks_korean_with_lang_ko_and_with_a_korean_locale() {
    let out = kono_in(&["--help", "--lang", "ko"], None);
    assert!(out.status.success());
    let help = stdout(&out);
    assert!(help.contains("터미널에서 둬요"), "{help}");
    assert!(
        help.contains("고누의 규칙을 처음 국면 그림과 함께 보여 줘요"),
        "{help}"
    );
    assert!(help.contains("도움말을 보여 줘요"), "{help}");
    assert!(!help.contains("Print the rules"), "{help}");
    let help = stdout(&kono_in(&["rules", "--help"], Some("ko_KR.UTF-8")));
    assert!(help.contains("어느 고누"), "{help}");
    assert!(help.contains("한국어"), "{help}");
    let help = stdout(&kono_in(&["host", "--help", "--lang=ko"], None));
    assert!(help.contains("- black:  흑이 먼저 둬요"), "{help}");
    assert!(help.contains("판을 연 쪽이 둘 편"), "{help}");
    // The flag wins over the locale, the locale gives English too.
    let help = stdout(&kono_in(
        &["rules", "--help", "--lang", "en"],
        Some("ko_KR.UTF-8"),
    ));
    assert!(help.contains("Which game"), "{help}");
    let help = stdout(&kono_in(&["--help"], None));
    assert!(help.contains("Print the rules of a variant"), "{help}");
    assert!(help.contains("Print help"), "{help}");
}

#[test]
fn the_config_file_s_language_comes_between_the_flag_and_the_locale() {
    let dir = tempfile::TempDir::new().unwrap();
    let config = dir.path().join("config.toml");
    std::fs::write(&config, "[look]\nlang = \"ko\"\n").unwrap();
    let help = |args: &[&str], locale: Option<&str>| {
        let mut command = super::english(
            std::process::Command::new(env!("CARGO_BIN_EXE_kono")),
            locale,
        );
        let out = command
            .args(args)
            .env("KONO_CONFIG", &config)
            .env("KONO_HOME", dir.path())
            .output()
            .unwrap();
        stdout(&out)
    };
    assert!(help(&["rules", "--help"], None).contains("어느 고누"));
    assert!(help(&["rules", "--help", "--lang", "en"], None).contains("Which game"));
}

#[test]
fn an_unknown_language_is_a_usage_error_that_lists_en_and_ko() {
    for args in [&["rules", "--lang", "fr"][..], &["--lang=fr", "rules"]] {
        let out = kono_in(args, Some("ko_KR.UTF-8"));
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = stderr(&out);
        assert!(err.contains("fr") && err.contains("en, ko"), "{err}");
    }
}

#[test]
fn the_language_is_read_from_the_arguments_before_clap() {
    let args = |list: &[&str]| -> Vec<OsString> {
        std::iter::once("kono")
            .chain(list.iter().copied())
            .map(OsString::from)
            .collect()
    };
    assert_eq!(lang_in_args(&args(&["--lang", "ko"])), Some(Lang::Ko));
    assert_eq!(lang_in_args(&args(&["rules", "--lang=KO"])), Some(Lang::Ko));
    assert_eq!(
        lang_in_args(&args(&["--lang=ko", "--lang", "en"])),
        Some(Lang::En)
    );
    assert_eq!(lang_in_args(&args(&["--lang", "fr"])), None);
    assert_eq!(lang_in_args(&args(&["--language", "ko"])), None);
    assert_eq!(lang_in_args(&args(&["replay", "--", "--lang=ko"])), None);
    assert_eq!(lang_in_args(&args(&["--lang"])), None);
}

#[test]
fn every_command_and_option_has_its_words_in_both_languages() {
    for lang in Lang::ALL {
        let defined: BTreeSet<String> = messages(lang).unwrap().into_iter().map(|e| e.id).collect();
        let tree = ids(&Cli::command());
        assert!(tree.len() > 50, "the walk finds the options");
        for tried in tree {
            assert!(
                tried.iter().any(|id| defined.contains(id)),
                "{lang}: none of {tried:?} is in the catalogue"
            );
        }
    }
}

#[test]
fn lang_may_come_before_the_command_as_well_as_after_it() {
    let orders: [&[&str]; 3] = [
        &["--lang", "ko", "rules", "--variant", "well"],
        &["rules", "--variant", "well", "--lang", "ko"],
        &["--lang=ko", "rules", "--variant", "well"],
    ];
    for args in orders {
        let out = kono_in(args, None);
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        assert!(
            stdout(&out).starts_with("우물고누"),
            "{args:?}: {}",
            stdout(&out)
        );
    }
    let out = kono_in(&["--lang", "ko", "learn", "--list"], None);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).contains("익힘"), "{}", stdout(&out));
    // What comes after `--` is the command's own.
    let moved = kono::cli::lang_last(
        ["kono", "--lang", "ko", "replay", "--", "--lang=en"]
            .map(OsString::from)
            .to_vec(),
    );
    let moved: Vec<_> = moved
        .iter()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    assert_eq!(moved, ["kono", "replay", "--lang", "ko", "--", "--lang=en"]);
}

/// Every command's name, every option's long name (and its parts), every
/// value an option lists.
fn command_line_words() -> BTreeSet<String> {
    fn walk(cmd: &clap::Command, out: &mut BTreeSet<String>) {
        out.insert(cmd.get_name().to_string());
        for arg in cmd.get_arguments() {
            if let Some(long) = arg.get_long() {
                out.insert(long.to_string());
                out.extend(long.split('-').map(str::to_string));
            }
            for value in arg.get_possible_values() {
                out.extend(value.get_name_and_aliases().map(str::to_string));
            }
        }
        for sub in cmd.get_subcommands() {
            walk(sub, out);
        }
    }
    let mut out = BTreeSet::new();
    let mut cmd = Cli::command();
    cmd.build();
    walk(&cmd, &mut out);
    out
}

#[test]
fn korean_help_pages_and_usage_errors_hold_no_english_words() {
    let known = command_line_words();
    let known: BTreeSet<String> = known.into_iter().chain(json_words()).collect();
    let mut cmd = Cli::command();
    cmd.build();
    let mut pages: Vec<Vec<String>> = vec![vec!["--help".into()]];
    for sub in cmd.get_subcommands() {
        pages.push(vec![sub.get_name().into(), "--help".into()]);
        pages.push(vec![sub.get_name().into(), "-h".into()]);
    }
    let mut found = Vec::new();
    for page in &pages {
        let mut args: Vec<&str> = page.iter().map(String::as_str).collect();
        args.extend(["--lang", "ko"]);
        let text = stdout(&kono_in(&args, None));
        for word in english(&text, &known) {
            found.push(format!("{page:?}: {word}"));
        }
    }
    let errors: &[&[&str]] = &[
        &["--bogus"],
        &["rulez"],
        &["--computer", "white", "--level", "9"],
        &["--level", "2"],
        &["--clock", "5-3"],
        &["perft", "--depth", "x"],
        &["perft", "--depth", "99"],
        &["rules", "--variant", "sixx"],
        &["arena", "--black", "1"],
        &["arena", "--black", "1", "--white", "2", "--games", "0"],
        &["host", "--port", "99999"],
        &["serve", "--bind", "nowhere"],
        &["solve", "--variant", "mill", "--pieces", "2"],
    ];
    for error in errors {
        let mut args = error.to_vec();
        args.extend(["--lang", "ko"]);
        let out = kono_in(&args, None);
        assert_eq!(out.status.code(), Some(2), "{error:?}");
        for word in english(&stderr(&out), &known) {
            found.push(format!("{error:?}: {word}"));
        }
    }
    assert!(
        found.is_empty(),
        "English in Korean mode:\n{}",
        found.join("\n")
    );
}

#[test]
fn a_level_is_taken_by_its_name_in_either_language() {
    for name in ["club", "중급", "3"] {
        let out = kono_in(
            &["--computer", "white", "--level", name, "--lang", "ko"],
            None,
        );
        // Past the arguments: the next refusal is the terminal's.
        assert_eq!(out.status.code(), Some(1), "{name}: {}", stderr(&out));
    }
}

#[test]
fn korean_runtime_errors_and_outputs_hold_no_english_words() {
    let known = command_line_words();
    let known: BTreeSet<String> = known.into_iter().chain(json_words()).collect();
    let (_guard, home) = super::scratch("ko-runtime");
    std::fs::write(home.join("bad.kono"), "[Variant \"six\"]\n1. a1-b2\n").unwrap();
    std::fs::write(home.join("junk.kono"), "garbage\n").unwrap();
    std::fs::write(
        home.join("mill.kono"),
        "[Variant \"mill\"]\n\n1. d2 f4 2. b2 f2 *\n",
    )
    .unwrap();
    // A config file kono cannot use: every command below says so.
    std::fs::write(home.join("config.toml"), "[look]\nlang = \"kr\"\n").unwrap();
    let cases: &[&[&str]] = &[
        &["--resume"],
        &["replay", "missing.kono"],
        &["replay", "bad.kono"],
        &["replay", "junk.kono"],
        &["replay", "--annotate", "bad.kono"],
        &["tui", "--load", "missing.kono"],
        &["puzzle", "--variant", "five"],
        &["perft", "--variant", "four", "--depth", "2", "--divide"],
        &[
            "arena",
            "--variant",
            "well",
            "--black",
            "1",
            "--white",
            "2",
            "--games",
            "1",
        ],
        &["learn", "--variant", "mill", "--list"],
        &["solve", "--variant", "mill", "--pieces", "3"],
        &["replay", "--annotate", "mill.kono"],
        &["config"],
        &["analyze", "--position", "xyz"],
    ];
    let mut found = Vec::new();
    for case in cases {
        let mut args = case.to_vec();
        args.extend(["--lang", "ko"]);
        let out = super::english(Command::new(env!("CARGO_BIN_EXE_kono")), None)
            .args(&args)
            .current_dir(&home)
            .env("KONO_HOME", &home)
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap();
        let mut text = format!("{}{}", stdout(&out), stderr(&out));
        if case == &["config"] {
            // The file itself is TOML: its keys are code, its comments words.
            // A setting shown commented out is code too: only what follows
            // its second `#` is read.
            let comment = |l: &str| l.rsplit('#').next().unwrap_or_default().to_string();
            let lines = text.lines().filter(|l| l.starts_with('#')).map(comment);
            text = lines.collect::<Vec<_>>().join("\n");
        }
        let text = text.replace(&*home.to_string_lossy(), "");
        let names = english(&text, &known).into_iter().filter(|word| {
            // File names, lesson ids (mill.1.1), a record's tags, and
            // positions' rows (ww1, bwbbww) are names, not words.
            !word.contains('.')
                && !["Variant", "KONO_CONFIG", "none"].contains(&word.as_str())
                && !KEY_NAMES.contains(&word.as_str())
                && !word.chars().all(|c| "bwx0123456789".contains(c))
        });
        for word in names {
            found.push(format!("{case:?}: {word}"));
        }
    }
    assert!(
        found.is_empty(),
        "English in Korean mode:\n{}",
        found.join("\n")
    );
}
