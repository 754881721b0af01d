//! Where games are kept on disk: the data directory, safe reads and atomic
//! writes of record files, each game's own locked autosave, the list of
//! saved games and the one to resume. All file I/O of the game lives here;
//! the record text itself comes from [`crate::rules::record`].
//!
//! What it promises: two windows never write the same file, a game open in
//! one window is locked against another, a write either lands whole or
//! leaves the old file, and a read takes only a regular file of a stated
//! size, so a FIFO or a device can neither hang nor flood kono.

mod file;
mod games;
mod lock;
mod progress;
mod tables;
mod time;

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use anyhow::{Result, anyhow};

pub use file::{
    MAX_RECORD_BYTES, SaveTarget, load, open_regular, read_limited, save_as, write_atomic,
    write_atomic_with,
};
pub use games::{GameFile, Problem, SavedGame, SavedGames, clean_up};
pub use lock::{Holder, Lock, LockError};
pub use progress::{
    PROGRESS_FILE, Progress, ProgressError, load_progress, progress_path, save_progress,
};
pub use tables::{
    Origin, five_table, four_table, open_table, read_table, table_name, table_path, write_table,
};
pub use time::Timestamp;

use crate::rules::record::shown;

/// The file name ending of game records.
pub const EXTENSION: &str = "kono";

/// The data directory: `$KONO_HOME` if set, else the system's place for an
/// application's data (`$XDG_DATA_HOME/kono` or `~/.local/share/kono` on
/// Linux, `~/Library/Application Support/kono` on macOS, `%APPDATA%` on
/// Windows).
///
/// # Errors
/// When `KONO_HOME` is unset and the system has no home directory.
pub fn data_dir() -> Result<PathBuf> {
    data_dir_with(std::env::var_os("KONO_HOME"))
}

/// [`data_dir`] with `kono_home` for the value of `KONO_HOME` (empty counts
/// as unset).
///
/// # Errors
/// As [`data_dir`].
pub fn data_dir_with(kono_home: Option<OsString>) -> Result<PathBuf> {
    if let Some(dir) = kono_home.filter(|v| !v.is_empty()) {
        return Ok(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "kono")
        .map(|dirs| dirs.data_dir().to_path_buf())
        .ok_or_else(|| anyhow!("no place to keep games: set KONO_HOME or HOME"))
}

/// The folder of autosaved games inside the data directory.
pub fn games_dir(data: &Path) -> PathBuf {
    data.join("games")
}

/// A path for a one-line message: control characters escaped, cut to a
/// sensible length (see [`crate::rules::record::shown`]).
pub fn shown_path(path: &Path) -> String {
    shown(&path.to_string_lossy())
}
