//! Lesson progress on disk: the stars of every task done, one line a task
//! (`five.3.2 3`), in `lessons.txt` in the data directory. Read through the
//! same guarded read as game records; a damaged file is ignored with a
//! one-line note rather than stopping the lessons, and written atomically.

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};

use anyhow::Result;

use super::{ReadError, read_guarded_text, shown_path, write_atomic};

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
        let mut stars = BTreeMap::new();
        for (i, raw) in text.lines().enumerate() {
            let line = raw.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let bad = |what: &str| ProgressError {
                line: i + 1,
                what: what.to_string(),
            };
            let mut words = line.split_whitespace();
            let (Some(key), Some(count), None) = (words.next(), words.next(), words.next()) else {
                return Err(bad("expected a task and its stars"));
            };
            let good_key = key.len() <= 64
                && key
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-');
            if !good_key {
                return Err(bad("not a task name"));
            }
            match count.parse::<u8>() {
                Ok(n @ 1..=3) => {
                    stars.insert(key.to_string(), n);
                }
                _ => return Err(bad("stars must be 1, 2 or 3")),
            }
        }
        Ok(Progress { stars })
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

/// The lesson progress kept in `data`: empty when there is none yet. A file
/// that cannot be read or is damaged is ignored: the progress is empty and
/// the note (one line, naming the file and what is wrong) says so.
pub fn load_progress(data: &Path) -> (Progress, Option<String>) {
    let path = progress_path(data);
    let note = |why: String| {
        Some(format!(
            "ignoring the lesson progress in {}: {why}",
            shown_path(&path)
        ))
    };
    match read_guarded_text(&path, MAX_PROGRESS_BYTES) {
        Err(ReadError::Missing) => (Progress::default(), None),
        Err(err) => (Progress::default(), note(err.to_string())),
        Ok(text) => match Progress::parse(&text) {
            Ok(progress) => (progress, None),
            Err(err) => (Progress::default(), note(err.to_string())),
        },
    }
}

/// Writes `progress` to `data` atomically, creating the data directory if
/// needed.
///
/// # Errors
/// The failing step, with the path.
pub fn save_progress(data: &Path, progress: &Progress) -> Result<()> {
    std::fs::create_dir_all(data)
        .map_err(|err| anyhow::anyhow!("creating {}: {err}", shown_path(data)))?;
    write_atomic(&progress_path(data), &progress.to_string())
}
