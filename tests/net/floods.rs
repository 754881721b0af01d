//! Floods a peer may try, on loopback only and bounded in count and time:
//! chat and `AIDS ON` past their rate (a protocol error, on either side),
//! and more lines than the game has handled (the socket holds them, not
//! memory).

use std::net::{Ipv4Addr, TcpListener};
use std::sync::mpsc;
use std::thread;
use std::time::Instant;

use kono::net::{Closed, MAX_UNHANDLED, NetNews, ProtocolError, join, sink};
use kono::rules::Color;

use super::hostile::{alone, resident_kib};
use super::peers::{HostRig, PATIENCE, Raw, code, four_field_game, limits};

/// The test's limits, with a chat token a minute after the burst: however
/// slowly a loaded machine reads the flood, the burst is all that passes.
fn slow_chat() -> kono::net::Limits {
    kono::net::Limits {
        chat_every: std::time::Duration::from_secs(60),
        ..limits()
    }
}

/// A million lines of `line`, as one peer would pour them in.
fn flood(line: &str) -> Vec<u8> {
    format!("{line}\n").repeat(1_000_000).into_bytes()
}

#[test]
fn chat_past_its_burst_closes_the_joiner_with_an_error() {
    for (line, word) in [("SAY hi", "SAY"), ("AIDS ON", "AIDS")] {
        let mut rig = HostRig::new(four_field_game(), Color::White, slow_chat());
        let (mut raw, _) = rig.seat_raw();
        let bytes = flood(line);
        // The host stops reading at the error: the rest may never go out.
        let pouring = thread::spawn(move || raw.try_send_bytes(&bytes).then_some(raw));
        let mut chat: u32 = 0;
        let why = loop {
            match rig.news() {
                NetNews::Message { .. } => chat += 1,
                NetNews::Closed { why, .. } => break why,
                other => panic!("{other:?}"),
            }
        };
        assert_eq!(chat, limits().chat_burst, "{line}: the burst, and no more");
        assert_eq!(why, Closed::Broken(ProtocolError::TooFast(word)), "{line}");
        if let Some(mut raw) = pouring.join().unwrap() {
            let error = raw.line().unwrap_or_default();
            assert!(error.starts_with("ERROR"), "{line}: {error}");
        }
    }
}

#[test]
fn a_hosts_chat_flood_closes_the_joiner_at_the_burst() {
    let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).unwrap();
    let addr = listener.local_addr().unwrap();
    let script = thread::spawn(move || {
        let (stream, _) = listener.accept().unwrap();
        let mut raw = Raw::from_stream(stream);
        raw.line().unwrap();
        raw.send("KONO/2 WELCOME abc234bxyz12 four standard white none aids Host");
        raw.send("START wwww/wwww/bbbb/bbbb b");
        raw.send("MOVES");
        raw.send("READY");
        raw.try_send_bytes(&flood("SAY hello"));
    });
    let (tx, rx) = mpsc::channel();
    let joined = join(&addr.to_string(), code(), None, slow_chat(), sink(tx)).unwrap();
    let mut chat: u32 = 0;
    let deadline = Instant::now() + PATIENCE;
    let why = loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match rx.recv_timeout(left).expect("the joiner's news in time") {
            NetNews::Message { .. } => chat += 1,
            NetNews::Closed { why, .. } => break why,
            _ => {}
        }
    };
    assert_eq!(chat, limits().chat_burst);
    assert_eq!(why, Closed::Broken(ProtocolError::TooFast("SAY")));
    drop(joined);
    script.join().unwrap();
}

#[test]
fn lines_the_game_has_not_handled_wait_in_the_socket_not_in_memory() {
    if alone("floods::lines_the_game_has_not_handled_wait_in_the_socket_not_in_memory") {
        return;
    }
    let mut rig = HostRig::new(four_field_game(), Color::White, limits());
    let (mut raw, _) = rig.seat_raw();
    // Lines the connection passes on without judging them (the game would
    // call each a protocol error; here nobody handles them yet).
    let bytes = flood("DRAW DECLINE");
    let before = resident_kib();
    let pouring = thread::spawn(move || raw.try_send_bytes(&bytes).then_some(raw));
    let mut held = Vec::new();
    while held.len() < MAX_UNHANDLED {
        held.push(rig.news());
    }
    // No more come while the game holds them…
    assert!(
        rig.rx
            .recv_timeout(std::time::Duration::from_millis(300))
            .is_err()
    );
    let grown = resident_kib().saturating_sub(before);
    assert!(grown < 8 * 1024, "the host grew by {grown} KiB");
    // …and the next come once it lets them go.
    drop(held);
    assert!(matches!(rig.news(), NetNews::Message { .. }));
    drop(pouring);
}
