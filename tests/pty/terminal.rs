//! The real binary in a pseudo-terminal, where terminals misbehave: the
//! start screen of plain `kono`, suspending and continuing, the terminal
//! going away without a hang-up signal, an unfinished escape sequence,
//! a window of 65535×65535.

use crate::common::pty::*;

use std::time::{Duration, Instant};

use portable_pty::CommandBuilder;

fn kill(signal: &str, pid: u32) {
    let status = std::process::Command::new("kill")
        .args([&format!("-{signal}"), &pid.to_string()])
        .status()
        .unwrap();
    assert!(status.success());
}

/// Whether the process is stopped (state T in /proc).
fn stopped_state(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|s| {
        s.split(") ")
            .nth(1)
            .is_some_and(|rest| rest.starts_with('T'))
    })
}

fn alive(pid: u32) -> bool {
    std::process::Command::new("kill")
        .args(["-0", &pid.to_string()])
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
        && !std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|s| s.contains(") Z "))
}

/// The bytes the program wrote after the first `skip`.
fn written_since(s: &Session, skip: usize) -> String {
    let out = s.output.lock().unwrap();
    String::from_utf8_lossy(&out.bytes[skip.min(out.bytes.len())..]).into_owned()
}

fn written(s: &Session) -> usize {
    s.output.lock().unwrap().bytes.len()
}

#[test]
fn plain_kono_opens_the_start_screen_and_options_go_straight_to_the_board() {
    let home = fresh_home();
    let mut s = Session::start_in(&home, &[], 30, 100);
    s.wait_text("Play the computer");
    s.wait_text("Rules of five-field kono");
    // A first run offers the lessons first; the computer's game is next.
    s.wait_text("New to kono?");
    s.step_to(DOWN, "Enter starts: you play");
    s.send(ENTER);
    s.wait_text("five-field kono");
    s.wait_text("Move    1");
    s.send(b"\x03");
    assert_eq!(s.wait_exit(), 0);
    s.assert_restored();
    assert!(
        home.join("start.toml").exists(),
        "the choices are remembered"
    );

    let mut s = Session::start_in(&home, &["--variant", "four"], 30, 100);
    s.wait_text("four-field kono");
    s.wait_text("Black to move");
    assert!(!s.contents().contains("Play the computer"));
    s.send(b"\x03");
    assert_eq!(s.wait_exit(), 0);
}

#[test]
fn ctrl_z_gives_the_terminal_back_and_continuing_takes_it_again() {
    let mut s = Session::start(&["tui", "--variant", "four"], 30, 100);
    s.wait_text("Black to move");
    s.wait_game_mode();
    let pid = s.child.process_id().unwrap();
    for how in ["Ctrl-z", "SIGTSTP"] {
        let before = written(&s);
        if how == "Ctrl-z" {
            s.send(b"\x1a");
        } else {
            kill("TSTP", pid);
        }
        // Given back (the alternate screen left, the mouse off, the
        // cursor shown), and stopped.
        s.wait_for("the terminal given back", |screen| {
            !screen.alternate_screen()
                && !screen.hide_cursor()
                && screen.mouse_protocol_mode() == vt100::MouseProtocolMode::None
        });
        assert!(written_since(&s, before).contains("\x1b[?1049l"), "{how}");
        let stopped = Instant::now() + DEADLINE;
        while !stopped_state(pid) && Instant::now() < stopped {
            std::thread::sleep(Duration::from_millis(10));
        }
        assert!(stopped_state(pid), "{how}: not stopped");
        // Continued: raw mode, the alternate screen, the mouse, the board.
        kill("CONT", pid);
        s.wait_game_mode();
        s.wait_text("Black to move");
    }
    s.send(ENTER);
    s.wait_text("a1 picked up");
    s.send(b"\x03");
    assert_eq!(s.wait_exit(), 0);
    s.assert_restored();
}

#[test]
fn the_terminal_going_away_without_a_hangup_saves_and_ends_within_a_second() {
    let home = fresh_home();
    let pidfile = home.join("kono.pid");
    // A shell that ignores SIGHUP leads the session, so that closing the
    // terminal sends kono no signal: it only finds its input gone.
    let mut cmd = CommandBuilder::new("sh");
    cmd.args([
        "-c",
        &format!(
            "trap '' HUP; \"{}\" tui --variant four & echo $! > \"{}\"; wait",
            env!("CARGO_BIN_EXE_kono"),
            pidfile.display()
        ),
    ]);
    let mut s = Session::spawn(&home, cmd, 30, 100);
    s.wait_text("Black to move");
    s.capture_upward(0);
    s.wait_text("1. a1xa3");
    let pid: u32 = std::fs::read_to_string(&pidfile)
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    assert!(alive(pid));
    // Every handle of ours on the terminal closes: the reading thread's
    // after one more redraw, then the rest.
    s.output.lock().unwrap().stop = true;
    s.send(RIGHT);
    let asked = Instant::now() + DEADLINE;
    while !s.output.lock().unwrap().ended && Instant::now() < asked {
        std::thread::sleep(Duration::from_millis(10));
    }
    let Session { master, writer, .. } = s;
    drop(writer);
    drop(master);
    let closed = Instant::now() + DEADLINE;
    // Waited for with the generous deadline of every wait: how soon is
    // not the test's business.
    while alive(pid) && Instant::now() < closed {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(!alive(pid), "kono still runs after the terminal closed");
    let games: Vec<_> = std::fs::read_dir(home.join("games"))
        .unwrap()
        .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
        .collect();
    assert!(games.iter().any(|g| g.contains("1. a1xa3")), "{games:?}");
}

#[test]
fn an_unfinished_escape_sequence_swallows_no_key_for_long() {
    let mut s = Session::start(&["tui", "--variant", "four"], 30, 100);
    s.wait_text("Black to move");
    s.send(b"\x1b[<1");
    std::thread::sleep(Duration::from_millis(200));
    s.send(ENTER);
    s.wait_text("a1 picked up");
    // Garbage, then Ctrl-c at once: it quits.
    s.send(b"\x1b[<1;2");
    s.send(b"\x03");
    // The control byte ends the sequence and is read as the key it is: a
    // Ctrl-c swallowed by the sequence would leave the program running
    // past the wait's deadline.
    assert_eq!(s.wait_exit(), 0);
    s.assert_restored();
}

#[test]
fn a_giant_window_is_drawn_in_part_and_the_terminal_stays_sane() {
    let mut s = Session::start(&["tui", "--variant", "five"], 30, 100);
    s.wait_text("Move    1");
    // Only the terminal's idea of the size: the screen model stays small.
    s.master
        .resize(portable_pty::PtySize {
            rows: 65535,
            cols: 65535,
            pixel_width: 0,
            pixel_height: 0,
        })
        .unwrap();
    let pid = s.child.process_id().unwrap();
    s.master
        .resize(portable_pty::PtySize {
            rows: 1000,
            cols: 65535,
            pixel_width: 0,
            pixel_height: 0,
        })
        .unwrap();
    s.resize(30, 100);
    // A key after the resizes: its answer shows that every resize before
    // it was handled, and the program lives.
    s.send(ENTER);
    s.wait_text("picked up");
    assert!(alive(pid), "it survived the giant window");
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    if let Some(line) = status.lines().find(|l| l.starts_with("VmHWM")) {
        let kb: u64 = line
            .split_whitespace()
            .nth(1)
            .and_then(|n| n.parse().ok())
            .unwrap_or(0);
        assert!(kb < 200_000, "peak memory {kb} kB");
    }
    s.send(b"\x03");
    assert_eq!(s.wait_exit(), 0);
    s.assert_restored();
}
