//! The coach in every game: `c` asks for a move for the side to move (the
//! table's best, or the strong level's search), marked on the board as the
//! piece picked up and the cursor on its point; `e` asks what the last move
//! did. In review both are about the position shown (the worker cuts the
//! game there; the suggestion is told, not picked up: the board is not the
//! game's). In a lesson, `c` gives the next move of the task's fewest
//! while the learner is on that way. A worker answers
//! ([`Effect::Coach`]); a stale answer (the game moved on, or the review
//! stepped elsewhere, meanwhile) is dropped.

use crate::learn::coach::Answer as Coaching;
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

impl App {
    /// `c` or `e`: asks the coach about the game as it is, or in review
    /// about the position shown.
    pub(super) fn ask_coach(&mut self, explain: bool) -> Effects {
        let ticket = ticket();
        let at = self.reviewing().map(|r| r.at);
        // In a lesson the coach serves the task: its fewest moves.
        if !explain
            && at.is_none()
            && let Some(mv) = self.lesson_hint()
        {
            if let (Some(from), Some(to)) = (mv.from(), mv.to()) {
                self.board.selected = Some(from);
                self.board.cursor = to;
            }
            self.status = Status::TaskHint(mv);
            return Effects::new();
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
        if playable
            && let Coaching::Suggested(Some(suggestion)) = &answer
            && let (Some(from), Some(to)) = (suggestion.mv.from(), suggestion.mv.to())
        {
            self.board.selected = Some(from);
            self.board.cursor = to;
        }
        self.status = Status::Coach {
            answer: Box::new(answer),
            playable,
        };
    }
}
