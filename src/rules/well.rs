//! 우물고누, well kono: two pieces a side on the corners and centre of a
//! square whose left side is the well. A blockade game: who cannot move
//! loses. The first move of a game begun at the start may not take the
//! piece beside the well into the centre.

use std::ops::ControlFlow;

use super::gonu::{Family, exact_count, plain_step, step_bits, stepped};
use super::graph::Graph;
use super::{Color, Move, Position, PositionError, RuleError, RuleOptions, Variant};

/// Pieces a side has.
const PIECES: u32 = 2;
/// Bits: a1 0, c1 1, b2 2, a3 3, c3 4.
const CENTRE: u32 = 2;

/// The well's rules.
pub(super) struct Well;

impl Well {
    /// The first move the opening bans: the piece beside the well (a1 for
    /// Black, a3 for White) into the centre, as bit indices.
    const fn banned(pos: &Position) -> Option<(u32, u32)> {
        if !pos.is_opening() {
            return None;
        }
        match pos.to_move {
            Color::Black => Some((0, CENTRE)),
            Color::White => Some((3, CENTRE)),
        }
    }
}

impl Family for Well {
    #[inline]
    fn children<B>(
        pos: &Position,
        _: &RuleOptions,
        mut f: impl FnMut(Move, Position) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        let graph = Graph::of(Variant::Well);
        let banned = Well::banned(pos);
        let empty = Variant::Well.board() & !(pos.own | pos.enemy);
        graph.steps(pos.own, empty, |from, to| {
            if banned == Some((from, to)) {
                return ControlFlow::Continue(());
            }
            let mv = Move::Step {
                from: super::graph::point_at(Variant::Well, from),
                to: super::graph::point_at(Variant::Well, to),
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
        let bits = step_bits(pos, mv)?;
        (Well::banned(pos) == Some(bits)).then_some(RuleError::WellFirstMove(mv))
    }
}
