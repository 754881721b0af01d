//! The retrograde solver, slice by slice (see [`super::index`]).
//!
//! One byte a state while solving: a decided state holds its remoteness
//! (below [`UNDECIDED`]; even is a loss and odd a win, since a loss in 0 is
//! the end and each ply turns a loss into a win and back), an undecided one
//! holds `UNDECIDED + k` (plus [`CAPTURED`]), `k` its children not known to
//! be wins for the opponent, and what is still undecided at the end is a
//! draw ([`DRAW`]).
//!
//! A capture leaves fewer pieces, a step as many; so the slices are solved in
//! order of the pieces on the board, and slice `(a, b)` together with
//! `(b, a)`, whose states step into each other. Within them:
//! - each state first looks up its capture children, which are solved: a
//!   capture to a loss in `r` makes it a win in `r + 1` unless a step wins
//!   sooner; a capture to a draw keeps it from losing; its steps are the
//!   children left undecided.
//! - then level by level from 0: the states a loss in `r` can be stepped
//!   into win in `r + 1` (or sooner, if they were waiting for a capture
//!   win); a state whose last undecided child became a win in `r` loses in
//!   `r + 1`, or one ply after its slowest capture child, whichever is later.
//!
//! So the winner's remoteness is the shortest and the loser's the longest.
//! With forced captures a state with a capture has no step children, so its
//! captures decide it at once, and a step is looked back along only from
//! positions without a capture. Remoteness must stay below [`UNDECIDED`]
//! (192); the game's largest is 143.
//!
//! Level 0 is every state whose mover has one piece or none, or no legal
//! move. States where the side that just moved has one piece or none cannot
//! arise in a game; they are solved like any other (the mover wins in 1 by
//! any move, or loses in 0 when blocked) and counted, as the solved facts count them.

use super::board::{for_each_capture, for_each_unstep, step_count};
use super::index::{MAX_PIECES, Ranker, STATES};

/// First byte of an undecided state (plus its undecided children).
pub(super) const UNDECIDED: u8 = 0xC0;
/// A drawn state in the finished table.
pub(super) const DRAW: u8 = 0xFF;
/// The bits of an undecided byte that count its children.
const CHILDREN: u8 = 0x1F;
/// Added to an undecided byte whose state has a capture to an opponent's
/// win: when it loses, it loses no sooner than one ply after the slowest.
const CAPTURED: u8 = 0x20;

/// Whether a byte is an undecided state's while solving.
#[inline(always)]
const fn undecided(byte: u8) -> bool {
    byte >= UNDECIDED && byte != DRAW
}

/// Solves every state; `forced` is the forced-capture option. `progress` is
/// called after each pair of slices with the states solved so far. Returns
/// one byte a state, indexed by `ranker`.
pub(super) fn solve(ranker: &Ranker, forced: bool, progress: &mut dyn FnMut(u64)) -> Vec<u8> {
    let mut solver = Solver {
        ranker,
        table: vec![DRAW; STATES],
        buckets: (0..256).map(|_| Vec::new()).collect(),
        waiting: (0..256).map(|_| Vec::new()).collect(),
        batch: Batch::new(),
        pair: Pair::default(),
        slowest: vec![0; LARGEST_PAIR],
    };
    let mut solved = 0;
    for pieces in 0..=2 * MAX_PIECES {
        for a in pieces.saturating_sub(MAX_PIECES)..=pieces / 2 {
            let b = pieces - a;
            solved += solve_pair(&mut solver, forced, a, b);
            progress(solved);
        }
    }
    solver.table
}

/// Solves the slices `(a, b)` and `(b, a)`, compiled for the processor it
/// runs on: with the POPCNT (and BMI1) instruction where the processor has
/// it, chosen at run time, else for any x86-64. The pair's loops inline into
/// it, so the bit counts of the ranking are single instructions there.
#[multiversion::multiversion(targets("x86_64+popcnt+bmi1", "x86_64+popcnt"))]
fn solve_pair(solver: &mut Solver<'_>, forced: bool, a: u32, b: u32) -> u64 {
    if forced {
        solver.pair::<true>(a, b)
    } else {
        solver.pair::<false>(a, b)
    }
}

/// The table being solved and the states waiting for their level.
struct Solver<'a> {
    /// The index.
    ranker: &'a Ranker,
    /// One byte a state.
    table: Vec<u8>,
    /// `buckets[r]`: states decided at remoteness `r`, as
    /// `mine | theirs << 16`, not yet looked back from.
    buckets: Vec<Vec<u32>>,
    /// `waiting[r]`: states that win in `r` by a capture unless a step wins
    /// sooner, as their index and `mine | theirs << 16`.
    waiting: Vec<Vec<(u32, u32)>>,
    /// Predecessors being looked at: index and state.
    batch: Batch,
    /// The slices being solved.
    pair: Pair,
    /// For each state of the pair (by [`Pair::local`]), one more than its
    /// slowest capture child's win: the soonest it can lose.
    slowest: Vec<u8>,
}

