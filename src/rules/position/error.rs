//! `PositionError`: what is wrong with a position's text or contents.

use crate::rules::{Color, Variant};

/// What is wrong with a position's text or contents.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    /// No side to move after the board.
    #[error("the position needs a space and the side to move (b or w) after the board")]
    NoSideToMove,
    /// Something other than `b` or `w` after the board.
    #[error("the side to move must be b or w, not `{0}`")]
    BadSideToMove(String),
    /// More words after the side to move.
    #[error("unexpected `{0}` after the side to move")]
    TrailingText(String),
    /// Bit sets given to [`Position::from_pieces`](super::Position::from_pieces) that overlap or leave the board.
    #[error("the pieces overlap or lie off the board")]
    Overlap,
    /// A board shape two games share, read without saying which game
    /// (four-field kono and 줄고누 are both 4 × 4).
    #[error("a board of this shape is {} or {}: name the game", games[0].title(), games[1].title())]
    SharedShape {
        /// The games whose board it fits, in the order of [`Variant::ALL`].
        games: [Variant; 2],
    },
    /// Two run counts side by side (`33`), which read as one number to
    /// some and as two to others.
    #[error("rank {rank}: `{run}` is two counts side by side: write {sum}")]
    AdjacentCounts {
        /// The rank as printed on the board (1 = bottom).
        rank: usize,
        /// The digits as written.
        run: String,
        /// The one count they add up to.
        sum: u32,
    },
    /// A number of ranks no board has.
    #[error("a position has 3, 4, 5 or 7 ranks, not {0}")]
    RankCount(usize),
    /// Ranks whose lengths fit no board with that many ranks.
    #[error("ranks of {0} points, from the top, fit no game's board")]
    RankShape(String),
    /// A position of a game of another board given for `variant`.
    #[error("that position is not one of {}: its ranks do not fit that board", variant.title())]
    WrongBoard {
        /// The game asked for.
        variant: Variant,
    },
    /// 참고누: no hands after the side to move.
    #[error(
        "the mill's position needs the pieces Black and White hold in hand after the side to move, like `b 12 12`"
    )]
    NoHands,
    /// 참고누: a hand that is not a number from 0 to 12.
    #[error("`{0}` is not a number of pieces in hand (0 to 12)")]
    BadHand(String),
    /// A game with a fixed number of pieces given another number.
    #[error("{} needs {expected} pieces of each side; {color} has {count}", variant.title())]
    PieceCount {
        /// The game.
        variant: Variant,
        /// The side.
        color: Color,
        /// Pieces found.
        count: u32,
        /// Pieces needed.
        expected: u32,
    },
    /// A game with at most some pieces a side given more.
    #[error("{} has at most {most} pieces a side{}; {color} has {count}", variant.title(), if variant.has_hands() { " on the board and in hand" } else { "" })]
    TooManyPieces {
        /// The game.
        variant: Variant,
        /// The side.
        color: Color,
        /// Pieces found.
        count: u32,
        /// The most it may have.
        most: u32,
    },
    /// The side that just moved has too few pieces: the game ended before
    /// that move.
    #[error("{color} has just moved but has {count} piece{} left: {} ends before that", if *count == 1 { "" } else { "s" }, variant.title())]
    MoverBeaten {
        /// The game.
        variant: Variant,
        /// The side that just moved.
        color: Color,
        /// Its pieces (on the board and in hand).
        count: u32,
    },
    /// 참고누: hands that no game reaches with this side to move.
    #[error(
        "with {to_move} to move, the hands {black} and {white} cannot arise: the placing alternates, Black first"
    )]
    Hands {
        /// The side to move.
        to_move: Color,
        /// Black's hand.
        black: u32,
        /// White's hand.
        white: u32,
    },
    /// 참고누: marked points outside the placing, on pieces, or not one
    /// per piece removed.
    #[error("{marks} marked point{} but {removed} piece{} removed: marks stand only on empty points during the placing, one for each piece removed", if *marks == 1 { "" } else { "s" }, if *removed == 1 { "" } else { "s" })]
    Marks {
        /// Marked points.
        marks: u32,
        /// Pieces removed so far (0 once the placing is over).
        removed: u32,
    },
    /// A rank of the wrong length.
    #[error("rank {rank} has {found} points; this board needs {expected}")]
    RankLength {
        /// The rank as printed on the board (1 = bottom).
        rank: usize,
        /// Points found.
        found: usize,
        /// Points needed.
        expected: usize,
    },
    /// A character other than `b`, `w`, `.`, a run count, or the mill's `x`.
    #[error(
        "rank {rank}: `{ch}` is not a piece (use b, w, . or a count of empty points; x marks a point in the mill)"
    )]
    BadChar {
        /// The rank as printed on the board (1 = bottom).
        rank: usize,
        /// The character.
        ch: char,
    },
    /// Five-field: a side with pieces outside the 3 + 4 colour-class split.
    #[error(
        "{color} has {even} pieces on even points (file + rank even); five-field kono keeps 3 there and 4 on odd points"
    )]
    ColourClass {
        /// The side.
        color: Color,
        /// Pieces found on even points.
        even: u32,
    },
}
