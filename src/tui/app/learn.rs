//! Learning from the game: hints (the value of every move, from the solved
//! table) and review (stepping back through the game with the marks of
//! the moves that threw a result away). The table comes from the event
//! loop's worker ([`App::set_solved`]); until it is here nothing waits for
//! it: the board shows no values and the panel says why. Reviewing changes
//! neither the game nor its revision, so autosave writes nothing.

use crate::ai::review::{Ply, review};
use crate::ai::{self, Analysis, Estimate, Solved, Value};
use crate::rules::{Color, Move, Point, Position, RuleOptions, Variant};
use crate::tui::action::{Action, Dir, Effect, Table};

use super::App;
use super::overlay::{Overlay, Review};
use super::status::Status;

/// Hints and the table they come from.
#[derive(Clone, Debug, Default)]
pub struct Learn {
    /// Whether hints are shown.
    pub hints: bool,
    /// The solved table, once the worker has sent it, with the game and
    /// rule options it is for.
    pub table: Option<(Table, Key)>,
    /// The game and options the worker said have no table (five-field
    /// before `kono solve`).
    pub missing: Option<Key>,
    /// The position an estimate was last asked for.
    pub asked: Option<super::estimate::Stamp>,
    /// The search's estimate of a position, without a table.
    pub estimate: Option<(super::estimate::Stamp, crate::ai::Analysis)>,
    /// The table's values of a position and its moves, worked out once.
    pub exact: Option<(super::estimate::Stamp, crate::ai::Analysis)>,
}

/// Which table: the game and its rule options.
type Key = (Variant, RuleOptions);

/// The review as the view shows it.
#[derive(Clone, Copy, Debug)]
pub struct Reviewing<'a> {
    /// How many plies the board shows.
    pub at: usize,
    /// How many plies the game has.
    pub total: usize,
    /// The moves looked back on; `None` without a table.
    pub plies: Option<&'a [Ply]>,
}

impl Reviewing<'_> {
    /// The move that led to the ply shown, looked back on.
    pub fn current(&self) -> Option<&Ply> {
        self.plies?.get(self.at.checked_sub(1)?)
    }
}

/// `W7`, `=`, `L12`: a value for the mover in a few letters that read
/// without colour.
pub fn short(value: Value) -> String {
    match value {
        Value::Win(n) => format!("W{n}"),
        Value::Draw => "=".to_string(),
        Value::Loss(n) => format!("L{n}"),
    }
}

/// "Black wins in 17 with best play", "drawn with best play".
pub fn in_words(value: Value, to_move: Color) -> String {
    match value {
        Value::Win(n) => format!("{to_move} wins in {n} with best play"),
        Value::Draw => "drawn with best play".to_string(),
        Value::Loss(n) => format!("{} wins in {n} with best play", to_move.opponent()),
    }
}

impl App {
    /// Whether hints are shown.
    pub const fn hints(&self) -> bool {
        self.learn.hints
    }

    /// Shows hints or not (a resumed game's `[Hints "on"]`).
    pub fn set_hints(&mut self, on: bool) {
        self.learn.hints = on;
        self.refresh_hints();
    }

    /// Whether the event loop is to load the solved table: hints or review
    /// need it and it has not come.
    pub fn wants_table(&self) -> bool {
        (self.learn.hints || self.reviewing().is_some() || self.perfect_computer_waits_for_table())
            && self.solved().is_none()
            && !self.table_missing()
    }

    /// The game and options of the game played.
    fn key(&self) -> Key {
        (self.variant(), self.options())
    }

    /// Hands the App the solved table of its game (`None`: there is none).
    /// The worker's path, and the tests'.
    pub fn set_solved(&mut self, table: Option<Table>) {
        let key = self.key();
        self.learn.missing = table.is_none().then_some(key);
        self.learn.table = table.map(|table| (table, key));
        self.learn.exact = None;
        self.refresh_hints();
        let plies = self.review_plies();
        if let Some(Overlay::Review(review)) = &mut self.overlay {
            review.plies = plies;
        }
    }

    /// Forgets that the worker found no table (one has been built since).
    pub(super) fn forget_missing_table(&mut self) {
        self.learn.missing = None;
    }

    /// Whether the worker said there is no solved table.
    pub fn table_missing(&self) -> bool {
        self.learn.missing == Some(self.key())
    }

    /// The solved table of the game played, if it is here.
    fn solved(&self) -> Option<&dyn Solved> {
        let key = self.key();
        self.learn
            .table
            .as_ref()
            .filter(|(_, k)| *k == key)
            .map(|(t, _)| &*t.0)
    }

    /// The position the board shows: the game's, or the ply reviewed.
    pub fn shown_position(&self) -> &Position {
        match self.reviewing() {
            Some(r) => self.game().position_after(r.at),
            None => self.game().position(),
        }
    }

    /// The move that led to the position the board shows.
    pub fn shown_last_move(&self) -> Option<Move> {
        match self.reviewing() {
            Some(r) => r.at.checked_sub(1).and_then(|i| self.game().moves().nth(i)),
            None => self.game().last_move(),
        }
    }

