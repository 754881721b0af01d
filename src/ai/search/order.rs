//! The order the search tries moves in: the table's best move, then the
//! captures and removals, then the two killer moves of the ply (quiet moves
//! that cut off a sibling line), then the quiet moves by their history
//! (how often and how deep each from-to pair has cut off before). The
//! better the order, the more alpha-beta cuts and the deeper it sees in
//! the same time.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

use crate::rules::{Move, Point};

/// Points are at most 7 × 7: a slot for each, and one for "none".
const SLOTS: usize = 64;
/// Plies the killers are kept for.
const PLIES: usize = 130;

/// What the search has learnt about moves during one search.
pub(super) struct Order {
    killers: Vec<[Option<Move>; 2]>,
    history: Vec<i32>,
    removals: [i32; SLOTS],
}

/// A point's slot (file and rank packed), [`SLOTS`] - 1 for none.
fn slot(point: Option<Point>) -> usize {
    point.map_or(SLOTS - 1, |p| {
        usize::from(p.rank()) * 8 + usize::from(p.file())
    })
}

/// Whether `mv` takes nothing: the moves killers and history are for.
fn quiet(mv: Move) -> bool {
    !mv.is_capture() && mv.removed().is_none()
}

impl Order {
    /// Nothing learnt yet.
    pub(super) fn new() -> Order {
        Order {
            killers: vec![[None; 2]; PLIES],
            history: vec![0; SLOTS * SLOTS],
            removals: [0; SLOTS],
        }
    }

    /// How early `mv` is tried at `ply`, given the table's `hint`: the
    /// larger the sooner.
    pub(super) fn rank(&self, mv: Move, hint: Option<Move>, ply: usize) -> i32 {
        if Some(mv) == hint {
            return i32::MAX;
        }
        let base = self.history[slot(mv.from()) * SLOTS + slot(mv.to())].min(1 << 24);
        if !quiet(mv) {
            return (1 << 28) + base + self.removals[slot(mv.removed())].min(1 << 24);
        }
        match self.killers.get(ply) {
            Some([Some(k), _]) if *k == mv => 1 << 27,
            Some([_, Some(k)]) if *k == mv => 1 << 26,
            _ => base,
        }
    }

    /// `mv` cut the search off at `ply` with `depth` plies left.
    pub(super) fn cut(&mut self, mv: Move, ply: usize, depth: u32) {
        let bonus = (depth * depth) as i32;
        self.history[slot(mv.from()) * SLOTS + slot(mv.to())] += bonus;
        if quiet(mv) {
            if let Some(killers) = self.killers.get_mut(ply)
                && killers[0] != Some(mv)
            {
                killers[1] = killers[0];
                killers[0] = Some(mv);
            }
        } else {
            self.removals[slot(mv.removed())] += bonus;
        }
    }
}

/// A hasher for keys that are mixed already: the key is the hash.
#[derive(Default)]
pub(super) struct Mixed(u64);

impl Hasher for Mixed {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

/// A set of position keys.
pub(super) type Keys = HashSet<u64, BuildHasherDefault<Mixed>>;
