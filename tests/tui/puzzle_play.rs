//! Puzzles beyond the first move: a move that keeps the win but leaves the
//! quickest is said in the player's moves, the key bar offers hints, a
//! puzzle's game opened again goes on as the puzzle, and a puzzle asked for
//! from the start screen waits for its table (five-field's built with `b`).

use std::sync::Arc;

use kono::ai::{self, Solved, Value};
use kono::rules::{Color, Game, Move, Position, RuleOptions, Variant};
use kono::tui::Seat;
use kono::tui::action::{Action, Effect, Effects, Table, TableState};
use kono::tui::app::{App, Progress, Puzzle};

use crate::common::solved::Reachable;
use crate::common::*;

const PLAIN: RuleOptions = RuleOptions {
    strict_goal: false,
    forced_capture: false,
    no_repeat: false,
};

/// The small four-field table the puzzle tests share.
fn table() -> Arc<Reachable> {
    let start: Position =
        kono::rules::Position::parse_as(kono::rules::Variant::Four, "..w./.bb./..../ww.. b")
            .unwrap();
    Arc::new(Reachable::solve(start, PLAIN))
}

fn shared(table: &Arc<Reachable>) -> Arc<dyn Solved> {
    Arc::clone(table) as Arc<dyn Solved>
}

/// A won position with a move that keeps the win but takes more of the
/// player's moves: the position, its win in plies, the move and the win
/// it keeps (in plies, counting it); the first in the notation's order.
fn slow(table: &Reachable) -> (Position, u16, Move, u16) {
    let mut found: Vec<(String, Position, u16, Move, u16)> = table
        .0
        .iter()
        .filter_map(|(p, v)| match v {
            Value::Win(a) if p.outcome(&PLAIN).is_none() => {
                let values = ai::move_values(p, &PLAIN, table)?;
                values.iter().find_map(|(mv, v)| match v {
                    Value::Win(c) if c.div_ceil(2) > a.div_ceil(2) => {
                        Some((p.to_string(), *p, *a, *mv, *c))
                    }
                    _ => None,
                })
            }
            _ => None,
        })
        .collect();
    found.sort_by(|x, y| x.0.cmp(&y.0));
    let (_, p, a, mv, c) = found.into_iter().next().expect("no slow move");
    (p, a, mv, c)
}

fn puzzle_app(table: &Arc<Reachable>, start: Position) -> App {
    let mut app = app(Variant::Four);
    app.update(Action::Resize(100, 32));
    let puzzle = Puzzle::new(shared(table), start, PLAIN, 5, 42).unwrap();
    app.start_puzzle(puzzle);
    app
}

/// The computer's reply, as the worker would give it: level 5 from the table.
fn reply(app: &mut App, table: &Reachable) {
    let Some(ticket) = app.awaited() else {
        return;
    };
    let stop = std::sync::atomic::AtomicBool::new(false);
    let mv = ai::choose(app.game(), ai::Level::MAX, Some(table), 1, &stop)
        .unwrap()
        .mv;
    act(app, Action::ComputerMoved { ticket, mv });
}

fn asks_table(effects: &Effects) -> bool {
    effects.iter().any(|e| matches!(e, Effect::LoadTable(..)))
}

#[test]
fn a_move_that_leaves_the_quickest_win_is_said_in_the_players_moves() {
    let table = table();
    let (start, a, mv, c) = slow(&table);
    let mut app = puzzle_app(&table, start);
    play(&mut app, &mv.to_string());
    let (now, quickest) = (c.div_ceil(2), a.div_ceil(2));
    assert_eq!(
        app.puzzle().unwrap().progress(),
        Progress::Slower { now, quickest }
    );
    assert_eq!(
        status(&app),
        format!("that move still wins, but in {now} moves not {quickest}")
    );
    // The panel keeps saying so after the reply, with the way to retry.
    reply(&mut app, &table);
    let shown = text(&render(&mut app, 110, 34));
    assert!(shown.contains("that move still wins"), "{shown}");
    assert!(shown.contains("t retry"), "{shown}");
}

#[test]
fn the_puzzles_key_bar_offers_hints() {
    let table = table();
    let (start, ..) = slow(&table);
    for width in [80, 100] {
        let mut app = puzzle_app(&table, start);
        let bar = key_bar(&text(&render(&mut app, width, 24)));
        assert!(bar.contains("a hints"), "{width}: {bar}");
        assert!(bar.contains("t retry"), "{width}: {bar}");
    }
}

