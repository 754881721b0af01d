//! Where games are kept on disk: the data directory, the one guarded read
//! every file goes through, atomic writes of record files, each game's own
//! locked autosave, the list of saved games (by summary, indexed) and the
//! one to resume, the config file and the start screen's memory, and disk
//! errors worded reason first. All file I/O of the game lives here; the
//! record text itself comes from [`crate::rules::record`].
//!
//! What it promises: two windows never write the same file, a game open in
//! one window is locked against another, a write either lands whole or
//! leaves the old file, and a read takes only a regular file of a stated
//! size, so a FIFO or a device can neither hang nor flood kono.

mod config;
mod file;
mod games;
mod kept;
mod lock;
mod message;
mod progress;
mod read;
mod saved;
mod settings;
mod tables;
mod time;
mod toml_words;

use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, anyhow};

pub use config::{
    Background, CONFIG_FILE, Config, KeyOverride, Look, Problem as ConfigProblem, config_path,
    config_path_with, parse_config, read_config,
};
pub use file::{
    MAX_RECORD_BYTES, SaveRefusal, SaveTarget, load, open_regular, read_limited, save_as,
    save_path, write_atomic, write_atomic_with,
};
pub use games::{GameFile, Resumed, clean_up};
pub use kept::keep_beside;
pub use lock::{Holder, Lock, LockError};
pub use message::{reason_first, reason_first_in};
pub use progress::{
    PROGRESS_FILE, Progress, ProgressError, load_progress, progress_path, save_progress,
};
pub use read::{ReadError, open_guarded, read_guarded, read_guarded_text};
pub use saved::{Problem, SavedGame, SavedGames, delete_game};
pub use settings::{
    MAX_SETTINGS_BYTES, START_FILE, Seat, SideChoice, StartSettings, recall_start, remember_start,
    start_file,
};
pub use tables::{
    Built, Checked, Facts, Got, build, built_on_request, clean_temporaries, file_name, get,
    move_tables, open_table, read_table, table_path, tables_dir, tables_dir_in, write_table,
};
pub use time::Timestamp;

use crate::rules::record::shown;

/// The file name ending of game records.
pub const EXTENSION: &str = "kono";

/// The data directory: `$KONO_HOME` if set, else the system's place for an
/// application's data (`$XDG_DATA_HOME/kono` or `~/.local/share/kono` on
/// Linux, `~/Library/Application Support/kono` on macOS).
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
        .ok_or_else(|| anyhow!(crate::t!("store-no-data-dir")))
}

/// The folder of autosaved games inside the data directory.
pub fn games_dir(data: &Path) -> PathBuf {
    data.join("games")
}

/// Whether a record can be written in the games folder of `data` now: a
/// network game whose moves could not be saved must not begin.
///
/// # Errors
/// When the folder cannot be made or a file cannot be written in it.
pub fn check_writable(data: &Path) -> Result<()> {
    let dir = games_dir(data);
    fs::create_dir_all(&dir).with_context(|| format!("making {}", shown_path(&dir)))?;
    tempfile::tempfile_in(&dir).with_context(|| format!("writing in {}", shown_path(&dir)))?;
    Ok(())
}

/// A path for a one-line message: control characters escaped, cut to a
/// sensible length (see [`crate::rules::record::shown`]).
pub fn shown_path(path: &Path) -> String {
    shown(&path.to_string_lossy())
}
