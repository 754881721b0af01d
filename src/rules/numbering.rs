//! The record's move numbering, used everywhere a move is numbered: a
//! number for each pair of moves (the first mover's and the reply), as in
//! the records and in chess notation.

use std::fmt;

/// Where a move stands in the record's numbering.
///
/// The pairs count from the game's first move, whoever made it, and a
/// forced pass is a move of the record like any other, so the first move of
/// every pair is the first mover's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MoveNumber {
    /// The pair's number, from 1.
    pub number: usize,
    /// Whether the move is the second of its pair (the reply).
    pub second: bool,
}

impl MoveNumber {
    /// The numbering of the move played as ply `ply` of a game (0 for the
    /// game's first move).
    pub const fn of_ply(ply: usize) -> MoveNumber {
        MoveNumber {
            number: ply / 2 + 1,
            second: ply % 2 == 1,
        }
    }

    /// The ply (counting from 0) this numbering stands for.
    pub const fn ply(self) -> usize {
        (self.number.saturating_sub(1)) * 2 + self.second as usize
    }
}

impl fmt::Display for MoveNumber {
    /// `9.` before the first move of pair 9, `9...` before the second (the
    /// reply, when it stands alone), as in chess notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dots = if self.second { "..." } else { "." };
        let text = format!("{}{dots}", self.number);
        f.pad(&text)
    }
}
