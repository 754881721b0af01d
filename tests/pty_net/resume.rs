//! `kono host --resume` listens where the game was hosted: its port (one
//! the system chose here) and its bind address, so that the friend's
//! rejoin key finds it.

use super::common::pty::*;
use super::{COLS, ROWS, four_field_pair, port_of};

/// Kills `host`, and a plain `kono host --resume` from its home `hh`
/// brings the game back: with its code, on `port`, at 127.0.0.1 alone.
fn killed_and_resumed(
    mut host: Session,
    joiner: &mut Session,
    hh: &std::path::Path,
    port: &str,
    code: &str,
) -> Session {
    host.child.kill().unwrap();
    joiner.wait_text("the connection is closed");
    let host = Session::start_with(
        hh,
        &["host", "--resume"],
        &[("KONO_NAME", "Hana")],
        ROWS,
        COLS,
    );
    host.wait_text(code);
    assert_eq!(port_of(&host), port);
    assert!(host.contents().contains("127.0.0.1"), "{}", host.contents());
    host
}

#[test]
fn a_resumed_host_keeps_the_port_and_the_address_it_hosted_on() {
    let (hh, jh) = (fresh_home(), fresh_home());
    let (mut host, mut joiner, port) = four_field_pair(&hh, &jh, "PRT234");
    host.capture_upward(0);
    joiner.wait_text("a1 × a3");
    let mut host = killed_and_resumed(host, &mut joiner, &hh, &port, "PRT234");
    joiner.send(b"o");
    joiner.wait_text("connected again");
    host.wait_text("White (Jiho) joined");
    host.send(b"\x03");
    host.wait_exit();
    joiner.send(b"\x03");
    joiner.wait_exit();
}

#[test]
fn a_resumed_host_keeps_its_port_and_address_after_a_rematch() {
    let (hh, jh) = (fresh_home(), fresh_home());
    let (mut host, mut joiner, port) = four_field_pair(&hh, &jh, "RMT234");
    host.capture_upward(0);
    joiner.wait_text("a1 × a3");
    joiner.send(b"R");
    joiner.wait_text("are you sure?");
    joiner.send(b"y");
    host.wait_text("White resigns: Black wins");
    host.send(b"n");
    joiner.wait_text("asks for a rematch");
    joiner.send(b"y");
    host.wait_text("the rematch is on: you play White");
    joiner.wait_text("the rematch is on: you play Black");
    joiner.capture_upward(0);
    host.wait_text("a1 × a3");
    // The rematch has a game id of its own: resuming it listens where the
    // first game did.
    let mut host = killed_and_resumed(host, &mut joiner, &hh, &port, "RMT234");
    host.send(b"\x03");
    host.wait_exit();
    joiner.send(b"\x03");
    joiner.wait_exit();
}

#[test]
fn a_host_or_joiner_that_cannot_save_does_not_begin() {
    let home = fresh_home();
    std::fs::write(home.join("games"), "not a folder").unwrap();
    for args in [
        &["host", "--port", "0", "--bind", "127.0.0.1"][..],
        &["join", "127.0.0.1:1", "ABC234"][..],
    ] {
        let mut kono = Session::start_with(&home, args, &[], ROWS, COLS);
        kono.wait_text("no game record can be saved here");
        assert_ne!(kono.wait_exit(), 0, "{args:?}");
    }
}
