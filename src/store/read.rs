//! The one guarded read of every file kono reads (records, settings, the
//! config file, lesson progress, tables' headers): regular files only, so
//! a FIFO, a terminal or a device — or a link to one — can neither hang the
//! read nor feed it without end, and never more than a stated size.

use std::fs::{self, File};
use std::io::{self, Read};
use std::path::Path;

/// Why a guarded read gave nothing. Its `Display` is the reason alone (the
/// caller names the file).
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    /// Nothing is at the path.
    #[error("no such file")]
    Missing,
    /// Something other than a regular file is there: a folder, a FIFO, a
    /// device, or a link to one.
    #[error("not a regular file")]
    NotRegular,
    /// The file is bigger than the caller accepts.
    #[error("over {}, too big", size_words(*cap))]
    TooBig {
        /// The most the caller accepts, in bytes.
        cap: u64,
    },
    /// The file is not UTF-8 text (for [`read_guarded_text`]).
    #[error("not UTF-8 text")]
    NotText,
    /// The system refused the read.
    #[error("{0}")]
    Io(io::Error),
}

impl ReadError {
    /// What is wrong, in the catalogue's words (the system's own words for
    /// an error it gave).
    pub fn worded(&self) -> String {
        match self {
            ReadError::Missing => crate::t!("err-read-missing"),
            ReadError::NotRegular => crate::t!("err-read-not-regular"),
            ReadError::NotText => crate::t!("err-read-not-text"),
            ReadError::TooBig { cap } => crate::t!("err-read-too-big", most = size_words(*cap)),
            ReadError::Io(e) => e.to_string(),
        }
    }
}

impl From<io::Error> for ReadError {
    fn from(e: io::Error) -> ReadError {
        match e.kind() {
            io::ErrorKind::NotFound => ReadError::Missing,
            _ => ReadError::Io(e),
        }
    }
}

/// "4 MiB", "64 KiB" or "100 bytes".
pub(super) fn size_words(bytes: u64) -> String {
    if bytes >= 1 << 20 && bytes.is_multiple_of(1 << 20) {
        format!("{} MiB", bytes >> 20)
    } else if bytes >= 1 << 10 && bytes.is_multiple_of(1 << 10) {
        format!("{} KiB", bytes >> 10)
    } else {
        format!("{bytes} bytes")
    }
}

/// Opens the regular file at `path` for reading: anything else is refused
/// before it is opened (so the open cannot hang), and checked again once
/// open, in case the name was swapped meanwhile.
///
/// # Errors
/// [`ReadError::Missing`], [`ReadError::NotRegular`] or the system's error.
pub fn open_guarded(path: &Path) -> Result<File, ReadError> {
    if !fs::metadata(path)?.is_file() {
        return Err(ReadError::NotRegular);
    }
    let file = File::open(path)?;
    if !file.metadata()?.is_file() {
        return Err(ReadError::NotRegular);
    }
    Ok(file)
}

/// The bytes of the regular file at `path`, at most `cap` of them: the
/// guarded read every file kono reads goes through.
///
/// # Errors
/// As [`open_guarded`], or [`ReadError::TooBig`] when the file has more
/// than `cap` bytes (also when it grows past it while being read).
pub fn read_guarded(path: &Path, cap: u64) -> Result<Vec<u8>, ReadError> {
    let file = open_guarded(path)?;
    let len = file.metadata()?.len();
    if len > cap {
        return Err(ReadError::TooBig { cap });
    }
    // Room for the whole file and the byte that would say it grew: one read.
    let mut bytes = Vec::with_capacity(usize::try_from(len).map_or(0, |n| n.saturating_add(1)));
    file.take(cap.saturating_add(1)).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > cap {
        return Err(ReadError::TooBig { cap });
    }
    Ok(bytes)
}

/// [`read_guarded`] for a text file.
///
/// # Errors
/// As [`read_guarded`], or [`ReadError::NotText`].
pub fn read_guarded_text(path: &Path, cap: u64) -> Result<String, ReadError> {
    String::from_utf8(read_guarded(path, cap)?).map_err(|_| ReadError::NotText)
}