/// Where the states of slices `(a, b)` and `(b, a)` lie in the index.
#[derive(Clone, Copy, Default)]
struct Pair {
    /// The pieces of the side to move in the first slice.
    a: u32,
    /// The first index of slice `(a, b)`.
    first: usize,
    /// The first index of slice `(b, a)`.
    second: usize,
    /// The states of slice `(a, b)`.
    size: usize,
}

impl Pair {
    /// The pair of slices `(a, b)` and `(b, a)`.
    fn new(ranker: &Ranker, a: u32, b: u32) -> Pair {
        Pair {
            a,
            first: ranker.offset(a, b),
            second: ranker.offset(b, a),
            size: (ranker.binomial(16, a) * ranker.binomial(16 - a, b)) as usize,
        }
    }

    /// The place among the pair's states of the state with index `i` and
    /// pieces `mine` to move.
    #[inline(always)]
    fn local(self, i: usize, mine: u32) -> usize {
        if mine.count_ones() == self.a {
            i - self.first
        } else {
            i - self.second + self.size
        }
    }
}

/// The most states a pair of slices has: (5, 6) and (6, 5).
pub(super) const LARGEST_PAIR: usize = 4_036_032;

impl Solver<'_> {
    /// Solves slices `(a, b)` and `(b, a)`; returns their states.
    #[inline(always)]
    fn pair<const FORCED: bool>(&mut self, a: u32, b: u32) -> u64 {
        let slices: &[(u32, u32)] = if a == b { &[(a, b)] } else { &[(a, b), (b, a)] };
        self.pair = Pair::new(self.ranker, a, b);
        for &(x, y) in slices {
            let Solver {
                ranker,
                table,
                buckets,
                waiting,
                slowest,
                pair,
                ..
            } = self;
            for (i, mine, theirs) in ranker.slice(x, y) {
                let (byte, soonest_loss) = first_byte::<FORCED>(ranker, table, mine, theirs);
                table[i] = byte;
                match byte {
                    DRAW => {}
                    b if b >= UNDECIDED + CAPTURED => {
                        slowest[pair.local(i, mine)] = soonest_loss;
                    }
                    b if b >= UNDECIDED => {}
                    // Indices are below STATES, which fits in u32.
                    b if b % 2 == 1 => {
                        waiting[usize::from(b)].push((i as u32, mine | theirs << 16))
                    }
                    b => buckets[usize::from(b)].push(mine | theirs << 16),
                }
            }
        }
        for r in 0..UNDECIDED - 1 {
            let mut level = std::mem::take(&mut self.buckets[usize::from(r)]);
            if r % 2 == 0 {
                self.losses::<FORCED>(&level, r);
            } else {
                // Those that did not win sooner by a step win now.
                let table = &self.table;
                level.extend(
                    std::mem::take(&mut self.waiting[usize::from(r)])
                        .into_iter()
                        .filter(|&(i, _)| table[i as usize] == r)
                        .map(|(_, p)| p),
                );
                self.wins::<FORCED>(&level, r);
            }
            // The level's list is dropped here: the memory stays small.
        }
        let mut states = 0;
        for &(x, y) in slices {
            let size = self.ranker.binomial(16, x) * self.ranker.binomial(16 - x, y);
            let start = self.ranker.offset(x, y);
            for byte in &mut self.table[start..start + size as usize] {
                if undecided(*byte) {
                    *byte = DRAW;
                }
            }
            states += u64::from(size);
        }
        states
    }

    /// Looks back from the losses in `r`: what steps into them wins in
    /// `r + 1`.
    #[inline(always)]
    fn losses<const FORCED: bool>(&mut self, level: &[u32], r: u8) {
        let up = r + 1;
        let Solver {
            ranker,
            table,
            buckets,
            batch,
            ..
        } = self;
        for chunk in level.chunks(CHUNK) {
            gather::<FORCED>(ranker, chunk, batch);
            for &(i, pre) in batch.items() {
                let byte = table[i as usize];
                // Undecided, or waiting to win later by a capture.
                if undecided(byte) || (byte % 2 == 1 && byte > up && byte < UNDECIDED) {
                    table[i as usize] = up;
                    buckets[usize::from(up)].push(pre);
                }
            }
        }
    }

    /// Looks back from the wins in `r`: what has no other child left loses.
    #[inline(always)]
    fn wins<const FORCED: bool>(&mut self, level: &[u32], r: u8) {
        let up = r + 1;
        let Solver {
            ranker,
            table,
            buckets,
            batch,
            slowest,
            pair,
            ..
        } = self;
        for chunk in level.chunks(CHUNK) {
            gather::<FORCED>(ranker, chunk, batch);
            for &(i, pre) in batch.items() {
                let byte = table[i as usize];
                if !undecided(byte) {
                    continue;
                }
                let byte = byte - 1;
                if byte & CHILDREN == 0 {
                    let lost = if byte == UNDECIDED {
                        up
                    } else {
                        up.max(slowest[pair.local(i as usize, pre & 0xFFFF)])
                    };
                    table[i as usize] = lost;
                    buckets[usize::from(lost)].push(pre);
                } else {
                    table[i as usize] = byte;
                }
            }
        }
    }
}

