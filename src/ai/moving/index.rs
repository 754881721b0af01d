//! The dense index of a sector: the positions of the moving phase where
//! the side to move has `m` pieces and the other side `o`. The other
//! side's set is taken up to the board's symmetries (its class, one of
//! [`Classes`]), and the mover's set, seen through the symmetry that takes
//! the other's to its class's representative, is ranked among the points
//! left free (colex order). Where the representative has symmetries of its
//! own, the smallest rank they give is the position's one: every position
//! has exactly one index, and the few indices no position gives are
//! *unused* (no position gives them: the tests' `Sector::is_canonical`).
//!
//! So a sector's positions are `classes(o) × C(24 − o, m)` indices, in
//! blocks of one class of the other side's set; a move's parents (the other
//! side stepped back) all share one block, which keeps the solver's writes
//! close together.

use std::sync::OnceLock;

use super::board::{BOARD, POINTS, SYMMETRIES};
use super::ranks::{binomial, combs, free_points, next_comb, rank, renumbering, squeeze};

/// The sets of `k` pieces up to the board's symmetries.
pub(super) struct Classes {
    /// For each set (by its colex rank): its class, times 16, plus the
    /// symmetry that takes it to the class's representative.
    of: Vec<u32>,
    /// Each class's representative.
    pub reps: Vec<u32>,
    /// Each class's symmetries that keep its representative, as a bit set
    /// (bit 0, the identity, always).
    pub keep: Vec<u16>,
    /// For each class, the points its representative leaves free
    /// renumbered ([`renumbering`]).
    pub at: Vec<[u8; POINTS]>,
    /// For each class, the points its representative leaves free, in
    /// order.
    pub free: Vec<[u8; POINTS]>,
}

impl Classes {
    fn new(k: usize) -> Classes {
        let board = &*BOARD;
        let count = binomial(POINTS, k) as usize;
        let mut of = vec![0u32; count];
        let (mut reps, mut keep) = (Vec::new(), Vec::new());
        let mut set: u32 = (1 << k) - 1;
        for at in 0..count {
            let (mut best, mut best_sym) = (set, 0);
            for s in 1..SYMMETRIES {
                let image = board.image(s, set);
                if image < best {
                    (best, best_sym) = (image, s);
                }
            }
            if best == set {
                let kept = (0..SYMMETRIES)
                    .filter(|&s| board.image(s, set) == set)
                    .fold(0u16, |bits, s| bits | 1 << s);
                of[at] = (reps.len() as u32) << 4;
                reps.push(set);
                keep.push(kept);
            } else {
                // The representative is smaller, so it was met already.
                let class = of[rank(best) as usize] >> 4;
                of[at] = class << 4 | best_sym as u32;
            }
            if k > 0 && set != (((1u64 << k) - 1) << (POINTS - k)) as u32 {
                set = next_comb(set);
            }
        }
        let at = reps.iter().map(|&r| renumbering(r)).collect();
        let free = reps.iter().map(|&r| free_points(r)).collect();
        Classes {
            of,
            reps,
            keep,
            at,
            free,
        }
    }

    /// The classes of the sets of `k` pieces, built once.
    pub fn of(k: usize) -> &'static Classes {
        static ALL: [OnceLock<Classes>; POINTS + 1] = [const { OnceLock::new() }; POINTS + 1];
        ALL[k].get_or_init(|| Classes::new(k))
    }

    /// The class of `set` and the symmetry that takes it to the class's
    /// representative.
    #[inline(always)]
    pub fn class(&self, set: u32) -> (usize, usize) {
        let c = self.of[rank(set) as usize];
        ((c >> 4) as usize, (c & 15) as usize)
    }

    /// How many classes.
    pub fn len(&self) -> usize {
        self.reps.len()
    }
}

/// One sector: the side to move has `m` pieces, the other `o`.
#[derive(Clone, Copy)]
pub(super) struct Sector {
    /// The mover's pieces.
    pub m: usize,
    /// The other side's pieces.
    pub o: usize,
    /// Indices in one block (one class of the other side's set).
    pub block: u64,
    classes: &'static Classes,
    /// The mover's sets by their rank in a block, on the points renumbered.
    combs: &'static [u32],
}

