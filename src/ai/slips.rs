//! How a move stands against the solved game: whether it keeps its
//! position's value (win, draw or loss) when another move would not. What
//! `kono arena` counts to give each level's error rate.

use super::{Solved, Value, move_values};
use crate::rules::{Move, Position, RuleOptions};

/// A move judged by the solved table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keeping {
    /// Every legal move keeps the position's value: no chance to go wrong.
    NoChoice,
    /// The move keeps the value, though some other move would throw it away.
    Kept,
    /// The move throws value away: a win into a draw or a loss, or a draw
    /// into a loss.
    Thrown,
}

/// The value without its remoteness: 2 for a win, 1 for a draw, 0 for a loss.
const fn class(value: Value) -> u8 {
    match value {
        Value::Win(_) => 2,
        Value::Draw => 1,
        Value::Loss(_) => 0,
    }
}

/// How `mv` stands in `pos` by `table`; `None` when the table does not
/// cover the position's moves or `mv` is not one of them.
pub fn keeping(
    pos: &Position,
    options: &RuleOptions,
    table: &dyn Solved,
    mv: Move,
) -> Option<Keeping> {
    let values = move_values(pos, options, table)?;
    let best = values.iter().map(|&(_, v)| class(v)).max()?;
    let worst = values.iter().map(|&(_, v)| class(v)).min()?;
    let chosen = values
        .iter()
        .find(|&&(m, _)| m == mv)
        .map(|&(_, v)| class(v))?;
    Some(if worst == best {
        Keeping::NoChoice
    } else if chosen == best {
        Keeping::Kept
    } else {
        Keeping::Thrown
    })
}
