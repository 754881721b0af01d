//! The real binary against the computer: a whole game at level 1, a game
//! against it resumed against it, and the start screen's choice of it.

use crate::common::pty::*;

use std::path::Path;
use std::time::Duration;

use super::game::{autosaved, hang_up};

/// `kono ARGS` in `home`, the computer moving at full speed (no pace).
fn unpaced(home: &Path, args: &[&str]) -> Session {
    Session::start_with(home, args, &[("KONO_PACE_MS", "0")], 30, 100)
}

/// Black plays a1xa3; White's reply comes by itself.
fn a1xa3_and_the_reply(s: &mut Session) {
    s.capture_upward(0);
    s.wait_for("White's reply", |screen| {
        screen.contents().contains("1. a1xa3") && screen.contents().contains("Black to move")
    });
}

#[test]
fn a_four_field_game_against_level_1_to_the_end() {
    // The computer plays both sides at full speed (no pace) to the end;
    // the autosaved record names it on both sides with the result.
    let home = fresh_home();
    let args = [
        "tui",
        "--variant",
        "four",
        "--computer",
        "both",
        "--level",
        "1",
    ];
    let mut s = unpaced(&home, &args);
    s.wait_text_within("Result", Duration::from_secs(120));
    let record = autosaved(&home);
    assert!(record.contains("[Black \"kono level 1\"]"), "{record}");
    assert!(record.contains("[White \"kono level 1\"]"), "{record}");
    assert!(!record.contains("[Result \"*\"]"), "{record}");
    s.send(b"q");
    assert_eq!(s.wait_exit(), 0);
}

#[test]
fn a_game_against_the_computer_resumes_against_it() {
    let home = fresh_home();
    let args = [
        "tui",
        "--variant",
        "four",
        "--computer",
        "white",
        "--level",
        "1",
    ];
    let mut s = unpaced(&home, &args);
    s.wait_text("Black to move");
    a1xa3_and_the_reply(&mut s);
    hang_up(&mut s);
    let record = autosaved(&home);
    assert!(record.contains("[White \"kono level 1\"]"), "{record}");
    assert!(record.contains("[Black \"?\"]"), "{record}");

    // --resume, with no --computer, goes on against level 1: undo takes
    // back Black's move and White's reply.
    let mut s = unpaced(&home, &["tui", "--resume"]);
    s.wait_text("move 2, Black to move");
    s.wait_text("1 (beginner)");
    s.send(b"u");
    s.wait_text("took back a1xa3 and White's reply");
    s.send(b"\x03");
    assert_eq!(s.wait_exit(), 0);
}

#[test]
fn the_start_screens_computer_choice_plays_against_it() {
    // Plain `kono`: four-field, Black first, the computer on White.
    let home = fresh_home();
    let mut s = unpaced(&home, &[]);
    s.wait_text("Play the computer");
    // Past the lessons to the computer's entry; then the game, your side
    // (Black), the level: 1, 2, 3; Black first (four-field's own); Enter starts.
    s.step_to(DOWN, "Enter starts: you play");
    for keys in [DOWN, RIGHT, DOWN, DOWN, RIGHT, RIGHT] {
        s.send(keys);
    }
    s.wait_text("Club: a real search");
    // Four-field's rule book has Black move first: the choice is already so.
    s.send(DOWN);
    s.wait_text("Black always moves first.");
    s.send(ENTER);
    s.wait_text("four-field kono");
    s.wait_text("Level   3 (club)");
    s.wait_text("Black to move");
    a1xa3_and_the_reply(&mut s);
    s.send(b"\x03");
    assert_eq!(s.wait_exit(), 0);
    let record = autosaved(&home);
    assert!(record.contains("[White \"kono level 3\"]"), "{record}");
}
