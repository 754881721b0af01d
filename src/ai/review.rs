//! Looking back over a game: the value before and after every move for its
//! mover, the marks of the moves that threw a result away (`?`, `??`), and
//! the best move where one was missed. What review, the value chart and
//! `kono replay --annotate` show.

use std::fmt;
use std::sync::atomic::{AtomicBool, Ordering};

use super::{Solved, Value, move_values};
use crate::rules::{Color, Game, Move};

/// How much a move cost its mover.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    /// A draw thrown into a loss, or a win into a draw: `?`.
    Mistake,
    /// A win thrown into a loss: `??`.
    Blunder,
}

impl Mark {
    /// The mark as written after the move: `?` or `??`.
    pub const fn symbol(self) -> &'static str {
        match self {
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }

    /// The mark a move gets that took its mover from `before` to `after`;
    /// `None` when the result (win, draw or loss) stayed the same.
    pub fn between(before: Value, after: Value) -> Option<Mark> {
        match (before, after) {
            (Value::Win(_), Value::Loss(_)) => Some(Mark::Blunder),
            (Value::Win(_), Value::Draw) | (Value::Draw, Value::Loss(_)) => Some(Mark::Mistake),
            _ => None,
        }
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

/// One move of a game, looked back on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ply {
    /// The move.
    pub mv: Move,
    /// Who made it.
    pub by: Color,
    /// The position's value for the mover before the move.
    pub before: Value,
    /// The value the move left the mover.
    pub after: Value,
    /// Whether it threw something away.
    pub mark: Option<Mark>,
    /// A move that kept the best value, when this one did not.
    pub best: Option<Move>,
}

/// Every move of `game` with its values from `table`; `None` if the table
/// does not cover the game (another variant or rule option).
pub fn review(game: &Game, table: &dyn Solved) -> Option<Vec<Ply>> {
    review_with(game, table, &AtomicBool::new(false), &mut |_| {})
}

/// [`review`], telling `progress` how many plies are done as it goes (for a
/// long game, worked out on a worker thread) and giving up (`None`) once
/// `cancel` is raised.
pub fn review_with(
    game: &Game,
    table: &dyn Solved,
    cancel: &AtomicBool,
    progress: &mut dyn FnMut(usize),
) -> Option<Vec<Ply>> {
    let options = *game.options();
    let mut plies = Vec::with_capacity(game.ply_count());
    for (n, mv) in game.moves().enumerate() {
        if cancel.load(Ordering::Relaxed) {
            return None;
        }
        let pos = game.position_after(n);
        let before = table.value(pos)?;
        let after = table.value(game.position_after(n + 1))?.for_mover();
        let mark = Mark::between(before, after);
        let best = if after < before {
            move_values(pos, &options, table)?
                .into_iter()
                .find(|&(_, v)| v == before)
                .map(|(m, _)| m)
        } else {
            None
        };
        plies.push(Ply {
            mv,
            by: pos.to_move(),
            before,
            after,
            mark,
            best,
        });
        progress(n + 1);
    }
    Some(plies)
}

/// The value of the position after `plies` moves, for Black, on a scale
/// from -1 (Black loses now) through 0 (drawn) to 1 (Black wins now):
/// nearer the edge the fewer plies remain. The value chart's points.
pub fn chart_point(value: Value, to_move: Color, longest: u16) -> f64 {
    let room = f64::from(longest.max(1)) + 1.0;
    let height = |n: u16| 1.0 - f64::from(n) / room;
    let for_mover = match value {
        Value::Win(n) => height(n),
        Value::Loss(n) => -height(n),
        Value::Draw => 0.0,
    };
    match to_move {
        Color::Black => for_mover,
        Color::White => -for_mover,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_follow_the_result_not_the_distance() {
        assert_eq!(Mark::between(Value::Win(5), Value::Win(9)), None);
        assert_eq!(
            Mark::between(Value::Win(5), Value::Draw),
            Some(Mark::Mistake)
        );
        assert_eq!(
            Mark::between(Value::Draw, Value::Loss(4)),
            Some(Mark::Mistake)
        );
        assert_eq!(
            Mark::between(Value::Win(3), Value::Loss(2)),
            Some(Mark::Blunder)
        );
        assert_eq!(Mark::between(Value::Loss(3), Value::Loss(1)), None);
        assert_eq!(Mark::Blunder.to_string(), "??");
    }

    #[test]
    fn the_chart_puts_black_wins_up_and_nearer_ends_further_out() {
        assert!(
            chart_point(Value::Win(1), Color::Black, 50)
                > chart_point(Value::Win(9), Color::Black, 50)
        );
        assert!(chart_point(Value::Win(1), Color::White, 50) < 0.0);
        assert_eq!(chart_point(Value::Draw, Color::White, 50), 0.0);
        assert!(chart_point(Value::Loss(0), Color::Black, 50) <= -0.99);
    }
}
