//! Lesson progress on disk: the stars of every task done, one line a task
//! (`five.3.2 3`), in `lessons.txt` in the data directory. Read through the
//! same guarded read as game records; of a damaged file the lines that read
//! are kept, with a one-line note, and before the next write the damaged
//! file is moved aside (never overwritten); writes are atomic.

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

use super::{ReadError, read_guarded, shown_path, write_atomic};

/// The file name of the lesson progress in the data directory.
pub const PROGRESS_FILE: &str = "lessons.txt";

/// The largest progress file read: a few hundred tasks take a few KiB.
pub const MAX_PROGRESS_BYTES: u64 = 64 << 10;

/// The first line of the file.
const HEADER: &str = "# kono lesson progress: a task, then its stars (1 to 3)";

/// The stars earned, by task key (`five.3.2`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    stars: BTreeMap<String, u8>,
}

/// A progress file that does not read as one.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {what}")]
pub struct ProgressError {
    /// The line, from 1.
    pub line: usize,
    /// What is wrong with it.
    pub what: String,
}

impl Progress {
    /// The stars of the task `key`, if it is done.
    pub fn stars(&self, key: &str) -> Option<u8> {
        self.stars.get(key).copied()
    }

    /// Records `stars` for the task `key`, keeping the best ever earned.
    /// Returns whether anything changed.
    pub fn record(&mut self, key: &str, stars: u8) -> bool {
        let stars = stars.clamp(1, 3);
        match self.stars.get(key) {
            Some(&old) if old >= stars => false,
            _ => {
                self.stars.insert(key.to_string(), stars);
                true
            }
        }
    }

    /// How many tasks are done.
    pub fn len(&self) -> usize {
        self.stars.len()
    }

    /// Whether no task is done.
    pub fn is_empty(&self) -> bool {
        self.stars.is_empty()
    }

    /// Reads the file's text: comment lines (`#`) and blank lines aside,
    /// each line a task key (letters, digits, dots, dashes) and its stars.
    ///
    /// # Errors
    /// The first line that is not that.
    pub fn parse(text: &str) -> Result<Progress, ProgressError> {
        match Progress::parse_lenient(text) {
            (progress, None) => Ok(progress),
            (_, Some(err)) => Err(err),
        }
    }

    /// Reads what of `text` reads as [`Progress::parse`] does: every good
    /// line is kept, and the first bad one, if any, comes back beside them.
    pub fn parse_lenient(text: &str) -> (Progress, Option<ProgressError>) {
        let mut stars = BTreeMap::new();
        let mut first_bad = None;
        for (i, raw) in text.lines().enumerate() {
            match parse_line(raw) {
                Ok(Some((key, n))) => {
                    let best = stars.get(key).copied().unwrap_or(0).max(n);
                    stars.insert(key.to_string(), best);
                }
                Ok(None) => {}
                Err(what) => {
                    first_bad.get_or_insert(ProgressError { line: i + 1, what });
                }
            }
        }
        (Progress { stars }, first_bad)
    }

    /// Adds every task of `other`, keeping the best stars of the two.
    pub fn merge(&mut self, other: &Progress) {
        for (key, &stars) in &other.stars {
            self.record(key, stars);
        }
    }
}

/// One line of the file: a task and its stars, nothing (blank or a
/// comment), or what is wrong with it.
fn parse_line(raw: &str) -> Result<Option<(&str, u8)>, String> {
    let line = raw.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(None);
    }
    let mut words = line.split_whitespace();
    let (Some(key), Some(count), None) = (words.next(), words.next(), words.next()) else {
        return Err(crate::t!("store-progress-not-a-line"));
    };
    let good_key = key.len() <= 64
        && key
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-');
    if !good_key {
        return Err(crate::t!("store-progress-not-a-task"));
    }
    match count.parse::<u8>() {
        Ok(n @ 1..=3) => Ok(Some((key, n))),
        _ => Err(crate::t!("store-progress-stars")),
    }
}

