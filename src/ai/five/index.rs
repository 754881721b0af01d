//! Five-field states as numbers: the two colour classes, the ranking of a
//! class's placement, and the per-placement tables the solver works from
//! (Black's steps, the colour swap, the camp facts behind the win test).
//!
//! A state is always Black to move: a position with White to move is the
//! colour-swapped, rank-flipped position with Black to move (`fold`). Its
//! index is `odd · EVEN_SIZE + even`, where `odd` ranks the placement of the
//! 4 + 4 pieces on the 12 odd points and `even` that of the 3 + 3 pieces on
//! the 13 even points. A row (one `odd` placement) is `EVEN_SIZE` states.

use crate::rules::{Color, Position};

/// Points on the board, bit `rank · 5 + file`.
const BOARD: u32 = (1 << 25) - 1;
/// The 13 points whose file + rank is even.
pub(super) const EVEN_POINTS: u32 = 0b10101_01010_10101_01010_10101;
/// The 12 points whose file + rank is odd.
pub(super) const ODD_POINTS: u32 = BOARD & !EVEN_POINTS;
/// Black's camp, a1 b1 c1 d1 e1 a2 e2.
pub(super) const BLACK_CAMP: u32 = 0b11111 | 1 << 5 | 1 << 9;
/// White's camp, a5 b5 c5 d5 e5 a4 e4.
pub(super) const WHITE_CAMP: u32 = 0b11111 << 20 | 1 << 15 | 1 << 19;

/// Placements of the odd class: C(12,4) · C(8,4).
pub const ODD_SIZE: usize = 34_650;
/// Placements of the even class: C(13,3) · C(10,3); also the row length.
pub const EVEN_SIZE: usize = 34_320;
/// States with Black to move (the folded table's length).
pub const STATES: usize = ODD_SIZE * EVEN_SIZE;

/// Flag: every point of Black's camp in this class is occupied.
pub(super) const BLACK_CAMP_FULL: u8 = 1;
/// Flag: every point of White's camp in this class is occupied.
pub(super) const WHITE_CAMP_FULL: u8 = 1 << 1;
/// Flag: a White piece stands on Black's camp in this class.
pub(super) const WHITE_IN_BLACK_CAMP: u8 = 1 << 2;
/// Flag: a Black piece stands on White's camp in this class.
pub(super) const BLACK_IN_WHITE_CAMP: u8 = 1 << 3;
/// Flag: White's pieces of this class are exactly Black's camp points in it.
pub(super) const WHITE_EXACTLY_ON_BLACK_CAMP: u8 = 1 << 4;
/// Flag: Black's pieces of this class are exactly White's camp points in it.
pub(super) const BLACK_EXACTLY_ON_WHITE_CAMP: u8 = 1 << 5;
/// Flag: Black has at least one step in this class.
pub(super) const BLACK_CAN_STEP: u8 = 1 << 6;

/// Binomial coefficients C(n, k) for n ≤ 13, k ≤ 4.
const fn binomials() -> [[u32; 5]; 14] {
    let mut c = [[0u32; 5]; 14];
    let mut n = 0;
    while n < 14 {
        c[n][0] = 1;
        let mut k = 1;
        while k < 5 && k <= n {
            c[n][k] = c[n - 1][k - 1] + if k < n { c[n - 1][k] } else { 0 };
            k += 1;
        }
        n += 1;
    }
    c
}

/// C(n, k) for n ≤ 13, k ≤ 4.
const BINOMIAL: [[u32; 5]; 14] = binomials();

/// One colour class: its points, and how many pieces each side has there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Class {
    /// The class's points on the board.
    pub points: u32,
    /// Pieces of each side in the class.
    pub pieces: usize,
}

/// The 12 odd points, 4 pieces a side.
pub(super) const ODD: Class = Class {
    points: ODD_POINTS,
    pieces: 4,
};
/// The 13 even points, 3 pieces a side.
pub(super) const EVEN: Class = Class {
    points: EVEN_POINTS,
    pieces: 3,
};

/// Takes the bits of `set` at the positions of `mask`'s bits, packed to the
/// low end (a software `pext`).
const fn compress(set: u32, mask: u32) -> u32 {
    let (mut out, mut m, mut i) = (0, mask, 0);
    while m != 0 {
        let bit = m & m.wrapping_neg();
        if set & bit != 0 {
            out |= 1 << i;
        }
        m &= m - 1;
        i += 1;
    }
    out
}

