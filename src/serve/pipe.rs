//! Between an SSH channel and the thread that runs its screens: the
//! channel's bytes go to the terminal session in use (each screen the
//! thread opens is a new [`Console`] on the same channel), window changes
//! become resize events, and frames go back to the channel (`wire`).
//!
//! The thread outlives a connection while its player is in a game: the
//! connection that drops leaves the pipe *away* (its input kept open, its
//! frames dropped), and the player's next connection is attached to it,
//! the screen drawn whole again. Each attachment has a number; what an
//! older connection still says is not heard.

use std::io;
use std::sync::mpsc::{self, Sender};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use super::screen::Mirror;
use super::wire::{Line, Outlet, TAKE, Wire};
use crate::tui::theme::Theme;
use crate::tui::{Console, Event, Events, Prefs};

/// The terminal session in use, as the channel's handler reaches it.
#[derive(Default)]
struct Current {
    /// The console's input.
    input: Option<Sender<io::Result<Vec<u8>>>>,
    /// The console's events.
    events: Option<Sender<Event>>,
    /// The window's size.
    size: (u16, u16),
    /// The session is over.
    gone: bool,
    /// The session is in a game: a connection that drops leaves it away.
    holding: bool,
    /// No connection is attached (it dropped during a game).
    away: bool,
    /// The number of the connection attached last.
    connection: u64,
    /// The line to leave the client with.
    farewell: Option<String>,
}

/// One player's terminal, shared by their connections' handlers and
/// their session's thread.
pub struct Pipe {
    current: Mutex<Current>,
    line: Arc<Line>,
}

impl Pipe {
    /// A terminal whose output holds at most `budget` bytes for a client;
    /// no connection attached yet.
    pub fn new(budget: usize) -> Pipe {
        Pipe {
            current: Mutex::new(Current::default()),
            line: Arc::new(Line::new(budget)),
        }
    }

    fn current(&self) -> MutexGuard<'_, Current> {
        self.current.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A connection of `columns` × `rows` is attached, its frames going
    /// to `outlet` from now on (the screen taken and drawn whole): its
    /// number, or `None` when the session is over. A connection attached
    /// before is closed.
    pub fn attach(&self, outlet: Outlet, columns: u16, rows: u16) -> Option<u64> {
        let mut current = self.current();
        if current.gone {
            return None;
        }
        current.connection += 1;
        current.away = false;
        current.size = (columns, rows);
        // The screen taken, then drawn whole; a connection before is closed.
        outlet.send(TAKE.to_vec());
        if let Some(before) = self.line.swap(Some(outlet)) {
            before.close();
        }
        self.line.repaint();
        if let Some(events) = &current.events {
            let _ = events.send(Event::resize(columns, rows));
        }
        Some(current.connection)
    }

    /// The connection `connection` typed `bytes`.
    pub fn typed(&self, connection: u64, bytes: &[u8]) {
        let current = self.current();
        if current.connection == connection
            && let Some(input) = &current.input
        {
            let _ = input.send(Ok(bytes.to_vec()));
        }
    }

    /// The window of the connection `connection` is now `columns` × `rows`.
    pub fn resized(&self, connection: u64, columns: u16, rows: u16) {
        let mut current = self.current();
        if current.connection != connection {
            return;
        }
        current.size = (columns, rows);
        if let Some(events) = &current.events {
            let _ = events.send(Event::resize(columns, rows));
        }
    }

    /// Whether the session is in a game, which a dropped connection leaves
    /// running.
    pub fn hold(&self, holding: bool) {
        self.current().holding = holding;
    }

    /// Whether no connection is attached.
    pub fn away(&self) -> bool {
        self.current().away
    }

    /// The connection `connection` ended. In a game the session stays,
    /// away, for `away`; else (or then) it reads the end of its input.
    pub fn left(self: &Arc<Pipe>, connection: u64, away: Duration) {
        let mut current = self.current();
        if current.connection != connection || current.gone {
            return;
        }
        if !current.holding {
            drop(current);
            self.hang_up();
            return;
        }
        current.away = true;
        self.line.swap(None);
        drop(current);
        let pipe = Arc::clone(self);
        let expire = move || {
            let current = pipe.current();
            let still = current.away && current.connection == connection;
            drop(current);
            if still {
                pipe.hang_up();
            }
        };
        // A timer on the server's runtime when there is one (as there is
        // for every connection); else a thread of its own.
        match tokio::runtime::Handle::try_current() {
            Ok(runtime) => {
                runtime.spawn(async move {
                    tokio::time::sleep(away).await;
                    expire();
                });
            }
            Err(_) => {
                let spawned = std::thread::Builder::new()
                    .name("kono-serve-away".into())
                    .spawn(move || {
                        std::thread::sleep(away);
                        expire();
                    });
                if spawned.is_err() {
                    self.hang_up();
                }
            }
        }
    }

