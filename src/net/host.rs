//! The host's side of the wire: listening, the handshake of each
//! connection on its own thread, refusals, the rate limit on wrong codes,
//! and the one seat.

use std::io;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use super::conn::{self, ConnId, LineError, LineReader};
use super::gate::{Gate, lock};
use super::protocol::{Message, ProtocolError, VERSION};
use super::room::{Place, Room};
use super::words::Text;
use super::{HostRefusal, Limits, NetError, NetNews, Sink};
use crate::net::words::Code;

/// What to host.
#[derive(Clone, Debug)]
pub struct HostConfig {
    /// The address to listen on; `None`: every interface, IPv4 and IPv6.
    pub bind: Option<IpAddr>,
    /// The port; 0 lets the system choose (tests).
    pub port: u16,
    /// The join code.
    pub code: Code,
    /// The protocol's times and counts.
    pub limits: Limits,
}

/// What the accepting threads share.
struct Shared {
    code: Code,
    limits: Limits,
    sink: Sink,
    stop: AtomicBool,
    /// The connection in the seat.
    seat: Mutex<Option<ConnId>>,
    /// The wrong codes.
    gate: Gate,
    /// The connections in their handshake.
    room: Room,
}

/// A host listening for its joiner. Dropping it stops the listening (a
/// seated peer stays connected until it is closed).
pub struct Host {
    shared: Arc<Shared>,
    addrs: Vec<SocketAddr>,
}

impl Host {
    /// Listens as `config` says and sends the news into `sink`.
    ///
    /// # Errors
    /// [`NetError::PortInUse`], or [`NetError::Listen`] when the address
    /// cannot be listened on.
    pub fn listen(config: &HostConfig, sink: Sink) -> Result<Host, NetError> {
        let listeners = bind(config.bind, config.port)?;
        let shared = Arc::new(Shared {
            code: config.code,
            limits: config.limits,
            sink,
            stop: AtomicBool::new(false),
            seat: Mutex::new(None),
            gate: Gate::new(config.limits),
            room: Room::new(
                config.limits.max_pending,
                config.limits.max_pending_per_address,
            ),
        });
        let mut addrs = Vec::new();
        for listener in listeners {
            addrs.push(listener.local_addr()?);
            let shared = Arc::clone(&shared);
            thread::Builder::new()
                .name("kono-net-accept".into())
                .spawn(move || accept_loop(&listener, &shared))?;
        }
        Ok(Host { shared, addrs })
    }

    /// The port listened on.
    pub fn port(&self) -> u16 {
        self.addrs.first().map_or(0, SocketAddr::port)
    }

    /// The addresses listened on.
    pub fn addrs(&self) -> &[SocketAddr] {
        &self.addrs
    }

    /// The join code.
    pub fn code(&self) -> Code {
        self.shared.code
    }

    /// How many addresses the table of wrong codes holds now (each is
    /// forgotten a [`Limits::ban_window`] after its last wrong code).
    pub fn watched(&self) -> usize {
        self.shared.gate.watched()
    }

    /// Whether a joiner has the seat now.
    pub fn seated(&self) -> bool {
        lock(&self.shared.seat).is_some()
    }
}

impl Drop for Host {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::SeqCst);
        // Wake each accepting thread with a connection of our own.
        for addr in &self.addrs {
            let ip = match addr.ip() {
                IpAddr::V4(ip) if ip.is_unspecified() => IpAddr::V4(Ipv4Addr::LOCALHOST),
                IpAddr::V6(ip) if ip.is_unspecified() => IpAddr::V6(Ipv6Addr::LOCALHOST),
                ip => ip,
            };
            let _ = TcpStream::connect_timeout(
                &SocketAddr::new(ip, addr.port()),
                Duration::from_secs(1),
            );
        }
    }
}

/// The listeners for `bind` and `port`: all interfaces means an IPv6
/// listener (which takes IPv4 too where the system allows) and an IPv4 one
/// where it does not, or IPv4 alone on a machine without IPv6.
fn bind(bind: Option<IpAddr>, port: u16) -> Result<Vec<TcpListener>, NetError> {
    let listen = |addr: SocketAddr| {
        TcpListener::bind(addr).map_err(|error| match error.kind() {
            io::ErrorKind::AddrInUse => NetError::PortInUse(port),
            _ => NetError::Listen { addr, error },
        })
    };
    if let Some(ip) = bind {
        return Ok(vec![listen(SocketAddr::new(ip, port))?]);
    }
    let any4 = IpAddr::V4(Ipv4Addr::UNSPECIFIED);
    match listen(SocketAddr::new(IpAddr::V6(Ipv6Addr::UNSPECIFIED), port)) {
        Ok(v6) => {
            let port = v6.local_addr()?.port();
            // Where the IPv6 listener already takes IPv4, this one's port is taken.
            match TcpListener::bind(SocketAddr::new(any4, port)) {
                Ok(v4) => Ok(vec![v6, v4]),
                Err(_) => Ok(vec![v6]),
            }
        }
        Err(NetError::PortInUse(p)) => Err(NetError::PortInUse(p)),
        Err(_) => Ok(vec![listen(SocketAddr::new(any4, port))?]),
    }
}

