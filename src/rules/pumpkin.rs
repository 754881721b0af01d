//! 호박고누, pumpkin kono: three pieces a side on their home rows, the
//! pumpkin's circle between. A piece that has left its home row never goes
//! back; a piece that entered the opponent's home row never leaves it. A
//! blockade game: who cannot move loses.

use std::ops::ControlFlow;

use super::gonu::{Family, exact_count, plain_step, step_bits, stepped};
use super::graph::{Graph, point_at};
use super::{Color, Move, Position, PositionError, RuleError, RuleOptions, Variant};

/// Pieces a side has.
const PIECES: u32 = 3;
/// Black's home row a1 c1 e1 (bits 0-2).
const BLACK_HOME: u32 = 0b111;
/// White's home row a5 c5 e5 (bits 8-10).
const WHITE_HOME: u32 = 0b111 << 8;

/// The pumpkin's rules.
pub(super) struct Pumpkin;

impl Pumpkin {
    /// The home rows of the side to move and of the other.
    const fn homes(pos: &Position) -> (u32, u32) {
        match pos.to_move {
            Color::Black => (BLACK_HOME, WHITE_HOME),
            Color::White => (WHITE_HOME, BLACK_HOME),
        }
    }

    /// Why a step between neighbours from bit `from` to bit `to` breaks
    /// the home-row limits, if it does.
    fn breaks_home(pos: &Position, from: u32, to: u32, mv: Move) -> Option<RuleError> {
        let (mine, theirs) = Pumpkin::homes(pos);
        let (from, to) = (1 << from, 1 << to);
        if to & mine != 0 && from & mine == 0 {
            Some(RuleError::NoWayHome(mv))
        } else if from & theirs != 0 && to & theirs == 0 {
            Some(RuleError::NoWayOut(mv))
        } else {
            None
        }
    }
}

impl Family for Pumpkin {
    #[inline]
    fn children<B>(
        pos: &Position,
        _: &RuleOptions,
        mut f: impl FnMut(Move, Position) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        let graph = Graph::of(Variant::Pumpkin);
        let (mine, theirs) = Pumpkin::homes(pos);
        let empty = Variant::Pumpkin.board() & !(pos.own | pos.enemy);
        graph.steps(pos.own, empty, |from, to| {
            let (fb, tb) = (1 << from, 1 << to);
            let back_home = tb & mine != 0 && fb & mine == 0;
            let out_of_theirs = fb & theirs != 0 && tb & theirs == 0;
            if back_home || out_of_theirs {
                return ControlFlow::Continue(());
            }
            let mv = Move::Step {
                from: point_at(Variant::Pumpkin, from),
                to: point_at(Variant::Pumpkin, to),
            };
            f(mv, stepped(pos, from, to, 0))
        })
    }

    fn play(pos: &Position, mv: Move) -> Position {
        plain_step(pos, mv)
    }

    fn check(pos: &Position) -> Result<(), PositionError> {
        exact_count(pos, PIECES)
    }

    fn why_not(pos: &Position, mv: Move) -> Option<RuleError> {
        let (from, to) = step_bits(pos, mv)?;
        let joined = Graph::of(Variant::Pumpkin).adj[from as usize] & 1 << to != 0;
        if joined {
            Pumpkin::breaks_home(pos, from, to, mv)
        } else {
            None
        }
    }
}