/// States looked back from at a time: their predecessors' indices are worked
/// out first and their bytes then read together, so that the processor
/// waits for many reads at once instead of one after another.
const CHUNK: usize = 128;

/// The predecessors of [`CHUNK`] states: index and `mine | theirs << 16`.
struct Batch {
    /// Room for every predecessor by a step of `CHUNK` states: a state has
    /// at most 24 (one a line between neighbouring points).
    items: Box<[(u32, u32); BATCH]>,
    /// How many there are.
    len: usize,
}

/// The room of a [`Batch`]: a power of two above `CHUNK * 24`.
const BATCH: usize = 4096;

impl Batch {
    /// An empty batch.
    fn new() -> Batch {
        Batch {
            items: Box::new([(0, 0); BATCH]),
            len: 0,
        }
    }

    /// Adds one (the mask is the proof that the index is in bounds; `len`
    /// never reaches `BATCH`).
    #[inline(always)]
    fn push(&mut self, item: (u32, u32)) {
        self.items[self.len & (BATCH - 1)] = item;
        self.len += 1;
    }

    /// The predecessors gathered.
    fn items(&self) -> &[(u32, u32)] {
        &self.items[..self.len.min(BATCH)]
    }
}

/// Fills `batch` with the index and state (`mine | theirs << 16`) of every
/// predecessor by a step of the states `chunk`.
#[inline(always)]
fn gather<const FORCED: bool>(ranker: &Ranker, chunk: &[u32], batch: &mut Batch) {
    batch.len = 0;
    for &packed in chunk {
        let (mine, theirs) = (packed & 0xFFFF, packed >> 16);
        // Every predecessor's `theirs` is `mine`: the index of `before` is
        // `base` plus the colex rank of `before` squeezed onto `free`, which
        // differs from `theirs` squeezed in two points.
        let base = ranker.base(theirs.count_ones(), mine);
        let free = !mine & 0xFFFF;
        let squeezed = ranker.pext(theirs, free);
        let at = |point: u32| 1 << (free & (point - 1)).count_ones();
        for_each_unstep::<FORCED>(mine, theirs, |before, to, from| {
            let index = base + ranker.colex(squeezed ^ at(to) ^ at(from));
            batch.push((index, before | mine << 16));
        });
    }
}

/// The byte of `(mine, theirs)` before the levels: a loss in 0, a win by
/// capture (perhaps improved later), a loss or draw when it has only
/// captures, otherwise undecided with its steps (and a never-won draw child)
/// to wait for. The capture children's slices are solved in `table`. Also
/// one more than the slowest win among the capture children (or 0): the
/// soonest the state can lose.
#[inline(always)]
fn first_byte<const FORCED: bool>(
    ranker: &Ranker,
    table: &[u8],
    mine: u32,
    theirs: u32,
) -> (u8, u8) {
    if mine.count_ones() <= 1 {
        return (0, 0);
    }
    let steps = step_count(mine, theirs, FORCED);
    let (mut captures, mut quickest_win, mut slowest_loss, mut draw) = (0, u8::MAX, 0, false);
    for_each_capture(mine, theirs, |cm, ct| {
        captures += 1;
        match table[ranker.index(cm, ct)] {
            DRAW => draw = true,
            r if r % 2 == 0 => quickest_win = quickest_win.min(r + 1),
            r => slowest_loss = slowest_loss.max(r + 1),
        }
    });
    let byte = if captures + steps == 0 {
        0
    } else if quickest_win != u8::MAX {
        quickest_win
    } else if steps == 0 && draw {
        DRAW
    } else if steps == 0 {
        slowest_loss
    } else {
        // At most 24 steps (one a line between neighbouring points), so the
        // count stays below CAPTURED.
        let captured = if slowest_loss > 0 { CAPTURED } else { 0 };
        UNDECIDED + captured + steps as u8 + u8::from(draw)
    };
    (byte, slowest_loss)
}
