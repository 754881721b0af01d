//! The computer player: every level's move is legal, the search's proofs
//! agree with a brute-force search written here, the repetition draw, and
//! the beginner's promise and its oversights.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic: that is how they fail

use std::sync::atomic::AtomicBool;

use kono::ai::search::{Limits, Search, proven};
use kono::ai::{Estimate, Level, Value, analyze, choose};
use kono::rules::{Color, Game, Move, Position, RuleOptions, Variant};

#[path = "../analysis_cli.rs"]
mod analysis_cli;
#[path = "../five_solve.rs"]
mod five_solve;
#[path = "../four_table.rs"]
mod four_table;
mod gonu;
#[path = "../levels.rs"]
mod levels;
mod mistakes;
mod small;
mod strength;
#[path = "../tables_cli.rs"]
mod tables_cli;

/// No rule option.
pub const PLAIN: RuleOptions = RuleOptions {
    strict_goal: false,
    forced_capture: false,
    no_repeat: false,
};

/// A position of the game its board's shape names; a 4 × 4 board here
/// is four-field kono's.
fn pos(text: &str) -> Position {
    Position::read(None, text)
        .or_else(|_| Position::parse_as(kono::rules::Variant::Four, text))
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Positions from random games of every variant and option, with their games.
fn games() -> Vec<Game> {
    let mut out = Vec::new();
    let mut rng = fastrand::Rng::with_seed(0x2545_F491_4F6C_DD1D);
    let setups = [
        (Variant::Five, PLAIN),
        (
            Variant::Five,
            RuleOptions {
                strict_goal: true,
                ..PLAIN
            },
        ),
        (Variant::Four, PLAIN),
        (
            Variant::Four,
            RuleOptions {
                forced_capture: true,
                ..PLAIN
            },
        ),
    ];
    for (variant, options) in setups {
        for length in [0, 7, 20] {
            let mut game = Game::new(Position::start(variant, Color::Black), options).unwrap();
            for _ in 0..length {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                game.play(moves[rng.usize(..moves.len())]).unwrap();
            }
            if game.outcome().is_none() {
                out.push(game);
            }
        }
    }
    out
}

#[test]
fn every_level_plays_a_legal_move() {
    let cancel = AtomicBool::new(false);
    for game in games() {
        for level in Level::all().take(4) {
            let choice = choose(&game, level, None, 7, &cancel).unwrap();
            assert!(
                game.legal_moves().contains(&choice.mv),
                "level {level} chose {} in {}",
                choice.mv,
                game.position()
            );
            assert!(!choice.exact, "no table was given");
        }
    }
}

#[test]
fn a_cancelled_search_stops_at_once() {
    let cancel = AtomicBool::new(true);
    let game = Game::new(Position::start(Variant::Five, Color::Black), PLAIN).unwrap();
    let mut search = Search::new(PLAIN, &[], &cancel);
    let found = search.run(
        game.position(),
        Limits {
            depth: 40,
            time: None,
        },
    );
    assert_eq!(found, None);
}

/// The exact value within `depth` plies by plain minimax, or `None` when
/// the game is not decided within it.
fn brute(p: &Position, options: &RuleOptions, depth: u16) -> Option<Value> {
    if let Some(outcome) = p.outcome(options) {
        return Some(if outcome.winner() == Some(p.to_move()) {
            Value::Win(0)
        } else {
            Value::Loss(0)
        });
    }
    if depth == 0 {
        return None;
    }
    let mut best: Option<Value> = None;
    let mut unknown = false;
    for mv in p.legal_moves(options) {
        match brute(&p.play_unchecked(mv), options, depth - 1) {
            Some(v) => {
                let v = v.for_mover();
                best = Some(best.map_or(v, |b| b.max(v)));
            }
            None => unknown = true,
        }
    }
    match best {
        Some(Value::Win(n)) => Some(Value::Win(n)),
        Some(v) if !unknown => Some(v),
        _ => None,
    }
}

/// Random four-field endgames: 2 to 4 pieces a side, still undecided.
fn endgames(count: usize) -> Vec<Position> {
    let mut rng = fastrand::Rng::with_seed(0x9E37_79B9_7F4A_7C15);
    let mut out = Vec::new();
    while out.len() < count {
        let (mut black, mut white) = (0u32, 0u32);
        // Two pieces on one side: one capture decides, so many are short wins.
        let (nb, nw) = (rng.u32(2..=4), 2);
        while black.count_ones() < nb {
            black |= 1 << rng.u32(..16);
        }
        while white.count_ones() < nw {
            let bit = 1 << rng.u32(..16);
            if black & bit == 0 {
                white |= bit;
            }
        }
        let side = if rng.bool() {
            Color::Black
        } else {
            Color::White
        };
        if let Ok(p) = Position::from_pieces(Variant::Four, black, white, side)
            && p.outcome(&PLAIN).is_none()
        {
            out.push(p);
        }
    }
    out
}

#[test]
fn proven_wins_and_losses_agree_with_brute_force() {
    let cancel = AtomicBool::new(false);
    let mut proofs = 0;
    for p in endgames(150) {
        let mut search = Search::new(PLAIN, &[], &cancel);
        let limits = Limits {
            depth: 5,
            time: None,
        };
        let found = search.run(&p, limits).unwrap();
        let exact = brute(&p, &PLAIN, 5);
        match (proven(found.score), exact) {
            (Some(v), Some(e)) => {
                assert_eq!(v, e, "{p}");
                proofs += 1;
            }
            (Some(v), None) => panic!("{p}: the search claims {v}, brute force finds no result"),
            (None, Some(e)) => panic!("{p}: brute force finds {e} within 5 plies, the search none"),
            (None, None) => {}
        }
    }
    assert!(proofs >= 10, "only {proofs} positions were decided");
}

#[test]
fn a_line_that_repeats_is_a_draw() {
    // Every move of this position leads to a position the game has seen:
    // whatever the pieces say, each move is scored as a draw.
    let p = pos("w.w./.b../b.../.... b");
    let children: Vec<Position> = p
        .legal_moves(&PLAIN)
        .iter()
        .map(|&mv| p.play_unchecked(mv))
        .filter(|c| c.outcome(&PLAIN).is_none())
        .collect();
    assert_eq!(children.len(), p.legal_moves(&PLAIN).len());
    let cancel = AtomicBool::new(false);
    let mut search = Search::new(PLAIN, &children, &cancel);
    let found = search
        .run(
            &p,
            Limits {
                depth: 6,
                time: None,
            },
        )
        .unwrap();
    assert!(
        found.moves.iter().all(|&(_, score)| score == 0),
        "{found:?}"
    );
}

#[test]
fn the_beginner_takes_a_win_in_one_and_mostly_avoids_a_loss_in_one() {
    let cancel = AtomicBool::new(false);
    let wins = |p: &Position, who| p.outcome(&PLAIN).and_then(|o| o.winner()) == Some(who);
    let (mut took, mut avoided, mut walked) = (0, 0, 0);
    for p in endgames(150) {
        let me = p.to_move();
        let game = Game::new(p, PLAIN).unwrap();
        let moves = p.legal_moves(&PLAIN);
        let safe = |mv: Move| {
            let child = p.play_unchecked(mv);
            !child
                .legal_moves(&PLAIN)
                .iter()
                .any(|&r| wins(&child.play_unchecked(r), me.opponent()))
        };
        let can_win = moves.iter().any(|&mv| wins(&p.play_unchecked(mv), me));
        let some_safe = moves.iter().any(|&mv| safe(mv));
        let some_unsafe = moves.iter().any(|&mv| !safe(mv));
        for seed in 0..4 {
            let mv = choose(&game, Level::MIN, None, seed, &cancel).unwrap().mv;
            if can_win {
                assert!(
                    wins(&p.play_unchecked(mv), me),
                    "{p}: missed the win, played {mv}"
                );
                took += 1;
            } else if some_safe && some_unsafe {
                // It overlooks the threat now and then, on purpose.
                if safe(mv) {
                    avoided += 1;
                } else {
                    walked += 1;
                }
            }
        }
    }
    assert!(
        took > 0 && walked > 0 && avoided > 2 * walked,
        "took {took}, avoided {avoided}, walked into {walked}"
    );
}

#[test]
fn a_finished_position_is_analysed_as_lost_in_zero() {
    let cancel = AtomicBool::new(false);
    let limits = Level::DEFAULT.limits(Variant::Four);
    let a = analyze(&pos("bwww/.w../..../.... b"), &PLAIN, None, limits, &cancel);
    assert_eq!(a.value, Estimate::Exact(Value::Loss(0)));
    assert!(a.moves.is_empty());
}

#[test]
fn levels_parse_by_number_or_name() {
    assert_eq!("3".parse::<Level>(), Ok(Level::DEFAULT));
    assert_eq!("Perfect".parse::<Level>(), Ok(Level::MAX));
    assert_eq!(
        "6".parse::<Level>().unwrap_err().to_string(),
        "`6` is not a level: use 1 (beginner) to 5 (perfect)"
    );
    assert_eq!(Level::DEFAULT.to_string(), "3 (club)");
}

// ---------------------------------------------------------------- review and puzzles

#[path = "../common/mod.rs"]
mod common;
use common::solved::Reachable;

use kono::ai::Solved;
use kono::ai::puzzle;
use kono::ai::review::{Mark, review};

#[test]
fn review_marks_a_thrown_away_win_with_the_best_move() {
    // Black to move can capture at once: c2xc4 leaves White one piece.
    // Black steps away instead.
    let start = pos("..w./..b./..b./w... b");
    let table = Reachable::solve(start, PLAIN);
    assert_eq!(table.value(&start), Some(Value::Win(1)));
    let mut game = Game::new(start, PLAIN).unwrap();
    game.play("c3-d3".parse().unwrap()).unwrap();
    let plies = review(&game, &table).unwrap();
    assert_eq!(plies.len(), 1);
    let ply = &plies[0];
    assert_eq!(ply.before, Value::Win(1));
    assert!(ply.after < ply.before);
    assert!(ply.mark.is_some(), "{ply:?}");
    assert_eq!(ply.best, Some("c2xc4".parse().unwrap()));
    if let Value::Loss(_) = ply.after {
        assert_eq!(ply.mark, Some(Mark::Blunder));
    }
}

#[test]
fn a_puzzle_is_a_win_near_the_plies_asked_and_the_same_for_a_seed() {
    let start = pos("..w./.b../..b./w... b");
    let table = Reachable::solve(start, PLAIN);
    let wins: Vec<u16> = table
        .0
        .values()
        .filter_map(|v| match v {
            Value::Win(n) => Some(*n),
            _ => None,
        })
        .collect();
    assert!(!wins.is_empty());
    let (p, n) = puzzle::pick(Variant::Four, &PLAIN, &table, 3, 9).unwrap();
    assert_eq!(table.value(&p), Some(Value::Win(n)));
    assert!(p.outcome(&PLAIN).is_none());
    assert_eq!(
        puzzle::pick(Variant::Four, &PLAIN, &table, 3, 9),
        Some((p, n))
    );
}

#[test]
fn level_five_never_chooses_a_worse_value_than_the_positions() {
    let start = pos("..w./.b../..bw/w..b b");
    let table = Reachable::solve(start, PLAIN);
    let cancel = AtomicBool::new(false);
    let mut checked = 0;
    let mut kinds = std::collections::HashSet::new();
    for (&p, &value) in table
        .0
        .iter()
        .filter(|(p, _)| p.outcome(&PLAIN).is_none())
        .take(300)
    {
        let game = Game::new(p, PLAIN).unwrap();
        let choice = choose(&game, Level::MAX, Some(&table), 3, &cancel).unwrap();
        assert!(choice.exact);
        let after = table
            .value(&p.play_unchecked(choice.mv))
            .unwrap()
            .for_mover();
        assert_eq!(
            after, value,
            "{p}: {} leads to {after}, the position is {value}",
            choice.mv
        );
        kinds.insert(value.word());
        checked += 1;
    }
    assert!(checked >= 100, "{checked}");
    assert!(kinds.contains("win") && kinds.contains("loss"), "{kinds:?}");
}
