//! The joiner's side of the wire: find the host, connect, send the code,
//! read the welcome, the start and the moves, then hand the connection to
//! its reader and writer threads.

use std::io;
use std::net::{SocketAddr, TcpStream, ToSocketAddrs};
use std::sync::Arc;
use std::time::Instant;

use super::conn::{self, LineError, LineReader};
use super::protocol::{MOVES_PER_LINE, Message, Welcome};
use super::rejoin::game_from;
use super::rejoin::{end_by, play_history};
use super::words::{Code, Name};
use super::{DEFAULT_PORT, Limits, NetError, Peer, Sink};
use super::{Stranger, Violation};
use crate::rules::Game;
use crate::rules::record::shown;

/// A game joined: the connection, the host's welcome, and the game as the
/// host has it.
#[derive(Clone, Debug, PartialEq)]
pub struct Joined {
    /// The host.
    pub peer: Peer,
    /// The welcome: game id, rules, our side, the host's name.
    pub welcome: Welcome,
    /// The game, every move the host sent played.
    pub game: Game,
}

/// Splits `ADDR[:PORT]` (`[::1]:7345`, `::1`, `example.org`,
/// `192.0.2.7:7000`) into host and port.
///
/// # Errors
/// [`NetError::Resolve`] for an empty address or a port that is not one.
fn split_target(target: &str) -> Result<(String, u16), NetError> {
    let bad = || NetError::Resolve(shown(target));
    let target = target.trim();
    if target.is_empty() {
        return Err(bad());
    }
    if let Some(rest) = target.strip_prefix('[') {
        let (host, after) = rest.split_once(']').ok_or_else(bad)?;
        let port = match after.strip_prefix(':') {
            Some(port) => port.parse().map_err(|_| bad())?,
            None if after.is_empty() => DEFAULT_PORT,
            None => return Err(bad()),
        };
        return Ok((host.to_string(), port));
    }
    match target.rsplit_once(':') {
        // Two colons or more without brackets: a bare IPv6 address.
        Some((host, _)) if host.contains(':') => Ok((target.to_string(), DEFAULT_PORT)),
        Some((host, port)) => Ok((host.to_string(), port.parse().map_err(|_| bad())?)),
        None => Ok((target.to_string(), DEFAULT_PORT)),
    }
}

/// Connects to the first address of `target` that answers.
fn connect(target: &str, limits: &Limits) -> Result<(TcpStream, String), NetError> {
    let (host, port) = split_target(target)?;
    let shown_target = if host.contains(':') {
        format!("[{}]:{port}", shown(&host))
    } else {
        format!("{}:{port}", shown(&host))
    };
    let addrs: Vec<SocketAddr> = (host.as_str(), port)
        .to_socket_addrs()
        .map_err(|_| NetError::Resolve(shown(&host)))?
        .collect();
    if addrs.is_empty() {
        return Err(NetError::Resolve(shown(&host)));
    }
    let mut last = None;
    for addr in addrs {
        match TcpStream::connect_timeout(&addr, limits.handshake) {
            Ok(stream) => return Ok((stream, shown_target)),
            Err(e) => last = Some(e),
        }
    }
    Err(match last {
        Some(e) if e.kind() == io::ErrorKind::ConnectionRefused => NetError::Refused(shown_target),
        Some(error) => NetError::Connect {
            target: shown_target,
            error,
        },
        None => NetError::Resolve(shown(&host)),
    })
}

