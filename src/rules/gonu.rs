//! What every gonu game shares: the [`Family`] interface each implements
//! (dispatched to in `family.rs`), and the step helpers over the
//! position's bit sets.

use std::ops::ControlFlow;

use super::{Move, Position, PositionError, RuleError, RuleOptions};

/// One gonu game's rules over the position's bit sets (bit `i` is point
/// `Geometry::points()[i]`).
pub(super) trait Family {
    /// Calls `f` with every legal move and the position it leads to, in
    /// generation order; nothing once the game is decided.
    fn children<B>(
        pos: &Position,
        options: &RuleOptions,
        f: impl FnMut(Move, Position) -> ControlFlow<B>,
    ) -> ControlFlow<B>;

    /// How many legal moves the side to move has.
    fn count(pos: &Position, options: &RuleOptions) -> u32 {
        let mut n = 0;
        let _ = Self::children(pos, options, |_, _| {
            n += 1;
            ControlFlow::<()>::Continue(())
        });
        n
    }

    /// The position after `mv`, a move [`Family::children`] made.
    fn play(pos: &Position, mv: Move) -> Position;

    /// Whether the pieces, hands and marks can stand in a game.
    fn check(pos: &Position) -> Result<(), PositionError>;

    /// Why `mv`, not legal, is refused, when the game has a reason of its
    /// own (`None`: the common reasons apply).
    fn why_not(pos: &Position, mv: Move) -> Option<RuleError>;
}

/// A piece count that must be exactly `expected` for both sides.
pub(super) fn exact_count(pos: &Position, expected: u32) -> Result<(), PositionError> {
    for color in [super::Color::Black, super::Color::White] {
        let count = pos.count(color);
        if count != expected {
            return Err(PositionError::PieceCount {
                variant: pos.variant(),
                color,
                count,
                expected,
            });
        }
    }
    Ok(())
}

/// The child after the side to move takes the bit `from` to the bit `to`
/// and the enemy loses `taken` (bits): the sides swap.
#[inline]
pub(super) fn stepped(pos: &Position, from: u32, to: u32, taken: u32) -> Position {
    Position {
        own: pos.enemy & !taken,
        enemy: pos.own & !(1 << from) | 1 << to,
        to_move: pos.to_move.opponent(),
        marks: pos.marks & !super::position::OPENING,
        ..*pos
    }
}

/// The bit indices of a step's two points, if both are on the board.
pub(super) fn step_bits(pos: &Position, mv: Move) -> Option<(u32, u32)> {
    let (from, to) = (mv.from()?, mv.to()?);
    Some((
        pos.bit(from)?.trailing_zeros(),
        pos.bit(to)?.trailing_zeros(),
    ))
}

/// The position after `mv`, a step that captures nothing (the blockade
/// games); `pos` itself when `mv` is no step of this board.
pub(super) fn plain_step(pos: &Position, mv: Move) -> Position {
    match step_bits(pos, mv) {
        Some((from, to)) => stepped(pos, from, to, 0),
        None => *pos,
    }
}
