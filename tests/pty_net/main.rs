//! Two real kono processes, each in a pseudo-terminal, play each other over
//! loopback on the game screen: one test crate, a module per behaviour, and
//! here what they share (a pair of players, the keys that play a move, the
//! records on disk). Every wait is bounded in time.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic: that is how they fail

use crate::common;

mod games;
mod kills;
mod play;
mod rejoin;
mod resume;
mod timing;

use std::path::{Path, PathBuf};

use common::pty::*;
use kono::rules::{Move, Point};

/// The rows of both terminals.
pub const ROWS: u16 = 30;
/// The columns of both terminals.
pub const COLS: u16 = 100;

/// The records in a data directory (kept copies too), with their paths.
pub fn records(home: &Path) -> Vec<(PathBuf, String)> {
    std::fs::read_dir(home.join("games"))
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "kono"))
        .filter_map(|p| std::fs::read_to_string(&p).ok().map(|text| (p, text)))
        .collect()
}

/// The one record in a data directory, once it holds `text`.
pub fn record_with(home: &Path, text: &str) -> String {
    let deadline = std::time::Instant::now() + DEADLINE;
    loop {
        let records: Vec<String> = records(home).into_iter().map(|(_, t)| t).collect();
        if let [one] = &records[..]
            && one.contains(text)
        {
            return one.clone();
        }
        assert!(
            std::time::Instant::now() < deadline,
            "no record with {text:?}: {records:?}"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

/// The port the host's panel shows.
pub fn port_of(host: &Session) -> String {
    host.wait_text("Port    ");
    let contents = host.contents();
    let line = contents.lines().find(|l| l.contains("Port    ")).unwrap();
    let after = line.split("Port    ").nth(1).unwrap();
    after.split_whitespace().next().unwrap().to_string()
}

/// A host of `variant` (`five` or `four`) playing Black, who moves first,
/// and its joiner playing White, both on screen; and the port.
pub fn pair(variant: &str, hh: &Path, jh: &Path, code: &str) -> (Session, Session, String) {
    pair_with(&["--variant", variant], hh, jh, code)
}

/// [`pair`] with the host's own arguments (`--variant`, `--clock` …).
pub fn pair_with(args: &[&str], hh: &Path, jh: &Path, code: &str) -> (Session, Session, String) {
    let mut all = vec!["host"];
    all.extend_from_slice(args);
    all.extend_from_slice(&[
        "--first",
        "black",
        "--side",
        "black",
        "--bind",
        "127.0.0.1",
        "--port",
        "0",
        "--code",
        code,
    ]);
    let host = Session::start_with(hh, &all, &[("KONO_NAME", "Hana")], ROWS, COLS);
    host.wait_text("waiting for a friend");
    host.wait_text(code);
    let port = port_of(&host);
    let joiner = join(jh, &port, code);
    joiner.wait_text("○ White: Jiho (you)");
    host.wait_text("White (Jiho) joined: the game is on");
    host.wait_text("○ White: Jiho (network)");
    (host, joiner, port)
}

/// Jiho's `kono join` of the host on `port` with `code`, from `home`.
pub fn join(home: &Path, port: &str, code: &str) -> Session {
    Session::start_with(
        home,
        &["join", &format!("127.0.0.1:{port}"), code],
        &[("KONO_NAME", "Jiho")],
        ROWS,
        COLS,
    )
}

/// Hana's `kono host --resume` on `port`, from `home`.
pub fn resume_host(home: &Path, port: &str) -> Session {
    Session::start_with(
        home,
        &["host", "--resume", "--bind", "127.0.0.1", "--port", port],
        &[("KONO_NAME", "Hana")],
        ROWS,
        COLS,
    )
}

/// A host of four-field kono playing Black, and its joiner, both on screen.
pub fn four_field_pair(hh: &Path, jh: &Path, code: &str) -> (Session, Session, String) {
    pair("four", hh, jh, code)
}

/// Where `point` is on a board of `size` points a side, as (row, column)
/// from the top left of the screen; White's board is turned around.
fn cell(point: Point, size: u8, flipped: bool) -> (u8, u8) {
    let last = size - 1;
    if flipped {
        (point.rank(), last - point.file())
    } else {
        (last - point.rank(), point.file())
    }
}

/// The arrow keys from one cell of the screen's grid to another.
fn steps(from: (u8, u8), to: (u8, u8)) -> Vec<u8> {
    let mut keys = Vec::new();
    let vertical = if to.0 < from.0 { UP } else { DOWN };
    let horizontal = if to.1 < from.1 { LEFT } else { RIGHT };
    for _ in 0..from.0.abs_diff(to.0) {
        keys.extend_from_slice(vertical);
    }
    for _ in 0..from.1.abs_diff(to.1) {
        keys.extend_from_slice(horizontal);
    }
    keys
}

/// Plays `mv` by keys on a board of `size` points a side (`flipped` for
/// White's): the cursor to the bottom left corner wherever it was (it stops
/// at the edges), to the piece, Enter, to its point, Enter.
pub fn play_keys(player: &mut Session, mv: Move, size: u8, flipped: bool) {
    let (from, to) = (mv.from().unwrap(), mv.to().unwrap());
    let corner = (size - 1, 0);
    let mut keys = steps((0, size - 1), corner);
    keys.extend(steps(corner, cell(from, size, flipped)));
    keys.extend_from_slice(ENTER);
    keys.extend(steps(cell(from, size, flipped), cell(to, size, flipped)));
    keys.extend_from_slice(ENTER);
    player.send(&keys);
}

/// What the status line says of `mv` on both screens.
pub fn move_words(mv: Move) -> String {
    let (from, to) = (mv.from().unwrap(), mv.to().unwrap());
    if mv.is_capture() {
        format!("{from} × {to}")
    } else {
        format!("{from} → {to}")
    }
}
