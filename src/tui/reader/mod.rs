//! Reading a terminal: the bytes of the keyboard and the mouse (read by a
//! thread of our own from the process's terminal, or handed over by
//! whoever reads another terminal) parsed here into crossterm's events.
//!
//! crossterm's own reader has two faults a game cannot live with: when the
//! terminal goes away (end of file or EIO on read) it retries the read for
//! ever at full speed, and after an unfinished escape sequence such as
//! `ESC [ < 1` it waits for the rest, swallowing every key, Ctrl-c
//! included. Here the end of input is reported, a control byte ends any
//! sequence it interrupts, and a sequence left unfinished for
//! [`ESCAPE_WAIT`] is given up (a lone `ESC` is the Esc key).

use std::io::{self, IsTerminal, Read};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::Duration;

use ratatui::crossterm::event::Event;

mod parse;

pub use parse::Parser;

/// How long an unfinished escape sequence may wait for the rest of it.
pub const ESCAPE_WAIT: Duration = Duration::from_millis(80);

/// Chunks of a terminal's input as they arrive, then the error that
/// ended it (end of file or a failed read); a sender dropped without one
/// is a reader that stopped (it panicked, or the connection went).
pub type Bytes = Receiver<io::Result<Vec<u8>>>;

/// Starts reading the process's terminal (stdin when it is one, else
/// `/dev/tty`) into [`Bytes`].
///
/// # Errors
/// When `/dev/tty` cannot be opened or the thread cannot be started.
pub fn tty_bytes() -> io::Result<Bytes> {
    let mut source: Box<dyn Read + Send> = if io::stdin().is_terminal() {
        Box::new(io::stdin())
    } else {
        Box::new(std::fs::File::open("/dev/tty")?)
    };
    let (bytes_tx, bytes) = mpsc::channel::<io::Result<Vec<u8>>>();
    thread::Builder::new()
        .name("tty".to_string())
        .spawn(move || read_bytes(&mut source, &bytes_tx))?;
    Ok(bytes)
}

/// Starts parsing `bytes` (any terminal's: the process's, a network
/// channel's): each event goes to `send`, then the error when the input
/// ends.
///
/// # Errors
/// When the thread cannot be started.
pub fn spawn(
    bytes: Bytes,
    send: impl Fn(io::Result<Event>) -> bool + Send + 'static,
) -> io::Result<()> {
    thread::Builder::new()
        .name("input".to_string())
        .spawn(move || {
            let mut parser = Parser::default();
            loop {
                let next = if parser.waiting() {
                    bytes.recv_timeout(ESCAPE_WAIT)
                } else {
                    bytes.recv().map_err(|_| RecvTimeoutError::Disconnected)
                };
                let events = match next {
                    Ok(Ok(chunk)) => parser.feed(&chunk),
                    Err(RecvTimeoutError::Timeout) => parser.flush(),
                    Ok(Err(err)) => {
                        send(Err(err));
                        return;
                    }
                    Err(RecvTimeoutError::Disconnected) => {
                        // The reading thread is gone without a word (it
                        // panicked): the keyboard is lost, so say so.
                        send(Err(io::Error::other("the terminal's reader stopped")));
                        return;
                    }
                };
                for event in events {
                    if !send(Ok(event)) {
                        return;
                    }
                }
            }
        })?;
    Ok(())
}

/// Reads `source` into `to` until it ends: end of file is an error too,
/// since a terminal never ends by itself.
fn read_bytes(source: &mut dyn Read, to: &Sender<io::Result<Vec<u8>>>) {
    let mut buf = [0u8; 1024];
    loop {
        let chunk = match source.read(&mut buf) {
            Ok(0) => Err(io::Error::new(
                io::ErrorKind::UnexpectedEof,
                "the terminal closed",
            )),
            Ok(n) => Ok(buf[..n].to_vec()),
            Err(err) if err.kind() == io::ErrorKind::Interrupted => continue,
            Err(err) => Err(err),
        };
        let end = chunk.is_err();
        if to.send(chunk).is_err() || end {
            return;
        }
    }
}
