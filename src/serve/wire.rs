//! The output of a player's terminal: what its screens write, sent to
//! the connection attached at each flush (a frame), or dropped when no
//! connection is attached or too much waits for the client already; a
//! frame dropped makes the next one draw the whole screen.

use std::io::{self, Write};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender};

/// Takes the client's screen.
pub const TAKE: &[u8] = b"\x1b[?1049h\x1b[2J\x1b[H\x1b[?25l";

/// What goes back to the channel.
#[derive(Debug)]
pub enum Out {
    /// Bytes for the client's terminal.
    Data(Vec<u8>),
    /// The session is over: close the channel.
    Close,
}

/// One connection's end of the output, and the bytes sent to it that its
/// channel has not written yet.
#[derive(Clone, Debug)]
pub struct Outlet {
    sender: UnboundedSender<Out>,
    /// Bytes waiting: the connection's sending task takes off what it wrote.
    pub queued: Arc<AtomicUsize>,
}

impl Outlet {
    /// A new outlet and what its connection's task receives.
    pub fn new() -> (Outlet, UnboundedReceiver<Out>) {
        let (sender, receiver) = tokio::sync::mpsc::unbounded_channel();
        let outlet = Outlet {
            sender,
            queued: Arc::new(AtomicUsize::new(0)),
        };
        (outlet, receiver)
    }

    /// Sends `bytes`, counted as waiting: whether the connection is
    /// still there.
    pub fn send(&self, bytes: Vec<u8>) -> bool {
        self.queued.fetch_add(bytes.len(), Ordering::SeqCst);
        self.sender.send(Out::Data(bytes)).is_ok()
    }

    /// Closes the connection's channel, after what was sent before.
    pub fn close(&self) {
        let _ = self.sender.send(Out::Close);
    }
}

/// The output shared by every writer of a pipe.
pub struct Line {
    outlet: Mutex<Option<Outlet>>,
    /// The next frame draws the whole screen (one was dropped, or a new
    /// connection was attached).
    repaint: AtomicBool,
    /// The most bytes waiting for a client.
    budget: usize,
}

impl Line {
    /// No connection yet; at most `budget` bytes waiting for a client.
    pub fn new(budget: usize) -> Line {
        Line {
            outlet: Mutex::new(None),
            repaint: AtomicBool::new(false),
            budget,
        }
    }

    fn outlet(&self) -> MutexGuard<'_, Option<Outlet>> {
        self.outlet.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Frames go to `outlet` from now on (none: dropped): the one before.
    pub fn swap(&self, outlet: Option<Outlet>) -> Option<Outlet> {
        std::mem::replace(&mut *self.outlet(), outlet)
    }

    /// The next frame is to draw the whole screen.
    pub fn repaint(&self) {
        self.repaint.store(true, Ordering::SeqCst);
    }

    /// Whether the next frame is to draw the whole screen; asking clears it.
    pub fn take_repaint(&self) -> bool {
        self.repaint.swap(false, Ordering::SeqCst)
    }

    /// One frame: sent, or dropped when no client is attached or too much
    /// waits for it already (the next frame draws the whole screen).
    fn frame(&self, bytes: Vec<u8>) -> io::Result<()> {
        let outlet = self.outlet();
        let Some(outlet) = outlet.as_ref() else {
            self.repaint.store(true, Ordering::SeqCst);
            return Ok(());
        };
        let waiting = outlet.queued.load(Ordering::SeqCst);
        if waiting.saturating_add(bytes.len()) > self.budget {
            self.repaint.store(true, Ordering::SeqCst);
            return Ok(());
        }
        if outlet.send(bytes) {
            Ok(())
        } else {
            Err(io::Error::from(io::ErrorKind::BrokenPipe))
        }
    }
}

/// A writer to the channel: what ratatui writes, sent at each flush.
#[derive(Clone)]
pub struct Wire {
    line: Arc<Line>,
    waiting: Vec<u8>,
}

impl Wire {
    /// A writer to `line`.
    pub fn on(line: &Arc<Line>) -> Wire {
        Wire {
            line: Arc::clone(line),
            waiting: Vec::new(),
        }
    }

    /// Ends the channel.
    pub fn close(&self) {
        if let Some(outlet) = self.line.outlet().as_ref() {
            outlet.close();
        }
    }

    /// The output this writer sends to.
    pub fn line(&self) -> &Arc<Line> {
        &self.line
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
        self.line.frame(std::mem::take(&mut self.waiting))
    }
}
