//! Keys on the board: the cursor, picking up and moving pieces, undo and
//! redo, a draw offer, a new game.

use crate::rules::{Color, Move, Point, RuleError};
use crate::tui::action::{Action, Effect};

use super::status::{Question, Refusal, Status};
use super::{App, board};

impl App {
    /// Keys on the board, with no overlay open.
    pub(super) fn on_board(&mut self, action: Action) -> Effect {
        match action {
            Action::Cursor(dir) => self.board.step(dir, self.variant()),
            Action::Activate => self.activate(),
            Action::Click(point) => {
                if point.on_board(self.variant().size()) {
                    self.board.cursor = point;
                    self.activate();
                }
            }
            Action::Cancel => {
                self.status = if self.board.selected.take().is_some() {
                    Status::PutBack
                } else {
                    Refusal::NothingToCancel.into()
                };
            }
            Action::NextPiece => self.jump(true),
            Action::PrevPiece => self.jump(false),
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::OfferDraw => match self.session.offer_draw() {
                Ok(by) => {
                    self.board.selected = None;
                    self.status = Status::Asked(Question::Draw(by));
                }
                Err(err) => self.status = err.into(),
            },
            Action::NewGame if self.in_progress() => self.confirm(Question::NewGame),
            Action::NewGame => self.new_game(),
            Action::Quit if self.in_progress() => self.confirm(Question::Quit),
            Action::Quit => return Effect::Quit,
            Action::Flip => {
                self.board.flipped = !self.board.flipped;
                self.status = Status::Flipped(self.board.bottom());
            }
            Action::Help => self.open_help(),
            Action::Save => self.open_prompt(),
            Action::Yes | Action::No => self.status = Refusal::NoQuestion.into(),
            Action::ForceQuit | Action::Resize(..) | Action::Type(_) | Action::Erase => {}
        }
        Effect::None
    }

    /// Sets up a fresh game.
    pub(super) fn new_game(&mut self) {
        let first = self.session.restart();
        self.board.selected = None;
        self.overlay = None;
        self.status = Status::NewGame {
            first,
            drawn: self.first_drawn(),
        };
        self.board.cursor = self
            .movable()
            .first()
            .copied()
            .unwrap_or(board::centre(self.variant()));
    }

    pub(super) fn moves_from(&self, from: Point) -> Vec<Move> {
        self.game()
            .legal_moves()
            .into_iter()
            .filter(|mv| mv.from() == Some(from))
            .collect()
    }

    /// The points of the pieces that can move, in reading order on screen.
    pub fn movable(&self) -> Vec<Point> {
        let orientation = self.orientation();
        let mut points: Vec<Point> = self
            .game()
            .legal_moves()
            .iter()
            .filter_map(|mv| mv.from())
            .collect();
        points.sort_by_key(|p| orientation.cell(*p));
        points.dedup();
        points
    }

    /// Whether the game is over; if it is, the status line says so, as the
    /// reason the key does nothing.
    fn over(&mut self) -> bool {
        match self.game().outcome() {
            Some(outcome) => {
                self.status = Refusal::GameOver(outcome).into();
                true
            }
            None => false,
        }
    }

    fn jump(&mut self, forward: bool) {
        if self.over() {
            return;
        }
        let orientation = self.orientation();
        let movable = self.movable();
        let here = orientation.cell(self.board.cursor);
        let next = if forward {
            movable
                .iter()
                .find(|p| orientation.cell(**p) > here)
                .or(movable.first())
        } else {
            movable
                .iter()
                .rev()
                .find(|p| orientation.cell(**p) < here)
                .or(movable.last())
        };
        if let Some(point) = next {
            self.board.cursor = *point;
        }
    }

    fn activate(&mut self) {
        if self.over() {
            return;
        }
        let here = self.board.cursor;
        let Some(from) = self.board.selected else {
            return self.pick(here);
        };
        if let Some(mv) = self
            .moves_from(from)
            .into_iter()
            .find(|mv| mv.to() == Some(here))
        {
            return self.play(mv);
        }
        let position = self.game().position();
        if here == from {
            self.board.selected = None;
            self.status = Status::PutBack;
        } else if position.piece_at(here) == Some(position.to_move()) {
            self.pick(here);
        } else if let Some(err) = self.why_not(from, here) {
            self.status = err.into();
        }
    }

    /// The rules' reason for refusing to take the piece on `from` to `to`:
    /// onto an enemy piece, the reason it is no capture; otherwise the
    /// reason it is no step.
    /// (`None` cannot happen: every legal move of `from` was looked at before.)
    fn why_not(&self, from: Point, to: Point) -> Option<RuleError> {
        let position = self.game().position();
        let options = self.options();
        if position.piece_at(to) == Some(position.to_move().opponent()) {
            match position.play(Move::Capture { from, to }, &options) {
                Err(RuleError::NoCapturesInFive { .. }) | Ok(_) => {}
                Err(err) => return Some(err),
            }
        }
        position.play(Move::Step { from, to }, &options).err()
    }

    fn pick(&mut self, at: Point) {
        match self.game().position().check_movable(at, &self.options()) {
            Ok(()) => {
                self.board.selected = Some(at);
                self.status = Status::Picked {
                    at,
                    places: self.moves_from(at).len(),
                };
            }
            Err(err) => {
                if matches!(err, RuleError::Immobile(_) | RuleError::CannotCapture(_)) {
                    self.board.selected = None;
                }
                self.status = err.into();
            }
        }
    }

    fn play(&mut self, mv: Move) {
        let by = self.game().position().to_move();
        if let Err(err) = self.session.play(mv) {
            return self.status = err.into();
        }
        self.board.selected = None;
        self.after_move(mv, by, false);
    }

    /// After a move: the forced pass if the next player cannot move, the
    /// end of the game, and the cursor on the piece that moved.
    fn after_move(&mut self, mv: Move, by: Color, again: bool) {
        let passed = self.session.pass_if_forced();
        let game = self.session.game();
        if let Some(point) = game.last_move().and_then(|mv| mv.to()) {
            self.board.cursor = point;
        }
        self.status = Status::Moved {
            mv,
            by,
            again,
            passed,
            outcome: game.outcome(),
        };
    }

    fn undo(&mut self) {
        let Some(mv) = self.session.undo() else {
            self.status = Refusal::NothingToUndo.into();
            return;
        };
        self.board.selected = None;
        self.status = if mv == Move::Pass {
            // A pass is forced, so taking it back alone would play it again:
            // take back the move that forced it too.
            let passer = self.game().position().to_move();
            Status::TookBack {
                mv: self.session.undo(),
                pass: Some(passer),
            }
        } else {
            Status::TookBack {
                mv: Some(mv),
                pass: None,
            }
        };
        if let Some(point) = self.game().last_move().and_then(|mv| mv.to()).or(mv.from()) {
            self.board.cursor = point;
        }
    }

    fn redo(&mut self) {
        let by = self.game().position().to_move();
        match self.session.redo() {
            Some(mv) => {
                self.board.selected = None;
                self.after_move(mv, by, true);
            }
            None => {
                if !self.over() {
                    self.status = Refusal::NothingToRedo.into();
                }
            }
        }
    }
}
