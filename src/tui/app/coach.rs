//! The coach in every game: `c` asks for a move for the side to move (the
//! table's best, or the strong level's search), marked on the board as the
//! piece picked up and the cursor on its point; `e` asks what the last move
//! did. A worker answers ([`Effect::Coach`]); a stale answer (the game
//! moved on meanwhile) is dropped.

use crate::learn::coach::Answer as Coaching;
use crate::tui::action::{Effect, Effects, Table, ticket};

use super::App;
use super::status::Status;

impl App {
    /// `c` or `e`: asks the coach about the game as it is.
    pub(super) fn ask_coach(&mut self, explain: bool) -> Effects {
        let ticket = ticket();
        self.coaching = Some((ticket, self.revision()));
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
            table,
            explain,
        }]
    }

    /// The coach's answer: a suggested move is picked up and its point put
    /// under the cursor; what it found goes on the status line.
    pub(super) fn on_coached(&mut self, ticket: u64, answer: Coaching) {
        if self.coaching != Some((ticket, self.revision())) {
            return;
        }
        self.coaching = None;
        if let Coaching::Suggested(Some(suggestion)) = &answer
            && let (Some(from), Some(to)) = (suggestion.mv.from(), suggestion.mv.to())
        {
            self.board.selected = Some(from);
            self.board.cursor = to;
        }
        self.status = Status::Coach(Box::new(answer));
    }
}
