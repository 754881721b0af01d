//! The clock of a timed game on the game screen: the event loop stamps the
//! time into the stream of Actions ([`Action::Now`]); after every action
//! the clock runs for the side to move while the game is live on screen
//! (not over, not paused, no help over it, the screen big enough), and a
//! side whose time has run out loses (or draws: see
//! [`crate::rules::Game::time_out`]).

use std::time::{Duration, Instant};

use crate::rules::{Color, TimeControl};
use crate::tui::action::Action;

use super::overlay::Overlay;
use super::remote::Link;
use super::{App, Status};
use crate::tui::action::Effect;

/// Below this a clock shows tenths and the panel warns.
pub const LOW_TIME: Duration = Duration::from_secs(10);

/// What the panel shows of the clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockView {
    /// The time control.
    pub control: TimeControl,
    /// Black's time left.
    pub black: Duration,
    /// White's time left.
    pub white: Duration,
    /// The side whose time runs.
    pub running: Option<Color>,
}

impl ClockView {
    /// `color`'s time left.
    pub const fn left(&self, color: Color) -> Duration {
        match color {
            Color::Black => self.black,
            Color::White => self.white,
        }
    }
}

impl App {
    /// The clock as of the last stamped instant, in a timed game; in the
    /// review, as it stood after the move shown.
    pub fn clock_view(&self) -> Option<ClockView> {
        let timing = self.session.timing()?;
        if let Some(review) = self.reviewing() {
            let (black, white) = timing.times_after(self.game(), review.at);
            return Some(ClockView {
                control: timing.control(),
                black,
                white,
                running: None,
            });
        }
        let (black, white) = match self.session.now() {
            Some(now) => timing.clock().times(now),
            None => timing.clock().times_stopped(),
        };
        Some(ClockView {
            control: timing.control(),
            black,
            white,
            running: timing.clock().running(),
        })
    }

    /// Gives the loaded game `control`'s clock, each side with the time
    /// its last move in the record left it (`stamps`: each move's clock).
    /// The time kono was closed does not count.
    pub fn set_clock(&mut self, control: TimeControl, stamps: Vec<Option<Duration>>) {
        self.session.set_clock(control, stamps);
    }

    /// Whether a clock is running: the loop then wakes often enough to
    /// show it move and to see a flag fall.
    pub fn clock_running(&self) -> bool {
        self.session
            .timing()
            .is_some_and(|t| t.clock().running().is_some())
    }

    /// How long the computer may think about the move it is to make now,
    /// in a timed game: its share of its clock.
    pub(super) fn think_time(&self) -> Option<Duration> {
        let view = self.clock_view()?;
        let mover = self.game().position().to_move();
        Some(crate::ai::think_time(view.control, view.left(mover)))
    }

    /// Handles [`Action::Now`]: `Some` when the action was the time's.
    pub(super) fn on_time(&mut self, action: &Action) -> bool {
        let Action::Now(now) = action else {
            return false;
        };
        self.time_is(*now);
        true
    }

    /// Time has come to `now`: a side whose time ran out loses. In a
    /// network game only the host decides it, and tells the friend.
    fn time_is(&mut self, now: Instant) {
        let Some(loser) = self.session.tick(now) else {
            return;
        };
        let outcome = match &mut self.play {
            super::Play::Network(remote) if remote.hosting => {
                let (black, white) = self.session.clock_times().unwrap_or_default();
                let lines = remote.net.flag(black, white);
                self.outbox.extend(lines.into_iter().map(Effect::Send));
                self.session.run_clock(None);
                self.follow(true);
                self.game().outcome()
            }
            // The joiner waits for the host's FLAG.
            super::Play::Network(_) => None,
            _ => self.session.time_out(loser).ok(),
        };
        if let Some(outcome) = outcome {
            self.board.selected = None;
            self.status = Status::Agreed(outcome);
        }
    }

    /// Host of a timed network game: both clocks to the friend (after a
    /// move, and when the friend joins).
    pub(super) fn send_clock(&mut self) {
        let hosting = self.remote().is_some_and(|r| r.hosting);
        if let (true, Some((black, white))) = (hosting, self.session.clock_times()) {
            self.outbox
                .push(Effect::Send(crate::net::Session::clock_line(black, white)));
        }
    }

    /// Runs the clock for the side to move if the game is live on screen,
    /// and stops it otherwise.
    pub(super) fn sync_clock(&mut self) {
        if self.session.timing().is_none() {
            return;
        }
        if let Some(remote) = self.remote() {
            // A network game's clock is the host's: nothing on one screen
            // stops it. A lost connection stops it only on the host's own
            // turn (it cannot move then): the joiner's runs while it is
            // away, as on a game server.
            let to_move = self.game().position().to_move();
            let live = self.game().outcome().is_none()
                && (remote.link == Link::Connected || to_move == remote.joiner());
            self.session.run_clock(live.then_some(to_move));
            return;
        }
        let help = matches!(self.overlay, Some(Overlay::Help { .. }));
        let live = self.game().outcome().is_none()
            && !help
            && !self.too_small()
            && !self.paused()
            && self.reviewing().is_none();
        let side = live.then(|| self.game().position().to_move());
        self.session.run_clock(side);
    }
}
