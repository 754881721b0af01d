//! `kono host` and `kono join` as programs: errors in one line, and two
//! real kono processes playing over loopback in plain lines, with a host
//! killed mid-game and resumed.

use std::io::{BufRead, BufReader, Write};
use std::net::{Ipv4Addr, TcpListener};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Output, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::Instant;

use tempfile::TempDir;

use super::peers::PATIENCE;

fn kono() -> Command {
    Command::new(env!("CARGO_BIN_EXE_kono"))
}

fn run(args: &[&str]) -> Output {
    let home = TempDir::new().unwrap();
    kono()
        .args(args)
        .env("KONO_HOME", home.path())
        .output()
        .unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn errors_are_one_line_each() {
    let taken = TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).unwrap();
    let port = taken.local_addr().unwrap().port().to_string();
    let out = run(&["host", "--bind", "127.0.0.1", "--port", &port]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stderr(&out),
        format!(
            "kono: port {port} is in use (another program, or another kono host, has it): choose another with --port\n"
        )
    );
    drop(taken);
    let out = run(&["join", &format!("127.0.0.1:{port}"), "ABC234"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stderr(&out),
        format!("kono: nobody is hosting a game at 127.0.0.1:{port} (connection refused)\n")
    );
    let out = run(&["join", "127.0.0.1", "ABC1O0"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("is not a join code"),
        "{}",
        stderr(&out)
    );
    let out = run(&["host", "--variant", "four", "--strict-goal", "--port", "0"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stderr(&out),
        "kono: --strict-goal does not apply to four-field kono\n"
    );
    let out = run(&["host", "--resume", "--code", "ABC234"]);
    assert_eq!(out.status.code(), Some(2));
}

/// A kono process fed line by line, its output read line by line.
struct Player {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    seen: Vec<String>,
}

impl Player {
    fn start(home: &Path, user: &str, args: &[&str]) -> Player {
        let mut child = kono()
            .args(args)
            .env("KONO_HOME", home)
            .env("KONO_NAME", user)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Player {
            child,
            stdin,
            lines,
            seen: Vec::new(),
        }
    }

    fn say(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
    }

    /// Waits for a line holding `text`; returns it.
    fn expect(&mut self, text: &str) -> String {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    if line.contains(text) {
                        return line;
                    }
                }
                Err(_) => panic!("no line with `{text}`; saw:\n{}", self.seen.join("\n")),
            }
        }
    }
}

