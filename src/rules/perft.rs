//! Perft: counting the move sequences of a given length from a position, the
//! standard check of a move generator (and its speed). Built on the public
//! generator ([`Position::for_each_child`]), so
//! what it measures is what the search and the solvers use.
//!
//! # The generator, and its speed
//!
//! A position keeps the pieces of the side to move and of the other side as
//! two bit sets (`u32`); moves come from shifts and masks made once per
//! variant, a move is played by swapping the two sets, and at the last ply
//! the moves are counted with popcount instead of played. There is no
//! private fast path: perft walks the generator of
//! [`Position::for_each_child`] and [`Position::count_moves`], as
//! everything else does; for five- and four-field it picks the game's
//! generator once at the root (and at each dispatch) rather than at every
//! node, so the gonu games' dispatch beside them costs them nothing.
//!
//! The binary is built for every x86-64 processor, with no `target-cpu`
//! flag; perft is compiled a second time for processors with the POPCNT
//! instruction (all since about 2009) and the copy to run is chosen at run
//! time ([`multiversion`]), so its bit counts are one instruction where the
//! processor has it. `kono perft` (all depths 1..N), release builds, CPU
//! seconds, medians of 7 alternating runs on a 2-core AMD EPYC shared with
//! other builds (each pair of columns measured side by side):
//!
//! | command | nodes | one binary, no dispatch → dispatch | built for x86-64-v2 (82684c5) → dispatch |
//! |---|---|---|---|
//! | `kono perft --variant four --depth 11` | 329,400,278 | 0.617 → 0.484 s | 0.527 → 0.495 s |
//! | `kono perft --variant five --strict-goal --depth 9` | 329,726,726 | 0.227 → 0.194 s | 0.197 → 0.182 s |

use std::ops::ControlFlow;

use super::generate::children_in;
use super::{Move, Position, RuleOptions, Variant};

/// The number of move sequences of length `depth` from `pos`. A finished game
/// has no moves; a forced pass counts as one move. Repetition and agreed
/// draws belong to a game's history and are not looked at.
pub fn perft(pos: &Position, depth: u32, options: &RuleOptions) -> u64 {
    if depth == 0 {
        return 1;
    }
    match pos.variant() {
        Variant::Five | Variant::Four => perft_from_one(pos, depth, options),
        Variant::Well | Variant::Pumpkin | Variant::Line | Variant::Mill => {
            perft_any(pos, depth, options)
        }
    }
}

/// [`perft`] in any game, through the public generator.
fn perft_any(pos: &Position, depth: u32, options: &RuleOptions) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_moves(options).into(),
        _ => {
            let mut nodes = 0;
            let _ = pos.for_each_child(options, |_, child| {
                nodes += perft_any(&child, depth - 1, options);
                ControlFlow::<()>::Continue(())
            });
            nodes
        }
    }
}

/// [`perft`] of five- and four-field for `depth` ≥ 1, compiled for the
/// processor it runs on: with the POPCNT (and BMI1) instruction where the
/// processor has it, chosen at run time, else for any x86-64. The
/// generator inlines into it, so its bit counts and bit scans are single
/// instructions there. Deeper plies recurse through the dispatch, whose
/// cost (one atomic load) is paid only above the two plies that do almost
/// all the work.
#[multiversion::multiversion(targets("x86_64+popcnt+bmi1", "x86_64+popcnt"))]
fn perft_from_one(pos: &Position, depth: u32, options: &RuleOptions) -> u64 {
    if pos.variant() == Variant::Four {
        perft_in::<true>(pos, depth, options)
    } else {
        perft_in::<false>(pos, depth, options)
    }
}

/// The body of [`perft_from_one`] for the variant `FOUR` names, written
/// outside it and per variant so that its closures stay small enough to
/// inline into the generator's loops there (a closure of a function
/// compiled for extra processor features gets them too, and a closure
/// counting both games' moves is over the compiler's inlining budget).
#[inline(always)]
fn perft_in<const FOUR: bool>(pos: &Position, depth: u32, options: &RuleOptions) -> u64 {
    let mut nodes = 0;
    match depth {
        0 | 1 => return pos.count_moves_in::<FOUR>(options).into(),
        2 => {
            let _ = children_in::<FOUR, ()>(pos, options, |_, child| {
                nodes += u64::from(child.count_moves_in::<FOUR>(options));
                ControlFlow::Continue(())
            });
        }
        _ => {
            let _ = children_in::<FOUR, ()>(pos, options, |_, child| {
                nodes += perft_from_one(&child, depth - 1, options);
                ControlFlow::Continue(())
            });
        }
    }
    nodes
}

/// Each legal move of `pos` with the perft of `depth - 1` after it, in the
/// order of [`Position::legal_moves`]. Empty for a finished game or depth 0.
pub fn perft_divide(pos: &Position, depth: u32, options: &RuleOptions) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves(options)
        .into_iter()
        .map(|mv| (mv, perft(&pos.play_unchecked(mv), depth - 1, options)))
        .collect()
}
