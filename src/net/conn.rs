//! One connection: lines read with a deadline and a size limit, and the two
//! threads of a seated peer. The reader passes each parsed message on to
//! the caller's channel, answers `PING` by itself and reports the end of
//! the connection once; the writer sends what the game hands it and a
//! `PING` after [`Limits::ping_after`] of silence. Both block on the
//! socket or a channel: an idle game costs nothing but the ping.

use std::io::{self, Read, Write};
use std::net::{Shutdown, SocketAddr, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
use std::thread;
use std::time::{Duration, Instant};

use super::protocol::{MAX_LINE, Message, ProtocolError};
use super::words::Text;
use super::{Closed, Limits, NetNews, Sink};

/// Why no line came.
#[derive(Debug)]
pub(crate) enum LineError {
    /// The deadline passed.
    Timeout,
    /// The other side closed the connection.
    Closed,
    /// The line broke a rule of the wire (too long, not UTF-8).
    Bad(ProtocolError),
    /// The socket failed.
    Io(io::Error),
}

/// Lines from a socket, at most [`MAX_LINE`] bytes each.
pub(crate) struct LineReader {
    stream: TcpStream,
    buf: Vec<u8>,
}

impl LineReader {
    pub(crate) fn new(stream: TcpStream) -> LineReader {
        LineReader {
            stream,
            buf: Vec::new(),
        }
    }

    /// The next line, without its ending, by `deadline`.
    pub(crate) fn read_line(&mut self, deadline: Instant) -> Result<String, LineError> {
        loop {
            if let Some(end) = self.buf.iter().position(|&b| b == b'\n') {
                let mut line: Vec<u8> = self.buf.drain(..=end).collect();
                line.pop();
                if line.last() == Some(&b'\r') {
                    line.pop();
                }
                if line.len() > MAX_LINE {
                    return Err(LineError::Bad(ProtocolError::TooLong));
                }
                return String::from_utf8(line).map_err(|_| LineError::Bad(ProtocolError::NotUtf8));
            }
            // A line of MAX_LINE bytes may still have its `\r` to come.
            if self.buf.len() > MAX_LINE + 1 {
                return Err(LineError::Bad(ProtocolError::TooLong));
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(LineError::Timeout);
            }
            self.stream
                .set_read_timeout(Some(left.max(Duration::from_millis(1))))
                .map_err(LineError::Io)?;
            let mut chunk = [0u8; 1024];
            match self.stream.read(&mut chunk) {
                Ok(0) => return Err(LineError::Closed),
                Ok(n) => self.buf.extend_from_slice(&chunk[..n]),
                Err(e)
                    if matches!(
                        e.kind(),
                        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                    ) => {}
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(LineError::Io(e)),
            }
        }
    }

    /// The next message, by `deadline`.
    pub(crate) fn read_message(&mut self, deadline: Instant) -> Result<Message, LineError> {
        let line = self.read_line(deadline)?;
        Message::parse(&line).map_err(LineError::Bad)
    }
}

/// Writes one line at once, within `limit`; for refusals and the
/// handshake, before the writer thread runs.
pub(crate) fn write_now(stream: &TcpStream, msg: &Message, limit: Duration) -> io::Result<()> {
    stream.set_write_timeout(Some(limit))?;
    let mut writer = stream;
    writer.write_all(msg.line().as_bytes())?;
    writer.flush()
}

/// The number of a connection, so that news of a connection already gone
/// can be told from news of the current one.
pub type ConnId = u64;

fn next_id() -> ConnId {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

/// What the writer thread is told.
enum Out {
    Line(Message),
    Close(Option<Message>),
}

/// The other player, seen from the game: send it lines, close it. Cheap to
/// clone; the connection lives until [`Peer::close`] or until it drops.
#[derive(Clone, Debug)]
pub struct Peer {
    id: ConnId,
    addr: SocketAddr,
    tx: Sender<Out>,
    closing: Arc<AtomicBool>,
}

impl std::fmt::Debug for Out {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Out::Line(msg) => write!(f, "Line({msg})"),
            Out::Close(msg) => write!(f, "Close({msg:?})"),
        }
    }
}

impl PartialEq for Peer {
    /// The same connection.
    fn eq(&self, other: &Peer) -> bool {
        self.id == other.id
    }
}

impl Peer {
    /// The connection's number, as its news carries it.
    pub const fn id(&self) -> ConnId {
        self.id
    }

