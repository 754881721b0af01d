//! The one way to have a solved table: [`get`] loads it from the tables
//! folder (four-field's built there on first need), [`build`] builds one
//! afresh with progress and cancel and keeps it. The commands, the game,
//! hints, review and puzzles all come here.

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::{open_table, read_table, table_path, write_table};
use crate::ai::five::{self, FiveCounts, FiveFile, Probe, SolveError};
use crate::ai::four::{self, FourTable};
use crate::ai::small::SmallTable;
use crate::ai::table::{Progress, Solved, TableError, title};
use crate::rules::{RuleOptions, Variant};
use crate::store::shown_path;

/// The largest four-field table file read (the real one is about 39 MB).
const MAX_FOUR_TABLE: u64 = 64 << 20;

/// The facts of a table just built, for `kono solve` to print.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Facts {
    /// A four-field table's counts (one side to move), or a small gonu
    /// game's (both sides), and its largest remoteness.
    Four {
        /// States won, lost and drawn.
        counts: four::Counts,
        /// The largest remoteness.
        max_remoteness: u16,
    },
    /// A five-field table's counts (both sides to move) and facts.
    Five(FiveCounts),
}

/// A table just built.
pub struct Built {
    /// The table, for this run.
    pub table: Arc<dyn Solved>,
    /// Its counts.
    pub facts: Facts,
    /// Where it was written (when there is a tables folder).
    pub path: Option<PathBuf>,
    /// Why it could not be written ([`TableError::NotKept`]); the table is
    /// good for this run all the same.
    pub not_kept: Option<TableError>,
}

/// A table checked whole, with why it was not kept if it was not.
pub type Checked = (Arc<dyn Solved>, Option<TableError>);

/// What [`get`] found.
pub enum Got {
    /// Read from the tables folder.
    Cached(Arc<dyn Solved>),
    /// Built now (four-field); `replaced` says why a table on disk was not
    /// used, if one was there.
    Built {
        /// The table built.
        built: Built,
        /// Why the file there was refused, in one line.
        replaced: Option<String>,
    },
    /// No five-field table yet: `kono solve` builds it.
    Missing,
}

impl Got {
    /// The table, if there is one.
    pub fn table(&self) -> Option<Arc<dyn Solved>> {
        match self {
            Got::Cached(table) => Some(Arc::clone(table)),
            Got::Built { built, .. } => Some(Arc::clone(&built.table)),
            Got::Missing => None,
        }
    }

    /// What the game needs to know before it plays from the table: the
    /// table checked whole ([`Solved::verify`]) with why it was not kept if
    /// it was not, or `None` when there is none yet.
    ///
    /// # Errors
    /// The damage [`Solved::verify`] found.
    pub fn checked(self) -> Result<Option<Checked>, TableError> {
        let not_kept = match &self {
            Got::Built { built, .. } => built.not_kept.clone(),
            _ => None,
        };
        match self.table() {
            Some(table) => table.verify().map(|()| Some((table, not_kept))),
            None => Ok(None),
        }
    }

    /// A one-line note when the table was built rather than read: why the
    /// old one was refused, or why the new one was not kept.
    pub fn note(&self) -> Option<String> {
        let Got::Built { built, replaced } = self else {
            return None;
        };
        let why: Vec<String> = replaced
            .iter()
            .cloned()
            .chain(built.not_kept.iter().map(ToString::to_string))
            .collect();
        Some(if why.is_empty() {
            "built the four-field table".to_string()
        } else {
            format!("built the four-field table ({})", why.join("; "))
        })
    }
}

/// The solved table of `variant` under `options` from the tables folder
/// `dir`: four-field's read when it is whole and of this version, otherwise
/// built (a few seconds; `progress` hears how far) and kept; five-field's
/// opened for probing once `kono solve` has built it. A damaged or foreign
/// four-field file is built again, never trusted; a five-field one is
/// refused.
///
/// # Errors
/// A five-field table that is damaged, foreign or unreadable (the error
/// names the file and the command that rebuilds it); a four-field build
/// without memory enough.
pub fn get(
    dir: Option<&Path>,
    variant: Variant,
    options: &RuleOptions,
    progress: &(dyn Fn(Progress) + Sync),
    cancel: &AtomicBool,
) -> Result<Got, TableError> {
    let path = dir.map(|d| table_path(d, variant, options));
    match variant {
        Variant::Four => {
            let mut replaced = None;
            if let Some(path) = &path {
                match read_table(path, MAX_FOUR_TABLE) {
                    Ok(Some(bytes)) => match FourTable::from_vec(bytes) {
                        Ok(table) if table.options().forced_capture == options.forced_capture => {
                            return Ok(Got::Cached(Arc::new(table)));
                        }
                        Ok(_) => {
                            replaced = Some(format!(
                                "{} is for the other capture rule",
                                shown_path(path)
                            ));
                        }
                        Err(err) => replaced = Some(format!("{}: {err}", shown_path(path))),
                    },
                    Ok(None) => {}
                    Err(err) => replaced = Some(format!("{err:#}")),
                }
            }
            let built = build(dir, variant, options, progress, cancel)?;
            Ok(Got::Built { built, replaced })
        }
        Variant::Five => {
            let Some(path) = path else {
                return Ok(Got::Missing);
            };
            let shown = shown_path(&path);
            let file = match open_table(&path) {
                Ok(Some(file)) => file,
                Ok(None) => return Ok(Got::Missing),
                Err(err) => {
                    return Err(TableError::Unreadable {
                        path: shown,
                        reason: format!("{:#}", err.root_cause()),
                    });
                }
            };
            FiveFile::open(file, options.strict_goal)
                .map(|file| Got::Cached(Arc::new(Probe::new(file, shown.clone()))))
                .map_err(|err| err.for_table(&shown, options.strict_goal))
        }
        Variant::Well | Variant::Pumpkin | Variant::Line => Ok(SmallTable::of(variant)
            .map_or(Got::Missing, |table| Got::Cached(table as Arc<dyn Solved>))),
        Variant::Mill => Ok(Got::Missing),
    }
}

