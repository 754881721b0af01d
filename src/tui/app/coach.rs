//! The coach in every game: `c` asks for a move for the side to move (the
//! table's best, or the strong level's search), marked on the board as the
//! piece picked up and the cursor on its point; `e` asks what the last move
//! did. In review both are about the position shown (the worker cuts the
//! game there; the suggestion is told, not picked up: the board is not the
//! game's). In a lesson, `c` gives the next move of the task's fewest
//! while the learner is on that way, and hints show nothing the task's
//! checker would contradict (`task_hints`). A worker answers
//! ([`Effect::Coach`]); a stale answer (the game moved on, or the review
//! stepped elsewhere, meanwhile) is dropped.

use crate::ai::{Estimate, Value};
use crate::learn::coach::Answer as Coaching;
use crate::learn::{Goal, Target};
use crate::rules::Point;
use crate::tui::action::{Effect, Effects, Table, ticket};

use super::App;
use super::status::Status;

/// A question to the coach waiting for its answer: what it is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Asked {
    /// The ticket of the question.
    ticket: u64,
    /// The game's revision.
    revision: u64,
    /// In review, the ply shown.
    at: Option<usize>,
}

/// What the hints show in a lesson, so that they never say other than
/// the task's checker.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum TaskHints {
    /// These marks and nothing else.
    Marks(Vec<(Point, Estimate)>),
    /// The game's values where they are exact (the checker judges by the
    /// same table), never the search's guesses.
    ExactOnly,
}

impl App {
    /// The hints in a lesson (`None` outside one). A task to win: the
    /// next move of its fewest way marked with the win it forces (on the
    /// piece, or on its point once the piece is picked up); off that way,
    /// and in tasks to hold the draw or find the only move, the table's
    /// exact values, by which the task judges too. A task to reach a
    /// point, to capture or to play a given move asks no result of the
    /// game: the game's values would mislead there, so none are shown (the
    /// coach shows the way).
    pub(super) fn task_hints(&self) -> Option<TaskHints> {
        let lesson = self.lesson()?;
        if lesson.done() {
            return Some(TaskHints::Marks(Vec::new()));
        }
        let task = lesson.task();
        match task.goal {
            Goal::Force {
                target: Target::Win,
                ..
            } => {
                let Some(mv) = self.lesson_hint() else {
                    return Some(TaskHints::ExactOnly);
                };
                // The learner's moves left on the way, this one included.
                let moves: Vec<_> = self.game().moves().collect();
                let played = moves
                    .strip_prefix(task.prelude.as_slice())
                    .map_or(0, <[_]>::len);
                let left = task.solution.len().saturating_sub(played).div_ceil(2);
                let plies = u16::try_from(left * 2)
                    .unwrap_or(u16::MAX)
                    .saturating_sub(1);
                let point = match self.selected() {
                    Some(from) if mv.from() == Some(from) => mv.to(),
                    Some(_) => None,
                    None => mv.from(),
                };
                Some(TaskHints::Marks(
                    point
                        .map(|p| (p, Estimate::Exact(Value::Win(plies))))
                        .into_iter()
                        .collect(),
                ))
            }
            Goal::Hold { .. } | Goal::Only => Some(TaskHints::ExactOnly),
            Goal::Force { .. } | Goal::Play(_) => Some(TaskHints::Marks(Vec::new())),
        }
    }

    /// `c` or `e`: asks the coach about the game as it is, or in review
    /// about the position shown.
    pub(super) fn ask_coach(&mut self, explain: bool) -> Effects {
        let ticket = ticket();
        let at = self.reviewing().map(|r| r.at);
        // In a lesson the coach serves the task: its fewest moves; off
        // that way, the table's best where the task is judged by the
        // table too, else nothing that could contradict the task.
        if !explain && at.is_none() && self.lesson().is_some_and(|l| !l.done()) {
            if let Some(mv) = self.lesson_hint() {
                self.set_up(mv);
                self.status = Status::TaskHint(mv);
                return Effects::new();
            }
            if !self.task_judged_by_table() {
                self.status = Status::CoachOffWay;
                return Effects::new();
            }
        }
        self.coaching = Some(Asked {
            ticket,
            revision: self.revision(),
            at,
        });
        self.status = Status::AskingCoach;
        let table = self
            .learn
            .table
            .as_ref()
            .filter(|(_, key)| *key == self.key())
            .map(|(table, _)| Table(std::sync::Arc::clone(&table.0)));
        vec![Effect::Coach {
            ticket,
            game: self.game().clone(),
            plies: at,
            table,
            explain,
        }]
    }

    /// Whether the lesson's task is judged by the solved table at hand (a
    /// win, a draw held, the only move), so that its best move is the
    /// task's best too.
    fn task_judged_by_table(&self) -> bool {
        let by_value = self.lesson().is_some_and(|l| {
            matches!(
                l.task().goal,
                Goal::Force {
                    target: Target::Win,
                    ..
                } | Goal::Hold { .. }
                    | Goal::Only
            )
        });
        by_value
            && self
                .learn
                .table
                .as_ref()
                .is_some_and(|(_, key)| *key == self.key())
    }

    /// Sets the coach's move `mv` up on the board so that Enter plays it:
    /// its piece picked up and the cursor on its point; a piece to place,
    /// the cursor on its point; a move that removes a piece, made up to
    /// the choice, the cursor on the piece it removes.
    fn set_up(&mut self, mv: crate::rules::Move) {
        let Some(to) = mv.to() else {
            return;
        };
        self.board.selected = mv.from();
        self.board.cursor = to;
        if let Some(removed) = mv.removed() {
            self.board.removing = Some((mv.from(), to));
            self.board.cursor = removed;
        }
    }

    /// Forgets the question to the coach; when its thinking is on the
    /// status line, `instead` goes there.
    pub(super) fn stop_coaching(&mut self, instead: Status) {
        if self.coaching.take().is_some() && self.status == Status::AskingCoach {
            self.status = instead;
        }
    }

    /// The coach's answer: a suggested move is picked up and its point put
    /// under the cursor (not in review); what it found goes on the status
    /// line.
    pub(super) fn on_coached(&mut self, ticket: u64, answer: Coaching) {
        let at = self.reviewing().map(|r| r.at);
        let now = Asked {
            ticket,
            revision: self.revision(),
            at,
        };
        if self.coaching != Some(now) {
            return;
        }
        self.coaching = None;
        let playable = at.is_none();
        if playable && let Coaching::Suggested(Some(suggestion)) = &answer {
            self.set_up(suggestion.mv);
        }
        self.status = Status::Coach {
            answer: Box::new(answer),
            playable,
        };
    }
}