    /// The other side's address.
    pub const fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Sends `msg`. Never blocks; a connection that is gone has already
    /// reported (or soon reports) [`NetNews::Closed`].
    pub fn send(&self, msg: Message) {
        let _ = self.tx.send(Out::Line(msg));
    }

    /// Sends each of `msgs` in order.
    pub fn send_all(&self, msgs: impl IntoIterator<Item = Message>) {
        for msg in msgs {
            self.send(msg);
        }
    }

    /// Sends `last` (a `BYE` or an `ERROR`), if given, then closes the
    /// connection. Its end is then reported as [`Closed::ByUs`].
    pub fn close(&self, last: Option<Message>) {
        self.closing.store(true, Ordering::SeqCst);
        self.shut(last);
    }

    /// Closes without marking the end as ours (the reader's own closes).
    fn shut(&self, last: Option<Message>) {
        let _ = self.tx.send(Out::Close(last));
    }
}

/// Seats a connection that passed the handshake: starts its writer and its
/// reader and returns the [`Peer`]. `reader` keeps the bytes already read
/// past the handshake. `announce` runs before the reader starts, so that
/// news of the peer comes before news of its messages; `on_end` runs once
/// as the reader stops (the host frees the seat there).
pub(crate) fn seat(
    reader: LineReader,
    limits: Limits,
    sink: Sink,
    announce: impl FnOnce(&Peer),
    on_end: Box<dyn FnOnce() + Send>,
) -> io::Result<Peer> {
    let stream = reader.stream.try_clone()?;
    let addr = stream.peer_addr()?;
    let (tx, rx) = mpsc::channel();
    let peer = Peer {
        id: next_id(),
        addr,
        tx,
        closing: Arc::new(AtomicBool::new(false)),
    };
    stream.set_write_timeout(Some(limits.lost_after))?;
    let ping_after = limits.ping_after;
    thread::Builder::new()
        .name("kono-net-writer".into())
        .spawn(move || write_loop(stream, &rx, ping_after))?;
    announce(&peer);
    let reading = peer.clone();
    thread::Builder::new()
        .name("kono-net-reader".into())
        .spawn(move || {
            let why = match read_loop(reader, &reading, limits, &sink) {
                Closed::ByPeer | Closed::Failed(_) if reading.closing.load(Ordering::SeqCst) => {
                    Closed::ByUs
                }
                why => why,
            };
            on_end();
            sink(NetNews::Closed {
                conn: reading.id,
                why,
            });
        })?;
    Ok(peer)
}

fn write_loop(mut stream: TcpStream, rx: &mpsc::Receiver<Out>, ping_after: Duration) {
    loop {
        let msg = match rx.recv_timeout(ping_after) {
            Ok(Out::Line(msg)) => msg,
            Ok(Out::Close(last)) => {
                if let Some(last) = last {
                    let _ = stream.write_all(last.line().as_bytes());
                }
                break;
            }
            Err(RecvTimeoutError::Timeout) => Message::Ping,
            Err(RecvTimeoutError::Disconnected) => break,
        };
        if stream.write_all(msg.line().as_bytes()).is_err() {
            break;
        }
    }
    let _ = stream.shutdown(Shutdown::Both);
}

/// Reads until the connection ends; returns why it did.
fn read_loop(mut reader: LineReader, peer: &Peer, limits: Limits, sink: &Sink) -> Closed {
    let mut last_line = Instant::now();
    loop {
        match reader.read_message(last_line + limits.lost_after) {
            Ok(msg) => {
                last_line = Instant::now();
                match msg {
                    Message::Ping => peer.send(Message::Pong),
                    Message::Pong => {}
                    msg => {
                        if !sink(NetNews::Message { conn: peer.id, msg }) {
                            peer.shut(None);
                            return Closed::ByUs;
                        }
                    }
                }
            }
            Err(LineError::Bad(e)) => {
                let reason = Text::lossy_or(&e.to_string(), "protocol error");
                peer.shut(Some(Message::Error(reason)));
                return Closed::Broken(e);
            }
            Err(LineError::Timeout) => {
                peer.shut(None);
                return Closed::Lost;
            }
            Err(LineError::Closed) => {
                peer.shut(None);
                return Closed::ByPeer;
            }
            Err(LineError::Io(e)) => {
                peer.shut(None);
                return Closed::Failed(e.to_string());
            }
        }
    }
}
