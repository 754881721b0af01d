//! The bytes of the sectors: [`Cells`], a sector being solved (a value and
//! a counter a position, side by side so that one cache line holds both,
//! and which values occur in each block of the index, so that a level
//! looks only where it has work), and [`Done`], a sector solved, looked up
//! by the larger ones.
//!
//! The cells are atomics only so that threads may share them: each block
//! is written by one thread alone (the solve gives every block to one
//! lane), so every access is a plain load or store, never a locked one.

use std::sync::atomic::{AtomicU8, AtomicU64, Ordering::Relaxed};

use arrayvec::ArrayVec;

use super::board::BOARD;
use super::code::{self, DRAW};
use super::index::Sector;
use super::ranks::squeeze;

/// A counter's mark: the index is one no position gives.
pub(super) const UNUSED: u8 = 253;
/// A counter's mark: the position is symmetric, so its children are
/// looked at again whenever one of them is won, instead of counted.
pub(super) const VERIFY: u8 = 254;
/// A counter's mark: a capture leads to a draw, so the position is never
/// lost.
pub(super) const CANNOT_LOSE: u8 = 255;
/// Positions a run of a block's has ([`Cells::may_hold`]).
pub(super) const RUN: u64 = 512;
/// Positions the facts are counted by at once.
const STRETCH: usize = 4096;

/// A sector being solved.
pub(super) struct Cells {
    /// Its index.
    pub sector: Sector,
    /// Each position's code ([`super::code`]; a draw is a position not
    /// decided) and its counter: its children not yet won (for the mover's
    /// opponent), or one of the marks.
    cells: Vec<[AtomicU8; 2]>,
    /// For each block, which codes were written there (bit `c`).
    present: Vec<[AtomicU64; 4]>,
    /// For each run of [`RUN`] positions of a block (the last one
    /// shorter), which codes were written there, modulo 64 (bit `c % 64`):
    /// a level scans only the runs that may hold its code.
    runs: Vec<AtomicU64>,
    /// Runs in a block.
    per_block: u64,
}

impl Cells {
    /// The sector's cells, all undecided.
    pub fn new(sector: Sector) -> Cells {
        let n = sector.len() as usize;
        let per_block = sector.block.div_ceil(RUN);
        let blocks = sector.classes().len();
        Cells {
            sector,
            cells: std::iter::repeat_with(Default::default).take(n).collect(),
            present: std::iter::repeat_with(Default::default)
                .take(blocks)
                .collect(),
            runs: std::iter::repeat_with(Default::default)
                .take(blocks * per_block as usize)
                .collect(),
            per_block,
        }
    }

    /// Writes `code` at `index`.
    #[inline(always)]
    pub fn set(&self, index: u64, code: u8) {
        self.cells[index as usize][0].store(code, Relaxed);
        self.note(index, code);
    }

    /// The counter at `index`.
    #[inline(always)]
    pub fn counter(&self, index: u64) -> &AtomicU8 {
        &self.cells[index as usize][1]
    }

    /// The code and the counter at `index`.
    #[inline(always)]
    pub fn both(&self, index: u64) -> (u8, u8) {
        let [code, counter] = &self.cells[index as usize];
        (code.load(Relaxed), counter.load(Relaxed))
    }

    #[inline(always)]
    fn note(&self, index: u64, code: u8) {
        let block = index / self.sector.block;
        let bits = &self.present[block as usize][usize::from(code / 64)];
        bits.store(bits.load(Relaxed) | 1 << (code % 64), Relaxed);
        let run = block * self.per_block + (index - block * self.sector.block) / RUN;
        let bits = &self.runs[run as usize];
        bits.store(bits.load(Relaxed) | 1 << (code % 64), Relaxed);
    }

    /// Whether run `run` of block `block` may hold code `code`.
    #[inline(always)]
    pub fn may_hold(&self, block: usize, run: u64, code: u8) -> bool {
        let bits = &self.runs[(block as u64 * self.per_block + run) as usize];
        bits.load(Relaxed) >> (code % 64) & 1 != 0
    }

    /// Decides `index` as the win of code `code` unless it is won more
    /// quickly already.
    #[inline(always)]
    pub fn win(&self, index: u64, code: u8) {
        let old = self.code(index);
        if old == DRAW || old > code {
            self.set(index, code);
        }
    }

    /// Whether block `block` holds code `code`.
    pub fn holds(&self, block: usize, code: u8) -> bool {
        self.present[block][usize::from(code / 64)].load(Relaxed) >> (code % 64) & 1 != 0
    }

