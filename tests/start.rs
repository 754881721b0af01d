//! The start screen of plain `kono`: its menu, the choices it remembers,
//! the saved games it lists newest first.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic: that is how they fail

use std::path::PathBuf;
use std::time::{Duration, SystemTime};

use kono::rules::{Color, Game, Position, RuleOptions, Variant};
use kono::store;
use kono::tui::action::{Action, Dir};
use kono::tui::start::{self, Choice, Choices, First, Library, Page, Row, Start};
use kono::tui::theme::Theme;
use kono::tui::{Config, Seat, view};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kono-start-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn screen(start: &Start) -> String {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal
        .draw(|frame| view::draw_start(start, &Theme::new(false, false), frame))
        .unwrap();
    let buf = terminal.backend().buffer().clone();
    (0..24)
        .map(|y| (0..80).map(|x| buf[(x, y)].symbol()).collect::<String>() + "\n")
        .collect()
}

/// A game of `variant` with `moves` played, saved in `data`'s games, last
/// written `age` seconds ago.
fn saved(data: &std::path::Path, name: &str, variant: Variant, moves: &[&str], age: u64) {
    let mut game = Game::new(
        Position::start(variant, Color::Black),
        RuleOptions::default(),
    )
    .unwrap();
    for mv in moves {
        game.play(mv.parse().unwrap()).unwrap();
    }
    let dir = store::games_dir(data);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{name}.kono"));
    store::save_as(&path, &game, &Default::default(), false).unwrap();
    let file = std::fs::File::options().write(true).open(&path).unwrap();
    file.set_modified(SystemTime::now() - Duration::from_secs(age))
        .unwrap();
}

#[test]
fn the_menu_offers_a_new_game_and_changes_its_choices() {
    let mut start = Start::new(Choices::default(), Library::default());
    assert_eq!(start.row, Row::NewGame);
    let text = screen(&start);
    for needed in [
        "New game",
        "five-field kono",
        "drawn by lot",
        "Strict goal",
        "Rules",
        "Quit",
    ] {
        assert!(text.contains(needed), "{needed} in\n{text}");
    }
    assert!(
        !text.contains("Resume") && !text.contains("Open a saved"),
        "{text}"
    );
    assert!(
        !text.contains("Level"),
        "no level without a computer player:\n{text}"
    );
    start.update(Action::Cursor(Dir::Down));
    start.update(Action::Cursor(Dir::Right));
    assert_eq!(start.choices.variant, Variant::Four);
    assert!(screen(&start).contains("Forced capture"));
    start.update(Action::Cursor(Dir::Down));
    start.update(Action::Cursor(Dir::Left));
    assert_eq!(start.choices.first, First::White);
    start.update(Action::Cursor(Dir::Down));
    start.update(Action::Activate);
    assert!(start.choices.option);
    start.update(Action::Cursor(Dir::Down));
    start.update(Action::Cursor(Dir::Down));
    start.update(Action::Cursor(Dir::Right));
    assert!(start.choices.computer_white);
    assert!(screen(&start).contains("Level"));
    start.update(Action::Cursor(Dir::Down));
    assert_eq!(start.row, Row::Level);
    start.update(Action::Cursor(Dir::Right));
    start.update(Action::Cursor(Dir::Right));
    assert_eq!(start.choices.level, 5);
    start.update(Action::Cursor(Dir::Right));
    assert_eq!(start.choices.level, 1);
    start.update(Action::Cursor(Dir::Left));
    assert_eq!(start.choices.level, 5);
    // Back up to "New game" and start.
    for _ in 0..6 {
        start.update(Action::Cursor(Dir::Up));
    }
    assert_eq!(start.row, Row::NewGame);
    let Choice::NewGame(choices) = start.update(Action::Activate) else {
        panic!("no new game");
    };
    let config = choices.config(Config::new(Variant::Five));
    assert_eq!(config.variant, Variant::Four);
    assert!(config.options.forced_capture && !config.options.strict_goal);
    assert_eq!(config.first, Some(Color::White));
    assert_eq!(config.computer, Seat::White);
    assert_eq!(config.level, 5);
}

