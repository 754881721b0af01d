//! 줄고누, line kono: four pieces a side on a 4 × 4 board, orthogonal steps,
//! custodian captures of one or two pieces in a row. A step into a gap
//! between two enemies is safe. The mover wins when the opponent has one
//! piece or none, or cannot move.

use std::ops::ControlFlow;
use std::sync::LazyLock;

use super::gonu::{Family, step_bits, stepped};
use super::graph::{Graph, point_at};
use super::{Color, Move, Position, PositionError, RuleError, RuleOptions, Variant};

/// Most pieces a side has.
const PIECES: u32 = 4;
/// Board side.
const SIDE: i32 = 4;

/// For each point (bit `rank * 4 + file`) and each direction, the next
/// three points that way (as bits; 0 past the edge).
static RAYS: LazyLock<[[[u32; 3]; 4]; 16]> = LazyLock::new(|| {
    let mut rays = [[[0; 3]; 4]; 16];
    for (i, point) in rays.iter_mut().enumerate() {
        let (file, rank) = (i as i32 % SIDE, i as i32 / SIDE);
        for (ray, (df, dr)) in point.iter_mut().zip([(1, 0), (-1, 0), (0, 1), (0, -1)]) {
            for (k, slot) in ray.iter_mut().enumerate() {
                let step = k as i32 + 1;
                let (f, r) = (file + df * step, rank + dr * step);
                if (0..SIDE).contains(&f) && (0..SIDE).contains(&r) {
                    *slot = 1 << (r * SIDE + f);
                }
            }
        }
    }
    rays
});

/// The enemy pieces caught when a piece lands on bit `to`, with the
/// mover's pieces `own` (the landing piece included) and the `enemy`'s.
#[inline]
pub(super) fn caught(to: u32, own: u32, enemy: u32) -> u32 {
    let mut taken = 0;
    for [a, b, c] in RAYS[to as usize] {
        if a & enemy == 0 {
            continue;
        }
        if b & own != 0 {
            taken |= a;
        } else if b & enemy != 0 && c & own != 0 {
            taken |= a | b;
        }
    }
    taken
}

/// The line game's rules.
pub(super) struct LineKono;

impl Family for LineKono {
    #[inline]
    fn children<B>(
        pos: &Position,
        _: &RuleOptions,
        mut f: impl FnMut(Move, Position) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        if pos.own.count_ones() <= 1 {
            return ControlFlow::Continue(());
        }
        let graph = Graph::of(Variant::Line);
        let empty = Variant::Line.board() & !(pos.own | pos.enemy);
        graph.steps(pos.own, empty, |from, to| {
            let own = pos.own & !(1 << from) | 1 << to;
            let taken = caught(to, own, pos.enemy);
            let mv = Move::Step {
                from: point_at(Variant::Line, from),
                to: point_at(Variant::Line, to),
            };
            f(mv, stepped(pos, from, to, taken))
        })
    }

    fn play(pos: &Position, mv: Move) -> Position {
        match step_bits(pos, mv) {
            Some((from, to)) => {
                let own = pos.own & !(1 << from) | 1 << to;
                stepped(pos, from, to, caught(to, own, pos.enemy))
            }
            None => *pos,
        }
    }

    fn check(pos: &Position) -> Result<(), PositionError> {
        let mover = pos.to_move.opponent();
        for color in [Color::Black, Color::White] {
            let count = pos.count(color);
            if count > PIECES {
                return Err(PositionError::TooManyPieces {
                    variant: Variant::Line,
                    color,
                    count,
                    most: PIECES,
                });
            }
            if color == mover && count < 2 {
                return Err(PositionError::MoverBeaten {
                    variant: Variant::Line,
                    color,
                    count,
                });
            }
        }
        Ok(())
    }

    fn why_not(_: &Position, _: Move) -> Option<RuleError> {
        None
    }
}
