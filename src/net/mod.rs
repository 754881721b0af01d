//! Playing over the network: `kono host` and `kono join`.
//!
//! Two kono programs play one game over TCP. One hosts: it chooses the
//! rules, listens (port 7345 unless told otherwise) and shows a join code;
//! the other joins with the host's address and the code.
//!
//! # The wire
//!
//! UTF-8 text, one message per line ending in `\n` (a `\r` before it is
//! ignored), at most [`MAX_LINE`] bytes without the ending; words separated
//! by one space; no control characters. A line that breaks a rule, an
//! unknown message, or a message not allowed at that moment is a protocol
//! error: the receiver sends `ERROR <reason>` and closes. Nagle is off.
//!
//! ## Handshake: the joiner speaks first, within 10 s
//!
//! | line | meaning |
//! |---|---|
//! | `KONO/2 JOIN <code> [<name>]` | joiner: the join code (6 of `A-Z2-9` without `I O 0 1`) and its name (1–24 of `[A-Za-z0-9_.-]`) |
//! | `KONO/2 WELCOME <game-id> <variant> <rules> <joiner-side> <clock> <aids> [<host-name>]` | host: the game id (12 of `[a-z0-9]`), the variant's name, the rules word, `black`/`white`, `none` or `<base-s>+<increment-s>`, `aids`/`no-aids` |
//! | `START <position>` | host: the starting position in kono's notation (`wwwww/w...w/...../b...b/bbbbb b`) |
//! | `MOVES [<move> ...]` | host: every move so far, forced passes as `pass`; at most [`MAX_HISTORY`] in all, checked as the lines arrive |
//! | `ENDED resigned <side>`, `ENDED agreed`, `ENDED time <side>` | host: how the game ended when its moves do not show it |
//! | `CLOCK <black-ms> <white-ms>` | host, in a game with a clock (this kono keeps none) |
//! | `READY` | host: the history is complete |
//! | `KONO/2 REFUSED <reason>` | host, instead of the welcome, then it closes: `wrong code`, `not a kono client`, `version 2 only`, `game in progress`, `too many wrong codes, try again in a minute`, `no JOIN within 10 s` |
//!
//! kono writes at most [`MOVES_PER_LINE`] moves on one `MOVES` line, so
//! that a long game fits lines of 512 bytes: a line with exactly that many
//! is followed by another `MOVES` line (an empty one when no move is left).
//! After 5 wrong codes from one address (IPv6: one /64) within a minute,
//! that address is refused for a minute; past 60 wrong codes a minute from
//! all, each answer waits a second (the right code is still seated). At
//! most 4 connections from one address and 16 in all wait in their
//! handshake; a newcomer finding 16 closes the oldest of the address with
//! the most ([`Limits`]): the right code always gets the seat.
//!
//! ## The game: either side, any time after the handshake
//!
//! | line | meaning |
//! |---|---|
//! | `MOVE <move>` | a move of the sender's side on its turn (`b1-c2`, `a1xa3`); forced passes are played by both sides themselves and never sent |
//! | `DRAW OFFER`, `DRAW ACCEPT`, `DRAW DECLINE` | a draw offer and its answer |
//! | `UNDO ASK`, `UNDO ACCEPT`, `UNDO DECLINE` | a request to take back the asker's last move and any reply after it, and its answer |
//! | `REMATCH ASK`, `REMATCH ACCEPT`, `REMATCH DECLINE` | after the end, a new game with the sides swapped |
//! | `NEW <game-id> <variant> <rules> <joiner-side> <clock> <aids>` | host: the rematch's welcome, then `START`, `MOVES`, `READY` |
//! | `AIDS ON` | the sender turned hints or the coach on |
//! | `RESIGN` | the sender gives up |
//! | `SAY <text>` | a line of chat, 1–200 characters |
//! | `PING`, `PONG` | a side silent for 5 s sends `PING`; the other answers `PONG`, one at a time |
//! | `BYE [<reason>]` | the sender leaves; the game stays saved on both sides |
//! | `ERROR <reason>` | the sender found a protocol error and closes |
//! | `CLOCK …`, `FLAG` | host, in a game with a clock |
//!
//! A move that is illegal, out of turn or after the end is a protocol
//! error. A request stands until answered, until the other player moves
//! (which declines it), or until the connection drops (which withdraws
//! it on both sides); the asker does not move while it waits; two
//! crossing requests decline each other (see [`session`]). 20 s without a
//! line from the other side: the connection is lost. At most 64 KiB of
//! lines wait to be written to a peer; one that reads none of them is
//! disconnected. Chat (`SAY`, `AIDS ON`) comes at most 5 lines at once,
//! then a line a second ([`Limits::chat_burst`]): faster is a protocol
//! error. A connection reads no more while [`MAX_UNHANDLED`] of its
//! messages wait for the game: a flood waits in the socket, not in memory.
//!
//! # The modules
//!
//! [`protocol`] and [`words`] parse and format the lines (pure);
//! [`session`] is one side's game (pure); [`host`] and [`join`](mod@join) open
//! connections, each read on its own thread that sends [`NetNews`] into
//! the caller's channel.

