//! The retrograde solve: terminal states first, then level by level, the
//! states won or lost in exactly n plies from those decided in n − 1.
//!
//! The table is one byte per Black-to-move state (see [`super::code`]). Each
//! level runs in two phases: a read-only pass over the target rows, in
//! parallel, that collects each row's newly decided states (pull: a row's
//! states are only ever written by the task that owns the row, so no atomics
//! are needed), then a parallel write of those decisions. The frontier of a
//! level is a list of column numbers per row, a few bytes per decided state.
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
use super::index::{BLACK_CAN_STEP, EVEN_SIZE, ODD_SIZE, terminal};
use super::{Progress, SolveError};

/// The states of one row decided at one level: their columns.
#[derive(Default)]
struct RowFront {
    /// Columns of the states won at this level.
    wins: Vec<u16>,
    /// Columns of the states lost at this level.
    losses: Vec<u16>,
}

impl RowFront {
    fn is_empty(&self) -> bool {
        self.wins.is_empty() && self.losses.is_empty()
    }
}

/// What the solve produced: the table and the facts gathered on the way.
pub(super) struct Solved {
    /// One value code per Black-to-move state.
    pub values: Vec<u8>,
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

/// Per-thread scratch: which columns of the current row are already taken.
struct Scratch {
    seen: Vec<u64>,
    candidates: Vec<u16>,
}

impl Scratch {
    fn new() -> Scratch {
        Scratch {
            seen: vec![0; EVEN_SIZE.div_ceil(64)],
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
    let mut values = vec![0u8; ODD_SIZE * EVEN_SIZE];
    let (mut front, [no_step, must_pass]) = terminals(&mut values, &tables, strict, cancel);
    if cancelled() {
        return Err(SolveError::Cancelled);
    }
    let (mut wins, mut losses) = count(&front);
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
                decide_row(t, &values, &front, &tables, scratch)
            })
            .collect();
        if cancelled() {
            return Err(SolveError::Cancelled);
        }
        let (new_wins, new_losses) = count(&next);
        if new_wins + new_losses == 0 {
            return Ok(Solved {
                values,
                wins,
                losses,
                max_remoteness: level - 1,
                no_step,
                must_pass,
            });
        }
        let (win, loss) = (code::win(level), code::loss(level));
        values
            .par_chunks_mut(EVEN_SIZE)
            .zip(next.par_iter())
            .for_each(|(row, decided)| {
                for &x in &decided.wins {
                    row[usize::from(x)] = win;
                }
                for &x in &decided.losses {
                    row[usize::from(x)] = loss;
                }
            });
        wins += new_wins;
        losses += new_losses;
        front = next;
    }
}

/// Won and lost states in a frontier.
fn count(front: &[RowFront]) -> (u64, u64) {
    front.iter().fold((0, 0), |(w, l), row| {
        (w + row.wins.len() as u64, l + row.losses.len() as u64)
    })
}

/// Level 0: writes the finished states' codes; returns them as the first
/// frontier, with the numbers of states where Black has no step: all, and
/// the unfinished ones (where Black must pass).
fn terminals(
    values: &mut [u8],
    tables: &Tables,
    strict: bool,
    cancel: &AtomicBool,
) -> (Vec<RowFront>, [u64; 2]) {
    let rows: Vec<(RowFront, [u64; 2])> = values
        .par_chunks_mut(EVEN_SIZE)
        .enumerate()
        .map(|(t, row)| {
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
            for (x, (value, &even)) in row.iter_mut().zip(&tables.even.flags).enumerate() {
                let c = terminal(odd, even, strict);
                if (odd | even) & BLACK_CAN_STEP == 0 {
                    stuck[0] += 1;
                    stuck[1] += u64::from(c == 0);
                }
                // Columns are below EVEN_SIZE = 34,320 < 2^16.
                if c == code::WIN_0 {
                    front.wins.push(x as u16);
                    *value = c;
                } else if c == code::LOSS_0 {
                    front.losses.push(x as u16);
                    *value = c;
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
    values: &[u8],
    front: &[RowFront],
    tables: &Tables,
    scratch: &mut Scratch,
) -> RowFront {
    let first = tables.first_row(t);
    if front[first].is_empty() && tables.odd_rows(t).all(|r| front[r].is_empty()) {
        return RowFront::default();
    }
    let row = &values[t * EVEN_SIZE..(t + 1) * EVEN_SIZE];
    let row_steps = tables.row_can_step(t);
    // Calls `found(x)` for every state x of row t that has a child among the
    // frontier's losses (or wins).
    fn pick(f: &RowFront, lost: bool) -> &[u16] {
        if lost { &f.losses } else { &f.wins }
    }
    let each_parent = |lost: bool, found: &mut dyn FnMut(usize)| {
        for &y in pick(&front[first], lost) {
            tables.parents_via_first(row_steps, usize::from(y), &mut *found);
        }
        for r in tables.odd_rows(t) {
            for &y in pick(&front[r], lost) {
                found(tables.parent_via_odd(usize::from(y)));
            }
        }
    };
    let mut out = RowFront::default();
    // Columns are below EVEN_SIZE = 34,320 < 2^16.
    each_parent(true, &mut |x| {
        if row[x] == 0 && scratch.mark(x) {
            out.wins.push(x as u16);
        }
    });
    each_parent(false, &mut |x| {
        if row[x] == 0 && scratch.mark(x) {
            scratch.candidates.push(x as u16);
        }
    });
    for &x in &scratch.candidates {
        let all_won = tables.all_children(t, usize::from(x), |r, c| {
            code::is_win(values[r * EVEN_SIZE + c])
        });
        if all_won {
            out.losses.push(x);
        }
    }
    let mut candidates = std::mem::take(&mut scratch.candidates);
    for &x in out.wins.iter().chain(&candidates) {
        scratch.unmark(usize::from(x));
    }
    candidates.clear();
    scratch.candidates = candidates;
    out
}