/// Puts the low bits of `packed` at the positions of `mask`'s bits (a
/// software `pdep`).
const fn expand(packed: u32, mask: u32) -> u32 {
    let (mut out, mut m, mut i) = (0, mask, 0);
    while m != 0 {
        let bit = m & m.wrapping_neg();
        if packed & (1 << i) != 0 {
            out |= bit;
        }
        m &= m - 1;
        i += 1;
    }
    out
}

/// The colex rank of a set of `k` small numbers among all such sets.
const fn colex_rank(mut set: u32) -> u32 {
    let (mut rank, mut i) = (0, 1);
    while set != 0 {
        rank += BINOMIAL[set.trailing_zeros() as usize][i];
        set &= set - 1;
        i += 1;
    }
    rank
}

/// The set of `k` numbers below `n` whose colex rank is `rank`.
const fn colex_unrank(mut rank: u32, n: usize, k: usize) -> u32 {
    let (mut set, mut i, mut top) = (0, k, n);
    while i > 0 {
        // The largest element p is the largest with C(p, i) <= rank.
        top -= 1;
        while BINOMIAL[top][i] > rank {
            top -= 1;
        }
        rank -= BINOMIAL[top][i];
        set |= 1 << top;
        i -= 1;
    }
    set
}

impl Class {
    /// Number of points in the class.
    pub const fn len(self) -> usize {
        self.points.count_ones() as usize
    }

    /// Number of placements of the class.
    pub const fn size(self) -> usize {
        let n = self.len();
        (BINOMIAL[n][self.pieces] * BINOMIAL[n - self.pieces][self.pieces]) as usize
    }

    /// The rank of the placement with Black on `black` and White on `white`
    /// (board bit sets; only the class's points are looked at, and they
    /// must hold `pieces` pieces of each side).
    pub const fn rank(self, black: u32, white: u32) -> usize {
        let n = self.len();
        let b = compress(black, self.points);
        let free = self.points & !black;
        let w = compress(white, free);
        let white_count = BINOMIAL[n - self.pieces][self.pieces];
        (colex_rank(b) * white_count + colex_rank(w)) as usize
    }

    /// The placement of rank `rank` as (Black, White) board bit sets.
    pub const fn unrank(self, rank: usize) -> (u32, u32) {
        let n = self.len();
        let white_count = BINOMIAL[n - self.pieces][self.pieces] as usize;
        let b = colex_unrank((rank / white_count) as u32, n, self.pieces);
        let w = colex_unrank((rank % white_count) as u32, n - self.pieces, self.pieces);
        let black = expand(b, self.points);
        let white = expand(w, self.points & !black);
        (black, white)
    }
}

/// Rank r goes to rank 4 − r (bit sets of board points).
pub(super) const fn flip_ranks(set: u32) -> u32 {
    let mut out = 0;
    let mut r = 0;
    while r < 5 {
        out |= ((set >> (5 * r)) & 0b11111) << (5 * (4 - r));
        r += 1;
    }
    out
}

/// The points one diagonal step away from the point of bit `point`.
pub(super) const fn neighbours(point: u32) -> u32 {
    let i = point.trailing_zeros();
    let (file, rank) = (i % 5, i / 5);
    let mut out = 0;
    if file > 0 && rank > 0 {
        out |= point >> 6;
    }
    if file < 4 && rank > 0 {
        out |= point >> 4;
    }
    if file > 0 && rank < 4 {
        out |= point << 4;
    }
    if file < 4 && rank < 4 {
        out |= point << 6;
    }
    out
}

/// A Black-to-move pair of piece sets for `pos`: White to move is folded
/// onto Black to move by swapping the colours and flipping the ranks.
pub(super) fn fold(pos: &Position) -> (u32, u32) {
    let (black, white) = (pos.pieces(Color::Black), pos.pieces(Color::White));
    match pos.to_move() {
        Color::Black => (black, white),
        Color::White => (flip_ranks(white), flip_ranks(black)),
    }
}

