//! One connection: the two threads of a seated peer (its lines are read
//! by `lines`). The reader passes each parsed message on to
//! the caller's channel, answers `PING` by itself and reports the end of
//! the connection once (at most one `PONG` waiting at a time); the writer
//! sends what the game hands it, at most [`MAX_WAITING`] bytes of it
//! queued, and a `PING` after [`Limits::ping_after`] of silence. Both block
//! on the socket or the queue: an idle game costs nothing but the ping.

use std::collections::VecDeque;
use std::io::{self, Write};
use std::net::{Shutdown, SocketAddr, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};
use std::thread;
use std::time::{Duration, Instant};

pub(crate) use super::lines::{LineError, LineReader, write_now};
use super::pace::{Bucket, Gauge};
use super::protocol::{Message, ProtocolError};
use super::words::Text;
use super::{Closed, Limits, NetNews, Sink};

/// The number of a connection, so that news of a connection already gone
/// can be told from news of the current one.
pub type ConnId = u64;

fn next_id() -> ConnId {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

/// The most bytes of lines waiting to be written to one peer; a peer that
/// lets more pile up (it does not read) is disconnected.
pub const MAX_WAITING: usize = 64 * 1024;

/// What the writer thread is told.
enum Out {
    Line(Message),
    /// Lines written one after another, never counted against
    /// [`MAX_WAITING`]: an opening, as long as its history (which
    /// [`MAX_HISTORY`](super::MAX_HISTORY) bounds).
    Stream(VecDeque<Message>),
    Close(Option<Message>),
}

/// The lines waiting for the writer, bounded in bytes.
#[derive(Default)]
struct Outbox {
    queue: VecDeque<Out>,
    /// The bytes of the lines in `queue`.
    bytes: usize,
    /// A `PONG` is waiting or being written: another `PING` is not
    /// answered until it is out.
    pong_owed: bool,
    /// Closing: nothing more is taken.
    closed: bool,
    /// The peer let more than [`MAX_WAITING`] bytes pile up.
    overflowed: bool,
    /// The writer has stopped: what it could write is out.
    finished: bool,
}

/// The writer's queue and the bell that wakes it.
#[derive(Default)]
struct Queue {
    outbox: Mutex<Outbox>,
    bell: Condvar,
}

impl Queue {
    fn lock(&self) -> MutexGuard<'_, Outbox> {
        self.outbox.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Queues `out`, unless closing; a line past the bound closes instead.
    fn push(&self, out: Out) {
        let mut outbox = self.lock();
        if outbox.closed {
            return;
        }
        if let Out::Line(msg) = &out {
            let size = msg.line().len();
            if outbox.bytes + size > MAX_WAITING {
                outbox.overflowed = true;
                outbox.closed = true;
                outbox.queue.clear();
                outbox.bytes = 0;
                outbox.queue.push_back(Out::Close(None));
                self.bell.notify_one();
                return;
            }
            outbox.bytes += size;
        } else if let Out::Close(_) = &out {
            outbox.closed = true;
        }
        outbox.queue.push_back(out);
        self.bell.notify_one();
    }
}

/// The other player, seen from the game: send it lines, close it. Cheap to
/// clone; the connection lives until [`Peer::close`] or until it drops.
#[derive(Clone)]
pub struct Peer {
    id: ConnId,
    addr: SocketAddr,
    queue: Arc<Queue>,
    closing: Arc<AtomicBool>,
}

impl std::fmt::Debug for Peer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Peer({} at {})", self.id, self.addr)
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
    /// reported (or soon reports) [`NetNews::Closed`]. A peer that lets
    /// more than [`MAX_WAITING`] bytes pile up unread is disconnected.
    pub fn send(&self, msg: Message) {
        self.queue.push(Out::Line(msg));
    }

    /// Sends each of `msgs` in order, as the peer reads them: however
    /// many (a long game's opening), they wait outside the
    /// [`MAX_WAITING`] bound, while a peer that reads none of them is
    /// lost by its write deadline.
    pub fn send_all(&self, msgs: impl IntoIterator<Item = Message>) {
        self.queue.push(Out::Stream(msgs.into_iter().collect()));
    }

    /// Sends `last` (a `BYE` or an `ERROR`), if given, then closes the
    /// connection. Its end is then reported as [`Closed::ByUs`].
    pub fn close(&self, last: Option<Message>) {
        self.closing.store(true, Ordering::SeqCst);
        self.shut(last);
    }

    /// [`Peer::close`], then waits (at most `within`) until `last` is
    /// written, so that a program about to exit does not cut it off.
    pub fn close_and_wait(&self, last: Option<Message>, within: Duration) {
        self.close(last);
        let deadline = Instant::now() + within;
        let mut outbox = self.queue.lock();
        while !outbox.finished {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return;
            }
            outbox = self
                .queue
                .bell
                .wait_timeout(outbox, left)
                .map_or_else(|e| e.into_inner().0, |(guard, _)| guard);
        }
    }

    /// Closes without marking the end as ours (the reader's own closes).
    fn shut(&self, last: Option<Message>) {
        self.queue.push(Out::Close(last));
    }

    /// Answers a `PING`, unless the answer to the last one is not out yet.
    fn pong(&self) {
        let mut outbox = self.queue.lock();
        if outbox.pong_owed {
            return;
        }
        outbox.pong_owed = true;
        drop(outbox);
        self.send(Message::Pong);
    }

    /// Whether the peer let too much pile up unread.
    fn overflowed(&self) -> bool {
        self.queue.lock().overflowed
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
    let peer = Peer {
        id: next_id(),
        addr,
        queue: Arc::new(Queue::default()),
        closing: Arc::new(AtomicBool::new(false)),
    };
    stream.set_write_timeout(Some(limits.lost_after))?;
    let ping_after = limits.ping_after;
    let queue = Arc::clone(&peer.queue);
    thread::Builder::new()
        .name("kono-net-writer".into())
        .spawn(move || write_loop(stream, &queue, ping_after))?;
    announce(&peer);
    let reading = peer.clone();
    thread::Builder::new()
        .name("kono-net-reader".into())
        .spawn(move || {
            let why = match read_loop(reader, &reading, limits, &sink) {
                Closed::ByPeer | Closed::Failed(_) if reading.closing.load(Ordering::SeqCst) => {
                    Closed::ByUs
                }
                _ if reading.overflowed() => Closed::Failed(super::SocketFailure::Overflow {
                    kib: MAX_WAITING / 1024,
                }),
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

/// Writes what the queue holds, a `PING` after `ping_after` of silence,
/// until a close or a failed write.
fn write_loop(mut stream: TcpStream, queue: &Queue, ping_after: Duration) {
    let mut last_write = Instant::now();
    loop {
        let mut outbox = queue.lock();
        let out = loop {
            if let Some(out) = outbox.queue.pop_front() {
                break Some(out);
            }
            let left = (last_write + ping_after).saturating_duration_since(Instant::now());
            if left.is_zero() {
                break None;
            }
            outbox = queue
                .bell
                .wait_timeout(outbox, left)
                .map_or_else(|e| e.into_inner().0, |(guard, _)| guard);
        };
        let msg = match out {
            Some(Out::Line(msg)) => {
                outbox.bytes = outbox.bytes.saturating_sub(msg.line().len());
                msg
            }
            Some(Out::Stream(mut lines)) => {
                let Some(msg) = lines.pop_front() else {
                    continue;
                };
                if !lines.is_empty() {
                    outbox.queue.push_front(Out::Stream(lines));
                }
                msg
            }
            Some(Out::Close(last)) => {
                drop(outbox);
                if let Some(last) = last {
                    let _ = stream.write_all(last.line().as_bytes());
                }
                break;
            }
            None => Message::Ping,
        };
        drop(outbox);
        if stream.write_all(msg.line().as_bytes()).is_err() {
            break;
        }
        last_write = Instant::now();
        if msg == Message::Pong {
            queue.lock().pong_owed = false;
        }
    }
    // Nothing more is written: nothing more is kept.
    let mut outbox = queue.lock();
    outbox.closed = true;
    outbox.queue.clear();
    drop(outbox);
    let _ = stream.shutdown(Shutdown::Both);
    queue.lock().finished = true;
    queue.bell.notify_all();
}

/// Reads until the connection ends; returns why it did.
fn read_loop(mut reader: LineReader, peer: &Peer, limits: Limits, sink: &Sink) -> Closed {
    let mut last_line = Instant::now();
    let mut chat = Bucket::new(limits.chat_burst, limits.chat_every, last_line);
    let gauge = Arc::new(Gauge::default());
    loop {
        // The socket holds what the game has no room for yet.
        while !gauge.wait_for_room(Duration::from_secs(1)) {
            if peer.closing.load(Ordering::SeqCst) {
                return Closed::ByUs;
            }
        }
        match reader.read_message(last_line + limits.lost_after) {
            Ok(msg) => {
                last_line = Instant::now();
                match msg {
                    Message::Ping => peer.pong(),
                    Message::Pong => {}
                    Message::Say(_) | Message::AidsOn if !chat.take(last_line) => {
                        let word = if msg == Message::AidsOn {
                            "AIDS"
                        } else {
                            "SAY"
                        };
                        return broken(peer, ProtocolError::TooFast(word));
                    }
                    msg => {
                        let held = gauge.hold();
                        if !sink(NetNews::Message {
                            conn: peer.id,
                            msg,
                            held,
                        }) {
                            peer.shut(None);
                            return Closed::ByUs;
                        }
                    }
                }
            }
            Err(LineError::Bad(e)) => return broken(peer, e),
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
                return Closed::Failed((&e).into());
            }
        }
    }
}

/// Tells the peer the protocol error `e` and closes.
fn broken(peer: &Peer, e: ProtocolError) -> Closed {
    let reason = Text::lossy_or(&e.to_string(), "protocol error");
    peer.shut(Some(Message::Error(reason)));
    Closed::Broken(e)
}
