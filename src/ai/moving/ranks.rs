//! Sets of points and their colex ranks, the index's arithmetic: a set's
//! rank by two table lookups, the set of a rank by one (each sector's
//! sets of its size, in order, built once), and the renumbering of the
//! points a set of the other side's leaves free.

use std::sync::{LazyLock, OnceLock};

use super::board::POINTS;

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

/// The colex rank of a set in two parts: its low 12 bits', and its high
/// 12 bits' after `j` bits below. `low[w]` holds the rank of `w` in its
/// low 16 bits and, above them, where the high part's table starts in
/// `high` (the bits `w` holds times 4096).
struct RankTables {
    low: Vec<u32>,
    high: Vec<u32>,
}

static RANKS: LazyLock<RankTables> = LazyLock::new(|| {
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
    let mut high = vec![0u32; 13 * 4096];
    for (at, slot) in high.iter_mut().enumerate() {
        let (j, w) = (at / 4096, (at % 4096) as u32);
        if j + w.count_ones() as usize <= POINTS {
            *slot = part(w, 12, j);
        }
    }
    RankTables {
        low: (0..4096u32)
            .map(|w| part(w, 0, 0) | w.count_ones() << 28)
            .collect(),
        high,
    }
});

/// The colex rank of the set `set` among all sets of its size.
#[inline(always)]
pub(super) fn rank(set: u32) -> u64 {
    let t = &*RANKS;
    let low = t.low[(set & 4095) as usize];
    let high = t.high[((low >> 28) as usize) << 12 | (set >> 12 & 4095) as usize];
    u64::from((low & 0xfff_ffff) + high)
}

/// The sets of `k` of the first `n` points in colex order: the set of
/// rank `r` is `combs(n, k)[r]`.
pub(super) fn combs(n: usize, k: usize) -> &'static [u32] {
    static ALL: [[OnceLock<Vec<u32>>; POINTS + 1]; POINTS + 1] =
        [const { [const { OnceLock::new() }; POINTS + 1] }; POINTS + 1];
    ALL[n][k].get_or_init(|| {
        let count = binomial(n, k) as usize;
        let mut out = Vec::with_capacity(count);
        let mut set: u32 = (1 << k) - 1;
        for i in 0..count {
            out.push(set);
            if i + 1 < count {
                set = next_comb(set);
            }
        }
        out
    })
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

/// The points not in `taken`, in order.
pub(super) fn free_points(taken: u32) -> [u8; POINTS] {
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

/// The next set of as many bits, in increasing order (Gosper's hack).
#[inline(always)]
pub(super) fn next_comb(set: u32) -> u32 {
    let low = set & set.wrapping_neg();
    let ripple = set + low;
    ripple | (((set ^ ripple) >> 2) / low)
}

/// The set `set` through a table of points: renumbered by a
/// [`renumbering`] (none of it in the renumbering's `taken`), or back to
/// the board's points through [`free_points`].
#[inline(always)]
pub(super) fn squeeze(mut set: u32, at: &[u8; POINTS]) -> u32 {
    let mut out = 0;
    while set != 0 {
        out |= 1 << at[set.trailing_zeros() as usize];
        set &= set - 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_rank_and_unrank() {
        assert_eq!(binomial(24, 12), 2_704_156);
        let taken = 0b1001_0000_0110;
        let (at, free) = (renumbering(taken), free_points(taken));
        for r in [0, 1, 17, 400, binomial(20, 5) - 1] {
            let set = squeeze(combs(20, 5)[r as usize], &free);
            assert_eq!(set & taken, 0);
            assert_eq!(rank(squeeze(set, &at)), r);
        }
        for k in [0, 1, 3, 12] {
            for (r, &set) in combs(POINTS, k).iter().enumerate().step_by(97) {
                assert_eq!(rank(set), r as u64);
            }
        }
    }
}
