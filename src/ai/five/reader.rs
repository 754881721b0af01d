//! [`FiveFile`]: a table file opened for probing single positions; the
//! header and index are checked at once, each block when first read.

use std::io::{Cursor, Read, Seek, SeekFrom};
use std::sync::Arc;

use rayon::prelude::*;

use super::code;
use super::file::{END_MAGIC, FileError, HEADER_LEN, Header, goal_name};
use super::index::{EVEN_SIZE, ODD_SIZE, fold, index_of};
use super::planes::{Plane, ROW_WORDS, set};
use super::{FiveCounts, FiveTable, Value};
use crate::rules::{Position, Variant};

/// Inflated blocks a reader keeps.
const CACHE: usize = 8;
/// Blocks read before they are inflated in parallel, when decoding a whole
/// table.
const DECODE_BATCH: usize = 256;

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

/// Inflates block `block` from its compressed bytes and checks it.
fn unpack(header: &Header, block: usize, packed: &[u8]) -> Result<Vec<u8>, FileError> {
    let rows = header
        .rows_per_block
        .min(header.rows - block * header.rows_per_block);
    let want = rows * EVEN_SIZE;
    let rows = zstd::bulk::decompress(packed, want)
        .map_err(|e| FileError::Damaged(format!("block {block}: {e}")))?;
    if rows.len() != want || rows.iter().any(|&c| c > code::loss(code::MAX_REMOTENESS)) {
        return Err(FileError::Damaged(format!("block {block} contents")));
    }
    Ok(rows)
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
        let packed = self.read_block(block)?;
        unpack(&self.header, block, &packed)
    }

    /// Reads block `block`'s compressed bytes and checks their checksum.
    fn read_block(&mut self, block: usize) -> Result<Vec<u8>, FileError> {
        let (start, end) = (self.offsets[block], self.offsets[block + 1]);
        self.input.seek(SeekFrom::Start(start))?;
        let mut packed = vec![0u8; (end - start) as usize];
        self.input.read_exact(&mut packed)?;
        if crc32fast::hash(&packed) != self.crcs[block] {
            return Err(FileError::Damaged(format!("block {block} checksum")));
        }
        Ok(packed)
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

impl FiveTable {
    /// Reads a whole table back, checking every block and the counts.
    ///
    /// # Errors
    /// As [`FiveFile::open`], and [`FileError::Damaged`] when a block or the
    /// counts do not match.
    pub fn decode<R: Read + Seek>(mut input: R, strict_goal: bool) -> Result<FiveTable, FileError> {
        input.seek(SeekFrom::Start(0))?;
        let mut bytes = Vec::new();
        input.read_to_end(&mut bytes)?;
        let bytes: Arc<[u8]> = bytes.into();
        let mut file = FiveFile::open(Cursor::new(Arc::clone(&bytes)), strict_goal)?;
        let header = file.header;
        let mut decided = Plane::new(ODD_SIZE);
        let (mut wins, mut losses) = (0, 0);
        let blocks: Vec<usize> = (0..header.blocks).collect();
        let block_words = header.rows_per_block * ROW_WORDS;
        // Inflate a batch of blocks in parallel, each into its rows' bits.
        for (batch, words) in blocks
            .chunks(DECODE_BATCH)
            .zip(decided.blocks_mut(DECODE_BATCH * block_words))
        {
            let packed = batch
                .iter()
                .map(|&b| file.read_block(b))
                .collect::<Result<Vec<_>, _>>()?;
            let counted = batch
                .par_iter()
                .zip(&packed)
                .zip(words.par_chunks_mut(block_words))
                .map(|((&b, p), words)| {
                    let codes = unpack(&header, b, p)?;
                    let (mut w, mut l) = (0, 0);
                    for (row, bits) in codes.chunks(EVEN_SIZE).zip(words.chunks_mut(ROW_WORDS)) {
                        for (x, &c) in row.iter().enumerate() {
                            if c != 0 {
                                set(bits, x);
                                w += u64::from(code::is_win(c));
                                l += u64::from(!code::is_win(c));
                            }
                        }
                    }
                    Ok((w, l))
                })
                .collect::<Result<Vec<_>, FileError>>()?;
            for (w, l) in counted {
                wins += w;
                losses += l;
            }
        }
        let counts = header.counts;
        if 2 * wins != counts.wins || 2 * losses != counts.losses {
            return Err(FileError::Damaged("counts differ from the values".into()));
        }
        drop(file);
        FiveTable::new(strict_goal, decided, bytes, counts)
    }
}
