//! The test's players: a raw scripted peer that writes whatever it is told
//! (on loopback only), and rigs that play a kono side through the library
//! as the game screen would.

use std::io::{BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use kono::net::{
    Closed, Code, GameId, Host, HostConfig, Joined, Limits, Message, NetNews, Peer, Session, sink,
};
use kono::rules::{Color, Game, Position, RuleOptions, Variant};

/// How long a test waits for anything that should happen.
pub const PATIENCE: Duration = Duration::from_secs(10);

pub const CODE: &str = "ABC234";

pub fn code() -> Code {
    CODE.parse().unwrap()
}

/// Short times, so the tests run fast; the ping and the loss far off
/// unless a test wants them.
pub fn limits() -> Limits {
    Limits {
        handshake: Duration::from_millis(400),
        ping_after: Duration::from_secs(30),
        lost_after: Duration::from_secs(30),
        ban_for: Duration::from_millis(600),
        ..Limits::default()
    }
}

/// A peer that speaks whatever the test writes.
pub struct Raw {
    stream: TcpStream,
    reader: BufReader<TcpStream>,
}

impl Raw {
    pub fn connect(addr: SocketAddr) -> Raw {
        let stream = TcpStream::connect_timeout(&addr, PATIENCE).unwrap();
        stream.set_read_timeout(Some(PATIENCE)).unwrap();
        let reader = BufReader::new(stream.try_clone().unwrap());
        Raw { stream, reader }
    }

    pub fn from_stream(stream: TcpStream) -> Raw {
        stream.set_read_timeout(Some(PATIENCE)).unwrap();
        let reader = BufReader::new(stream.try_clone().unwrap());
        Raw { stream, reader }
    }

    pub fn send(&mut self, line: &str) {
        self.send_bytes(format!("{line}\n").as_bytes());
    }

    pub fn send_bytes(&mut self, bytes: &[u8]) {
        // The other side may already have closed: what it said is checked.
        let _ = self.try_send_bytes(bytes);
    }

    /// Writes `bytes`: whether all of them went before the other side closed.
    pub fn try_send_bytes(&mut self, bytes: &[u8]) -> bool {
        self.stream.write_all(bytes).is_ok()
    }

    /// The next line, or `None` at the end of the connection.
    pub fn line(&mut self) -> Option<String> {
        let mut line = String::new();
        match self.reader.read_line(&mut line) {
            Ok(0) | Err(_) => None,
            Ok(_) => Some(line.trim_end_matches('\n').to_string()),
        }
    }

    /// The next line that is not a `PING` (each one answered).
    pub fn line_answering_pings(&mut self) -> Option<String> {
        loop {
            match self.line()? {
                ping if ping == "PING" => self.send("PONG"),
                line => return Some(line),
            }
        }
    }

    /// Whether the other side closes the connection (within [`PATIENCE`]).
    pub fn closes(&mut self) -> bool {
        let deadline = Instant::now() + PATIENCE;
        while Instant::now() < deadline {
            match self.line() {
                None => return true,
                Some(line) if line == "PING" => {}
                Some(line) => panic!("`{line}` where the end of the connection was expected"),
            }
        }
        false
    }

    /// Connects and sends `KONO/2 JOIN <code> Tester`.
    pub fn knock(addr: SocketAddr, code: &str) -> Raw {
        let mut raw = Raw::connect(addr);
        raw.send(&format!("KONO/2 JOIN {code} Tester"));
        raw
    }

    /// The host's answer: a refusal, or its opening up to its READY.
    pub fn opening(&mut self) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let line = self.line().expect("the host's answer");
            let last = line == "READY";
            lines.push(line);
            if last || lines[0].starts_with("KONO/2 REFUSED") {
                return lines;
            }
        }
    }

    /// Joins with `code` where the host refuses without the game's help.
    pub fn refused(addr: SocketAddr, code: &str) -> Vec<String> {
        Raw::knock(addr, code).opening()
    }
}

pub fn four_field_game() -> Game {
    Game::new(
        Position::start(Variant::Four, Color::Black),
        RuleOptions::default(),
    )
    .unwrap()
}

/// The next news on `rx`, waited for with patience.
fn next_news(rx: &Receiver<NetNews>) -> NetNews {
    rx.recv_timeout(PATIENCE).expect("news from the network")
}

