//! The start screen's Puzzles entry: a puzzle of the game chosen, as `kono
//! puzzle` opens one; the first run still suggests the lessons.

use super::screen;
use kono::rules::Variant;
use kono::tui::action::{Action, Dir, Effect};
use kono::tui::start::{self, Item, Library, Row, Setting, Start};

#[test]
fn the_puzzles_entry_opens_a_puzzle_of_the_game_chosen() {
    let mut start = Start::new(start::recall(None), Library::default()).first_run();
    assert_eq!(
        start.row,
        Row::entry(Item::Learn),
        "the first run's suggestion"
    );
    // Down to the Puzzles entry: past the games, the rules and quit are below.
    while start.row != Row::entry(Item::Puzzles) {
        let before = start.row;
        start.update(Action::Cursor(Dir::Down));
        assert_ne!(start.row, before, "no Puzzles entry");
    }
    let text = screen(&start);
    assert!(
        text.contains("Puzzles: win against perfect defence"),
        "{text}"
    );
    assert!(
        text.contains("Enter sets up a won position from the solved game (built once)."),
        "{text}"
    );
    assert_eq!(
        start.update(Action::Activate),
        vec![Effect::Puzzle(Variant::Five)]
    );
    // Its one setting: the game.
    start.update(Action::Cursor(Dir::Down));
    assert_eq!(
        start.row,
        Row {
            item: Item::Puzzles,
            setting: Some(Setting::Variant)
        }
    );
    start.update(Action::Cursor(Dir::Right));
    start.update(Action::Cursor(Dir::Up));
    let text = screen(&start);
    assert!(
        text.contains("Enter sets up a won position from the solved game: win it."),
        "{text}"
    );
    assert_eq!(
        start.update(Action::Activate),
        vec![Effect::Puzzle(Variant::Four)]
    );
}
