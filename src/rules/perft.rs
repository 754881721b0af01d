//! Perft: counting the move sequences of a given length from a position, the
//! standard check of a move generator (and its speed). Built on the public
//! generator ([`Position::for_each_child`]), so
//! what it measures is what the search and the solvers use.

use std::ops::ControlFlow;

use super::{Move, Position, RuleOptions};

/// The number of move sequences of length `depth` from `pos`. A finished game
/// has no moves; a forced pass counts as one move. Repetition and agreed
/// draws belong to a game's history and are not looked at.
pub fn perft(pos: &Position, depth: u32, options: &RuleOptions) -> u64 {
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
                nodes += perft(&child, depth - 1, options);
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
