//! The solved four-field game: a table of the value and remoteness of every
//! state, one per capture option, built by retrograde analysis in memory.
//!
//! A state is the pieces of the side to move and of the other side, at most
//! 8 each: 38,745,279 states, including those where someone has one piece or
//! none. Those where the side that just moved has one piece or none cannot
//! arise in a game; they are solved like any other (the mover wins in 1 by
//! any move, or loses in 0 when blocked) and counted, as the solved facts count them.
//! The table is one byte a state, by a combinatorial rank (`index.rs`): the
//! remoteness, whose parity tells win (odd) from loss (even), or a draw mark.
//! The solver (`retro.rs`) goes slice by slice of the piece counts, from the
//! fewest pieces up: a capture always leads into a smaller slice, solved
//! already, so inside a slice only steps are traced back.
//!
//! # What the solve finds
//!
//! Checked by `cargo test --test four_table`:
//!
//! | captures | start | win / loss / draw states | max remoteness |
//! |---|---|---|---|
//! | optional | draw (all 4 first moves draw) | 20,140,270 / 14,822,803 / 3,782,206 | 114 |
//! | `--forced-capture` | draw | 19,377,980 / 14,537,945 / 4,829,354 | 143 |
//!
//! # What it costs
//!
//! `kono solve --variant four`, release build, on a 2-core AMD EPYC shared
//! with other builds (`/usr/bin/time -v`): 6.5 s (3.8 s of CPU on one core)
//! and 68 MB at the peak for optional captures, 5.3 s (3.3 s of CPU) and
//! 67 MB for forced ones; the file is 38.7 MB either way, with a version
//! and a checksum. An independent C solver took 11.5 s and 18 s. With the
//! file cached, a whole `kono analyze --variant four` takes 0.11–0.15 s
//! (0.01 s of CPU); level 5 plays from the table in 0.01–0.02 ms a move.
//!
//! ```no_run
//! use kono::ai::four;
//! use kono::rules::{Color, Position, RuleOptions, Variant};
//! let table = four::solve(&RuleOptions::default())?;
//! let start = Position::start(Variant::Four, Color::Black);
//! assert_eq!(table.value(&start), Some(kono::ai::Value::Draw));
//! # Ok::<(), kono::ai::TableError>(())
//! ```

mod board;
mod file;
mod index;
mod retro;

use std::sync::LazyLock;

use crate::ai::Value;
use crate::ai::table::{self, Progress, Solved, TableError};

pub use crate::ai::table::Counts;
use crate::rules::{Position, RuleOptions, Variant};

pub use file::{FORMAT_VERSION, FileError};

use index::{MAX_PIECES, Ranker, STATES};
use retro::{DRAW, UNDECIDED};

/// The index's lookup tables (about 200 KB), built on first use.
static RANKER: LazyLock<Ranker> = LazyLock::new(Ranker::new);

/// The address space a build needs at its peak: the table, one byte a
/// state, and the solver's queues.
pub const SOLVE_BYTES: u64 = STATES as u64 + (48 << 20);

/// The solved four-field game under one capture option.
#[derive(Clone, PartialEq, Eq)]
pub struct FourTable {
    /// Whether captures are forced (the only option of four-field kono).
    forced_capture: bool,
    /// One byte a state of the index: remoteness or [`DRAW`].
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
/// `strict_goal` is five-field's and is ignored). The table takes 39 MB;
/// the build about 2.6 s of one core in a release build, at a peak of about
/// 60 MB (a debug build takes minutes).
///
/// # Errors
/// [`TableError::OutOfMemory`] when the memory it needs ([`SOLVE_BYTES`])
/// cannot be had: checked before anything is built.
pub fn solve(options: &RuleOptions) -> Result<FourTable, TableError> {
    solve_with_progress(options, |_| {})
}

/// [`solve`], calling `progress` after each group of slices of the
/// retrograde analysis (45 calls, the last with every state solved).
///
/// # Errors
/// As [`solve`].
pub fn solve_with_progress(
    options: &RuleOptions,
    mut progress: impl FnMut(Progress),
) -> Result<FourTable, TableError> {
    table::check_memory(&table::title(Variant::Four, options), SOLVE_BYTES)?;
    let forced_capture = options.forced_capture;
    let bytes = retro::solve(&RANKER, forced_capture, &mut |solved| {
        progress(Progress {
            done: solved,
            total: STATES as u64,
            level: None,
        });
    });
    let (counts, max_remoteness) = count(&bytes);
    Ok(FourTable {
        forced_capture,
        bytes,
        counts,
        max_remoteness,
    })
}

/// The win, loss and draw states of a table of bytes, and the largest
/// remoteness.
fn count(bytes: &[u8]) -> (Counts, u8) {
    let mut histogram = [0u64; 256];
    for &b in bytes {
        histogram[usize::from(b)] += 1;
    }
    let mut counts = Counts {
        draw: histogram[usize::from(DRAW)],
        ..Counts::default()
    };
    let mut max = 0;
    for (r, &n) in (0..UNDECIDED).zip(&histogram) {
        if n > 0 {
            max = r;
        }
        if r % 2 == 1 {
            counts.win += n;
        } else {
            counts.loss += n;
        }
    }
    (counts, max)
}

/// The value of a table byte (`None` for a byte no table holds).
const fn decode(byte: u8) -> Option<Value> {
    match byte {
        DRAW => Some(Value::Draw),
        r if r >= UNDECIDED => None,
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
            no_repeat: false,
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
    fn value_of(&self, mine: u32, theirs: u32) -> Option<Value> {
        if mine & theirs != 0
            || (mine | theirs) & !board::BOARD != 0
            || mine.count_ones() > MAX_PIECES
            || theirs.count_ones() > MAX_PIECES
        {
            return None;
        }
        let i = RANKER.index(mine, theirs);
        self.bytes.get(i).copied().and_then(decode)
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

impl Solved for FourTable {
    /// [`FourTable::value`]. The caller picks the table of the game's
    /// capture option ([`FourTable::options`]).
    fn value(&self, pos: &Position) -> Option<Value> {
        FourTable::value(self, pos)
    }
}

#[cfg(test)]
mod tests;
