//! The index of a state: a combinatorial rank, dense over the 38,745,279
//! states, grouped in *slices* by the two piece counts.
//!
//! A state `(mine, theirs)` with `a` and `b` pieces lies in slice `(a, b)`,
//! at `offset(a, b) + colex(theirs) * C(16 - b, a) + colex(mine')`, where
//! `mine'` is `mine` squeezed onto the `16 - b` points `theirs` leaves free,
//! and `colex` is the rank of a set among the sets of its size in increasing
//! numeric order. A slice holds at most about 2 million states, so the
//! solver's working set stays in the processor's cache. Ranking `theirs`
//! first makes the predecessors of a state cheap to index: they all have
//! the state's `mine` as their `theirs`.

/// The most pieces a side has.
pub(super) const MAX_PIECES: u32 = 8;
/// All states: Σ C(16, a) · C(16 − a, b) over a, b ≤ 8.
pub(super) const STATES: usize = 38_745_279;

/// Lookup tables for ranking and unranking states.
pub(super) struct Ranker {
    /// `C(n, k)` for n ≤ 16.
    binomial: [[u32; 17]; 17],
    /// The colex rank of every 16-point set: `Σ C(point, ordinal)`.
    colex: Vec<u16>,
    /// `pext` of a byte: `pext8[mask << 8 | x]`.
    pext8: Vec<u8>,
    /// `pdep` of a byte: `pdep8[mask << 8 | x]`.
    pdep8: Vec<u8>,
    /// The first index of slice `(a, b)` and `C(16 - b, a)`, at `a * 9 + b`.
    slice: [(u32, u32); 81],
}

impl Ranker {
    /// Builds the tables (a few hundred kilobytes, well under a millisecond).
    pub(super) fn new() -> Ranker {
        let mut binomial = [[0u32; 17]; 17];
        for n in 0..17 {
            binomial[n][0] = 1;
            for k in 1..=n {
                binomial[n][k] =
                    binomial[n - 1][k - 1] + if k < n { binomial[n - 1][k] } else { 0 };
            }
        }
        // At most C(16, 8) = 12,870: fits in u16.
        let colex = (0..1usize << 16)
            .map(|set| {
                (0..16)
                    .filter(|bit| set >> bit & 1 == 1)
                    .enumerate()
                    .map(|(ordinal, bit)| binomial[bit][ordinal + 1] as u16)
                    .sum()
            })
            .collect();
        let mut pext8 = vec![0; 1 << 16];
        let mut pdep8 = vec![0; 1 << 16];
        for mask in 0..256usize {
            for x in 0..256usize {
                let (mut ext, mut dep, mut k) = (0, 0, 0);
                for bit in (0..8).filter(|bit| mask >> bit & 1 == 1) {
                    ext |= (x >> bit & 1) << k;
                    dep |= (x >> k & 1) << bit;
                    k += 1;
                }
                pext8[mask << 8 | x] = ext as u8;
                pdep8[mask << 8 | x] = dep as u8;
            }
        }
        let mut slice = [(0, 0); 81];
        let mut next = 0;
        for a in 0..9 {
            for b in 0..9 {
                slice[a * 9 + b] = (next, binomial[16 - b][a]);
                next += binomial[16][a] * binomial[16 - a][b];
            }
        }
        Ranker {
            binomial,
            colex,
            pext8,
            pdep8,
            slice,
        }
    }

    /// `C(n, k)` for n ≤ 16.
    #[inline(always)]
    pub(super) fn binomial(&self, n: u32, k: u32) -> u32 {
        self.binomial[n as usize][k as usize]
    }

    /// The first index of slice `(a, b)`, a and b ≤ 8.
    #[inline(always)]
    pub(super) fn offset(&self, a: u32, b: u32) -> usize {
        self.slice[(a * 9 + b) as usize].0 as usize
    }