fn accept_loop(listener: &TcpListener, shared: &Arc<Shared>) {
    for stream in listener.incoming() {
        if shared.stop.load(Ordering::SeqCst) {
            return;
        }
        let Ok(stream) = stream else {
            // Out of descriptors, say: give the system a moment.
            thread::sleep(Duration::from_millis(100));
            continue;
        };
        let Ok(from) = stream.peer_addr() else {
            continue;
        };
        if shared.gate.banned(from.ip()) {
            refuse(shared, &stream, from, &HostRefusal::WrongCodes);
            continue;
        }
        let Some(place) = shared.room.enter(from.ip(), &stream) else {
            refuse(shared, &stream, from, &HostRefusal::Busy);
            continue;
        };
        let handshaking = Arc::clone(shared);
        let spawned = thread::Builder::new()
            .name("kono-net-handshake".into())
            .spawn(move || {
                handshake(&handshaking, stream, from, place);
            });
        if spawned.is_err() {
            let _ = shared.room.leave(place);
        }
    }
}

/// Sends `KONO/2 REFUSED <reason>` and closes; tells the game.
fn refuse(shared: &Shared, stream: &TcpStream, from: SocketAddr, reason: &HostRefusal) {
    let text = Text::lossy_or(&reason.to_string(), "refused");
    let _ = conn::write_now(stream, &Message::Refused(text), Duration::from_secs(1));
    let _ = stream.shutdown(std::net::Shutdown::Both);
    (shared.sink)(NetNews::Refused {
        from,
        reason: reason.clone(),
    });
}

impl Shared {
    /// Takes the seat for `conn` if it is free.
    fn take_seat(&self, conn: ConnId) -> bool {
        let mut seat = lock(&self.seat);
        if seat.is_some() {
            return false;
        }
        *seat = Some(conn);
        true
    }
}

/// One connection's handshake, waiting at `place`; a joiner that passes
/// takes the seat. While someone is guessing codes, each answer waits
/// [`Limits::guess_pause`] (the right code's too, which is then seated):
/// the room's size bounds the guesses a second.
fn handshake(shared: &Arc<Shared>, stream: TcpStream, from: SocketAddr, place: Place) {
    let _ = stream.set_nodelay(true);
    let Ok(clone) = stream.try_clone() else {
        shared.room.leave(place);
        return;
    };
    let mut reader = LineReader::new(clone);
    let first = reader.read_line(Instant::now() + shared.limits.handshake);
    let guessing = first.is_ok() && shared.gate.guessing();
    if guessing {
        thread::sleep(shared.limits.guess_pause);
    }
    if !shared.room.leave(place) {
        // Closed to make room for a newcomer.
        return;
    }
    let line = match first {
        Ok(line) => line,
        Err(LineError::Timeout) => {
            let reason = HostRefusal::Silent(seconds(shared.limits.handshake));
            return refuse(shared, &stream, from, &reason);
        }
        Err(LineError::Closed | LineError::Io(_)) => {
            let _ = stream.shutdown(std::net::Shutdown::Both);
            (shared.sink)(NetNews::Refused {
                from,
                reason: HostRefusal::Closed,
            });
            return;
        }
        Err(LineError::Bad(_)) => return refuse(shared, &stream, from, &HostRefusal::NotKono),
    };
    // The code is the third word; a join with the right code and a bad
    // name is no wrong code.
    let code_word = line
        .strip_prefix(&format!("{VERSION} JOIN "))
        .map(|rest| rest.split(' ').next());
    let right_code = code_word.flatten() == Some(shared.code.to_string().as_str());
    let reason = match Message::parse(&line) {
        Ok(Message::Join { name, .. }) if right_code => {
            return seat(shared, reader, &stream, from, name);
        }
        Err(ProtocolError::Version(_)) => HostRefusal::Version,
        Ok(Message::Join { .. })
        | Err(ProtocolError::Bad {
            message: "JOIN", ..
        }) if !right_code => {
            shared.gate.count_wrong(from.ip());
            if guessing {
                HostRefusal::Guessing
            } else {
                HostRefusal::WrongCode
            }
        }
        Ok(_) | Err(_) => HostRefusal::NotKono,
    };
    refuse(shared, &stream, from, &reason);
}

/// A time for a message: "10 s", "0.3 s".
pub(crate) fn seconds(time: Duration) -> String {
    format!("{} s", time.as_secs_f64())
}

/// Seats a joiner that gave the right code, or refuses it if the seat is taken.
fn seat(
    shared: &Arc<Shared>,
    reader: LineReader,
    stream: &TcpStream,
    from: SocketAddr,
    name: Option<super::words::Name>,
) {
    // The id is the peer's, known only once seated; a placeholder holds the seat.
    const TAKING: ConnId = 0;
    if !shared.take_seat(TAKING) {
        refuse(shared, stream, from, &HostRefusal::InProgress);
        return;
    }
    let freeing = Arc::clone(shared);
    let on_end = Box::new(move || *lock(&freeing.seat) = None);
    let announce = |peer: &super::Peer| {
        {
            let mut seat = lock(&shared.seat);
            if *seat == Some(TAKING) {
                *seat = Some(peer.id());
            }
        }
        (shared.sink)(NetNews::Joined {
            peer: peer.clone(),
            name,
        });
    };
    match conn::seat(
        reader,
        shared.limits,
        Arc::clone(&shared.sink),
        announce,
        on_end,
    ) {
        Ok(_) => {}
        Err(_) => {
            *lock(&shared.seat) = None;
            let _ = stream.shutdown(std::net::Shutdown::Both);
        }
    }
}