/// Joins the game hosted at `target` (`ADDR[:PORT]`) with `code`, as
/// `name`; the news of the connection goes into `sink`.
///
/// # Errors
/// A [`NetError`] in one line: an address that does not resolve, a refused
/// connection, a host that is not kono, the host's refusal (`wrong code`,
/// `game in progress`, …), or a welcome that breaks the protocol.
pub fn join(
    target: &str,
    code: Code,
    name: Option<Name>,
    limits: Limits,
    sink: Sink,
) -> Result<Joined, NetError> {
    let (stream, shown_target) = connect(target, &limits)?;
    stream.set_nodelay(true)?;
    conn::write_now(&stream, &Message::Join { code, name }, limits.handshake)?;
    let mut reader = LineReader::new(stream.try_clone()?);
    let deadline = Instant::now() + limits.handshake;
    let not_kono = |said: Stranger| NetError::NotKono {
        target: shown_target.clone(),
        said,
    };
    let welcome = match reader.read_line(deadline) {
        Ok(line) => match Message::parse(&line) {
            Ok(Message::Welcome(welcome)) => welcome,
            Ok(Message::Refused(reason)) => {
                return Err(NetError::RefusedByHost(shown(reason.as_str())));
            }
            _ => return Err(not_kono(Stranger::Said(shown(&line)))),
        },
        Err(LineError::Timeout) => {
            let within = super::host::seconds(limits.handshake);
            return Err(not_kono(Stranger::Silent(within)));
        }
        Err(LineError::Closed) => return Err(not_kono(Stranger::Closed)),
        Err(LineError::Bad(e)) => return Err(not_kono(Stranger::Sent(e))),
        Err(LineError::Io(e)) => return Err(e.into()),
    };
    let broken = |what: Violation| {
        let _ = conn::write_now(&stream, &what.message(), limits.handshake);
        NetError::Protocol(what)
    };
    // A long history takes its time: each line of it comes within the
    // handshake's time of the one before.
    let mut read = |what: &'static str| match reader.read_message(Instant::now() + limits.handshake)
    {
        Ok(msg) => Ok(msg),
        Err(LineError::Bad(e)) => Err(Violation::Broken(e)),
        Err(LineError::Timeout) => Err(Violation::Timeout {
            what,
            within: super::host::seconds(limits.handshake),
        }),
        Err(_) => Err(Violation::ClosedBefore(what)),
    };
    let start = match read("START") {
        Ok(Message::Start(pos)) => pos,
        Ok(other) => return Err(broken(unexpected(&other, "START"))),
        Err(e) => return Err(broken(e)),
    };
    let mut game = game_from(&welcome, &start, &[], None).map_err(broken)?;
    // Each line's moves are played as it comes: an illegal one, or one too
    // many for a record, stops the reading there.
    let mut count = 0;
    loop {
        match read("MOVES") {
            Ok(Message::Moves(more)) => {
                if count + more.len() > limits.max_history {
                    return Err(broken(Violation::HistoryTooLong(limits.max_history)));
                }
                play_history(&mut game, &more, count).map_err(broken)?;
                count += more.len();
                if more.len() != MOVES_PER_LINE {
                    break;
                }
            }
            Ok(other) => return Err(broken(unexpected(&other, "MOVES"))),
            Err(e) => return Err(broken(e)),
        }
    }
    let mut ended = false;
    loop {
        match read("READY") {
            Ok(Message::Ready) => break,
            Ok(Message::Ended(super::protocol::Ending::Time(_))) if welcome.clock.is_none() => {
                return Err(broken(Violation::EndedTimeWithoutClock));
            }
            Ok(Message::Ended(how)) if !ended => {
                end_by(&mut game, how).map_err(broken)?;
                ended = true;
            }
            // This kono keeps no clocks: the host's is the truth.
            Ok(Message::Clock { .. }) => {}
            Ok(other) => return Err(broken(unexpected(&other, "READY"))),
            Err(e) => return Err(broken(e)),
        }
    }
    let peer = conn::seat(reader, limits, Arc::clone(&sink), |_| {}, Box::new(|| {}))?;
    Ok(Joined {
        peer,
        welcome,
        game,
    })
}

/// The violation of `got` coming where `expected` was awaited.
fn unexpected(got: &Message, expected: &'static str) -> Violation {
    Violation::Unexpected {
        got: got.to_string(),
        expected,
    }
}
