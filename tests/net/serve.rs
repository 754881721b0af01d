//! `kono serve` over SSH, with a russh client in the test (no system
//! `ssh`), on the loopback only: two accounts play a rated game seeked
//! and taken in the lobby while a guest watches; a taken name is offered
//! to another key with a number; `exec` is refused. Every wait is bounded.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

use kono::serve::{Limits, ServeConfig, listen};
use russh::ChannelMsg;
use russh::client::{self, Handle, KeyboardInteractiveAuthResponse};
use russh::keys::{Algorithm, PrivateKey, PrivateKeyWithHashAlg};
use tokio::runtime::Runtime;

/// The longest a screen may take to show what a test waits for: only a
/// bound on a failing test, never a measure of speed.
pub(super) const PATIENCE: Duration = Duration::from_secs(30);

fn nz(n: u16) -> std::num::NonZeroU16 {
    std::num::NonZeroU16::new(n).unwrap()
}

/// A client that takes any host key (the test made the server).
pub(super) struct Trusting;

impl client::Handler for Trusting {
    type Error = russh::Error;

    async fn check_server_key(
        &mut self,
        _key: &russh::keys::PublicKeyOrCertificate,
    ) -> Result<bool, Self::Error> {
        Ok(true)
    }
}

/// A server on the loopback, its data in a folder of its own.
pub(super) struct Server {
    pub(super) runtime: Runtime,
    pub(super) at: SocketAddr,
    pub(super) data: tempfile::TempDir,
    pub(super) bans: Arc<kono::serve::bans::Bans>,
}

impl Server {
    pub(super) fn start() -> Server {
        Server::with(Limits::default(), |_| {})
    }

    /// A server under `limits`, its data folder first made ready by `ready`.
    pub(super) fn with(limits: Limits, ready: impl FnOnce(&std::path::Path)) -> Server {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .unwrap();
        let data = tempfile::tempdir().unwrap();
        ready(data.path());
        let mut config = ServeConfig::new(
            Some("127.0.0.1".parse().unwrap()),
            0,
            data.path().to_path_buf(),
        );
        config.limits = limits;
        let listening = runtime.block_on(listen(&config)).unwrap();
        let at = listening.address;
        let bans = listening.bans();
        runtime.spawn(listening.run());
        Server {
            runtime,
            at,
            data,
            bans,
        }
    }

    /// A connection as `user`, with `key` or as a guest (a handle is a
    /// future of the connection's end, returned as it is).
    #[allow(clippy::async_yields_async)]
    pub(super) fn connect(&self, user: &str, key: Option<&PrivateKey>) -> Handle<Trusting> {
        self.runtime.block_on(async {
            let config = Arc::new(client::Config::default());
            let mut handle = client::connect(config, self.at, Trusting).await.unwrap();
            match key {
                Some(key) => {
                    let key = PrivateKeyWithHashAlg::new(Arc::new(key.clone()), None);
                    let auth = handle.authenticate_publickey(user, key).await.unwrap();
                    assert!(auth.success(), "the key was refused");
                }
                None => {
                    let mut answer = handle
                        .authenticate_keyboard_interactive_start(user, None)
                        .await
                        .unwrap();
                    for _ in 0..3 {
                        match answer {
                            KeyboardInteractiveAuthResponse::Success => break,
                            KeyboardInteractiveAuthResponse::InfoRequest { .. } => {
                                answer = handle
                                    .authenticate_keyboard_interactive_respond(Vec::new())
                                    .await
                                    .unwrap();
                            }
                            KeyboardInteractiveAuthResponse::Failure { .. } => {
                                panic!("a guest was refused")
                            }
                        }
                    }
                    assert!(matches!(answer, KeyboardInteractiveAuthResponse::Success));
                }
            }
            handle
        })
    }

    /// `name` connected with a key of its own, its terminal in the lobby.
    pub(super) fn arrive(&self, name: &str) -> (Handle<Trusting>, Terminal) {
        let link = self.connect(name, Some(&key()));
        let mut screen = self.terminal(&link);
        screen.wait_text(&format!("kono serve — {name}"));
        (link, screen)
    }

