//! Level 5 in a drawn position, from a small solved table: among the
//! drawing moves it plays one that leaves the opponent the most losing
//! replies (then the fewest that hold), and among those it goes where the
//! game has not been, rather than shuffling to and fro.

use std::sync::atomic::AtomicBool;

use kono::ai::{Level, Solved, Value, choose, move_values};
use kono::rules::{Game, Move, Position, RuleOptions, Variant};

use super::solved::Reachable;

/// Small four-field positions; the first drawn one is used.
const CANDIDATES: [&str; 4] = [
    "w..w/..../..../b..b b",
    "ww../..../..../..bb b",
    "w.w./.w../..b./.b.b b",
    "ww../w.../...b/..bb b",
];

/// The losing replies `mv` leaves the opponent, and the replies that hold.
fn problems(pos: &Position, mv: Move, table: &Reachable) -> (usize, usize) {
    let child = pos.play_unchecked(mv);
    let replies = move_values(&child, &RuleOptions::default(), table).unwrap();
    let losing = replies
        .iter()
        .filter(|(_, v)| matches!(v, Value::Loss(_)))
        .count();
    (losing, replies.len() - losing)
}

#[test]
fn level_five_in_a_drawn_game_sets_problems_and_goes_somewhere_new() {
    let options = RuleOptions::default();
    let (start, table) = CANDIDATES
        .iter()
        .map(|p| {
            Position::read(None, p)
                .or_else(|_| Position::parse_as(Variant::Four, p))
                .unwrap()
        })
        .map(|p| (p, Reachable::solve(p, options)))
        .find(|(p, t)| t.value(p) == Some(Value::Draw))
        .expect("a drawn position");
    let cancel = AtomicBool::new(false);
    let mut game = Game::new(start, options).unwrap();
    let mut been = vec![start];
    let mut checked = 0;
    while game.outcome().is_none() && game.ply_count() < 40 {
        let pos = *game.position();
        let mv = choose(&game, Level::MAX, Some(&table), 11, &cancel)
            .unwrap()
            .mv;
        if table.value(&pos) == Some(Value::Draw) {
            let values = move_values(&pos, &options, &table).unwrap();
            let drawing: Vec<Move> = values
                .iter()
                .filter(|(_, v)| *v == Value::Draw)
                .map(|&(m, _)| m)
                .collect();
            assert!(drawing.contains(&mv), "{pos}: {mv} does not hold the draw");
            let key = |m: Move| {
                let (losing, holding) = problems(&pos, m, &table);
                (losing, std::cmp::Reverse(holding))
            };
            let best = drawing.iter().map(|&m| key(m)).max().unwrap();
            assert_eq!(key(mv), best, "{pos}: {mv} sets fewer problems");
            let new = |m: Move| !been.contains(&pos.play_unchecked(m));
            if drawing.iter().any(|&m| key(m) == best && new(m)) {
                assert!(new(mv), "{pos}: {mv} goes back where the game has been");
                checked += 1;
            }
        }
        game.play(mv).unwrap();
        been.push(*game.position());
    }
    assert!(checked >= 10, "only {checked} moves checked");
}