impl Drop for Player {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The one record in a data directory's games folder.
fn record(home: &Path) -> String {
    let mut records: Vec<_> = std::fs::read_dir(home.join("games"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "kono"))
        .collect();
    assert_eq!(records.len(), 1, "{records:?}");
    std::fs::read_to_string(records.pop().unwrap()).unwrap()
}

fn host(home: &Path, extra: &[&str]) -> (Player, String) {
    let mut args = vec!["host", "--bind", "127.0.0.1", "--port", "0"];
    args.extend_from_slice(extra);
    let mut host = Player::start(home, "Hana", &args);
    let port = host.expect("Port: ");
    let port = port.trim().trim_start_matches("Port: ").to_string();
    (host, format!("127.0.0.1:{port}"))
}

#[test]
fn two_kono_processes_play_and_keep_the_same_record() {
    let (h_home, j_home) = (TempDir::new().unwrap(), TempDir::new().unwrap());
    let extra = [
        "--variant",
        "four",
        "--first",
        "black",
        "--side",
        "black",
        "--code",
        "abc234",
    ];
    let (mut host, addr) = host(h_home.path(), &extra);
    host.expect("Join code: ABC234");
    let mut joiner = Player::start(j_home.path(), "Jiho", &["join", &addr, "abc234"]);
    joiner.expect("Joined Hana's game of four-field kono: you play White.");
    host.expect("White (Jiho) joined from 127.0.0.1");
    host.say("a1xa3");
    joiner.expect("Black played a1xa3.");
    host.say("c1xc3");
    host.expect("it is White's turn.");
    joiner.say("b4xb2");
    host.expect("White played b4xb2.");
    joiner.say("say hello \u{1b}[2J");
    host.expect("White (Jiho): hello  [2J");
    host.say("draw");
    joiner.expect("Black (Hana) offers a draw: yes or no?");
    joiner.say("no");
    host.expect("White (Jiho) declines the draw.");
    host.say("resign");
    joiner.expect("Black resigned: White wins.");
    host.say("quit");
    host.expect("The game is saved.");
    joiner.expect("Black (Hana) closed the connection.");
    let record_h = record(h_home.path());
    assert!(record_h.contains("[Network \"abc234b"), "{record_h}");
    // The resignation is the record's end, with its reason.
    assert!(record_h.contains("1. a1xa3 b4xb2 0-1"), "{record_h}");
    assert!(
        record_h.contains("[Termination \"White wins: Black resigned\"]"),
        "{record_h}"
    );
    assert_eq!(record_h, record(j_home.path()));
}

#[test]
fn a_host_killed_mid_game_resumes_with_its_code_and_the_joiner_reconnects() {
    let (h_home, j_home) = (TempDir::new().unwrap(), TempDir::new().unwrap());
    let extra = [
        "--variant",
        "five",
        "--first",
        "white",
        "--side",
        "white",
        "--code",
        "XYZ789",
    ];
    let (mut host, addr) = host(h_home.path(), &extra);
    let mut joiner = Player::start(j_home.path(), "Jiho", &["join", &addr, "XYZ789"]);
    host.expect("Black (Jiho) joined");
    host.say("a4-b3");
    joiner.expect("White played a4-b3.");
    joiner.say("a2-b3");
    joiner.expect("b3 is not empty");
    joiner.say("e2-d3");
    host.expect("Black played e2-d3.");
    // kill -9 of the host.
    host.child.kill().unwrap();
    host.child.wait().unwrap();
    joiner.expect("The game is saved. Type reconnect to join again.");
    let port = addr.rsplit(':').next().unwrap();
    let mut host = Player::start(
        h_home.path(),
        "Hana",
        &["host", "--resume", "--bind", "127.0.0.1", "--port", port],
    );
    host.expect("Join code: XYZ789");
    joiner.say("reconnect");
    joiner.expect("Connected again.");
    host.expect("Black (Jiho) joined");
    host.expect("Move 2: White to move (your move).");
    host.say("c5-b4");
    joiner.expect("White played c5-b4.");
    host.say("quit");
    joiner.expect("closed the connection");
    let record_h = record(h_home.path());
    assert!(record_h.contains("1. a4-b3 e2-d3 2. c5-b4 *"), "{record_h}");
    assert_eq!(record_h, record(j_home.path()));
}

#[test]
fn a_saved_copy_that_differs_is_kept_where_it_is_and_said() {
    let (h_home, j_home) = (TempDir::new().unwrap(), TempDir::new().unwrap());
    let extra = ["--variant", "four", "--side", "black", "--code", "DFB234"];
    let (mut host, addr) = host(h_home.path(), &extra);
    let mut joiner = Player::start(j_home.path(), "Jiho", &["join", &addr, "DFB234"]);
    host.expect("White (Jiho) joined");
    host.say("a1xa3");
    joiner.expect("Black played a1xa3.");
    joiner.say("quit");
    host.expect("closed the connection");
    // The joiner's copy comes to hold another first move.
    let path = std::fs::read_dir(j_home.path().join("games"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|e| e == "kono"))
        .unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::write(&path, text.replace("1. a1xa3", "1. c1xc3")).unwrap();
    let mut joiner = Player::start(j_home.path(), "Jiho", &["join", &addr, "DFB234"]);
    let said = joiner.expect("Your saved copy differs from the host's from the start");
    assert!(
        said.ends_with(&format!(
            ": the host's record is played on; yours stays in {}.",
            path.display()
        )),
        "{said}"
    );
    assert!(std::fs::read_to_string(&path).unwrap().contains("1. c1xc3"));
}
