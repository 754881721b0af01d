//! The advisory lock that marks a game as open in a kono window: a file
//! `.NAME.lock` beside the record, locked for as long as the window has the
//! game and holding its process id, so that another window can say who has
//! it. The operating system drops the lock when the process ends, however
//! it ends, so a crash never leaves a game locked.

use std::fmt;
use std::fs::{self, File, OpenOptions, TryLockError};
use std::io::{self, Read, Seek, Write};
use std::path::{Path, PathBuf};

use super::shown_path;

/// A game held by this process; dropping it lets the game go.
#[derive(Debug)]
pub struct Lock {
    /// The lock file, locked.
    file: File,
    /// Where it is, to remove it when the game is let go.
    path: PathBuf,
}

/// The window that has a game open: its process id, when it could be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Holder(pub Option<u32>);

impl fmt::Display for Holder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(pid) => write!(f, "pid {pid}"),
            None => write!(f, "pid unknown"),
        }
    }
}

/// Why a game could not be locked.
#[derive(Debug, thiserror::Error)]
pub enum LockError {
    /// Another kono has it open.
    #[error("{game} is open in another kono window ({holder})")]
    Busy {
        /// The record, as shown in messages.
        game: String,
        /// Who has it.
        holder: Holder,
    },
    /// The lock file could not be made or locked.
    #[error("cannot lock {game}: {cause}")]
    Io {
        /// The record, as shown in messages.
        game: String,
        /// What failed (said in the message, so not a source as well: the
        /// cause is said once).
        cause: io::Error,
    },
}

/// The lock file of the record at `record`.
fn lock_path(record: &Path) -> PathBuf {
    let mut name = std::ffi::OsString::from(".");
    name.push(record.file_name().unwrap_or_default());
    name.push(".lock");
    record.with_file_name(name)
}

/// Whether `path` ends in a file name that is a lock file's.
pub(super) fn is_lock_name(name: &str) -> bool {
    name.starts_with('.') && name.ends_with(".lock")
}

impl Lock {
    /// Locks the game at `record` for this process.
    ///
    /// # Errors
    /// [`LockError::Busy`] with the holder's pid when another kono (or
    /// another handle in this one) has it; [`LockError::Io`] when the lock
    /// file cannot be made.
    pub fn acquire(record: &Path) -> Result<Lock, LockError> {
        let path = lock_path(record);
        let io_error = |cause| LockError::Io {
            game: shown_path(record),
            cause,
        };
        let mut tries = 0;
        loop {
            if !regular_or_missing(&path) {
                return Err(io_error(io::Error::other(format!(
                    "{} is not a regular file",
                    shown_path(&path)
                ))));
            }
            let mut file = OpenOptions::new()
                .read(true)
                .write(true)
                .create(true)
                .truncate(false)
                .open(&path)
                .map_err(io_error)?;
            match file.try_lock() {
                Ok(()) => {}
                // Another window looking (see `holder`) holds it a moment.
                Err(TryLockError::WouldBlock) if tries < 3 => {
                    tries += 1;
                    std::thread::sleep(std::time::Duration::from_millis(20));
                    continue;
                }
                Err(TryLockError::WouldBlock) => {
                    return Err(LockError::Busy {
                        game: shown_path(record),
                        holder: read_pid(&mut file),
                    });
                }
                Err(TryLockError::Error(e)) => return Err(io_error(e)),
            }
            // The previous holder removes the file as it lets go: if it did
            // so between the open and the lock, this lock is on a file no
            // one else will see, so start again on the one at the path.
            if !still_at(&file, &path) {
                continue;
            }
            file.set_len(0)
                .and_then(|()| file.rewind())
                .and_then(|()| write!(file, "{}", std::process::id()))
                .and_then(|()| file.flush())
                .map_err(io_error)?;
            return Ok(Lock { file, path });
        }
    }

    /// Who has the game at `record` open, if a kono window has it. Looks
    /// without taking the lock for longer than the look.
    pub fn holder(record: &Path) -> Option<Holder> {
        let path = lock_path(record);
        // A FIFO planted there would hang the open.
        if !fs::symlink_metadata(&path).ok()?.is_file() {
            return None;
        }
        let mut file = File::open(path).ok()?;
        match file.try_lock_shared() {
            Err(TryLockError::WouldBlock) => Some(read_pid(&mut file)),
            // Free (the lock ends as `file` is dropped) or not lockable.
            _ => None,
        }
    }
}

impl Drop for Lock {
    fn drop(&mut self) {
        // Removed while still locked, so that whoever opened it meanwhile
        // sees it is gone and starts again; the lock ends with the handle.
        let _ = fs::remove_file(&self.path); // best effort: a stale lock file is harmless
        let _ = self.file.unlock();
    }
}

/// Whether `path` is a regular file (not a link, FIFO or device) or nothing.
fn regular_or_missing(path: &Path) -> bool {
    fs::symlink_metadata(path).map_or(true, |meta| meta.is_file())
}

/// The pid written in a lock file (its first bytes only: a planted huge
/// file is not read whole).
fn read_pid(file: &mut File) -> Holder {
    let mut text = String::new();
    let _ = file
        .rewind()
        .and_then(|()| file.take(32).read_to_string(&mut text));
    Holder(text.trim().parse().ok())
}

/// Whether `file` is still the file at `path`.
#[cfg(unix)]
fn still_at(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), fs::metadata(path)) {
        (Ok(open), Ok(named)) => open.dev() == named.dev() && open.ino() == named.ino(),
        _ => false,
    }
}

/// Elsewhere an open file cannot be removed, so it is always still there.
#[cfg(not(unix))]
fn still_at(_file: &File, _path: &Path) -> bool {
    true
}
