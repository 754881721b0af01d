//! The one way to have a solved table: [`get`] loads it from the tables
//! folder (or builds it there on first need, as its game's
//! [`Storage`] says), [`build`] builds one afresh with progress and cancel
//! and keeps it. The commands, the game, hints, review and puzzles all come
//! here; what each game's table is, `ai` says.

use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::{open_table, read_table, table_path, write_table};
use crate::ai::table::{self, Facts, Progress, Solved, Storage, TableError, title};
use crate::rules::{RuleOptions, Variant};
use crate::store::shown_path;

/// A table just built.
pub struct Built {
    /// The table, for this run.
    pub table: Arc<dyn Solved>,
    /// Its name in messages ("four-field (--forced-capture)").
    pub title: String,
    /// Its counts.
    pub facts: Facts,
    /// Where it was written (when there is a tables folder and the table
    /// is kept).
    pub path: Option<PathBuf>,
    /// Why it could not be written ([`TableError::NotKept`]); the table is
    /// good for this run all the same.
    pub not_kept: Option<TableError>,
}

/// A table checked whole, with why it was not kept if it was not.
pub type Checked = (Arc<dyn Solved>, Option<TableError>);

/// What [`get`] found.
pub enum Got {
    /// Read from the tables folder, or solved in memory.
    Cached(Arc<dyn Solved>),
    /// Built now ([`Storage::Whole`]); `replaced` says why a table on disk
    /// was not used, if one was there.
    Built {
        /// The table built.
        built: Built,
        /// Why the file there was refused, in one line.
        replaced: Option<String>,
    },
    /// No table yet (`kono solve` builds it), or none at all.
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

    /// When the table was built rather than read: its title, and why the
    /// old one was refused or the new one not kept (none when all went
    /// well), for the caller to word.
    pub fn note(&self) -> Option<(&str, Vec<String>)> {
        let Got::Built { built, replaced } = self else {
            return None;
        };
        let why = replaced
            .iter()
            .cloned()
            .chain(built.not_kept.iter().map(ToString::to_string))
            .collect();
        Some((&built.title, why))
    }
}

/// The solved table of `variant` under `options` from the tables folder
/// `dir`, had as its game's [`Storage`] says: a whole table read when it is
/// sound and of this version, otherwise built (a few seconds; `progress`
/// hears how far) and kept; a probed one opened once `kono solve` has built
/// it; a small one solved in memory. A damaged or foreign whole table is
/// built again, never trusted; a probed one is refused.
///
/// # Errors
/// A probed table that is damaged, foreign or unreadable (the error names
/// the file and the command that rebuilds it); a build without memory
/// enough.
pub fn get(
    dir: Option<&Path>,
    variant: Variant,
    options: &RuleOptions,
    progress: &(dyn Fn(Progress) + Sync),
    cancel: &AtomicBool,
) -> Result<Got, TableError> {
    let path = dir.and_then(|d| table_path(d, variant, options));
    match table::storage(variant) {
        Storage::Whole { max_bytes } => {
            let mut replaced = None;
            if let Some(path) = &path {
                match read_table(path, max_bytes) {
                    Ok(Some(bytes)) => match table::read_whole(variant, options, bytes) {
                        Ok(table) => return Ok(Got::Cached(table)),
                        Err(why) => replaced = Some(format!("{}: {why}", shown_path(path))),
                    },
                    Ok(None) => {}
                    Err(err) => replaced = Some(format!("{err:#}")),
                }
            }
            let built = build(dir, variant, options, None, progress, cancel)?;
            Ok(Got::Built { built, replaced })
        }
        Storage::Probed => {
            let Some(path) = path else {
                return Ok(Got::Missing);
            };
            let shown = shown_path(&path);
            match open_table(&path) {
                Ok(Some(file)) => {
                    table::open_probed(variant, options, file, shown).map(Got::Cached)
                }
                Ok(None) => Ok(Got::Missing),
                Err(err) => Err(TableError::Unreadable {
                    path: shown,
                    reason: format!("{:#}", err.root_cause()),
                }),
            }
        }
        Storage::InMemory => Ok(table::in_memory(variant).map_or(Got::Missing, Got::Cached)),
        Storage::Unsolved => Ok(Got::Missing),
    }
}

/// Builds the solved table of `variant` under `options` afresh (whatever
/// is on disk), `progress` hearing how far and `cancel` stopping it, and
/// writes it to the tables folder `dir` atomically when its game keeps it;
/// a probed table is then probed from the file written. A table that cannot
/// be written is still returned, with the reason. `pieces`: how far a table
/// of part of the game reaches ([`table::solve`]).
///
/// # Errors
/// [`TableError::OutOfMemory`] (checked before the build starts),
/// [`TableError::Cancelled`], [`TableError::Failed`].
pub fn build(
    dir: Option<&Path>,
    variant: Variant,
    options: &RuleOptions,
    pieces: Option<u8>,
    progress: &(dyn Fn(Progress) + Sync),
    cancel: &AtomicBool,
) -> Result<Built, TableError> {
    let title = title(variant, options);
    let solution = table::solve(variant, options, pieces, progress, cancel)?;
    let mut built = Built {
        table: solution.table,
        title,
        facts: solution.facts,
        path: None,
        not_kept: None,
    };
    let (Some(keep), Some(path)) = (
        solution.keep,
        dir.and_then(|d| table_path(d, variant, options)),
    ) else {
        return Ok(built);
    };
    let written = write_table(&path, |file| {
        let mut out = BufWriter::new(file);
        keep.keep(&mut out)?;
        out.flush()
    });
    // A probed table is probed from the file just written (tens of MB)
    // rather than held whole in memory (hundreds).
    let kept = written.and_then(|()| match table::storage(variant) {
        Storage::Probed => {
            let shown = shown_path(&path);
            let file = open_table(&path)?.ok_or_else(|| anyhow::anyhow!("{shown} is gone"))?;
            Ok(Some(table::open_probed(variant, options, file, shown)?))
        }
        _ => Ok(None),
    });
    match kept {
        Ok(probe) => built.table = probe.unwrap_or(built.table),
        Err(err) => {
            built.not_kept = Some(TableError::NotKept {
                table: built.title.clone(),
                reason: format!("{err:#}"),
            });
        }
    }
    built.path = Some(path);
    Ok(built)
}