    /// The session ends: the console in use reads the end of its input.
    pub fn hang_up(&self) {
        let mut current = self.current();
        current.gone = true;
        current.input = None;
        current.events = None;
    }

    /// The session ends, leaving the client with `line`.
    pub fn hang_up_with(&self, line: String) {
        self.current().farewell = Some(line);
        self.hang_up();
    }

    /// The connection `connection` sent more than its budget: unless
    /// another was attached since, the session ends with `line`.
    pub fn flooded(&self, connection: u64, line: String) {
        if self.current().connection == connection {
            self.hang_up_with(line);
        }
    }

    /// The line to leave the client with, if any.
    pub fn farewell(&self) -> Option<String> {
        self.current().farewell.take()
    }

    /// Whether the session was ended with a farewell not yet said.
    pub fn farewell_due(&self) -> bool {
        self.current().farewell.is_some()
    }

    /// A writer to the connection attached.
    pub fn wire(&self) -> Wire {
        Wire::on(&self.line)
    }

    /// A new terminal session on the channel, with `prefs`: the input
    /// goes to it from now on. `None` once the session is over.
    ///
    /// # Errors
    /// When the terminal cannot be set up.
    pub fn console(&self, prefs: Prefs) -> anyhow::Result<Option<Console<Mirror>>> {
        let mut current = self.current();
        if current.gone {
            return Ok(None);
        }
        let (columns, rows) = crate::tui::backend::cap(current.size.0, current.size.1);
        let (input, bytes) = mpsc::channel();
        let backend = Mirror::on(self.wire(), columns, rows);
        let console = Console::new(
            backend,
            Events::new(),
            bytes,
            Theme::new(false, true),
            prefs,
        )?;
        current.input = Some(input);
        current.events = Some(console.sender());
        Ok(Some(console))
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use std::io::Write;
    use std::sync::atomic::Ordering;

    use super::super::wire::Out;
    use super::*;

    #[test]
    fn frames_past_the_budget_are_dropped_and_the_next_one_draws_all() {
        let pipe = Pipe::new(100);
        let (outlet, mut sent) = Outlet::new();
        let queued = Arc::clone(&outlet.queued);
        assert_eq!(pipe.attach(outlet, 80, 24), Some(1));
        assert!(matches!(sent.try_recv(), Ok(Out::Data(d)) if d == TAKE));
        // A new connection is drawn whole.
        assert!(pipe.line.take_repaint());
        let mut wire = pipe.wire();
        // The screen taken waits, unread: a frame that would pass the
        // budget is dropped.
        wire.write_all(&[b'a'; 90]).unwrap();
        wire.flush().unwrap();
        assert!(sent.try_recv().is_err());
        assert!(pipe.line.take_repaint());
        // Once the client read it, frames go again.
        queued.fetch_sub(TAKE.len(), Ordering::SeqCst);
        wire.write_all(&[b'b'; 90]).unwrap();
        wire.flush().unwrap();
        assert!(matches!(sent.try_recv(), Ok(Out::Data(d)) if d.len() == 90));
        assert!(!pipe.line.take_repaint());
    }

    #[test]
    fn a_connection_dropped_in_a_game_leaves_it_away_until_the_next() {
        let pipe = Arc::new(Pipe::new(1 << 20));
        let (outlet, _first) = Outlet::new();
        let one = pipe.attach(outlet, 80, 24).unwrap();
        pipe.hold(true);
        pipe.left(one, Duration::from_secs(3600));
        assert!(pipe.away());
        let (outlet, _second) = Outlet::new();
        let two = pipe.attach(outlet, 100, 30).unwrap();
        assert!(!pipe.away());
        // What the first connection still says is not heard.
        pipe.left(one, Duration::from_secs(3600));
        assert!(!pipe.away());
        pipe.hold(false);
        pipe.left(two, Duration::from_secs(3600));
        // The session is over.
        assert!(
            pipe.console(Prefs::new(crate::i18n::Lang::En))
                .unwrap()
                .is_none()
        );
    }
}
