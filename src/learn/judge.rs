//! The exact judgement of a move against a task's value: the opponent's
//! forced win after it, whether it is the only good move, the table's best
//! line and best move.

use super::Target;
use super::Task;
use super::prove::Prover;
use crate::ai::{Solved, Value, move_values};
use crate::rules::{Color, Move, Outcome, Position, RuleOptions, WinReason};

/// The opponent's answer to a wrong move: what the opponent then gets, and
/// the line that shows it, starting with the opponent's reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refutation {
    /// The learner's move.
    pub played: Move,
    /// The opponent.
    pub opponent: Color,
    /// What the opponent gets after it.
    pub outlook: Outlook,
    /// The opponent's reply and best play after it (empty when the move
    /// itself ended the game).
    pub line: Vec<Move>,
}

/// What the opponent gets after a wrong move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outlook {
    /// The opponent, to move, wins in this many plies.
    Wins(u16),
    /// The opponent holds the draw.
    Draws,
    /// The opponent stops the target from being forced within `left` more
    /// moves of the learner's.
    Escapes {
        /// What the task asked to reach.
        target: Target,
        /// The learner's moves that were left.
        left: u8,
        /// Five-field: the moved piece now stands in the other class of
        /// points than the target (diagonal steps never change it).
        off_class: bool,
    },
    /// The move repeated the position a third time: the game is drawn.
    Repetition,
    /// The move itself ended the game, and the opponent won, for this
    /// reason (five-field: a step back that fills the mover's own camp).
    Ended(WinReason),
    /// The opponent's reply (the line's one move) wins at once, for this
    /// reason: the idea said rather than "wins in 1".
    Finishes(WinReason),
}

/// How far ahead (in the opponent's moves) a move is checked for a forced
/// loss when no solved table is at hand: the proof search's horizon in
/// "hold" and "only move" tasks.
const HORIZON: u8 = 3;

/// The longest line shown after a wrong move, in plies.
const LINE_PLIES: u16 = 16;

/// A refutation without the move it answers.
pub(super) struct Answer {
    /// Who answers.
    pub opponent: Color,
    /// What the answer gets.
    pub outlook: Outlook,
    /// The answer and the best play after it.
    pub line: Vec<Move>,
}

impl Answer {
    pub(super) fn with(self, played: Move) -> Refutation {
        Refutation {
            played,
            opponent: self.opponent,
            outlook: self.outlook,
            line: self.line,
        }
    }
}

/// The opponent's forced win in `child` (the opponent to move), by the
/// table or, without one, by a proof search `HORIZON` moves deep.
pub(super) fn refute(
    child: &Position,
    options: &RuleOptions,
    table: Option<&dyn Solved>,
) -> Option<Answer> {
    let opponent = child.to_move();
    if child.outcome(options).is_some() {
        return ended(child, options);
    }
    if let Some(value) = table.and_then(|t| t.value(child)) {
        return match value {
            Value::Win(n) => Some(sharpen(
                Answer {
                    opponent,
                    outlook: Outlook::Wins(n),
                    line: table.map_or_else(Vec::new, |t| best_line(t, child, options)),
                },
                child,
                options,
            )),
            _ => None,
        };
    }
    let mut prover = Prover::new(*options, opponent, Target::Win);
    let n = prover.fewest(child, HORIZON)?;
    Some(sharpen(
        Answer {
            opponent,
            outlook: Outlook::Wins(u16::from(n) * 2 - 1),
            line: prover.line(child, n),
        },
        child,
        options,
    ))
}

/// A win in one reply said by its idea: when the line's first move ends
/// the game for the opponent, [`Outlook::Finishes`] with the reason.
fn sharpen(answer: Answer, child: &Position, options: &RuleOptions) -> Answer {
    let reason = match (answer.outlook, answer.line.first()) {
        (Outlook::Wins(1), Some(&reply)) => {
            match child.play(reply, options).map(|p| p.outcome(options)) {
                Ok(Some(Outcome::Win { winner, reason })) if winner == answer.opponent => reason,
                _ => return answer,
            }
        }
        _ => return answer,
    };
    Answer {
        outlook: Outlook::Finishes(reason),
        line: answer.line[..1].to_vec(),
        ..answer
    }
}

/// The answer when the move that led to `child` ended the game itself and
/// the opponent (to move in `child`) won by it: the reason, no line.
fn ended(child: &Position, options: &RuleOptions) -> Option<Answer> {
    let opponent = child.to_move();
    match child.outcome(options)? {
        Outcome::Win { winner, reason } if winner == opponent => Some(Answer {
            opponent,
            outlook: Outlook::Ended(reason),
            line: Vec::new(),
        }),
        _ => None,
    }
}

/// Whether `mv` is the only good move of a [`Goal::Only`] task in `pos`:
/// `None` if it is, else the answer to it. With a table, a move is good
/// when it keeps the position's result (win, draw or loss); without one,
/// every move the proof search refutes is wrong and the task's own move is
/// the one left.
pub(super) fn only(
    pos: &Position,
    mv: Move,
    task: &Task,
    table: Option<&dyn Solved>,
) -> Option<Answer> {
    let options = task.options;
    let child = pos.play_unchecked(mv);
    if let Some(answer) = ended(&child, &options) {
        return Some(answer);
    }
    if let Some(t) = table
        && let Some(values) = move_values(pos, &options, t)
    {
        let best = values.iter().map(|&(_, v)| v).max()?;
        let mine = values.iter().find(|&&(m, _)| m == mv)?.1;
        if mine.word() == best.word() {
            return None;
        }
        let opponent = child.to_move();
        let outlook = match t.value(&child) {
            Some(Value::Win(n)) => Outlook::Wins(n),
            _ => Outlook::Draws,
        };
        let answer = Answer {
            opponent,
            outlook,
            line: best_line(t, &child, &options),
        };
        return Some(sharpen(answer, &child, &options));
    }
    refute(&child, &options, None)
}

/// The best line from `pos` by `table`, a few plies long.
pub(super) fn best_line(table: &dyn Solved, pos: &Position, options: &RuleOptions) -> Vec<Move> {
    crate::ai::puzzle::best_line(table, *pos, options, LINE_PLIES)
}

/// The table's best move in `pos`: the first of [`crate::ai::best_moves`],
/// so the same every time.
pub(super) fn perfect(pos: &Position, options: &RuleOptions, table: &dyn Solved) -> Option<Move> {
    crate::ai::best_moves(pos, options, table)?.first().copied()
}
