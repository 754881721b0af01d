//! The file format of a solved five-field table, and a reader that probes
//! single positions without inflating the whole table.
//!
//! Layout, little-endian:
//! - a header of [`HEADER_LEN`] bytes: magic `KONOFIVE`, format version,
//!   goal rule, rows per block, block count, state count, the win / loss /
//!   draw counts, the largest remoteness, the no-step and must-pass counts,
//!   and a CRC-32
//!   of the header bytes before it;
//! - the blocks: each a zstd frame of `rows per block` rows of the table
//!   (one byte per state, the codes of [`super::code`]);
//! - the index: per block its compressed length and the CRC-32 of its bytes;
//!   then the CRC-32 of the header's CRC and the index; then `KONOEND5`.
//!
//! Every byte is covered by a checksum: the header's own, the index's, and
//! each block's (checked whenever the block is read), so a damaged or
//! foreign file is refused, never trusted.

use std::io::{self, Read, Seek, SeekFrom, Write};

use rayon::prelude::*;

use super::index::{EVEN_SIZE, ODD_SIZE, STATES, fold, index_of};
use super::{FiveCounts, FiveTable, Value, code};
use crate::rules::{Move, Position, RuleOptions, Variant};

/// The first bytes of every table file.
const MAGIC: &[u8; 8] = b"KONOFIVE";
/// The last bytes of every table file.
const END_MAGIC: &[u8; 8] = b"KONOEND5";
/// The format version this code writes and reads.
pub const FORMAT_VERSION: u32 = 1;
/// Bytes in the header.
pub const HEADER_LEN: usize = 80;
/// Table rows in one compressed block.
const ROWS_PER_BLOCK: usize = 2;
/// zstd's compression level: fast, and still far under the size budget.
const LEVEL: i32 = 3;
/// Blocks compressed at once, in parallel, before they are written.
const BATCH: usize = 512;
/// Inflated blocks a reader keeps.
const CACHE: usize = 8;

/// Why a table file cannot be written or read.
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    /// Reading or writing failed.
    #[error("reading or writing the five-field table failed: {0}")]
    Io(#[from] io::Error),
    /// The file is not a five-field table of kono's at all.
    #[error("not a kono five-field table (wrong magic bytes)")]
    NotATable,
    /// A table written by another version of the format.
    #[error("five-field table format version {found}; this kono reads version {expected}")]
    Version {
        /// The version in the file.
        found: u32,
        /// The version this code reads.
        expected: u32,
    },
    /// A table of the other goal rule than the one asked for.
    #[error("the five-field table is for the {found} goal, not the {wanted} goal")]
    WrongGoal {
        /// The file's goal rule, `default` or `strict`.
        found: &'static str,
        /// The goal rule asked for.
        wanted: &'static str,
    },
    /// The file is damaged: a checksum or a length does not match.
    #[error("the five-field table is damaged ({0}); rebuild it with `kono solve --variant five`")]
    Damaged(String),
    /// A four-field position was asked of the five-field table.
    #[error("the five-field table has no four-field positions")]
    NotFive,
    /// Compressing a block failed.
    #[error("compressing the five-field table failed: {0}")]
    Compress(io::Error),
}

/// `default` or `strict`, for messages.
const fn goal_name(strict: bool) -> &'static str {
    if strict { "strict" } else { "default" }
}

/// The facts a header holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Header {
    strict_goal: bool,
    rows: usize,
    rows_per_block: usize,
    blocks: usize,
    counts: FiveCounts,
}

impl Header {
    fn encode(&self) -> Vec<u8> {
        let mut h = Vec::with_capacity(HEADER_LEN);
        h.extend_from_slice(MAGIC);
        h.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        h.extend_from_slice(&[u8::from(self.strict_goal), 0, 0, 0]);
        h.extend_from_slice(&(self.rows_per_block as u32).to_le_bytes());
        h.extend_from_slice(&(self.blocks as u32).to_le_bytes());
        h.extend_from_slice(&(self.rows as u32).to_le_bytes());
        h.extend_from_slice(&(EVEN_SIZE as u32).to_le_bytes());
        let c = &self.counts;
        for n in [c.wins, c.losses, c.draws] {
            h.extend_from_slice(&n.to_le_bytes());
        }
        h.extend_from_slice(&u32::from(c.max_remoteness).to_le_bytes());
        h.extend_from_slice(&c.no_step.to_le_bytes());
        h.extend_from_slice(&c.must_pass.to_le_bytes());
        let crc = crc32fast::hash(&h);
        h.extend_from_slice(&crc.to_le_bytes());
        h
    }

