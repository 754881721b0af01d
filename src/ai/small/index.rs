//! The state space of a small game ranked to a dense index: the side to
//! move, then slices by the number of black and white pieces, each slice
//! the waiting side's set (the side not to move) by its combinatorial
//! rank times the moving side's among the points left. So the positions
//! one move before a given one (the other side to move, the same set
//! waiting unless a capture is put back) lie close together, in one block
//! of at most a few thousand states, which is what keeps the retrograde
//! solver's memory accesses near each other.

use crate::rules::{Color, Position, Variant};

/// Binomial coefficients up to 32 points.
static CHOOSE: std::sync::LazyLock<[[u64; 33]; 33]> = std::sync::LazyLock::new(|| {
    let mut c = [[0u64; 33]; 33];
    for n in 0..33 {
        c[n][0] = 1;
        for k in 1..=n {
            c[n][k] = c[n - 1][k - 1] + c[n - 1][k];
        }
    }
    c
});

/// `n` choose `k`.
fn choose(n: u32, k: u32) -> u64 {
    if k > n {
        return 0;
    }
    CHOOSE[n as usize][k as usize]
}

/// The colex rank of a set of bits among all sets of its size.
fn rank_set(set: u32) -> u64 {
    let choose = &*CHOOSE;
    let mut rest = set;
    let mut rank = 0;
    let mut k = 1;
    while rest != 0 {
        rank += choose[rest.trailing_zeros() as usize][k];
        rest &= rest - 1;
        k += 1;
    }
    rank
}

/// The set of `k` bits of colex rank `rank`.
fn unrank_set(mut rank: u64, k: u32, n: u32) -> u32 {
    let choose = &*CHOOSE;
    let mut set = 0;
    let mut top = n as usize;
    for k in (1..=k as usize).rev() {
        let mut p = top;
        while p > 0 && choose[p - 1][k] > rank {
            p -= 1;
        }
        // `p - 1` is the largest point with C(p - 1, k) <= rank.
        let point = p.saturating_sub(1);
        set |= 1 << point;
        rank -= choose[point][k];
        top = point;
    }
    set
}

/// `set`'s bits with the bits of `taken` squeezed out (bit i moves down by
/// the taken bits below it).
fn squeeze(set: u32, taken: u32) -> u32 {
    let mut out = 0;
    let mut rest = set;
    while rest != 0 {
        let bit = rest.trailing_zeros();
        rest &= rest - 1;
        out |= 1 << (bit - (taken & ((1 << bit) - 1)).count_ones());
    }
    out
}

/// The inverse of [`squeeze`]: the i-th bit of `set` goes to the i-th
/// point not in `taken`.
fn spread(set: u32, taken: u32, n: u32) -> u32 {
    let mut out = 0;
    let mut free = ((1u64 << n) - 1) as u32 & !taken;
    let mut rest = set;
    let mut i = 0;
    while rest != 0 {
        // Skip the free points below the i-th, then take it.
        let want = rest.trailing_zeros();
        while i < want && free != 0 {
            free &= free - 1;
            i += 1;
        }
        out |= free & free.wrapping_neg();
        rest &= rest - 1;
    }
    out
}

/// Sets of up to [`TABLED`] points ranked and unranked by look-up: the
/// colex rank of every set among the sets of its size, and the sets of
/// each size in colex order (a set of `k` bits below `n` has the same rank
/// among `n` points as among more, so one list serves every `n`).
#[derive(Clone, Debug, Default)]
struct Ranks {
    rank: Vec<u16>,
    sets: Vec<Vec<u16>>,
}

/// The most points whose sets [`Ranks`] tables (2^16 ranks).
const TABLED: u32 = 16;

impl Ranks {
    /// The tables for `n` points; empty (the loops above serve) past
    /// [`TABLED`].
    fn of(n: u32) -> Ranks {
        if n > TABLED {
            return Ranks::default();
        }
        let mut rank = vec![0u16; 1 << n];
        let mut sets = vec![Vec::new(); n as usize + 1];
        // Counting up visits the sets of each size in colex order.
        for set in 0..1u32 << n {
            let list: &mut Vec<u16> = &mut sets[set.count_ones() as usize];
            rank[set as usize] = list.len() as u16;
            list.push(set as u16);
        }
        Ranks { rank, sets }
    }

    /// [`rank_set`].
    #[inline]
    fn rank(&self, set: u32) -> u64 {
        match self.rank.get(set as usize) {
            Some(&r) => u64::from(r),
            None => rank_set(set),
        }
    }

    /// [`unrank_set`].
    #[inline]
    fn unrank(&self, rank: u64, k: u32, n: u32) -> u32 {
        match self.sets.get(k as usize).and_then(|l| l.get(rank as usize)) {
            Some(&set) => u32::from(set),
            None => unrank_set(rank, k, n),
        }
    }
}

