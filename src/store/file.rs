//! Reading and writing one record file safely: reads take only regular
//! files up to a stated size, writes go to an exclusively created temporary
//! file that is renamed into place and made durable, and the save prompt's
//! target is checked before anything is written.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, anyhow};

use super::read::{ReadError, open_guarded, read_guarded};
use super::{Lock, shown_path};
use crate::rules::Game;
use crate::rules::record::{self, Tags};

/// The largest record kono reads: 4 MiB, thousands of games' worth of moves.
pub const MAX_RECORD_BYTES: u64 = 4 * 1024 * 1024;

/// The bytes of the regular file at `path`, at most [`MAX_RECORD_BYTES`]
/// (see [`read_guarded`]).
///
/// # Errors
/// A missing or unreadable file, anything but a regular file, or a file
/// over the limit, each in one line naming the path.
pub fn read_limited(path: &Path) -> Result<Vec<u8>> {
    read_guarded(path, MAX_RECORD_BYTES).map_err(|e| match e {
        ReadError::TooBig { cap } => anyhow!(crate::t!(
            "err-record-too-big",
            most = super::read::size_words(cap)
        ))
        .context(shown_path(path)),
        e => anyhow!(e).context(shown_path(path)),
    })
}

/// Opens the regular file at `path` for reading (see [`open_guarded`]).
///
/// # Errors
/// A missing or unreadable file, or anything but a regular file (without
/// the path: the caller adds it).
pub fn open_regular(path: &Path) -> Result<File> {
    Ok(open_guarded(path)?)
}

/// Reads and replays a record file.
///
/// # Errors
/// As [`read_limited`], or the record's line and reason, after the path.
pub fn load(path: &Path) -> Result<(Game, Tags)> {
    let bytes = read_limited(path)?;
    record::read_bytes(&bytes).with_context(|| shown_path(path))
}

/// Writes `text` to `path` atomically: into a temporary file beside it,
/// created exclusively under a name of its own (`.NAME.XXXXXX.tmp`, so a
/// link planted there is never followed and two windows never share one),
/// flushed to disk, renamed over `path`, and the rename itself made durable
/// by flushing the folder. On any failure `path` keeps its old contents and
/// the temporary file is removed.
///
/// # Errors
/// The failing step, with the path.
pub fn write_atomic(path: &Path, text: &str) -> Result<()> {
    write_atomic_with(path, |file| file.write_all(text.as_bytes()))
}

/// [`write_atomic`] with the contents written by `write` into the temporary
/// file (for large files written in pieces).
///
/// # Errors
/// As [`write_atomic`].
pub fn write_atomic_with(
    path: &Path,
    write: impl FnOnce(&mut File) -> io::Result<()>,
) -> Result<()> {
    let shown = shown_path(path);
    let name = path
        .file_name()
        .ok_or_else(|| anyhow!("{shown} is not a file name"))?;
    let dir = folder_of(path);
    let written = (|| -> io::Result<()> {
        let prefix = format!(".{}.", name.to_string_lossy());
        let mut builder = tempfile::Builder::new();
        builder.prefix(&prefix).suffix(".tmp");
        // A record is as readable as any file the user makes (the umask
        // decides), not private as temporary files are by default.
        #[cfg(unix)]
        builder.permissions(std::os::unix::fs::PermissionsExt::from_mode(0o666));
        let mut tmp = builder.tempfile_in(dir)?;
        write(tmp.as_file_mut())?;
        tmp.as_file().sync_all()?;
        tmp.persist(path).map_err(|e| e.error)?;
        sync_folder(dir)
    })();
    written.with_context(|| format!("writing {shown}"))
}

/// The folder `path` is in (`.` for a bare name).
fn folder_of(path: &Path) -> &Path {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    }
}

/// Makes a rename in `dir` durable.
#[cfg(unix)]
fn sync_folder(dir: &Path) -> io::Result<()> {
    File::open(dir)?.sync_all()
}

/// Folders cannot be opened for flushing here; the rename is as durable as
/// the system makes it.
#[cfg(not(unix))]
fn sync_folder(_dir: &Path) -> io::Result<()> {
    Ok(())
}

/// What saving to a path would do, for the save prompt to ask before it
/// overwrites anything.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveTarget {
    /// Nothing is there: a new file.
    New,
    /// A regular file is there, and saving replaces it.
    Existing,
    /// Saving there is refused, for this reason.
    Refused(SaveRefusal),
}

/// Why the save prompt does not save where it was asked to: each path as
/// shown in messages.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SaveRefusal {
    /// The path names no file.
    #[error("{0} is not a file name")]
    NotAName(String),
    /// The folder it is in is something else.
    #[error("{0} is not a folder")]
    NotAFolder(String),
    /// The folder it is in is not there.
    #[error("the folder {0} does not exist")]
    NoFolder(String),
    /// Something there that is not a regular file.
    #[error("{0} is not a regular file")]
    NotRegular(String),
    /// A game open in another kono window.
    #[error("{path} is open in another kono window ({holder})")]
    OpenElsewhere {
        /// The file.
        path: String,
        /// The window that has it.
        holder: String,
    },
    /// On a server, a path rather than a name.
    #[error("only a name is saved on the server")]
    NameOnly,
    /// The file is there and the player did not say to replace it.
    #[error("{0} already exists")]
    Exists(String),
    /// The system refused to look or to make the folder.
    #[error("{path}: {said}")]
    Io {
        /// The file or folder.
        path: String,
        /// The kind of error.
        kind: io::ErrorKind,
        /// What the system said.
        said: String,
    },
}

