//! THE one channel for everything that wakes a terminal's event loop: the
//! terminal's events (read by a thread of their own), what the process
//! was told by signals (the command that owns the process watches them and
//! sends them here), the workers' news (`work`), and any later source (the
//! network's socket threads): a source gets a [`Sender`] from
//! [`Events::sender`] and sends its own [`Event`] variant. The loop blocks
//! on it: no CPU while nobody plays; only while something visibly moves
//! (the computer's thinking sign) does it wake on a timer.

use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::Duration;

use anyhow::Context;
use ratatui::crossterm::event as terminal;

use super::action::Action;
use super::reader::{self, Bytes};
use super::work::Post;

/// Something for the event loop to handle.
#[derive(Debug)]
pub enum Event {
    /// A key, a mouse click, a resize.
    Terminal(terminal::Event),
    /// The program is asked to end (SIGTERM, SIGHUP, SIGINT or SIGQUIT:
    /// the signal's number): save, give the terminal back, and end.
    End(i32),
    /// The program is asked to stop (SIGTSTP): give the terminal back and
    /// stop.
    Stop,
    /// The program goes on after a stop (SIGCONT): take the terminal
    /// again and redraw.
    Continue,
    /// The terminal can no longer be read: the error, or `None` when the
    /// reading thread ended without one (it panicked).
    InputLost(Option<std::io::Error>),
    /// What a worker thread found, as the Action for the screen.
    Work(Action),
    /// News of the network game's connection: it becomes an Action for
    /// the screen (`impl From<NetNews> for Action`).
    Net(crate::net::NetNews),
    /// Nothing came within the time the loop was willing to wait.
    Timeout,
}

impl Event {
    /// The window is now `columns` × `rows` (capped at what is drawn).
    pub fn resize(columns: u16, rows: u16) -> Event {
        let (columns, rows) = super::backend::cap(columns, rows);
        Event::Terminal(terminal::Event::Resize(columns, rows))
    }
}

impl Default for Events {
    fn default() -> Events {
        Events::new()
    }
}

impl From<crate::net::NetNews> for Event {
    fn from(news: crate::net::NetNews) -> Event {
        Event::Net(news)
    }
}

/// The channel and the threads that feed it.
pub struct Events {
    /// Kept so that the channel stays open while the loop waits: a sender
    /// for each source is cloned from it.
    tx: Sender<Event>,
    rx: Receiver<Event>,
}

impl Events {
    /// An empty channel: nothing feeds it until a source is given a
    /// sender ([`Events::sender`]) or the terminal is read
    /// ([`Events::read_terminal`]).
    pub fn new() -> Events {
        let (tx, rx) = mpsc::channel();
        Events { tx, rx }
    }

    /// Starts parsing a terminal's input `bytes` into the channel.
    ///
    /// # Errors
    /// When the thread cannot be started.
    pub fn read_terminal(&self, bytes: Bytes) -> anyhow::Result<()> {
        let tx = self.tx.clone();
        reader::spawn(bytes, move |input| {
            let event = match input {
                Ok(event) => Event::Terminal(event),
                Err(err) => Event::InputLost(Some(err)),
            };
            // When the loop is gone there is nobody left to tell.
            tx.send(event).is_ok()
        })
        .with_context(|| crate::t!("err-term-read"))
    }

    /// A sender into the channel, for any source of events: a source of a
    /// new kind (the network's) gets one and sends its own [`Event`] variant.
    pub fn sender(&self) -> Sender<Event> {
        self.tx.clone()
    }

    /// Where the workers post their news: into the channel, as
    /// [`Event::Work`].
    pub fn post(&self) -> Post {
        let tx = self.tx.clone();
        std::sync::Arc::new(move |work| tx.send(Event::Work(work)).is_ok())
    }

    /// The next event if one is waiting, without waiting.
    pub fn try_next(&self) -> Option<Event> {
        self.rx.try_recv().ok()
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