#[test]
fn the_rules_page_and_quitting() {
    let mut start = Start::new(Choices::default(), Library::default());
    start.update(Action::Help);
    assert_eq!(start.page, Page::Rules(0));
    let text = screen(&start);
    assert!(text.contains("Five-field kono (o-pat-ko-no)"), "{text}");
    start.update(Action::Cursor(Dir::Down));
    assert_eq!(start.page, Page::Rules(1));
    start.update(Action::Cancel);
    assert_eq!(start.page, Page::Menu);
    assert_eq!(start.update(Action::Quit), Choice::Quit);
    assert_eq!(start.update(Action::ForceQuit), Choice::Quit);
}

#[test]
fn the_choices_are_remembered() {
    let data = scratch("remember");
    assert_eq!(start::recall(Some(&data)), Choices::default());
    let choices = Choices {
        variant: Variant::Four,
        first: First::Black,
        option: true,
        computer_black: true,
        computer_white: false,
        level: 4,
    };
    start::remember(&data, &choices).unwrap();
    assert_eq!(start::recall(Some(&data)), choices);
    assert_eq!(start::recall(None), Choices::default());
}

#[test]
fn saved_games_are_listed_newest_first_and_the_unfinished_one_resumes() {
    let data = scratch("library");
    saved(&data, "old-four", Variant::Four, &["a1xa3"], 300);
    saved(&data, "new-five", Variant::Five, &["d1-c2", "e4-d3"], 10);
    saved(
        &data,
        "middle-four",
        Variant::Four,
        &["a1xa3", "b4xb2", "a2xa4"],
        100,
    );
    let library = Library::scan(&data);
    let names: Vec<String> = library
        .games
        .iter()
        .map(|g| g.path.file_stem().unwrap().to_string_lossy().to_string())
        .collect();
    assert_eq!(names, ["new-five", "middle-four", "old-four"]);
    assert_eq!(library.games[1].moves, 3);
    assert_eq!(library.unfinished.as_ref().map(|g| g.moves), Some(2));
    let mut start = Start::new(Choices::default(), library);
    assert_eq!(start.row, Row::Resume, "the unfinished game comes first");
    let text = screen(&start);
    assert!(text.contains("Resume five-field kono, 2 moves"), "{text}");
    assert!(text.contains("Open a saved game (3)"), "{text}");
    assert_eq!(start.update(Action::Activate), Choice::Resume);
    start.update(Action::Cursor(Dir::Down));
    assert_eq!(start.row, Row::Open);
    start.update(Action::Activate);
    assert_eq!(start.page, Page::Saved(0));
    let text = screen(&start);
    assert!(
        text.contains("four-field kono    3 moves  unfinished"),
        "{text}"
    );
    start.update(Action::Cursor(Dir::Down));
    assert_eq!(start.update(Action::Activate), Choice::Open(1));
    start.update(Action::Cancel);
    assert_eq!(start.page, Page::Menu);
}

#[test]
fn snapshot_start_screen() {
    let data = scratch("snapshot");
    saved(&data, "game", Variant::Four, &["a1xa3"], 60);
    let start = Start::new(Choices::default(), Library::scan(&data));
    insta::assert_snapshot!(screen(&start));
}

#[test]
fn a_game_open_in_another_window_is_not_offered_and_leftovers_are_tidied() {
    let data = scratch("locked");
    saved(&data, "mine", Variant::Four, &["a1xa3"], 10);
    saved(&data, "theirs", Variant::Five, &["d1-c2"], 5);
    // Another window has "theirs" open.
    let theirs = store::games_dir(&data).join("theirs.kono");
    let _held = store::Lock::acquire(&theirs).unwrap();
    // A table build that stopped midway left a temporary file.
    let tables = data.join("tables");
    std::fs::create_dir_all(&tables).unwrap();
    let leftover = tables.join(".five-default.table.a1b2c3.tmp");
    std::fs::write(&leftover, "half a table").unwrap();
    std::fs::File::options()
        .write(true)
        .open(&leftover)
        .unwrap()
        .set_modified(SystemTime::now() - Duration::from_secs(600))
        .unwrap();
    let library = Library::scan(&data);
    let names: Vec<String> = library
        .games
        .iter()
        .map(|g| g.path.file_stem().unwrap().to_string_lossy().to_string())
        .collect();
    assert_eq!(names, ["mine"]);
    assert_eq!(
        library.unfinished.as_ref().map(|g| g.path.clone()),
        Some(store::games_dir(&data).join("mine.kono"))
    );
    assert!(!leftover.exists());
}
