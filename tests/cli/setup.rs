//! Setting kono up: the manual page, `kono config` and `KONO_CONFIG`, the
//! completion scripts installed as README says on a fresh account, and
//! which options open the start screen.

use std::process::Command;

use clap::CommandFactory;
use kono::cli::Cli;
use tempfile::TempDir;

use super::{kono, stderr, stdout};

#[test]
fn the_manual_page_has_every_command_and_every_option() {
    let out = kono(&["manual"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let page = stdout(&out);
    assert!(page.starts_with(".ie \\n(.g .ds Aq"), "{}", &page[..80]);
    assert!(page.contains(".TH kono 1"), "{}", &page[..200]);
    let cli = Cli::command();
    for sub in cli.get_subcommands() {
        let heading = format!(".SH \"KONO {}\"", sub.get_name().to_uppercase());
        assert!(page.contains(&heading), "no section {heading}");
        for arg in sub.get_arguments().filter_map(|a| a.get_long()) {
            // roff writes `-` as `\-`.
            let option = format!("\\-\\-{}", arg.replace('-', "\\-"));
            assert!(
                page.contains(&option),
                "kono {}: no {option}",
                sub.get_name()
            );
        }
    }
}

/// `kono ARGS` with the config file `KONO_CONFIG` names.
fn kono_with_config(config: &std::path::Path, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_kono"))
        .env("LC_ALL", "C")
        .args(args)
        .env("KONO_CONFIG", config)
        .env("KONO_HOME", config.parent().unwrap())
        .output()
        .unwrap()
}

#[test]
fn kono_config_names_the_file_kono_config_gives_and_the_settings_in_force() {
    let dir = TempDir::new().unwrap();
    let file = dir.path().join("mine.toml");
    let out = kono_with_config(&file, &["config"]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(
        text.starts_with(&format!(
            "# kono's config file: {} (not there yet)\n",
            file.display()
        )),
        "{text}"
    );
    assert!(text.contains("theme = \"auto\""), "{text}");
    assert!(text.contains("undo = [\"u\"]"), "{text}");
    std::fs::write(
        &file,
        "[look]\ntheme = \"dark\"\n[keys.board]\nundo = \"Backspace\"\n",
    )
    .unwrap();
    let text = stdout(&kono_with_config(&file, &["config"]));
    assert!(text.starts_with(&format!("# kono's config file: {}\n", file.display())));
    assert!(text.contains("theme = \"dark\""), "{text}");
    assert!(text.contains("undo = [\"Backspace\"]"), "{text}");
    // A bad file: one line naming it and the line, then the defaults.
    std::fs::write(&file, "[keys.board]\nundo = \"f\"\n").unwrap();
    let out = kono_with_config(&file, &["config"]);
    assert!(out.status.success());
    let text = stdout(&out);
    let problems: Vec<&str> = text.lines().filter(|l| l.contains("NOT USED")).collect();
    assert_eq!(
        problems,
        [format!(
            "# NOT USED: {} line 2: `f` would do both undo and flip in [keys.board]; kono uses the default settings",
            file.display()
        )]
    );
    assert!(text.contains("undo = [\"u\"]"), "{text}");
}

#[test]
fn a_bad_config_never_stops_a_command() {
    let dir = TempDir::new().unwrap();
    let file = dir.path().join("config.toml");
    std::fs::write(&file, "[look\n").unwrap();
    let out = kono_with_config(&file, &["rules", "--variant", "four"]);
    assert!(out.status.success());
    // The game itself says it and goes on; without a terminal it stops for that.
    let out = kono_with_config(&file, &["tui", "--variant", "four"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("terminal"), "{}", stderr(&out));
}

#[test]
fn only_options_that_define_a_game_skip_the_start_screen() {
    let given = |args: &[&str]| {
        Cli::try_from_args(std::iter::once("kono").chain(args.iter().copied()))
            .unwrap()
            .options_given
    };
    assert!(!given(&[]));
    assert!(!given(&["--ascii"]));
    assert!(!given(&["--theme", "light", "--ascii"]));
    assert!(given(&["--variant", "four"]));
    assert!(given(&["--ascii", "--computer", "white"]));
    assert!(given(&["--resume"]));
    assert!(
        given(&["--variant", "five"]),
        "a default given is still given"
    );
}

/// Runs `script` with bash in a fresh home where kono is where
/// `cargo install` puts it (`~/.cargo/bin`, on the PATH).
fn in_fresh_home(script: &str) -> (TempDir, std::process::Output) {
    let home = TempDir::new().unwrap();
    let bin = home.path().join(".cargo/bin");
    std::fs::create_dir_all(&bin).unwrap();
    // A link, not a copy: a copy being written while another test forks
    // cannot be run ("text file busy").
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_kono"), bin.join("kono")).unwrap();
    let path = format!("{}:/usr/local/bin:/usr/bin:/bin", bin.display());
    let out = Command::new("bash")
        .args(["-e", "-c", script])
        .env_clear()
        .env("HOME", home.path())
        .env("PATH", path)
        .output()
        .unwrap();
    (home, out)
}

#[cfg(unix)]
#[test]
fn readme_s_completion_and_manual_lines_work_on_a_fresh_account() {
    let lines = [
        (
            "mkdir -p ~/.local/share/bash-completion/completions && kono completions bash > ~/.local/share/bash-completion/completions/kono",
            ".local/share/bash-completion/completions/kono",
        ),
        (
            "mkdir -p ~/.zfunc && kono completions zsh > ~/.zfunc/_kono",
            ".zfunc/_kono",
        ),
        (
            "mkdir -p ~/.config/fish/completions && kono completions fish > ~/.config/fish/completions/kono.fish",
            ".config/fish/completions/kono.fish",
        ),
        (
            "mkdir -p ~/.cargo/share/man/man1 && kono manual > ~/.cargo/share/man/man1/kono.1",
            ".cargo/share/man/man1/kono.1",
        ),
    ];
    for (line, written) in lines {
        let (home, out) = in_fresh_home(line);
        assert!(out.status.success(), "{line}: {}", stderr(&out));
        let text = std::fs::read_to_string(home.path().join(written)).unwrap();
        assert!(text.len() > 1000 && text.contains("kono"), "{line}");
        // Where man is there, it finds the page beside the PATH's ~/.cargo/bin.
        if written.ends_with("kono.1") && std::path::Path::new("/usr/bin/man").exists() {
            let (home, out) = in_fresh_home(&format!("{line} && man -w kono"));
            let found = stdout(&out);
            assert_eq!(
                found.trim(),
                home.path().join(written).display().to_string(),
                "{}",
                stderr(&out)
            );
        }
    }
}

#[test]
fn resume_with_a_planted_bad_lock_still_finds_the_game() {
    let home = TempDir::new().unwrap();
    let games = home.path().join("games");
    std::fs::create_dir_all(&games).unwrap();
    std::fs::write(
        games.join("2026-11-21-101502-five.kono"),
        "[Variant \"five\"]\n[First \"black\"]\n\n1. b1-c2\n",
    )
    .unwrap();
    std::fs::create_dir(games.join(".2026-11-21-101502-five.kono.lock")).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_kono"))
        .env("LC_ALL", "C")
        .arg("--resume")
        .env("KONO_HOME", home.path())
        .output()
        .unwrap();
    // It gets as far as the terminal, which a test does not have.
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(!err.contains("no unfinished game"), "{err}");
    assert!(err.contains("terminal"), "{err}");
}

#[cfg(unix)]
#[test]
fn in_the_terminal_a_bad_config_is_one_line_and_a_good_one_rebinds_and_sets_the_look() {
    use super::pty::{Session, fresh_home};
    let home = fresh_home();
    std::fs::write(
        home.join("config.toml"),
        "[keys.start]\nquit = \"Hyper-x\"\n",
    )
    .unwrap();
    // Only the look: the start screen, which says what was wrong and goes on.
    let mut s = Session::start_in(&home, &["--theme", "dark"], 30, 100);
    s.wait_text("Play the computer");
    s.wait_text("config.toml line 2: unknown key name");
    s.wait_text("kono uses the default settings");
    s.send(b"q");
    assert_eq!(s.wait_exit(), 0);
    s.assert_restored();
    // A good file: its keys and its look are in force.
    std::fs::write(
        home.join("config.toml"),
        "[look]\nascii = true\n[keys.start]\nquit = \"x\"\n",
    )
    .unwrap();
    let mut s = Session::start_in(&home, &[], 30, 100);
    s.wait_text("Play the computer");
    s.wait_text("x quit");
    assert!(!s.contents().contains("‹"), "ASCII only: {}", s.contents());
    s.send(b"q");
    s.send(b"x");
    assert_eq!(s.wait_exit(), 0);
    s.assert_restored();
}

#[test]
fn the_manual_page_has_environment_files_and_keys() {
    let page = stdout(&kono(&["manual"]));
    for heading in [".SH ENVIRONMENT", ".SH FILES", ".SH KEYS"] {
        assert!(page.contains(heading), "no {heading}");
    }
    for name in [
        "KONO_HOME",
        "KONO_CONFIG",
        "NO_COLOR",
        "LC_ALL, LC_MESSAGES, LANG",
        "lessons.txt",
        "config.toml",
    ] {
        assert!(page.contains(name), "no {name}");
    }
    let keys = &page[page.find(".SH KEYS").unwrap()..];
    // The game's own keys, with what they do.
    assert!(keys.contains("\\fBu\\fR\ntake back a move"), "{keys}");
    assert!(keys.contains("\\fB?\\fR"), "{keys}");
}

#[test]
fn kono_manual_lang_ko_is_a_korean_page_with_the_same_sections() {
    let page = stdout(&super::kono_in(&["manual", "--lang", "ko"], None));
    for heading in [
        ".SH 이름",
        ".SH 개요",
        ".SH 설명",
        ".SH 선택 사항",
        ".SH 환경 변수",
        ".SH 파일",
        ".SH 키",
        ".SH \"KONO RULES\"",
    ] {
        assert!(page.contains(heading), "no {heading}");
    }
    for words in [
        "kono \\- 한국의 말판 놀이 고누를",
        "어느 고누",
        "black:  흑이 먼저 둬요",
        "KONO_HOME",
        "LC_ALL, LC_MESSAGES, LANG",
        "lessons.txt",
    ] {
        assert!(page.contains(words), "no {words}");
    }
    assert!(!page.contains(".SH ENVIRONMENT") && !page.contains("Which game"));
    let korean = page.lines().filter(|l| l.starts_with(".")).count();
    let english = stdout(&kono(&["manual"]));
    let english = english.lines().filter(|l| l.starts_with(".")).count();
    assert_eq!(korean, english, "the same roff structure in both languages");
}

#[test]
fn bash_completes_a_level_with_one_to_five() {
    let script = stdout(&kono(&["completions", "bash"]));
    for option in ["--level", "--black", "--white"] {
        let case = script
            .split(&format!("{option})"))
            .nth(1)
            .unwrap_or_else(|| panic!("no case for {option}"));
        let reply = case.lines().find(|l| l.contains("COMPREPLY")).unwrap();
        assert!(reply.contains("\"1 2 3 4 5\""), "{option}: {reply}");
    }
}
