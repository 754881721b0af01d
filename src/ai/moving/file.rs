//! The file of the solved moving phase, and its reader. Little-endian:
//!
//! - a header of [`HEADER_LEN`] bytes: the frame (`KONOMILL`, the format
//!   version), the pieces a side it is solved up to, the sectors, the
//!   positions a block holds, and the header's CRC-32;
//! - the blocks: each a zstd frame of [`BLOCK`] codes of one sector (its
//!   last block shorter);
//! - the directory: per sector its pieces (mover's, other's), positions,
//!   blocks and counts; then per block its compressed length and CRC-32;
//! - a trailer: where the directory starts, the blocks in all, the CRC-32
//!   of the header's CRC, the directory and the block list, and `KONOENDM`.
//!
//! Every byte is under a checksum (each block's when it is read), so a
//! damaged or foreign file is refused, never trusted.

use std::io::{self, Read, Seek, SeekFrom};

use super::cells::SectorFacts;
use super::index::Sector;
use crate::ai::table::{FRAME_LEN, Frame, FrameError, u32_at, u64_at};

/// The first bytes of every file.
const FRAME: Frame = Frame {
    magic: b"KONOMILL",
    version: 1,
};
/// The last bytes of every file.
const END: &[u8; 8] = b"KONOENDM";
/// Codes in a block.
pub(super) const BLOCK: usize = 1 << 16;
/// Bytes of the header.
const HEADER_LEN: usize = FRAME_LEN + 16;
/// Bytes of a sector's entry in the directory.
const ENTRY_LEN: usize = 56;
/// Bytes of the trailer.
const TRAILER_LEN: usize = 28;
/// Inflated blocks a reader keeps.
const CACHE: usize = 16;

/// Why a file cannot be read.
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    /// Reading failed.
    #[error("{0}")]
    Io(#[from] io::Error),
    /// Not a table of this format.
    #[error("not a kono mill table ({0})")]
    Foreign(FrameError),
    /// Damaged: what is wrong.
    #[error("{0}")]
    Damaged(String),
}

/// Builds a file's bytes as the sectors are solved.
pub(super) struct Writer {
    bytes: Vec<u8>,
    directory: Vec<u8>,
    blocks: Vec<u8>,
    count: u64,
}

impl Writer {
    /// A file of `sectors` sectors up to `pieces` a side.
    pub fn new(pieces: u8, sectors: usize) -> Writer {
        let mut bytes = FRAME.bytes().to_vec();
        for field in [u32::from(pieces), sectors as u32, BLOCK as u32] {
            bytes.extend_from_slice(&field.to_le_bytes());
        }
        let crc = crc32fast::hash(&bytes);
        bytes.extend_from_slice(&crc.to_le_bytes());
        Writer {
            bytes,
            directory: Vec::new(),
            blocks: Vec::new(),
            count: 0,
        }
    }

    /// Adds a solved sector: its facts, its blocks to follow
    /// ([`Writer::block`]).
    pub fn sector(&mut self, sector: Sector, facts: SectorFacts) {
        let d = &mut self.directory;
        d.extend_from_slice(&(sector.m as u32).to_le_bytes());
        d.extend_from_slice(&(sector.o as u32).to_le_bytes());
        for field in [
            sector.len(),
            sector.len().div_ceil(BLOCK as u64),
            facts.win,
            facts.loss,
            facts.draw,
        ] {
            d.extend_from_slice(&field.to_le_bytes());
        }
        d.extend_from_slice(&facts.max_win.to_le_bytes());
        d.extend_from_slice(&facts.max_loss.to_le_bytes());
        d.extend_from_slice(&[0; 4]);
    }

    /// Adds the next compressed block of the sector last added.
    pub fn block(&mut self, block: &[u8]) {
        self.blocks
            .extend_from_slice(&(block.len() as u32).to_le_bytes());
        self.blocks
            .extend_from_slice(&crc32fast::hash(block).to_le_bytes());
        self.bytes.extend_from_slice(block);
        self.count += 1;
    }

