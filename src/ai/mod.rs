//! The computer player: values of positions, solved tables, search and the
//! levels. Pure computation: no terminal and no files (tables come in as
//! values from the caller); the only outside thing read is a monotonic clock
//! for the search's time budget.
//!
//! # 참고누's moving phase, solved ([`moving`])
//!
//! `kono solve --variant mill` solves every position after the placing with
//! 3 to 6 pieces a side (`--pieces N`: up to N), values for the side to
//! move with remoteness, repetition ignored. Positions are counted up to
//! the board's 16 symmetries, both colours folded into "the side to move";
//! a sector is the mover's pieces against the other side's. Checked by
//! `cargo test` (3 and 4 a side: the counts, and sampled positions of each
//! sector against their children as the rules make them) and, ignored
//! there, `cargo test --release --lib -- --ignored mill_sectors` (up to 5
//! and up to 6, the default table):
//!
//! | mover against other | win | loss | draw | longest win (plies) |
//! |---|---|---|---|---|
//! | 3 – 3 | 74,146 | 33,701 | 61,779 | 23 |
//! | 3 – 4 | 153,349 | 604,443 | 2,606 | 21 |
//! | 4 – 3 | 712,286 | 46,972 | 1,140 | 31 |
//! | 3 – 5 | 175,540 | 2,403,443 | 1,407 | 25 |
//! | 5 – 3 | 2,552,391 | 27,596 | 403 | 29 |
//! | 4 – 4 | 1,951,238 | 906,737 | 367,622 | 45 |
//! | 4 – 5 | 3,070,801 | 7,161,961 | 77,734 | 37 |
//! | 5 – 4 | 9,510,757 | 766,498 | 33,241 | 43 |
//! | 5 – 5 | 20,837,953 | 8,675,886 | 1,400,585 | 65 |
//! | up to 5 a side | 39,038,461 | 20,627,237 | 1,946,517 | 65 |
//! | 3 – 6 | 31,831 | 6,842,453 | 1,036 | 21 |
//! | 6 – 3 | 6,875,049 | 224 | 47 | 27 |
//! | 4 – 6 | 1,494,770 | 24,187,350 | 83,672 | 37 |
//! | 6 – 4 | 25,652,359 | 102,773 | 10,660 | 37 |
//! | 5 – 6 | 21,887,181 | 49,229,391 | 999,500 | 61 |
//! | 6 – 5 | 67,669,337 | 4,130,448 | 316,287 | 57 |
//! | 6 – 6 | 111,445,019 | 41,162,931 | 3,621,410 | 81 |
//! | up to 6 a side | 274,094,007 | 146,282,807 | 6,979,129 | 81 |
//!
//! - **3 against 3 is no draw in general**: of its 169,626 positions the
//!   side to move wins 44 % and loses 20 %; 36 % are drawn.
//! - **A full board's first mover is lost**: after a placing with no
//!   capture the 24 points are full and the side to move (Black, as the
//!   rule book says) has no step: lost in 0, the only value sector 12 – 12
//!   holds. One capture in the placing leaves a point free, and the table
//!   (`--pieces 12`) answers from there.
//! - Wins run long: the quickest win against the best defence takes up to
//!   65 plies at 5 against 5, 81 at 6 against 6 (the longest value of the
//!   table, a loss, is 82 plies).
//! - Six against three is all but won: 224 of its 6.9 M positions are lost
//!   for the side of six, 47 drawn.

mod analysis;
mod clock;
mod eval;
pub mod five;
pub mod four;
mod judge;
mod level;
mod mill;
pub mod moving;
pub mod puzzle;
pub mod review;
pub mod search;
mod slips;
pub mod small;
pub mod table;

use std::cmp::Ordering;
use std::fmt;

pub use analysis::{Analysis, Estimate, analyze, check_against_children, exact};
pub use clock::think_time;
pub use judge::{
    ACCEPT_AFTER, EVEN, Hint, Lean, OFFER_AFTER, OPENING_PLIES, accepts_draw, analyze_game,
    moves_without_progress,
};
pub use level::{
    ANALYSIS, BadLevel, Choice, Level, best_moves, choose, choose_within, move_values,
};
pub use slips::{Keeping, keeping};
pub use table::{Solved, TableError};

/// What the side to move gets with best play from both sides: a win or a
/// loss in a number of plies (the remoteness), or a draw.
///
/// The order is "better for the side to move": any win beats a draw, a draw
/// beats any loss, a quicker win beats a slower one and a slower loss beats
/// a quicker one. So the best of several values is simply their maximum.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// The side to move wins in this many plies.
    Win(u16),
    /// Neither side can force a win.
    Draw,
    /// The side to move loses in this many plies.
    Loss(u16),
}

