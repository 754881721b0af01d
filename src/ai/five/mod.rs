//! The solved five-field game: a retrograde solve of all 2,378,376,000
//! states for either goal rule, the table it makes, and its file format.
//!
//! A position with White to move has the value of the colour-swapped,
//! rank-flipped position with Black to move, so the table holds the
//! 1,189,188,000 Black-to-move states only. [`solve`] builds it;
//! [`FiveTable::encode`] writes it in blocks compressed with zstd, one byte
//! a state, and [`FiveFile`] reads single values back without inflating
//! the rest.
//!
//! # Design
//!
//! - **States.** The two colour classes of points never mix, so a position
//!   is a pair of placements: one of [`ODD_SIZE`] (34,650) on the 12 odd
//!   points times one of [`EVEN_SIZE`] (34,320) on the 13 even ones, and a
//!   move changes only one of them (`index.rs`).
//! - **The solve** goes level by level (remoteness 0, 1, 2, …) over rows of
//!   states that share their odd placement, in parallel on every core
//!   (rayon). It keeps no byte a state: one bit a state says which are
//!   won, and each level's decided states are kept as their columns, row
//!   by row, two bytes a decided state; those lists are the next level's
//!   frontier, give a row's losses (so whether a state is decided), and in
//!   the end each state's remoteness (`solve.rs`, `graph.rs`, `planes.rs`).
//!   Ctrl-c stops `kono solve` within a level and writes nothing. Memory is
//!   reserved before the solve starts: where there is not enough, the solve
//!   says how much it needs ([`SOLVE_BYTES`]) instead of aborting.
//! - **The file** is made row by row from the levels and compressed by
//!   blocks of two rows with zstd (draws are 89% of the states) behind an
//!   index and a checksum per block, so one position is read without
//!   inflating the rest: 34–80 µs for a block not yet cached, about 0.1 µs
//!   after (`file.rs`, `reader.rs`). A damaged block is an error that names
//!   the file, never a value. A [`FiveTable`] in memory is that file (28 MB)
//!   and one bit a state for "decided" (149 MB), so a draw is answered at
//!   once and a win or loss from its block.
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
//! `kono solve`, release build, on a 2-core AMD EPYC shared with four other
//! builds (load 8–12, so wall time there says little: medians of 29 s
//! against 75 s for the default goal), CPU time and peak resident memory
//! of the whole process, medians of alternating runs against the previous
//! solver, which kept a byte a state:
//!
//! | goal | CPU | peak memory | before: CPU, peak | file |
//! |---|---|---|---|---|
//! | default | 9.8 s | 450 MiB | 13.7 s, 1,029 MiB | 28.1 MB |
//! | `--strict-goal` | 0.50 s | 34 MiB | 1.51 s, 73 MiB | 0.9 MB |
//!
//! By phase, the default goal (`solve_only_default` in `tests/five_solve.rs`
//! prints each level's time):
//!
//! | phase | time (of 13.4 s wall on the loaded machine) | memory held |
//! |---|---|---|
//! | memory check, class tables | 0.7 s | a few MB |
//! | level 0 (the finished states) | 0.7 s | won plane (149 MB), the level's columns |
//! | levels 1–16 (most decided states) | 9.6 s | + the levels' columns, growing |
//! | levels 17–52 | 1.9 s | + the levels' columns: 265 MB in all |
//! | the file, then the decided plane (made from the won plane in place) | 0.5 s | + the file (28 MB): the peak, about 450 MiB |
//!
//! The file's bytes are the same as the previous solver's. An independent
//! C solver of the default goal took 24 s and 4.9 GB on the same machine.
//! Level 5 plays from the table in 1.4–2.8 ms a move (its drawn positions
//! look one move further for the opponent's mistakes).

mod file;
mod graph;
mod index;
mod planes;
mod probe;
mod reader;
mod solve;
#[cfg(test)]
mod tests;

use std::io::Cursor;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};

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

/// Black-to-move states decided under the default goal (the strict goal
/// decides far fewer).
const DECIDED_MOST: u64 = expected_decided(false) / 2;

/// The address space a solve needs at its peak: the plane of won (then
/// decided) states, one bit a state; every level's columns, two bytes a
/// decided state (the default goal's count); and room for the file being
/// written (28 MB), the rows' work and the threads' allocators. Its
/// resident peak is lower, about 450 MiB; under a limit of less than this
/// the solve would fail part way, so it refuses at once.
pub const SOLVE_BYTES: u64 = planes::PLANE_BYTES + 2 * DECIDED_MOST + (224 << 20);

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
/// position, with White to move folded onto Black to move. It holds the
/// table in its file format (tens of MB), with one bit a state that says
/// which states are decided (149 MB), so that a draw is answered without
/// inflating a block.
pub struct FiveTable {
    strict_goal: bool,
    /// Whether each Black-to-move state is won or lost.
    decided: planes::Plane,
    /// The table in its file format.
    bytes: Arc<[u8]>,
    /// The same bytes opened for probing.
    file: Mutex<FiveFile<Cursor<Arc<[u8]>>>>,
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
/// Uses every thread of rayon's pool and [`SOLVE_BYTES`] (about 650 MB)
/// of address space, about 450 MiB resident at the peak; on two idle cores, about 5 s for the default goal
/// and under a second for the strict one. The table it returns holds
/// 177 MB. `progress` is called at the start and
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
    let counts = FiveCounts {
        wins,
        losses,
        draws: total - wins - losses,
        max_remoteness: solved.max_remoteness,
        no_step: 2 * solved.no_step,
        must_pass: 2 * solved.must_pass,
    };
    let levels = solved.levels;
    let mut bytes = Vec::new();
    let fill = |t: usize, row: &mut [u8]| planes::fill_row(&levels, t, row);
    file::write_rows(ODD_SIZE, strict_goal, counts, fill, &mut bytes).map_err(|err| {
        SolveError::Table(TableError::Failed {
            table: super::table::title(Variant::Five, &options),
            reason: err.to_string(),
        })
    })?;
    drop(levels);
    FiveTable::new(strict_goal, solved.decided, bytes.into(), counts).map_err(|err| {
        SolveError::Table(TableError::Failed {
            table: super::table::title(Variant::Five, &options),
            reason: err.to_string(),
        })
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
    /// position (or, never for a table this process made, a block of its
    /// bytes that does not inflate).
    pub fn value(&self, pos: &Position) -> Option<Value> {
        if pos.variant() != Variant::Five {
            return None;
        }
        let (black, white) = index::fold(pos);
        let i = index::index_of(black, white);
        if !self.decided.get(i / index::EVEN_SIZE, i % index::EVEN_SIZE) {
            return Some(Value::Draw);
        }
        let mut file = self
            .file
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        file.code_at(i).ok().map(code::value)
    }

    /// The table of `bytes`, a sound table file whose decided states are
    /// `decided`.
    fn new(
        strict_goal: bool,
        decided: planes::Plane,
        bytes: Arc<[u8]>,
        counts: FiveCounts,
    ) -> Result<FiveTable, FileError> {
        let file = FiveFile::open(Cursor::new(Arc::clone(&bytes)), strict_goal)?;
        Ok(FiveTable {
            strict_goal,
            decided,
            bytes,
            file: Mutex::new(file),
            counts,
        })
    }
}

impl Solved for FiveTable {
    fn value(&self, pos: &Position) -> Option<Value> {
        FiveTable::value(self, pos)
    }
}
