//! How each game's solved table is had, declared by the game's solver here
//! so that the store asks and never names a game: the file it is kept in,
//! whether it is read whole and built when first needed, probed from disk
//! and built only on request, solved in memory and never kept, or not
//! solved at all; and the game's own code that reads, opens and builds it.

use std::fs::File;
use std::io::{self, Write};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::{Progress, Solved, TableError, title};
use crate::ai::five::{self, FiveCounts, FiveFile, Probe, SolveError};
use crate::ai::four::{self, FourTable};
use crate::ai::moving::{self, MillTable};
use crate::ai::small::SmallTable;
use crate::rules::{RuleOptions, Variant};

/// The largest four-field table file read (the real one is about 39 MB).
const MAX_FOUR_TABLE: u64 = 64 << 20;

/// How a game's solved table is had and kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Storage {
    /// Built when first needed (seconds), kept in its file and read back
    /// whole, the file being at most `max_bytes`; a damaged or foreign file
    /// is built again.
    Whole {
        /// The largest file read.
        max_bytes: u64,
    },
    /// Too big to build at once: built only on request (`b`, `kono
    /// solve`), kept in its file and probed from disk; a damaged or foreign
    /// file is refused.
    Probed,
    /// Small: solved in memory when first needed, never kept.
    InMemory,
    /// Too large to solve: the game has no table.
    Unsolved,
}

/// How the solved table of `variant` is had.
pub const fn storage(variant: Variant) -> Storage {
    match variant {
        Variant::Four => Storage::Whole {
            max_bytes: MAX_FOUR_TABLE,
        },
        Variant::Five => Storage::Probed,
        Variant::Well | Variant::Pumpkin | Variant::Line => Storage::InMemory,
        Variant::Mill => Storage::Probed,
    }
}

/// Whether the solved table of `variant` is built only on request (`b`,
/// `kono solve`) and kept on disk, being too big to build at once; the
/// others are built as they are first needed (or never).
pub const fn built_on_request(variant: Variant) -> bool {
    matches!(storage(variant), Storage::Probed)
}

/// Whether `variant` has a solved table at all: where it has none, level 5
/// is its strongest search (never called perfect) and there are no puzzles.
pub const fn solved(variant: Variant) -> bool {
    !matches!(storage(variant), Storage::Unsolved)
}

/// Whether the table of `variant` covers only part of the game (참고누's
/// moving phase up to some pieces a side): outside it the search plays,
/// labelled as such, and level 5 is "perfect" only inside.
pub const fn partial(variant: Variant) -> bool {
    matches!(variant, Variant::Mill)
}

/// The file name of the solved table of `variant` under `options` in the
/// tables folder (`four-forced.table`, `five-default.table`); `None` for a
/// table never kept.
pub fn file_name(variant: Variant, options: &RuleOptions) -> Option<&'static str> {
    match variant {
        Variant::Four if options.forced_capture => Some("four-forced.table"),
        Variant::Four => Some("four-optional.table"),
        Variant::Five if options.strict_goal => Some("five-strict.table"),
        Variant::Five => Some("five-default.table"),
        Variant::Mill => Some("mill-moving.table"),
        Variant::Well | Variant::Pumpkin | Variant::Line => None,
    }
}

/// What a finished build counted, for `kono solve` to print.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Facts {
    /// States counted once (one side to move, or both where the table holds
    /// both) and the largest remoteness.
    States {
        /// States won, lost and drawn.
        counts: super::Counts,
        /// The largest remoteness.
        max_remoteness: u16,
    },
    /// A table that folds one side to move onto the other: both sides'
    /// counts, and the states where the side to move must pass.
    BothSides(FiveCounts),
    /// A table of part of the game (참고누's moving phase): its positions
    /// counted up to the board's symmetries, and the pieces a side it
    /// reaches.
    Part {
        /// Positions won, lost and drawn.
        counts: super::Counts,
        /// The largest remoteness.
        max_remoteness: u16,
        /// The most pieces a side.
        pieces: u8,
    },
}

/// A solved table that can write itself in its file's format.
pub trait Keep: Solved {
    /// Writes the table to `out`.
    ///
    /// # Errors
    /// When writing fails.
    fn keep(&self, out: &mut dyn Write) -> io::Result<()>;
}

impl Keep for FourTable {
    fn keep(&self, mut out: &mut dyn Write) -> io::Result<()> {
        self.write_to(&mut out)
    }
}

impl Keep for MillTable<std::io::Cursor<Vec<u8>>> {
    fn keep(&self, out: &mut dyn Write) -> io::Result<()> {
        self.write_to(out)
    }
}

impl Keep for five::FiveTable {
    fn keep(&self, mut out: &mut dyn Write) -> io::Result<()> {
        self.encode(&mut out).map(|_| ()).map_err(io::Error::other)
    }
}

/// A table just solved.
pub struct Solution {
    /// The table.
    pub table: Arc<dyn Solved>,
    /// What it counted.
    pub facts: Facts,
    /// The table again, to be written to its file (`None` for one never
    /// kept).
    pub keep: Option<Arc<dyn Keep>>,
}

