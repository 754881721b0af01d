//! Large terminals and plain words: the side panel grows with the screen
//! (the board keeps its scale), the news of a build does not outlive it,
//! and the screens speak without jargon (no commands, seeds, plies or
//! "7/7 full" camps), in English and Korean.

use kono::ai::TableError;
use kono::i18n::{self, Lang};
use kono::tui::action::TableState;
use ratatui::layout::Rect;

use super::*;

/// The screen's rows as text, joined.
fn shown(app: &mut App, width: u16, height: u16) -> String {
    text(&render(app, width, height))
}

#[test]
fn the_side_panel_grows_on_a_large_terminal_and_the_board_keeps_its_scale() {
    for variant in Variant::ALL {
        let at = |w: u16, h: u16| layout::Layout::new(Rect::new(0, 0, w, h), variant, false);
        let (small, large) = (at(100, 30), at(160, 48));
        assert_eq!(
            small.panel.width, 30,
            "{variant:?}: as before up to 100 columns"
        );
        assert!(
            large.panel.width > small.panel.width + 10,
            "{variant:?}: {} at 160x48",
            large.panel.width
        );
        // The board is as big as it was beside the narrow panel.
        for (w, h) in [(120, 40), (160, 48), (200, 60)] {
            let grown = at(w, h);
            let narrow = layout::Layout::new(Rect::new(0, 0, w - 26, h), variant, false);
            let (g, n) = (grown.grid.unwrap(), narrow.grid.unwrap());
            assert!(g.step_x >= n.step_x, "{variant:?} at {w}x{h}");
            assert_eq!(grown.board.width + grown.panel.width, w);
        }
    }
    // At 80x24 and 100x30 nothing moved.
    let mut app = app(Variant::Five);
    let screen = shown(&mut app, 160, 48);
    let first = screen.lines().next().unwrap();
    let panel_from = first.find("╭ Game").unwrap();
    assert!(first[panel_from..].chars().count() > 40, "{first}");
}

#[test]
fn the_news_of_a_build_goes_once_the_build_ends_however_it_ends() {
    let failed = TableState::failed(TableError::OutOfMemory {
        table: "five-field".to_string(),
        needed: 1 << 30,
    });
    for (end, after) in [
        (TableState::Ready, "the solved game is built"),
        (failed, "the solved game could not be built: "),
        (TableState::Missing, ""),
    ] {
        let mut app = app(Variant::Five);
        act(&mut app, Action::Resize(160, 48));
        key(&mut app, 'a');
        give_table(&mut app, None);
        key(&mut app, 'b');
        assert!(
            status(&app).starts_with("building the solved"),
            "{}",
            status(&app)
        );
        act(&mut app, Action::Table(TableState::Building(50)));
        act(&mut app, Action::Table(end.clone()));
        let now = status(&app);
        assert!(!now.contains("building"), "{end:?}: {now}");
        assert!(now.starts_with(after), "{end:?}: {now}");
        assert!(!shown(&mut app, 160, 48).contains("in the background"));
    }
}

/// Phrases a player should not meet on the game's screens.
const JARGON: [&str; 7] = [
    "kono solve",
    "--variant",
    "7/7 full",
    "exact once the table",
    "file+rank",
    "--forced-capture",
    "search score",
];

/// Words a player should not meet there.
const JARGON_WORDS: [&str; 4] = ["seed", "ply", "plies", "score"];

fn no_jargon(screen: &str, what: &str) {
    let lower = screen.to_lowercase();
    for phrase in JARGON {
        assert!(!lower.contains(phrase), "{what}: `{phrase}` in\n{screen}");
    }
    for word in lower.split(|c: char| !c.is_alphanumeric()) {
        assert!(
            !JARGON_WORDS.contains(&word),
            "{what}: `{word}` in\n{screen}"
        );
    }
}

/// The five-field screens a player meets without the solved table: the
/// game with hints, the review, the help.
fn five_screens() -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut app = app(Variant::Five);
    play_all(&mut app, "a2-b3 e4-d3");
    key(&mut app, 'a');
    give_table(&mut app, None);
    for (w, h) in [(80, 24), (100, 30), (160, 48)] {
        out.push((format!("game {w}x{h}"), shown(&mut app, w, h)));
    }
    key(&mut app, 'r');
    for (w, h) in [(100, 30), (160, 48)] {
        out.push((format!("review {w}x{h}"), shown(&mut app, w, h)));
    }
    press(&mut app, KeyCode::Esc);
    key(&mut app, '?');
    let mut help = String::new();
    for _ in 0..12 {
        help.push_str(&shown(&mut app, 100, 30));
        press(&mut app, KeyCode::PageDown);
    }
    out.push(("help".to_string(), help));
    out
}

#[test]
fn the_game_the_review_and_the_help_speak_without_jargon() {
    for (what, screen) in five_screens() {
        no_jargon(&screen, &what);
    }
    let mut app = app(Variant::Five);
    key(&mut app, 'a');
    give_table(&mut app, None);
    let game = shown(&mut app, 160, 48);
    assert!(game.contains("Goal    ● 0 in, 0 to fill"), "{game}");
    assert!(
        game.contains("for exact values, b builds the solved game"),
        "{game}"
    );
    play_all(&mut app, "a2-b3 e4-d3");
    key(&mut app, 'r');
    let review = shown(&mut app, 160, 48);
    assert!(review.contains("Move    1/1, White"), "{review}");
    assert!(
        review.contains("the marks need the solved game: b builds it"),
        "{review}"
    );
}

#[test]
fn the_korean_screens_speak_without_jargon_too() {
    i18n::set_for_thread(Some(Lang::Ko));
    let screens = five_screens();
    let mut app = app(Variant::Five);
    let game = shown(&mut app, 100, 30);
    i18n::set_for_thread(None);
    for (what, screen) in screens {
        no_jargon(&screen, &what);
    }
    // Wide letters take two cells: the spaces do not matter here.
    let squeezed: String = game.chars().filter(|c| *c != ' ').collect();
    assert!(squeezed.contains("목표●든말0,빈점0"), "{game}");
}
