//! The solve of the moving phase up to `pieces` a side: the sectors by the
//! pieces on the board, smallest first (a capture leads to a sector of one
//! piece fewer, which is solved already), each with its mirror
//! ([`super::retro`]), then compressed into the blocks of the file as soon
//! as it is solved. Only the sectors the next ones capture into stay in
//! memory.

use std::sync::atomic::{AtomicBool, Ordering::Relaxed};

use rayon::prelude::*;

use super::cells::{Cells, Done, SectorFacts};
use super::file::{BLOCK, Writer};
use super::index::Sector;
use super::level::Scratch;
use super::order;
use super::retro::Pair;
use crate::ai::table::{Progress, TableError, check_memory};

/// The fewest pieces a side has in a sector (two lose).
pub const FEWEST: u8 = 3;
/// The most pieces a side has.
pub const MOST: u8 = 12;
/// The pieces a side `kono solve --variant mill` solves up to by default.
pub const DEFAULT_PIECES: u8 = 6;
/// zstd's level for the blocks.
const LEVEL: i32 = 6;
/// Blocks compressed at once.
const GROUP: usize = 16;

/// A sector (mover's pieces, other side's) with its counts.
pub(super) type Counted = ((u8, u8), SectorFacts);

/// Why a solve stopped.
#[derive(Debug)]
pub enum Stop {
    /// It was cancelled.
    Cancelled,
    /// The table error it met.
    Table(TableError),
}

/// The bytes a solve up to `pieces` holds at most: two bytes a position
/// of the largest pair, one a position of the sectors it captures into,
/// and the blocks made so far (allowed for at a third of a byte a
/// position).
pub fn memory_needed(pieces: u8) -> u64 {
    let len = |m: u8, o: u8| Sector::new(usize::from(m), usize::from(o)).len();
    let all: u64 = order(pieces).iter().map(|&(m, o)| len(m, o)).sum();
    let mut most = 0;
    for &(m, o) in &order(pieces) {
        if m > o {
            continue;
        }
        let pair = if m == o {
            len(m, o)
        } else {
            len(m, o) + len(o, m)
        };
        let below = |a: u8, b: u8| if a >= FEWEST { len(a, b) } else { 0 };
        let captured = below(o - 1, m) + if m != o { below(m - 1, o) } else { 0 };
        most = most.max(2 * pair + captured);
    }
    most + all / 3 + (64 << 20)
}

/// Solves the moving phase up to `pieces` a side into a table file's
/// bytes, with each sector's facts; `values` keeps every sector's codes
/// too (for the tests of small tables).
///
/// # Errors
/// [`Stop::Cancelled`]; [`Stop::Table`] for memory not to be had, or a
/// remoteness too large for the file's codes.
pub(super) fn run(
    pieces: u8,
    title: &str,
    progress: &(dyn Fn(Progress) + Sync),
    cancel: &AtomicBool,
    values: Option<&mut Vec<Done>>,
) -> Result<(Vec<u8>, Vec<Counted>), Stop> {
    check_memory(title, memory_needed(pieces)).map_err(Stop::Table)?;
    let order = order(pieces);
    let total: u64 = order
        .iter()
        .map(|&(m, o)| Sector::new(usize::from(m), usize::from(o)).len())
        .sum();
    let mut writer = Writer::new(pieces, order.len());
    let mut facts = Vec::new();
    let mut kept = values;
    let mut below: Vec<Done> = Vec::new();
    let mut now: Vec<Done> = Vec::new();
    let mut done = 0u64;
    // One set of level buffers for the whole solve: asked for once, not
    // once a pair (memory given back piecemeal stays the process's).
    let mut scratch = Scratch::new();
    let mut last_total = 0;
    for &(m, o) in &order {
        if m > o {
            continue;
        }
        if m + o != last_total {
            // The sectors of one piece fewer are needed no longer; those
            // just solved are, but for the ones no larger sector captures
            // into (the capturer would have one piece too many).
            below = std::mem::take(&mut now);
            below.retain(|d| d.sector.m < usize::from(pieces));
            last_total = m + o;
        }
        let sides: Vec<(u8, u8)> = if m == o {
            vec![(m, o)]
        } else {
            vec![(m, o), (o, m)]
        };
        let cells = sides
            .iter()
            .map(|&(a, b)| Cells::new(Sector::new(usize::from(a), usize::from(b))))
            .collect();
        let captures = sides
            .iter()
            .map(|&(a, b)| {
                below
                    .iter()
                    .find(|d| d.sector.m + 1 == usize::from(b) && d.sector.o == usize::from(a))
            })
            .collect();
        let pair = Pair::new(cells, captures);
        let level = |n: u16| {
            progress(Progress {
                done,
                total,
                level: Some(n),
            })
        };
        if !pair.solve(cancel, &level, &mut scratch) {
            return Err(Stop::Cancelled);
        }
        if pair.overflow.load(Relaxed) {
            return Err(Stop::Table(TableError::Failed {
                table: title.to_string(),
                reason: format!("a remoteness over {} plies", super::code::MAX_REMOTENESS),
            }));
        }
        for cells in pair.cells {
            let sector = cells.sector;
            let counted = cells.facts();
            let solved = cells.done();
            writer.sector(sector, counted);
            // A few blocks at a time, so that no sector's compressed
            // blocks are held apart from the file's bytes.
            for group in solved.values.chunks(BLOCK * GROUP) {
                let packed = group
                    .par_chunks(BLOCK)
                    .map(|block| zstd::bulk::compress(block, LEVEL))
                    .collect::<Result<Vec<_>, _>>()
                    .map_err(|err| {
                        Stop::Table(TableError::Failed {
                            table: title.to_string(),
                            reason: err.to_string(),
                        })
                    })?;
                for block in &packed {
                    writer.block(block);
                }
            }
            facts.push(((sector.m as u8, sector.o as u8), counted));
            done += sector.len();
            if let Some(kept) = kept.as_deref_mut() {
                kept.push(Done {
                    sector,
                    values: solved.values.clone(),
                });
            }
            now.push(solved);
        }
    }
    progress(Progress {
        done: total,
        total,
        level: None,
    });
    Ok((writer.finish(), facts))
}
