//! The value of a position and of each of its moves: exact from a solved
//! table, or the search's estimate. What `kono analyze`, hints and review
//! show.

use std::sync::atomic::AtomicBool;

use super::search::{Limits, Search, proven};
use super::{Solved, Value, move_values};
use crate::rules::{Move, Position, RuleOptions};

/// A value as far as it is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Estimate {
    /// From a solved table, or a finished position.
    Exact(Value),
    /// From a search: a win or loss it proved, otherwise only a score for
    /// the side concerned (positive is good for it).
    Searched {
        /// The win or loss the search proved, if it did.
        proven: Option<Value>,
        /// The search's score.
        score: i32,
    },
}

impl Estimate {
    /// The value if it is known for sure (exact, or proven by the search).
    pub const fn known(self) -> Option<Value> {
        match self {
            Estimate::Exact(v) => Some(v),
            Estimate::Searched { proven, .. } => proven,
        }
    }

    /// Whether it came from a solved table or a finished position.
    pub const fn is_exact(self) -> bool {
        matches!(self, Estimate::Exact(_))
    }

    fn searched(score: i32) -> Estimate {
        Estimate::Searched {
            proven: proven(score),
            score,
        }
    }
}

/// A position's value for its side to move and each legal move's value for
/// the mover, best first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The position's value.
    pub value: Estimate,
    /// The legal moves, best first.
    pub moves: Vec<(Move, Estimate)>,
}

/// `pos`'s value and each legal move's value for the mover, exactly from
/// `table`, best first; `None` when the table does not cover them.
pub fn exact(pos: &Position, options: &RuleOptions, table: &dyn Solved) -> Option<Analysis> {
    let value = table.value(pos)?;
    let mut moves = move_values(pos, options, table)?;
    moves.sort_by_key(|&(_, v)| std::cmp::Reverse(v));
    Some(Analysis {
        value: Estimate::Exact(value),
        moves: moves
            .into_iter()
            .map(|(mv, v)| (mv, Estimate::Exact(v)))
            .collect(),
    })
}

/// Checks the value `table` gives `pos` against the values it gives the
/// positions `pos` leads to, the way a retrograde solve must have found
/// it: a finished position is lost (or won) in 0, any other is worth its
/// best move (a win in n has a child lost in n - 1 and none quicker, a loss
/// in n only won children, the slowest in n - 1, a draw no lost child and a
/// drawn one). What the solver tests ask of every table.
///
/// # Errors
/// What does not agree, naming the position (and the table's gaps).
pub fn check_against_children(
    pos: &Position,
    options: &RuleOptions,
    table: &dyn Solved,
) -> Result<Value, String> {
    let value = table
        .value(pos)
        .ok_or_else(|| format!("{pos}: not in the table"))?;
    let expected = match pos.outcome(options) {
        Some(outcome) if outcome.winner() == Some(pos.to_move()) => Value::Win(0),
        Some(_) => Value::Loss(0),
        None => move_values(pos, options, table)
            .ok_or_else(|| format!("{pos}: a child is not in the table"))?
            .into_iter()
            .map(|(_, v)| v)
            .max()
            .ok_or_else(|| format!("{pos}: an unfinished position without a move"))?,
    };
    if value == expected {
        Ok(value)
    } else {
        Err(format!(
            "{pos}: the table says {value}, its moves give {expected}"
        ))
    }
}

/// Analyses `pos` under `options`: exactly when `solved` covers it, otherwise
/// by a search within `limits` (stopped early through `cancel`).
pub fn analyze(
    pos: &Position,
    options: &RuleOptions,
    solved: Option<&dyn Solved>,
    limits: Limits,
    cancel: &AtomicBool,
) -> Analysis {
    if let Some(outcome) = pos.outcome(options) {
        let value = if outcome.winner() == Some(pos.to_move()) {
            Value::Win(0)
        } else {
            Value::Loss(0)
        };
        return Analysis {
            value: Estimate::Exact(value),
            moves: Vec::new(),
        };
    }
    if let Some(analysis) = solved.and_then(|table| exact(pos, options, table)) {
        return analysis;
    }
    let mut search = Search::new(*options, &[], cancel);
    if let Some(table) = solved {
        // A table of part of the game (참고누's moving phase) scores the
        // leaves it covers exactly.
        search = search.with_table(table);
    }
    match search.run(pos, limits) {
        Some(found) => Analysis {
            value: Estimate::searched(found.score),
            moves: found
                .moves
                .iter()
                .map(|&(mv, score)| (mv, Estimate::searched(score)))
                .collect(),
        },
        None => Analysis {
            value: Estimate::Searched {
                proven: None,
                score: 0,
            },
            moves: pos
                .legal_moves(options)
                .iter()
                .map(|&mv| {
                    (
                        mv,
                        Estimate::Searched {
                            proven: None,
                            score: 0,
                        },
                    )
                })
                .collect(),
        },
    }
}
