//! The solved five-field game: a retrograde solve of all 2,378,376,000
//! states for either goal rule, the table it makes, and its file format.
//!
//! A position with White to move has the value of the colour-swapped,
//! rank-flipped position with Black to move, so the table holds the
//! 1,189,188,000 Black-to-move states only, one byte each. [`solve`] builds
//! it; [`FiveTable::encode`] writes it in blocks compressed with zstd and
//! [`FiveFile`] reads single values back without inflating the rest.
//!
//! # Design
//!
//! - **States.** The two colour classes of points never mix, so a position
//!   is a pair of placements: one of [`ODD_SIZE`] (34,650) on the 12 odd
//!   points times one of [`EVEN_SIZE`] (34,320) on the 13 even ones, and a
//!   move changes only one of them (`index.rs`).
//! - **The solve** goes level by level (remoteness 0, 1, 2, …) over rows of
//!   states that share their odd placement, in parallel on every core
//!   (rayon), keeping each level's frontier as short lists per row
//!   (`solve.rs`, `graph.rs`). Ctrl-c stops `kono solve` within a level and
//!   writes nothing. Memory is reserved before the solve starts: where there
//!   is not enough, the solve says how much it needs instead of aborting.
//! - **The file** is compressed by blocks of two rows with zstd (draws are
//!   89% of the states) behind an index and a checksum per block, so one
//!   position is read without inflating the rest: 34–80 µs for a block not
//!   yet cached, about 0.1 µs after (`file.rs`, `reader.rs`). A damaged
//!   block is an error that names the file, never a value.
//!
//! # What the solve finds
//!
//! Checked by the tests (`tests.rs` for the strict goal in every
//! `cargo test`; the full solve of both goals in
//! `cargo test --release --test five_solve -- --ignored five_solve`):
//!
//! | goal | start | win / loss / draw states (both sides to move) | max remoteness |
//! |---|---|---|---|
//! | default | draw, either side first | 201,699,538 / 63,741,074 / 2,112,935,388 | 51 |
//! | `--strict-goal` | draw, either side first | 2,233,094 / 750,364 / 2,375,392,542 | 24 |
//!
//! # What it costs
//!
//! `kono solve`, release build, on a 2-core AMD EPYC shared with other
//! builds (`/usr/bin/time -v` for the peak):
//!
//! | goal | wall | CPU | peak memory | file |
//! |---|---|---|---|---|
//! | default | 22 s | 11 s | 1.0 GB | 28.1 MB |
//! | `--strict-goal` | 3.0 s | 1.5 s | 73 MB | 0.9 MB |
//!
//! An independent C solver of the default goal took 24 s and 4.9 GB on the
//! same machine. Level 5 plays from the table in 1.4–2.8 ms a move (its
//! drawn positions look one move further for the opponent's mistakes).

mod file;
mod graph;
mod index;
mod probe;
mod reader;
mod solve;
#[cfg(test)]
mod tests;

use std::sync::atomic::AtomicBool;

use super::Value;
use super::table::{Progress, Solved, TableError};
use crate::rules::{Position, RuleOptions, Variant};

pub use file::{FORMAT_VERSION, FileError};
pub use index::{EVEN_SIZE, ODD_SIZE, STATES};
pub use probe::Probe;
pub use reader::FiveFile;

/// The one-byte value codes of the table: 0 is a draw (or, during the
/// solve, not decided yet), an odd code a win, an even one a loss.
pub(super) mod code {
    use super::Value;

    /// A win in 0 (the opponent completed the mover's camp condition).
    pub const WIN_0: u8 = win(0);
    /// A loss in 0 (the opponent has won).
    pub const LOSS_0: u8 = loss(0);
    /// The largest remoteness a code can hold.
    pub const MAX_REMOTENESS: u16 = 126;

    /// The code of a win in `n` (`n` at most [`MAX_REMOTENESS`]).
    pub const fn win(n: u16) -> u8 {
        (1 + 2 * n) as u8
    }

    /// The code of a loss in `n` (`n` at most [`MAX_REMOTENESS`]).
    pub const fn loss(n: u16) -> u8 {
        (2 + 2 * n) as u8
    }

    /// Whether `c` is a win.
    #[inline(always)]
    pub const fn is_win(c: u8) -> bool {
        c & 1 == 1
    }

    /// The value a code stands for.
    pub const fn value(c: u8) -> Value {
        match c {
            0 => Value::Draw,
            c if c & 1 == 1 => Value::Win((c as u16 - 1) / 2),
            c => Value::Loss((c as u16 - 2) / 2),
        }
    }
}

