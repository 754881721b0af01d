//! `Move` (step, capture, placement, removal, pass), its notation, and
//! `MoveList`, the moves of one position on the stack.

use std::fmt;
use std::str::FromStr;

use arrayvec::ArrayVec;

use super::{Point, RuleError};

/// One turn of a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// A piece steps to an adjacent empty point: `b1-c2`.
    Step {
        /// Where the piece stood.
        from: Point,
        /// Where it goes.
        to: Point,
    },
    /// Four-field: a piece jumps over its own neighbour onto the enemy piece
    /// beyond, which is removed: `a1xa3`.
    Capture {
        /// Where the jumping piece stood.
        from: Point,
        /// The captured piece's point, where the jumping piece lands.
        to: Point,
    },
    /// 참고누, the placing: a piece from hand onto an empty point, with the
    /// enemy piece it removes when it makes a 곤: `d2`, `d2xg7`.
    Place {
        /// Where the piece goes.
        to: Point,
        /// The enemy piece removed, if the placement makes a 곤.
        remove: Option<Point>,
    },
    /// 참고누, the moving: a step that makes a 곤 and removes an enemy
    /// piece: `a4-a1xd6`.
    StepRemove {
        /// Where the piece stood.
        from: Point,
        /// Where it goes.
        to: Point,
        /// The enemy piece removed.
        remove: Point,
    },
    /// Five-field: the forced pass of a player who cannot move.
    Pass,
}

impl Move {
    /// The point the piece leaves, if the move moves a piece.
    pub const fn from(self) -> Option<Point> {
        match self {
            Move::Step { from, .. }
            | Move::Capture { from, .. }
            | Move::StepRemove { from, .. } => Some(from),
            Move::Place { .. } | Move::Pass => None,
        }
    }

    /// The point the piece lands on, if the move moves a piece.
    pub const fn to(self) -> Option<Point> {
        match self {
            Move::Step { to, .. }
            | Move::Capture { to, .. }
            | Move::Place { to, .. }
            | Move::StepRemove { to, .. } => Some(to),
            Move::Pass => None,
        }
    }

    /// Whether the move is four-field's capture (a jump onto an enemy).
    pub const fn is_capture(self) -> bool {
        matches!(self, Move::Capture { .. })
    }

    /// 참고누: the enemy piece the move removes, if it makes a 곤.
    pub const fn removed(self) -> Option<Point> {
        match self {
            Move::Place { remove, .. } => remove,
            Move::StepRemove { remove, .. } => Some(remove),
            _ => None,
        }
    }

    /// The same move with its removal set to `remove` (a placement or a
    /// step; other moves are returned unchanged).
    pub const fn with_removal(self, remove: Option<Point>) -> Move {
        match (self, remove) {
            (Move::Place { to, .. }, remove) => Move::Place { to, remove },
            (Move::Step { from, to } | Move::StepRemove { from, to, .. }, Some(remove)) => {
                Move::StepRemove { from, to, remove }
            }
            (Move::StepRemove { from, to, .. }, None) => Move::Step { from, to },
            (mv, _) => mv,
        }
    }

    /// The move as 참고누 reads it: `d2xg7` parses as four-field's capture,
    /// and in the mill it is a placement with its removal.
    pub(super) const fn as_mill(self) -> Move {
        match self {
            Move::Capture { from, to } => Move::Place {
                to: from,
                remove: Some(to),
            },
            mv => mv,
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Step { from, to } => write!(f, "{from}-{to}"),
            Move::Capture { from, to } => write!(f, "{from}x{to}"),
            Move::Place { to, remove: None } => write!(f, "{to}"),
            Move::Place {
                to,
                remove: Some(remove),
            } => write!(f, "{to}x{remove}"),
            Move::StepRemove { from, to, remove } => write!(f, "{from}-{to}x{remove}"),
            Move::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for Move {
    type Err = RuleError;

    /// Parses `b1-c2`, `a1xa3`, `d2`, `a4-a1xd6` or `pass`, in any letter
    /// case, with surrounding spaces ignored. A mill placement with its
    /// removal, `d2xg7`, reads as a capture: the mill takes it as the
    /// placement (see [`Position::play`](super::Position::play)).
    fn from_str(s: &str) -> Result<Move, RuleError> {
        let text = s.trim().to_ascii_lowercase();
        if text == "pass" {
            return Ok(Move::Pass);
        }
        if let Ok(to) = text.parse::<Point>() {
            return Ok(Move::Place { to, remove: None });
        }
        if let Some((step, remove)) = text.split_once('x')
            && let Some((from, to)) = step.split_once('-')
        {
            let bad = || RuleError::BadMove(s.trim().to_string());
            return Ok(Move::StepRemove {
                from: from.parse().map_err(|_| bad())?,
                to: to.parse().map_err(|_| bad())?,
                remove: remove.parse().map_err(|_| bad())?,
            });
        }
        let (from, to, capture) = if let Some((a, b)) = text.split_once('-') {
            (a, b, false)
        } else if let Some((a, b)) = text.split_once('x') {
            (a, b, true)
        } else {
            return Err(RuleError::BadMove(s.trim().to_string()));
        };
        let (from, to) = (from.parse()?, to.parse()?);
        Ok(if capture {
            Move::Capture { from, to }
        } else {
            Move::Step { from, to }
        })
    }
}

/// The most moves a legal position has. 참고누 has the most: a step ends
/// on an empty point and starts from a piece of the mover, each with at
/// most 4 lines, so at most `4 * min(empty, own)` steps, each with at most
/// `enemy` removals, where `empty + own + enemy = 24` and `enemy <= 12`:
/// at most `4 * 6 * 12`. (Placements: at most 24 points, each with at most
/// 11 removals when it makes a 곤, fewer.)
pub const MAX_MOVES: usize = 288;

/// The moves of one position, held on the stack (no legal position of
/// any game has more than [`MAX_MOVES`]). Derefs to a slice of [`Move`].
#[derive(Clone)]
pub struct MoveList {
    moves: ArrayVec<Move, MAX_MOVES>,
}

impl MoveList {
    /// An empty list.
    pub const fn new() -> MoveList {
        MoveList {
            moves: ArrayVec::new_const(),
        }
    }

    /// Adds `mv` at the end. A move past [`MAX_MOVES`] is dropped: the
    /// generator never makes one, since no position has that many.
    pub fn push(&mut self, mv: Move) {
        let _ = self.moves.try_push(mv);
    }

    /// Keeps only the moves `keep` says yes to, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(&Move) -> bool) {
        self.moves.retain(|mv| keep(mv));
    }
}

impl Default for MoveList {
    fn default() -> MoveList {
        MoveList::new()
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        &self.moves
    }
}

impl std::ops::DerefMut for MoveList {
    fn deref_mut(&mut self) -> &mut [Move] {
        &mut self.moves
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl PartialEq for MoveList {
    fn eq(&self, other: &MoveList) -> bool {
        **self == **other
    }
}

impl Eq for MoveList {}

impl<const N: usize> PartialEq<[Move; N]> for MoveList {
    fn eq(&self, other: &[Move; N]) -> bool {
        **self == *other
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl IntoIterator for MoveList {
    type Item = Move;
    type IntoIter = arrayvec::IntoIter<Move, MAX_MOVES>;
    fn into_iter(self) -> Self::IntoIter {
        self.moves.into_iter()
    }
}

impl FromIterator<Move> for MoveList {
    fn from_iter<I: IntoIterator<Item = Move>>(iter: I) -> MoveList {
        let mut list = MoveList::new();
        for mv in iter {
            list.push(mv);
        }
        list
    }
}