    fn decode(h: &[u8; HEADER_LEN], rows: usize) -> Result<(Header, u32), FileError> {
        if &h[..8] != MAGIC {
            return Err(FileError::NotATable);
        }
        let u32_at = |i: usize| u32::from_le_bytes([h[i], h[i + 1], h[i + 2], h[i + 3]]);
        let u64_at = |i: usize| u64::from(u32_at(i)) | u64::from(u32_at(i + 4)) << 32;
        let version = u32_at(8);
        if version != FORMAT_VERSION {
            return Err(FileError::Version {
                found: version,
                expected: FORMAT_VERSION,
            });
        }
        let crc = u32_at(HEADER_LEN - 4);
        if crc32fast::hash(&h[..HEADER_LEN - 4]) != crc {
            return Err(FileError::Damaged("header checksum".into()));
        }
        let header = Header {
            strict_goal: h[12] == 1,
            rows: u32_at(24) as usize,
            rows_per_block: u32_at(16) as usize,
            blocks: u32_at(20) as usize,
            counts: FiveCounts {
                wins: u64_at(32),
                losses: u64_at(40),
                draws: u64_at(48),
                max_remoteness: u16::try_from(u32_at(56)).unwrap_or(u16::MAX),
                no_step: u64_at(60),
                must_pass: u64_at(68),
            },
        };
        let c = &header.counts;
        let sane = h[12] <= 1
            && header.rows == rows
            && u32_at(28) as usize == EVEN_SIZE
            && header.rows_per_block > 0
            && header.blocks == rows.div_ceil(header.rows_per_block)
            && c.max_remoteness <= code::MAX_REMOTENESS
            && c.wins
                .checked_add(c.losses)
                .and_then(|n| n.checked_add(c.draws))
                == Some(2 * (rows * EVEN_SIZE) as u64);
        if !sane {
            return Err(FileError::Damaged("header fields out of range".into()));
        }
        Ok((header, crc))
    }
}

/// Writes the table rows `codes` (whole rows) in the file format; returns
/// the bytes written.
pub(super) fn write<W: Write>(
    codes: &[u8],
    strict_goal: bool,
    counts: FiveCounts,
    out: &mut W,
) -> Result<u64, FileError> {
    let rows = codes.len() / EVEN_SIZE;
    let header = Header {
        strict_goal,
        rows,
        rows_per_block: ROWS_PER_BLOCK,
        blocks: rows.div_ceil(ROWS_PER_BLOCK),
        counts,
    };
    let head = header.encode();
    out.write_all(&head)?;
    let mut written = head.len() as u64;
    let mut index = Vec::with_capacity(header.blocks * 8);
    let chunks: Vec<&[u8]> = codes.chunks(ROWS_PER_BLOCK * EVEN_SIZE).collect();
    for batch in chunks.chunks(BATCH) {
        let packed: Vec<Vec<u8>> = batch
            .par_iter()
            .map(|rows| zstd::bulk::compress(rows, LEVEL))
            .collect::<Result<_, _>>()
            .map_err(FileError::Compress)?;
        for block in packed {
            out.write_all(&block)?;
            written += block.len() as u64;
            index.extend_from_slice(&(block.len() as u32).to_le_bytes());
            index.extend_from_slice(&crc32fast::hash(&block).to_le_bytes());
        }
    }
    let mut hasher = crc32fast::Hasher::new();
    hasher.update(&head[HEADER_LEN - 4..]);
    hasher.update(&index);
    out.write_all(&index)?;
    out.write_all(&hasher.finalize().to_le_bytes())?;
    out.write_all(END_MAGIC)?;
    Ok(written + index.len() as u64 + 12)
}

