//! The list of saved games, newest move first, with the records that could
//! not be read, and the game `--resume` continues; deleting one. The list
//! shows only what a record's summary gives (variant, moves, result, who
//! played: no replay), and keeps
//! the summaries in an index beside the games (`.index.json`), each under
//! the file's size and modification time: a start reads only the records
//! written since the last one, however big the library.

use std::collections::BTreeMap;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use anyhow::{Context, Result, anyhow};
use serde::{Deserialize, Serialize};

use super::{
    EXTENSION, GameFile, Holder, Lock, MAX_RECORD_BYTES, Resumed, games_dir, read_guarded,
    shown_path,
};
use crate::rules::record::{self, Finished, Players};
use crate::rules::{Color, Variant};

/// The index of summaries in the folder of games.
const INDEX_FILE: &str = ".index.json";

/// The most the index may be: far more than a hundred thousand games' worth.
const MAX_INDEX_BYTES: u64 = 32 * 1024 * 1024;

/// A saved game in the data directory, as the list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedGame {
    /// Its record file.
    pub path: PathBuf,
    /// Which game.
    pub variant: Variant,
    /// The moves recorded.
    pub plies: usize,
    /// How it ended; `None` while it goes on.
    pub finished: Option<Finished>,
    /// When the record was last written: the time of its latest move.
    pub modified: SystemTime,
    /// Who played.
    pub players: Players,
    /// The kono window that has it open, if one does.
    pub open_in: Option<Holder>,
}

/// A record among the saved games that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{path}: {reason}")]
pub struct Problem {
    /// The file, as shown in messages.
    pub path: String,
    /// Why it could not be read, in one line.
    pub reason: String,
}

/// The saved games of a data directory, newest move first, and the records
/// among them that could not be read.
#[derive(Clone, Debug, Default)]
pub struct SavedGames {
    /// The folder they are in.
    pub dir: PathBuf,
    /// The games that could be read, the latest written first.
    pub games: Vec<SavedGame>,
    /// The ones that could not, with why.
    pub problems: Vec<Problem>,
}

/// One record's entry in the index.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Entry {
    /// The file's size when summed up.
    len: u64,
    /// Its modification time then, in nanoseconds since the epoch.
    modified: u128,
    /// The summary, or why there is none.
    summary: Result<Sum, String>,
}

/// A summary as the index keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Sum {
    /// The game.
    variant: Variant,
    /// The moves recorded.
    plies: usize,
    /// How it ended, if it has.
    result: Ended,
    /// The `Black` and `White` tags, shortened.
    black: String,
    white: String,
    /// Whether the record has a `Puzzle` tag; its `Network` tag.
    puzzle: bool,
    network: Option<String>,
}

impl Sum {
    fn of(summary: record::Summary) -> Sum {
        Sum {
            variant: summary.variant,
            plies: summary.plies,
            result: Ended::of(summary.finished),
            black: summary.players.black,
            white: summary.players.white,
            puzzle: summary.players.puzzle,
            network: summary.players.network,
        }
    }

    fn players(&self) -> Players {
        Players {
            black: self.black.clone(),
            white: self.white.clone(),
            puzzle: self.puzzle,
            network: self.network.clone(),
        }
    }

    fn finished(&self) -> Option<Finished> {
        self.result.finished()
    }
}

/// A game's result as the index writes it: each state its own word, so
/// that no two of them can read back as each other (a draw once came back
/// unfinished, written as `null`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
enum Ended {
    /// It goes on.
    Unfinished,
    /// Black won.
    Black,
    /// White won.
    White,
    /// Drawn.
    Draw,
}

impl Ended {
    fn of(finished: Option<Finished>) -> Ended {
        match finished.map(Finished::winner) {
            None => Ended::Unfinished,
            Some(Some(Color::Black)) => Ended::Black,
            Some(Some(Color::White)) => Ended::White,
            Some(None) => Ended::Draw,
        }
    }

    fn finished(self) -> Option<Finished> {
        let winner = match self {
            Ended::Unfinished => return None,
            Ended::Black => Some(Color::Black),
            Ended::White => Some(Color::White),
            Ended::Draw => None,
        };
        Some(Finished { winner })
    }
}