/// Why a solve stopped without a table.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    /// The cancel flag was raised.
    #[error("the five-field solve was cancelled")]
    Cancelled,
    /// A remoteness too large for the table's one-byte codes (never for
    /// the rules as they are: the longest is 51).
    #[error("a remoteness beyond {0} plies does not fit the five-field table")]
    TooDeep(u16),
    /// Not memory enough for the solve (checked before it starts).
    #[error(transparent)]
    Table(#[from] TableError),
}

/// The address space a solve needs at its peak: the table, one byte a
/// Black-to-move state, and room for the rows' work and the threads.
pub const SOLVE_BYTES: u64 = STATES as u64 + (256 << 20);

/// The facts of a solved table, both sides to move counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FiveCounts {
    /// States won by the side to move.
    pub wins: u64,
    /// States lost by the side to move.
    pub losses: u64,
    /// Drawn states.
    pub draws: u64,
    /// The largest remoteness of a won or lost state.
    pub max_remoteness: u16,
    /// States where the side to move has no step, finished or not (the solved facts'
    /// "must pass" count, the same under both goal rules).
    pub no_step: u64,
    /// Unfinished states where the side to move has no step and so passes.
    pub must_pass: u64,
}

impl FiveCounts {
    /// The won, lost and drawn states (both sides to move), in the words
    /// both games' tables share.
    pub const fn states(&self) -> super::table::Counts {
        super::table::Counts {
            win: self.wins,
            loss: self.losses,
            draw: self.draws,
        }
    }
}

/// The solved five-field game under one goal rule: the value of every
/// position, with White to move folded onto Black to move.
pub struct FiveTable {
    strict_goal: bool,
    values: Vec<u8>,
    counts: FiveCounts,
}

/// Won plus lost states (both sides to move) that the solved facts give for a goal
/// rule: the progress bar's total.
const fn expected_decided(strict_goal: bool) -> u64 {
    if strict_goal {
        2_233_094 + 750_364
    } else {
        201_699_538 + 63_741_074
    }
}

/// Solves five-field kono under the default goal rule or, with
/// `strict_goal`, under `--strict-goal`.
///
/// Uses every thread of rayon's pool and about 1.1 GB of memory (the table,
/// one byte a state); on two cores, about 12 s for the default goal and
/// under a second for the strict one. `progress` is called at the start and
/// once per level; raising `cancel` makes it return within a fraction of a
/// second.
///
/// # Errors
/// [`SolveError::Cancelled`] when `cancel` was raised;
/// [`SolveError::Table`] ([`TableError::OutOfMemory`]) when the memory it
/// needs ([`SOLVE_BYTES`]) cannot be had: checked before anything is built.
pub fn solve(
    strict_goal: bool,
    progress: &(dyn Fn(Progress) + Sync),
    cancel: &AtomicBool,
) -> Result<FiveTable, SolveError> {
    let options = RuleOptions {
        strict_goal,
        forced_capture: false,
        no_repeat: false,
    };
    super::table::check_memory(&super::table::title(Variant::Five, &options), SOLVE_BYTES)?;
    let solved = solve::run(strict_goal, expected_decided(strict_goal), progress, cancel)?;
    let total = 2 * STATES as u64;
    let (wins, losses) = (2 * solved.wins, 2 * solved.losses);
    Ok(FiveTable {
        strict_goal,
        values: solved.values,
        counts: FiveCounts {
            wins,
            losses,
            draws: total - wins - losses,
            max_remoteness: solved.max_remoteness,
            no_step: 2 * solved.no_step,
            must_pass: 2 * solved.must_pass,
        },
    })
}

impl FiveTable {
    /// Whether the table is for `--strict-goal`.
    pub fn strict_goal(&self) -> bool {
        self.strict_goal
    }

    /// The rule options the table was solved under.
    pub fn options(&self) -> RuleOptions {
        RuleOptions {
            strict_goal: self.strict_goal,
            forced_capture: false,
            no_repeat: false,
        }
    }

    /// The win/loss/draw counts and the other facts of the table.
    pub fn counts(&self) -> FiveCounts {
        self.counts
    }

    /// The value of `pos` for its side to move; `None` for a four-field
    /// position.
    pub fn value(&self, pos: &Position) -> Option<Value> {
        (pos.variant() == Variant::Five).then(|| {
            let (black, white) = index::fold(pos);
            code::value(self.values[index::index_of(black, white)])
        })
    }

    /// The raw codes (for the file format).
    fn codes(&self) -> &[u8] {
        &self.values
    }
}

impl Solved for FiveTable {
    fn value(&self, pos: &Position) -> Option<Value> {
        FiveTable::value(self, pos)
    }
}
