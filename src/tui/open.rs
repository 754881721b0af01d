//! THE one place a saved game is opened, for `--load`, `--resume` and the
//! start screen's list: read, checked, and locked against other windows
//! for as long as it is played.

use std::path::{Path, PathBuf};

use anyhow::anyhow;

use crate::store::{self, Lock, LockError, SavedGames};

use super::config::Opened;

/// Which saved game to open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// A file of the player's (`--load`): read and locked; the game goes on
    /// in an autosave of its own, leaving the file as it was.
    Load(PathBuf),
    /// The unfinished game of the data directory (`--resume`).
    Resume(PathBuf),
    /// A game of the data directory's list: an unfinished one goes on in
    /// its own file, locked; a finished one is only looked at.
    Saved(PathBuf),
}

/// Opens the saved game `source` names.
///
/// # Errors
/// When the file cannot be read or is not a record, when another kono
/// window has it open, or (`--resume`) when there is no unfinished game.
pub fn open(source: Source) -> anyhow::Result<Opened> {
    match source {
        Source::Load(path) => {
            let lock = lock_loaded(&path)?;
            let (game, tags) = store::load(&path)?;
            Ok(Opened {
                path,
                game,
                tags,
                file: None,
                lock,
                read_only: None,
            })
        }
        Source::Resume(data) => {
            let saved = SavedGames::read(&data);
            let resumed = saved.resume().map_err(|err| match saved.problems.first() {
                Some(problem) => anyhow!(crate::t!(
                    "store-resume-and-unreadable",
                    why = crate::tui::words::errors::error_line(&err),
                    problem = problem.to_string()
                )),
                None => err,
            })?;
            Ok(played_on(resumed))
        }
        Source::Saved(path) => {
            let (game, tags) = store::load(&path)?;
            if game.outcome().is_some() {
                return Ok(Opened {
                    path,
                    game,
                    tags,
                    file: None,
                    lock: None,
                    read_only: None,
                });
            }
            Ok(played_on(store::GameFile::open_for_play(&path)?))
        }
    }
}

/// A game opened to play on: in its own file, locked; or, when it could
/// not be locked, only read, saying why.
fn played_on(resumed: store::Resumed) -> Opened {
    Opened {
        path: resumed.path,
        game: resumed.game,
        tags: resumed.tags,
        file: resumed.file,
        lock: None,
        read_only: resumed.read_only.map(crate::tui::why::Why::read_only),
    }
}

/// Locks a file opened with `--load` for as long as the game is open. A
/// file in a folder where no lock can be made (read-only) is only read, so
/// it goes unlocked.
///
/// # Errors
/// When another kono window has the game open.
fn lock_loaded(path: &Path) -> anyhow::Result<Option<Lock>> {
    match Lock::acquire(path) {
        Ok(lock) => Ok(Some(lock)),
        Err(err @ LockError::Busy { .. }) => Err(err.into()),
        Err(LockError::Io { .. }) => Ok(None),
    }
}
