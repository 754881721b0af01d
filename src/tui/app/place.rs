//! Moves that are more than a step: a piece placed from the hand on an
//! empty point, and a move that makes a line of three and so removes an
//! enemy piece, which the player then chooses. The move is played whole
//! once the removal is chosen: Esc does not leave it half made, undo takes
//! it back whole.

use crate::rules::{Move, Point};

use super::App;
use super::status::{Refusal, Status};

impl App {
    /// The legal moves from `from` (`None`: from the hand) to `to`.
    fn moves_between(&self, from: Option<Point>, to: Point) -> Vec<Move> {
        self.game()
            .legal_moves()
            .into_iter()
            .filter(|mv| mv.from() == from && mv.to() == Some(to))
            .collect()
    }

    /// Enter on an empty point with nothing picked up: a piece placed from
    /// the hand there, if one may be. `false` when no placement goes there.
    pub(super) fn place(&mut self, at: Point) -> bool {
        let moves = self.moves_between(None, at);
        if moves.is_empty() {
            return false;
        }
        self.finish(None, at, &moves);
        true
    }

    /// Enter on `to` with the piece on `from` picked up: `true` when the
    /// move removes a piece and the player is now asked which.
    pub(super) fn step_removes(&mut self, from: Point, to: Point) -> bool {
        let moves = self.moves_between(Some(from), to);
        if moves.iter().all(|mv| mv.removed().is_none()) {
            return false;
        }
        self.finish(Some(from), to, &moves);
        true
    }

    /// Plays the one move of `moves`, or asks which enemy piece to remove
    /// when they differ only in that.
    fn finish(&mut self, from: Option<Point>, to: Point, moves: &[Move]) {
        match moves {
            [mv] if mv.removed().is_none() => self.chosen(*mv),
            _ => {
                self.board.removing = Some((from, to));
                self.status = Status::Removing { to };
            }
        }
    }

    /// The move waiting for its removal: where its piece comes from
    /// (`None`: the hand) and goes.
    pub const fn removing(&self) -> Option<(Option<Point>, Point)> {
        self.board.removing
    }

    /// The enemy pieces the move being made may remove, while it waits for
    /// the choice.
    pub fn removable(&self) -> Vec<Point> {
        let Some((from, to)) = self.board.removing else {
            return Vec::new();
        };
        self.moves_between(from, to)
            .into_iter()
            .filter_map(Move::removed)
            .collect()
    }

    /// Enter while a removal is asked for: the piece under the cursor is
    /// removed and the move played, if it is one that may be.
    pub(super) fn remove_at(&mut self, at: Point) {
        let Some((from, to)) = self.board.removing else {
            return;
        };
        let chosen = self
            .moves_between(from, to)
            .into_iter()
            .find(|mv| mv.removed() == Some(at));
        match chosen {
            Some(mv) => {
                self.board.removing = None;
                self.chosen(mv);
            }
            None => self.status = Refusal::NotRemovable(at).into(),
        }
    }

    /// Undo while a removal is asked for: the whole move is taken back
    /// (it was never played).
    pub(super) fn take_back_unfinished(&mut self) -> bool {
        if self.board.removing.take().is_none() {
            return false;
        }
        self.board.selected = None;
        self.status = Status::PutBack;
        true
    }

    /// The pieces `turn`'s move took that its notation does not show (line
    /// kono's custodian captures), in bit order.
    pub(super) fn taken_unsaid(&self, mv: Move) -> Vec<Point> {
        if mv.is_capture() || mv.removed().is_some() {
            return Vec::new();
        }
        let plies = self.game().ply_count();
        let Some(before) = plies.checked_sub(1).map(|n| self.game().position_after(n)) else {
            return Vec::new();
        };
        let taken = before.removed_by(mv, &self.options());
        before.points_in(taken).collect()
    }
}
