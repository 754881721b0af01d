//! A long five-field game under review with the strict table: the review's
//! values are worked out by a worker while the board stays live, so `q`
//! and Ctrl-c are answered at once, not after the review.

use std::time::{Duration, Instant};

use kono::rules::RuleOptions;
use kono::rules::record::Tags;

use crate::common::long_game;
use crate::common::pty::*;

/// How long the answer to `q` took at most in a run of this test (printed
/// with `--nocapture`); the test itself does not depend on the machine's
/// speed: it checks that the answer came while the review was still being
/// worked out, each wait with the generous deadline of every wait.
const TARGET: Duration = Duration::from_millis(100);

#[test]
fn q_is_answered_at_once_while_a_ten_thousand_ply_game_is_reviewed() {
    let home = fresh_home();
    solve_strict(&home);
    let strict = RuleOptions {
        strict_goal: true,
        forced_capture: false,
        no_repeat: false,
    };
    let game = long_game(10_000, strict, 11);
    assert_eq!(game.ply_count(), 10_000);
    let path = home.join("long.kono");
    kono::store::save_as(&path, &game, &Tags::default(), false).unwrap();
    let mut s = Session::start_in(&home, &["tui", "--load", path.to_str().unwrap()], 30, 100);
    // Loaded: 10,000 plies are 5,000 numbered moves.
    s.wait_text("move 5001,");
    s.send(b"r");
    s.wait_text("working out the review");
    // The board is live meanwhile: ← steps back a ply at once.
    let stepped = Instant::now();
    s.send(b"\x1b[D");
    // The 9,999th ply: Black's half of move 5000.
    s.wait_text("5000/5000, Black");
    let step = stepped.elapsed();
    assert!(
        s.contents().contains("working out the review"),
        "the review ended before the key was answered:\n{}",
        s.contents()
    );
    // q leaves the review and asks first (the game goes on), sent while
    // the review is still worked out and answered by the same live loop
    // as ←, within the wait's generous deadline.
    assert!(
        s.contents().contains("working out the review"),
        "the review ended before q was sent:\n{}",
        s.contents()
    );
    let sent = Instant::now();
    s.send(b"q");
    s.wait_text("quit? The game is saved");
    let answered = sent.elapsed();
    println!("during the review: <- answered in {step:?}, q in {answered:?} (target {TARGET:?})");
    // Ctrl-c ends it at once.
    s.send(b"\x03");
    assert_eq!(s.wait_exit(), 0);
    s.assert_restored();
}

/// The largest record kono reads, a five-field game of 420,000
/// plies, under review with the strict table: Ctrl-c ends the program
/// while the review is still being worked out, and gives the terminal back.
#[test]
fn ctrl_c_is_answered_at_once_while_a_four_mib_record_is_reviewed() {
    let home = fresh_home();
    solve_strict(&home);
    let strict = RuleOptions {
        strict_goal: true,
        forced_capture: false,
        no_repeat: false,
    };
    let path = home.join("huge.kono");
    let game = long_game(420_000, strict, 5);
    kono::store::save_as(&path, &game, &Tags::default(), false).unwrap();
    let size = std::fs::metadata(&path).unwrap().len();
    assert!(
        size > kono::store::MAX_RECORD_BYTES * 9 / 10 && size <= kono::store::MAX_RECORD_BYTES,
        "{size} bytes"
    );
    let mut s = Session::start_in(&home, &["tui", "--load", path.to_str().unwrap()], 30, 100);
    s.wait_text_within("to move", Duration::from_secs(60));
    s.send(b"r");
    // Sent while the review is worked out; answered within the generous
    // deadline of the wait for the exit.
    s.wait_text("working out the review");
    let sent = Instant::now();
    s.send(b"\x03");
    assert_eq!(s.wait_exit(), 0);
    let answered = sent.elapsed();
    println!(
        "Ctrl-c during the review of {size} bytes: answered in {answered:?} (target {TARGET:?})"
    );
    s.assert_restored();
}
