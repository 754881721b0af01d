//! The file format of a solved five-field table, and its writer (the reader
//! is [`super::FiveFile`]). The caller owns the file: this is pure encoding
//! over `Write`, and decoding over `Read + Seek`.
//!
//! Layout, little-endian:
//! - a header of [`HEADER_LEN`] bytes: magic `KONOFIVE`, format version,
//!   goal rule, rows per block, block count, rows and row length, the win /
//!   loss / draw counts, the largest remoteness, the no-step and must-pass
//!   counts, and a CRC-32 of the header bytes before it;
//! - the blocks: each a zstd frame of `rows per block` rows of the table
//!   (one byte per state, the codes of [`super::code`]);
//! - the index: per block its compressed length and the CRC-32 of its bytes;
//!   then the CRC-32 of the header's CRC and the index; then `KONOEND5`.
//!
//! Every byte is covered by a checksum: the header's own, the index's, and
//! each block's (checked whenever the block is read), so a damaged or
//! foreign file is refused, never trusted.

use std::io::{self, Write};

use rayon::prelude::*;

use super::index::EVEN_SIZE;
use super::{FiveCounts, FiveTable, code};
use crate::ai::table::{Frame, FrameError, u32_at, u64_at};

/// The first bytes of every table file: `KONOFIVE` and the version.
const FRAME: Frame = Frame {
    magic: b"KONOFIVE",
    version: FORMAT_VERSION,
};
/// The last bytes of every table file.
pub(super) const END_MAGIC: &[u8; 8] = b"KONOEND5";
/// The format version this code writes and reads.
pub const FORMAT_VERSION: u32 = 1;
/// Bytes in the header.
pub(super) const HEADER_LEN: usize = 80;
/// Table rows in one compressed block.
const ROWS_PER_BLOCK: usize = 2;
/// The most rows per block a reader accepts (bounds what one block
/// inflates to, whatever a file says).
const MAX_ROWS_PER_BLOCK: usize = 64;
/// zstd's compression level: fast, and still far under the size budget.
const LEVEL: i32 = 3;
/// Blocks compressed at once, in parallel, before they are written.
const BATCH: usize = 512;

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
    #[error("the five-field table is damaged ({0}) and must be rebuilt")]
    Damaged(String),
    /// A four-field position was asked of the five-field table.
    #[error("the five-field table has no four-field positions")]
    NotFive,
    /// Compressing a block failed.
    #[error("compressing the five-field table failed: {0}")]
    Compress(io::Error),
}

/// `default` or `strict`, for messages.
pub(super) const fn goal_name(strict: bool) -> &'static str {
    if strict { "strict" } else { "default" }
}

/// The facts a header holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Header {
    /// Whether the table is for `--strict-goal`.
    pub strict_goal: bool,
    /// Rows of the table (`ODD_SIZE`, fewer in tests).
    pub rows: usize,
    /// Rows in one block (the last may have fewer).
    pub rows_per_block: usize,
    /// Blocks in the file.
    pub blocks: usize,
    /// The table's counts.
    pub counts: FiveCounts,
}

impl Header {
    fn encode(&self) -> Vec<u8> {
        let mut h = Vec::with_capacity(HEADER_LEN);
        h.extend_from_slice(&FRAME.bytes());
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

    pub(super) fn decode(h: &[u8; HEADER_LEN], rows: usize) -> Result<(Header, u32), FileError> {
        match FRAME.check(h) {
            Ok(()) => {}
            Err(FrameError::Magic) => return Err(FileError::NotATable),
            Err(FrameError::Version { found }) => {
                return Err(FileError::Version {
                    found,
                    expected: FORMAT_VERSION,
                });
            }
        }
        let u32_at = |i: usize| u32_at(h, i);
        let u64_at = |i: usize| u64_at(h, i);
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
            && (1..=MAX_ROWS_PER_BLOCK).contains(&header.rows_per_block)
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
#[cfg(test)]
pub(super) fn write<W: Write>(
    codes: &[u8],
    strict_goal: bool,
    counts: FiveCounts,
    out: &mut W,
) -> Result<u64, FileError> {
    let fill = |t: usize, row: &mut [u8]| {
        row.copy_from_slice(&codes[t * EVEN_SIZE..(t + 1) * EVEN_SIZE]);
    };
    write_rows(codes.len() / EVEN_SIZE, strict_goal, counts, fill, out)
}

/// Writes a table of `rows` rows in the file format, `fill(t, row)`
/// writing the codes of row `t` into `row`; returns the bytes written.
/// Rows are made as their blocks are compressed, a batch of blocks at a
/// time, so the whole table is never in memory.
pub(super) fn write_rows<W: Write>(
    rows: usize,
    strict_goal: bool,
    counts: FiveCounts,
    fill: impl Fn(usize, &mut [u8]) + Sync,
    out: &mut W,
) -> Result<u64, FileError> {
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
    let blocks: Vec<usize> = (0..header.blocks).collect();
    for batch in blocks.chunks(BATCH) {
        let packed: Vec<Vec<u8>> = batch
            .par_iter()
            .map_init(
                || (Vec::new(), zstd::bulk::Compressor::new(LEVEL)),
                |(buf, compressor), &b| {
                    let first = b * ROWS_PER_BLOCK;
                    let last = (first + ROWS_PER_BLOCK).min(rows);
                    buf.resize((last - first) * EVEN_SIZE, 0);
                    for (t, row) in (first..last).zip(buf.chunks_mut(EVEN_SIZE)) {
                        fill(t, row);
                    }
                    match compressor {
                        Ok(compressor) => compressor.compress(buf),
                        Err(err) => Err(io::Error::new(err.kind(), err.to_string())),
                    }
                },
            )
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
    /// When writing fails.
    pub fn encode<W: Write>(&self, out: &mut W) -> Result<u64, FileError> {
        out.write_all(&self.bytes)?;
        Ok(self.bytes.len() as u64)
    }
}