    /// The exact value of the position shown for its side to move, when
    /// the table is here.
    pub fn shown_value(&self) -> Option<Value> {
        self.solved()?.value(self.shown_position())
    }

    /// The review, while it is open.
    pub fn reviewing(&self) -> Option<Reviewing<'_>> {
        match &self.overlay {
            Some(Overlay::Review(review)) => Some(Reviewing {
                at: review.at,
                total: self.game().ply_count(),
                plies: review.plies.as_deref(),
            }),
            _ => None,
        }
    }

    /// The values hints show on the board, for the side to move: on each
    /// destination of the picked piece, or else on each movable piece the
    /// best it reaches. Empty with hints off, in review, or without a table.
    pub fn hint_values(&self) -> Vec<(Point, Estimate)> {
        if !self.learn.hints || self.reviewing().is_some() || self.game().outcome().is_some() {
            return Vec::new();
        }
        let fresh;
        let analysis = match self.cached() {
            Some(analysis) => analysis,
            None => match self.exact_analysis() {
                Some(analysis) => {
                    fresh = analysis;
                    &fresh
                }
                None => match self.estimate() {
                    Some(analysis) => analysis,
                    None => return Vec::new(),
                },
            },
        };
        let mut out: Vec<(Point, Estimate)> = Vec::new();
        for &(mv, estimate) in &analysis.moves {
            let point = match self.selected() {
                Some(from) if mv.from() == Some(from) => mv.to(),
                Some(_) => None,
                // Best first: the first move of a piece is its best.
                None => mv.from().filter(|p| out.iter().all(|(q, _)| q != p)),
            };
            if let Some(point) = point {
                out.push((point, estimate));
            }
        }
        out
    }

    /// The value of the position played for its side to move: exact from
    /// the table, or the search's estimate.
    pub fn hint_value(&self) -> Option<Estimate> {
        match self.cached() {
            Some(analysis) => Some(analysis.value),
            None => match self.shown_value() {
                Some(value) => Some(Estimate::Exact(value)),
                None => self.estimate().map(|analysis| analysis.value),
            },
        }
    }

    /// The table's values of the position played and of each of its moves,
    /// best first; `None` without a table.
    fn exact_analysis(&self) -> Option<Analysis> {
        ai::exact(self.game().position(), &self.options(), self.solved()?)
    }

    /// The table's values of the position played, when they were worked
    /// out for it already.
    fn cached(&self) -> Option<&Analysis> {
        let stamp = (self.game_number(), self.revision());
        self.learn
            .exact
            .as_ref()
            .filter(|(s, _)| *s == stamp)
            .map(|(_, analysis)| analysis)
    }

    /// Works out the table's values of the position played once, after
    /// the action that reached it, so that cursor keys and picking a piece
    /// probe nothing (a five-field file probe takes up to 80 µs).
    pub(super) fn refresh_hints(&mut self) {
        if !self.learn.hints || self.cached().is_some() {
            return;
        }
        let stamp = (self.game_number(), self.revision());
        self.learn.exact = self.exact_analysis().map(|analysis| (stamp, analysis));
    }

    /// `a`: hints on or off.
    pub(super) fn toggle_hints(&mut self) {
        self.learn.hints = !self.learn.hints;
        self.status = Status::Hints(self.learn.hints);
    }

    fn review_plies(&self) -> Option<Vec<Ply>> {
        review(self.game(), self.solved()?)
    }

    /// `r`: opens the review at the last ply.
    pub(super) fn open_review(&mut self) {
        self.board.selected = None;
        self.overlay = Some(Overlay::Review(Review {
            at: self.game().ply_count(),
            plies: self.review_plies(),
        }));
        self.status = Status::Reviewing;
    }

    /// Keys while reviewing: step, jump, leave. Nothing else does anything.
    pub(super) fn on_review(&mut self, action: Action) -> Effect {
        let total = self.game().ply_count();
        let Some(Overlay::Review(review)) = &mut self.overlay else {
            return Effect::None;
        };
        match action {
            Action::Cursor(Dir::Left | Dir::Up) => review.at = review.at.saturating_sub(1),
            Action::Cursor(Dir::Right | Dir::Down) => review.at = (review.at + 1).min(total),
            Action::Far(Dir::Left | Dir::Up) => review.at = 0,
            Action::Far(Dir::Right | Dir::Down) => review.at = total,
            Action::Review | Action::Cancel => {
                self.overlay = None;
                self.status = Status::Empty;
            }
            Action::Quit => {
                self.overlay = None;
                return self.on_board(Action::Quit);
            }
            _ => {}
        }
        Effect::None
    }

    /// Whether `action` does something while reviewing.
    pub(super) fn review_offers(&self, action: Action) -> bool {
        let Some(r) = self.reviewing() else {
            return false;
        };
        match action {
            Action::Cursor(Dir::Left) | Action::Far(Dir::Left) => r.at > 0,
            Action::Cursor(Dir::Right) | Action::Far(Dir::Right) => r.at < r.total,
            _ => true,
        }
    }
}