#[test]
fn a_puzzles_game_opened_again_goes_on_as_the_puzzle() {
    let table = table();
    let (start, ..) = slow(&table);
    let mut first = puzzle_app(&table, start);
    let best = ai::choose(
        first.game(),
        ai::Level::MAX,
        Some(table.as_ref()),
        1,
        &std::sync::atomic::AtomicBool::new(false),
    )
    .unwrap()
    .mv;
    play(&mut first, &best.to_string());
    reply(&mut first, &table);
    let tag = first.puzzle().unwrap().tag();
    let game: Game = first.game().clone();

    // As the loop opens a saved puzzle: loaded, then told its tag.
    let mut app = app(Variant::Four);
    app.load(game.clone(), "try.kono");
    app.resume_puzzle(&tag);
    assert!(app.seeking_puzzle());
    assert!(asks_table(&act(&mut app, Action::Resize(100, 32))));
    // Nothing is played before the puzzle is back.
    key(&mut app, '\n');
    assert_eq!(app.game().ply_count(), game.ply_count());
    give_table(&mut app, Some(Table(shared(&table))));
    let puzzle = app.puzzle().expect("the puzzle is back");
    assert_eq!(puzzle.start(), &start);
    assert_eq!(puzzle.seed(), 42);
    assert_eq!(app.game(), &game, "the game goes on where it was");
    let defender = match start.to_move() {
        Color::Black => Seat::White,
        _ => Seat::Black,
    };
    assert_eq!(app.config().computer, defender);
    let shown = text(&render(&mut app, 110, 34));
    assert!(shown.contains("Puzzle"), "{shown}");
    assert!(shown.contains("to play and win in"), "{shown}");
}

#[test]
fn a_puzzle_asked_for_is_picked_once_its_table_is_here() {
    let table = table();
    let mut app = app(Variant::Four);
    app.seek_puzzle(3, 5);
    assert!(asks_table(&act(&mut app, Action::Resize(100, 32))));
    assert!(status(&app).contains("looking for"), "{}", status(&app));
    give_table(&mut app, Some(Table(shared(&table))));
    let origin = Position::start(Variant::Four, Color::Black);
    let expected = Puzzle::pick(shared(&table), &origin, PLAIN, 3, 5).unwrap();
    assert!(!app.seeking_puzzle());
    assert_eq!(app.puzzle().unwrap().start(), expected.start());
    assert_eq!(app.game().position(), expected.start());
    assert!(status(&app).starts_with("Puzzle: "), "{}", status(&app));
}

#[test]
fn a_five_field_puzzle_waits_for_the_table_b_builds() {
    let mut app = app(Variant::Five);
    app.seek_puzzle(7, 5);
    assert!(asks_table(&act(&mut app, Action::Resize(100, 32))));
    give_table(&mut app, None);
    assert_eq!(
        status(&app),
        "puzzles need the solved five-field game: b builds it (about 10 s of CPU, 450 MB of memory)"
    );
    assert!(app.offers(Action::BuildTable));
    // Building it comes first in the key bar, at any width.
    act(&mut app, Action::Cancel);
    let bar = key_bar(&text(&render(&mut app, 80, 24)));
    assert!(bar.contains("b build table"), "{bar}");
    key(&mut app, '\n');
    assert_eq!(app.game().ply_count(), 0, "nothing is played meanwhile");
    assert_eq!(
        key(&mut app, 'b'),
        vec![Effect::BuildTable(app.variant(), app.options())]
    );
    // Built: the table is asked for again, then the puzzle.
    assert!(asks_table(&act(&mut app, Action::Table(TableState::Ready))));
    assert!(app.seeking_puzzle());
}

#[test]
fn while_a_puzzle_is_looked_for_the_panel_says_so_and_nothing_is_offered_to_play() {
    let mut app = app(Variant::Four);
    app.seek_puzzle(3, 5);
    act(&mut app, Action::Resize(100, 32));
    assert_eq!(status(&app), "looking for a puzzle…");
    assert!(!app.offers(Action::Activate));
    assert!(!app.offers(Action::OfferDraw));
    act(&mut app, Action::Table(TableState::Building(40)));
    let shown = text(&render(&mut app, 110, 34));
    assert!(shown.contains("building the table 40%"), "{shown}");
    let bar = key_bar(&shown);
    assert!(!bar.contains("pick/drop"), "{bar}");
    assert!(!bar.contains("draw"), "{bar}");
}

#[test]
fn leaving_a_puzzle_under_way_says_the_try_is_kept_not_resumed() {
    let table = table();
    let (start, _, mv, _) = slow(&table);
    let mut app = puzzle_app(&table, start);
    play(&mut app, &mv.to_string());
    key(&mut app, 'q');
    assert_eq!(
        status(&app),
        "quit? This try stays among the saved games y / n"
    );
    assert!(!status(&app).contains("--resume"));
    assert_eq!(key(&mut app, 'y'), vec![Effect::Quit]);
    let mut app = puzzle_app(&table, start);
    play(&mut app, &mv.to_string());
    key(&mut app, 'n');
    assert_eq!(
        status(&app),
        "on to the next puzzle? This try stays among the saved games y / n"
    );
    let effects = key(&mut app, 'y');
    assert!(
        app.picking_puzzle() || app.game().ply_count() == 0,
        "{effects:?}"
    );
}
