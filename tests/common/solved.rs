//! A small solved table for tests: every position reachable from a start,
//! solved level by level from the finished ones by a plain solver written
//! here, independent of the engine's tables.

use std::collections::HashMap;

use kono::ai::{Solved, Value};
use kono::rules::{Position, RuleOptions};

/// Exact values of every position reachable from `start`, level by level
/// from the finished ones: a small solver written here, independent of the
/// engine's tables.
pub struct Reachable(pub HashMap<Position, Value>);

impl Reachable {
    /// Solves every position reachable from `start` under `options`.
    pub fn solve(start: Position, options: RuleOptions) -> Reachable {
        // Every reachable position, and each one's children by number.
        let mut all = vec![start];
        let mut number: HashMap<Position, usize> = HashMap::from([(start, 0)]);
        let mut children: Vec<Vec<usize>> = Vec::new();
        let mut i = 0;
        while i < all.len() {
            let p = all[i];
            let mut mine = Vec::new();
            for mv in p.legal_moves(&options) {
                let c = p.play_unchecked(mv);
                let n = *number.entry(c).or_insert_with(|| {
                    all.push(c);
                    all.len() - 1
                });
                mine.push(n);
            }
            children.push(mine);
            i += 1;
        }
        let mut values: Vec<Option<Value>> = all
            .iter()
            .map(|p| {
                p.outcome(&options).map(|o| {
                    if o.winner() == Some(p.to_move()) {
                        Value::Win(0)
                    } else {
                        Value::Loss(0)
                    }
                })
            })
            .collect();
        for level in 1..400u16 {
            let mut new = Vec::new();
            for (n, kids) in children.iter().enumerate() {
                if values[n].is_some() || kids.is_empty() {
                    continue;
                }
                if kids
                    .iter()
                    .any(|&k| values[k] == Some(Value::Loss(level - 1)))
                {
                    new.push((n, Value::Win(level)));
                } else if kids
                    .iter()
                    .all(|&k| matches!(values[k], Some(Value::Win(_))))
                {
                    new.push((n, Value::Loss(level)));
                }
            }
            if new.is_empty() {
                break;
            }
            for (n, v) in new {
                values[n] = Some(v);
            }
        }
        Reachable(
            all.into_iter()
                .zip(values)
                .map(|(p, v)| (p, v.unwrap_or(Value::Draw)))
                .collect(),
        )
    }
}

impl Solved for Reachable {
    fn value(&self, pos: &Position) -> Option<Value> {
        self.0.get(pos).copied()
    }
}
