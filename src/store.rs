//! Where games are kept on disk: the data directory, atomic writes, the
//! autosaved records of every game, and finding the last unfinished one.
//! All file I/O of the game lives here; the record text itself comes from
//! [`crate::rules::record`].

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use anyhow::{Context, Result, anyhow};

use crate::rules::Game;
use crate::rules::record::{self, Tags};

/// The file name ending of game records.
pub const EXTENSION: &str = "kono";

/// The data directory: `$KONO_HOME` if set, else `$XDG_DATA_HOME/kono`, else
/// `~/.local/share/kono`.
///
/// # Errors
/// When none of `KONO_HOME`, `XDG_DATA_HOME` and `HOME` is set.
pub fn data_dir() -> Result<PathBuf> {
    data_dir_from(|name| std::env::var_os(name))
}

/// [`data_dir`] with the environment read through `env`.
///
/// # Errors
/// When none of `KONO_HOME`, `XDG_DATA_HOME` and `HOME` is set.
pub fn data_dir_from(env: impl Fn(&str) -> Option<std::ffi::OsString>) -> Result<PathBuf> {
    let var = |name| env(name).filter(|v| !v.is_empty()).map(PathBuf::from);
    if let Some(dir) = var("KONO_HOME") {
        return Ok(dir);
    }
    if let Some(dir) = var("XDG_DATA_HOME") {
        return Ok(dir.join("kono"));
    }
    var("HOME")
        .map(|home| home.join(".local/share/kono"))
        .ok_or_else(|| anyhow!("no place to keep games: set KONO_HOME or HOME"))
}

/// The folder of autosaved games inside the data directory.
pub fn games_dir(data: &Path) -> PathBuf {
    data.join("games")
}

/// Writes `text` to `path` atomically: into a temporary file beside it,
/// flushed to disk, then renamed over `path`. On any failure `path` keeps
/// its old contents and the temporary file is removed.
///
/// # Errors
/// The failing step, with the path.
pub fn write_atomic(path: &Path, text: &str) -> Result<()> {
    let name = path
        .file_name()
        .ok_or_else(|| anyhow!("{} is not a file name", path.display()))?;
    let mut tmp_name = std::ffi::OsString::from(".");
    tmp_name.push(name);
    tmp_name.push(".tmp");
    let tmp = path.with_file_name(tmp_name);
    let written = (|| {
        let mut file = fs::File::create(&tmp)?;
        file.write_all(text.as_bytes())?;
        file.sync_all()?;
        fs::rename(&tmp, path)
    })();
    if written.is_err() {
        let _ = fs::remove_file(&tmp); // best effort: the error below is what matters
    }
    written.with_context(|| format!("writing {}", path.display()))
}

/// Reads and replays a record file.
///
/// # Errors
/// A missing or unreadable file (naming the path), or the record's line and
/// reason.
pub fn load(path: &Path) -> Result<(Game, Tags)> {
    let text = fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    record::read(&text).with_context(|| format!("{}", path.display()))
}

/// Writes the record of `game` to `path` atomically, creating its folder.
///
/// # Errors
/// As [`write_atomic`], or when the folder cannot be made.
pub fn save(path: &Path, game: &Game, tags: &Tags) -> Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    write_atomic(path, &record::write(game, tags))
}

/// The path for a new game's autosave, named by the time it started, e.g.
/// `games/2026-11-21-101502-five.kono`; a number is added if that is taken.
pub fn new_game_path(data: &Path, now: Timestamp, variant_name: &str) -> PathBuf {
    let dir = games_dir(data);
    let stem = format!("{}-{variant_name}", now.file_stamp());
    let mut path = dir.join(format!("{stem}.{EXTENSION}"));
    let mut n = 2;
    while path.exists() {
        path = dir.join(format!("{stem}-{n}.{EXTENSION}"));
        n += 1;
    }
    path
}

/// The unfinished autosaved game played last (the record written last), if
/// any, with its path. Records that cannot be read are passed over.
pub fn last_unfinished(data: &Path) -> Option<(PathBuf, Game, Tags)> {
    let mut paths: Vec<(SystemTime, PathBuf)> = fs::read_dir(games_dir(data))
        .ok()?
        .filter_map(|entry| {
            let entry = entry.ok()?;
            let path = entry.path();
            let written = entry.metadata().ok()?.modified().ok()?;
            path.extension()
                .is_some_and(|e| e == EXTENSION)
                .then_some((written, path))
        })
        .collect();
    // Ties (a coarse clock) fall back to the name, which starts with the date.
    paths.sort();
    paths.into_iter().rev().find_map(|(_, path)| {
        let (game, tags) = load(&path).ok()?;
        game.outcome().is_none().then_some((path, game, tags))
    })
}

/// A moment in UTC, broken into calendar fields (no time-zone database: the
/// names and tags use UTC).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timestamp {
    /// Year, e.g. 2026.
    pub year: i64,
    /// Month, 1 to 12.
    pub month: u32,
    /// Day of the month, 1 to 31.
    pub day: u32,
    /// Seconds since midnight.
    pub seconds: u32,
}

impl Timestamp {
    /// Now, by the system clock (the Unix epoch if the clock is before it).
    pub fn now() -> Timestamp {
        let secs = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        Timestamp::from_unix(secs)
    }

    /// The calendar date and time of `secs` seconds after 1970-01-01 00:00 UTC.
    pub fn from_unix(secs: u64) -> Timestamp {
        let days = (secs / 86_400) as i64;
        let seconds = (secs % 86_400) as u32;
        // Days to civil date, counting in 400-year eras that start on 1 March.
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let year = yoe + era * 400 + i64::from(month <= 2);
        Timestamp {
            year,
            month,
            day,
            seconds,
        }
    }

    /// The record's date tag form: `2026.11.21`.
    pub fn date_tag(self) -> String {
        format!("{:04}.{:02}.{:02}", self.year, self.month, self.day)
    }

    /// Sortable and safe in file names: `2026-11-21-101502`.
    pub fn file_stamp(self) -> String {
        let (h, m, s) = (
            self.seconds / 3600,
            self.seconds / 60 % 60,
            self.seconds % 60,
        );
        format!(
            "{:04}-{:02}-{:02}-{h:02}{m:02}{s:02}",
            self.year, self.month, self.day
        )
    }
}
