//! The autosaved games in the data directory: each game's own record file,
//! created exclusively and locked while a window has it (or opened
//! read-only when it cannot be locked), and the leftovers of crashed writes.

use std::fs::{self, OpenOptions};
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use anyhow::{Context, Result, anyhow};

use super::lock::is_lock_name;
use super::{EXTENSION, Lock, LockError, Timestamp, games_dir, load, shown_path, write_atomic};
use crate::rules::record::{self, Tags};
use crate::rules::{Game, Variant};

/// The record file of the game a window is playing: nothing is written
/// until the game has a move; then the file is created under a name no
/// other window can take, and locked for as long as this value lives.
#[derive(Debug)]
pub struct GameFile {
    /// The folder of autosaved games.
    games: PathBuf,
    /// The game's variant, for the file name.
    variant: Variant,
    /// When the game started, for the file name (the save prompt offers
    /// the same time).
    started: Timestamp,
    /// The record and its lock, once created or opened.
    held: Option<(PathBuf, Lock)>,
}

impl GameFile {
    /// The autosave of a new game in the data directory `data`, started at
    /// `started`; no file is made until [`GameFile::save`] has a move to keep.
    pub fn new(data: &Path, variant: Variant, started: Timestamp) -> GameFile {
        GameFile {
            games: games_dir(data),
            variant,
            started,
            held: None,
        }
    }

    /// Opens the saved game at `path` to keep writing it: locks it, then
    /// reads it.
    ///
    /// # Errors
    /// [`LockError::Busy`] (inside the `anyhow::Error`) when another kono
    /// window has it, or as [`load`].
    pub fn open(path: &Path) -> Result<(GameFile, Game, Tags)> {
        let lock = Lock::acquire(path)?;
        let (game, tags) = load(path)?;
        let file = GameFile {
            games: path.parent().map(Path::to_path_buf).unwrap_or_default(),
            variant: game.start().variant(),
            // Only names a new file, and this one exists.
            started: Timestamp::now(),
            held: Some((path.to_path_buf(), lock)),
        };
        Ok((file, game, tags))
    }

    /// Opens the saved game at `path` to play on: locked, as
    /// [`GameFile::open`]; or, when no lock can be made there (a read-only
    /// folder, a planted lock file that is not a regular file), read
    /// without a lock, its autosave left alone, and
    /// [`Resumed::read_only`] saying why.
    ///
    /// # Errors
    /// [`LockError::Busy`] (inside the `anyhow::Error`) when another kono
    /// window has it, or as [`load`].
    pub fn open_for_play(path: &Path) -> Result<Resumed> {
        let (file, read_only) = match Lock::acquire(path) {
            Ok(lock) => (Some(lock), None),
            Err(err @ LockError::Busy { .. }) => return Err(err.into()),
            Err(err @ LockError::Io { .. }) => (None, Some(err)),
        };
        let (game, tags) = load(path)?;
        let file = file.map(|lock| GameFile {
            games: path.parent().map(Path::to_path_buf).unwrap_or_default(),
            variant: game.start().variant(),
            started: Timestamp::now(),
            held: Some((path.to_path_buf(), lock)),
        });
        Ok(Resumed {
            path: path.to_path_buf(),
            file,
            game,
            tags,
            read_only,
        })
    }

    /// The record file, once there is one.
    pub fn path(&self) -> Option<&Path> {
        self.held.as_ref().map(|(path, _)| path.as_path())
    }