impl Value {
    /// A key that orders values from worst to best for the side to move.
    const fn key(self) -> i32 {
        match self {
            Value::Win(n) => 100_000 - n as i32,
            Value::Draw => 0,
            Value::Loss(n) => -100_000 + n as i32,
        }
    }

    /// The value for the mover of a move that leads to a position worth
    /// `self` to the opponent: the opponent's loss in N is the mover's win in
    /// N + 1, and so on.
    pub const fn for_mover(self) -> Value {
        match self {
            Value::Win(n) => Value::Loss(n + 1),
            Value::Draw => Value::Draw,
            Value::Loss(n) => Value::Win(n + 1),
        }
    }

    /// The same result seen by the other side: a win in n is the other's
    /// loss in n.
    pub const fn other_side(self) -> Value {
        match self {
            Value::Win(n) => Value::Loss(n),
            Value::Draw => Value::Draw,
            Value::Loss(n) => Value::Win(n),
        }
    }

    /// The remoteness of a win or a loss; `None` for a draw.
    pub const fn remoteness(self) -> Option<u16> {
        match self {
            Value::Win(n) | Value::Loss(n) => Some(n),
            Value::Draw => None,
        }
    }

    /// The moves of the side that wins, to the end with best play: what
    /// every "in N" a player reads counts (as "mate in 2" does). The side
    /// to move makes the plies 1, 3, 5, … of the remoteness and the other
    /// side the plies 2, 4, …: a win in 5 plies is 3 moves of the winner's,
    /// a loss in 4 plies is 2 moves of the opponent's (a forced pass counts
    /// as its side's move). 0 once the game is over; `None` for a draw.
    pub const fn winner_moves(self) -> Option<u16> {
        match self {
            Value::Win(n) => Some(n.div_ceil(2)),
            Value::Loss(n) => Some(n / 2),
            Value::Draw => None,
        }
    }

    /// `win`, `loss` or `draw`, as in `kono analyze --json`.
    pub const fn word(self) -> &'static str {
        match self {
            Value::Win(_) => "win",
            Value::Draw => "draw",
            Value::Loss(_) => "loss",
        }
    }
}

impl Ord for Value {
    fn cmp(&self, other: &Value) -> Ordering {
        self.key().cmp(&other.key())
    }
}

impl PartialOrd for Value {
    fn partial_cmp(&self, other: &Value) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Value {
    /// "win in 7", "loss in 12", "draw", in plies (the remoteness): for
    /// the checks' messages. What players read counts the winner's own
    /// moves ([`Value::winner_moves`], the words of `learn` and `tui`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Value::Win(n) => write!(f, "win in {n}"),
            Value::Draw => f.write_str("draw"),
            Value::Loss(n) => write!(f, "loss in {n}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Value;

    #[test]
    fn best_is_the_maximum() {
        let mut values = vec![
            Value::Loss(3),
            Value::Win(9),
            Value::Draw,
            Value::Loss(40),
            Value::Win(1),
        ];
        values.sort();
        assert_eq!(
            values,
            [
                Value::Loss(3),
                Value::Loss(40),
                Value::Draw,
                Value::Win(9),
                Value::Win(1)
            ]
        );
        assert_eq!(Value::Loss(4).for_mover(), Value::Win(5));
        assert_eq!(Value::Win(0).for_mover(), Value::Loss(1));
    }

    #[test]
    fn counts_are_the_winners_own_moves() {
        let moves = |v: Value| v.winner_moves();
        assert_eq!(moves(Value::Win(5)), Some(3));
        assert_eq!(moves(Value::Win(1)), Some(1));
        assert_eq!(moves(Value::Win(2)), Some(1));
        assert_eq!(moves(Value::Win(0)), Some(0));
        assert_eq!(moves(Value::Loss(4)), Some(2));
        assert_eq!(moves(Value::Loss(5)), Some(2));
        assert_eq!(moves(Value::Loss(1)), Some(0));
        assert_eq!(moves(Value::Draw), None);
        // A move that leaves the opponent a win in 4 plies: the opponent's
        // 2 moves either way the value is seen.
        let child = Value::Win(4);
        assert_eq!(moves(child), moves(child.for_mover()));
        // A winning move counts itself: one more than the win left after it.
        let left = Value::Loss(4);
        assert_eq!(moves(left.for_mover()), Some(3));
    }
}