    /// Whether any block holds a code above `code`.
    pub fn holds_above(&self, code: u8) -> bool {
        let (word, bit) = (usize::from(code / 64), code % 64);
        let above = if bit == 63 { 0 } else { !0u64 << (bit + 1) };
        self.present.iter().any(|bits| {
            bits[word].load(Relaxed) & above != 0
                || bits[word + 1..].iter().any(|b| b.load(Relaxed) != 0)
        })
    }

    /// The code at `index`.
    #[inline(always)]
    pub fn code(&self, index: u64) -> u8 {
        self.cells[index as usize][0].load(Relaxed)
    }

    /// The codes of the positions `from..to`, in order.
    #[inline(always)]
    pub fn codes(&self, from: u64, to: u64) -> impl Iterator<Item = u8> + '_ {
        self.cells[from as usize..to as usize]
            .iter()
            .map(|[code, _]| code.load(Relaxed))
    }

    /// The code of the position where the side to move has `own` and the
    /// other side `other`.
    #[inline(always)]
    pub fn code_of(&self, own: u32, other: u32) -> u8 {
        self.code(self.sector.index(own, other))
    }

    /// The counts of the positions (unused indices left out): won, lost,
    /// drawn, and the longest win and loss.
    pub fn facts(&self) -> SectorFacts {
        use rayon::prelude::*;
        self.cells
            .par_chunks(STRETCH)
            .map(|cells| {
                let mut f = SectorFacts::default();
                for [v, c] in cells {
                    if c.load(Relaxed) == UNUSED {
                        continue;
                    }
                    f.add(v.load(Relaxed));
                }
                f
            })
            .reduce(SectorFacts::default, SectorFacts::plus)
    }

    /// The solved sector, its counters let go: the codes are moved to the
    /// front of the cells' own memory, whose rest is given back (no second
    /// copy of the sector is ever held).
    pub fn done(self) -> Done {
        let n = self.cells.len();
        let mut values = self
            .cells
            .into_iter()
            .map(|cell| cell.map(AtomicU8::into_inner))
            .collect::<Vec<[u8; 2]>>()
            .into_flattened();
        (0..n).for_each(|i| values[i] = values[2 * i]);
        values.truncate(n);
        values.shrink_to_fit();
        Done {
            sector: self.sector,
            values,
        }
    }
}

/// What a sector holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SectorFacts {
    /// Positions the side to move wins.
    pub win: u64,
    /// Positions it loses.
    pub loss: u64,
    /// Drawn positions.
    pub draw: u64,
    /// The longest win (plies).
    pub max_win: u16,
    /// The longest loss (plies).
    pub max_loss: u16,
}

impl SectorFacts {
    fn add(&mut self, c: u8) {
        if c == DRAW {
            self.draw += 1;
        } else if code::is_win(c) {
            self.win += 1;
            self.max_win = self.max_win.max(code::remoteness(c));
        } else {
            self.loss += 1;
            self.max_loss = self.max_loss.max(code::remoteness(c));
        }
    }

    fn plus(self, o: SectorFacts) -> SectorFacts {
        SectorFacts {
            win: self.win + o.win,
            loss: self.loss + o.loss,
            draw: self.draw + o.draw,
            max_win: self.max_win.max(o.max_win),
            max_loss: self.max_loss.max(o.max_loss),
        }
    }
}

/// A solved sector, looked up by the sectors a capture leads from.
pub(super) struct Done {
    /// Its index.
    pub sector: Sector,
    /// Each position's code.
    pub values: Vec<u8>,
}

impl Done {
    /// The codes of the positions a capture can leave when the mover's
    /// step has made `moved` against `other`: one for each piece of
    /// `other` it may remove, the other side to move there. The indices
    /// come first and the loads after, none waiting on another.
    #[inline(always)]
    pub fn captures(&self, moved: u32, other: u32) -> ArrayVec<u8, 12> {
        let classes = self.sector.classes();
        let (class, s) = classes.class(moved);
        let theirs = BOARD.image(s, other);
        let at = &classes.at[class];
        let squeezed = squeeze(theirs, at);
        let mut indices: ArrayVec<u64, 12> = ArrayVec::new();
        let mut rest = theirs;
        while rest != 0 {
            let r = rest.trailing_zeros();
            rest &= rest - 1;
            let own = theirs ^ (1 << r);
            indices.push(
                self.sector
                    .index_squeezed(class, own, squeezed ^ (1 << at[r as usize])),
            );
        }
        indices
            .iter()
            .map(|&index| self.values[index as usize])
            .collect()
    }
}
