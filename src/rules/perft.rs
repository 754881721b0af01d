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
//! generator once at the root rather than at every node (the gonu games'
//! dispatch, added beside them, would otherwise cost a third of the speed).
//!
//! `kono perft` (all depths 1..N), release build, on a 2-core AMD EPYC
//! shared with other builds; CPU time, since wall time there is often
//! twice as much:
//!
//! | command | nodes | CPU, the one binary | CPU, built for x86-64-v2 |
//! |---|---|---|---|
//! | `kono perft --variant five --strict-goal --depth 9` | 329,726,726 | 0.21 s | 0.17 s |
//! | `kono perft --variant four --depth 11` | 329,400,278 | 0.61 s | 0.50 s |
//!
//! The binary is built for every x86-64 CPU, with no `target-cpu`; built
//! for x86-64-v2 (one popcount instruction) it is about 1.2 times quicker.

use std::ops::ControlFlow;

use super::generate::{children_in, count_square};
use super::{Move, Position, RuleOptions, Variant};

/// The number of move sequences of length `depth` from `pos`. A finished game
/// has no moves; a forced pass counts as one move. Repetition and agreed
/// draws belong to a game's history and are not looked at.
pub fn perft(pos: &Position, depth: u32, options: &RuleOptions) -> u64 {
    match pos.variant() {
        Variant::Five => perft_in::<false>(pos, depth, options),
        Variant::Four => perft_in::<true>(pos, depth, options),
        _ => perft_any(pos, depth, options),
    }
}

/// [`perft`] in the bit-board game `FOUR` names.
fn perft_in<const FOUR: bool>(pos: &Position, depth: u32, options: &RuleOptions) -> u64 {
    match depth {
        0 => 1,
        1 => count_square::<FOUR>(pos, options).into(),
        2 => {
            let mut nodes = 0;
            let _ = children_in::<FOUR, ()>(pos, options, |_, child| {
                nodes += u64::from(count_square::<FOUR>(&child, options));
                ControlFlow::Continue(())
            });
            nodes
        }
        _ => {
            let mut nodes = 0;
            let _ = children_in::<FOUR, ()>(pos, options, |_, child| {
                nodes += perft_in::<FOUR>(&child, depth - 1, options);
                ControlFlow::Continue(())
            });
            nodes
        }
    }
}

/// [`perft`] in any game, through the public generator.
fn perft_any(pos: &Position, depth: u32, options: &RuleOptions) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_moves(options).into(),
        2 => {
            let mut nodes = 0;
            let _ = pos.for_each_child(options, |_, child| {
                nodes += u64::from(child.count_moves(options));
                ControlFlow::<()>::Continue(())
            });
            nodes
        }
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
