//! Key-to-screen times of the release build in a pseudo-terminal, in the
//! states where slow work runs beside the board: a plain board, a
//! 10,000-ply five-field game under review with the strict table, and a
//! five-field puzzle whose next puzzle is being picked. A measurement, not
//! a check of the machine's speed, so it is not run by plain `cargo test`:
//! `cargo build --release && KONO_TEST_BIN=target/release/kono cargo test
//! --test pty timing -- --ignored --nocapture`.

use std::process::Command;
use std::time::{Duration, Instant};

use kono::rules::RuleOptions;
use kono::rules::record::Tags;

use crate::common::long_game;
use crate::common::pty::*;

const LEFT: &[u8] = b"\x1b[D";

/// Sends `key` and waits, polling the screen closely, until it differs
/// from what it was: the time from the key to the changed screen.
fn key_to_screen(s: &mut Session, key: &[u8]) -> Duration {
    let before = s.contents();
    let sent = Instant::now();
    s.send(key);
    while s.contents() == before {
        assert!(sent.elapsed() < DEADLINE, "no change after {key:?}");
        std::thread::sleep(Duration::from_micros(200));
    }
    sent.elapsed()
}

/// The worst of `rounds` key presses alternating `a` and `b`.
fn worst(s: &mut Session, a: &[u8], b: &[u8], rounds: usize) -> Duration {
    let started = Instant::now();
    (0..rounds)
        .map(|i| {
            let took = key_to_screen(s, if i % 2 == 0 { a } else { b });
            if took > Duration::from_millis(16) {
                println!("  slow: key {i} at {:?}: {took:?}", started.elapsed());
            }
            took
        })
        .max()
        .unwrap_or_default()
}

fn solve_strict(home: &std::path::Path) {
    let out = Command::new(binary())
        .args(["solve", "--variant", "five", "--strict-goal"])
        .env("KONO_HOME", home)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
#[ignore = "a measurement of the release build: see the module's doc"]
fn key_to_screen_times() {
    let home = fresh_home();
    solve_strict(&home);

    // A plain board.
    let mut s = Session::start_in(&home, &["tui", "--variant", "four"], 30, 100);
    s.wait_text("Black to move");
    let board = worst(&mut s, RIGHT, LEFT, 40);
    let flips = worst(&mut s, b"f", b"f", 40);
    s.send(b"\x03");
    s.wait_exit();

    // A long game under review.
    let strict = RuleOptions {
        strict_goal: true,
        forced_capture: false,
    };
    let path = home.join("long.kono");
    let game = long_game(10_000, strict, 11);
    kono::store::save_as(&path, &game, &Tags::default(), false).unwrap();
    let mut s = Session::start_in(&home, &["tui", "--load", path.to_str().unwrap()], 30, 100);
    s.wait_text("10000 moves");
    let opened = key_to_screen(&mut s, b"r");
    let review = worst(&mut s, LEFT, RIGHT, 40);
    let still = s.contents().contains("working out the review");
    s.send(b"\x03");
    s.wait_exit();

    // A five-field puzzle whose next is being picked.
    let mut s = Session::start_in(
        &home,
        &[
            "puzzle",
            "--variant",
            "five",
            "--strict-goal",
            "--seed",
            "3",
        ],
        30,
        100,
    );
    s.wait_text("Puzzle");
    let next = key_to_screen(&mut s, b"n");
    let picking = s.contents().contains("looking for the next puzzle");
    // `f` turns the board: it changes the screen whatever the cursor.
    let puzzle = worst(&mut s, b"f", b"f", 40);
    s.send(b"\x03");
    s.wait_exit();

    println!("key to screen, worst of 40 keys each:");
    println!("  board: cursor {board:?}, flips {flips:?}");
    println!("  review of 10,000 plies: r {opened:?}, steps {review:?} (still working: {still})");
    println!("  five-field puzzle: n {next:?} (picking: {picking}), keys meanwhile {puzzle:?}");
}
