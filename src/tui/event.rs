//! One channel for everything the event loop waits for: the terminal's
//! events (read by a thread of their own), the signals that end the
//! program (a second thread) and, later, the computer's replies. The loop
//! blocks on it: no timer, no CPU while nobody plays.

use std::sync::mpsc::{self, Receiver, Sender};
use std::thread;

use anyhow::Context;
use ratatui::crossterm::event as terminal;
use signal_hook::consts::{SIGCONT, SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGTSTP, SIGWINCH};
use signal_hook::iterator::Signals;

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

    /// Waits for the next event.
    pub fn next(&self) -> Event {
        // `self.tx` keeps the channel open, so the wait cannot fail; were
        // it to, there would be no more input either.
        self.rx.recv().unwrap_or(Event::InputLost(None))
    }
}
