//! The message catalogue: both languages complete and alike, every id the
//! source asks for defined, the language chosen as documented.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use kono::i18n::{self, Lang, choose, messages};

/// Each language's messages by id, with their variables.
fn catalogue(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let entries = messages(lang).unwrap_or_else(|e| panic!("a catalogue file does not parse: {e}"));
    let mut out = BTreeMap::new();
    for entry in entries {
        let clash = out.insert(entry.id.clone(), entry.variables);
        assert!(
            clash.is_none(),
            "{lang}: `{}` defined twice ({})",
            entry.id,
            entry.file
        );
    }
    out
}

#[test]
fn both_languages_have_the_same_messages_with_the_same_variables() {
    let english = catalogue(Lang::En);
    let korean = catalogue(Lang::Ko);
    let only_en: Vec<_> = english
        .keys()
        .filter(|id| !korean.contains_key(*id))
        .collect();
    let only_ko: Vec<_> = korean
        .keys()
        .filter(|id| !english.contains_key(*id))
        .collect();
    assert!(only_en.is_empty(), "missing in Korean: {only_en:?}");
    assert!(only_ko.is_empty(), "missing in English: {only_ko:?}");
    for (id, vars) in &english {
        assert_eq!(
            Some(vars),
            korean.get(id),
            "`{id}` has other variables in Korean"
        );
    }
}

#[test]
fn every_catalogue_file_is_compiled_in() {
    for lang in Lang::ALL {
        let listed: BTreeSet<&str> = messages(lang).unwrap().iter().map(|e| e.file).collect();
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("src/i18n")
            .join(lang.code());
        for file in std::fs::read_dir(&dir).unwrap() {
            let name = file.unwrap().file_name().to_string_lossy().into_owned();
            assert!(
                listed.contains(name.as_str()),
                "{lang}/{name} is not in src/i18n/files.rs"
            );
        }
    }
}

/// The ids of every `t!("…")` in the files under `dir`, with where each is.
fn ids_used(dir: &Path, out: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            ids_used(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            let code = text
                .lines()
                .filter(|line| !line.trim_start().starts_with("//"));
            for line in code {
                for (at, _) in line.match_indices("t!(") {
                    let before = line[..at].chars().next_back();
                    if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                        continue; // format!, print!…
                    }
                    let rest = line[at + 3..].trim_start();
                    if let Some(quoted) = rest.strip_prefix('"')
                        && let Some(end) = quoted.find('"')
                    {
                        out.push((quoted[..end].to_string(), path.display().to_string()));
                    }
                }
            }
        }
    }
}

#[test]
fn every_message_the_program_asks_for_is_in_the_catalogue() {
    let english = catalogue(Lang::En);
    let mut used = Vec::new();
    ids_used(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut used,
    );
    assert!(!used.is_empty(), "the scan finds the program's messages");
    let missing: Vec<_> = used
        .iter()
        .filter(|(id, _)| !english.contains_key(id))
        .collect();
    assert!(
        missing.is_empty(),
        "asked for but not in the catalogue: {missing:?}"
    );
}

#[test]
fn the_language_is_the_flag_then_the_config_then_the_locale() {
    let env = |vars: &'static [(&'static str, &'static str)]| {
        move |name: &str| {
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
        }
    };
    let korean_locale = || env(&[("LANG", "ko_KR.UTF-8")]);
    assert_eq!(choose(None, None, korean_locale()), Lang::Ko);
    assert_eq!(choose(None, Some(Lang::En), korean_locale()), Lang::En);
    assert_eq!(choose(Some(Lang::Ko), Some(Lang::En), env(&[])), Lang::Ko);
    assert_eq!(choose(None, None, env(&[])), Lang::En);
    // LC_ALL before LC_MESSAGES before LANG; an empty one does not count.
    assert_eq!(
        choose(None, None, env(&[("LC_ALL", "C"), ("LANG", "ko_KR")])),
        Lang::En
    );
    assert_eq!(
        choose(None, None, env(&[("LC_ALL", ""), ("LC_MESSAGES", "ko")])),
        Lang::Ko
    );
    assert_eq!(
        choose(None, None, env(&[("LANG", "kok_IN")])),
        Lang::En,
        "Konkani is not Korean"
    );
    assert_eq!("KO".parse::<Lang>(), Ok(Lang::Ko));
    assert!("fr".parse::<Lang>().unwrap_err().contains("en, ko"));
}

#[test]
fn messages_come_in_the_language_of_the_thread_with_plurals() {
    i18n::set_for_thread(Some(Lang::En));
    assert_eq!(kono::t!("moves-count", count = 1), "1 move");
    assert_eq!(kono::t!("moves-count", count = 3), "3 moves");
    assert_eq!(kono::t!("game-five"), "five-field kono");
    i18n::set_for_thread(Some(Lang::Ko));
    assert_eq!(kono::t!("moves-count", count = 3), "3수");
    assert_eq!(kono::t!("game-five"), "오밭고누");
    i18n::set_for_thread(None);
}

#[test]
fn display_width_counts_hangul_as_two_columns_and_never_cuts_one() {
    assert_eq!(i18n::width("고누 kono"), 9);
    assert_eq!(i18n::fit("고누판", 5), "고누");
    assert_eq!(i18n::fit("kono", 9), "kono");
}

#[test]
fn every_game_has_its_name_in_the_catalogue() {
    let english = catalogue(Lang::En);
    for variant in kono::rules::Variant::ALL {
        let capture = variant
            .captures()
            .then(|| format!("legend-capture-{}", variant.name()));
        for id in [
            format!("game-{}", variant.name()),
            format!("game-short-{}", variant.name()),
        ]
        .into_iter()
        .chain(capture)
        {
            assert!(english.contains_key(&id), "{id} is missing");
        }
    }
    i18n::set_for_thread(Some(Lang::Ko));
    assert_eq!(i18n::game_name("mill"), "참고누");
    i18n::set_for_thread(None);
}

#[test]
fn every_game_has_every_part_of_its_rule_book_in_both_languages() {
    for lang in Lang::ALL {
        let ids = catalogue(lang);
        for variant in kono::rules::Variant::ALL {
            for part in kono::tui::words::books::PARTS {
                let id = format!("book-{}-{part}", variant.name());
                assert!(ids.contains_key(&id), "{lang}: {id} is missing");
            }
        }
    }
}
