//! SERVE.md's measures (a benchmark, not a test: `#[ignore]`d, run with
//! `cargo test --release --test net serve_bench -- --ignored
//! --nocapture`). The server runs in this process on the loopback, its
//! clients too:
//! - 100 idle sessions in the lobby: the process's resident memory before
//!   and after (no solved table is loaded by the lobby; the clients'
//!   own memory is counted with the server's, so it is an upper bound);
//! - 50 sessions in 25 games, each game moving every second for about
//!   20 s: the time from a key sent to the first bytes of the frame that
//!   answers it, p50 and p99;
//! - connecting to the lobby: from the shell asked for (after the SSH
//!   handshake) to the lobby shown.

use std::sync::mpsc;
use std::time::{Duration, Instant};

use kono::rules::{Color, Game, Position, RuleOptions, Variant};
use kono::serve::Limits;

use super::serve::{Server, Terminal, key};

/// The idle sessions.
const IDLE: usize = 100;
/// The games played at once.
const GAMES: usize = 25;
/// The moves each game plays, one a second.
const PLAYING: usize = 20;
/// The longest a frame may take to come before it counts as missing.
const FRAME_WITHIN: Duration = Duration::from_secs(5);

/// This process's resident memory, in KiB.
fn rss_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let line = status.lines().find(|l| l.starts_with("VmRSS:")).unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

/// The `p`th percentile of the sorted `times`.
fn percentile(times: &[Duration], p: usize) -> Duration {
    times[(times.len() * p / 100).min(times.len() - 1)]
}

fn shown(what: &str, times: &mut [Duration]) {
    times.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{what}: {} samples, p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms",
        times.len(),
        ms(percentile(times, 50)),
        ms(percentile(times, 99)),
        ms(*times.last().unwrap())
    );
}

/// A game's two terminals, the first Black or not, and the game as the
/// clients keep it.
struct Table {
    black: Terminal,
    white: Terminal,
    game: Game,
}

/// Two accounts seated in a four-field game on terminals of 100 × 200
/// (so that the lobby's whole list shows): the first seeks, the second
/// goes down the list to the seek and takes it.
fn seat(
    server: &Server,
    at: usize,
    links: &mut Vec<russh::client::Handle<super::serve::Trusting>>,
) -> Table {
    let size = (100, 200);
    let names = (format!("ann{at}"), format!("ben{at}"));
    let first_link = server.connect(&names.0, Some(&key()));
    let mut first = server.terminal_sized(&first_link, size);
    first.wait_text("Players here");
    first.type_then(b"gc", &format!("{}  four-field", names.0));
    let second_link = server.connect(&names.1, Some(&key()));
    let mut second = server.terminal_sized(&second_link, size);
    let wanted = format!("> {}  four-field", names.0);
    second.wait_text(&format!("{}  four-field", names.0));
    for _ in 0..4 * GAMES {
        if second.text().contains(&wanted) {
            break;
        }
        second.key_to_frame(b"\x1b[B", FRAME_WITHIN);
    }
    second.type_then(b"\r", "Link    connected");
    first.wait_text("joined: the game is on");
    let first_black = first.text().contains(&format!("Black: {} (you)", names.0));
    links.push(first_link);
    links.push(second_link);
    let (black, white) = if first_black {
        (first, second)
    } else {
        (second, first)
    };
    let game = Game::new(
        Position::start(Variant::Four, Color::Black),
        RuleOptions::default(),
    )
    .unwrap();
    Table { black, white, game }
}

