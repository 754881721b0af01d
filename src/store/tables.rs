//! Solved tables in the data directory (`tables/`): read whole (four-field,
//! tens of MB) or opened for probing (five-field, hundreds of MB), and
//! written atomically, so a crash or Ctrl-C never leaves half a table where
//! a whole one is expected. What is inside is checked by `ai`, which refuses
//! a damaged or foreign table.

use std::fs::{self, File};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

use super::{open_regular, shown_path, write_atomic_with};
use crate::ai::five::FiveFile;
use crate::ai::four::{self, FourTable};
use crate::rules::{RuleOptions, Variant};

/// Where the table called `name` lives in the data directory `data`.
pub fn table_path(data: &Path, name: &str) -> PathBuf {
    data.join("tables").join(name)
}

/// The whole table at `path`, at most `max` bytes; `None` if there is none.
///
/// # Errors
/// A table that cannot be read, is not a regular file, or is too big.
pub fn read_table(path: &Path, max: u64) -> Result<Option<Vec<u8>>> {
    let Some(file) = open_table(path)? else {
        return Ok(None);
    };
    let mut bytes = Vec::new();
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

/// Writes a table to `path` atomically (creating the tables folder inside
/// the data directory if needed), its bytes produced by `write`.
///
/// # Errors
/// The failing step, with the path.
pub fn write_table(path: &Path, write: impl FnOnce(&mut File) -> io::Result<()>) -> Result<()> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir).with_context(|| format!("creating {}", shown_path(dir)))?;
    }
    write_atomic_with(path, write)
}

/// The largest four-field table file read (the real one is about 39 MB).
const MAX_FOUR_TABLE: u64 = 64 << 20;

/// The file name of a solved table: `four-optional.table`,
/// `four-forced.table`, `five-default.table`, `five-strict.table`.
pub fn table_name(variant: Variant, options: &RuleOptions) -> &'static str {
    match (variant, options.forced_capture, options.strict_goal) {
        (Variant::Four, false, _) => "four-optional.table",
        (Variant::Four, true, _) => "four-forced.table",
        (Variant::Five, _, false) => "five-default.table",
        (Variant::Five, _, true) => "five-strict.table",
    }
}

/// Where a four-field table came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Read from the cache.
    Cache,
    /// Built now (and cached, when there is a data directory); the reason
    /// a cached one was not used, if there was one.
    Built(Option<String>),
}

/// The solved four-field table for `options`: read from the cache in `data`
/// when it is whole and of this version, otherwise built (a few seconds;
/// `progress` hears how far) and written to the cache. A damaged or foreign
/// cache is rebuilt, never trusted; a table that cannot be cached is still
/// returned (the origin says why it was not kept).
pub fn four_table(
    data: Option<&Path>,
    options: &RuleOptions,
    progress: impl FnMut(four::Progress),
) -> (FourTable, Origin) {
    let path = data.map(|d| table_path(d, table_name(Variant::Four, options)));
    let mut refused = None;
    if let Some(path) = &path {
        match read_table(path, MAX_FOUR_TABLE) {
            Ok(Some(bytes)) => match FourTable::from_bytes(&bytes) {
                Ok(table) if table.options().forced_capture == options.forced_capture => {
                    return (table, Origin::Cache);
                }
                Ok(_) => {
                    refused = Some("the cached table is for the other capture rule".to_string())
                }
                Err(err) => refused = Some(format!("{}: {err}", shown_path(path))),
            },
            Ok(None) => {}
            Err(err) => refused = Some(format!("{err:#}")),
        }
    }
    let table = four::solve_with_progress(options, progress);
    if let Some(path) = &path {
        let bytes = table.to_bytes();
        // A table that cannot be cached is still good for this run.
        if let Err(err) = write_table(path, |file| file.write_all(&bytes)) {
            refused = Some(format!("not cached: {err:#}"));
        }
    }
    (table, Origin::Built(refused))
}

/// The solved five-field table for `options` in `data`, opened for probing;
/// `None` until `kono solve --variant five` has built it.
///
/// # Errors
/// A table that cannot be opened, or is damaged or foreign (its header,
/// index or checksum is wrong): it is refused, never trusted; `kono solve`
/// builds it again.
pub fn five_table(data: &Path, options: &RuleOptions) -> Result<Option<FiveFile<File>>> {
    let path = table_path(data, table_name(Variant::Five, options));
    let Some(file) = open_table(&path)? else {
        return Ok(None);
    };
    let reader = FiveFile::open(file, options.strict_goal).with_context(|| {
        format!(
            "{}: rebuild it with `kono solve --variant five{}`",
            shown_path(&path),
            if options.strict_goal {
                " --strict-goal"
            } else {
                ""
            }
        )
    })?;
    Ok(Some(reader))
}