impl SaveRefusal {
    /// The system's `error` at `path`.
    fn io(path: String, error: &io::Error) -> SaveRefusal {
        SaveRefusal::Io {
            path,
            kind: error.kind(),
            said: error.to_string(),
        }
    }

    /// In the words of the language in use (the system's own words for an
    /// error kono does not know).
    pub fn worded(&self) -> String {
        use crate::t;
        match self {
            SaveRefusal::NotAName(path) => t!("save-not-a-name", path = path.as_str()),
            SaveRefusal::NotAFolder(path) => t!("save-not-a-folder", path = path.as_str()),
            SaveRefusal::NoFolder(path) => t!("save-no-folder", path = path.as_str()),
            SaveRefusal::NotRegular(path) => t!("save-not-regular", path = path.as_str()),
            SaveRefusal::OpenElsewhere { path, holder } => t!(
                "save-open-elsewhere",
                path = path.as_str(),
                holder = holder.as_str()
            ),
            SaveRefusal::NameOnly => t!("save-name-only"),
            SaveRefusal::Exists(path) => t!("save-exists", path = path.as_str()),
            SaveRefusal::Io { path, said, .. } => format!("{path}: {said}"),
        }
    }
}

impl SaveTarget {
    /// Looks at `path` without changing anything: a missing folder is
    /// refused (it is not created), and so is anything but a regular file
    /// or a new name, and a game open in another kono window.
    pub fn check(path: &Path) -> SaveTarget {
        let shown = shown_path(path);
        if path.file_name().is_none() {
            return SaveTarget::Refused(SaveRefusal::NotAName(shown));
        }
        let dir = folder_of(path);
        match fs::metadata(dir) {
            Ok(meta) if meta.is_dir() => {}
            Ok(_) => {
                return SaveTarget::Refused(SaveRefusal::NotAFolder(shown_path(dir)));
            }
            Err(_) => {
                return SaveTarget::Refused(SaveRefusal::NoFolder(shown_path(dir)));
            }
        }
        match fs::symlink_metadata(path) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => SaveTarget::New,
            Err(error) => SaveTarget::Refused(SaveRefusal::io(shown, &error)),
            Ok(meta) if !meta.is_file() => SaveTarget::Refused(SaveRefusal::NotRegular(shown)),
            Ok(_) => match Lock::holder(path) {
                Some(holder) => SaveTarget::Refused(SaveRefusal::OpenElsewhere {
                    path: shown,
                    holder: holder.to_string(),
                }),
                None => SaveTarget::Existing,
            },
        }
    }
}

/// Where the save prompt's `typed` name is saved: a bare name goes into
/// the games folder of `data` (where the saved games are listed; made if
/// need be), with `.kono` added when it has no extension of its own; a
/// path is taken as typed, except on a server (`served`), where only a
/// name in the player's own folder is.
///
/// # Errors
/// A path typed on a server; the games folder that cannot be made.
pub fn save_path(data: Option<&Path>, typed: &Path, served: bool) -> Result<PathBuf, SaveRefusal> {
    let mut parts = typed.components();
    let bare = matches!(
        (parts.next(), parts.next()),
        (Some(std::path::Component::Normal(_)), None)
    );
    if !bare {
        return if served {
            Err(SaveRefusal::NameOnly)
        } else {
            Ok(typed.to_path_buf())
        };
    }
    let mut name = typed.to_path_buf();
    if name.extension().is_none() {
        name.set_extension(super::EXTENSION);
    }
    let Some(data) = data else {
        return Ok(name);
    };
    let dir = super::games_dir(data);
    fs::create_dir_all(&dir).map_err(|error| SaveRefusal::io(shown_path(&dir), &error))?;
    Ok(dir.join(name))
}

/// Saves the record of `game` to `path` for the save prompt: a new file, or
/// over an existing regular file only when `replace` says the player agreed.
///
/// # Errors
/// When [`SaveTarget::check`] refuses, when the file exists and `replace` is
/// false, or as [`write_atomic`].
pub fn save_as(path: &Path, game: &Game, tags: &Tags, replace: bool) -> Result<()> {
    match SaveTarget::check(path) {
        SaveTarget::New => {}
        SaveTarget::Existing if replace => {}
        SaveTarget::Existing => return Err(SaveRefusal::Exists(shown_path(path)).into()),
        SaveTarget::Refused(reason) => return Err(reason.into()),
    }
    write_atomic(path, &record::write(game, tags))
}