    /// The whole file.
    pub fn finish(mut self) -> Vec<u8> {
        let at = self.bytes.len() as u64;
        let mut crc = crc32fast::Hasher::new();
        crc.update(&self.bytes[HEADER_LEN - 4..HEADER_LEN]);
        crc.update(&self.directory);
        crc.update(&self.blocks);
        self.bytes.extend_from_slice(&self.directory);
        self.bytes.extend_from_slice(&self.blocks);
        self.bytes.extend_from_slice(&at.to_le_bytes());
        self.bytes.extend_from_slice(&self.count.to_le_bytes());
        self.bytes.extend_from_slice(&crc.finalize().to_le_bytes());
        self.bytes.extend_from_slice(END);
        self.bytes
    }
}

/// A sector as the directory gives it.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// The mover's pieces.
    pub m: u8,
    /// The other side's pieces.
    pub o: u8,
    /// Its first block.
    first: usize,
    /// Its index.
    sector: Sector,
    /// Its counts.
    pub facts: SectorFacts,
}

/// A table file opened for probing: header and directory checked at once,
/// each block when it is read.
pub struct MillFile<R> {
    input: R,
    pieces: u8,
    entries: Vec<Entry>,
    offsets: Vec<u64>,
    crcs: Vec<u32>,
    cache: Vec<(usize, Vec<u8>)>,
}

impl<R: Read + Seek> MillFile<R> {
    /// Opens a table file, checking its header and directory.
    ///
    /// # Errors
    /// [`FileError::Foreign`], [`FileError::Damaged`], [`FileError::Io`].
    pub fn open(mut input: R) -> Result<MillFile<R>, FileError> {
        let damaged = |what: &str| FileError::Damaged(what.to_string());
        let mut header = [0u8; HEADER_LEN];
        input.seek(SeekFrom::Start(0))?;
        input
            .read_exact(&mut header)
            .map_err(|_| FileError::Foreign(FrameError::Magic))?;
        FRAME.check(&header).map_err(FileError::Foreign)?;
        if crc32fast::hash(&header[..HEADER_LEN - 4]) != u32_at(&header, HEADER_LEN - 4) {
            return Err(damaged("header checksum"));
        }
        let pieces = u32_at(&header, FRAME_LEN);
        let sectors = u32_at(&header, FRAME_LEN + 4) as usize;
        let pieces = u8::try_from(pieces)
            .ok()
            .filter(|&p| (super::FEWEST..=super::MOST).contains(&p))
            .ok_or_else(|| damaged("pieces a side"))?;
        let order = super::order(pieces);
        if sectors != order.len() || u32_at(&header, FRAME_LEN + 8) as usize != BLOCK {
            return Err(damaged("header"));
        }
        let end = input.seek(SeekFrom::End(0))?;
        if end < (HEADER_LEN + TRAILER_LEN) as u64 {
            return Err(damaged("length"));
        }
        let mut trailer = [0u8; TRAILER_LEN];
        input.seek(SeekFrom::Start(end - TRAILER_LEN as u64))?;
        input.read_exact(&mut trailer)?;
        let (at, count) = (u64_at(&trailer, 0), u64_at(&trailer, 8));
        let tail_len = (sectors * ENTRY_LEN) as u64 + count.saturating_mul(8);
        if &trailer[20..] != END || at.checked_add(tail_len) != Some(end - TRAILER_LEN as u64) {
            return Err(damaged("trailer"));
        }
        let mut tail = vec![0u8; tail_len as usize];
        input.seek(SeekFrom::Start(at))?;
        input.read_exact(&mut tail)?;
        let mut crc = crc32fast::Hasher::new();
        crc.update(&header[HEADER_LEN - 4..]);
        crc.update(&tail);
        if crc.finalize() != u32_at(&trailer, 16) {
            return Err(damaged("directory checksum"));
        }
        let (directory, blocks) = tail.split_at(sectors * ENTRY_LEN);
        let mut entries = Vec::new();
        let mut first = 0;
        for (e, &(m, o)) in directory.chunks(ENTRY_LEN).zip(&order) {
            let sector = Sector::new(usize::from(m), usize::from(o));
            let n = u64_at(e, 16) as usize;
            if (u32_at(e, 0), u32_at(e, 4)) != (u32::from(m), u32::from(o))
                || u64_at(e, 8) != sector.len()
                || n != (sector.len() as usize).div_ceil(BLOCK)
            {
                return Err(damaged("directory"));
            }
            let facts = SectorFacts {
                win: u64_at(e, 24),
                loss: u64_at(e, 32),
                draw: u64_at(e, 40),
                max_win: u32_at(e, 48) as u16,
                max_loss: (u32_at(e, 48) >> 16) as u16,
            };
            entries.push(Entry {
                m,
                o,
                first,
                sector,
                facts,
            });
            first += n;
        }
        if first as u64 != count {
            return Err(damaged("block count"));
        }
        let mut offsets = vec![HEADER_LEN as u64];
        let mut crcs = Vec::new();
        for b in blocks.chunks(8) {
            offsets.push(offsets[offsets.len() - 1] + u64::from(u32_at(b, 0)));
            crcs.push(u32_at(b, 4));
        }
        if offsets.last() != Some(&at) {
            return Err(damaged("block lengths"));
        }
        Ok(MillFile {
            input,
            pieces,
            entries,
            offsets,
            crcs,
            cache: Vec::new(),
        })
    }

