//! [`MillTable`]: the solved moving phase probed from its file (or from
//! the bytes of one just built), shared by the computer, hints, review
//! and puzzles behind a lock, remembering the first damage a probe met.

use std::fs::File;
use std::io::{self, Cursor, Read, Seek, Write};
use std::sync::atomic::AtomicBool;
use std::sync::{Mutex, OnceLock};

use super::cells::SectorFacts;
use super::code;
use super::file::{FileError, MillFile};
use super::solve::{self, Stop};
use crate::ai::Value;
use crate::ai::table::{Progress, Solved, TableError, rebuild_command, title};
use crate::rules::{Position, RuleOptions, Variant};

/// The solved moving phase, probed from `R`.
pub struct MillTable<R> {
    file: Mutex<MillFile<R>>,
    path: String,
    pieces: u8,
    facts: Vec<((u8, u8), SectorFacts)>,
    fault: OnceLock<TableError>,
}

/// The error of a table file at `path` as every consumer reports it.
fn damaged(err: &FileError, path: &str) -> TableError {
    TableError::Damaged {
        path: path.to_string(),
        what: err.to_string(),
        rebuild: rebuild_command(Variant::Mill, &RuleOptions::default()),
    }
}

impl<R: Read + Seek> MillTable<R> {
    fn new(file: MillFile<R>, path: String) -> MillTable<R> {
        let facts = file
            .entries()
            .iter()
            .map(|e| ((e.m, e.o), e.facts))
            .collect();
        MillTable {
            pieces: file.pieces(),
            file: Mutex::new(file),
            path,
            facts,
            fault: OnceLock::new(),
        }
    }

    /// The pieces a side the table is solved up to.
    pub fn pieces(&self) -> u8 {
        self.pieces
    }

    /// Each sector (mover's pieces, other side's) with its counts, in the
    /// order solved.
    pub fn sectors(&self) -> &[((u8, u8), SectorFacts)] {
        &self.facts
    }

    /// The counts of all sectors together.
    pub fn total(&self) -> SectorFacts {
        self.facts
            .iter()
            .fold(SectorFacts::default(), |a, (_, f)| SectorFacts {
                win: a.win + f.win,
                loss: a.loss + f.loss,
                draw: a.draw + f.draw,
                max_win: a.max_win.max(f.max_win),
                max_loss: a.max_loss.max(f.max_loss),
            })
    }

    fn locked(&self) -> std::sync::MutexGuard<'_, MillFile<R>> {
        self.file.lock().unwrap_or_else(|p| p.into_inner())
    }
}

impl MillTable<File> {
    /// The table in `file`, shown as `path` in messages.
    ///
    /// # Errors
    /// [`TableError::Damaged`] for a damaged or foreign file.
    pub fn open(file: File, path: String) -> Result<MillTable<File>, TableError> {
        MillFile::open(file)
            .map(|f| MillTable::new(f, path.clone()))
            .map_err(|err| damaged(&err, &path))
    }
}

impl MillTable<Cursor<Vec<u8>>> {
    /// Solves the moving phase up to `pieces` a side (3–12), `progress`
    /// hearing how far and `cancel` stopping it.
    ///
    /// # Errors
    /// [`TableError::OutOfMemory`] (checked first), [`TableError::Cancelled`],
    /// [`TableError::Failed`].
    pub fn solve(
        pieces: u8,
        progress: &(dyn Fn(Progress) + Sync),
        cancel: &AtomicBool,
    ) -> Result<MillTable<Cursor<Vec<u8>>>, TableError> {
        let name = title(Variant::Mill, &RuleOptions::default());
        let pieces = pieces.clamp(solve::FEWEST, solve::MOST);
        let (bytes, _) =
            solve::run(pieces, &name, progress, cancel, None).map_err(|s| match s {
                Stop::Cancelled => TableError::Cancelled,
                Stop::Table(err) => err,
            })?;
        let file = MillFile::open(Cursor::new(bytes)).map_err(|err| TableError::Failed {
            table: name,
            reason: err.to_string(),
        })?;
        Ok(MillTable::from_file(file))
    }

    /// The table of a file's bytes in memory.
    pub(super) fn from_file(file: MillFile<Cursor<Vec<u8>>>) -> MillTable<Cursor<Vec<u8>>> {
        MillTable::new(file, String::from("(memory)"))
    }
}

impl MillTable<Cursor<Vec<u8>>> {
    /// Writes the table's file to `out`.
    ///
    /// # Errors
    /// When writing fails.
    pub fn write_to(&self, out: &mut dyn Write) -> io::Result<()> {
        out.write_all(self.locked().input().get_ref())
    }
}

impl<R: Read + Seek + Send> Solved for MillTable<R> {
    fn value(&self, pos: &Position) -> Option<Value> {
        if pos.variant() != Variant::Mill || pos.is_placing() || pos.marks() != 0 {
            return None;
        }
        let me = pos.to_move();
        let (own, other) = (pos.pieces(me), pos.pieces(me.opponent()));
        if own.count_ones() < u32::from(solve::FEWEST) {
            return Some(Value::Loss(0));
        }
        match self.locked().code_of(own, other) {
            Ok(code) => code.map(code::value),
            Err(err) => {
                let _ = self.fault.set(damaged(&err, &self.path));
                None
            }
        }
    }

    fn fault(&self) -> Option<TableError> {
        self.fault.get().cloned()
    }

    fn verify(&self) -> Result<(), TableError> {
        self.locked().verify().map_err(|err| {
            let err = damaged(&err, &self.path);
            let _ = self.fault.set(err.clone());
            err
        })
    }
}
