//! The four-field board as 16-bit sets (bit `rank * 4 + file`), the index of
//! a state, and the move and un-move arithmetic of the retrograde solver.
//!
//! A *state* is `(mine, theirs)`: the pieces of the side to move and of the
//! side that just moved. The rules are the same for both colours, so a state
//! stands for a position with either colour to move.
//!
//! The index is base 3, one digit a point (0 empty, 1 mine, 2 theirs):
//! `index = t(mine) + 2 * t(theirs)` with `t(set) = Σ 3^point`. Every one of
//! the 3^16 slots is a board; those with more than 8 pieces of a side are not
//! states of the game. Forward moves here only *count* children: the tests
//! check them, and the un-moves, against the generator of `rules`.

/// The points of the board.
pub(super) const BOARD: u32 = 0xFFFF;
/// Index slots: 3^16.
pub(super) const SLOTS: usize = 43_046_721;
/// The most pieces a side has.
pub(super) const MAX_PIECES: u32 = 8;
/// Slots in base 3 of 8 points (one half of the board).
const HALF: u32 = 6561;

/// Points of file a, which cannot go west.
const FILE_A: u32 = 0x1111;
/// Points of file d, which cannot go east.
const FILE_D: u32 = 0x8888;

/// The four directions: the bit shift of a step, positive towards the top
/// or the right.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Dir {
    /// Up a rank.
    North,
    /// Down a rank.
    South,
    /// Right a file.
    East,
    /// Left a file.
    West,
}

/// All four directions.
pub(super) const DIRS: [Dir; 4] = [Dir::North, Dir::South, Dir::East, Dir::West];

impl Dir {
    /// The change of a point's bit index by one step this way.
    #[inline(always)]
    pub(super) const fn offset(self) -> i32 {
        match self {
            Dir::North => 4,
            Dir::South => -4,
            Dir::East => 1,
            Dir::West => -1,
        }
    }

    /// Every point of `set` moved one step this way, dropping those that
    /// would leave the board.
    #[inline(always)]
    pub(super) const fn go(self, set: u32) -> u32 {
        match self {
            Dir::North => (set << 4) & BOARD,
            Dir::South => (set & BOARD) >> 4,
            Dir::East => (set & !FILE_D & BOARD) << 1,
            Dir::West => (set & !FILE_A & BOARD) >> 1,
        }
    }
}

/// The landing points of the captures of `own` in direction `d`: a piece of
/// `own` jumps its `own` neighbour onto the `enemy` piece beyond.
#[inline(always)]
pub(super) const fn captures(d: Dir, own: u32, enemy: u32) -> u32 {
    d.go(d.go(own) & own) & enemy
}

/// Whether `own` can capture a piece of `enemy`.
#[inline(always)]
pub(super) const fn can_capture(own: u32, enemy: u32) -> bool {
    (captures(Dir::North, own, enemy)
        | captures(Dir::South, own, enemy)
        | captures(Dir::East, own, enemy)
        | captures(Dir::West, own, enemy))
        != 0
}

/// The number of legal moves of `own` against `enemy`: captures and steps,
/// only the captures when `forced` and there is one.
#[inline(always)]
pub(super) const fn move_count(own: u32, enemy: u32, forced: bool) -> u32 {
    let empty = BOARD & !(own | enemy);
    let mut captured = 0;
    let mut steps = 0;
    let mut i = 0;
    while i < 4 {
        let d = DIRS[i];
        captured += captures(d, own, enemy).count_ones();
        steps += (d.go(own) & empty).count_ones();
        i += 1;
    }
    if forced && captured > 0 {
        captured
    } else {
        captured + steps
    }
}

/// `t(set)` for every 8-point set: `Σ 3^point`.
const fn ternary_table() -> [u32; 256] {
    let mut table = [0; 256];
    let mut set = 0;
    while set < 256 {
        let (mut value, mut power, mut bit) = (0, 1, 0);
        while bit < 8 {
            if set >> bit & 1 == 1 {
                value += power;
            }
            power *= 3;
            bit += 1;
        }
        table[set] = value;
        set += 1;
    }
    table
}

