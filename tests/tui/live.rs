//! Slow work leaves the board live: while a worker picks a five-field
//! puzzle's next puzzle or works out a long game's review, keys are
//! answered at once, the screen says what is being worked out, and the
//! answer, when it comes, is taken (or dropped when stale).

use std::sync::Arc;

use kono::ai::review::review;
use kono::ai::{Solved, Value};
use kono::rules::{Color, Position, RuleOptions, Variant};
use kono::tui::action::{Action, Effect, Effects, Table};
use kono::tui::app::{App, Puzzle};
use ratatui::crossterm::event::KeyCode;

use crate::common::*;

/// A table that knows one position: a win in 3 for its side to move.
struct One(Position);

impl Solved for One {
    fn value(&self, pos: &Position) -> Option<Value> {
        (*pos == self.0).then_some(Value::Win(3))
    }
}

/// A table that calls every position drawn.
struct AllDrawn;

impl Solved for AllDrawn {
    fn value(&self, _: &Position) -> Option<Value> {
        Some(Value::Draw)
    }
}

fn find<F: Fn(&Effect) -> bool>(effects: &Effects, f: F) -> Option<Effect> {
    effects.iter().find(|e| f(e)).cloned()
}

#[test]
fn a_five_field_puzzles_next_puzzle_leaves_the_board_live() {
    let start = Position::start(Variant::Five, Color::Black);
    let table = Arc::new(One(start));
    let puzzle = Puzzle::new(table.clone(), start, RuleOptions::default(), 3, 41).unwrap();
    let mut app = App::new(config(Variant::Five), 7).unwrap();
    act(&mut app, Action::Resize(100, 32));
    app.start_puzzle(puzzle.clone());
    // n asks a worker for the next puzzle; nothing waits for it.
    let effects = app.update(Action::NewGame);
    let Some(Effect::NextPuzzle { ticket, .. }) =
        find(&effects, |e| matches!(e, Effect::NextPuzzle { .. }))
    else {
        panic!("no next puzzle asked for: {effects:?}");
    };
    assert!(app.picking_puzzle());
    assert_eq!(status(&app), "looking for the next puzzle…");
    assert!(screen(&mut app).contains("looking for the next puzzle"));
    // Meanwhile the board answers keys: the cursor moves, a piece is
    // picked up and moved.
    let cursor = app.cursor();
    press(&mut app, KeyCode::Up);
    assert_ne!(app.cursor(), cursor);
    let mv = app.game().legal_moves().into_iter().next().unwrap();
    play(&mut app, &mv.to_string());
    assert_eq!(app.game().ply_count(), 1);
    // A stale answer is dropped; the answer asked for sets the next one up.
    let other = Position::start(Variant::Five, Color::White);
    let next = Puzzle::new(Arc::new(One(other)), other, RuleOptions::default(), 3, 42).unwrap();
    act(
        &mut app,
        Action::PuzzlePicked {
            ticket: ticket + 1_000_000,
            seed: 42,
            puzzle: Some(Box::new(next.clone())),
        },
    );
    assert_eq!(app.puzzle().unwrap().seed(), 41);
    act(
        &mut app,
        Action::PuzzlePicked {
            ticket,
            seed: 42,
            puzzle: Some(Box::new(next)),
        },
    );
    assert!(!app.picking_puzzle());
    assert_eq!(app.puzzle().unwrap().seed(), 42);
    assert_eq!(app.game().position(), &other);
    assert_eq!(app.game().ply_count(), 0);
}

#[test]
fn no_next_puzzle_found_keeps_the_puzzle_and_says_so() {
    let start = Position::start(Variant::Five, Color::Black);
    let puzzle = Puzzle::new(Arc::new(One(start)), start, RuleOptions::default(), 3, 7).unwrap();
    let mut app = App::new(config(Variant::Five), 7).unwrap();
    app.start_puzzle(puzzle);
    let effects = app.update(Action::NewGame);
    let Some(Effect::NextPuzzle { ticket, .. }) =
        find(&effects, |e| matches!(e, Effect::NextPuzzle { .. }))
    else {
        panic!("no next puzzle asked for");
    };
    act(
        &mut app,
        Action::PuzzlePicked {
            ticket,
            seed: 8,
            puzzle: None,
        },
    );
    assert_eq!(status(&app), "no puzzle found this time: try again");
    assert_eq!(app.puzzle().unwrap().seed(), 7);
}

#[test]
fn a_long_games_review_leaves_the_board_live() {
    let game = long_game(600, RuleOptions::default(), 3);
    assert!(game.ply_count() >= 300, "{}", game.ply_count());
    let mut app = App::new(config(Variant::Five), 7).unwrap();
    act(&mut app, Action::Resize(100, 32));
    app.load(game.clone(), "long.kono");
    let table = Table(Arc::new(AllDrawn));
    act(
        &mut app,
        Action::TableLoaded {
            key: (Variant::Five, RuleOptions::default()),
            table: Some(table.clone()),
        },
    );
    // r opens the review at once and asks a worker for its values.
    let effects = app.update(Action::Review);
    let Some(Effect::Review { ticket, .. }) =
        find(&effects, |e| matches!(e, Effect::Review { .. }))
    else {
        panic!("no review asked for: {effects:?}");
    };
    let total = game.ply_count();
    assert_eq!(app.reviewing().unwrap().at, total);
    // Its progress shows; the keys step through the game meanwhile.
    act(
        &mut app,
        Action::ReviewProgress {
            ticket,
            percent: 40,
        },
    );
    assert!(
        status(&app).starts_with("working out the review… 40%"),
        "{}",
        status(&app)
    );
    assert!(screen(&mut app).contains("working out the review… 40%"));
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Left);
    assert_eq!(app.reviewing().unwrap().at, total - 2);
    press(&mut app, KeyCode::Home);
    assert_eq!(app.reviewing().unwrap().at, 0);
    // A stale answer is dropped; the one asked for fills the chart.
    let plies = review(&game, &AllDrawn);
    act(
        &mut app,
        Action::Reviewed {
            ticket: ticket + 1_000_000,
            plies: plies.clone(),
        },
    );
    assert!(app.reviewing().unwrap().plies.is_none());
    act(&mut app, Action::Reviewed { ticket, plies });
    let reviewing = app.reviewing().unwrap();
    assert_eq!(reviewing.plies.map(<[_]>::len), Some(total));
    assert_eq!(reviewing.working, None);
    assert_eq!(reviewing.value(), Some(Value::Draw));
    // Leaving the review and opening it again asks anew.
    press(&mut app, KeyCode::Esc);
    let effects = app.update(Action::Review);
    assert!(find(&effects, |e| matches!(e, Effect::Review { .. })).is_some());
}