/// Builds the solved table of `variant` under `options` afresh (whatever
/// is on disk), `progress` hearing how far and `cancel` stopping it, and
/// writes it to the tables folder `dir` atomically. A table that cannot be
/// written is still returned, with the reason.
///
/// # Errors
/// [`TableError::OutOfMemory`] (checked before the build starts),
/// [`TableError::Cancelled`].
pub fn build(
    dir: Option<&Path>,
    variant: Variant,
    options: &RuleOptions,
    progress: &(dyn Fn(Progress) + Sync),
    cancel: &AtomicBool,
) -> Result<Built, TableError> {
    let path = dir.map(|d| table_path(d, variant, options));
    let name = title(variant, options);
    let not_kept = |err: anyhow::Error| TableError::NotKept {
        table: name.clone(),
        reason: format!("{err:#}"),
    };
    match variant {
        Variant::Four => {
            let table = four::solve_with_progress(options, progress)?;
            let facts = Facts::Four {
                counts: table.counts(),
                max_remoteness: table.max_remoteness(),
            };
            let kept = path.as_deref().map(|path| {
                write_table(path, |file| {
                    let mut out = BufWriter::new(file);
                    table.write_to(&mut out)?;
                    out.flush()
                })
            });
            Ok(Built {
                table: Arc::new(table),
                facts,
                path,
                not_kept: kept.and_then(Result::err).map(not_kept),
            })
        }
        Variant::Well | Variant::Pumpkin | Variant::Line => {
            // Small enough to solve in memory at once: never written.
            let report = |done, total| {
                progress(Progress {
                    done,
                    total,
                    level: None,
                });
            };
            let table = SmallTable::solve(variant, &report);
            let facts = Facts::Four {
                counts: table.counts(None),
                max_remoteness: table.max_remoteness(),
            };
            Ok(Built {
                table: Arc::new(table),
                facts,
                path: None,
                not_kept: None,
            })
        }
        Variant::Mill => Err(TableError::Failed {
            table: name,
            reason: "the mill game is too large to solve".to_string(),
        }),
        Variant::Five => {
            let table =
                five::solve(options.strict_goal, progress, cancel).map_err(|err| match err {
                    SolveError::Cancelled => TableError::Cancelled,
                    SolveError::Table(err) => err,
                    other => TableError::Failed {
                        table: name.clone(),
                        reason: other.to_string(),
                    },
                })?;
            let facts = Facts::Five(table.counts());
            let Some(path) = path else {
                return Ok(Built {
                    table: Arc::new(table),
                    facts,
                    path: None,
                    not_kept: None,
                });
            };
            let written = write_table(&path, |file| {
                let mut out = BufWriter::new(file);
                table.encode(&mut out).map_err(std::io::Error::other)?;
                out.flush()
            });
            // Kept: probe the file (tens of MB) rather than hold the whole
            // table (over a GB) in memory.
            let reopened = written.and_then(|()| reopen(&path, options.strict_goal));
            match reopened {
                Ok(probe) => Ok(Built {
                    table: Arc::new(probe),
                    facts,
                    path: Some(path),
                    not_kept: None,
                }),
                Err(err) => Ok(Built {
                    table: Arc::new(table),
                    facts,
                    path: Some(path),
                    not_kept: Some(not_kept(err)),
                }),
            }
        }
    }
}

/// The five-field table just written to `path`, opened for probing.
fn reopen(path: &Path, strict_goal: bool) -> anyhow::Result<Probe<File>> {
    let shown = shown_path(path);
    let file = open_table(path)?.ok_or_else(|| anyhow::anyhow!("{shown} is gone"))?;
    let file = FiveFile::open(file, strict_goal)?;
    Ok(Probe::new(file, shown))
}
