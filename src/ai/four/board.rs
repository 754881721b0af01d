//! The four-field board as 16-bit sets (bit `rank * 4 + file`), and the move
//! and un-move arithmetic of the retrograde solver.
//!
//! A *state* is `(mine, theirs)`: the pieces of the side to move and of the
//! side that just moved. The rules are the same for both colours, so a state
//! stands for a position with either colour to move. The solver's inner loops
//! need predecessors, which `rules` does not generate, so they work on bit
//! sets here; the tests check every function against the generator of
//! `rules`.

/// The points of the board.
pub(super) const BOARD: u32 = 0xFFFF;
/// Points of file a, which cannot go west.
const FILE_A: u32 = 0x1111;
/// Points of file d, which cannot go east.
const FILE_D: u32 = 0x8888;

/// The four directions of steps and jumps.
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

    /// The one-point set `point` moved one step back (it came from the board).
    #[inline(always)]
    pub(super) const fn back(self, point: u32) -> u32 {
        match self {
            Dir::North => point >> 4,
            Dir::South => point << 4,
            Dir::East => point >> 1,
            Dir::West => point << 1,
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

/// The number of legal steps of `own` against `enemy`: none when `forced`
/// and there is a capture.
#[inline(always)]
pub(super) const fn step_count(own: u32, enemy: u32, forced: bool) -> u32 {
    if forced && can_capture(own, enemy) {
        return 0;
    }
    let empty = BOARD & !(own | enemy);
    let mut steps = 0;
    let mut i = 0;
    while i < 4 {
        steps += (DIRS[i].go(own) & empty).count_ones();
        i += 1;
    }
    steps
}

/// Calls `f(child_mine, child_theirs)` for the position after each capture
/// of `own` against `enemy`: the captured side is then to move.
#[inline(always)]
pub(super) fn for_each_capture(own: u32, enemy: u32, mut f: impl FnMut(u32, u32)) {
    for d in DIRS {
        let mut lands = captures(d, own, enemy);
        while lands != 0 {
            let to = lands & lands.wrapping_neg();
            lands &= lands - 1;
            let from = d.back(d.back(to));
            f(enemy & !to, own ^ from ^ to);
        }
    }
}

/// Calls `f(before, to, from)` for every position before a *step* of the
/// opponent that leads to `(mine, theirs)`: the opponent, to move, had the
/// pieces `before` (and `mine` were the other side's), and stepped from the
/// point `from` to `to` (one-point sets). With `FORCED` captures, only
/// positions without a capture count. Whether the position before is itself
/// finished is left to the caller.
#[inline(always)]
pub(super) fn for_each_unstep<const FORCED: bool>(
    mine: u32,
    theirs: u32,
    mut f: impl FnMut(u32, u32, u32),
) {
    let empty = BOARD & !(mine | theirs);
    for d in DIRS {
        // A piece of theirs on `to` came from the empty `to - d`.
        let mut tos = theirs & d.go(empty);
        while tos != 0 {
            let to = tos & tos.wrapping_neg();
            tos &= tos - 1;
            let from = d.back(to);
            let before = theirs ^ to ^ from;
            if FORCED && can_capture(before, mine) {
                continue;
            }
            f(before, to, from);
        }
    }
}
