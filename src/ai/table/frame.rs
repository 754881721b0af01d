//! The frame both games' table files share: eight magic bytes naming the
//! game's format, then the format version (u32), every field little-endian,
//! and CRC-32 checksums over the bytes (each format says which). A file of
//! another format or version is refused before anything else is read.

/// A table format's first bytes: its magic and its version.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The first eight bytes of every file of the format.
    pub magic: &'static [u8; 8],
    /// The version of the layout this code writes and reads.
    pub version: u32,
}

/// Bytes the frame takes at the start of a header: the magic and the
/// version.
pub const FRAME_LEN: usize = 12;

/// Why the start of a file is not of a frame's format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FrameError {
    /// Other magic bytes, or too few bytes: not this format at all.
    #[error("wrong magic bytes")]
    Magic,
    /// The format, but another version of its layout.
    #[error("format version {found}")]
    Version {
        /// The version in the file.
        found: u32,
    },
}

impl Frame {
    /// The magic and the version, to start a header with.
    pub fn bytes(&self) -> [u8; FRAME_LEN] {
        let mut out = [0u8; FRAME_LEN];
        out[..8].copy_from_slice(self.magic);
        out[8..].copy_from_slice(&self.version.to_le_bytes());
        out
    }

    /// Checks that `header` starts with this format's magic and version.
    ///
    /// # Errors
    /// [`FrameError::Magic`] or [`FrameError::Version`].
    pub fn check(&self, header: &[u8]) -> Result<(), FrameError> {
        if header.len() < FRAME_LEN || &header[..8] != self.magic {
            return Err(FrameError::Magic);
        }
        match u32_at(header, 8) {
            found if found == self.version => Ok(()),
            found => Err(FrameError::Version { found }),
        }
    }
}

/// The little-endian u32 at `at` of `bytes` (0 past their end).
pub fn u32_at(bytes: &[u8], at: usize) -> u32 {
    let mut b = [0; 4];
    if let Some(field) = bytes.get(at..at + 4) {
        b.copy_from_slice(field);
    }
    u32::from_le_bytes(b)
}

/// The little-endian u64 at `at` of `bytes` (0 past their end).
pub fn u64_at(bytes: &[u8], at: usize) -> u64 {
    let mut b = [0; 8];
    if let Some(field) = bytes.get(at..at + 8) {
        b.copy_from_slice(field);
    }
    u64::from_le_bytes(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_frame_checks_its_own_start_and_refuses_others() {
        let frame = Frame {
            magic: b"KONOTEST",
            version: 3,
        };
        let start = frame.bytes();
        assert_eq!(frame.check(&start), Ok(()));
        let newer = Frame {
            version: 4,
            ..frame
        };
        assert_eq!(
            frame.check(&newer.bytes()),
            Err(FrameError::Version { found: 4 })
        );
        assert_eq!(frame.check(b"KONOELSE\x03\0\0\0"), Err(FrameError::Magic));
        assert_eq!(frame.check(b"KONO"), Err(FrameError::Magic));
        assert_eq!(u64_at(&[1, 0, 0, 0, 0, 0, 0, 0, 9], 0), 1);
        assert_eq!(u32_at(&[1, 2], 0), 0, "past the end");
    }
}
