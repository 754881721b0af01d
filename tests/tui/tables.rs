//! The five-field table built with `b` wherever something needs it: hints
//! in a game of two people or against levels 1 to 4, the review, level 5;
//! and nothing calls level 5 perfect while it has no table.

use crate::common::*;

use kono::ai::Level;
use kono::rules::Variant;
use kono::tui::Seat;
use kono::tui::action::{Action, Effect, Effects, TableState};
use kono::tui::app::App;
use kono::tui::keymap::Mode;

fn asks_table(effects: &Effects) -> bool {
    effects.iter().any(|e| matches!(e, Effect::LoadTable(..)))
}

fn against(level: Level) -> App {
    let mut app = against_computer(Variant::Five, Seat::White, level);
    act(&mut app, Action::Resize(100, 32));
    app
}

#[test]
fn two_players_with_hints_build_the_table_with_b() {
    let mut app = app(Variant::Five);
    act(&mut app, Action::Resize(100, 32));
    // Nothing has asked for the table yet: `b` has nothing to do.
    assert!(!app.offers(Action::BuildTable));
    assert!(asks_table(&key(&mut app, 'a')), "hints ask for the table");
    give_table(&mut app, None);
    assert!(app.table_missing());
    assert!(app.offers(Action::BuildTable));
    let shown = text(&render(&mut app, 120, 32));
    assert!(shown.contains("for exact values, b builds"), "{shown}");
    assert_eq!(
        key(&mut app, 'b'),
        vec![Effect::BuildTable(app.variant(), app.options())]
    );
    assert!(
        status(&app).starts_with("building the solved five-field game in the background"),
        "{}",
        status(&app)
    );
    assert_eq!(app.table(), Some(TableState::Building(0)));
    assert!(!app.offers(Action::BuildTable), "one build at a time");
    act(&mut app, Action::Table(TableState::Building(40)));
    assert_eq!(app.table(), Some(TableState::Building(40)));
    // Built: hints ask again and get it.
    let effects = act(&mut app, Action::Table(TableState::Ready));
    assert!(asks_table(&effects), "{effects:?}");
    assert_eq!(app.table(), None, "no build going on");
    assert_eq!(
        status(&app),
        "the solved game is built: hints, the coach and level 5 are exact now",
        "no stale news of the build"
    );
    assert!(!app.offers(Action::BuildTable));
}

#[test]
fn levels_one_to_four_with_hints_build_the_table_with_b() {
    for n in 1..=4 {
        let level = Level::new(n).unwrap();
        let mut app = against(level);
        assert!(!app.offers(Action::BuildTable), "level {n}");
        assert!(asks_table(&key(&mut app, 'a')), "level {n}");
        give_table(&mut app, None);
        assert!(app.offers(Action::BuildTable), "level {n}");
        assert_eq!(
            key(&mut app, 'b'),
            vec![Effect::BuildTable(app.variant(), app.options())],
            "level {n}"
        );
        assert!(screen(&mut app).contains(&level.to_string()), "level {n}");
    }
}

#[test]
fn the_review_builds_the_table_with_b() {
    let mut app = app(Variant::Five);
    act(&mut app, Action::Resize(100, 32));
    play(&mut app, "b1-c2");
    assert!(asks_table(&key(&mut app, 'r')), "the review asks for it");
    assert_eq!(app.mode(), Mode::Review);
    give_table(&mut app, None);
    assert!(app.offers(Action::BuildTable));
    assert_eq!(
        key(&mut app, 'b'),
        vec![Effect::BuildTable(app.variant(), app.options())]
    );
    assert_eq!(app.mode(), Mode::Review, "the review stays open");
    assert!(!app.offers(Action::BuildTable));
}

#[test]
fn four_field_has_no_table_to_build() {
    let mut app = app(Variant::Four);
    act(&mut app, Action::Resize(100, 32));
    key(&mut app, 'a');
    give_table(&mut app, None);
    assert!(!app.offers(Action::BuildTable));
    key(&mut app, 'b');
    refused(
        &app,
        "nothing to build: only a missing five-field table that level 5, hints, the review or a puzzle need",
    );
}

#[test]
fn level_5_is_not_called_perfect_without_its_table() {
    let mut app = against(Level::MAX);
    act(&mut app, Action::Table(TableState::Missing));
    give_table(&mut app, None);
    // The panel's words, its lines joined (the level wraps under itself).
    let panel = |app: &mut App| {
        let shown = text(&render(app, 120, 32));
        let words: Vec<String> = shown
            .lines()
            .filter_map(|l| l.split("││").nth(1))
            .map(|l| l.trim_matches(|c| c == '│' || c == ' ').to_string())
            .collect();
        words
            .join(" ")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    let shown = panel(&mut app);
    assert!(
        shown.contains("Level 5 (perfect once b builds the solved game)"),
        "{shown}"
    );
    assert!(!shown.contains("5 (perfect)"), "{shown}");
    key(&mut app, 'b');
    let shown = panel(&mut app);
    assert!(
        shown.contains("Level 5 (perfect once the solved game is built) Table building 0%"),
        "{shown}"
    );
    act(&mut app, Action::Table(TableState::Ready));
    let shown = panel(&mut app);
    assert!(shown.contains("Level 5 (perfect) Table solved"), "{shown}");
}
