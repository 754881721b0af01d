//! The typed move: `:` opens a one-line box over the board, a move typed
//! in its notation (`b1-c2`, `a1xa3`, `d2xg7`) is played on Enter by the
//! same way as a move chosen with the cursor, and refused in the same
//! words. A refusal leaves the box open with the text to mend.

use crate::rules::{Move, Point, RuleError};
use crate::tui::action::{Action, Effects};

use super::App;
use super::overlay::{Overlay, Prompt, PromptKind};
use super::status::Status;

impl App {
    /// `:` on the board: the move box opens, empty.
    pub(super) fn open_typed(&mut self) {
        self.board.selected = None;
        self.board.removing = None;
        self.overlay = Some(Overlay::Prompt(Prompt::empty(PromptKind::Move)));
        self.status = Status::TypingMove;
    }

    /// Keys while the move box is open; `text` is what it holds.
    pub(super) fn on_typed(&mut self, action: Action, text: &str) -> Effects {
        match action {
            Action::Edit(edit) => {
                if let Some(Overlay::Prompt(prompt)) = &mut self.overlay {
                    prompt.input.handle(edit);
                }
            }
            Action::Cancel => {
                self.overlay = None;
                self.status = Status::GoesOn;
            }
            Action::Activate => return self.play_typed(text),
            _ => {}
        }
        Effects::new()
    }

    /// Enter in the move box: the move read as the game on the board reads
    /// it, played if it is legal (the box closes), else refused.
    fn play_typed(&mut self, text: &str) -> Effects {
        let mv = match text.parse::<Move>() {
            Ok(mv) => self.game().position().canonical(mv),
            Err(err) => {
                self.status = err.into();
                return Effects::new();
            }
        };
        if self.over() {
            return Effects::new();
        }
        // The guards a move chosen with the pointer meets: the computer's
        // turn, the friend's, a puzzle not yet set up, a finished lesson.
        let pointer = Action::Click(mv.to().or(mv.from()).unwrap_or(self.board.cursor));
        if let Some(effects) = self.play_board(&pointer) {
            return effects;
        }
        if self.hands_off(&pointer) {
            return Effects::new();
        }
        match self.why_not_typed(mv) {
            Some(err) => self.status = err.into(),
            None => {
                self.overlay = None;
                self.chosen(mv);
            }
        }
        Effects::new()
    }

    /// Why `mv` may not be played now, in the words the cursor would meet
    /// on its way to it: the piece picked up first, then the move.
    fn why_not_typed(&self, mv: Move) -> Option<RuleError> {
        let position = self.game().position();
        let options = self.options();
        if position.is_legal(mv, &options) {
            return None;
        }
        let picked = |from: Point| position.check_movable(from, &options).err();
        let step = |from: Point, to: Point| match position.check_move(from, to, &options) {
            Ok(found) if found != mv => position.play(mv, &options).err(),
            Ok(_) => None,
            Err(err) => Some(err),
        };
        let why = match mv {
            Move::Step { from, to } | Move::Capture { from, to } => {
                picked(from).or_else(|| step(from, to))
            }
            Move::StepRemove { from, .. } => picked(from),
            Move::Place { .. } | Move::Pass => None,
        };
        why.or_else(|| position.play(mv, &options).err())
            .or(Some(RuleError::Illegal(mv)))
    }
}
