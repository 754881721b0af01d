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

    /// How many numbered moves a game of `plies` plies has: the number
    /// of its last move (3 plies are the moves 1 and 2), what a player
    /// counts as the game's moves.
    pub const fn count(plies: usize) -> usize {
        plies.div_ceil(2)
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

#[cfg(test)]
mod tests {
    use super::MoveNumber;

    #[test]
    fn a_game_counts_its_numbered_moves() {
        assert_eq!(MoveNumber::count(0), 0);
        assert_eq!(MoveNumber::count(1), 1);
        assert_eq!(MoveNumber::count(247), 124);
        // The last ply's number, and the next one's while the game goes on.
        assert_eq!(MoveNumber::of_ply(246).number, MoveNumber::count(247));
        assert_eq!(MoveNumber::of_ply(247).number, 124);
    }
}
