//! The real binary in a pseudo-terminal, its screen read with `vt100`: a move
//! played with the arrow keys, a resize, the terminal given back on quit and
//! on SIGTERM, and autosave with `--resume` across a SIGHUP. Every wait polls
//! the screen with a generous deadline.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic: that is how they fail

mod common;
use common::pty::*;

use std::path::Path;

#[test]
fn play_a_move_with_arrows_and_quit() {
    let mut s = Session::start(&["tui", "--variant", "four"], 30, 100);
    s.wait_text("four-field kono");
    s.wait_for("the game in the alternate screen, mouse on", |screen| {
        screen.alternate_screen()
            && screen.hide_cursor()
            && screen.mouse_protocol_mode() != vt100::MouseProtocolMode::None
    });
    s.wait_text("Black to move");
    // The cursor starts on a1: pick it up, go up twice, drop it on a3.
    s.send(ENTER);
    s.wait_text("a1 picked up");
    s.send(UP);
    s.send(UP);
    s.send(ENTER);
    s.wait_text("1. a1xa3");
    s.wait_text("White to move");
    // A game in progress: q asks first.
    s.send(b"q");
    s.wait_text("quit? The game is saved (kono --resume continues it) y / n");
    s.send(b"y");
    assert_eq!(s.wait_exit(), 0);
    s.assert_restored();
}

#[test]
fn resize_redraws_and_too_small_comes_back() {
    let mut s = Session::start(&["tui", "--variant", "four"], 30, 100);
    s.wait_text("Black to move");
    s.resize(10, 40);
    s.wait_text("Terminal too small");
    s.resize(24, 80);
    s.wait_text("Black to move");
    assert!(!s.contents().contains("too small"));
    s.send(b"\x03");
    assert_eq!(s.wait_exit(), 0);
    s.assert_restored();
}

/// Sends the signal `name` (number `number`) to the program, and checks
/// that it exits with 128 + `number` and gives the terminal back.
fn signal_exits_and_restores(s: &mut Session, name: &str, number: u32) {
    let pid = s.child.process_id().unwrap();
    let status = std::process::Command::new("kill")
        .args([&format!("-{name}"), &pid.to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    assert_eq!(s.wait_exit(), 128 + number, "after SIG{name}");
    s.assert_restored();
}

#[test]
fn a_panic_restores_the_terminal() {
    // The hidden debug variable makes the game panic once its first frame
    // is on screen, in raw mode with the mouse captured.
    let mut s = Session::start_with(
        &fresh_home(),
        &["tui", "--variant", "four"],
        &[("KONO_DEBUG_PANIC", "1")],
        30,
        100,
    );
    assert_eq!(s.wait_exit(), 101, "a panic's exit code");
    s.assert_restored();
    let out = s.output.lock().unwrap();
    let bytes = String::from_utf8_lossy(&out.bytes);
    let drawn = bytes.find("four-field kono").expect("the board was drawn");
    let panicked = bytes.find("panicked").expect("the panic message");
    assert!(drawn < panicked, "the panic came after the first frame");
    // Given back before the message: mouse capture off, the main screen.
    let message = &bytes[..panicked];
    let left = message
        .rfind("\x1b[?1049l")
        .expect("left the alternate screen");
    assert!(left > message.rfind("\x1b[?1049h").unwrap());
    assert!(message.contains("\x1b[?1000l"), "mouse capture off");
    assert!(message.contains("\x1b[?25h"), "cursor shown");
    // The message shows on the main screen: raw mode is off, so its lines
    // start at the left edge.
    let screen = out.parser.screen().contents();
    assert!(screen.contains("KONO_DEBUG_PANIC is set"), "{screen}");
    let line = screen
        .lines()
        .find(|l| l.contains("KONO_DEBUG_PANIC is set"))
        .unwrap();
    assert!(line.starts_with("KONO_DEBUG_PANIC"), "{line:?}\n{screen}");
}

#[test]
fn sigterm_restores_the_terminal() {
    let mut s = Session::start(&["tui", "--variant", "four"], 30, 100);
    s.wait_text("Black to move");
    signal_exits_and_restores(&mut s, "TERM", 15);
}

fn hang_up(s: &mut Session) {
    signal_exits_and_restores(s, "HUP", 1);
}

/// The one autosaved record in `home`.
fn autosaved(home: &Path) -> String {
    let games: Vec<_> = std::fs::read_dir(home.join("games"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(games.len(), 1, "{games:?}");
    std::fs::read_to_string(&games[0]).unwrap()
}

#[test]
fn autosave_and_resume_lose_no_move_across_sighup() {
    let home = fresh_home();
    let mut s = Session::start_in(&home, &["tui", "--variant", "four"], 30, 100);
    s.wait_text("Black to move");
    s.send(ENTER);
    s.send(UP);
    s.send(UP);
    s.send(ENTER);
    s.wait_text("1. a1xa3");
    hang_up(&mut s);
    assert!(autosaved(&home).contains("\n1. a1xa3 *\n"));

    // A fresh start points to the unfinished game.
    let mut s = Session::start_in(&home, &["tui", "--variant", "five"], 30, 100);
    s.wait_text("kono --resume continues your unfinished game");
    s.send(b"\x03");
    assert_eq!(s.wait_exit(), 0);

    // --resume continues it, with White to move; the next move is saved too.
    let mut s = Session::start_in(&home, &["tui", "--resume"], 30, 100);
    s.wait_text("1 move, White to move");
    s.wait_text("1. a1xa3");
    // The cursor is on a3, where the last move landed: b4 jumps b3 onto b2.
    s.send(UP);
    s.send(RIGHT);
    s.send(ENTER);
    s.wait_text("b4 picked up");
    s.send(DOWN);
    s.send(DOWN);
    s.send(ENTER);
    s.wait_text("b4xb2");
    hang_up(&mut s);
    assert!(autosaved(&home).contains("\n1. a1xa3 b4xb2 *\n"));

    let mut s = Session::start_in(&home, &["tui", "--resume"], 30, 100);
    s.wait_text("2 moves, Black to move");
    s.send(b"\x03");
    assert_eq!(s.wait_exit(), 0);
}

#[test]
fn resume_without_a_saved_game_says_so() {
    let home = fresh_home();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_kono"))
        .args(["tui", "--resume"])
        .env("KONO_HOME", &home)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("there is no unfinished game to resume in"),
        "{err}"
    );
}

#[test]
fn sighup_restores_the_terminal() {
    let mut s = Session::start(&["tui", "--variant", "five", "--first", "white"], 30, 100);
    s.wait_text("White to move");
    hang_up(&mut s);
}

#[test]
fn stdout_not_a_terminal_is_refused() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_kono"))
        .args(["tui", "--variant", "four"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("needs a terminal"), "{err}");
    assert!(out.stdout.is_empty(), "nothing drawn");
}
