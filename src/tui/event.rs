//! One channel for everything the event loop waits for: the terminal's
//! events (read by a thread of their own), the signals that end the
//! program (a second thread) and the computer's replies (its worker
//! threads). The loop blocks on it: no CPU while nobody plays; only while
//! the computer thinks does it wake on a timer, for the sign that moves.

use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::Duration;

use anyhow::Context;
use ratatui::crossterm::event as terminal;
use signal_hook::consts::{SIGCONT, SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGTSTP, SIGWINCH};
use signal_hook::iterator::Signals;

use crate::ai::Choice;

use super::action::{Table, TableState};
use super::backend;
use super::reader::{self, Input};

/// Something for the event loop to handle.
#[derive(Debug)]
pub enum Event {
    /// A key, a mouse click, a resize.
    Terminal(terminal::Event),
    /// SIGTERM, SIGHUP, SIGINT or SIGQUIT (their number): save, give the
    /// terminal back, and end. SIGTSTP: give the terminal back and stop;
    /// SIGCONT: take it again and redraw.
    Signal(i32),
    /// The terminal can no longer be read: the error, or `None` when the
    /// reading thread ended without one (it panicked).
    InputLost(Option<std::io::Error>),
    /// What a worker thread found, for the loop to hand over to the App.
    Work(Work),
    /// Nothing came within the time the loop was willing to wait.
    Timeout,
}

/// What the worker threads send back: the computer's moves, news of the
/// solved tables and the hints' estimates. The loop passes it on as it
/// came ([`super::screen::Next::Work`]).
#[derive(Debug)]
pub enum Work {
    /// The computer's answer to the request with this ticket: its move, or
    /// `None` when it found none.
    Reply {
        /// The ticket of the request.
        ticket: u64,
        /// The move and how it was found.
        choice: Option<Choice>,
    },
    /// News of the solved table level 5 plays from.
    Table(TableState),
    /// The solved table hints and review asked for, or `None`: there is none.
    Solved(Option<Table>),
    /// The search's estimate for hints of the position `stamp`.
    Estimated {
        /// The position it is for.
        stamp: (u64, u64),
        /// The values.
        analysis: crate::ai::Analysis,
    },
}

/// The channel and the threads that feed it.
pub struct Events {
    /// Kept so that the channel stays open while the loop waits: a sender
    /// for each source is cloned from it.
    tx: Sender<Event>,
    rx: Receiver<Event>,
}

impl Events {
    /// The channel, with the signals that end the program already turned
    /// into events: from now on they no longer kill the program, so the
    /// loop must be running soon.
    ///
    /// # Errors
    /// When the signal handlers or their thread cannot be set up.
    pub fn with_signals() -> anyhow::Result<Events> {
        let (tx, rx) = mpsc::channel();
        let mut signals =
            Signals::new([SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGTSTP, SIGCONT, SIGWINCH])
                .context("watching for signals")?;
        let to_loop = tx.clone();
        thread::Builder::new()
            .name("signals".to_string())
            .spawn(move || {
                for signal in signals.forever() {
                    let event = if signal == SIGWINCH {
                        // The window's size, as the terminal now reports it.
                        match backend::window_size() {
                            Some((columns, rows)) => {
                                Event::Terminal(terminal::Event::Resize(columns, rows))
                            }
                            None => continue,
                        }
                    } else {
                        Event::Signal(signal)
                    };
                    if to_loop.send(event).is_err() {
                        return;
                    }
                }
            })
            .context("starting the signal thread")?;
        Ok(Events { tx, rx })
    }

    /// Starts reading the terminal's events into the channel.
    ///
    /// # Errors
    /// When the thread cannot be started.
    pub fn read_terminal(&self) -> anyhow::Result<()> {
        let tx = self.tx.clone();
        reader::spawn(move |input| {
            let event = match input {
                Input::Event(event) => Event::Terminal(event),
                Input::Gone(err) => Event::InputLost(Some(err)),
            };
            // When the loop is gone there is nobody left to tell.
            tx.send(event).is_ok()
        })
        .context("starting to read the terminal")
    }

    /// A sender into the channel, for a worker thread.
    pub fn sender(&self) -> Sender<Event> {
        self.tx.clone()
    }

    /// Waits for the next event, for at most `limit` when one is given
    /// ([`Event::Timeout`] then); with `None`, for as long as it takes.
    pub fn next(&self, limit: Option<Duration>) -> Event {
        // `self.tx` keeps the channel open, so the wait cannot fail; were
        // it to, there would be no more input either.
        match limit {
            None => self.rx.recv().unwrap_or(Event::InputLost(None)),
            Some(limit) => match self.rx.recv_timeout(limit) {
                Ok(event) => event,
                Err(RecvTimeoutError::Timeout) => Event::Timeout,
                Err(RecvTimeoutError::Disconnected) => Event::InputLost(None),
            },
        }
    }
}