    /// Writes the record of `game` atomically. A game with no moves is not
    /// kept: its file, if any, is removed (undoing every move leaves
    /// nothing for `--resume` to pick).
    ///
    /// # Errors
    /// When the folder, the file or its lock cannot be made, or as
    /// [`write_atomic`].
    pub fn save(&mut self, game: &Game, tags: &Tags) -> Result<()> {
        if game.ply_count() == 0 {
            if let Some((path, _)) = &self.held {
                match fs::remove_file(path) {
                    Err(e) if e.kind() != io::ErrorKind::NotFound => {
                        return Err(e).with_context(|| format!("removing {}", shown_path(path)));
                    }
                    _ => {}
                }
            }
            return Ok(());
        }
        let path = match &self.held {
            Some((path, _)) => path,
            None => &self.held.insert(self.create(self.started)?).0,
        };
        write_atomic(path, &record::write(game, tags))
    }

    /// Creates the record file, named by `now` and the variant, with a
    /// number added if that name is taken, and locks it.
    fn create(&self, now: Timestamp) -> Result<(PathBuf, Lock)> {
        fs::create_dir_all(&self.games)
            .with_context(|| format!("creating {}", shown_path(&self.games)))?;
        let stem = format!("{}-{}", now.file_stamp(), self.variant.name());
        for n in 1..=1000 {
            let name = match n {
                1 => format!("{stem}.{EXTENSION}"),
                n => format!("{stem}-{n}.{EXTENSION}"),
            };
            let path = self.games.join(name);
            let lock = match Lock::acquire(&path) {
                Ok(lock) => lock,
                Err(LockError::Busy { .. }) => continue,
                Err(e) => return Err(e.into()),
            };
            match OpenOptions::new().write(true).create_new(true).open(&path) {
                Ok(_) => return Ok((path, lock)),
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
                Err(e) => {
                    return Err(e).with_context(|| format!("creating {}", shown_path(&path)));
                }
            }
        }
        Err(anyhow!(crate::t!(
            "store-no-free-name",
            folder = shown_path(&self.games)
        )))
    }
}

/// A saved game opened to play on.
#[derive(Debug)]
pub struct Resumed {
    /// Its record.
    pub path: PathBuf,
    /// Its autosave, locked for this window; `None` when it could not be
    /// locked (see `read_only`).
    pub file: Option<GameFile>,
    /// The game, at its last position.
    pub game: Game,
    /// The record's tags.
    pub tags: Tags,
    /// Why the game was opened without its lock: the lock that failed.
    pub read_only: Option<LockError>,
}

/// How old a temporary file must be to be a crash's leftover even when a
/// window has its game open (a write takes milliseconds).
const STALE: Duration = Duration::from_secs(60);

/// Removes what crashed writes left in the folder of saved games: temporary
/// files (`.NAME.kono.tmp` of earlier versions, `.NAME.kono.XXXXXX.tmp` now)
/// of games no window has open (only the window that has a game writes
/// it), or older than a minute; and lock files of games that are gone and
/// that no window holds; and, in the tables folder, the temporary files no
/// write holds (see `store::tables_dir_in`). Best effort: what cannot be
/// removed stays, harmlessly.
pub fn clean_up(data: &Path) {
    super::tables_dir_in(data);
    let dir = games_dir(data);
    let Ok(entries) = fs::read_dir(&dir) else {
        return;
    };
    let now = SystemTime::now();
    let ending = format!(".{EXTENSION}");
    for entry in entries.flatten() {
        let name = entry.file_name();
        let name = name.to_string_lossy();
        let path = entry.path();
        if name.starts_with('.') && name.ends_with(".tmp") {
            let old = entry
                .metadata()
                .and_then(|m| m.modified())
                .is_ok_and(|t| now.duration_since(t).unwrap_or_default() > STALE);
            let record = name[1..]
                .find(&ending)
                .map(|end| dir.join(&name[1..1 + end + ending.len()]));
            let unheld = record.is_none_or(|record| Lock::holder(&record).is_none());
            if old || unheld {
                let _ = fs::remove_file(&path);
            }
        } else if is_lock_name(&name) {
            let record = dir.join(&name[1..name.len() - ".lock".len()]);
            if !record.exists() && Lock::holder(&record).is_none() {
                let _ = fs::remove_file(&path);
            }
        }
    }
}
