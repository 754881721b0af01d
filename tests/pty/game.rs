//! The real binary in a pseudo-terminal, its screen read with `vt100`: a move
//! played with the arrow keys, a resize, the terminal given back on quit and
//! on SIGTERM, autosave with `--resume` across a SIGHUP, and games against
//! the computer (from the command line and from the start screen). Every
//! wait polls the screen with a generous deadline.

use crate::common::pty::*;

use std::path::{Path, PathBuf};

#[test]
fn play_a_move_with_arrows_and_quit() {
    let mut s = Session::start(&["tui", "--variant", "four"], 30, 100);
    s.wait_text("four-field kono");
    s.wait_game_mode();
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
fn a_timed_game_where_nobody_moves_ends_on_time() {
    let home = fresh_home();
    let mut s = Session::start_in(
        &home,
        &["tui", "--variant", "four", "--clock", "0+2"],
        30,
        100,
    );
    s.wait_text("Clock");
    // The clocks start once both sides have made their first move (typed
    // in); then two seconds for Black's second, and nobody moves.
    s.send(b":a1xa3\r");
    s.wait_text("a1xa3");
    s.send(b":c4xc2\r");
    s.wait_text("c4xc2");
    s.wait_text("White wins on time");
    s.wait_text("Game over");
    s.send(b"q");
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
    let home = fresh_home();
    let mut s = Session::start_with(
        &home,
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

pub(crate) fn hang_up(s: &mut Session) {
    signal_exits_and_restores(s, "HUP", 1);
}

/// The records in `home` (not the hidden lock files beside them).
pub(crate) fn records(home: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(home.join("games"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| !p.file_name().unwrap().to_string_lossy().starts_with('.'))
        .collect()
}

/// The one autosaved record in `home`.
pub(crate) fn autosaved(home: &Path) -> String {
    let games = records(home);
    assert_eq!(games.len(), 1, "{games:?}");
    std::fs::read_to_string(&games[0]).unwrap()
}

#[test]
fn autosave_and_resume_lose_no_move_across_sighup() {
    let home = fresh_home();
    let mut s = Session::start_in(&home, &["tui", "--variant", "four"], 30, 100);
    s.wait_text("Black to move");
    s.capture_upward(0);
    s.wait_text("1. a1xa3");
    hang_up(&mut s);
    assert!(autosaved(&home).contains("\n1. a1xa3 *\n"));

    // A fresh start points to the unfinished game.
    let mut s = Session::start_in(&home, &["tui", "--variant", "five"], 30, 100);
    // Numbered as the record and the panel: White's reply of move 1 is next.
    s.wait_text("kono --resume continues your unfinished game (four-field kono, at move 1)");
    s.send(b"\x03");
    assert_eq!(s.wait_exit(), 0);

    // --resume continues it, with White to move; the next move is saved too.
    let mut s = Session::start_in(&home, &["tui", "--resume"], 30, 100);
    s.wait_text("move 1, White to move");
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
    s.wait_text("move 2, Black to move");
    s.send(b"\x03");
    assert_eq!(s.wait_exit(), 0);
}

#[test]
fn resume_without_a_saved_game_says_so() {
    let home = fresh_home();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_kono"))
        .env("LC_ALL", "C")
        .args(["tui", "--resume"])
        .env("KONO_HOME", &*home)
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
        .env("LC_ALL", "C")
        .args(["tui", "--variant", "four"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("needs a terminal"), "{err}");
    assert!(out.stdout.is_empty(), "nothing drawn");
}

/// The moves in a record's movetext.
fn movetext(record: &str) -> &str {
    record.rsplit("\n\n").next().unwrap().trim()
}

#[test]
fn two_windows_started_at_once_lose_no_game() {
    // 20 rounds of two windows started in the same moment, in one data
    // directory, each playing its own first move.
    for round in 0..20 {
        let home = fresh_home();
        let mut windows: Vec<Session> = (0..2)
            .map(|_| Session::start_in(&home, &["tui", "--variant", "four"], 30, 100))
            .collect();
        for (n, s) in windows.iter_mut().enumerate() {
            s.wait_text("Black to move");
            s.capture_upward(n);
        }
        for (s, mv) in windows.iter_mut().zip(["a1xa3", "b1xb3"]) {
            s.wait_text(&format!("1. {mv}"));
            s.send(b"\x03");
            assert_eq!(s.wait_exit(), 0);
        }
        let mut games: Vec<String> = records(&home)
            .iter()
            .map(|p| movetext(&std::fs::read_to_string(p).unwrap()).to_string())
            .collect();
        games.sort();
        assert_eq!(games, ["1. a1xa3 *", "1. b1xb3 *"], "round {round}");
    }
}

#[test]
fn a_game_open_in_one_window_is_refused_to_another() {
    let home = fresh_home();
    let mut first = Session::start_in(&home, &["tui", "--variant", "four"], 30, 100);
    first.wait_text("Black to move");
    first.capture_upward(0);
    first.wait_text("1. a1xa3");
    hang_up(&mut first);
    // One window resumes it ...
    let mut s = Session::start_in(&home, &["tui", "--resume"], 30, 100);
    s.wait_text("1. a1xa3");
    let pid = s.child.process_id().unwrap();
    // ... so neither --resume nor --load of it in another window takes it.
    let record = records(&home).pop().unwrap();
    for args in [
        &["tui", "--resume"][..],
        &["tui", "--load", record.to_str().unwrap()],
    ] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_kono"))
            .env("LC_ALL", "C")
            .args(args)
            .env("KONO_HOME", &*home)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
        assert!(
            err.contains(&format!("is open in another kono window (pid {pid})")),
            "{args:?}: {err}"
        );
    }
    // A new window does not offer to resume it either.
    let mut other = Session::start_in(&home, &["tui", "--variant", "four"], 30, 100);
    other.wait_text("Black to move");
    assert!(
        !other.contents().contains("--resume"),
        "{}",
        other.contents()
    );
    other.send(b"\x03");
    assert_eq!(other.wait_exit(), 0);
    s.send(b"\x03");
    assert_eq!(s.wait_exit(), 0);
    assert_eq!(movetext(&autosaved(&home)), "1. a1xa3 *");
}

#[test]
fn resume_takes_the_game_with_moves_not_an_emptied_new_one() {
    let home = fresh_home();
    let mut s = Session::start_in(&home, &["tui", "--variant", "four"], 30, 100);
    s.wait_text("Black to move");
    s.capture_upward(0);
    s.wait_text("1. a1xa3");
    // The cursor is on a3, where the last move landed: b4 jumps b3 onto b2.
    s.send(UP);
    s.send(RIGHT);
    s.send(ENTER);
    s.send(DOWN);
    s.send(DOWN);
    s.send(ENTER);
    s.wait_text("b4xb2");
    // A new game, one move, taken back, and away.
    s.send(b"n");
    s.send(b"y");
    s.wait_for("a new game", |screen| !screen.contents().contains("b4xb2"));
    s.capture_upward(0);
    s.wait_text("1. a1xa3");
    s.send(b"u");
    s.wait_for("the move taken back", |screen| {
        !screen.contents().contains("1. a1xa3")
    });
    s.send(b"\x03");
    assert_eq!(s.wait_exit(), 0);
    assert_eq!(movetext(&autosaved(&home)), "1. a1xa3 b4xb2 *");
    let mut s = Session::start_in(&home, &["tui", "--resume"], 30, 100);
    s.wait_text("b4xb2");
    s.send(b"\x03");
    assert_eq!(s.wait_exit(), 0);
}

#[test]
fn a_damaged_saved_game_is_named_at_start_and_a_fifo_hangs_nothing() {
    let home = fresh_home();
    let games = home.join("games");
    std::fs::create_dir_all(&games).unwrap();
    std::fs::write(games.join("bad.kono"), "[Variant \"six\"]\n").unwrap();
    let made = std::process::Command::new("mkfifo")
        .arg(games.join("pipe.kono"))
        .status();
    assert!(made.unwrap().success());
    let mut s = Session::start_in(&home, &["tui", "--variant", "four"], 30, 160);
    s.wait_text("Black to move");
    s.wait_text("a saved game cannot be read:");
    s.wait_text("(and 1 more)");
    s.send(b"\x03");
    assert_eq!(s.wait_exit(), 0);
}
