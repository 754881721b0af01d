//! The dispatch to the gonu games' [`Family`] (in `gonu.rs`): the
//! generator, the position's checks and the legality messages call these
//! for well, pumpkin, line and mill (five- and four-field keep their own
//! bit-shift generator in `generate.rs`).

use std::ops::ControlFlow;

use super::gonu::Family;
use super::{Move, Position, PositionError, RuleError, RuleOptions, Variant};
use super::{line::LineKono, mill::Mill, pumpkin::Pumpkin, well::Well};

/// Calls `$method` of the family of `$variant`; five- and four-field,
/// which are no family of these, answer `$square` (their own generator's
/// answer: the callers send them there first, so it is never reached).
macro_rules! dispatch {
    ($variant:expr, $method:ident ( $($arg:expr),* ), square: $square:expr) => {
        match $variant {
            Variant::Well => Well::$method($($arg),*),
            Variant::Pumpkin => Pumpkin::$method($($arg),*),
            Variant::Line => LineKono::$method($($arg),*),
            Variant::Mill => Mill::$method($($arg),*),
            Variant::Five | Variant::Four => $square,
        }
    };
}

/// [`Family::children`] of the position's game: kept out of line, so that
/// five- and four-field's generator, which dispatches here for the other
/// games, stays as small as it was.
#[inline(never)]
pub(super) fn children<B>(
    pos: &Position,
    options: &RuleOptions,
    f: impl FnMut(Move, Position) -> ControlFlow<B>,
) -> ControlFlow<B> {
    dispatch!(pos.variant(), children(pos, options, f), square: square::children(pos, options, &mut { f }))
}

/// [`children`] with the caller's function behind a `dyn`.
#[inline(never)]
pub(super) fn children_dyn<B>(
    pos: &Position,
    options: &RuleOptions,
    f: &mut dyn FnMut(Move, Position) -> ControlFlow<B>,
) -> ControlFlow<B> {
    children(pos, options, f)
}

/// [`Family::count`] of the position's game.
#[inline(never)]
pub(super) fn count(pos: &Position, options: &RuleOptions) -> u32 {
    dispatch!(pos.variant(), count(pos, options), square: square::count(pos, options))
}

/// Whether the side to move has a move, whether or not the game is over
/// by its pieces.
pub(super) fn can_step(pos: &Position, options: &RuleOptions) -> bool {
    children(pos, options, |_, _| ControlFlow::Break(())).is_break()
}

/// [`Family::play`] of the position's game.
#[inline(never)]
pub(super) fn play(pos: &Position, mv: Move) -> Position {
    dispatch!(pos.variant(), play(pos, mv), square: square::play(pos, mv))
}

/// [`Family::check`] of the position's game.
pub(super) fn check(pos: &Position) -> Result<(), PositionError> {
    dispatch!(pos.variant(), check(pos), square: pos.check_square())
}

/// [`Family::why_not`] of the position's game.
pub(super) fn why_not(pos: &Position, mv: Move) -> Option<RuleError> {
    dispatch!(pos.variant(), why_not(pos, mv), square: None)
}

impl Position {
    /// Whether the pieces can stand in a game of the position's variant.
    pub(super) fn check(&self) -> Result<(), PositionError> {
        match self.variant() {
            Variant::Five | Variant::Four => self.check_square(),
            Variant::Well | Variant::Pumpkin | Variant::Line | Variant::Mill => check(self),
        }
    }
}

/// Five- and four-field's own answers, for the arms of [`dispatch`] that
/// their generator never sends here: out of line and cold, so that the
/// families' generators stay as they were.
mod square {
    use std::ops::ControlFlow;

    use super::super::{Move, Position, RuleOptions};

    #[cold]
    #[inline(never)]
    pub(super) fn children<B>(
        pos: &Position,
        options: &RuleOptions,
        f: &mut dyn FnMut(Move, Position) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        pos.for_each_child(options, f)
    }

    #[cold]
    #[inline(never)]
    pub(super) fn count(pos: &Position, options: &RuleOptions) -> u32 {
        pos.count_moves(options)
    }

    #[cold]
    #[inline(never)]
    pub(super) fn play(pos: &Position, mv: Move) -> Position {
        pos.play_unchecked(mv)
    }
}
