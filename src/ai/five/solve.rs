//! The retrograde solve: terminal states first, then level by level, the
//! states won or lost in exactly n plies from those decided in n − 1.
//!
//! What the solve looks up at random is kept as two bit planes, one bit a
//! Black-to-move state ([`Plane`]): whether the state is decided, and
//! whether it is won. Each level's decided states are kept as their
//! columns, row by row ([`Level`]): they are the next level's frontier, and
//! together they give each decided state its remoteness, from which the
//! value codes of the file are put back row by row ([`super::planes::fill_row`]).
//! That is 2 bits a state plus 2 bytes a decided state, instead of a byte
//! a state.
//!
//! Each level runs in two phases: a read-only pass over the target rows, in
//! parallel, that collects each row's newly decided states (pull: a row's
//! bits are only ever written by the task that owns the row, so no atomics
//! are needed), then a parallel write of those decisions into the planes.
//!
//! Why pulling per row is cheap: the children of every state of row `t` lie
//! in the rows `swap(t)` (Black stepped in the even class, or passed) and
//! `swap(t')` for each Black step `t → t'` in the odd class; those rows are
//! also where the frontier states that make row `t` decided live. So a row
//! touches at most 17 other rows, which stay in cache while it is worked.

use std::sync::atomic::{AtomicBool, Ordering};

use rayon::prelude::*;

use super::code;
use super::graph::Tables;
use super::index::{BLACK_CAN_STEP, ODD_SIZE, terminal};
use super::planes::{Columns, Level, Plane, ROW_WORDS, bit, set};
use super::{Progress, SolveError};

/// The states of one row decided at one level: their columns.
#[derive(Default)]
struct RowFront {
    /// Columns of the states won at this level.
    wins: Vec<u16>,
    /// Columns of the states lost at this level.
    losses: Vec<u16>,
}

/// One level's rows put together.
fn gather(rows: &[RowFront]) -> Level {
    Level {
        wins: Columns::gather(rows.iter().map(|r| r.wins.as_slice())),
        losses: Columns::gather(rows.iter().map(|r| r.losses.as_slice())),
    }
}

/// What the solve produced: the table and the facts gathered on the way.
pub(super) struct Solved {
    /// The states decided at each level: level `n` those won or lost in `n`.
    pub levels: Vec<Level>,
    /// Whether each Black-to-move state is decided (won or lost).
    pub decided: Plane,
    /// Won states with Black to move.
    pub wins: u64,
    /// Lost states with Black to move.
    pub losses: u64,
    /// The largest remoteness of a decided state.
    pub max_remoteness: u16,
    /// States where Black has no step, finished or not.
    pub no_step: u64,
    /// Unfinished states where Black must pass.
    pub must_pass: u64,
}

/// Per-thread scratch: which columns of the current row are already taken,
/// and which are decided.
struct Scratch {
    seen: Vec<u64>,
    decided: Vec<u64>,
    candidates: Vec<u16>,
}

impl Scratch {
    fn new() -> Scratch {
        Scratch {
            seen: vec![0; ROW_WORDS],
            decided: vec![0; ROW_WORDS],
            candidates: Vec::new(),
        }
    }

    /// Marks column `x`; whether it was new.
    #[inline(always)]
    fn mark(&mut self, x: usize) -> bool {
        let (word, bit) = (x / 64, 1u64 << (x % 64));
        let new = self.seen[word] & bit == 0;
        self.seen[word] |= bit;
        new
    }

    fn unmark(&mut self, x: usize) {
        self.seen[x / 64] = 0;
    }
}

/// Solves five-field kono under one goal rule.
pub(super) fn run(
    strict: bool,
    expected: u64,
    progress: &(dyn Fn(Progress) + Sync),
    cancel: &AtomicBool,
) -> Result<Solved, SolveError> {
    let tables = Tables::new();
    let cancelled = || cancel.load(Ordering::Relaxed);
    progress(Progress {
        done: 0,
        total: expected,
        level: Some(0),
    });
    let mut won = Plane::new(ODD_SIZE);
    let (first, [no_step, must_pass]) = terminals(&mut won, &tables, strict, cancel);
    if cancelled() {
        return Err(SolveError::Cancelled);
    }
    let mut levels = vec![gather(&first)];
    drop(first);
    let (mut wins, mut losses) = levels[0].len();
    let mut level: u16 = 0;
    loop {
        level += 1;
        if level > code::MAX_REMOTENESS {
            return Err(SolveError::TooDeep(code::MAX_REMOTENESS));
        }
        progress(Progress {
            done: 2 * (wins + losses),
            total: expected,
            level: Some(level),
        });
        let next: Vec<RowFront> = (0..ODD_SIZE)
            .into_par_iter()
            .map_init(Scratch::new, |scratch, t| {
                if cancelled() {
                    return RowFront::default();
                }
                decide_row(t, &won, &levels, &tables, scratch)
            })
            .collect();
        if cancelled() {
            return Err(SolveError::Cancelled);
        }
        let next = gather_dropping(next);
        let (new_wins, new_losses) = next.len();
        if new_wins + new_losses == 0 {
            let decided = add_losses(won, &levels);
            return Ok(Solved {
                levels,
                decided,
                wins,
                losses,
                max_remoteness: level - 1,
                no_step,
                must_pass,
            });
        }
        won.rows_mut().enumerate().for_each(|(t, w)| {
            for &x in next.wins.row(t) {
                set(w, usize::from(x));
            }
        });
        wins += new_wins;
        losses += new_losses;
        levels.push(next);
    }
}