/// The table of `variant` under `options` from the whole bytes of its file
/// ([`Storage::Whole`]).
///
/// # Errors
/// Why the bytes are refused, in one line (damaged, foreign, or for other
/// rule options): the table is then built again.
pub fn read_whole(
    variant: Variant,
    options: &RuleOptions,
    bytes: Vec<u8>,
) -> Result<Arc<dyn Solved>, String> {
    match variant {
        Variant::Four => match FourTable::from_vec(bytes) {
            Ok(table) if table.options().forced_capture == options.forced_capture => {
                Ok(Arc::new(table))
            }
            Ok(_) => Err("for the other capture rule".to_string()),
            Err(err) => Err(err.to_string()),
        },
        Variant::Five | Variant::Well | Variant::Pumpkin | Variant::Line | Variant::Mill => {
            Err(format!("{} keeps no whole table", variant.title()))
        }
    }
}

/// The table of `variant` under `options` probed from its `file` (shown as
/// `shown` in messages) ([`Storage::Probed`]).
///
/// # Errors
/// [`TableError::Damaged`] for a damaged or foreign file.
pub fn open_probed(
    variant: Variant,
    options: &RuleOptions,
    file: File,
    shown: String,
) -> Result<Arc<dyn Solved>, TableError> {
    match variant {
        Variant::Five => FiveFile::open(file, options.strict_goal)
            .map(|file| Arc::new(Probe::new(file, shown.clone())) as Arc<dyn Solved>)
            .map_err(|err| err.for_table(&shown, options.strict_goal)),
        Variant::Mill => {
            MillTable::open(file, shown).map(|table| Arc::new(table) as Arc<dyn Solved>)
        }
        Variant::Four | Variant::Well | Variant::Pumpkin | Variant::Line => {
            Err(TableError::Unreadable {
                path: shown,
                reason: format!("{} keeps no probed table", variant.title()),
            })
        }
    }
}

/// The table of `variant` kept in memory for the run ([`Storage::InMemory`]),
/// solved on first need; `None` for a game without one.
pub fn in_memory(variant: Variant) -> Option<Arc<dyn Solved>> {
    SmallTable::of(variant).map(|table| table as Arc<dyn Solved>)
}

/// Solves `variant` under `options` afresh, `progress` hearing how far and
/// `cancel` stopping it (where the solve is long enough to be stopped);
/// `pieces` is how far a table of part of the game reaches (참고누: the
/// pieces a side, [`moving::DEFAULT_PIECES`] when `None`).
///
/// # Errors
/// [`TableError::OutOfMemory`] (checked before the build starts),
/// [`TableError::Cancelled`], [`TableError::Failed`] for a game too large
/// to solve.
pub fn solve(
    variant: Variant,
    options: &RuleOptions,
    pieces: Option<u8>,
    progress: &(dyn Fn(Progress) + Sync),
    cancel: &AtomicBool,
) -> Result<Solution, TableError> {
    match variant {
        Variant::Four => {
            let table = Arc::new(four::solve_with_progress(options, progress)?);
            Ok(Solution {
                facts: Facts::States {
                    counts: table.counts(),
                    max_remoteness: table.max_remoteness(),
                },
                table: Arc::clone(&table) as Arc<dyn Solved>,
                keep: Some(table),
            })
        }
        Variant::Five => {
            let table =
                five::solve(options.strict_goal, progress, cancel).map_err(|err| match err {
                    SolveError::Cancelled => TableError::Cancelled,
                    SolveError::Table(err) => err,
                    other => TableError::Failed {
                        table: title(variant, options),
                        reason: other.to_string(),
                    },
                })?;
            let table = Arc::new(table);
            Ok(Solution {
                facts: Facts::BothSides(table.counts()),
                table: Arc::clone(&table) as Arc<dyn Solved>,
                keep: Some(table),
            })
        }
        Variant::Well | Variant::Pumpkin | Variant::Line => {
            let report = |done, total| {
                progress(Progress {
                    done,
                    total,
                    level: None,
                });
            };
            let table = SmallTable::solve(variant, &report);
            Ok(Solution {
                facts: Facts::States {
                    counts: table.counts(None),
                    max_remoteness: table.max_remoteness(),
                },
                table: Arc::new(table),
                keep: None,
            })
        }
        Variant::Mill => {
            let pieces = pieces.unwrap_or(moving::DEFAULT_PIECES);
            let table = Arc::new(MillTable::solve(pieces, progress, cancel)?);
            let total = table.total();
            Ok(Solution {
                facts: Facts::Part {
                    counts: super::Counts {
                        win: total.win,
                        loss: total.loss,
                        draw: total.draw,
                    },
                    max_remoteness: total.max_win.max(total.max_loss),
                    pieces: table.pieces(),
                },
                table: Arc::clone(&table) as Arc<dyn Solved>,
                keep: Some(table),
            })
        }
    }
}
