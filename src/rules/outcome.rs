//! How a game ends: the winner and why, or a draw and why, in the words
//! the banner, the records and the messages use.

use std::fmt;

use super::Color;

/// Why a game was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// Five-field: every point of the loser's camp is occupied, by the winner's
    /// pieces only (or, with `--strict-goal`, by all seven of them).
    CampFilled,
    /// Five-field, the blocking clause: the loser's camp is full, partly with
    /// the loser's own pieces that never left home.
    CampBlocked,
    /// Five-field: the loser's own step (back into its camp) completed the
    /// winner's condition on it.
    FilledByLoser,
    /// 참고누: the loser has two pieces or fewer, on the board and in hand.
    TooFewPieces,
    /// Four-field and line kono: the loser has one piece left.
    OnePieceLeft,
    /// Four-field: the loser has no pieces left (only in a position given
    /// so; play ends at one piece).
    NoPiecesLeft,
    /// Four-field: the loser has no legal move.
    Blocked,
    /// 참고누: the placing filled the board and the side to move cannot
    /// step anywhere.
    BoardFull,
    /// Either game: the loser resigned.
    Resigned,
    /// A timed game: the loser's time ran out.
    Time,
}

/// Why a game was drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// The same position, with the same side to move, occurred three times.
    Repetition,
    /// Both players agreed.
    Agreement,
    /// A timed game: one side's time ran out, but the other could never
    /// have won, by any sequence of moves.
    TimeNoWin,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// One side won.
    Win {
        /// The winner.
        winner: Color,
        /// Why.
        reason: WinReason,
    },
    /// Nobody won.
    Draw(DrawReason),
}

impl Outcome {
    /// The winner, if any.
    pub const fn winner(self) -> Option<Color> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw(_) => None,
        }
    }
}

impl fmt::Display for Outcome {
    /// "White wins: every point of Black's camp is filled", "Draw agreed", …
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Outcome::Win { winner, reason } => {
                let loser = winner.opponent();
                match reason {
                    WinReason::CampFilled => {
                        write!(f, "{winner} wins: every point of {loser}'s camp is filled")
                    }
                    WinReason::CampBlocked => write!(
                        f,
                        "{winner} wins: {loser}'s camp is filled, partly by {loser}'s own pieces left at home"
                    ),
                    WinReason::FilledByLoser => write!(
                        f,
                        "{winner} wins: {loser}'s own step filled the last point of {loser}'s camp"
                    ),
                    WinReason::OnePieceLeft => {
                        write!(f, "{winner} wins: {loser} has one piece left")
                    }
                    WinReason::NoPiecesLeft => {
                        write!(f, "{winner} wins: {loser} has no pieces left")
                    }
                    WinReason::TooFewPieces => {
                        write!(f, "{winner} wins: {loser} has two pieces or fewer left")
                    }
                    WinReason::Blocked => write!(f, "{winner} wins: {loser} cannot move"),
                    WinReason::BoardFull => {
                        write!(
                            f,
                            "{winner} wins: the board is full and {loser} cannot move"
                        )
                    }
                    WinReason::Resigned => write!(f, "{winner} wins: {loser} resigned"),
                    WinReason::Time => write!(f, "{winner} wins on time"),
                }
            }
            Outcome::Draw(DrawReason::Repetition) => {
                f.write_str("Draw: the same position occurred three times")
            }
            Outcome::Draw(DrawReason::Agreement) => f.write_str("Draw agreed"),
            Outcome::Draw(DrawReason::TimeNoWin) => {
                f.write_str("Draw: time ran out, but the other side could never win")
            }
        }
    }
}

impl Outcome {
    /// The result as it reads inside a sentence, e.g. after "the game is
    /// over: ": the same words as `Display`, but a draw starts in lower case
    /// ("draw agreed"); a win starts with the winner's name either way.
    pub fn in_sentence(self) -> String {
        let text = self.to_string();
        match self {
            Outcome::Win { .. } => text,
            Outcome::Draw(_) => text.replacen("Draw", "draw", 1),
        }
    }
}
