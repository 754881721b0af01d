//! Learning from the game: hints (the value of every move, from the solved
//! table) and review (stepping back through the game with the marks of
//! the moves that threw a result away). Everything slow is a worker's:
//! the table is loaded ([`Effect::LoadTable`]), a position's values probed
//! ([`Effect::Probe`]), the review's values worked out ([`Effect::Review`]),
//! each answered by an Action with its ticket; until the answer comes the
//! board shows no values and the panel says why. Reviewing changes neither
//! the game nor its revision, so autosave writes nothing.

use crate::ai::review::Ply;
use crate::ai::{Analysis, Estimate, Value};
use crate::rules::{Move, Point, Position, RuleOptions, Variant};
use crate::tui::action::{Action, Dir, Effect, Effects, Table, ticket};

use super::App;
use super::coach::TaskHints;
use super::estimate::Stamp;
use super::overlay::{Overlay, Review};
use super::status::Status;

/// Hints, the table they come from, and the workers' tickets.
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
    /// The table asked of the worker.
    pub asked_table: Option<Key>,
    /// The probe asked for: its ticket and the position's stamp.
    pub probing: Option<(u64, Stamp)>,
    /// The table's values of a position and its moves (`None`: the table
    /// does not cover it).
    pub exact: Option<(Stamp, Option<Analysis>)>,
    /// The estimate asked for: its ticket and the position's stamp.
    pub estimating: Option<(u64, Stamp)>,
    /// The search's estimate of a position, without a table.
    pub estimate: Option<(Stamp, Analysis)>,
    /// The review's values asked for: the ticket, and how far along.
    pub reviewing: Option<(u64, u8)>,
}

/// Which table: the game and its rule options.
pub type Key = (Variant, RuleOptions);

/// The review as the view shows it.
#[derive(Clone, Copy, Debug)]
pub struct Reviewing<'a> {
    /// How many plies the board shows.
    pub at: usize,
    /// How many plies the game has.
    pub total: usize,
    /// The moves looked back on; `None` without a table or while a worker
    /// works them out.
    pub plies: Option<&'a [Ply]>,
    /// While a worker works the values out: how far, in percent.
    pub working: Option<u8>,
}

