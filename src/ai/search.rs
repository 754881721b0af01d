//! Iterative-deepening alpha-beta (negamax) with a transposition table,
//! a time budget and a shared cancel flag. It knows the repetition draw: a
//! line that comes back to a position of the game or of the line itself is
//! scored as a draw, so the search never counts a repeating line as a win.

use std::collections::HashSet;
use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, Ordering as AtomicOrdering};
use std::time::{Duration, Instant};

use super::Value;
use super::eval::evaluate;
use crate::rules::{Move, MoveList, Position, RuleOptions};

/// The score of a win now; a win in `n` plies scores `WIN - n`.
pub const WIN: i32 = 30_000;
/// Scores beyond this (in absolute value) are proven wins or losses.
const PROVEN: i32 = WIN - 1_000;
/// The deepest the search goes.
const MAX_DEPTH: u32 = 64;

/// How far and how long to search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The deepest iteration (plies).
    pub depth: u32,
    /// Stop starting new iterations, and abandon the current one, after this long.
    pub time: Option<Duration>,
}

/// What a search found at the root.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found {
    /// Each legal move with its score for the mover, best first (from the
    /// deepest finished iteration).
    pub moves: Vec<(Move, i32)>,
    /// The position's score for the side to move.
    pub score: i32,
    /// The deepest iteration that finished.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
}

impl Found {
    /// The best move, if the position has any.
    pub fn best(&self) -> Option<Move> {
        self.moves.first().map(|&(mv, _)| mv)
    }
}

/// A proven win or loss that a search score stands for; `None` for an
/// estimate.
pub const fn proven(score: i32) -> Option<Value> {
    if score >= PROVEN {
        Some(Value::Win((WIN - score) as u16))
    } else if score <= -PROVEN {
        Some(Value::Loss((WIN + score) as u16))
    } else {
        None
    }
}

/// A key of a position for the table and the repetition check: the
/// pieces, the side to move, and the mill's marks and hands.
fn key(pos: &Position) -> u64 {
    use crate::rules::Color::{Black, White};
    let black = u64::from(pos.pieces(Black));
    let white = u64::from(pos.pieces(White));
    let side = pos.to_move() as u64;
    let extra = u64::from(pos.marks())
        | u64::from(pos.hand(Black)) << 32
        | u64::from(pos.hand(White)) << 40;
    let mixed = (black | white << 25 | side << 50).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ extra.wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
    mixed ^ mixed >> 29
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    depth: u8,
    bound: Bound,
    score: i32,
    best: Option<Move>,
}

#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum Bound {
    #[default]
    Exact,
    Lower,
    Upper,
}

/// The search of one position: its table, the positions that would repeat,
/// and the budget.
pub struct Search<'a> {
    options: RuleOptions,
    table: Vec<Entry>,
    /// Positions of the game so far and of the current line: coming back to
    /// one is a draw.
    seen: HashSet<u64>,
    deadline: Option<Instant>,
    cancel: &'a AtomicBool,
    stopped: bool,
    nodes: u64,
}

const TABLE_BITS: u32 = 18;

