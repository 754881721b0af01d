//! One level of the retrograde: the positions of a sector decided in `n`
//! plies take back the other side's steps to their parents.
//!
//! A child's parents all lie in one block of the mirror sector (the block
//! of the child's mover's set), but the children of one block have their
//! parents all over it. So the children are taken a batch at a time: the
//! batch is found by a scan of the sector (both cores, taking its blocks
//! in turn till the batch is full), each child as an index into its
//! parents' sector (which names their block); sorted by that block (a
//! counting sort); then the parents' blocks are worked through in order,
//! each by one thread alone. A block's cells are then read and written
//! while they are in the cache, not fetched again for every child, and no
//! two threads ever write one block.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering::Relaxed};

use arrayvec::ArrayVec;
use rayon::prelude::*;

use super::board::ALL;
use super::board::BOARD;
use super::cells::RUN;
use super::code;
use super::ranks::{rank, squeeze};
use super::retro::Pair;

/// The children a batch holds (a block's more at most): the more, the
/// more children each parents' block has in a batch, and the fewer times
/// its cells are fetched.
const BATCH: usize = 1 << 21;
/// A child as its parents see it: the index in the parents' sector of the
/// position where the parents' mover has stepped (the child's other side,
/// in its parents' frame) against the child's mover. Every sector holds
/// fewer than 2^32 indices.
type Child = u32;

/// A level's buffers, kept from batch to batch and level to level (the
/// allocator is not asked again and again for as much).
pub(super) struct Scratch {
    /// The children each thread has found.
    found: Vec<Vec<Child>>,
    /// The children sorted by their parents' block.
    sorted: Vec<Child>,
    /// Where each parents' block's children start, and one more.
    starts: Vec<usize>,
    /// Where the next child of each block goes.
    next: Vec<usize>,
}

impl Scratch {
    /// Buffers for the threads of the pool.
    pub fn new() -> Scratch {
        Scratch {
            found: vec![Vec::new(); rayon::current_num_threads().max(1)],
            sorted: Vec::new(),
            starts: Vec::new(),
            next: Vec::new(),
        }
    }
}