impl fmt::Display for Progress {
    /// The file's text.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{HEADER}")?;
        for (key, stars) in &self.stars {
            writeln!(f, "{key} {stars}")?;
        }
        Ok(())
    }
}

/// Where the lesson progress lives in the data directory `data`.
pub fn progress_path(data: &Path) -> PathBuf {
    data.join(PROGRESS_FILE)
}

/// The lesson progress kept in `data`: empty when there is none yet. Of a
/// damaged file the lines that read are kept (text that is not UTF-8 read
/// as far as it goes); a file that cannot be read at all gives nothing. In
/// both cases the note (one line: the file, what is wrong, what was kept,
/// and where the file will be moved) says so.
pub fn load_progress(data: &Path) -> (Progress, Option<String>) {
    let path = progress_path(data);
    let (progress, why) = read_progress(&path);
    let note = why.map(|why| {
        let aside = aside_path(data)
            .file_name()
            .map(|name| name.to_string_lossy().into_owned())
            .unwrap_or_default();
        crate::t!(
            "store-progress-damaged",
            file = shown_path(&path),
            why = why,
            kept = progress.len(),
            aside = aside
        )
    });
    (progress, note)
}

/// The progress in the file at `path`, and what is wrong with the file
/// (`None` when nothing: also when there is no file).
fn read_progress(path: &Path) -> (Progress, Option<String>) {
    let bytes = match read_guarded(path, MAX_PROGRESS_BYTES) {
        Ok(bytes) => bytes,
        Err(ReadError::Missing) => return (Progress::default(), None),
        Err(err) => return (Progress::default(), Some(err.worded())),
    };
    let text = String::from_utf8_lossy(&bytes);
    let (progress, bad) = Progress::parse_lenient(&text);
    let why = match (bad, std::str::from_utf8(&bytes).is_err()) {
        (Some(err), _) => Some(crate::t!(
            "file-at-line",
            line = err.line,
            problem = err.what
        )),
        (None, true) => Some(ReadError::NotText.worded()),
        (None, false) => None,
    };
    (progress, why)
}

/// Where a damaged progress file of `data` is moved: `lessons.damaged.txt`,
/// else `lessons.damaged-2.txt` and on, a name nothing has yet.
fn aside_path(data: &Path) -> PathBuf {
    let name = |n: usize| match n {
        1 => "lessons.damaged.txt".to_string(),
        n => format!("lessons.damaged-{n}.txt"),
    };
    (1..=MAX_ASIDE)
        .map(|n| data.join(name(n)))
        .find(|p| p.symlink_metadata().is_err())
        .unwrap_or_else(|| data.join(name(MAX_ASIDE + 1)))
}

/// How many damaged files are kept aside before the last name is reused.
const MAX_ASIDE: usize = 99;

/// Writes `progress` to `data` atomically, creating the data directory if
/// needed. What the file on disk holds already is kept too (the best stars
/// of both); a damaged file (or anything but one) is first moved aside
/// under a name of its own, never overwritten.
///
/// # Errors
/// The failing step, with the path.
pub fn save_progress(data: &Path, progress: &Progress) -> Result<()> {
    std::fs::create_dir_all(data)
        .with_context(|| crate::t!("store-cannot-create", path = shown_path(data)))?;
    let path = progress_path(data);
    let (mut all, damaged) = read_progress(&path);
    if damaged.is_some() {
        let aside = aside_path(data);
        if aside.symlink_metadata().is_ok() {
            anyhow::bail!(crate::t!(
                "store-progress-asides-full",
                file = shown_path(&path),
                count = MAX_ASIDE
            ));
        }
        std::fs::rename(&path, &aside)
            .with_context(|| crate::t!("store-progress-not-moved", file = shown_path(&path)))?;
    }
    all.merge(progress);
    write_atomic(&path, &all.to_string())
}