    /// The first index of the states of slice `(a, b)` whose `theirs` is
    /// `theirs` (with `b` points): the rest is `colex` of the squeezed
    /// `mine`.
    #[inline(always)]
    pub(super) fn base(&self, a: u32, theirs: u32) -> u32 {
        let (offset, stride) = self.slice[(a * 9 + theirs.count_ones()) as usize];
        offset + self.colex(theirs) * stride
    }

    /// The rank of a 16-point set among the sets of its size.
    #[inline(always)]
    pub(super) fn colex(&self, set: u32) -> u32 {
        u32::from(self.colex[(set & 0xFFFF) as usize])
    }

    /// The bits of `x` at the points of `mask`, packed at the bottom.
    #[inline(always)]
    pub(super) fn pext(&self, x: u32, mask: u32) -> u32 {
        let (mlo, mhi) = (mask & 0xFF, mask >> 8 & 0xFF);
        let lo = self.pext8[(mlo << 8 | x & 0xFF) as usize];
        let hi = self.pext8[(mhi << 8 | x >> 8 & 0xFF) as usize];
        u32::from(lo) | u32::from(hi) << mlo.count_ones()
    }

    /// The low bits of `x` spread onto the points of `mask`.
    #[inline(always)]
    pub(super) fn pdep(&self, x: u32, mask: u32) -> u32 {
        let (mlo, mhi) = (mask & 0xFF, mask >> 8 & 0xFF);
        let lo = self.pdep8[(mlo << 8 | x & 0xFF) as usize];
        let hi = self.pdep8[(mhi << 8 | x >> mlo.count_ones() & 0xFF) as usize];
        u32::from(lo) | u32::from(hi) << 8
    }

    /// The index of the state `(mine, theirs)`: disjoint 16-point sets of at
    /// most 8 points each (the caller's promise).
    #[inline(always)]
    pub(super) fn index(&self, mine: u32, theirs: u32) -> usize {
        let free = !theirs & 0xFFFF;
        (self.base(mine.count_ones(), theirs) + self.colex(self.pext(mine, free))) as usize
    }

    /// Every state of slice `(a, b)` as `(index, mine, theirs)`, in index
    /// order. An iterator rather than a callback, so that the solver's loop
    /// over it has no closure that could stay out of line (and then be
    /// compiled without the solver's processor features).
    #[inline(always)]
    pub(super) fn slice(&self, a: u32, b: u32) -> SliceStates<'_> {
        let theirs = (1u32 << b) - 1;
        SliceStates {
            ranker: self,
            a,
            b,
            index: self.offset(a, b),
            theirs,
            packed: (1u32 << a) - 1,
        }
    }
}

/// The states of one slice, in index order: see [`Ranker::slice`].
pub(super) struct SliceStates<'a> {
    ranker: &'a Ranker,
    /// Pieces of the side to move.
    a: u32,
    /// Pieces of the other side.
    b: u32,
    /// The index of the next state.
    index: usize,
    /// The other side's pieces of the next state.
    theirs: u32,
    /// The next state's pieces to move, squeezed onto the free points.
    packed: u32,
}

impl Iterator for SliceStates<'_> {
    type Item = (usize, u32, u32);

    #[inline(always)]
    fn next(&mut self) -> Option<(usize, u32, u32)> {
        while self.theirs < 1 << 16 {
            if self.packed < 1 << (16 - self.b) {
                let free = !self.theirs & 0xFFFF;
                let state = (self.index, self.ranker.pdep(self.packed, free), self.theirs);
                self.index += 1;
                self.packed = next_subset(self.packed);
                return Some(state);
            }
            self.theirs = next_subset(self.theirs);
            self.packed = (1u32 << self.a) - 1;
        }
        None
    }
}

/// The next larger number with as many bits as `x` (Gosper's hack); past
/// every 16-bit number for `x == 0`.
#[inline(always)]
fn next_subset(x: u32) -> u32 {
    if x == 0 {
        return u32::MAX;
    }
    let low = x & x.wrapping_neg();
    let ripple = x + low;
    ripple | (((x ^ ripple) >> 2) / low)
}
