//! 참고누's moving phase, solved: every position after the placing (no
//! pieces in hand, no marks) with 3 to `pieces` pieces a side, its value
//! for the side to move with the remoteness, repetition ignored as in the
//! other tables.
//!
//! # Design
//!
//! - **Sectors.** A position is in the sector of the mover's pieces and
//!   the other side's (`m`, `o`). A step that makes no 곤 leads to the
//!   mirror sector (`o`, `m`); one that makes a 곤 removes a piece and leads
//!   to (`o − 1`, `m`), one piece fewer in all, or, from three, leaves the
//!   opponent two and wins. So the sectors are solved by their pieces in
//!   all, smallest first, each with its mirror (`retro`).
//! - **The index** (`index`): the other side's set up to the board's 16
//!   symmetries (the square's eight, each with or without swapping the
//!   inner and outer squares), the mover's ranked among the points left:
//!   about 427 M positions up to 6 a side, 16.5 G up to 12.
//!   Ranks and sets go by tables (`ranks`): a set's colex rank in two
//!   lookups, the set of a rank in one.
//! - **The solve** keeps a value and a counter a position of the sector
//!   being solved, side by side (one cache line holds both), shared by
//!   both cores through atomics, and one byte a
//!   position of the sectors its captures lead to; each sector is
//!   compressed into the file's blocks as soon as it is solved, a few
//!   blocks at a time.
//! - **A level** (`level`) takes its children in batches sorted by their
//!   parents' block, each block worked through by one thread: no locks,
//!   and a block's cells stay in the cache while its children are taken
//!   back. Each block's runs of 512 positions note which codes they hold,
//!   so a level scans only the runs that may hold its own.
//! - **The file** ([`file`]) is the frame, zstd blocks of 65,536 positions
//!   each with its CRC-32, and a directory with each sector's counts; a
//!   damaged, foreign or missing table is named, never trusted.
//!
//! # What the solve finds
//!
//! See [`crate::ai::table`]'s docs (the 참고누 facts) and the tests.

mod board;
mod cells;
mod code;
mod file;
mod index;
mod level;
mod probe;
mod ranks;
mod retro;
mod solve;
/// The sectors of `pieces` a side in the order they are solved: by their
/// pieces in all, each sector before its mirror.
pub(super) fn order(pieces: u8) -> Vec<(u8, u8)> {
    let mut out = Vec::new();
    for total in 2 * FEWEST..=2 * pieces {
        for m in FEWEST..=pieces {
            let o = total - m;
            if (m..=pieces).contains(&o) {
                out.push((m, o));
                if m != o {
                    out.push((o, m));
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests;

pub use cells::SectorFacts;
pub use file::{Entry, FileError, MillFile};
pub use probe::MillTable;
pub use solve::{DEFAULT_PIECES, FEWEST, MOST, Stop, memory_needed};