/// The index kept beside the games: file name to entry.
#[derive(Debug, Default, Serialize, Deserialize)]
struct Index {
    /// Bumped when the entries change meaning: an index of another version is rebuilt.
    version: u32,
    entries: BTreeMap<String, Entry>,
}

/// The index's version now (2: with the players; 3: the game by name; 4:
/// the result by name, a draw no longer read back as unfinished; 5: the
/// network game's id).
const INDEX_VERSION: u32 = 5;

/// Reads the index of `dir`: empty when missing, damaged or of another version.
fn read_index(dir: &Path) -> Index {
    read_guarded(&dir.join(INDEX_FILE), MAX_INDEX_BYTES)
        .ok()
        .and_then(|bytes| serde_json::from_slice::<Index>(&bytes).ok())
        .filter(|index| index.version == INDEX_VERSION)
        .unwrap_or_default()
}

/// Writes the index of `dir` whole or not at all, but without waiting for
/// the disk: it is a cache, and a lost one only costs the next start the
/// reads it saves (best effort: a read-only folder keeps none).
fn write_index(dir: &Path, index: &Index) {
    let Ok(text) = serde_json::to_vec(index) else {
        return;
    };
    let written = tempfile::Builder::new()
        .prefix(".index.json.")
        .suffix(".tmp")
        .tempfile_in(dir)
        .and_then(|mut tmp| {
            io::Write::write_all(&mut tmp, &text)?;
            tmp.persist(dir.join(INDEX_FILE)).map_err(|e| e.error)
        });
    let _ = written;
}

/// The summary of the record at `path` of this size and time, from the
/// index when it has it, else read (and put in `fresh`).
fn summed(
    path: &Path,
    name: &str,
    meta: &fs::Metadata,
    old: &Index,
    fresh: &mut BTreeMap<String, Entry>,
) -> Result<Sum, String> {
    let modified = meta
        .modified()
        .ok()
        .and_then(|t| t.duration_since(SystemTime::UNIX_EPOCH).ok())
        .map_or(0, |d| d.as_nanos());
    let len = meta.len();
    if let Some(entry) = old.entries.get(name)
        && entry.len == len
        && entry.modified == modified
    {
        fresh.insert(name.to_string(), entry.clone());
        return entry.summary.clone();
    }
    let summary = match read_guarded(path, MAX_RECORD_BYTES) {
        Ok(bytes) => record::summary_bytes(&bytes)
            .map(Sum::of)
            .map_err(|e| e.to_string()),
        Err(super::ReadError::TooBig { cap }) => Err(crate::t!(
            "err-record-too-big",
            most = super::read::size_words(cap)
        )),
        Err(e) => Err(e.to_string()),
    };
    fresh.insert(
        name.to_string(),
        Entry {
            len,
            modified,
            summary: summary.clone(),
        },
    );
    summary
}

