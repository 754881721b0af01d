//! The clocks of a network game (protocol v2): the host keeps both and
//! sends `CLOCK <black-ms> <white-ms>` after every move and when the friend
//! joins; at zero it sends `CLOCK` and `FLAG`, and the side to move loses
//! on time (or draws, when the other side could never win). The joiner
//! shows the host's times and never flags by itself.

use std::time::Duration;

use super::facts::{Fact, Violation};
use super::protocol::Message;
use super::session::Session;
use crate::rules::{Color, Outcome, TimeControl, WinReason};

impl Session {
    /// The same session under the time control `clock` (the host's choice).
    #[must_use]
    pub const fn with_clock(mut self, clock: Option<TimeControl>) -> Session {
        self.clock = clock;
        self
    }

    /// The same session as the host's: it keeps time, and a `CLOCK` or
    /// `FLAG` from its peer breaks the protocol.
    #[must_use]
    pub const fn hosting(mut self) -> Session {
        self.host = true;
        self
    }

    /// Whether this side hosts.
    pub const fn is_host(&self) -> bool {
        self.host
    }

    /// The time control, in a timed game.
    pub const fn clock(&self) -> Option<TimeControl> {
        self.clock
    }

    /// Host: the `CLOCK` line of both times.
    pub fn clock_line(black: Duration, white: Duration) -> Message {
        let ms = |d: Duration| u64::try_from(d.as_millis()).unwrap_or(u64::MAX);
        Message::Clock {
            black: ms(black),
            white: ms(white),
        }
    }

    /// Host: the side to move has run out of time; the lines that say so
    /// (`CLOCK` with its zero, then `FLAG`), or none when the game is over
    /// already or has no clock.
    pub fn flag(&mut self, black: Duration, white: Duration) -> Vec<Message> {
        if self.clock.is_none() {
            return Vec::new();
        }
        let loser = self.game.position().to_move();
        if self.game.time_out(loser).is_err() {
            return Vec::new();
        }
        self.draw = None;
        self.undo = None;
        vec![Session::clock_line(black, white), Message::Flag]
    }

    /// The side whose time ran out, if the game ended so.
    pub fn timed_out(&self) -> Option<Color> {
        match self.game.outcome() {
            Some(Outcome::Win {
                winner,
                reason: WinReason::Time,
            }) => Some(winner.opponent()),
            Some(Outcome::Draw(crate::rules::DrawReason::TimeNoWin)) => {
                Some(self.game.position().to_move())
            }
            _ => None,
        }
    }

    /// The most time `side` can have now under `control`: its start and
    /// an increment for each move it has made. A `CLOCK` past it is kept
    /// at it.
    fn most(&self, control: TimeControl, side: Color) -> Duration {
        let moves = (0..self.game.ply_count())
            .filter(|&ply| self.game.position_after(ply).to_move() == side)
            .count();
        match control {
            TimeControl::Fischer { increment, .. } => {
                let gained = increment.saturating_mul(u32::try_from(moves).unwrap_or(u32::MAX));
                control.start().saturating_add(gained)
            }
            TimeControl::PerMove(each) => each,
        }
    }

    /// Joiner: the host's `CLOCK` or `FLAG`. Only the host keeps time: a
    /// host takes neither from its peer, and a joiner takes a `FLAG` only
    /// for the side to move when the last `CLOCK` showed it at zero.
    pub(super) fn on_clock(&mut self, msg: &Message) -> Result<Fact, Violation> {
        let word = || {
            msg.to_string()
                .split(' ')
                .next()
                .unwrap_or_default()
                .to_string()
        };
        if self.host {
            return Err(Violation::HostKeepsTime(word()));
        }
        let Some(control) = self.clock else {
            return Err(Violation::NoClock(msg.to_string()));
        };
        match *msg {
            Message::Clock { black, white } => {
                let black = Duration::from_millis(black).min(self.most(control, Color::Black));
                let white = Duration::from_millis(white).min(self.most(control, Color::White));
                self.last_clock = Some((black, white));
                Ok(Fact::Clock { black, white })
            }
            _ => {
                let loser = self.game.position().to_move();
                let left = self.last_clock.map(|(black, white)| match loser {
                    Color::Black => black,
                    Color::White => white,
                });
                if left.is_none_or(|left| !left.is_zero()) {
                    return Err(Violation::FlagWithTimeLeft(loser));
                }
                self.game.time_out(loser).map_err(Violation::Flag)?;
                self.draw = None;
                self.undo = None;
                Ok(Fact::Flag(loser))
            }
        }
    }
}
