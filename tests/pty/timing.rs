//! Key-to-screen times of the release build in a pseudo-terminal, in the
//! states where slow work runs beside the board: a plain board, a
//! 100,000-ply five-field game under review with the strict table, and a
//! five-field puzzle whose next puzzle is being picked. A measurement, not
//! a check of the machine's speed, so it is not run by plain `cargo test`:
//! `cargo build --release && KONO_TEST_BIN=target/release/kono cargo test
//! --test pty timing -- --ignored --nocapture`.
//!
//! A key counts as answered at the first whole frame that shows what it
//! makes. (Counting any change of the screen, as this did at first, took
//! the tail of one frame for the answer to the next key, and then waited
//! seconds for a change that key never made: stalls of 0.2–4 s that were
//! the measurement's, not kono's, as a trace of kono's own reads and
//! writes showed.)

use std::time::{Duration, Instant};

use kono::rules::RuleOptions;
use kono::rules::record::Tags;

use crate::common::long_game;
use crate::common::pty::*;

const LEFT: &[u8] = b"\x1b[D";

/// The board's part of a screen: the left `BOARD_COLUMNS` columns of
/// every row but the status line and the key bar. The panel beside it and
/// the status line change by themselves while a worker runs (a progress
/// figure, a spinner); the board changes only with the keys (or when a
/// new puzzle comes).
fn board(screen: &vt100::Screen) -> String {
    let keep = usize::from(screen.size().0.get()).saturating_sub(2);
    let rows: Vec<String> = screen.rows(0, BOARD_COLUMNS).take(keep).collect();
    rows.join("\n")
}

/// Columns of the board's part of a 100-column screen.
const BOARD_COLUMNS: u16 = 60;

/// The frames drawn so far, and the last whole one (its board's part, or
/// all of it).
fn last_frame(s: &Session, whole: bool) -> (u64, String) {
    let out = s.output.lock().unwrap();
    let text = out.frame.as_ref().map_or_else(String::new, |screen| {
        if whole {
            screen.contents()
        } else {
            board(screen)
        }
    });
    (out.frames, text)
}

/// Sends `key` and waits, polling closely, for the first whole frame after
/// it that shows `want` when that is known, or else something other than
/// before and other than `not` (the screen of the other key); `whole`
/// compares whole screens rather than the board's part. The time from the
/// key to that frame, and what it shows. Only whole frames count: a frame
/// is written in pieces, and half of one is no answer.
fn key_to_screen(
    s: &mut Session,
    key: &[u8],
    want: Option<&str>,
    not: Option<&str>,
    whole: bool,
) -> (Duration, String) {
    let (drawn, before) = last_frame(s, whole);
    let sent = Instant::now();
    s.send(key);
    loop {
        let (frames, now) = last_frame(s, whole);
        let other = now != before && Some(now.as_str()) != not;
        if frames > drawn && (Some(now.as_str()) == want || other) {
            return (sent.elapsed(), now);
        }
        assert!(
            sent.elapsed() < DEADLINE,
            "no change after {key:?}:\n{now}\nwanted:\n{}",
            want.unwrap_or_default(),
        );
        std::thread::sleep(Duration::from_micros(200));
    }
}

/// The time from `key` to the first whole frame that shows anything new
/// (the status line saying that work began counts).
fn first_change(s: &mut Session, key: &[u8]) -> Duration {
    key_to_screen(s, key, None, None, true).0
}

/// The worst of `rounds` key presses alternating `a` and `b`, each waited
/// for until the board shows what that key made before (or something new:
/// then that is what it makes).
fn worst(s: &mut Session, a: &[u8], b: &[u8], rounds: usize) -> Duration {
    let started = Instant::now();
    let mut made: [Option<String>; 2] = [None, None];
    (0..rounds)
        .map(|i| {
            let (key, this, other) = if i % 2 == 0 { (a, 0, 1) } else { (b, 1, 0) };
            let (took, now) =
                key_to_screen(s, key, made[this].as_deref(), made[other].as_deref(), false);
            made[this] = Some(now);
            if took > Duration::from_millis(16) {
                println!("  slow: key {i} at {:?}: {took:?}", started.elapsed());
            }
            took
        })
        .max()
        .unwrap_or_default()
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
        no_repeat: false,
    };
    let path = home.join("long.kono");
    let game = long_game(100_000, strict, 11);
    kono::store::save_as(&path, &game, &Tags::default(), false).unwrap();
    let mut s = Session::start_in(&home, &["tui", "--load", path.to_str().unwrap()], 30, 100);
    // Loaded: 100,000 plies are 50,000 numbered moves.
    s.wait_text("move 50001,");
    let opened = first_change(&mut s, b"r");
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
    let next = first_change(&mut s, b"n");
    let picking = s.contents().contains("looking for the next puzzle");
    // `f` turns the board: it changes the screen whatever the cursor.
    let puzzle = worst(&mut s, b"f", b"f", 40);
    s.send(b"\x03");
    s.wait_exit();

    println!("key to screen, worst of 40 keys each:");
    println!("  board: cursor {board:?}, flips {flips:?}");
    println!("  review of 100,000 plies: r {opened:?}, steps {review:?} (still working: {still})");
    println!("  five-field puzzle: n {next:?} (picking: {picking}), keys meanwhile {puzzle:?}");
}
