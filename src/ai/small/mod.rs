//! The small gonu games solved: one generic retrograde solver over the
//! rules (`Position::for_each_child` forwards, `Position::for_each_parent`
//! backwards) for 우물고누, 호박고누 and 줄고누. Every state of a game is
//! ranked to a dense index ([`Space`]); a byte per state holds its value:
//! 0 a draw, else the remoteness plus one, whose parity tells a loss (odd
//! byte: remoteness even, a finished position is lost in 0) from a win,
//! as four-field's table does. Tables are built in memory on first need
//! (줄고누: 1.5 s of CPU on two cores and 16 MB in a release build) and
//! kept for the run.

mod index;

use std::ops::ControlFlow;

use rayon::prelude::*;
use std::sync::atomic::AtomicU8;
use std::sync::atomic::Ordering::Relaxed;
use std::sync::{Arc, OnceLock};

pub use index::Space;

use super::Value;
use super::table::{Counts, Solved};
use crate::rules::{Color, Position, RuleOptions, Variant};

/// A solved small game: the value of every state.
pub struct SmallTable {
    space: Space,
    values: Vec<u8>,
}

/// While the build runs, a byte from this up holds an undecided state (and
/// its moves not yet known to lose); below it, a value.
const OPEN: u8 = 128;

/// The value a byte holds.
const fn decode(byte: u8) -> Value {
    match byte {
        0 => Value::Draw,
        b if b % 2 == 1 => Value::Loss(b as u16 - 1),
        b => Value::Win(b as u16 - 1),
    }
}

impl SmallTable {
    /// Solves `variant` (well, pumpkin or line; any other game gives an
    /// empty table), `progress` hearing the states decided so far and the
    /// total.
    ///
    /// Level by level on all cores: the states lost in 0 first, then
    /// every parent of a level's states. All states of a level are lost
    /// (odd byte) or all won, so a level only ever makes its parents won
    /// (the first lost child found, the quickest win) or, when their last
    /// move left is counted off, lost (the longest loss): the values do
    /// not depend on the order the cores take the states in. While a
    /// state is undecided its byte holds `OPEN` plus its moves not yet
    /// known to lose, so one byte a state is all the memory the build
    /// touches (remoteness up to 126; the small games reach 57).
    pub fn solve(variant: Variant, progress: &dyn Fn(u64, u64)) -> SmallTable {
        let space = Space::of(variant);
        let options = RuleOptions::default();
        let len = space.len();
        // The finished states (lost in 0) and every other state's number
        // of moves.
        let mut start = vec![0u8; len as usize];
        space.fill(&mut start, |pos| {
            match pos.map(|p| p.count_moves(&options)) {
                Some(0) => 1,
                Some(n) => OPEN + n.min(u32::from(!OPEN)) as u8,
                None => 0,
            }
        });
        let bytes: Vec<AtomicU8> = start.into_iter().map(AtomicU8::new).collect();
        let mut level: Vec<u32> = (0..len as u32)
            .into_par_iter()
            .filter(|&i| bytes[i as usize].load(Relaxed) == 1)
            .collect();
        let mut done = 0;
        let mut byte = 1u8;
        while !level.is_empty() && byte < OPEN - 1 {
            done += level.len() as u64;
            progress(done, len);
            let next = byte + 1;
            let lost = byte % 2 == 1;
            // A lost child makes its parent won at once; a won child
            // counts off one of its parent's moves, the last makes it lost.
            let after = |b: u8| match b {
                b if b < OPEN => None,
                _ if lost => Some(next),
                b if b == OPEN + 1 => Some(next),
                b => Some(b - 1),
            };
            let decide = |found: &mut Vec<u32>, i: u32| {
                let Some(pos) = space.position(u64::from(i)) else {
                    return;
                };
                let _ = pos.for_each_parent(&options, |_, parent| {
                    if let Some(j) = space.index(&parent)
                        && let Ok(old) = bytes[j as usize].fetch_update(Relaxed, Relaxed, after)
                        && after(old) == Some(next)
                    {
                        found.push(j as u32);
                    }
                    ControlFlow::<()>::Continue(())
                });
            };
            // Taken in an order that keeps their parents' bytes near.
            level.par_sort_by_cached_key(|&i| space.nearness(u64::from(i)));
            level = level
                .par_iter()
                .fold(Vec::new, |mut found, &i| {
                    decide(&mut found, i);
                    found
                })
                .reduce(Vec::new, |mut a, mut b| {
                    if a.len() < b.len() {
                        std::mem::swap(&mut a, &mut b);
                    }
                    a.extend(b);
                    a
                });
            byte = next;
        }
        progress(len, len);
        let values = bytes
            .into_iter()
            .map(|b| match b.into_inner() {
                b if b >= OPEN => 0,
                b => b,
            })
            .collect();
        SmallTable { space, values }
    }

    /// The table of `variant`, solved on first need and kept for the run;
    /// `None` for a game that is not small.
    pub fn of(variant: Variant) -> Option<Arc<SmallTable>> {
        static TABLES: [OnceLock<Arc<SmallTable>>; 3] =
            [OnceLock::new(), OnceLock::new(), OnceLock::new()];
        let slot = match variant {
            Variant::Well => &TABLES[0],
            Variant::Pumpkin => &TABLES[1],
            Variant::Line => &TABLES[2],
            Variant::Five | Variant::Four | Variant::Mill => return None,
        };
        Some(Arc::clone(slot.get_or_init(|| {
            Arc::new(SmallTable::solve(variant, &|_, _| {}))
        })))
    }

    /// The states it covers.
    pub const fn space(&self) -> &Space {
        &self.space
    }

    /// The value of the state of index `index`.
    pub fn value_at(&self, index: u64) -> Option<Value> {
        self.values.get(index as usize).map(|&b| decode(b))
    }

    /// States won, lost and drawn for the side to move: all of them, or
    /// those with `side` to move.
    pub fn counts(&self, side: Option<Color>) -> Counts {
        let mut counts = Counts::default();
        for (i, &b) in self.values.iter().enumerate() {
            if side.is_some_and(|s| self.space.position(i as u64).map(|p| p.to_move()) != Some(s)) {
                continue;
            }
            match decode(b) {
                Value::Win(_) => counts.win += 1,
                Value::Loss(_) => counts.loss += 1,
                Value::Draw => counts.draw += 1,
            }
        }
        counts
    }

    /// The largest remoteness of any state.
    pub fn max_remoteness(&self) -> u16 {
        self.values
            .iter()
            .map(|&b| u16::from(b.saturating_sub(1)))
            .max()
            .unwrap_or(0)
    }

    /// Bytes the table holds.
    pub fn bytes(&self) -> usize {
        self.values.len()
    }
}

impl Solved for SmallTable {
    /// The value of `pos`; a well kono game's first position, whose
    /// blocking move is banned, is valued from its legal moves.
    fn value(&self, pos: &Position) -> Option<Value> {
        if pos.is_opening() {
            let mut best: Option<Value> = None;
            let _ = pos.for_each_child(&RuleOptions::default(), |_, child| {
                let v = self.value(&child).map(Value::for_mover);
                best = best.max(v);
                ControlFlow::<()>::Continue(())
            });
            return best.or(Some(Value::Loss(0)));
        }
        self.value_at(self.space.index(pos)?)
    }
}