impl SavedGames {
    /// Lists every record in the data directory `data` by its summary
    /// (from the index when the file has not changed since). Only regular
    /// files up to the size limit are read, so a FIFO or a device among
    /// them can neither hang nor flood the start; a damaged record is kept
    /// in [`SavedGames::problems`], never passed over in silence. The
    /// index is written back when it changed (best effort: a read-only
    /// folder only costs the next start the same reads).
    pub fn read(data: &Path) -> SavedGames {
        let dir = games_dir(data);
        let mut list = SavedGames {
            dir: dir.clone(),
            ..SavedGames::default()
        };
        let entries = match fs::read_dir(&dir) {
            Ok(entries) => entries,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return list,
            Err(e) => {
                list.problems.push(Problem {
                    path: shown_path(&dir),
                    reason: e.to_string(),
                });
                return list;
            }
        };
        let old = read_index(&dir);
        let mut fresh = BTreeMap::new();
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name();
            let name = name.to_string_lossy();
            if name.starts_with('.') || path.extension().is_none_or(|e| e != EXTENSION) {
                continue;
            }
            let open_in = Lock::holder(&path);
            // A FIFO or a link to a device is refused by the guarded read.
            let meta = fs::metadata(&path);
            let summary = match &meta {
                Ok(meta) if meta.is_file() => summed(&path, &name, meta, &old, &mut fresh),
                Ok(_) => Err(crate::t!("err-read-not-regular")),
                Err(e) => Err(e.to_string()),
            };
            match summary {
                Ok(sum) => list.games.push(SavedGame {
                    variant: sum.variant,
                    plies: sum.plies,
                    finished: sum.finished(),
                    players: sum.players(),
                    modified: meta
                        .and_then(|m| m.modified())
                        .unwrap_or(SystemTime::UNIX_EPOCH),
                    path,
                    open_in,
                }),
                // A window that has it may be writing it this moment.
                Err(_) if open_in.is_some() => {}
                Err(reason) => list.problems.push(Problem {
                    path: shown_path(&path),
                    reason,
                }),
            }
        }
        if fresh != old.entries {
            let index = Index {
                version: INDEX_VERSION,
                entries: fresh,
            };
            write_index(&dir, &index);
        }
        // Ties (a coarse clock) fall back to the name, which starts with the date.
        list.games
            .sort_by(|a, b| (b.modified, &b.path).cmp(&(a.modified, &a.path)));
        list
    }

    /// The unfinished game with the latest move that no kono window has
    /// open: the one `--resume` continues and the start-up hint names. A
    /// puzzle's try is no game to come back to (a retry leaves the old try
    /// behind): it stays in the list, never resumed.
    pub fn resumable(&self) -> Option<&SavedGame> {
        self.unfinished().find(|saved| saved.open_in.is_none())
    }

    /// The unfinished games, puzzles' tries left out, the latest first.
    fn unfinished(&self) -> impl Iterator<Item = &SavedGame> {
        self.games
            .iter()
            // A network game resumes as one (rejoined, hosted again), never here.
            .filter(|saved| {
                saved.finished.is_none() && !saved.players.puzzle && saved.players.network.is_none()
            })
    }

    /// Opens the game to resume (see [`SavedGames::resumable`]) for this
    /// window: locked, read whole as it is now (read-only when it cannot
    /// be locked: see [`GameFile::open_for_play`]).
    ///
    /// # Errors
    /// When there is no unfinished game that no other window has, saying
    /// which window has the latest, or why the latest could not be read.
    pub fn resume(&self) -> Result<Resumed> {
        let mut unread = None;
        for saved in self.unfinished().filter(|saved| saved.open_in.is_none()) {
            // Another window may have taken it since the list was read.
            match GameFile::open_for_play(&saved.path) {
                Ok(opened) if opened.game.outcome().is_none() => return Ok(opened),
                Ok(_) => {}
                Err(err) => {
                    unread.get_or_insert(err);
                }
            }
        }
        let dir = shown_path(&self.dir);
        match (self.unfinished().next(), unread) {
            (
                Some(SavedGame {
                    path,
                    open_in: Some(holder),
                    ..
                }),
                _,
            ) => Err(anyhow!(crate::t!(
                "store-resume-open-elsewhere",
                dir = dir,
                file = shown_path(path),
                holder = holder.to_string()
            ))),
            (_, Some(err)) => Err(err.context(crate::t!("store-resume-unreadable", dir = dir))),
            _ => Err(anyhow!(crate::t!("store-resume-none", dir = dir))),
        }
    }
}

/// Deletes the saved game at `path`: it is locked first, so a game open in
/// a kono window is refused; then the record, its lock file and its entry
/// in the index of saved games go.
///
/// # Errors
/// When another window has the game open, or the file cannot be removed.
pub fn delete_game(path: &Path) -> Result<()> {
    let lock = Lock::acquire(path)?;
    fs::remove_file(path)
        .with_context(|| crate::t!("store-cannot-delete", path = shown_path(path)))?;
    // Letting go of the lock removes its file.
    drop(lock);
    if let (Some(dir), Some(name)) = (path.parent(), path.file_name()) {
        let mut index = read_index(dir);
        if index.entries.remove(&*name.to_string_lossy()).is_some() {
            write_index(dir, &index);
        }
    }
    Ok(())
}