    /// A terminal of 100 × 34 on a shell of the connection `handle`.
    pub(super) fn terminal(&self, handle: &Handle<Trusting>) -> Terminal {
        self.terminal_sized(handle, (100, 34))
    }

    /// A terminal of `size` (columns, rows) on a shell of the connection
    /// `handle`.
    pub(super) fn terminal_sized(&self, handle: &Handle<Trusting>, size: (u16, u16)) -> Terminal {
        let (columns, rows) = size;
        let mut opened = Instant::now();
        let (out_tx, output) = mpsc::channel();
        let (keys, mut keys_rx) = tokio::sync::mpsc::unbounded_channel::<Vec<u8>>();
        self.runtime.block_on(async {
            let channel = handle.channel_open_session().await.unwrap();
            channel
                .request_pty(true, "xterm", columns.into(), rows.into(), 0, 0, &[])
                .await
                .unwrap();
            opened = Instant::now();
            channel.request_shell(true).await.unwrap();
            let (mut read, write) = channel.split();
            self.runtime.spawn(async move {
                while let Some(msg) = read.wait().await {
                    if let ChannelMsg::Data { data } = msg
                        && out_tx.send(data.to_vec()).is_err()
                    {
                        return;
                    }
                }
            });
            self.runtime.spawn(async move {
                while let Some(bytes) = keys_rx.recv().await {
                    if write.data_bytes(bytes).await.is_err() {
                        return;
                    }
                }
            });
        });
        Terminal {
            keys,
            output,
            screen: vt100::Parser::new(nz(rows), nz(columns), 0),
            opened,
        }
    }
}

/// A client's terminal: its keyboard and its screen.
pub(super) struct Terminal {
    keys: tokio::sync::mpsc::UnboundedSender<Vec<u8>>,
    output: Receiver<Vec<u8>>,
    screen: vt100::Parser,
    /// When the shell was asked for.
    opened: Instant,
}

impl Terminal {
    pub(super) fn type_bytes(&self, bytes: &[u8]) {
        self.keys.send(bytes.to_vec()).unwrap();
    }

    /// The time since the shell was asked for.
    pub(super) fn since_opened(&self) -> Duration {
        self.opened.elapsed()
    }

    /// Takes in what has come so far, types `bytes`, and waits at most
    /// `within` for the next output: the time it took, if it came.
    pub(super) fn key_to_frame(&mut self, bytes: &[u8], within: Duration) -> Option<Duration> {
        while let Ok(bytes) = self.output.try_recv() {
            self.screen.process(&bytes);
        }
        let sent = Instant::now();
        self.type_bytes(bytes);
        let bytes = self.output.recv_timeout(within).ok()?;
        let took = sent.elapsed();
        self.screen.process(&bytes);
        Some(took)
    }

    /// Types `bytes`, then waits until the screen shows `text`.
    pub(super) fn type_then(&mut self, bytes: &[u8], text: &str) {
        self.type_bytes(bytes);
        self.wait_text(text);
    }

    pub(super) fn text(&self) -> String {
        self.screen.screen().contents()
    }

    pub(super) fn wait_text(&mut self, text: &str) {
        self.wait_until(text, |screen| screen.contains(text));
    }

    /// Waits until the server closes the channel.
    pub(super) fn wait_closed(&mut self) {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.output.recv_timeout(left) {
                Ok(bytes) => self.screen.process(&bytes),
                Err(mpsc::RecvTimeoutError::Disconnected) => return,
                Err(mpsc::RecvTimeoutError::Timeout) => {
                    panic!("the channel was never closed:\n{}", self.text())
                }
            }
        }
    }

    /// Waits until the screen is `done`, `what` naming it.
    pub(super) fn wait_until(&mut self, what: &str, done: impl Fn(&str) -> bool) {
        let deadline = Instant::now() + PATIENCE;
        while !done(&self.text()) {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.output.recv_timeout(left) {
                Ok(bytes) => self.screen.process(&bytes),
                Err(_) => panic!("the screen never showed {what}:\n{}", self.text()),
            }
        }
    }
}

pub(super) fn key() -> PrivateKey {
    PrivateKey::random(&mut rand::rng(), Algorithm::Ed25519).unwrap()
}

