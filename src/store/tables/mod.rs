//! Solved tables on disk, in the cache directory (`tables/`; they can be
//! built again): where they live, moving those an earlier kono kept in the
//! data directory, reading them (four-field whole, tens of MB; five-field
//! opened for probing, hundreds of MB) and writing them atomically, so a
//! crash or Ctrl-C never leaves half a table where a whole one is expected.
//! A temporary file is locked for as long as its write runs, so the
//! leftovers of a killed write are removed and a running one never is.
//! What is inside is checked by `ai`, which refuses a damaged or foreign
//! table. [`get`] and [`build`] (in `get.rs`) are the one way to have one.

mod get;

use std::fs::{self, File, TryLockError};
use std::io::{self, Read};
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

use super::{data_dir_with, open_regular, shown_path, write_atomic_with};
use crate::rules::{RuleOptions, Variant};

pub use crate::ai::table::{Facts, built_on_request, file_name};
pub use get::{Built, Checked, Got, build, get};

/// The folder of solved tables: the system's cache directory's
/// (`$XDG_CACHE_HOME/kono/tables` or `~/.cache/kono/tables` on Linux) for
/// the system's data directory, `$KONO_HOME/tables` when `KONO_HOME` is set
/// (everything of kono's in one place). See [`tables_dir_in`].
///
/// # Errors
/// When `KONO_HOME` is unset and the system has no home directory.
pub fn tables_dir() -> Result<PathBuf> {
    super::data_dir().map(|data| tables_dir_in(&data))
}

/// The folder of solved tables that goes with the data directory `data`:
/// the system's cache directory's when `data` is the system's data
/// directory, else `data/tables` (a `KONO_HOME`, a test's folder). Tables
/// an earlier kono built in the data directory are moved there (not
/// rebuilt), and the temporary files of killed writes are removed.
pub fn tables_dir_in(data: &Path) -> PathBuf {
    let old = data.join("tables");
    let system = data_dir_with(None).ok();
    let cache =
        directories::ProjectDirs::from("", "", "kono").map(|d| d.cache_dir().join("tables"));
    let dir = match cache {
        Some(cache) if system.as_deref() == Some(data) && cache != old => {
            move_tables(&old, &cache);
            cache
        }
        _ => old,
    };
    clean_temporaries(&dir);
    dir
}

/// Moves the solved tables in `old` (the data directory's `tables/`, where
/// an earlier kono kept them) into `new`: renamed, or copied and removed
/// across file systems; a table already in `new` is kept and the old one
/// left. Best effort: a table that cannot be moved is built again when
/// needed. Returns the names moved.
pub fn move_tables(old: &Path, new: &Path) -> Vec<String> {
    let mut moved = Vec::new();
    let Ok(entries) = fs::read_dir(old) else {
        return moved;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let text = name.to_string_lossy().into_owned();
        let is_table = entry.file_type().is_ok_and(|t| t.is_file())
            && !text.starts_with('.')
            && text.ends_with(".table");
        let to = new.join(&name);
        if !is_table || fs::symlink_metadata(&to).is_ok() || fs::create_dir_all(new).is_err() {
            continue;
        }
        let from = entry.path();
        let done = fs::rename(&from, &to).is_ok() || copy_then_remove(&from, &to).is_ok();
        if done {
            moved.push(text);
        }
    }
    // Empty now, most likely; a folder still holding something stays.
    let _ = fs::remove_dir(old);
    moved
}

/// Copies `from` to `to` atomically, then removes `from` (a move across
/// file systems).
fn copy_then_remove(from: &Path, to: &Path) -> Result<()> {
    let mut input = open_regular(from)?;
    write_table(to, |file| io::copy(&mut input, file).map(|_| ()))?;
    fs::remove_file(from)?;
    Ok(())
}

/// Removes the temporary files (`.NAME.XXXXXX.tmp`) that killed table
/// writes left in the tables folder `dir`: those nobody holds locked. A
/// write in progress, however long it is paused, holds its lock and stays.
pub fn clean_temporaries(dir: &Path) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        if !(name.starts_with('.') && name.ends_with(".tmp")) {
            continue;
        }
        let path = entry.path();
        let Ok(file) = open_regular(&path) else {
            continue;
        };
        match file.try_lock() {
            Ok(()) => {
                // Nobody writes it: a killed write's leftover.
                let _ = fs::remove_file(&path);
            }
            Err(TryLockError::WouldBlock) | Err(TryLockError::Error(_)) => {}
        }
    }
}

/// Where the table of `variant` under `options` lives in the tables folder
/// `dir`; `None` for a table never kept (as its game declares in
/// [`crate::ai::table::file_name`]).
pub fn table_path(dir: &Path, variant: Variant, options: &RuleOptions) -> Option<PathBuf> {
    file_name(variant, options).map(|name| dir.join(name))
}

/// The whole table at `path`, at most `max` bytes; `None` if there is none.
///
/// # Errors
/// A table that cannot be read, is not a regular file, or is too big.
pub fn read_table(path: &Path, max: u64) -> Result<Option<Vec<u8>>> {
    let Some(file) = open_table(path)? else {
        return Ok(None);
    };
    let len = file.metadata().with_context(|| shown_path(path))?.len();
    if len > max {
        bail!(
            "{}: over {} MiB, not a kono table",
            shown_path(path),
            max >> 20
        );
    }
    let mut bytes = Vec::new();
    // Fallibly: a table too big for the memory left is refused, not fatal.
    bytes
        .try_reserve_exact(usize::try_from(len).unwrap_or(usize::MAX))
        .map_err(|_| anyhow::anyhow!("{}: not enough memory to read it", shown_path(path)))?;
    file.take(max + 1)
        .read_to_end(&mut bytes)
        .with_context(|| shown_path(path))?;
    if bytes.len() as u64 > max {
        bail!(
            "{}: over {} MiB, not a kono table",
            shown_path(path),
            max >> 20
        );
    }
    Ok(Some(bytes))
}

/// The table at `path`, opened for reading; `None` if there is none.
///
/// # Errors
/// A table that cannot be opened or is not a regular file.
pub fn open_table(path: &Path) -> Result<Option<File>> {
    match fs::symlink_metadata(path) {
        Err(err) if err.kind() == io::ErrorKind::NotFound => return Ok(None),
        _ => {}
    }
    open_regular(path)
        .with_context(|| shown_path(path))
        .map(Some)
}

/// Writes a table to `path` atomically (creating its folder if needed), its
/// bytes produced by `write`. The temporary file is locked while it is
/// written, so that [`clean_temporaries`] leaves it alone.
///
/// # Errors
/// The failing step, with the path.
pub fn write_table(path: &Path, write: impl FnOnce(&mut File) -> io::Result<()>) -> Result<()> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir).with_context(|| format!("creating {}", shown_path(dir)))?;
    }
    write_atomic_with(path, |file| {
        file.try_lock().map_err(io::Error::from)?;
        write(file)
    })
}