impl Pair<'_> {
    /// Solves the pair with the level buffers `scratch`; `false` when
    /// cancelled.
    pub fn solve(
        &self,
        cancel: &AtomicBool,
        level: &(dyn Fn(u16) + Sync),
        scratch: &mut Scratch,
    ) -> bool {
        for j in 0..self.cells.len() {
            self.start(j);
        }
        let mut n: u16 = 0;
        // Code n + 1 is remoteness n.
        while self.cells.iter().any(|cells| cells.holds_above(n as u8)) {
            if cancel.load(Relaxed) || self.overflow.load(Relaxed) {
                return !cancel.load(Relaxed);
            }
            level(n);
            for j in 0..self.cells.len() {
                self.level(j, n, scratch);
            }
            n += 1;
            if n > code::MAX_REMOTENESS {
                break;
            }
        }
        true
    }

    /// Takes back the steps of the positions of sector `j` decided in `n`
    /// plies (code `n + 1`).
    pub(super) fn level(&self, j: usize, n: u16, scratch: &mut Scratch) {
        let cells = &self.cells[j];
        let c = n as u8 + 1;
        let blocks: Vec<usize> = (0..cells.sector.classes().len())
            .filter(|&b| cells.holds(b, c))
            .collect();
        let cursor = AtomicUsize::new(0);
        while cursor.load(Relaxed) < blocks.len() {
            // The threads take blocks in turn till the batch is full.
            let hits = AtomicUsize::new(0);
            scratch.found.par_iter_mut().for_each(|out| {
                out.clear();
                while hits.load(Relaxed) < BATCH {
                    let Some(&b) = blocks.get(cursor.fetch_add(1, Relaxed)) else {
                        break;
                    };
                    let before = out.len();
                    self.children(j, b, c, out);
                    hits.fetch_add(out.len() - before, Relaxed);
                }
            });
            self.sort(j, scratch);
            let (sorted, starts) = (&scratch.sorted, &scratch.starts);
            (0..starts.len() - 1)
                .into_par_iter()
                .with_min_len(16)
                .for_each(|b| self.take_back(j, b, &sorted[starts[b]..starts[b + 1]], n));
        }
    }

    /// The positions of code `c` in block `b` of sector `j`, as children of
    /// their parents, pushed to `out`.
    fn children(&self, j: usize, b: usize, c: u8, out: &mut Vec<Child>) {
        let cells = &self.cells[j];
        let sector = cells.sector;
        let psector = self.cells[self.mirror(j)].sector;
        let pclasses = psector.classes();
        let board = &*BOARD;
        let base = b as u64 * sector.block;
        for run in 0..sector.block.div_ceil(RUN) {
            if !cells.may_hold(b, run, c) {
                continue;
            }
            let from = base + run * RUN;
            let to = base + sector.block.min((run + 1) * RUN);
            for (i, code) in (from..).zip(cells.codes(from, to)) {
                if code != c {
                    continue;
                }
                let (own, other) = sector.position(i);
                let (pclass, s) = pclasses.class(own);
                let moved = squeeze(board.image(s, other), &pclasses.at[pclass]);
                debug_assert!(psector.len() <= 1 << 32);
                out.push((pclass as u64 * psector.block + rank(moved)) as Child);
            }
        }
    }

    /// Sorts the children found by their parents' block (a counting sort)
    /// into `scratch.sorted`, each block's from `scratch.starts`.
    fn sort(&self, j: usize, scratch: &mut Scratch) {
        let psector = self.cells[self.mirror(j)].sector;
        let classes = psector.classes().len();
        let block = psector.block as Child;
        let Scratch {
            found,
            sorted,
            starts,
            next,
        } = scratch;
        starts.clear();
        starts.resize(classes + 1, 0);
        for &child in found.iter().flatten() {
            starts[(child / block) as usize + 1] += 1;
        }
        for b in 0..classes {
            starts[b + 1] += starts[b];
        }
        next.clear();
        next.extend_from_slice(starts);
        sorted.clear();
        sorted.resize(starts[classes], 0);
        for &child in found.iter().flatten() {
            let at = &mut next[(child / block) as usize];
            sorted[*at] = child;
            *at += 1;
        }
    }

    /// Takes back the other side's steps from the children `children` of
    /// sector `j`, decided in `n` plies, whose parents lie in block `pclass`
    /// of the mirror sector.
    fn take_back(&self, j: usize, pclass: usize, children: &[Child], n: u16) {
        if children.is_empty() {
            return;
        }
        let p = self.mirror(j);
        let parents = &self.cells[p];
        let psector = parents.sector;
        let pclasses = psector.classes();
        let board = &*BOARD;
        let theirs = pclasses.reps[pclass];
        let at = &pclasses.at[pclass];
        let free = &pclasses.free[pclass];
        let lost = code::is_loss(n as u8 + 1);
        let win_code = if lost { self.code(n + 1) } else { 0 };
        // Only a symmetric representative leaves a child symmetries.
        let symmetric = pclasses.keep[pclass] != 1 && !lost;
        let base = pclass as u64 * psector.block;
        for &child in children {
            let squeezed = psector.comb(u64::from(child) - base);
            let moved = squeeze(squeezed, free);
            let stab = if symmetric {
                psector.stabilizer(moved, pclass)
            } else {
                1
            };
            let empty = ALL & !(moved | theirs);
            let mut ks: ArrayVec<u64, 48> = ArrayVec::new();
            let mut rest = moved;
            while rest != 0 {
                let t = rest.trailing_zeros();
                rest &= rest - 1;
                if board.makes_gon(moved, t) {
                    // That step would have captured.
                    continue;
                }
                let mut froms = board.adj[t as usize] & empty;
                while froms != 0 {
                    let f = froms.trailing_zeros();
                    froms &= froms - 1;
                    let step = 1 << at[t as usize] | 1 << at[f as usize];
                    let own = moved ^ (1 << t) ^ (1 << f);
                    ks.push(psector.index_squeezed(pclass, own, squeezed ^ step));
                }
            }
            // Reads every parent's cells first, all at once: the misses
            // overlap instead of coming one after another.
            let touched = ks.iter().fold(0u8, |acc, &k| {
                let (code, counter) = parents.both(k);
                acc ^ code ^ counter
            });
            std::hint::black_box(touched);
            if lost {
                for &k in &ks {
                    parents.win(k, win_code);
                }
            } else if stab == 1 {
                for &k in &ks {
                    self.count_down(p, k, 1, n);
                }
            } else {
                // Each parent reaches this symmetric child once per
                // symmetry that keeps it.
                ks.sort_unstable();
                for run in ks.chunk_by(|a, b| a == b) {
                    self.count_down(p, run[0], run.len() as u32 / stab, n);
                }
            }
        }
    }
}