mod chat;
mod conn;
mod facts;
mod faults;
mod gate;
pub mod host;
pub mod join;
mod limits;
mod lines;
mod pace;
mod parse;
pub mod protocol;
mod rejoin;
mod rematch;
mod room;
pub mod session;
mod timed;
mod unsaved;
pub mod words;

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::sync::mpsc::Sender;

pub use chat::{ChatPace, ChatRefused, ChatRule};
pub use conn::{ConnId, MAX_WAITING, Peer};
pub use faults::{Ask, HostRefusal, Stranger};
pub use host::{Host, HostConfig};
pub use join::{Joined, join};
pub use limits::Limits;
pub use pace::{Held, MAX_UNHANDLED};
// A token bucket, for the server's limits too.
pub(crate) use pace::Bucket;
pub use protocol::{
    Ending, MAX_HISTORY, MAX_LINE, MOVES_PER_LINE, Message, ProtocolError, Request, Welcome,
};
pub use rejoin::{Sameness, after_take_back, compare, game_from, played_on, unsent};
pub use session::{Fact, LocalError, Reply, Session, Violation};
pub use words::{CODE_ALPHABET, CODE_LEN, Code, GameId, Name, Text, WordError};

/// The port kono hosts on unless told otherwise.
pub const DEFAULT_PORT: u16 = 7345;

/// What the network tells the game, through the caller's channel.
#[derive(Clone, Debug, PartialEq)]
pub enum NetNews {
    /// Host: a joiner gave the right code and took the seat; send it the
    /// welcome ([`Session::opening`]).
    Joined {
        /// The joiner.
        peer: Peer,
        /// Its name, if it gave one.
        name: Option<Name>,
    },
    /// Host: a connection was refused (the host keeps waiting).
    Refused {
        /// Where it came from.
        from: SocketAddr,
        /// The reason it was given.
        reason: HostRefusal,
    },
    /// A message of a seated peer (never `PING` or `PONG`: they are
    /// answered below the game).
    Message {
        /// The connection.
        conn: ConnId,
        /// The message.
        msg: Message,
        /// Lets the connection read one more once the game drops it.
        held: Held,
    },
    /// Joiner: joined again after a drop ([`rejoin`]).
    Rejoined(Box<Joined>),
    /// Joiner: joining again failed, for this reason.
    RejoinFailed(Failure),
    /// A seated peer's connection ended.
    Closed {
        /// The connection.
        conn: ConnId,
        /// Why.
        why: Closed,
    },
}

/// Why a connection ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Closed {
    /// We closed it ([`Peer::close`]).
    ByUs,
    /// The other side closed it.
    ByPeer,
    /// Nothing came for [`Limits::lost_after`].
    Lost,
    /// The other side broke the protocol; we sent `ERROR` and closed.
    Broken(ProtocolError),
    /// The socket failed.
    Failed(SocketFailure),
}

/// How a connection's socket failed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SocketFailure {
    /// The peer read nothing of this many KiB sent to it.
    #[error("it read nothing of the last {kib} KiB sent to it")]
    Overflow {
        /// The KiB waiting.
        kib: usize,
    },
    /// The system's error.
    #[error("{text}")]
    Io {
        /// Its kind.
        kind: std::io::ErrorKind,
        /// What the system said.
        text: String,
    },
}

impl From<&std::io::Error> for SocketFailure {
    fn from(e: &std::io::Error) -> SocketFailure {
        SocketFailure::Io {
            kind: e.kind(),
            text: e.to_string(),
        }
    }
}

/// Where the network's news goes: returns `false` once nobody listens.
pub type Sink = Arc<dyn Fn(NetNews) -> bool + Send + Sync>;

/// A [`Sink`] into a channel of any event type that news converts into.
pub fn sink<T: From<NetNews> + Send + 'static>(tx: Sender<T>) -> Sink {
    Arc::new(move |news| tx.send(T::from(news)).is_ok())
}