/// `t()` of the low eight points.
static TERNARY: [u32; 256] = ternary_table();

/// `3^point` for every point.
pub(super) const POW3: [u32; 16] = {
    let mut table = [1; 16];
    let mut i = 1;
    while i < 16 {
        table[i] = table[i - 1] * 3;
        i += 1;
    }
    table
};

/// `t(set) = Σ 3^point` of a 16-point set.
#[inline(always)]
pub(super) fn ternary(set: u32) -> u32 {
    TERNARY[(set & 0xFF) as usize] + HALF * TERNARY[(set >> 8 & 0xFF) as usize]
}

/// The index of the state `(mine, theirs)`.
#[inline(always)]
pub(super) fn index(mine: u32, theirs: u32) -> usize {
    (ternary(mine) + 2 * ternary(theirs)) as usize
}

/// The sets `(mine, theirs)` of 8 points for every base-3 number below 3^8.
pub(super) fn half_boards() -> Vec<(u8, u8)> {
    (0..HALF)
        .map(|mut n| {
            let (mut mine, mut theirs) = (0u8, 0u8);
            for bit in 0..8 {
                match n % 3 {
                    1 => mine |= 1 << bit,
                    2 => theirs |= 1 << bit,
                    _ => {}
                }
                n /= 3;
            }
            (mine, theirs)
        })
        .collect()
}

/// The state `(mine, theirs)` of an index below [`SLOTS`].
pub(super) fn state_of(index: usize, halves: &[(u8, u8)]) -> (u32, u32) {
    let (lo, hi) = (index % HALF as usize, index / HALF as usize);
    let (lm, lt) = halves[lo];
    let (hm, ht) = halves[hi];
    (
        u32::from(lm) | u32::from(hm) << 8,
        u32::from(lt) | u32::from(ht) << 8,
    )
}

/// One predecessor of a state: the position before the opponent's last
/// move, with the opponent to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Unmove {
    /// The mover's pieces before the move (the state's `theirs`).
    pub mine: u32,
    /// The other side's pieces before the move.
    pub theirs: u32,
    /// The predecessor's index.
    pub index: usize,
}

/// Calls `f` for every predecessor of `(mine, theirs)`: every position with
/// the opponent to move from which one legal move of the opponent leads to
/// it. With `forced` captures, a step counts only where its position had no
/// capture. Whether the predecessor is itself a finished game is left to the
/// caller (its slot is decided at level 0 already).
#[inline(always)]
pub(super) fn for_each_unmove<const FORCED: bool>(
    mine: u32,
    theirs: u32,
    mut f: impl FnMut(Unmove),
) {
    let empty = BOARD & !(mine | theirs);
    let base = ternary(theirs) + 2 * ternary(mine);
    let grow = mine.count_ones() < MAX_PIECES;
    for d in DIRS {
        let off = d.offset();
        // Un-steps: a piece of theirs on `to` came from the empty `to - d`.
        let mut tos = theirs & d.go(empty);
        while tos != 0 {
            let to = tos.trailing_zeros();
            tos &= tos - 1;
            let from = (to as i32 - off) as u32;
            let before = theirs ^ (1 << to) ^ (1 << from);
            if FORCED && can_capture(before, mine) {
                continue;
            }
            f(Unmove {
                mine: before,
                theirs: mine,
                index: (base + POW3[from as usize] - POW3[to as usize]) as usize,
            });
        }
        // Un-captures: a piece of theirs on `to` jumped from the empty
        // `to - 2d` over its own piece on `to - d`; a piece of mine stood on
        // `to`.
        if grow {
            let mut tos = theirs & d.go(theirs) & d.go(d.go(empty));
            while tos != 0 {
                let to = tos.trailing_zeros();
                tos &= tos - 1;
                let from = (to as i32 - 2 * off) as u32;
                f(Unmove {
                    mine: theirs ^ (1 << to) ^ (1 << from),
                    theirs: mine | 1 << to,
                    index: (base + POW3[from as usize] + POW3[to as usize]) as usize,
                });
            }
        }
    }
}
