//! `Move` (step, capture, pass), its notation, and `MoveList`, the moves of
//! one position on the stack.

use std::fmt;
use std::str::FromStr;

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
    /// Five-field: the forced pass of a player who cannot move.
    Pass,
}

impl Move {
    /// The point the piece leaves, if the move moves a piece.
    pub const fn from(self) -> Option<Point> {
        match self {
            Move::Step { from, .. } | Move::Capture { from, .. } => Some(from),
            Move::Pass => None,
        }
    }

    /// The point the piece lands on, if the move moves a piece.
    pub const fn to(self) -> Option<Point> {
        match self {
            Move::Step { to, .. } | Move::Capture { to, .. } => Some(to),
            Move::Pass => None,
        }
    }

    /// Whether the move captures.
    pub const fn is_capture(self) -> bool {
        matches!(self, Move::Capture { .. })
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Step { from, to } => write!(f, "{from}-{to}"),
            Move::Capture { from, to } => write!(f, "{from}x{to}"),
            Move::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for Move {
    type Err = RuleError;

    /// Parses `b1-c2`, `a1xa3` or `pass`, in any letter case, with
    /// surrounding spaces ignored.
    fn from_str(s: &str) -> Result<Move, RuleError> {
        let text = s.trim().to_ascii_lowercase();
        if text == "pass" {
            return Ok(Move::Pass);
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

/// The most moves a legal position has: 8 pieces with 4 directions each.
pub const MAX_MOVES: usize = 32;

/// The moves of one position, held on the stack (no legal position of
/// either game has more than [`MAX_MOVES`]). Derefs to a slice of [`Move`].
#[derive(Clone, Copy)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl MoveList {
    /// An empty list.
    pub const fn new() -> MoveList {
        MoveList {
            moves: [Move::Pass; MAX_MOVES],
            len: 0,
        }
    }

    /// Adds `mv` at the end. A move past [`MAX_MOVES`] is dropped: the
    /// generator never makes one, since no position has that many.
    pub fn push(&mut self, mv: Move) {
        if let Some(slot) = self.moves.get_mut(self.len) {
            *slot = mv;
            self.len += 1;
        }
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
        &self.moves[..self.len]
    }
}

impl std::ops::DerefMut for MoveList {
    fn deref_mut(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
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
    type IntoIter = std::iter::Take<std::array::IntoIter<Move, MAX_MOVES>>;
    fn into_iter(self) -> Self::IntoIter {
        self.moves.into_iter().take(self.len)
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