/// The moves of the record `dir` holds alone.
pub(super) fn record_in(dir: &std::path::Path) -> String {
    let games: Vec<_> = std::fs::read_dir(dir.join("games"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "kono"))
        .collect();
    assert_eq!(games.len(), 1, "{games:?}");
    let (game, _tags) = kono::store::load(&games[0]).unwrap();
    let moves: Vec<String> = game.moves().map(|m| m.to_string()).collect();
    format!("{} {:?}", moves.join(" "), game.outcome())
}

#[test]
fn a_seek_taken_is_played_to_the_end_watched_saved_and_rated() {
    let server = Server::start();
    let (alice_key, bob_key) = (key(), key());
    let alice_link = server.connect("alice", Some(&alice_key));
    let mut alice = server.terminal(&alice_link);
    alice.wait_text("kono serve — alice (1500?)");
    // The lobby opens on five-field: `g` chooses four-field.
    alice.type_bytes(b"gc");
    alice.wait_text("> alice  four-field  no clock  rated");

    let bob_link = server.connect("bob", Some(&bob_key));
    let mut bob = server.terminal(&bob_link);
    // Bob's cursor is on the players first: alice, then her seek.
    bob.wait_text("alice  four-field  no clock  rated");
    bob.type_bytes(b"\x1b[B");
    bob.wait_text("> alice  four-field  no clock  rated");
    bob.type_bytes(b"\r");
    bob.wait_text("Link    connected");
    alice.wait_text("joined: the game is on");

    let guest_link = server.connect("carol", None);
    let mut guest = server.terminal(&guest_link);
    guest.wait_text("alice – bob  four-field");
    guest.type_bytes(b"\x1b[B\x1b[B");
    guest.wait_text("> alice – bob  four-field");
    guest.type_bytes(b"\r");
    guest.wait_text("Watching alice – bob");

    let alice_black = alice.text().contains("Black: alice (you)");
    play_and_resign(&mut alice, &mut bob, alice_black, Some(&mut guest));
    // Once the record is there, the spectator's title names Black first;
    // the resignation, which plays no move, is seen too.
    guest.wait_text(match alice_black {
        true => "Watching alice – bob",
        false => "Watching bob – alice",
    });
    guest.wait_text("resigned");
    let accounts = server.data.path().join("accounts");
    let (ours, theirs) = (
        record_in(&accounts.join("alice")),
        record_in(&accounts.join("bob")),
    );
    assert_eq!(ours, theirs);
    assert!(ours.starts_with("a1xa3 Some("), "{ours}");
    let deadline = Instant::now() + PATIENCE;
    let ratings = server.data.path().join("server/ratings.json");
    while !ratings.exists() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
    }
    let table: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&ratings).unwrap()).unwrap();
    let four = &table["four"];
    let (winner, loser) = if alice_black {
        ("alice", "bob")
    } else {
        ("bob", "alice")
    };
    assert!(four[winner]["rating"].as_f64().unwrap() > 1500.0, "{table}");
    assert!(four[loser]["rating"].as_f64().unwrap() < 1500.0, "{table}");
    assert_eq!(four[winner]["games"], 1);
    assert!(
        !four
            .as_object()
            .unwrap()
            .keys()
            .any(|k| k.starts_with("guest"))
    );
    let kept = std::fs::read_dir(server.data.path().join("server/games"))
        .unwrap()
        .count();
    assert_eq!(kept, 1);
}

#[test]
fn a_taken_name_is_offered_with_a_number_to_another_key_and_exec_is_refused() {
    let server = Server::start();
    let first = server.connect("dana", Some(&key()));
    let mut dana = server.terminal(&first);
    dana.wait_text("kono serve — dana");
    let other = server.connect("dana", Some(&key()));
    let mut intruder = server.terminal(&other);
    intruder.wait_text("belongs to another key");
    intruder.type_then(b"\r", "kono serve — dana2");

    let third = server.connect("erin", Some(&key()));
    let failed = server.runtime.block_on(async {
        let channel = third.channel_open_session().await.unwrap();
        channel.exec(true, "ls").await.unwrap();
        let mut channel = channel;
        for _ in 0..8 {
            match tokio::time::timeout(PATIENCE, channel.wait()).await {
                Ok(Some(ChannelMsg::Failure)) => return true,
                Ok(Some(ChannelMsg::Success)) | Ok(None) | Err(_) => return false,
                Ok(Some(_)) => {}
            }
        }
        false
    });
    assert!(failed, "exec was not refused");
}