/// One slice: a side to move and the piece counts.
#[derive(Clone, Copy, Debug)]
struct Slice {
    side: Color,
    /// Pieces of the side to move and of the side waiting.
    moving: u32,
    waiting: u32,
    /// The moving side's sets for one waiting set.
    block: u64,
    offset: u64,
}

/// The states of a small game and their dense index.
#[derive(Clone, Debug)]
pub struct Space {
    variant: Variant,
    points: u32,
    slices: Vec<Slice>,
    /// The slice of (side, black count, white count), if it is one.
    lookup: Vec<Option<usize>>,
    len: u64,
    ranks: Ranks,
}

impl Space {
    /// Every position the rules accept in `variant` (both sides to move):
    /// the piece counts of each slice are those a position may have.
    pub fn of(variant: Variant) -> Space {
        let n = variant.point_count();
        let width = n as usize + 1;
        let mut slices = Vec::new();
        let mut lookup = vec![None; 2 * width * width];
        let mut len = 0;
        for side in [Color::Black, Color::White] {
            for black in 0..=n {
                for white in 0..=n - black {
                    let b = (1u32 << black) - 1;
                    let w = ((1u32 << white) - 1) << black;
                    if Position::from_pieces(variant, b, w, side).is_err() {
                        continue;
                    }
                    lookup[Space::key(side, black, white, width)] = Some(slices.len());
                    let (moving, waiting) = match side {
                        Color::Black => (black, white),
                        Color::White => (white, black),
                    };
                    let block = choose(n - waiting, moving);
                    slices.push(Slice {
                        side,
                        moving,
                        waiting,
                        block,
                        offset: len,
                    });
                    len += choose(n, waiting) * block;
                }
            }
        }
        Space {
            variant,
            points: n,
            slices,
            lookup,
            len,
            ranks: Ranks::of(n),
        }
    }

    fn key(side: Color, black: u32, white: u32, width: usize) -> usize {
        (side as usize * width + black as usize) * width + white as usize
    }

    /// How many states.
    pub const fn len(&self) -> u64 {
        self.len
    }

    /// Whether there are no states.
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The game.
    pub const fn variant(&self) -> Variant {
        self.variant
    }

    /// The index of `pos`, if it is a state of this space.
    pub fn index(&self, pos: &Position) -> Option<u64> {
        if pos.variant() != self.variant {
            return None;
        }
        let side = pos.to_move();
        let (moving, waiting) = (pos.pieces(side), pos.pieces(side.opponent()));
        let (nb, nw) = match side {
            Color::Black => (moving.count_ones(), waiting.count_ones()),
            Color::White => (waiting.count_ones(), moving.count_ones()),
        };
        let width = self.points as usize + 1;
        let slice = self
            .slices
            .get((*self.lookup.get(Space::key(side, nb, nw, width))?)?)?;
        let ranks = &self.ranks;
        Some(
            slice.offset + ranks.rank(waiting) * slice.block + ranks.rank(squeeze(moving, waiting)),
        )
    }

    /// A key that orders states by where their parents lie: by slice, then
    /// by the moving side's set (which the parents have waiting), so that
    /// a solver taking states in this order finds their parents' bytes
    /// near the last ones it touched.
    pub fn nearness(&self, index: u64) -> u64 {
        let at = self.slices.partition_point(|s| s.offset <= index);
        let Some(slice) = at.checked_sub(1).and_then(|at| self.slices.get(at)) else {
            return index;
        };
        let local = index - slice.offset;
        let waiting_sets = choose(self.points, slice.waiting);
        slice.offset + (local % slice.block) * waiting_sets + local / slice.block
    }

    /// The state of index `index`.
    pub fn position(&self, index: u64) -> Option<Position> {
        let at = self.slices.partition_point(|s| s.offset <= index);
        let slice = self.slices.get(at.checked_sub(1)?)?;
        let local = index - slice.offset;
        let ranks = &self.ranks;
        let waiting = ranks.unrank(local / slice.block, slice.waiting, self.points);
        let moving = spread(
            ranks.unrank(
                local % slice.block,
                slice.moving,
                self.points - slice.waiting,
            ),
            waiting,
            self.points,
        );
        let (black, white) = match slice.side {
            Color::Black => (moving, waiting),
            Color::White => (waiting, moving),
        };
        Position::from_pieces(self.variant, black, white, slice.side).ok()
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // tests may panic: that is how they fail
    use super::*;

    #[test]
    fn every_index_ranks_back_to_itself() {
        for variant in [Variant::Well, Variant::Pumpkin] {
            let space = Space::of(variant);
            for i in 0..space.len() {
                let pos = space.position(i).unwrap();
                assert_eq!(space.index(&pos), Some(i), "{pos}");
            }
        }
        let line = Space::of(Variant::Line);
        assert_eq!(line.len(), 4_467_360);
        for i in (0..line.len()).step_by(997) {
            assert_eq!(line.index(&line.position(i).unwrap()), Some(i));
        }
    }
}
