//! Between an SSH channel and the thread that runs its screens: the
//! channel's bytes go to the terminal session in use (each screen the
//! thread opens is a new [`Console`] on the same channel), window changes
//! become resize events, and frames go back to the channel.

use std::io::{self, Write};
use std::sync::mpsc::{self, Sender};
use std::sync::{Mutex, MutexGuard, PoisonError};

use tokio::sync::mpsc::UnboundedSender;

use crate::i18n::Lang;
use crate::tui::keymap;
use crate::tui::theme::Theme;
use crate::tui::{Capped, Console, Event, Events, Prefs};

/// What goes back to the channel.
#[derive(Debug)]
pub enum Out {
    /// Bytes for the client's terminal.
    Data(Vec<u8>),
    /// The session is over: close the channel.
    Close,
}

/// A writer to the channel: what ratatui writes, sent at each flush.
#[derive(Clone)]
pub struct Wire {
    sender: UnboundedSender<Out>,
    waiting: Vec<u8>,
}

impl Wire {
    /// A writer sending to `sender`.
    pub fn new(sender: UnboundedSender<Out>) -> Wire {
        Wire {
            sender,
            waiting: Vec::new(),
        }
    }

    /// Ends the channel.
    pub fn close(&self) {
        let _ = self.sender.send(Out::Close);
    }
}

impl Write for Wire {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.waiting.extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if self.waiting.is_empty() {
            return Ok(());
        }
        let bytes = std::mem::take(&mut self.waiting);
        self.sender
            .send(Out::Data(bytes))
            .map_err(|_| io::Error::from(io::ErrorKind::BrokenPipe))
    }
}

/// The terminal session in use, as the channel's handler reaches it.
#[derive(Default)]
struct Current {
    /// The console's input.
    input: Option<Sender<io::Result<Vec<u8>>>>,
    /// The console's events.
    events: Option<Sender<Event>>,
    /// The window's size.
    size: (u16, u16),
    /// The client left.
    gone: bool,
}

/// One channel's terminal, shared by its handler and its thread.
#[derive(Default)]
pub struct Pipe {
    current: Mutex<Current>,
}

impl Pipe {
    /// A channel's terminal of `columns` × `rows`.
    pub fn new(columns: u16, rows: u16) -> Pipe {
        let current = Current {
            size: (columns, rows),
            ..Current::default()
        };
        Pipe {
            current: Mutex::new(current),
        }
    }

    fn current(&self) -> MutexGuard<'_, Current> {
        self.current.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The client typed `bytes`.
    pub fn typed(&self, bytes: &[u8]) {
        if let Some(input) = &self.current().input {
            let _ = input.send(Ok(bytes.to_vec()));
        }
    }

    /// The client's window is now `columns` × `rows`.
    pub fn resized(&self, columns: u16, rows: u16) {
        let mut current = self.current();
        current.size = (columns, rows);
        if let Some(events) = &current.events {
            let _ = events.send(Event::resize(columns, rows));
        }
    }

    /// The client left: the console in use reads the end of its input.
    pub fn hang_up(&self) {
        let mut current = self.current();
        current.gone = true;
        current.input = None;
        current.events = None;
    }

    /// A new terminal session on the channel, speaking `lang`: the input
    /// goes to it from now on. `None` once the client left.
    ///
    /// # Errors
    /// When the terminal cannot be set up.
    pub fn console(
        &self,
        wire: &Wire,
        lang: Lang,
    ) -> anyhow::Result<Option<Console<Capped<Wire>>>> {
        let mut current = self.current();
        if current.gone {
            return Ok(None);
        }
        let (columns, rows) = crate::tui::backend::cap(current.size.0, current.size.1);
        let (input, bytes) = mpsc::channel();
        let backend = Capped::on(wire.clone(), columns, rows);
        let prefs = Prefs {
            lang,
            keys: keymap::SECTIONS,
        };
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