/// The seated players `one` and `two` (`one_black`: `one` plays Black)
/// play a game: Black takes a3 from a1, White resigns, and both go back
/// to the lobby; a spectator sees the move.
pub(super) fn play_and_resign(
    one: &mut Terminal,
    two: &mut Terminal,
    one_black: bool,
    spectator: Option<&mut Terminal>,
) {
    let (black, white) = if one_black {
        (&mut *one, &mut *two)
    } else {
        (&mut *two, &mut *one)
    };
    black.type_bytes(b"\r");
    black.type_bytes(b"\x1b[A\x1b[A\r");
    black.wait_text("1. a1xa3");
    white.wait_text("1. a1xa3");
    if let Some(spectator) = spectator {
        spectator.wait_text("1. a1xa3");
    }
    white.type_bytes(b"R");
    white.wait_text("are you sure?");
    white.type_bytes(b"y");
    white.wait_text("wins");
    black.wait_text("wins");
    // Both leave the game screen for the lobby: the host's session keeps
    // the record and rates the game.
    for player in [black, white] {
        player.type_bytes(b"q");
        player.wait_text("Players here");
    }
}

#[test]
fn guests_play_unrated() {
    let server = Server::start();
    let first = server.connect("x", None);
    let mut one = server.terminal(&first);
    one.wait_text("(guest)");
    one.type_bytes(b"gc");
    one.wait_text("four-field  no clock  unrated");
    // A guest cannot open a rated game.
    one.type_bytes(b"r");
    one.type_bytes(b"c");
    one.wait_text("Guests play unrated games only.");
    let second = server.connect("y", None);
    let mut two = server.terminal(&second);
    two.wait_text("four-field  no clock  unrated");
    two.type_bytes(b"\x1b[B");
    two.wait_until("the seek chosen", |screen| {
        screen
            .lines()
            .any(|l| l.starts_with("> guest-") && l.contains("four-field"))
    });
    two.type_bytes(b"\r");
    two.wait_text("Link    connected");
    one.wait_text("joined: the game is on");
    let one_black = one
        .text()
        .lines()
        .any(|l| l.contains("● Black:") && l.contains("(you)"));
    play_and_resign(&mut one, &mut two, one_black, None);
    let kept = std::fs::read_dir(server.data.path().join("server/games"))
        .unwrap()
        .count();
    assert_eq!(kept, 1);
    assert!(!server.data.path().join("server/ratings.json").exists());
}

/// Two players seated in a rated four-field game (`clock`: the clock `t`
/// chooses, pressed so many times), seeked by the first and taken by the
/// second.
pub(super) struct Pair {
    pub(super) keys: (PrivateKey, PrivateKey),
    pub(super) links: (Handle<Trusting>, Handle<Trusting>),
    pub(super) terminals: (Terminal, Terminal),
    /// The first (the host) plays Black.
    pub(super) first_black: bool,
}

impl Pair {
    pub(super) fn seat(server: &Server, names: (&str, &str), clock: usize) -> Pair {
        let keys = (key(), key());
        let first_link = server.connect(names.0, Some(&keys.0));
        let mut first = server.terminal(&first_link);
        first.wait_text(&format!("kono serve — {}", names.0));
        first.type_bytes(b"g");
        first.type_bytes(&b"t".repeat(clock));
        first.type_bytes(b"c");
        first.wait_text(&format!("{}  four-field", names.0));
        let second_link = server.connect(names.1, Some(&keys.1));
        let mut second = server.terminal(&second_link);
        second.wait_text(&format!("{}  four-field", names.0));
        second.type_bytes(b"\x1b[B");
        second.wait_text(&format!("> {}  four-field", names.0));
        second.type_bytes(b"\r");
        second.wait_text("Link    connected");
        first.wait_text("joined: the game is on");
        let first_black = first.text().contains(&format!("Black: {} (you)", names.0));
        Pair {
            keys,
            links: (first_link, second_link),
            terminals: (first, second),
            first_black,
        }
    }
}
