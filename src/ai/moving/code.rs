//! One byte a position: 0 a draw (or, while solving, not decided yet),
//! otherwise the remoteness plus one. In the moving phase nobody passes,
//! so the winner makes the last move: a win's remoteness is odd, a loss's
//! even (a finished position is lost in 0).

use crate::ai::Value;

/// The code of a draw.
pub(super) const DRAW: u8 = 0;
/// The largest remoteness a code holds.
pub(super) const MAX_REMOTENESS: u16 = 254;

/// The code of a win or loss in `remoteness` plies; `None` past
/// [`MAX_REMOTENESS`].
#[inline(always)]
pub(super) fn decided(remoteness: u16) -> Option<u8> {
    (remoteness <= MAX_REMOTENESS).then(|| remoteness as u8 + 1)
}

/// The remoteness a decided code holds.
#[inline(always)]
pub(super) fn remoteness(code: u8) -> u16 {
    u16::from(code) - 1
}

/// Whether `code` is a win for the side to move.
#[inline(always)]
pub(super) fn is_win(code: u8) -> bool {
    code != DRAW && code.is_multiple_of(2)
}

/// Whether `code` is a loss for the side to move.
#[inline(always)]
pub(super) fn is_loss(code: u8) -> bool {
    code % 2 == 1
}

/// The value a code holds.
pub(super) fn value(code: u8) -> Value {
    match code {
        DRAW => Value::Draw,
        c if is_win(c) => Value::Win(remoteness(c)),
        c => Value::Loss(remoteness(c)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_hold_values() {
        assert_eq!(value(DRAW), Value::Draw);
        assert_eq!(decided(0), Some(1));
        assert_eq!(value(1), Value::Loss(0));
        assert_eq!(value(2), Value::Win(1));
        assert_eq!(value(decided(254).unwrap_or(0)), Value::Loss(254));
        assert_eq!(decided(255), None);
        assert!(is_loss(1) && !is_win(1) && is_win(2) && !is_loss(DRAW));
    }
}