impl<'a> Search<'a> {
    /// A search under `options`, where `history` holds the positions the
    /// game has already been through (repeating one is a draw).
    pub fn new(options: RuleOptions, history: &[Position], cancel: &'a AtomicBool) -> Search<'a> {
        Search {
            options,
            table: vec![Entry::default(); 1 << TABLE_BITS],
            seen: history.iter().map(key).collect(),
            deadline: None,
            cancel,
            stopped: false,
            nodes: 0,
        }
    }

    /// Searches `root` deeper and deeper within `limits`. Returns `None`
    /// when the position has no legal move or the search was cancelled
    /// before its first iteration ended.
    pub fn run(&mut self, root: &Position, limits: Limits) -> Option<Found> {
        self.deadline = limits.time.map(|t| Instant::now() + t);
        self.stopped = false;
        let mut moves: Vec<(Move, i32)> = root
            .legal_moves(&self.options)
            .iter()
            .map(|&mv| (mv, 0))
            .collect();
        if moves.is_empty() {
            return None;
        }
        self.seen.insert(key(root));
        let mut found = None;
        for depth in 1..=limits.depth.min(MAX_DEPTH) {
            if self.cancel.load(AtomicOrdering::Relaxed) {
                break;
            }
            let mut alpha = -WIN - 1;
            let mut scored = Vec::with_capacity(moves.len());
            for &(mv, _) in &moves {
                let child = root.play_unchecked(mv);
                // Every move gets an exact score, for the analysis.
                let score = -self.child_score(&child, depth - 1, -WIN - 1, WIN + 1, 1);
                if self.stopped {
                    break;
                }
                alpha = alpha.max(score);
                scored.push((mv, score));
            }
            if self.stopped {
                break;
            }
            scored.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
            moves = scored;
            found = Some(Found {
                moves: moves.clone(),
                score: alpha,
                depth,
                nodes: self.nodes,
            });
            if alpha.abs() >= PROVEN {
                break;
            }
        }
        self.seen.remove(&key(root));
        found
    }

    /// Whether the budget has run out (checked every few thousand nodes).
    fn out_of_time(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if self.nodes & 0x3FF == 0 {
            let late = self.deadline.is_some_and(|d| Instant::now() >= d);
            self.stopped = late || self.cancel.load(AtomicOrdering::Relaxed);
        }
        self.stopped
    }

    /// The score of `pos` for its side to move, `ply` plies below the root,
    /// with a repetition scored as a draw.
    fn child_score(&mut self, pos: &Position, depth: u32, alpha: i32, beta: i32, ply: i32) -> i32 {
        let k = key(pos);
        if self.seen.contains(&k) {
            return 0;
        }
        self.seen.insert(k);
        let score = self.negamax(pos, k, depth, alpha, beta, ply);
        self.seen.remove(&k);
        score
    }

    fn negamax(
        &mut self,
        pos: &Position,
        k: u64,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        ply: i32,
    ) -> i32 {
        self.nodes += 1;
        if let Some(outcome) = pos.outcome(&self.options) {
            return if outcome.winner() == Some(pos.to_move()) {
                WIN - ply
            } else {
                -(WIN - ply)
            };
        }
        if depth == 0 || self.out_of_time() {
            return evaluate(pos, &self.options);
        }
        let slot = (k >> (64 - TABLE_BITS)) as usize;
        let entry = self.table[slot];
        let mut hint = None;
        if entry.key == k {
            hint = entry.best;
            if u32::from(entry.depth) >= depth {
                let score = from_table(entry.score, ply);
                match entry.bound {
                    Bound::Exact => return score,
                    Bound::Lower if score >= beta => return score,
                    Bound::Upper if score <= alpha => return score,
                    _ => {}
                }
            }
        }
        let mut moves = self.ordered(pos, hint);
        let start_alpha = alpha;
        let mut best = -WIN - 1;
        let mut best_move = None;
        for mv in moves.iter_mut().map(|mv| *mv) {
            let child = pos.play_unchecked(mv);
            let score = -self.child_score(&child, depth - 1, -beta, -alpha, ply + 1);
            if self.stopped {
                return best.max(alpha);
            }
            if score > best {
                best = score;
                best_move = Some(mv);
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        let bound = if best <= start_alpha {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.table[slot] = Entry {
            key: k,
            depth: depth.min(255) as u8,
            bound,
            score: to_table(best, ply),
            best: best_move,
        };
        best
    }

    /// The legal moves with the table's best move first, then captures and
    /// removals.
    fn ordered(&self, pos: &Position, hint: Option<Move>) -> MoveList {
        let mut moves = MoveList::new();
        let mut rest = MoveList::new();
        let _ = pos.for_each_move(&self.options, |mv| {
            if Some(mv) == hint || mv.is_capture() || mv.removed().is_some() {
                moves.push(mv);
            } else {
                rest.push(mv);
            }
            ControlFlow::<()>::Continue(())
        });
        if let Some(i) = moves.iter().position(|&mv| Some(mv) == hint) {
            moves.swap(0, i);
        }
        for mv in rest {
            moves.push(mv);
        }
        moves
    }
}

/// A score stored in the table counts plies from the stored position, so
/// that a proven win found along one line reads right along another.
const fn to_table(score: i32, ply: i32) -> i32 {
    if score >= PROVEN {
        score + ply
    } else if score <= -PROVEN {
        score - ply
    } else {
        score
    }
}

const fn from_table(score: i32, ply: i32) -> i32 {
    if score >= PROVEN {
        score - ply
    } else if score <= -PROVEN {
        score + ply
    } else {
        score
    }
}
