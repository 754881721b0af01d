//! [`Probe`]: a five-field table file shared by the computer, hints, review
//! and puzzles, probed one block at a time behind a lock, that remembers the
//! first damage a probe met so that every consumer can name it.

use std::io::{Read, Seek};
use std::sync::{Mutex, OnceLock};

use super::file::FileError;
use super::reader::FiveFile;
use crate::ai::Value;
use crate::ai::table::{Solved, TableError, rebuild_command};
use crate::rules::{Position, RuleOptions, Variant};

/// A five-field table file opened for probing, with the path it was read
/// from (for messages).
pub struct Probe<R> {
    /// The file; the lock makes it shareable between threads.
    file: Mutex<FiveFile<R>>,
    /// The file's path as shown in messages.
    path: String,
    /// Whether the table is for `--strict-goal`.
    strict_goal: bool,
    /// The first damage a probe met.
    fault: OnceLock<TableError>,
}

impl<R: Read + Seek> Probe<R> {
    /// Shares `file`, read from `path` (as shown in messages).
    pub fn new(file: FiveFile<R>, path: String) -> Probe<R> {
        let strict_goal = file.strict_goal();
        Probe {
            file: Mutex::new(file),
            path,
            strict_goal,
            fault: OnceLock::new(),
        }
    }
}

impl FileError {
    /// This error of the five-field table at `path` (as shown) under the
    /// goal rule `strict_goal`, as the typed error every consumer reports:
    /// a damaged or foreign file, named with the command that rebuilds it.
    pub fn for_table(&self, path: &str, strict_goal: bool) -> TableError {
        let what = match self {
            FileError::Damaged(what) => what.clone(),
            other => other.to_string(),
        };
        let options = RuleOptions {
            strict_goal,
            forced_capture: false,
            no_repeat: false,
        };
        TableError::Damaged {
            path: path.to_string(),
            what,
            rebuild: rebuild_command(Variant::Five, &options),
        }
    }
}

/// A block that cannot be read or is damaged gives no value, and is
/// remembered as the table's [`Solved::fault`].
impl<R: Read + Seek + Send> Solved for Probe<R> {
    fn value(&self, pos: &Position) -> Option<Value> {
        if pos.variant() != Variant::Five {
            return None;
        }
        let mut file = self
            .file
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        match file.value(pos) {
            Ok(value) => Some(value),
            Err(err) => {
                // Only the first damage is kept: it names the file either way.
                let _ = self.fault.set(err.for_table(&self.path, self.strict_goal));
                None
            }
        }
    }

    fn fault(&self) -> Option<TableError> {
        self.fault.get().cloned()
    }

    fn verify(&self) -> Result<(), TableError> {
        let mut file = self
            .file
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        file.verify().map_err(|err| {
            let err = err.for_table(&self.path, self.strict_goal);
            // Only the first damage is kept: it names the file either way.
            let _ = self.fault.set(err.clone());
            err
        })
    }
}
