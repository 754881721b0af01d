//! One level of the retrograde: the positions of a sector decided in `n`
//! plies take back the other side's steps to their parents.
//!
//! A child's parents all lie in one block of the mirror sector (the block
//! of the child's mover's set), but the children of one block have their
//! parents all over it. So the children are taken a batch at a time: the
//! batch is found by a scan of the sector (both cores, a share of its
//! blocks each), each child with its parents' block; sorted by that block
//! (a counting sort); then the parents' blocks are worked through in order,
//! each by one thread alone. A block's cells are then read and written
//! while they are in the cache, not fetched again for every child, and no
//! two threads ever write one block.

use std::sync::atomic::Ordering::Relaxed;

use arrayvec::ArrayVec;
use rayon::prelude::*;

use super::board::BOARD;
use super::code;
use super::ranks::squeeze;
use super::retro::{ALL, Pair};

/// The children a batch holds at most: their positions are scanned in
/// runs of whole blocks of up to this many.
const BATCH: u64 = 1 << 21;
/// A child's mover in its parents' frame (low 24 bits), how many
/// symmetries keep it (the next 8), and its parents' block (the high 32).
type Child = u64;

impl Pair<'_> {
    /// Takes back the steps of the positions of sector `j` decided in `n`
    /// plies (code `n + 1`).
    pub(super) fn level(&self, j: usize, n: u16) {
        let cells = &self.cells[j];
        let sector = cells.sector;
        let c = n as u8 + 1;
        let blocks: Vec<usize> = (0..sector.classes().len())
            .filter(|&b| cells.holds(b, c))
            .collect();
        let run = (BATCH / sector.block).max(1) as usize;
        for group in blocks.chunks(run) {
            let share = group
                .len()
                .div_ceil(4 * rayon::current_num_threads())
                .max(1);
            let found: Vec<Vec<Child>> = group
                .par_chunks(share)
                .map(|blocks| self.children(j, blocks, c))
                .collect();
            let (sorted, starts) = self.sort(j, &found);
            drop(found);
            (0..starts.len() - 1)
                .into_par_iter()
                .with_min_len(16)
                .for_each(|b| self.take_back(j, b, &sorted[starts[b]..starts[b + 1]], n));
        }
    }

    /// The positions of code `c` in the blocks `blocks` of sector `j`, as
    /// children of their parents.
    fn children(&self, j: usize, blocks: &[usize], c: u8) -> Vec<Child> {
        let cells = &self.cells[j];
        let sector = cells.sector;
        let classes = sector.classes();
        let pclasses = self.cells[self.mirror(j)].sector.classes();
        let board = &*BOARD;
        let lost = code::is_loss(c);
        let mut out = Vec::new();
        for &b in blocks {
            let symmetric = classes.keep[b] != 1;
            let base = b as u64 * sector.block;
            for r in 0..sector.block {
                if cells.code(base + r) != c {
                    continue;
                }
                let (own, other) = sector.position(base + r);
                let (pclass, s) = pclasses.class(own);
                let moved = board.image(s, other);
                let stab = if symmetric && !lost {
                    sector.stabilizer(own, b)
                } else {
                    1
                };
                out.push((pclass as u64) << 32 | u64::from(stab) << 24 | u64::from(moved));
            }
        }
        out
    }

    /// The children found sorted by their parents' block, and where each
    /// block's start (one more, the end).
    fn sort(&self, j: usize, found: &[Vec<Child>]) -> (Vec<Child>, Vec<usize>) {
        let classes = self.cells[self.mirror(j)].sector.classes().len();
        let mut starts = vec![0usize; classes + 1];
        for &child in found.iter().flatten() {
            starts[(child >> 32) as usize + 1] += 1;
        }
        for b in 0..classes {
            starts[b + 1] += starts[b];
        }
        let mut next = starts.clone();
        let mut sorted = vec![0; starts[classes]];
        for &child in found.iter().flatten() {
            let at = &mut next[(child >> 32) as usize];
            sorted[*at] = child;
            *at += 1;
        }
        (sorted, starts)
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
        let lost = code::is_loss(n as u8 + 1);
        let win_code = if lost { self.code(n + 1) } else { 0 };
        for &child in children {
            let moved = child as u32 & ALL;
            let stab = (child >> 24 & 0xff) as u32;
            let empty = ALL & !(moved | theirs);
            let mut ks: ArrayVec<u64, 48> = ArrayVec::new();
            let squeezed = squeeze(moved, at);
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
                acc ^ parents.code(k) ^ parents.counters[k as usize].load(Relaxed)
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
