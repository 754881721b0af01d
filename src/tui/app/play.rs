//! Keys on the board: the cursor, picking up and moving pieces, undo and
//! redo (by rounds against the computer: `computer`), a draw offer, a new
//! game.

use crate::rules::{Color, Move, Point, Position, RuleError, Turn};
use crate::tui::action::{Action, Effect, Effects};

use super::status::{Question, Refusal, Status};
use super::{App, board};

impl App {
    /// Keys on the board, with no overlay open.
    pub(super) fn on_board(&mut self, action: Action) -> Effects {
        if let Some(effects) = self.play_board(&action) {
            return effects;
        }
        if self.hands_off(&action) {
            return Effects::new();
        }
        match action {
            Action::Cursor(dir) => self.board.step(dir, self.variant()),
            Action::Diagonal(vertical, horizontal) => {
                self.board
                    .step_diagonal(vertical, horizontal, self.variant());
            }
            Action::Activate => return self.activate(),
            Action::Click(point) => return self.click(point),
            // A drag let go on another point than the picked piece's.
            Action::Release(point) if self.board.selected.is_some_and(|from| from != point) => {
                return self.click(point);
            }
            Action::Cancel if self.board.removing.is_some() => {
                self.status = Refusal::RemovalIsPartOfTheMove.into();
            }
            Action::Undo if self.take_back_unfinished() => {}
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
                    self.status = self.draw_offered(by);
                }
                Err(err) => self.status = err.into(),
            },
            Action::Resign => match self.game().outcome() {
                Some(outcome) => self.status = RuleError::GameOver(outcome).into(),
                None => self.confirm(Question::Resign(self.resigning_side())),
            },
            Action::NewGame if self.in_progress() && self.puzzle().is_some() => {
                self.confirm(Question::LeavePuzzle { next: true });
            }
            Action::NewGame if self.in_progress() => self.confirm(Question::NewGame),
            Action::NewGame => return self.new_game(),
            Action::Home => return vec![Effect::Home],
            Action::Quit if self.in_progress() && self.puzzle().is_some() => {
                self.confirm(Question::LeavePuzzle { next: false });
            }
            Action::Quit if self.in_progress() => self.confirm(Question::Quit),
            Action::Quit => return vec![Effect::Quit],
            Action::Flip => {
                self.board.flipped = !self.board.flipped;
                self.status = Status::Flipped(self.board.bottom());
            }
            Action::Help => self.open_help(),
            Action::Pause => self.pause(),
            Action::BuildTable => return self.build_table(),
            Action::Retry => self.retry_puzzle(),
            Action::Hints => self.toggle_hints(),
            Action::Coach => return self.ask_coach(false),
            Action::Explain => return self.ask_coach(true),
            Action::Review => self.open_review(),
            Action::Save => self.open_prompt(),
            Action::TypeMove => self.open_typed(),
            Action::Yes | Action::No => self.status = Refusal::NoQuestion.into(),
            Action::Chat | Action::Reconnect => {
                self.status = Status::Net(super::NetNote::OnlyOverNetwork);
            }
            Action::ForceQuit
            | Action::Suspend
            | Action::Resize(..)
            | Action::Edit(_)
            | Action::Page(_)
            | Action::Far(_) => {}
            // News is handled before the board sees an action.
            _ => {}
        }
        Effects::new()
    }

    /// The cursor to `point`, then Enter.
    fn click(&mut self, point: Point) -> Effects {
        if self.variant().geometry().contains(point) {
            self.board.cursor = point;
            return self.activate();
        }
        Effects::new()
    }

    /// Sets up a fresh game.
    pub(super) fn new_game(&mut self) -> Effects {
        let mut effects = Effects::new();
        if self.next_puzzle(&mut effects) {
            return effects;
        }
        let first = self.session.restart();
        self.board.selected = None;
        self.overlay = None;
        self.status = Status::NewGame {
            first,
            drawn: self.first_drawn(),
        };
        self.board.cursor = self.starting_cursor();
        effects
    }

    /// Where the cursor starts in a game: on a piece that can move of the
    /// player at this keyboard, who has the move unless the computer or a
    /// friend over the network has it; else the middle of the board.
    pub(super) fn starting_cursor(&self) -> Point {
        let position = *self.game().position();
        let to_move = position.to_move();
        let here = self
            .remote()
            .map(|remote| remote.net.ours())
            .or_else(|| self.person())
            .unwrap_or(to_move);
        let waiting = Position::from_pieces(
            position.variant(),
            position.pieces(Color::Black),
            position.pieces(Color::White),
            here,
        );
        let points = match waiting {
            Ok(mine) if here != to_move => {
                self.in_reading_order(&mine.legal_moves(&self.options()))
            }
            _ => self.movable(),
        };
        points
            .first()
            .copied()
            .unwrap_or(board::centre(self.variant()))
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
        self.in_reading_order(&self.game().legal_moves())
    }

    /// The points `moves` start from, once each, in reading order on screen.
    fn in_reading_order(&self, moves: &[Move]) -> Vec<Point> {
        let orientation = self.orientation();
        let mut points: Vec<Point> = moves.iter().filter_map(|mv| mv.from()).collect();
        points.sort_by_key(|p| orientation.cell(*p));
        points.dedup();
        points
    }

    /// Whether the game is over; if it is, the status line says so, as the
    /// reason the key does nothing.
    pub(super) fn over(&mut self) -> bool {
        match self.game().outcome() {
            Some(outcome) => {
                self.status = Refusal::GameOver(outcome).into();
                true
            }
            None => false,
        }
    }

    /// Puts the cursor on the piece that can move nearest to it (on the
    /// screen); nowhere else when none can.
    pub(super) fn cursor_to_nearest_movable(&mut self) {
        let orientation = self.orientation();
        let (row, column) = orientation.cell(self.board.cursor);
        let distance = |p: &Point| {
            let (r, c) = orientation.cell(*p);
            r.abs_diff(row) + c.abs_diff(column)
        };
        if let Some(point) = self.movable().into_iter().min_by_key(distance) {
            self.board.cursor = point;
        }
    }

    fn jump(&mut self, forward: bool) {
        if self.over() {
            return;
        }
        let orientation = self.orientation();
        // While a removal is asked for, Tab goes to the pieces it may take.
        let mut movable = match self.board.removing {
            Some(_) => self.removable(),
            None => self.movable(),
        };
        movable.sort_by_key(|p| orientation.cell(*p));
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

    fn activate(&mut self) -> Effects {
        let effects = Effects::new();
        if self.over() {
            return effects;
        }
        let here = self.board.cursor;
        if self.board.removing.is_some() {
            self.remove_at(here);
            return effects;
        }
        let Some(from) = self.board.selected else {
            let position = *self.game().position();
            if position.piece_at(here).is_some() || !position.is_placing() {
                self.pick(here);
            } else if !self.place(here) {
                // No piece may be placed here (a marked point): the rules say why.
                let mv = Move::Place {
                    to: here,
                    remove: None,
                };
                if let Err(err) = position.play(mv, &self.options()) {
                    self.status = err.into();
                }
            }
            return effects;
        };
        let position = *self.game().position();
        if here == from {
            self.board.selected = None;
            self.status = Status::PutBack;
        } else if position.piece_at(here) == Some(position.to_move()) {
            self.pick(here);
        } else if !self.step_removes(from, here) {
            match position.check_move(from, here, &self.options()) {
                Ok(mv) => self.chosen(mv),
                Err(err) => self.status = err.into(),
            }
        }
        effects
    }

    /// A whole move chosen on the board: the lesson's, or played.
    pub(super) fn chosen(&mut self, mv: Move) {
        if self.lesson().is_some() {
            self.lesson_move(mv);
        } else {
            self.play(mv);
        }
    }

    fn pick(&mut self, at: Point) {
        match self.game().position().check_movable(at, &self.options()) {
            Ok(()) => {
                self.board.selected = Some(at);
                self.status = Status::Picked {
                    at,
                    moves: self.moves_from(at),
                };
            }
            Err(err) => {
                if matches!(
                    err,
                    RuleError::Immobile(_)
                        | RuleError::CannotCapture(_)
                        | RuleError::WellFirstMove(_)
                ) {
                    self.board.selected = None;
                }
                self.status = err.into();
            }
        }
    }

    fn play(&mut self, mv: Move) {
        if self.remote().is_some() {
            return self.remote_play(mv);
        }
        match self.session.play(mv) {
            Ok(turn) => self.played(turn, false),
            Err(err) => self.status = err.into(),
        }
    }

    /// After a turn: nothing picked up, the cursor on the piece that moved.
    pub(super) fn played(&mut self, turn: Turn, again: bool) {
        self.board.selected = None;
        if let Some(point) = turn.mv.to() {
            self.board.cursor = point;
        }
        self.status = self.moved_status(turn, again);
    }

    /// What the status line says of `turn`, just played.
    pub(super) fn moved_status(&self, turn: Turn, again: bool) -> Status {
        let game = self.game();
        let placed = turn.mv.from().is_none() && turn.mv.to().is_some();
        Status::Moved {
            turn,
            taken: self.taken_unsaid(turn.mv),
            again,
            outcome: game.outcome(),
            placing_over: placed && !game.position().is_placing(),
        }
    }

    /// Takes back one turn.
    pub(super) fn undo_one(&mut self) {
        if self.session.undo_ending().is_some() {
            self.status = Status::GoesOn;
            return;
        }
        match self.session.undo() {
            Some(turn) => self.took_back(turn, None),
            None => self.status = Refusal::NothingToUndo.into(),
        }
    }

    /// After `mine` (and the computer's `reply` to it) were taken back:
    /// nothing picked up, the cursor on the last move, or else where the
    /// piece taken back stood.
    pub(super) fn took_back(&mut self, mine: Turn, reply: Option<Turn>) {
        self.board.selected = None;
        self.status = match reply {
            Some(reply) => Status::TookBackRound { mine, reply },
            None => Status::TookBack(mine),
        };
        if let Some(point) = self
            .game()
            .last_move()
            .and_then(Move::to)
            .or(mine.mv.from())
        {
            self.board.cursor = point;
        }
    }
}
