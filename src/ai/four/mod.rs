//! The solved four-field game: a table of the value and remoteness of every
//! state, one per capture option, built by retrograde analysis in memory.
//!
//! A state is the pieces of the side to move and of the other side, at most
//! 8 each: 38,745,279 states, including those where someone has one piece or
//! none (see [`retro`](self) for how the impossible ones are solved). The
//! table is one byte a slot of a base-3 index over the 16 points (3^16 =
//! 43,046,721 bytes): the remoteness, whose parity tells win (odd) from loss
//! (even), or a draw mark.
//!
//! ```no_run
//! use kono::ai::four;
//! use kono::rules::{Color, Position, RuleOptions, Variant};
//! let table = four::solve(&RuleOptions::default());
//! let start = Position::start(Variant::Four, Color::Black);
//! assert_eq!(table.value(&start), Some(kono::ai::Value::Draw));
//! ```

mod board;
mod file;
mod retro;

use crate::ai::Value;
use crate::rules::{Move, Position, RuleOptions, Variant};

pub use file::TableError;

use board::{SLOTS, index};
use retro::{DRAW, NONE, UNDECIDED};

/// How many states of a table are won, lost and drawn for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Counts {
    /// States the side to move wins.
    pub win: u64,
    /// States the side to move loses (finished ones included, lost in 0).
    pub loss: u64,
    /// States neither side can force a win in.
    pub draw: u64,
}

impl Counts {
    /// All states: 38,745,279.
    pub const fn total(self) -> u64 {
        self.win + self.loss + self.draw
    }
}

/// Where a build stands, for a progress display.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// The remoteness just finished (it grows to the table's largest).
    pub level: u32,
    /// States decided so far (won or lost); the draws are the rest.
    pub decided: u64,
}

/// The solved four-field game under one capture option.
#[derive(Clone, PartialEq, Eq)]
pub struct FourTable {
    /// Whether captures are forced (the only option of four-field kono).
    forced_capture: bool,
    /// One byte a slot of [`board::index`]: remoteness, [`DRAW`] or [`NONE`].
    bytes: Vec<u8>,
    /// The states won, lost and drawn.
    counts: Counts,
    /// The largest remoteness.
    max_remoteness: u8,
}

impl std::fmt::Debug for FourTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FourTable")
            .field("forced_capture", &self.forced_capture)
            .field("counts", &self.counts)
            .field("max_remoteness", &self.max_remoteness)
            .finish_non_exhaustive()
    }
}

/// Solves four-field kono under `options` (only `forced_capture` applies;
/// `strict_goal` is five-field's and is ignored). About 43 MB; a few
/// seconds in a release build.
pub fn solve(options: &RuleOptions) -> FourTable {
    solve_with_progress(options, |_| {})
}

/// [`solve`], calling `progress` after each level of the retrograde analysis
/// (about 150 calls).
pub fn solve_with_progress(options: &RuleOptions, mut progress: impl FnMut(Progress)) -> FourTable {
    let forced_capture = options.forced_capture;
    let (bytes, max_remoteness) = retro::solve(forced_capture, &mut |level, decided| {
        progress(Progress { level, decided });
    });
    let counts = count(&bytes);
    FourTable {
        forced_capture,
        bytes,
        counts,
        max_remoteness,
    }
}

/// The win, loss and draw states of a table of bytes.
fn count(bytes: &[u8]) -> Counts {
    let mut histogram = [0u64; 256];
    for &b in bytes {
        histogram[usize::from(b)] += 1;
    }
    let mut counts = Counts {
        draw: histogram[usize::from(DRAW)],
        ..Counts::default()
    };
    for (r, &n) in histogram[..usize::from(UNDECIDED)].iter().enumerate() {
        if r % 2 == 1 {
            counts.win += n;
        } else {
            counts.loss += n;
        }
    }
    counts
}

/// The value of a table byte; `None` for a slot that is no state.
const fn decode(byte: u8) -> Option<Value> {
    match byte {
        DRAW => Some(Value::Draw),
        NONE => None,
        r if r % 2 == 1 => Some(Value::Win(r as u16)),
        r => Some(Value::Loss(r as u16)),
    }
}

impl FourTable {
    /// The rule options the table was solved under.
    pub const fn options(&self) -> RuleOptions {
        RuleOptions {
            strict_goal: false,
            forced_capture: self.forced_capture,
        }
    }

    /// The value of `pos` for its side to move; `None` if `pos` is not a
    /// four-field position. A finished game is a loss in 0.
    pub fn value(&self, pos: &Position) -> Option<Value> {
        if pos.variant() != Variant::Four {
            return None;
        }
        let me = pos.to_move();
        self.value_of(pos.pieces(me), pos.pieces(me.opponent()))
    }

    /// The value of the state with `mine` the side to move's pieces and
    /// `theirs` the other side's (bit `rank * 4 + file`); `None` if the sets
    /// overlap, leave the board or hold more than 8 pieces.
    pub fn value_of(&self, mine: u32, theirs: u32) -> Option<Value> {
        if mine & theirs != 0 || (mine | theirs) & !board::BOARD != 0 {
            return None;
        }
        self.bytes.get(index(mine, theirs)).copied().and_then(decode)
    }

    /// Every legal move of `pos` (under the table's options, in the order of
    /// [`Position::legal_moves`]) with its value for the mover: a move to a
    /// position the opponent loses in N is a win in N + 1. Empty when the
    /// game is over or `pos` is not four-field.
    pub fn move_values(&self, pos: &Position) -> Vec<(Move, Value)> {
        if pos.variant() != Variant::Four {
            return Vec::new();
        }
        let options = self.options();
        pos.legal_moves(&options)
            .into_iter()
            .filter_map(|mv| {
                let child = pos.play(mv, &options).ok()?;
                Some((mv, self.value(&child)?.for_mover()))
            })
            .collect()
    }

    /// The states won, lost and drawn for the side to move.
    pub const fn counts(&self) -> Counts {
        self.counts
    }

    /// The largest remoteness of a won or lost state.
    pub const fn max_remoteness(&self) -> u16 {
        self.max_remoteness as u16
    }
}

#[cfg(test)]
mod tests;