/// The plane of decided states: the won plane with every level's losses
/// added, in place.
fn add_losses(mut won: Plane, levels: &[Level]) -> Plane {
    won.rows_mut().enumerate().for_each(|(t, row)| {
        for level in levels {
            for &x in level.losses.row(t) {
                set(row, usize::from(x));
            }
        }
    });
    won
}

/// A level's rows put together, each row's lists freed as it is copied.
fn gather_dropping(rows: Vec<RowFront>) -> Level {
    let level = gather(&rows);
    drop(rows);
    level
}

/// Level 0: writes the finished states' codes; returns them as the first
/// frontier, with the numbers of states where Black has no step: all, and
/// the unfinished ones (where Black must pass).
fn terminals(
    won: &mut Plane,
    tables: &Tables,
    strict: bool,
    cancel: &AtomicBool,
) -> (Vec<RowFront>, [u64; 2]) {
    let rows: Vec<(RowFront, [u64; 2])> = won
        .rows_mut()
        .enumerate()
        .map(|(t, w)| {
            let mut front = RowFront::default();
            let mut stuck = [0, 0];
            if cancel.load(Ordering::Relaxed) {
                return (front, stuck);
            }
            let odd = tables.odd.flags[t];
            // The win test is monotone in the flags: with every even flag
            // set it says whether any state of the row can be finished.
            let may_end = terminal(odd, u8::MAX, strict) != 0;
            if !may_end && odd & BLACK_CAN_STEP != 0 {
                return (front, stuck);
            }
            for (x, &even) in tables.even.flags.iter().enumerate() {
                let c = terminal(odd, even, strict);
                if (odd | even) & BLACK_CAN_STEP == 0 {
                    stuck[0] += 1;
                    stuck[1] += u64::from(c == 0);
                }
                // Columns are below EVEN_SIZE = 34,320 < 2^16.
                if c == code::WIN_0 {
                    front.wins.push(x as u16);
                    set(w, x);
                } else if c == code::LOSS_0 {
                    front.losses.push(x as u16);
                }
            }
            (front, stuck)
        })
        .collect();
    let stuck = rows
        .iter()
        .fold([0, 0], |[a, b], (_, [c, d])| [a + c, b + d]);
    (rows.into_iter().map(|(f, _)| f).collect(), stuck)
}

/// The states of row `t` decided at this level, from the previous level's
/// frontier `front`: a win for each undecided state with a child lost at
/// the previous level, a loss for each undecided state whose children are
/// all won (one of them at the previous level, which is how it is found).
fn decide_row(
    t: usize,
    won: &Plane,
    levels: &[Level],
    tables: &Tables,
    scratch: &mut Scratch,
) -> RowFront {
    let Some(front) = levels.last() else {
        return RowFront::default();
    };
    let first = tables.first_row(t);
    if front.row_is_empty(first) && tables.odd_rows(t).all(|r| front.row_is_empty(r)) {
        return RowFront::default();
    }
    // The row's decided states: its wins, and its losses from every level
    // so far (losses are few: a plane of them would cost more than this).
    scratch.decided.copy_from_slice(won.row(t));
    for level in levels {
        for &x in level.losses.row(t) {
            set(&mut scratch.decided, usize::from(x));
        }
    }
    let row = std::mem::take(&mut scratch.decided);
    let row_steps = tables.row_can_step(t);
    let mut out = RowFront::default();
    // Columns are below EVEN_SIZE = 34,320 < 2^16.
    each_parent(tables, t, row_steps, &front.losses, |x| {
        if !bit(&row, x) && scratch.mark(x) {
            out.wins.push(x as u16);
        }
    });
    each_parent(tables, t, row_steps, &front.wins, |x| {
        if !bit(&row, x) && scratch.mark(x) {
            scratch.candidates.push(x as u16);
        }
    });
    for &x in &scratch.candidates {
        if tables.all_children(t, usize::from(x), |r, c| won.get(r, c)) {
            out.losses.push(x);
        }
    }
    let mut candidates = std::mem::take(&mut scratch.candidates);
    for &x in out.wins.iter().chain(&candidates) {
        scratch.unmark(usize::from(x));
    }
    candidates.clear();
    scratch.candidates = candidates;
    scratch.decided = row;
    out
}

/// Calls `found(x)` for every state `x` of row `t` that has a child among
/// the frontier states `front`; `row_steps` says whether Black can step in
/// row `t`.
#[inline(always)]
fn each_parent(
    tables: &Tables,
    t: usize,
    row_steps: bool,
    front: &Columns,
    mut found: impl FnMut(usize),
) {
    for &y in front.row(tables.first_row(t)) {
        tables.parents_via_first(row_steps, usize::from(y), &mut found);
    }
    for r in tables.odd_rows(t) {
        for &y in front.row(r) {
            found(tables.parent_via_odd(usize::from(y)));
        }
    }
}
