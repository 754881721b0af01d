//! `kono host` and `kono join` as programs without a terminal: each
//! refuses in one line, as `kono tui` does; options that cannot be are
//! refused first, in one line too. (Two kono processes playing each other
//! on the game screen are in `tests/pty_net`.)

use std::process::{Command, Output};

use tempfile::TempDir;

fn run(args: &[&str]) -> Output {
    let home = TempDir::new().unwrap();
    Command::new(env!("CARGO_BIN_EXE_kono"))
        .env("LC_ALL", "C")
        .args(args)
        .env("KONO_HOME", home.path())
        .output()
        .unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn without_a_terminal_host_and_join_refuse_in_one_line() {
    let refusal = "kono: the terminal game needs a terminal, and stdout is not one (try `kono rules` for text)\n";
    for args in [
        &["host", "--bind", "127.0.0.1", "--port", "0"][..],
        &["join", "127.0.0.1:9", "ABC234"],
        &["join", "127.0.0.1:9"],
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert_eq!(stderr(&out), refusal, "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}: nothing in plain lines");
    }
}

#[test]
fn options_that_cannot_be_are_refused_in_one_line_first() {
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
    let out = run(&["host", "--resume"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).starts_with("kono: there is no unfinished network game hosted here"),
        "{}",
        stderr(&out)
    );
}
