//! A bounded proof search: can a side force a target (a win, a capture, a
//! point reached) within N of its moves, whatever the other side does? Exact
//! within its bound, and fast for the short tasks of the lessons, so they
//! need no solved table: the five-field table may not be built yet.
//!
//! Like the solved tables it looks at positions alone: the repetition draw
//! belongs to a game's history (a shortest forced line never repeats a
//! position, so it changes no fewest count).

use std::collections::HashMap;

use super::Target;
use crate::rules::{Color, Move, Point, Position, RuleOptions, Variant};

/// The proof search of one target for one side.
pub struct Prover {
    options: RuleOptions,
    attacker: Color,
    target: Target,
    /// Whether the attacker, to move in a position, forces the target
    /// within so many moves.
    memo: HashMap<(Position, u8), bool>,
}

impl Prover {
    /// A proof search of whether `attacker` can force `target` under
    /// `options`.
    pub fn new(options: RuleOptions, attacker: Color, target: Target) -> Prover {
        Prover {
            options,
            attacker,
            target,
            memo: HashMap::new(),
        }
    }

    /// Whether the attacker's move `mv` from `pos` reaches the target by
    /// itself.
    pub fn hits(&self, pos: &Position, mv: Move) -> bool {
        match self.target {
            Target::Capture => pos.removed_by(mv, &self.options) != 0,
            Target::Reach(point) => mv.to() == Some(point),
            Target::Win => {
                pos.play_unchecked(mv)
                    .outcome(&self.options)
                    .and_then(|o| o.winner())
                    == Some(self.attacker)
            }
        }
    }

    /// Whether the attacker, to move in `pos`, forces the target within `n`
    /// of its moves.
    pub fn forces(&mut self, pos: &Position, n: u8) -> bool {
        if n == 0 || pos.to_move() != self.attacker || pos.outcome(&self.options).is_some() {
            return false;
        }
        if let Some(&known) = self.memo.get(&(*pos, n)) {
            return known;
        }
        let found = !self.too_far(pos, n)
            && pos.legal_moves(&self.options).iter().any(|&mv| {
                self.hits(pos, mv) || self.fewest_after(&pos.play_unchecked(mv), n - 1).is_some()
            });
        self.memo.insert((*pos, n), found);
        found
    }

    /// The fewest moves of the attacker, to move in `pos`, that force the
    /// target, if at most `cap` do.
    pub fn fewest(&mut self, pos: &Position, cap: u8) -> Option<u8> {
        (1..=cap).find(|&n| self.forces(pos, n))
    }

    /// After an attacker's move that did not reach the target: the fewest
    /// moves of the attacker that still force it against the defender's
    /// best reply, if at most `cap` do; `Some(0)` if the game ended in the
    /// attacker's win (the defender stepped back into its own camp).
    pub fn fewest_after(&mut self, pos: &Position, cap: u8) -> Option<u8> {
        if let Some(outcome) = pos.outcome(&self.options) {
            return (self.target == Target::Win && outcome.winner() == Some(self.attacker))
                .then_some(0);
        }
        let mut worst = 0;
        for &reply in pos.legal_moves(&self.options).iter() {
            let next = self.after_reply(pos, reply, cap)?;
            worst = worst.max(next);
        }
        Some(worst)
    }

    /// The fewest attacker moves that force the target after the
    /// defender's `reply` in `pos`, if at most `cap` do.
    fn after_reply(&mut self, pos: &Position, reply: Move, cap: u8) -> Option<u8> {
        let next = pos.play_unchecked(reply);
        match next.outcome(&self.options) {
            Some(o) if self.target == Target::Win && o.winner() == Some(self.attacker) => Some(0),
            Some(_) => None,
            None if next.to_move() != self.attacker => self.fewest_after(&next, cap),
            None => self.fewest(&next, cap),
        }
    }