/// Plays [`PLAYING`] moves of `table`, a move a second, typing each move
/// (`:`, its notation, Enter): every key's time to its frame, and
/// whether the key was the Enter that plays the move.
fn play(mut table: Table, start: Instant) -> Vec<(bool, Duration)> {
    let mut times = Vec::new();
    let mut rng = fastrand::Rng::with_seed(7);
    let mut next = start;
    for _ in 0..PLAYING {
        if table.game.outcome().is_some() {
            break;
        }
        std::thread::sleep(next.saturating_duration_since(Instant::now()));
        next += Duration::from_secs(1);
        let moves: Vec<_> = table.game.legal_moves().into_iter().collect();
        let quiet: Vec<_> = moves.iter().copied().filter(|m| !m.is_capture()).collect();
        let from = if quiet.is_empty() { &moves } else { &quiet };
        let Some(mv) = from.get(rng.usize(..from.len().max(1))).copied() else {
            break;
        };
        let (mover, other) = if table.game.position().to_move() == Color::Black {
            (&mut table.black, &mut table.white)
        } else {
            (&mut table.white, &mut table.black)
        };
        let typed = format!(":{mv}\r");
        for byte in typed.as_bytes() {
            let took = mover.key_to_frame(&[*byte], FRAME_WITHIN);
            times.extend(took.map(|t| (*byte == b'\r', t)));
        }
        table.game.play(mv).unwrap();
        let count = table.game.ply_count();
        let seen = format!("{}. ", count.div_ceil(2));
        other.wait_until("the move", |screen| {
            screen.contains(&mv.to_string()) && screen.contains(&seen)
        });
    }
    times
}

#[test]
#[ignore = "a benchmark: run it with --ignored --nocapture"]
fn serve_bench() {
    let limits = Limits {
        sessions: 1000,
        per_address: 1000,
        unauthenticated: 64,
        attempts: 100_000,
        ..Limits::default()
    };
    let server = Server::with(limits, |_| {});
    // One session first, so that what every session shares is made.
    let link = server.connect("warm", None);
    let mut warm = server.terminal_sized(&link, (80, 24));
    warm.wait_text("Players here");
    drop((warm, link));
    std::thread::sleep(Duration::from_secs(1));

    let before = rss_kib();
    let mut connects = Vec::new();
    let mut idle = Vec::new();
    for _ in 0..IDLE {
        let link = server.connect("idle", None);
        let mut screen = server.terminal_sized(&link, (80, 24));
        screen.wait_text("Players here");
        connects.push(screen.since_opened());
        idle.push((link, screen));
    }
    std::thread::sleep(Duration::from_secs(3));
    let after = rss_kib();
    println!(
        "{IDLE} idle lobby sessions: resident memory {:.1} MiB before, {:.1} MiB after: {:.1} MiB for them ({:.0} KiB a session, clients included)",
        before as f64 / 1024.0,
        after as f64 / 1024.0,
        (after - before) as f64 / 1024.0,
        (after - before) as f64 / IDLE as f64
    );
    shown(
        "shell asked for to lobby shown (idle sessions)",
        &mut connects,
    );
    drop(idle);
    std::thread::sleep(Duration::from_secs(3));

    let mut links = Vec::new();
    let tables: Vec<Table> = (0..GAMES).map(|at| seat(&server, at, &mut links)).collect();
    let start = Instant::now();
    let (tx, rx) = mpsc::channel();
    let players: Vec<_> = tables
        .into_iter()
        .map(|table| {
            let tx = tx.clone();
            std::thread::spawn(move || tx.send(play(table, start)).unwrap())
        })
        .collect();
    drop(tx);
    let keys: Vec<(bool, Duration)> = rx.iter().flatten().collect();
    for player in players {
        player.join().unwrap();
    }
    println!(
        "{} sessions in {GAMES} games, a move a second for {:.0} s:",
        2 * GAMES,
        start.elapsed().as_secs_f64()
    );
    let mut all: Vec<Duration> = keys.iter().map(|k| k.1).collect();
    let mut moves: Vec<Duration> = keys.iter().filter(|k| k.0).map(|k| k.1).collect();
    let mut typing: Vec<Duration> = keys.iter().filter(|k| !k.0).map(|k| k.1).collect();
    shown("key to frame, every key", &mut all);
    shown("key to frame, the Enter that plays a move", &mut moves);
    shown("key to frame, the keys typing it", &mut typing);
}
