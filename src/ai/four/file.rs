//! A table as bytes for a cache file, and back; a damaged or foreign file is
//! refused, never trusted.
//!
//! Layout, little-endian: the magic `KONO4TAB`, the format version (u32),
//! the option (u8: 1 = forced captures), three zero bytes, the state count
//! (u64), the win, loss and draw counts (3 × u64), the largest remoteness
//! (u8), seven zero bytes, a CRC-32 of everything before it and of the body
//! (u32), then the body: one byte a state.

use super::retro::{DRAW, UNDECIDED};
use super::{Counts, FourTable, STATES};

/// The file's first bytes.
const MAGIC: [u8; 8] = *b"KONO4TAB";
/// The layout's version; a file of another is refused.
pub const FORMAT_VERSION: u32 = 1;
/// Bytes before the body.
const HEADER: usize = 64;
/// Where the checksum sits in the header.
const CRC_AT: usize = HEADER - 4;

/// Why bytes are not a table.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FileError {
    /// Shorter than the header, or a body of the wrong length.
    #[error("the table has {found} bytes; a four-field table has {expected}")]
    Length {
        /// Bytes a table has.
        expected: usize,
        /// Bytes found.
        found: usize,
    },
    /// Not a four-field table at all.
    #[error("not a kono four-field table (wrong magic bytes)")]
    Magic,
    /// A table of another format version.
    #[error("table format version {found}; this kono reads version {FORMAT_VERSION}")]
    Version {
        /// The version found.
        found: u32,
    },
    /// A header field, or a byte of the body, with a value no table has
    /// (though the checksum matches: not a table kono wrote).
    #[error("the table is damaged ({0})")]
    Damaged(&'static str),
    /// The checksum does not match: the file is damaged.
    #[error("the table is damaged (checksum {found:08x}, expected {expected:08x})")]
    Checksum {
        /// The checksum in the header.
        expected: u32,
        /// The checksum of the bytes.
        found: u32,
    },
}

/// A little-endian u64 at `at` of a header.
fn u64_at(header: &[u8; HEADER], at: usize) -> u64 {
    let mut b = [0; 8];
    b.copy_from_slice(&header[at..at + 8]);
    u64::from_le_bytes(b)
}

/// A little-endian u32 at `at` of a header.
fn u32_at(header: &[u8; HEADER], at: usize) -> u32 {
    let mut b = [0; 4];
    b.copy_from_slice(&header[at..at + 4]);
    u32::from_le_bytes(b)
}

/// The checksum of a header (without its checksum field) and a body.
fn checksum(header: &[u8; HEADER], body: &[u8]) -> u32 {
    let mut h = crc32fast::Hasher::new();
    h.update(&header[..CRC_AT]);
    h.update(body);
    h.finalize()
}

impl FourTable {
    /// The table as bytes for a cache file: a header and one byte a state
    /// (about 39 MB).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(HEADER + self.bytes.len());
        out.extend_from_slice(&self.header());
        out.extend_from_slice(&self.bytes);
        out
    }

    /// Writes [`FourTable::to_bytes`] to `out` without a copy of the body
    /// in memory.
    ///
    /// # Errors
    /// When writing fails.
    pub fn write_to(&self, out: &mut impl std::io::Write) -> std::io::Result<()> {
        out.write_all(&self.header())?;
        out.write_all(&self.bytes)
    }

    /// The file's header, its checksum covering the body too.
    fn header(&self) -> [u8; HEADER] {
        let mut header = [0u8; HEADER];
        header[..8].copy_from_slice(&MAGIC);
        header[8..12].copy_from_slice(&FORMAT_VERSION.to_le_bytes());
        header[12] = u8::from(self.forced_capture);
        header[16..24].copy_from_slice(&(self.bytes.len() as u64).to_le_bytes());
        let Counts { win, loss, draw } = self.counts;
        header[24..32].copy_from_slice(&win.to_le_bytes());
        header[32..40].copy_from_slice(&loss.to_le_bytes());
        header[40..48].copy_from_slice(&draw.to_le_bytes());
        header[48] = self.max_remoteness;
        let crc = checksum(&header, &self.bytes);
        header[CRC_AT..].copy_from_slice(&crc.to_le_bytes());
        header
    }

    /// A table from the bytes of [`FourTable::to_bytes`]. It may be of
    /// either capture option: the caller checks [`FourTable::options`].
    ///
    /// # Errors
    /// A [`FileError`] when the bytes are not a table of this format: a
    /// wrong length, magic, version or header field, or a checksum that does
    /// not match (any damaged byte).
    pub fn from_bytes(bytes: &[u8]) -> Result<FourTable, FileError> {
        FourTable::from_vec(bytes.to_vec())
    }

    /// [`FourTable::from_bytes`] taking the bytes it is given, without a
    /// second copy of the body in memory (tens of MB).
    ///
    /// # Errors
    /// As [`FourTable::from_bytes`].
    pub fn from_vec(mut bytes: Vec<u8>) -> Result<FourTable, FileError> {
        let expected = HEADER + STATES;
        let length = FileError::Length {
            expected,
            found: bytes.len(),
        };
        let (head, body) = bytes
            .split_at_checked(HEADER)
            .ok_or_else(|| length.clone())?;
        let mut header = [0u8; HEADER];
        header.copy_from_slice(head);
        if header[..8] != MAGIC {
            return Err(FileError::Magic);
        }
        let version = u32_at(&header, 8);
        if version != FORMAT_VERSION {
            return Err(FileError::Version { found: version });
        }
        if u64_at(&header, 16) != STATES as u64 || body.len() != STATES {
            return Err(length);
        }
        let found = checksum(&header, body);
        let stored = u32_at(&header, CRC_AT);
        if found != stored {
            return Err(FileError::Checksum {
                expected: stored,
                found,
            });
        }
        let forced_capture = match header[12] {
            0 => false,
            1 => true,
            _ => return Err(FileError::Damaged("capture option")),
        };
        let counts = Counts {
            win: u64_at(&header, 24),
            loss: u64_at(&header, 32),
            draw: u64_at(&header, 40),
        };
        let max_remoteness = header[48];
        if max_remoteness >= UNDECIDED || counts.total() != STATES as u64 {
            return Err(FileError::Damaged("counts"));
        }
        if body.iter().any(|&b| b >= UNDECIDED && b != DRAW) {
            return Err(FileError::Damaged("a byte that is no value"));
        }
        bytes.drain(..HEADER);
        Ok(FourTable {
            forced_capture,
            bytes,
            counts,
            max_remoteness,
        })
    }
}
