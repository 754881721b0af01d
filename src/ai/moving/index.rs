//! The dense index of a sector: the positions of the moving phase where
//! the side to move has `m` pieces and the other side `o`. The other
//! side's set is taken up to the board's symmetries (its class, one of
//! [`Classes`]), and the mover's set, seen through the symmetry that takes
//! the other's to its class's representative, is ranked among the points
//! left free (colex order). Where the representative has symmetries of its
//! own, the smallest rank they give is the position's one: every position
//! has exactly one index, and the few indices no position gives are
//! *unused* ([`Sector::is_canonical`]).
//!
//! So a sector's positions are `classes(o) × C(24 − o, m)` indices, in
//! blocks of one class of the other side's set; a move's parents (the other
//! side stepped back) all share one block, which keeps the solver's writes
//! close together.

use std::sync::OnceLock;

use super::board::{BOARD, POINTS, SYMMETRIES};

/// Binomial coefficients `C(n, k)` for `n ≤ 24`, `k ≤ 24`.
static BINOMIAL: [[u64; POINTS + 1]; POINTS + 1] = binomials();

const fn binomials() -> [[u64; POINTS + 1]; POINTS + 1] {
    let mut c = [[0u64; POINTS + 1]; POINTS + 1];
    let mut n = 0;
    while n <= POINTS {
        c[n][0] = 1;
        let mut k = 1;
        while k <= n {
            c[n][k] = c[n - 1][k - 1] + if k < n { c[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    c
}

/// `C(n, k)`.
#[inline(always)]
pub(super) fn binomial(n: usize, k: usize) -> u64 {
    BINOMIAL[n][k]
}

/// Colex ranks of the low 12 bits of a word, and of its high 12 bits
/// after `j` bits below: a word's rank is `LOW[w & 4095] + HIGH[j][w >> 12]`.
struct RankTables {
    low: Vec<u32>,
    high: Vec<[u32; 4096]>,
}

static RANKS: std::sync::LazyLock<RankTables> = std::sync::LazyLock::new(|| {
    let part = |bits: u32, shift: usize, below: usize| {
        let mut r = 0;
        let mut i = below + 1;
        let mut rest = bits;
        while rest != 0 {
            r += BINOMIAL[rest.trailing_zeros() as usize + shift][i] as u32;
            rest &= rest - 1;
            i += 1;
        }
        r
    };
    RankTables {
        low: (0..4096).map(|w| part(w, 0, 0)).collect(),
        high: (0..=12)
            .map(|j| {
                let mut t = [0u32; 4096];
                for (w, slot) in t.iter_mut().enumerate() {
                    if j + (w as u32).count_ones() as usize <= POINTS {
                        *slot = part(w as u32, 12, j);
                    }
                }
                t
            })
            .collect(),
    }
});

/// The colex rank of the set `set` among all sets of its size.
#[inline(always)]
pub(super) fn rank(set: u32) -> u64 {
    let t = &*RANKS;
    let low = set & 4095;
    u64::from(t.low[low as usize] + t.high[low.count_ones() as usize][(set >> 12 & 4095) as usize])
}

/// The points not in `taken` renumbered 0, 1, … in order: where each point
/// goes (the points in `taken` anywhere).
#[inline(always)]
pub(super) fn renumbering(taken: u32) -> [u8; POINTS] {
    let mut at = [0u8; POINTS];
    let mut n = 0;
    for (p, slot) in at.iter_mut().enumerate() {
        *slot = n;
        n += u8::from(taken >> p & 1 == 0);
    }
    at
}

/// The next set of as many bits, in increasing order (Gosper's hack).
#[inline(always)]
pub(super) fn next_comb(set: u32) -> u32 {
    let low = set & set.wrapping_neg();
    let ripple = set + low;
    ripple | (((set ^ ripple) >> 2) / low)
}

/// The set `set` of points (none in the renumbering's `taken`) renumbered;
/// or any set through any table of points.
#[inline(always)]
pub(super) fn squeeze(mut set: u32, at: &[u8; POINTS]) -> u32 {
    let mut out = 0;
    while set != 0 {
        out |= 1 << at[set.trailing_zeros() as usize];
        set &= set - 1;
    }
    out
}

/// The colex rank of `set` among the sets of its size on the points not in
/// `taken` (the points renumbered 0, 1, … in order, skipping `taken`).
#[cfg(test)]
fn rank_among(set: u32, taken: u32) -> u64 {
    rank(squeeze(set, &renumbering(taken)))
}

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
        let own = unrank(
            index % self.block,
            self.m,
            &self.classes.free[class],
            POINTS - self.o,
        );
        (own, rep)
    }

    /// Whether `index` is the index of its position (not one of the unused
    /// ones a symmetric representative leaves).
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

/// The points not in `taken`, in order.
fn free_points(taken: u32) -> [u8; POINTS] {
    let mut free = [0u8; POINTS];
    let mut rest = !taken & ((1 << POINTS) - 1);
    let mut n = 0;
    while rest != 0 {
        free[n] = rest.trailing_zeros() as u8;
        rest &= rest - 1;
        n += 1;
    }
    free
}

/// The set of `k` of the `n` points `free` with colex rank `r`.
#[inline]
fn unrank(mut r: u64, k: usize, free: &[u8; POINTS], mut n: usize) -> u32 {
    let mut set = 0;
    for i in (1..=k).rev() {
        // The largest n with C(n, i) <= r.
        n -= 1;
        while BINOMIAL[n][i] > r {
            n -= 1;
        }
        r -= BINOMIAL[n][i];
        set |= 1 << free[n];
    }
    set
}

/// The set of `k` points not in `taken` with colex rank `r`.
#[cfg(test)]
fn unrank_among(r: u64, k: usize, taken: u32) -> u32 {
    unrank(
        r,
        k,
        &free_points(taken),
        POINTS - taken.count_ones() as usize,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_rank_and_unrank() {
        assert_eq!(binomial(24, 12), 2_704_156);
        let taken = 0b1001_0000_0110;
        for r in [0, 1, 17, 400, binomial(20, 5) - 1] {
            let set = unrank_among(r, 5, taken);
            assert_eq!(set & taken, 0);
            assert_eq!(rank_among(set, taken), r);
        }
    }

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
