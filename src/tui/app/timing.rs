//! A timed game's clock and what each move left on it: the clock runs for
//! the side to move while the game is live on screen, a move stamps the
//! mover's time, and a take-back gives the times of its moves back. As on
//! lichess, no time is taken before both sides have made their first move.

use std::time::{Duration, Instant};

use crate::rules::{Clock, Color, Game, TimeControl};

/// The clock of a timed game and each move's stamp.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Timing {
    clock: Clock,
    /// For each ply (forced passes included), the mover's time left after
    /// it; longer than the game while moves taken back can be redone.
    stamps: Vec<Option<Duration>>,
}

impl Timing {
    /// A fresh clock under `control`.
    pub const fn new(control: TimeControl) -> Timing {
        Timing {
            clock: Clock::new(control),
            stamps: Vec::new(),
        }
    }

    /// The clock of a resumed game: the times its record's stamps give.
    pub fn resumed(control: TimeControl, stamps: Vec<Option<Duration>>, game: &Game) -> Timing {
        let mut timing = Timing::new(control);
        timing.stamps = stamps;
        timing.stamps.truncate(game.ply_count());
        let (black, white) = timing.times_after(game, game.ply_count());
        timing.clock = Clock::with_times(control, black, white);
        timing
    }

    /// The time control.
    pub const fn control(&self) -> TimeControl {
        self.clock.control()
    }

    /// The clock itself.
    pub const fn clock(&self) -> &Clock {
        &self.clock
    }

    /// The stamps of the moves of `game`, for its record.
    pub fn stamps(&self, game: &Game) -> Vec<Option<Duration>> {
        self.stamps[..game.ply_count().min(self.stamps.len())].to_vec()
    }

    /// `game` has just gained the plies from `before` on, the first of them
    /// a move of `mover` at `now` (a forced pass may follow it).
    pub fn moved(&mut self, game: &Game, before: usize, mover: Color, now: Instant) {
        if Timing::timed(before) {
            self.clock.moved(mover, now);
        } else if Timing::timed(game.ply_count()) {
            // Both sides have made their first move: time starts now.
            self.clock.start(game.position().to_move(), now);
        } else {
            self.clock.stop(now);
        }
        self.stamps.truncate(before);
        self.stamps.push(Some(self.clock.left(mover, now)));
        self.stamps.resize(game.ply_count(), None);
    }

    /// Moves were taken back or redone: each side has again the time its
    /// last move in `game` left it (its starting time if none), counted
    /// from `now`.
    pub fn rewound(&mut self, game: &Game, now: Instant) {
        let (black, white) = self.times_after(game, game.ply_count());
        self.clock.set_times(black, white, now);
        if !Timing::timed(game.ply_count()) {
            self.clock.stop(now);
        }
    }

    /// Whether a clock runs once `plies` plies are played: from the
    /// moment both sides have made their first move.
    const fn timed(plies: usize) -> bool {
        plies >= 2
    }

    /// Both clocks set to the network host's `black` and `white`; the last
    /// move's stamp becomes its mover's time.
    pub fn set_times(&mut self, game: &Game, black: Duration, white: Duration, now: Instant) {
        self.clock.set_times(black, white, now);
        if let Some(last) = game.ply_count().checked_sub(1) {
            let left = match game.position_after(last).to_move() {
                Color::Black => black,
                Color::White => white,
            };
            self.stamps.resize(game.ply_count(), None);
            self.stamps[last] = Some(left);
        }
    }

    /// Runs the clock of `side` from `now`, or stops it (`None`, or
    /// before both sides of `game` have made their first move).
    pub fn run(&mut self, game: &Game, side: Option<Color>, now: Instant) {
        let side = side.filter(|_| Timing::timed(game.ply_count()));
        match side {
            Some(color) if self.clock.running() != Some(color) => self.clock.start(color, now),
            Some(_) => {}
            None => self.clock.stop(now),
        }
    }

    /// Each side's time after the first `plies` plies of `game`.
    pub fn times_after(&self, game: &Game, plies: usize) -> (Duration, Duration) {
        let start = self.control().start();
        let mut times = (start, start);
        for (ply, stamp) in self.stamps.iter().enumerate().take(plies) {
            let Some(left) = stamp else { continue };
            match game.position_after(ply).to_move() {
                Color::Black => times.0 = *left,
                Color::White => times.1 = *left,
            }
        }
        times
    }
}
