//! The small gonu games solved: one generic retrograde solver over the
//! rules (`Position::for_each_child` forwards, `Position::for_each_parent`
//! backwards) for 우물고누, 호박고누 and 줄고누. Every state of a game is
//! ranked to a dense index ([`Space`]); a byte per state holds its value:
//! 0 a draw, else the remoteness plus one, whose parity tells a loss (odd
//! byte: remoteness even, a finished position is lost in 0) from a win,
//! as four-field's table does. Tables are built in memory on first need
//! (well under a second in a release build) and kept for the run.

mod index;

use std::ops::ControlFlow;

use rayon::prelude::*;
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
    pub fn solve(variant: Variant, progress: &dyn Fn(u64, u64)) -> SmallTable {
        let space = Space::of(variant);
        let options = RuleOptions::default();
        let len = space.len() as usize;
        let mut values = vec![0u8; len];
        let mut remaining = vec![0u8; len];
        // The finished states (lost in 0) and every other state's number
        // of moves, on all cores.
        values
            .par_iter_mut()
            .zip(remaining.par_iter_mut())
            .enumerate()
            .for_each(|(i, (value, left))| {
                if let Some(pos) = space.position(i as u64) {
                    match pos.count_moves(&options) {
                        0 => *value = 1,
                        n => *left = n.min(255) as u8,
                    }
                }
            });
        let mut queue: Vec<u32> = (0..len as u32)
            .filter(|&i| values[i as usize] == 1)
            .collect();
        let mut head = 0;
        while let Some(&i) = queue.get(head) {
            head += 1;
            if head % (1 << 18) == 0 {
                progress(head as u64, space.len());
            }
            let byte = values[i as usize];
            let Some(pos) = space.position(u64::from(i)) else {
                continue;
            };
            let lost = byte % 2 == 1;
            let _ = pos.for_each_parent(&options, |_, parent| {
                let Some(j) = space.index(&parent).map(|j| j as usize) else {
                    return ControlFlow::<()>::Continue(());
                };
                if values[j] != 0 {
                    return ControlFlow::Continue(());
                }
                if !lost {
                    remaining[j] = remaining[j].saturating_sub(1);
                }
                if lost || remaining[j] == 0 {
                    values[j] = byte.saturating_add(1);
                    queue.push(j as u32);
                }
                ControlFlow::Continue(())
            });
        }
        progress(space.len(), space.len());
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
            _ => return None,
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