impl FiveTable {
    /// Writes the table in the file format; returns the bytes written.
    ///
    /// # Errors
    /// When writing or compressing fails.
    pub fn encode<W: Write>(&self, out: &mut W) -> Result<u64, FileError> {
        write(self.codes(), self.strict_goal, self.counts, out)
    }

    /// Reads a whole table back, checking every block and the counts.
    ///
    /// # Errors
    /// As [`FiveFile::open`], and [`FileError::Damaged`] when a block or the
    /// counts do not match.
    pub fn decode<R: Read + Seek>(input: R, strict_goal: bool) -> Result<FiveTable, FileError> {
        let mut file = FiveFile::open(input, strict_goal)?;
        let mut values = Vec::with_capacity(STATES);
        for block in 0..file.header.blocks {
            values.extend_from_slice(&file.inflate(block)?);
        }
        let (mut wins, mut losses) = (0u64, 0u64);
        for &c in &values {
            if c != 0 {
                if code::is_win(c) {
                    wins += 1;
                } else {
                    losses += 1;
                }
            }
        }
        let counts = file.header.counts;
        if 2 * wins != counts.wins || 2 * losses != counts.losses {
            return Err(FileError::Damaged("counts differ from the values".into()));
        }
        Ok(FiveTable {
            strict_goal,
            values,
            counts,
        })
    }
}

/// A table file opened for probing: the header and index are read and
/// checked at once, blocks when first needed (a few inflated blocks are
/// kept).
pub struct FiveFile<R> {
    input: R,
    header: Header,
    /// Where each block starts, and where the last ends.
    offsets: Vec<u64>,
    crcs: Vec<u32>,
    /// Recently inflated blocks, the most recent first.
    cache: Vec<(usize, Vec<u8>)>,
}

impl<R: Read + Seek> FiveFile<R> {
    /// Opens a table file for the goal rule `strict_goal`, checking its
    /// header and index.
    ///
    /// # Errors
    /// [`FileError::NotATable`], [`FileError::Version`],
    /// [`FileError::WrongGoal`] or [`FileError::Damaged`] for a file that
    /// is not a sound table of that goal rule; [`FileError::Io`].
    pub fn open(input: R, strict_goal: bool) -> Result<FiveFile<R>, FileError> {
        FiveFile::open_rows(input, strict_goal, ODD_SIZE)
    }

    /// [`FiveFile::open`] for a table of `rows` rows (the tests write small
    /// ones).
    pub(super) fn open_rows(
        mut input: R,
        strict_goal: bool,
        rows: usize,
    ) -> Result<FiveFile<R>, FileError> {
        let len = input.seek(SeekFrom::End(0))?;
        if len < HEADER_LEN as u64 {
            return Err(FileError::NotATable);
        }
        input.seek(SeekFrom::Start(0))?;
        let mut head = [0u8; HEADER_LEN];
        input.read_exact(&mut head)?;
        let (header, head_crc) = Header::decode(&head, rows)?;
        if header.strict_goal != strict_goal {
            return Err(FileError::WrongGoal {
                found: goal_name(header.strict_goal),
                wanted: goal_name(strict_goal),
            });
        }
        let tail_len = header.blocks as u64 * 8 + 12;
        if len < HEADER_LEN as u64 + tail_len {
            return Err(FileError::Damaged("file too short".into()));
        }
        input.seek(SeekFrom::Start(len - tail_len))?;
        let mut tail = vec![0u8; tail_len as usize];
        input.read_exact(&mut tail)?;
        let (index, rest) = tail.split_at(header.blocks * 8);
        if &rest[4..] != END_MAGIC {
            return Err(FileError::Damaged("end marker".into()));
        }
        let mut hasher = crc32fast::Hasher::new();
        hasher.update(&head_crc.to_le_bytes());
        hasher.update(index);
        if hasher.finalize().to_le_bytes() != rest[..4] {
            return Err(FileError::Damaged("index checksum".into()));
        }
        let word =
            |i: usize| u32::from_le_bytes([index[i], index[i + 1], index[i + 2], index[i + 3]]);
        let mut offsets = Vec::with_capacity(header.blocks + 1);
        let mut crcs = Vec::with_capacity(header.blocks);
        let mut at = HEADER_LEN as u64;
        for block in 0..header.blocks {
            offsets.push(at);
            at += u64::from(word(block * 8));
            crcs.push(word(block * 8 + 4));
        }
        offsets.push(at);
        if at != len - tail_len {
            return Err(FileError::Damaged("block lengths".into()));
        }
        Ok(FiveFile {
            input,
            header,
            offsets,
            crcs,
            cache: Vec::with_capacity(CACHE),
        })
    }