impl std::fmt::Debug for Sector {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "sector {} against {}", self.m, self.o)
    }
}

impl Sector {
    /// The sector of `m` pieces to move against `o`.
    pub fn new(m: usize, o: usize) -> Sector {
        Sector {
            m,
            o,
            block: binomial(POINTS - o, m),
            classes: Classes::of(o),
            combs: combs(POINTS - o, m),
        }
    }

    /// Indices in the sector (the unused ones too).
    pub fn len(&self) -> u64 {
        self.classes.len() as u64 * self.block
    }

    /// The classes of the other side's set.
    pub fn classes(&self) -> &'static Classes {
        self.classes
    }

    /// The index of the position with the mover's pieces `own` and the
    /// other side's `other`, already in the frame of class `class`'s
    /// representative (`other` is it).
    #[inline(always)]
    pub fn index_in(&self, class: usize, own: u32) -> u64 {
        let at = &self.classes.at[class];
        let mut r = rank(squeeze(own, at));
        let keep = self.classes.keep[class];
        if keep != 1 {
            let board = &*BOARD;
            let mut rest = keep & !1;
            while rest != 0 {
                let s = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                r = r.min(rank(squeeze(board.image(s, own), at)));
            }
        }
        class as u64 * self.block + r
    }

    /// [`Sector::index_in`] for `own` already renumbered as `squeezed`,
    /// quicker where the class's representative has no symmetry.
    #[inline(always)]
    pub fn index_squeezed(&self, class: usize, own: u32, squeezed: u32) -> u64 {
        if self.classes.keep[class] == 1 {
            class as u64 * self.block + rank(squeezed)
        } else {
            self.index_in(class, own)
        }
    }

    /// The index of the position with the mover's pieces `own` and the
    /// other side's `other`.
    #[inline(always)]
    pub fn index(&self, own: u32, other: u32) -> u64 {
        let (class, s) = self.classes.class(other);
        self.index_in(class, BOARD.image(s, own))
    }

    /// The position at `index`: the mover's pieces and the other side's
    /// (the class's representative).
    pub fn position(&self, index: u64) -> (u32, u32) {
        let class = (index / self.block) as usize;
        let rep = self.classes.reps[class];
        let own = squeeze(self.comb(index % self.block), &self.classes.free[class]);
        (own, rep)
    }

    /// The mover's set of rank `rank` in a block, on the points the
    /// block's representative leaves free renumbered.
    #[inline(always)]
    pub fn comb(&self, rank: u64) -> u32 {
        self.combs[rank as usize]
    }

    /// Whether `index` is the index of its position (not one of the unused
    /// ones a symmetric representative leaves).
    #[cfg(test)]
    pub fn is_canonical(&self, index: u64) -> bool {
        let class = (index / self.block) as usize;
        self.classes.keep[class] == 1 || {
            let (own, _) = self.position(index);
            self.index_in(class, own) == index
        }
    }

    /// How many symmetries keep the position at `index` (1 for most).
    pub fn stabilizer(&self, own: u32, class: usize) -> u32 {
        let keep = self.classes.keep[class];
        if keep == 1 {
            return 1;
        }
        (0..SYMMETRIES)
            .filter(|&s| keep >> s & 1 != 0 && BOARD.image(s, own) == own)
            .count() as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_pieces_fall_in_few_classes_and_every_index_is_one_position() {
        let c = Classes::of(3);
        // 2,024 sets; those of a symmetric shape share classes.
        assert!(c.len() >= 2024 / 16 && c.len() < 2024 / 4, "{}", c.len());
        let sector = Sector::new(3, 3);
        let mut used = 0;
        for i in 0..sector.len() {
            let (own, other) = sector.position(i);
            assert_eq!(own & other, 0);
            if sector.is_canonical(i) {
                used += 1;
                for s in 0..SYMMETRIES {
                    let (a, b) = (BOARD.image(s, own), BOARD.image(s, other));
                    assert_eq!(sector.index(a, b), i);
                }
            }
        }
        assert!(used > 0 && used <= sector.len());
    }
}