    /// The pieces a side the table is solved up to.
    pub fn pieces(&self) -> u8 {
        self.pieces
    }

    /// What the table is read from.
    pub fn input(&self) -> &R {
        &self.input
    }

    /// The sectors, in the order they were solved.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The inflated block `block` of the sector `entry`.
    fn inflate(&mut self, entry: usize, block: usize) -> Result<Vec<u8>, FileError> {
        let e = self.entries[entry];
        let b = e.first + block;
        let (start, end) = (self.offsets[b], self.offsets[b + 1]);
        self.input.seek(SeekFrom::Start(start))?;
        let mut packed = vec![0u8; (end - start) as usize];
        self.input.read_exact(&mut packed)?;
        if crc32fast::hash(&packed) != self.crcs[b] {
            return Err(FileError::Damaged(format!("block {b} checksum")));
        }
        let want = (e.sector.len() as usize - block * BLOCK).min(BLOCK);
        match zstd::bulk::decompress(&packed, want) {
            Ok(codes) if codes.len() == want => Ok(codes),
            _ => Err(FileError::Damaged(format!("block {b} contents"))),
        }
    }

    /// The code of position `index` of sector `entry`.
    fn code(&mut self, entry: usize, index: u64) -> Result<u8, FileError> {
        let (block, at) = (index as usize / BLOCK, index as usize % BLOCK);
        let b = self.entries[entry].first + block;
        if let Some(i) = self.cache.iter().position(|(k, _)| *k == b) {
            let hit = self.cache.remove(i);
            self.cache.insert(0, hit);
        } else {
            let codes = self.inflate(entry, block)?;
            self.cache.truncate(CACHE - 1);
            self.cache.insert(0, (b, codes));
        }
        Ok(self.cache[0].1[at])
    }

    /// The code of the position where the side to move has `own` and the
    /// other side `other`; `None` outside the table's sectors.
    ///
    /// # Errors
    /// A block that cannot be read or is damaged.
    pub fn code_of(&mut self, own: u32, other: u32) -> Result<Option<u8>, FileError> {
        let (m, o) = (own.count_ones() as u8, other.count_ones() as u8);
        let Some(entry) = self.entries.iter().position(|e| (e.m, e.o) == (m, o)) else {
            return Ok(None);
        };
        let index = self.entries[entry].sector.index(own, other);
        self.code(entry, index).map(Some)
    }

    /// Reads and checks every block.
    ///
    /// # Errors
    /// The first damaged block.
    pub fn verify(&mut self) -> Result<(), FileError> {
        for entry in 0..self.entries.len() {
            let blocks = (self.entries[entry].sector.len() as usize).div_ceil(BLOCK);
            for block in 0..blocks {
                self.inflate(entry, block)?;
            }
        }
        Ok(())
    }
}