    /// Whether the table is for `--strict-goal`.
    pub fn strict_goal(&self) -> bool {
        self.header.strict_goal
    }

    /// The counts written in the header.
    pub fn counts(&self) -> FiveCounts {
        self.header.counts
    }

    /// Reads, checks and inflates block `block`.
    fn inflate(&mut self, block: usize) -> Result<Vec<u8>, FileError> {
        let (start, end) = (self.offsets[block], self.offsets[block + 1]);
        self.input.seek(SeekFrom::Start(start))?;
        let mut packed = vec![0u8; (end - start) as usize];
        self.input.read_exact(&mut packed)?;
        if crc32fast::hash(&packed) != self.crcs[block] {
            return Err(FileError::Damaged(format!("block {block} checksum")));
        }
        let rows = self
            .header
            .rows_per_block
            .min(self.header.rows - block * self.header.rows_per_block);
        let want = rows * EVEN_SIZE;
        let rows = zstd::bulk::decompress(&packed, want)
            .map_err(|e| FileError::Damaged(format!("block {block}: {e}")))?;
        if rows.len() != want || rows.iter().any(|&c| c > code::loss(code::MAX_REMOTENESS)) {
            return Err(FileError::Damaged(format!("block {block} contents")));
        }
        Ok(rows)
    }

    /// The code of state `index`, through the block cache.
    pub(super) fn code_at(&mut self, index: usize) -> Result<u8, FileError> {
        let per_block = self.header.rows_per_block * EVEN_SIZE;
        let (block, at) = (index / per_block, index % per_block);
        if let Some(i) = self.cache.iter().position(|(b, _)| *b == block) {
            let hit = self.cache.remove(i);
            self.cache.insert(0, hit);
        } else {
            let rows = self.inflate(block)?;
            self.cache.truncate(CACHE - 1);
            self.cache.insert(0, (block, rows));
        }
        Ok(self.cache[0].1[at])
    }

    /// The value of `pos` for its side to move.
    ///
    /// # Errors
    /// [`FileError::NotFive`] for a four-field position; [`FileError::Io`]
    /// or [`FileError::Damaged`] when the block cannot be read.
    pub fn value(&mut self, pos: &Position) -> Result<Value, FileError> {
        if pos.variant() != Variant::Five {
            return Err(FileError::NotFive);
        }
        let (black, white) = fold(pos);
        Ok(code::value(self.code_at(index_of(black, white))?))
    }

    /// Every legal move of `pos` with its value for the mover, best first.
    ///
    /// # Errors
    /// As [`FiveFile::value`].
    pub fn move_values(&mut self, pos: &Position) -> Result<Vec<(Move, Value)>, FileError> {
        let options = RuleOptions {
            strict_goal: self.header.strict_goal,
            forced_capture: false,
        };
        let mut out = Vec::new();
        for mv in pos.legal_moves(&options) {
            if let Ok(child) = pos.play(mv, &options) {
                out.push((mv, self.value(&child)?.for_mover()));
            }
        }
        out.sort_by(|a, b| b.1.cmp(&a.1));
        Ok(out)
    }

    /// Reads and checks every block (a full integrity check, about a
    /// second).
    ///
    /// # Errors
    /// The first damaged block, as [`FileError::Damaged`].
    pub fn verify(&mut self) -> Result<(), FileError> {
        for block in 0..self.header.blocks {
            self.inflate(block)?;
        }
        Ok(())
    }
}