/// The table index of the Black-to-move state with those piece sets (which
/// must be a five-field placement: 4 + 4 odd, 3 + 3 even).
pub(super) const fn index_of(black: u32, white: u32) -> usize {
    ODD.rank(black, white) * EVEN_SIZE + EVEN.rank(black, white)
}

/// The piece sets (Black, White) of the Black-to-move state `index`.
#[cfg(test)]
pub(super) const fn pieces_of(index: usize) -> (u32, u32) {
    let (ob, ow) = ODD.unrank(index / EVEN_SIZE);
    let (eb, ew) = EVEN.unrank(index % EVEN_SIZE);
    (ob | eb, ow | ew)
}

/// Everything the solver needs about one class's placements.
pub(super) struct ClassTables {
    /// The placement after swapping colours and flipping ranks.
    pub swap: Vec<u16>,
    /// Where each placement's Black steps start in `steps`.
    pub step_start: Vec<u32>,
    /// The placements after each Black step, placement after placement.
    pub steps: Vec<u16>,
    /// The `*_CAMP_*` and `BLACK_CAN_STEP` flags of each placement.
    pub flags: Vec<u8>,
}

impl ClassTables {
    /// Builds the tables of `class` (a few milliseconds).
    pub fn new(class: Class) -> ClassTables {
        let size = class.size();
        let mut swap = Vec::with_capacity(size);
        let mut step_start = Vec::with_capacity(size + 1);
        let mut steps = Vec::new();
        let mut flags = Vec::with_capacity(size);
        let black_camp = BLACK_CAMP & class.points;
        let white_camp = WHITE_CAMP & class.points;
        for rank in 0..size {
            let (black, white) = class.unrank(rank);
            // Ranks are below 34,650 < 2^16: the tables hold them as u16.
            swap.push(class.rank(flip_ranks(white), flip_ranks(black)) as u16);
            step_start.push(steps.len() as u32);
            let empty = class.points & !(black | white);
            let mut from = black;
            while from != 0 {
                let bit = from & from.wrapping_neg();
                from &= from - 1;
                let mut to = neighbours(bit) & empty;
                while to != 0 {
                    let dest = to & to.wrapping_neg();
                    to &= to - 1;
                    steps.push(class.rank(black & !bit | dest, white) as u16);
                }
            }
            let occupied = black | white;
            let mut f = 0;
            let checks = [
                (black_camp & !occupied == 0, BLACK_CAMP_FULL),
                (white_camp & !occupied == 0, WHITE_CAMP_FULL),
                (white & black_camp != 0, WHITE_IN_BLACK_CAMP),
                (black & white_camp != 0, BLACK_IN_WHITE_CAMP),
                (white == black_camp, WHITE_EXACTLY_ON_BLACK_CAMP),
                (black == white_camp, BLACK_EXACTLY_ON_WHITE_CAMP),
                (steps.len() > step_start[rank] as usize, BLACK_CAN_STEP),
            ];
            for (holds, flag) in checks {
                if holds {
                    f |= flag;
                }
            }
            flags.push(f);
        }
        step_start.push(steps.len() as u32);
        ClassTables {
            swap,
            step_start,
            steps,
            flags,
        }
    }

    /// The placements after each Black step from `rank`.
    #[inline(always)]
    pub fn steps_of(&self, rank: usize) -> &[u16] {
        let start = self.step_start[rank] as usize;
        let end = self.step_start[rank + 1] as usize;
        &self.steps[start..end]
    }
}

/// The terminal value code of a state from its two classes' flags: 0 when
/// the game goes on, else the code of a loss in 0 (White, who just moved,
/// has won; checked first) or a win in 0.
#[inline(always)]
pub(super) const fn terminal(odd: u8, even: u8, strict: bool) -> u8 {
    let (all, any) = (odd & even, odd | even);
    let (white_won, black_won) = if strict {
        (
            all & WHITE_EXACTLY_ON_BLACK_CAMP != 0,
            all & BLACK_EXACTLY_ON_WHITE_CAMP != 0,
        )
    } else {
        (
            all & BLACK_CAMP_FULL != 0 && any & WHITE_IN_BLACK_CAMP != 0,
            all & WHITE_CAMP_FULL != 0 && any & BLACK_IN_WHITE_CAMP != 0,
        )
    };
    if white_won {
        super::code::LOSS_0
    } else if black_won {
        super::code::WIN_0
    } else {
        0
    }
}