impl Reviewing<'_> {
    /// The move that led to the ply shown, looked back on.
    pub fn current(&self) -> Option<&Ply> {
        self.plies?.get(self.at.checked_sub(1)?)
    }

    /// The exact value of the ply shown for its side to move, from the
    /// review's values.
    pub fn value(&self) -> Option<Value> {
        let plies = self.plies?;
        if let Some(ply) = plies.get(self.at) {
            return Some(ply.before);
        }
        // The last position: the value the last move left, seen from the
        // side to move after it.
        Some(match plies.get(self.at.checked_sub(1)?)?.after {
            Value::Win(n) => Value::Loss(n.saturating_sub(1)),
            Value::Draw => Value::Draw,
            Value::Loss(n) => Value::Win(n.saturating_sub(1)),
        })
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
    }

    /// The game and options of the game played.
    pub(super) fn key(&self) -> Key {
        (self.variant(), self.options())
    }

    /// Forgets that the worker found no table (one has been built since).
    pub(super) fn forget_missing_table(&mut self) {
        self.learn.missing = None;
        self.learn.asked_table = None;
    }

    /// Whether the worker said there is no solved table.
    pub fn table_missing(&self) -> bool {
        self.learn.missing == Some(self.key())
    }

    /// The solved table of the game played, if it is here.
    fn solved(&self) -> Option<&Table> {
        let key = self.key();
        self.learn
            .table
            .as_ref()
            .filter(|(_, k)| *k == key)
            .map(|(t, _)| t)
    }

    /// Whether the solved table of the game played is here.
    pub fn has_table(&self) -> bool {
        self.solved().is_some()
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

    /// The review, while it is open.
    pub fn reviewing(&self) -> Option<Reviewing<'_>> {
        match &self.overlay {
            Some(Overlay::Review(review)) => Some(Reviewing {
                at: review.at,
                total: self.game().ply_count(),
                plies: review.plies.as_deref(),
                working: self.learn.reviewing.map(|(_, percent)| percent),
            }),
            _ => None,
        }
    }

    /// The values hints show on the board, for the side to move: on each
    /// destination of the picked piece, or else on each movable piece the
    /// best it reaches (on each point a placement may go to, its best). Empty with hints off, in review, or without a table.
    pub fn hint_values(&self) -> Vec<(Point, Estimate)> {
        if !self.learn.hints || self.reviewing().is_some() || self.game().outcome().is_some() {
            return Vec::new();
        }
        // In a lesson the hints serve the task (see `task_hints`).
        let guesses = match self.task_hints() {
            Some(TaskHints::Marks(marks)) => return marks,
            Some(TaskHints::ExactOnly) => false,
            None => true,
        };
        let guess = || guesses.then(|| self.estimate()).flatten();
        let Some(analysis) = self.cached().or_else(guess) else {
            return Vec::new();
        };
        let mut out: Vec<(Point, Estimate)> = Vec::new();
        for &(mv, estimate) in &analysis.moves {
            let point = match self.selected() {
                Some(from) if mv.from() == Some(from) => mv.to(),
                Some(_) => None,
                // Best first: the first move of a piece is its best; a
                // piece placed from the hand shows on where it goes.
                None => mv
                    .from()
                    .or(mv.to())
                    .filter(|p| out.iter().all(|(q, _)| q != p)),
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
        self.cached()
            .or_else(|| self.estimate())
            .map(|analysis| analysis.value)
    }

    /// The table's values of the position played, when they were worked
    /// out for it already.
    fn cached(&self) -> Option<&Analysis> {
        let stamp = (self.game_number(), self.revision());
        self.learn
            .exact
            .as_ref()
            .filter(|(s, _)| *s == stamp)
            .and_then(|(_, analysis)| analysis.as_ref())
    }

    /// `a`: hints on or off.
    pub(super) fn toggle_hints(&mut self) {
        self.learn.hints = !self.learn.hints;
        self.status = Status::Hints(self.learn.hints);
    }

    /// `r`: opens the review at the last ply.
    pub(super) fn open_review(&mut self) {
        self.board.selected = None;
        self.overlay = Some(Overlay::Review(Review {
            at: self.game().ply_count(),
            plies: None,
        }));
        self.learn.reviewing = None;
        self.status = Status::Reviewing;
    }

    /// Keys while reviewing: step, jump, ask the coach about the position
    /// shown, leave. Nothing else does anything.
    pub(super) fn on_review(&mut self, action: Action) -> Effects {
        let total = self.game().ply_count();
        if matches!(action, Action::Coach | Action::Explain) {
            return self.ask_coach(action == Action::Explain);
        }
        let Some(Overlay::Review(review)) = &mut self.overlay else {
            return Effects::new();
        };
        let at = review.at;
        match action {
            Action::Cursor(Dir::Left | Dir::Up) => review.at = review.at.saturating_sub(1),
            Action::Cursor(Dir::Right | Dir::Down) => review.at = (review.at + 1).min(total),
            Action::Far(Dir::Left | Dir::Up) => review.at = 0,
            Action::Far(Dir::Right | Dir::Down) => review.at = total,
            Action::Review | Action::Cancel => {
                self.overlay = None;
                self.learn.reviewing = None;
                self.status = Status::Empty;
            }
            Action::Quit | Action::Home => {
                self.overlay = None;
                self.learn.reviewing = None;
                return self.on_board(action);
            }
            _ => {}
        }
        if self.reviewing().is_some_and(|r| r.at != at) {
            // The coach's answer about the position left behind is not wanted.
            self.stop_coaching(Status::Reviewing);
        }
        Effects::new()
    }

    /// Whether `action` does something while reviewing.
    pub(super) fn review_offers(&self, action: Action) -> bool {
        let Some(r) = self.reviewing() else {
            return false;
        };
        match action {
            Action::Cursor(Dir::Left) | Action::Far(Dir::Left) => r.at > 0,
            Action::Cursor(Dir::Right) | Action::Far(Dir::Right) => r.at < r.total,
            Action::Coach => {
                let game_over = r.at == r.total && self.game().outcome().is_some();
                !game_over && self.shown_position().outcome(&self.options()).is_none()
            }
            Action::Explain => self.game().moves().take(r.at).any(|mv| mv != Move::Pass),
            _ => true,
        }
    }
}

impl App {
    /// Asks the workers for what hints, review and the panel need now and
    /// have not asked for: the table, a probe of the position, an estimate,
    /// the review's values. Called after every action.
    pub(super) fn ask_for_values(&mut self, effects: &mut Effects) {
        let key = self.key();
        let wanted = self.learn.hints
            || self.lesson().is_some()
            || self.reviewing().is_some()
            || self.perfect_computer_waits_for_table();
        if wanted
            && self.solved().is_none()
            && !self.table_missing()
            && self.learn.asked_table != Some(key)
        {
            self.learn.asked_table = Some(key);
            effects.push(Effect::LoadTable(key.0, key.1));
        }
        let stamp = self.stamp();
        let playing = self.reviewing().is_none() && self.game().outcome().is_none();
        if self.learn.hints && playing {
            if let Some(table) = self.solved().cloned() {
                let asked = self.learn.probing.is_some_and(|(_, s)| s == stamp);
                let have = self.learn.exact.as_ref().is_some_and(|(s, _)| *s == stamp);
                if !asked && !have {
                    let ticket = ticket();
                    self.learn.probing = Some((ticket, stamp));
                    effects.push(Effect::Probe {
                        ticket,
                        position: *self.game().position(),
                        options: self.options(),
                        table,
                    });
                }
            } else if self.table_missing() {
                self.ask_estimate(stamp, effects);
            }
        }
        self.send_check(effects);
        let review_wanted = matches!(&self.overlay, Some(Overlay::Review(r)) if r.plies.is_none());
        if review_wanted
            && self.learn.reviewing.is_none()
            && let Some(table) = self.solved().cloned()
        {
            let ticket = ticket();
            self.learn.reviewing = Some((ticket, 0));
            self.status = Status::WorkingOutReview(0);
            effects.push(Effect::Review {
                ticket,
                game: self.game().clone(),
                table,
            });
        }
    }

    /// The news of the workers about tables and values; `None` when
    /// `action` is none of them.
    pub(super) fn on_values(&mut self, action: &Action) -> Option<Effects> {
        match action {
            Action::TableLoaded { key, table } => {
                if *key == self.key() {
                    self.learn.missing = table.is_none().then_some(*key);
                    self.learn.table = table.clone().map(|table| (table, *key));
                    self.learn.exact = None;
                    self.learn.probing = None;
                }
            }
            Action::Probed { ticket, analysis } => {
                if let Some((asked, stamp)) = self.learn.probing
                    && asked == *ticket
                {
                    self.learn.probing = None;
                    self.learn.exact = Some((stamp, analysis.clone()));
                }
            }
            Action::Estimated { ticket, analysis } => self.on_estimate(*ticket, analysis),
            Action::ReviewProgress { ticket, percent } => {
                if let Some((asked, done)) = &mut self.learn.reviewing
                    && *asked == *ticket
                {
                    *done = *percent;
                    if self.status.is_review_progress() {
                        self.status = Status::WorkingOutReview(*percent);
                    }
                }
            }
            Action::Reviewed { ticket, plies } => {
                if self
                    .learn
                    .reviewing
                    .is_some_and(|(asked, _)| asked == *ticket)
                {
                    self.learn.reviewing = None;
                    if let Some(Overlay::Review(review)) = &mut self.overlay {
                        review.plies.clone_from(plies);
                    }
                    if self.status.is_review_progress() {
                        self.status = Status::Reviewing;
                    }
                }
            }
            Action::Table(state) if state.is_ready() => {
                // Built meanwhile: hints and review may ask again.
                self.forget_missing_table();
                return None;
            }
            _ => return None,
        }
        Some(Effects::new())
    }
}
