//! Levels 1 and 2 make real mistakes in every game: a beginner that never
//! errs cannot be beaten, and in a game whose every lost position is lost
//! in one move, never stepping into a loss in one is never erring at all.
//! Every test runs over all the games kono plays, naming none, from seeded
//! games: the same moves on any machine.

use std::ops::ControlFlow;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use kono::ai::table::{Storage, in_memory, solve, storage};
use kono::ai::{Keeping, Level, Solved, choose, keeping};
use kono::rules::{Color, Game, Move, Position, Variant};

use super::PLAIN;

/// A game still going after this many plies is left.
const MAX_PLIES: usize = 300;

fn level(n: u8) -> Level {
    Level::new(n).unwrap()
}

/// The solved table of `variant` where a test can have one at once: the
/// small games' (in memory) and those built whole in seconds; `None` for
/// the table built only on request and for a game never solved.
fn judge(variant: Variant) -> Option<Arc<dyn Solved>> {
    match storage(variant) {
        Storage::InMemory => in_memory(variant),
        Storage::Whole { .. } => {
            let cancel = AtomicBool::new(false);
            solve(variant, &PLAIN, None, &|_| {}, &cancel)
                .ok()
                .map(|s| s.table)
        }
        Storage::Probed | Storage::Unsolved => None,
    }
}

/// Whether the side to move in `pos` wins by playing `mv`.
fn wins_at_once(pos: &Position, mv: Move) -> bool {
    let me = pos.to_move();
    pos.play_unchecked(mv)
        .outcome(&PLAIN)
        .and_then(|o| o.winner())
        == Some(me)
}

/// Whether `mv` lets the opponent win at once.
fn walks_into_a_loss(pos: &Position, mv: Move) -> bool {
    let child = pos.play_unchecked(mv);
    child.outcome(&PLAIN).is_none()
        && child
            .for_each_move(&PLAIN, |reply| {
                if wins_at_once(&child, reply) {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            })
            .is_break()
}

/// Plays `black` against `white` from the start of `variant` (seed `seed`),
/// calling `seen(game, level, move)` before each move; the finished game.
fn play(
    variant: Variant,
    [black, white]: [Level; 2],
    table: Option<&dyn Solved>,
    seed: u64,
    mut seen: impl FnMut(&Game, Level, Move),
) -> Game {
    let cancel = AtomicBool::new(false);
    let mut game = Game::new(Position::start(variant, Color::Black), PLAIN).unwrap();
    while game.outcome().is_none() && game.ply_count() < MAX_PLIES {
        let level = match game.position().to_move() {
            Color::Black => black,
            Color::White => white,
        };
        let solved = table.filter(|_| level == Level::MAX);
        let mv = choose(&game, level, solved, seed, &cancel).unwrap().mv;
        seen(&game, level, mv);
        game.play(mv).unwrap();
    }
    game
}

#[test]
fn levels_one_and_two_throw_value_away_in_every_solved_game() {
    let mut judged = 0;
    for variant in Variant::ALL {
        let Some(table) = judge(variant) else {
            println!("{variant}: no table at hand to judge by");
            continue;
        };
        judged += 1;
        for n in [1, 2] {
            let me = level(n);
            let (mut chances, mut thrown) = (0, 0);
            for seed in 0..40 {
                play(variant, [me, me], None, seed, |game, _, mv| {
                    match keeping(game.position(), &PLAIN, &*table, mv) {
                        Some(Keeping::Thrown) => {
                            chances += 1;
                            thrown += 1;
                        }
                        Some(Keeping::Kept) => chances += 1,
                        Some(Keeping::NoChoice) | None => {}
                    }
                });
                if thrown >= 3 {
                    break;
                }
            }
            println!("{variant}: level {n} threw value away {thrown} times of {chances}");
            assert!(
                thrown > 0,
                "{variant}: level {n} never threw value away in {chances} chances"
            );
        }
    }
    assert!(judged >= 3, "only {judged} games judged");
}

#[test]
fn level_one_now_and_then_walks_into_a_loss_in_one_in_every_game() {
    let cancel = AtomicBool::new(false);
    for variant in Variant::ALL {
        let mut rng = fastrand::Rng::with_seed(0x5EED ^ variant as u64);
        let (mut into, mut around) = (0, 0);
        for _ in 0..400 {
            if into > 0 && around > 0 {
                break;
            }
            // A random game, and in it the first position where the mover
            // can walk into a loss in one or step around it, with no win.
            let mut game = Game::new(Position::start(variant, Color::Black), PLAIN).unwrap();
            while game.outcome().is_none() && game.ply_count() < MAX_PLIES {
                let pos = *game.position();
                let moves = game.legal_moves();
                let losing = moves.iter().filter(|&&mv| walks_into_a_loss(&pos, mv));
                let open = losing.count();
                if open > 0 && open < moves.len() && !moves.iter().any(|&mv| wins_at_once(&pos, mv))
                {
                    for seed in 0..6 {
                        let mv = choose(&game, Level::MIN, None, seed, &cancel).unwrap().mv;
                        if walks_into_a_loss(&pos, mv) {
                            into += 1;
                        } else {
                            around += 1;
                        }
                    }
                    break;
                }
                game.play(moves[rng.usize(..moves.len())]).unwrap();
            }
        }
        println!("{variant}: level 1 walked into a loss in one {into} times, around it {around}");
        assert!(
            into > 0,
            "{variant}: level 1 never walks into a loss in one"
        );
        assert!(around > 0, "{variant}: level 1 never steps around one");
    }
}

#[test]
fn perfect_play_beats_level_one_in_every_solved_game() {
    for variant in Variant::ALL {
        let Some(table) = judge(variant) else {
            continue;
        };
        let (mut won, mut lost) = (0, 0);
        for seed in 0..10 {
            let perfect_first = seed % 2 == 0;
            let levels = if perfect_first {
                [Level::MAX, Level::MIN]
            } else {
                [Level::MIN, Level::MAX]
            };
            let game = play(variant, levels, Some(&*table), seed, |_, _, _| {});
            let perfect = if perfect_first {
                Color::Black
            } else {
                Color::White
            };
            match game.outcome().and_then(|o| o.winner()) {
                Some(winner) if winner == perfect => won += 1,
                Some(_) => lost += 1,
                None => {}
            }
            if won >= 2 {
                break;
            }
        }
        println!("{variant}: level 5 beat level 1 {won} times, lost {lost}");
        assert_eq!(lost, 0, "{variant}: level 1 beat perfect play");
        assert!(won > 0, "{variant}: level 1 cannot be beaten");
    }
}