/// Answers `msg` as the game screen does: the session's reply sent to
/// `peer`, or, for a violation, the connection closed with its message.
fn answer(session: &mut Session, peer: &Peer, msg: &Message) {
    match session.receive(msg.clone()) {
        Ok(reply) => peer.send_all(reply.send),
        Err(violation) => peer.close(Some(violation.message())),
    }
}

/// The host's side as the game screen runs it.
pub struct HostRig {
    pub host: Host,
    pub rx: Receiver<NetNews>,
    pub session: Session,
    pub id: GameId,
    pub peer: Option<Peer>,
}

impl HostRig {
    pub fn new(game: Game, side: Color, limits: Limits) -> HostRig {
        let (tx, rx) = mpsc::channel();
        let config = HostConfig {
            bind: Some("127.0.0.1".parse().unwrap()),
            port: 0,
            code: code(),
            limits,
        };
        let host = Host::listen(&config, sink(tx)).unwrap();
        HostRig {
            host,
            rx,
            session: Session::new(game, side),
            id: GameId::new(code(), side),
            peer: None,
        }
    }

    pub fn addr(&self) -> SocketAddr {
        self.host.addrs()[0]
    }

    pub fn news(&self) -> NetNews {
        next_news(&self.rx)
    }

    /// Handles the next news as the game screen does, and returns it.
    pub fn pump(&mut self) -> NetNews {
        let news = self.news();
        match &news {
            NetNews::Joined { peer, .. } => {
                peer.send_all(self.session.opening(&self.id, None));
                self.peer = Some(peer.clone());
            }
            NetNews::Message { conn, msg, .. } => {
                let peer = self.peer.clone().expect("a seated peer");
                assert_eq!(*conn, peer.id());
                answer(&mut self.session, &peer, msg);
            }
            NetNews::Closed { conn, .. } => {
                if self.peer.as_ref().is_some_and(|p| p.id() == *conn) {
                    self.peer = None;
                }
            }
            NetNews::Refused { .. } | NetNews::Rejoined(_) | NetNews::RejoinFailed(_) => {}
        }
        news
    }

    /// The reason of the next news, which must be a refusal.
    pub fn refusal(&mut self) -> String {
        match self.pump() {
            NetNews::Refused { reason, .. } => reason.to_string(),
            other => panic!("{other:?} where a refusal was expected"),
        }
    }

    /// A raw joiner seated: knocks, lets the host welcome it, reads the opening.
    pub fn seat_raw(&mut self) -> (Raw, Vec<String>) {
        let mut raw = Raw::knock(self.addr(), CODE);
        assert!(matches!(self.pump(), NetNews::Joined { .. }));
        let opening = raw.opening();
        (raw, opening)
    }

    /// Our joiner seated: it joins on a thread while the host welcomes it.
    pub fn seat_joiner(&mut self, limits: Limits) -> JoinRig {
        let addr = self.addr();
        let joining = std::thread::spawn(move || JoinRig::join(addr, limits));
        assert!(matches!(self.pump(), NetNews::Joined { .. }));
        joining.join().unwrap()
    }

    /// Pumps until the seated peer's connection ends; returns why.
    pub fn until_closed(&mut self) -> Closed {
        loop {
            if let NetNews::Closed { why, .. } = self.pump() {
                return why;
            }
        }
    }
}

/// The joiner's side as the game screen runs it.
pub struct JoinRig {
    pub joined: Joined,
    pub rx: Receiver<NetNews>,
    pub session: Session,
}

impl JoinRig {
    pub fn join(addr: SocketAddr, limits: Limits) -> JoinRig {
        let (tx, rx) = mpsc::channel();
        let joined = kono::net::join(
            &addr.to_string(),
            code(),
            Some("Jiho".parse().unwrap()),
            limits,
            sink(tx),
        )
        .unwrap();
        let session = Session::new(joined.game.clone(), joined.welcome.joiner);
        JoinRig {
            joined,
            rx,
            session,
        }
    }

    pub fn news(&self) -> NetNews {
        next_news(&self.rx)
    }

    /// Handles the next news as the game screen does, and returns it.
    pub fn pump(&mut self) -> NetNews {
        let news = self.news();
        if let NetNews::Message { msg, .. } = &news {
            answer(&mut self.session, &self.joined.peer, msg);
        }
        news
    }
}