/// What went wrong opening a connection, in one line each.
#[derive(Debug, thiserror::Error)]
pub enum NetError {
    /// The port is taken.
    #[error(
        "port {0} is in use (another program, or another kono host, has it): choose another with --port"
    )]
    PortInUse(u16),
    /// Listening failed otherwise.
    #[error("cannot listen on {addr}: {error}")]
    Listen {
        /// The address.
        addr: SocketAddr,
        /// Why.
        error: std::io::Error,
    },
    /// A name that gives no address.
    #[error("`{0}` does not resolve to an address")]
    Resolve(String),
    /// Nobody listens there.
    #[error("nobody is hosting a game at {0} (connection refused)")]
    Refused(String),
    /// Connecting failed otherwise.
    #[error("cannot reach {target}: {error}")]
    Connect {
        /// Where.
        target: String,
        /// Why.
        error: std::io::Error,
    },
    /// Something answered that is not a kono host.
    #[error("{target} is not a kono host ({said})")]
    NotKono {
        /// Where.
        target: String,
        /// What it did instead.
        said: Stranger,
    },
    /// The host refused us (its reason, escaped: the host's words).
    #[error("the host refused: {0}")]
    RefusedByHost(String),
    /// The host broke the protocol in its welcome.
    #[error("the host broke the protocol: {0}")]
    Protocol(Violation),
    /// The socket failed.
    #[error("network: {0}")]
    Io(#[from] std::io::Error),
}

/// A [`NetError`] the news carries to the screen: shared, as news is
/// cloned and an error is not; two are equal when they say the same.
#[derive(Clone, Debug)]
pub struct Failure(pub Arc<NetError>);

impl From<NetError> for Failure {
    fn from(e: NetError) -> Failure {
        Failure(Arc::new(e))
    }
}

impl PartialEq for Failure {
    fn eq(&self, other: &Failure) -> bool {
        self.0.to_string() == other.0.to_string()
    }
}

impl Eq for Failure {}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

/// What a network game's record says of it: the `[Network]`, `[Black]`
/// and `[White]` tags.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NetworkTags {
    /// The game id.
    pub id: String,
    /// Black's name.
    pub black: String,
    /// White's name.
    pub white: String,
}

/// Where and how a joiner joins again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rejoin {
    /// The host's address (`ADDR[:PORT]`).
    pub target: String,
    /// The join code.
    pub code: Code,
    /// Our name.
    pub name: Option<Name>,
}

/// Joins again on a thread of its own, as [`join()`] does; the outcome comes
/// as [`NetNews::Rejoined`] or [`NetNews::RejoinFailed`], and the new
/// connection's news after it.
pub fn rejoin(to: Rejoin, limits: Limits, sink: Sink) {
    let Rejoin { target, code, name } = to;
    let news = Arc::clone(&sink);
    let spawned = std::thread::Builder::new()
        .name("kono-net-rejoin".into())
        .spawn(move || {
            let outcome = match join(&target, code, name, limits, Arc::clone(&news)) {
                Ok(joined) => NetNews::Rejoined(Box::new(joined)),
                Err(e) => NetNews::RejoinFailed(Failure::from(e)),
            };
            news(outcome);
        });
    if let Err(e) = spawned {
        sink(NetNews::RejoinFailed(Failure::from(NetError::Io(e))));
    }
}

/// A side drawn by lot: the host's side, or who moves first, when the
/// host leaves it open.
pub fn drawn_by_lot() -> crate::rules::Color {
    if fastrand::bool() {
        crate::rules::Color::Black
    } else {
        crate::rules::Color::White
    }
}

/// This player's name for the other screen: `KONO_NAME`, or the login
/// name, made a name.
pub fn local_name() -> Option<Name> {
    ["KONO_NAME", "USER", "USERNAME"]
        .iter()
        .find_map(|var| std::env::var(var).ok().and_then(|v| Name::sanitized(&v)))
}

/// This machine's addresses a friend can use: not loopback, not
/// link-local; IPv4 first.
pub fn local_addresses() -> Vec<IpAddr> {
    let mut addrs: Vec<IpAddr> = if_addrs::get_if_addrs()
        .unwrap_or_default()
        .into_iter()
        .filter(|i| !i.is_loopback() && !i.is_link_local())
        .map(|i| i.ip())
        .collect();
    addrs.sort_by_key(|a| (a.is_ipv6(), *a));
    addrs.dedup();
    addrs
}