    /// The defender's best reply in `pos` (after an attacker's move): the
    /// first that keeps the target furthest, `None` for a reply after which
    /// it cannot be forced within `cap`.
    pub fn defend(&mut self, pos: &Position, cap: u8) -> Option<(Move, Option<u8>)> {
        let mut best: Option<(Move, Option<u8>)> = None;
        for &reply in pos.legal_moves(&self.options).iter() {
            let need = self.after_reply(pos, reply, cap);
            let better = match best {
                None => true,
                Some((_, Some(old))) => need.is_none_or(|n| n > old),
                Some((_, None)) => false,
            };
            if better {
                best = Some((reply, need));
                if need.is_none() {
                    break;
                }
            }
        }
        best
    }

    /// The attacker's quickest move in `pos`, with the moves it then still
    /// needs (0 when it reaches the target), if the target is forced within
    /// `cap`.
    pub fn attack(&mut self, pos: &Position, cap: u8) -> Option<(Move, u8)> {
        let n = self.fewest(pos, cap)?;
        pos.legal_moves(&self.options).iter().find_map(|&mv| {
            if self.hits(pos, mv) {
                return Some((mv, 0));
            }
            let need = self.fewest_after(&pos.play_unchecked(mv), n - 1)?;
            (need < n).then_some((mv, need))
        })
    }

    /// A line of best play from `pos` (either side to move) for at most
    /// `cap` attacker moves: the attacker's quickest moves and the
    /// defender's most stubborn replies, up to the target.
    pub fn line(&mut self, pos: &Position, cap: u8) -> Vec<Move> {
        let mut line = Vec::new();
        let mut pos = *pos;
        let mut left = cap;
        while pos.outcome(&self.options).is_none() && line.len() < 64 {
            if pos.to_move() == self.attacker {
                let Some((mv, need)) = self.attack(&pos, left) else {
                    break;
                };
                line.push(mv);
                if need == 0 && self.hits(&pos, mv) {
                    break;
                }
                pos = pos.play_unchecked(mv);
                left = need;
            } else {
                let Some((mv, need)) = self.defend(&pos, left) else {
                    break;
                };
                line.push(mv);
                pos = pos.play_unchecked(mv);
                match need {
                    Some(n) => left = n,
                    None => break,
                }
            }
        }
        line
    }

    /// Whether no piece of the attacker's is near enough the target point
    /// to reach it in `n` moves (only for [`Target::Reach`], and only for
    /// steps: a piece placed from hand may land anywhere).
    fn too_far(&self, pos: &Position, n: u8) -> bool {
        let Target::Reach(to) = self.target else {
            return false;
        };
        if pos.is_placing() {
            return false;
        }
        !pos.points_of(self.attacker)
            .any(|from| distance(pos.variant(), from, to).is_some_and(|d| d <= n))
    }
}

/// The fewest steps from `from` to `to` on an empty board: diagonal steps
/// in five-field (`None` across the colour classes), steps along the lines
/// of the board in the others (`None` when no line leads there).
pub fn distance(variant: Variant, from: Point, to: Point) -> Option<u8> {
    let df = from.file().abs_diff(to.file());
    let dr = from.rank().abs_diff(to.rank());
    match variant {
        Variant::Five if (df + dr) % 2 == 1 => None,
        Variant::Five => Some(df.max(dr)),
        Variant::Four | Variant::Line => Some(df + dr),
        Variant::Well | Variant::Pumpkin | Variant::Mill => along_lines(variant, from, to),
    }
}

/// The fewest steps along the board's lines from `from` to `to`, by a
/// breadth-first walk of its graph.
fn along_lines(variant: Variant, from: Point, to: Point) -> Option<u8> {
    let geometry = variant.geometry();
    let mut seen = vec![from];
    let mut ring = vec![from];
    let mut steps = 0u8;
    while !ring.is_empty() {
        if ring.contains(&to) {
            return Some(steps);
        }
        let next: Vec<Point> = ring
            .iter()
            .flat_map(|&p| geometry.neighbours(p))
            .filter(|p| !seen.contains(p))
            .collect();
        seen.extend(&next);
        ring = next;
        steps = steps.saturating_add(1);
    }
    None
}
