//! Iterative-deepening alpha-beta (negamax, principal variation search)
//! with a transposition table, killer moves and a history of cut-offs for
//! the move order (see `order.rs`), a time budget and a shared cancel flag. It
//! knows the repetition draw: a line that comes back to a position of the
//! game or of the line itself is scored as a draw, so the search never
//! counts a repeating line as a win.

mod order;

use std::sync::atomic::{AtomicBool, Ordering as AtomicOrdering};
use std::time::{Duration, Instant};

use super::eval::evaluate;
use super::{Solved, Value};
use crate::rules::{Move, Position, RuleOptions};
use order::{Keys, Order};

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
    /// Positions of the game so far: coming back to one is a draw.
    history: Keys,
    /// Positions of the line being searched, likewise.
    line: Vec<u64>,
    deadline: Option<Instant>,
    cancel: &'a AtomicBool,
    stopped: bool,
    nodes: u64,
    order: Order,
    /// Only the best moves at the root need exact scores.
    choosing: bool,
    /// Iterations up to this depth finish whatever the time.
    floor: u32,
    /// The iteration under way.
    iteration: u32,
    /// A list of moves for each ply, kept between nodes.
    lists: Vec<Vec<(i32, Move, Position)>>,
    /// A solved table the leaves it covers are scored from, exactly.
    solved: Option<&'a dyn Solved>,
}

const TABLE_BITS: u32 = 18;

impl<'a> Search<'a> {
    /// A search under `options`, where `history` holds the positions the
    /// game has already been through (repeating one is a draw).
    pub fn new(options: RuleOptions, history: &[Position], cancel: &'a AtomicBool) -> Search<'a> {
        Search {
            options,
            table: vec![Entry::default(); 1 << TABLE_BITS],
            history: history.iter().map(key).collect(),
            line: Vec::new(),
            deadline: None,
            cancel,
            stopped: false,
            nodes: 0,
            order: Order::new(),
            choosing: false,
            floor: 0,
            iteration: 0,
            lists: vec![Vec::new(); MAX_DEPTH as usize + 2],
            solved: None,
        }
    }

    /// Scores every position `table` covers from it, exactly (참고누's
    /// level 5 at the end of the placing: the moving phase's table).
    #[must_use]
    pub fn with_table(mut self, table: &'a dyn Solved) -> Search<'a> {
        self.solved = Some(table);
        self
    }

    /// The search for choosing a move rather than for analysis: at the
    /// root only the moves as good as the best get exact scores (the others
    /// a bound below it, which is all a choice needs and much quicker).
    #[must_use]
    pub fn choosing(mut self) -> Search<'a> {
        self.choosing = true;
        self
    }

    /// Iterations up to `depth` run to their end even past the time
    /// budget (not past a cancel): a search on a busy machine still sees
    /// this far. `table_bits` sizes its table (2^bits entries).
    #[must_use]
    pub fn at_least(mut self, depth: u32, table_bits: u32) -> Search<'a> {
        self.floor = depth;
        if table_bits > TABLE_BITS {
            self.table = vec![Entry::default(); 1 << table_bits.min(24)];
        }
        self
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
        self.line.push(key(root));
        let mut found = None;
        for depth in 1..=limits.depth.min(MAX_DEPTH) {
            if self.cancel.load(AtomicOrdering::Relaxed) {
                break;
            }
            self.iteration = depth;
            let Some(scored) = self.root(root, &moves, depth) else {
                break;
            };
            moves = scored;
            let score = moves.first().map_or(-WIN - 1, |&(_, s)| s);
            found = Some(Found {
                moves: moves.clone(),
                score,
                depth,
                nodes: self.nodes,
            });
            if score.abs() >= PROVEN {
                break;
            }
        }
        self.line.pop();
        found
    }

    /// One iteration at the root: each move with its score, best first;
    /// `None` when the budget ran out before it ended. Choosing, a move
    /// after the first is tried with a null window just below the best so
    /// far, and searched again in full only when it reaches it.
    fn root(
        &mut self,
        root: &Position,
        moves: &[(Move, i32)],
        depth: u32,
    ) -> Option<Vec<(Move, i32)>> {
        let mut best = -WIN - 1;
        let mut scored = Vec::with_capacity(moves.len());
        for (n, &(mv, _)) in moves.iter().enumerate() {
            let child = root.play_unchecked(mv);
            let score = if self.choosing && n > 0 {
                let low = best - 1;
                let probe = -self.child_score(&child, depth - 1, -best, -low, 1);
                if probe >= best && !self.stopped {
                    -self.child_score(&child, depth - 1, -WIN - 1, -low, 1)
                } else {
                    probe
                }
            } else {
                // Every move gets an exact score, for the analysis.
                -self.child_score(&child, depth - 1, -WIN - 1, WIN + 1, 1)
            };
            if self.stopped {
                return None;
            }
            best = best.max(score);
            scored.push((mv, score));
        }
        scored.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
        Some(scored)
    }

    /// Whether the budget has run out (checked every thousand nodes or so).
    fn out_of_time(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if self.nodes & 0x3FF == 0 {
            let late =
                self.iteration > self.floor && self.deadline.is_some_and(|d| Instant::now() >= d);
            self.stopped = late || self.cancel.load(AtomicOrdering::Relaxed);
        }
        self.stopped
    }

    /// The score of `pos` for its side to move, `ply` plies below the root,
    /// with a repetition scored as a draw.
    fn child_score(&mut self, pos: &Position, depth: u32, alpha: i32, beta: i32, ply: i32) -> i32 {
        let k = key(pos);
        if self.line.contains(&k) || self.history.contains(&k) {
            return 0;
        }
        self.line.push(k);
        let score = self.negamax(pos, k, depth, alpha, beta, ply);
        self.line.pop();
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
        if let Some(value) = self.solved.and_then(|t| t.value(pos)) {
            let plies = |n: u16| WIN - ply - i32::from(n);
            return match value {
                Value::Win(n) => plies(n),
                Value::Loss(n) => -plies(n),
                Value::Draw => 0,
            };
        }
        if depth == 0 || self.out_of_time() {
            return evaluate(pos, &self.options);
        }
        let slot = (k >> (64 - self.table.len().trailing_zeros())) as usize;
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
        // The moves with the positions they lead to and their rank, in a
        // list kept for this ply so that no node allocates.
        let mut moves = std::mem::take(&mut self.lists[ply as usize]);
        moves.clear();
        let order = &self.order;
        let _ = pos.for_each_child(&self.options, |mv, child| {
            moves.push((order.rank(mv, hint, ply as usize), mv, child));
            std::ops::ControlFlow::<()>::Continue(())
        });
        moves.sort_unstable_by_key(|&(rank, _, _)| std::cmp::Reverse(rank));
        let start_alpha = alpha;
        let mut best = -WIN - 1;
        let mut best_move = None;
        for (n, &(_, mv, child)) in moves.iter().enumerate() {
            let mut score = if n == 0 {
                -self.child_score(&child, depth - 1, -beta, -alpha, ply + 1)
            } else {
                -self.child_score(&child, depth - 1, -alpha - 1, -alpha, ply + 1)
            };
            if n > 0 && score > alpha && score < beta && !self.stopped {
                score = -self.child_score(&child, depth - 1, -beta, -alpha, ply + 1);
            }
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                self.order.cut(mv, ply as usize, depth);
                break;
            }
        }
        self.lists[ply as usize] = moves;
        if self.stopped {
            return best.max(alpha);
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
