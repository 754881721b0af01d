//! The rule books in both languages: `kono rules --lang ko`, the locale,
//! the start screen's rules page and the help overlay.

use kono::i18n::{self, Lang, game_name, width};
use kono::rules::{Color, Position, Variant};
use kono::tui::action::Action;
use kono::tui::help::{self, HelpLine, Kind, Play};
use kono::tui::start::{Choices, Library, Start};
use kono::tui::words::books::{game_book, rule_book, rules_text};

use super::{kono_in, stdout};

const ALL: [Variant; 6] = Variant::ALL;

/// Whether `text` has Hangul in it.
fn hangul(text: &str) -> bool {
    text.chars().any(|c| ('가'..='힣').contains(&c))
}

#[test]
fn kono_rules_speaks_korean_with_lang_ko_and_with_a_korean_locale() {
    let out = kono_in(&["rules", "--variant", "well", "--lang", "ko"], None);
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.starts_with("우물고누"), "{text}");
    assert!(text.contains("처음 국면 (B = 흑, W = 백):"), "{text}");
    assert!(text.contains("  ww/./bb b"), "the notation is data: {text}");
    assert!(text.contains("`kono --first white|random`"), "{text}");
    assert!(!text.contains("Well kono"), "{text}");
    let text = stdout(&kono_in(&["rules"], Some("ko_KR.UTF-8")));
    assert!(text.starts_with("오밭고누"), "{text}");
    let text = stdout(&kono_in(&["rules", "--lang", "en"], Some("ko_KR.UTF-8")));
    assert!(text.starts_with("Five-field kono"), "{text}");
    for line in stdout(&kono_in(
        &["rules", "--variant", "mill", "--lang", "ko"],
        None,
    ))
    .lines()
    {
        assert!(width(line) <= 80, "wider than 80 columns: {line}");
    }
}

#[test]
fn every_korean_book_names_its_game_first_and_keeps_the_notation() {
    i18n::set_for_thread(Some(Lang::Ko));
    for variant in ALL {
        let book = rule_book(variant);
        let name = game_name(variant.name());
        assert!(book.starts_with(&name), "{variant}: {book}");
        assert!(hangul(&rules_text(variant)), "{variant}");
        let start = Position::start(variant, Color::Black).to_string();
        assert!(book.contains(&start), "{variant}");
        let game = game_book(variant);
        assert!(!game.contains("`kono") && !game.contains("`--"), "{game}");
    }
    i18n::set_for_thread(Some(Lang::En));
    for variant in ALL {
        let book = rule_book(variant);
        assert!(book.starts_with(|c: char| c.is_ascii_uppercase()), "{book}");
    }
    i18n::set_for_thread(None);
}

#[test]
fn the_rules_page_and_the_help_show_the_book_in_the_language_in_use() {
    i18n::set_for_thread(Some(Lang::Ko));
    for variant in [Variant::Well, Variant::Mill] {
        let mut start = Start::new(
            Choices {
                variant,
                ..Choices::default()
            },
            Library::default(),
        );
        for action in [Action::Resize(80, 24), Action::Help] {
            start.update(action);
        }
        let lines = start.rules_lines();
        assert!(
            lines[0].starts_with(&game_name(variant.name())),
            "{lines:?}"
        );
        for line in &lines {
            assert!(width(line) <= 80, "wider than the screen: {line}");
        }
        let kind = Kind {
            variant,
            play: Play::Local,
            computer: false,
        };
        let text: Vec<String> = help::lines(kind, false, 80)
            .into_iter()
            .filter_map(|line| match line {
                HelpLine::Text(text) => Some(text),
                _ => None,
            })
            .collect();
        assert!(
            text.iter()
                .any(|l| l.starts_with(&game_name(variant.name()))),
            "{text:?}"
        );
    }
    i18n::set_for_thread(None);
}
