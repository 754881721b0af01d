//! The host against scripted peers on loopback: every hostile connection
//! refused in one line while the host keeps waiting, the seat, the limit
//! on wrong codes, protocol errors in the game, the ping and the loss.

use std::time::{Duration, Instant};

use kono::net::{Closed, Limits, MAX_LINE, NetNews, ProtocolError};
use kono::rules::Color;

use super::peers::{CODE, HostRig, PATIENCE, Raw, four_field_game, limits};

/// Connects, sends `bytes`, and returns the host's one line before it closes.
fn refused_line(rig: &HostRig, bytes: &[u8]) -> String {
    let mut raw = Raw::connect(rig.addr());
    raw.send_bytes(bytes);
    let line = raw.line().expect("a refusal");
    assert!(raw.closes(), "the host closes after `{line}`");
    line
}

#[test]
fn the_host_refuses_every_hostile_connection_and_then_seats_the_joiner() {
    let mut rig = HostRig::new(four_field_game(), Color::Black, limits());
    let oversized = format!("KONO/2 JOIN {CODE} {}\n", "x".repeat(MAX_LINE));
    let cases: [(&[u8], &str); 8] = [
        (b"KONO/2 JOIN ZZZ999\n", "wrong code"),
        (b"KONO/2 JOIN ABC234 bad/name\n", "not a kono client"),
        (
            b"GET / HTTP/1.1\r\nHost: localhost\r\n\r\n",
            "not a kono client",
        ),
        (b"\xff\xfe\x00garbage\n", "not a kono client"),
        (oversized.as_bytes(), "not a kono client"),
        (b"KONO/1 JOIN ABC234\n", "version 2 only"),
        // Slowloris: half a line, then nothing.
        (b"KONO/2 JO", "no JOIN within 0.4 s"),
        (b"", "no JOIN within 0.4 s"),
    ];
    for (bytes, reason) in cases {
        let line = refused_line(&rig, bytes);
        assert_eq!(line, format!("KONO/2 REFUSED {reason}"));
        assert_eq!(rig.refusal(), reason, "the host's screen hears of it");
    }
    // A port scanner: connects and goes.
    drop(Raw::connect(rig.addr()));
    assert_eq!(rig.refusal(), "closed without joining");

    let mut raw = Raw::knock(rig.addr(), CODE);
    assert!(
        matches!(rig.pump(), NetNews::Joined { name: Some(name), .. } if name.as_str() == "Tester")
    );
    let mut opening = raw.opening().into_iter();
    let welcome = opening.next().unwrap();
    assert!(welcome.starts_with(&format!(
        "KONO/2 WELCOME {} four standard white none aids",
        rig.id
    )));
    assert!(opening.next().unwrap().starts_with("START "));
    assert_eq!(opening.next().unwrap(), "MOVES");
    raw.send("BYE");
    drop(raw);
    assert!(matches!(rig.pump(), NetNews::Message { .. }));
    assert_eq!(rig.until_closed(), Closed::ByPeer);
}

#[test]
fn a_second_joiner_is_refused_while_the_seat_is_taken() {
    let mut rig = HostRig::new(four_field_game(), Color::White, limits());
    let (first, _) = rig.seat_raw();
    assert!(rig.host.seated());
    let lines = Raw::refused(rig.addr(), CODE);
    assert_eq!(lines, ["KONO/2 REFUSED game in progress"]);
    assert_eq!(rig.refusal(), "game in progress");
    drop(first);
    assert_eq!(rig.until_closed(), Closed::ByPeer);
    // The seat is free again, with the same code.
    let (_, lines) = rig.seat_raw();
    assert!(lines[0].contains("WELCOME"), "{lines:?}");
}

#[test]
fn five_wrong_codes_refuse_the_address_for_a_while() {
    let mut rig = HostRig::new(four_field_game(), Color::White, limits());
    for _ in 0..5 {
        let lines = Raw::refused(rig.addr(), "ZZZ999");
        assert_eq!(lines, ["KONO/2 REFUSED wrong code"]);
        assert_eq!(rig.refusal(), "wrong code");
    }
    let banned = "too many wrong codes, try again in a minute";
    let lines = Raw::refused(rig.addr(), CODE);
    assert_eq!(lines, [format!("KONO/2 REFUSED {banned}")]);
    assert_eq!(rig.refusal(), banned);
    // After the ban (0.6 s here) the right code gets in.
    let deadline = Instant::now() + PATIENCE;
    loop {
        let mut raw = Raw::knock(rig.addr(), CODE);
        if let NetNews::Joined { .. } = rig.pump() {
            assert!(raw.opening()[0].contains("WELCOME"));
            break;
        }
        assert_eq!(raw.opening(), [format!("KONO/2 REFUSED {banned}")]);
        assert!(Instant::now() < deadline, "still refused");
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn protocol_errors_in_the_game_get_error_and_a_close_and_the_host_goes_on() {
    let mut rig = HostRig::new(four_field_game(), Color::Black, limits());
    let long = format!("SAY {}", "y".repeat(600));
    let cases: [(&str, &str); 6] = [
        ("MOVE a1xa3", "ERROR MOVE a1xa3 when it is not your turn"),
        (
            "HELLO",
            "ERROR `HELLO` is not a message of the kono protocol",
        ),
        ("\u{1b}[2J", "ERROR a control character (\\u{1b}) in a line"),
        (&long, "ERROR a line longer than 512 bytes"),
        (
            "KONO/2 JOIN ABC234",
            "ERROR KONO/2 JOIN after the handshake",
        ),
        ("DRAW ACCEPT", "ERROR DRAW ACCEPT or DECLINE with no offer"),
    ];
    for (line, error) in cases {
        let (mut raw, _) = rig.seat_raw();
        raw.send(line);
        let why = rig.until_closed();
        assert_eq!(raw.line_answering_pings().as_deref(), Some(error));
        assert!(raw.closes());
        assert!(matches!(why, Closed::ByUs | Closed::Broken(_)), "{why:?}");
        assert_eq!(rig.session.game().ply_count(), 0);
    }
    // Black (the host) moves; the joiner answers with an illegal move.
    let (mut raw, _) = rig.seat_raw();
    let (_, sent) = rig.session.play("a1xa3".parse().unwrap()).unwrap();
    rig.peer.as_ref().unwrap().send(sent);
    assert_eq!(raw.line().as_deref(), Some("MOVE a1xa3"));
    raw.send("MOVE a4-a3");
    rig.until_closed();
    assert_eq!(
        raw.line().as_deref(),
        Some("ERROR MOVE a4-a3: a3 is not empty")
    );
    assert_eq!(
        rig.session.game().ply_count(),
        1,
        "the last legal position stays"
    );
}

#[test]
fn an_oversized_line_is_broken_off_without_reading_it_all() {
    let mut rig = HostRig::new(four_field_game(), Color::Black, limits());
    let (mut raw, _) = rig.seat_raw();
    // A megabyte with no line end: the host stops at 513 bytes.
    raw.send_bytes(&vec![b'x'; 1 << 20]);
    assert_eq!(rig.until_closed(), Closed::Broken(ProtocolError::TooLong));
    assert_eq!(
        raw.line().as_deref(),
        Some("ERROR a line longer than 512 bytes")
    );
}

#[test]
fn a_silent_side_is_pinged_and_lost_after_its_silence() {
    let quick = Limits {
        ping_after: Duration::from_millis(100),
        lost_after: Duration::from_millis(800),
        ..limits()
    };
    let mut rig = HostRig::new(four_field_game(), Color::White, quick);
    let (mut raw, _) = rig.seat_raw();
    // The host pings a quiet line, and answers our ping.
    assert_eq!(raw.line().as_deref(), Some("PING"));
    raw.send("PING");
    let deadline = Instant::now() + PATIENCE;
    loop {
        let line = raw.line().unwrap();
        if line == "PONG" {
            break;
        }
        assert_eq!(line, "PING");
        assert!(Instant::now() < deadline);
    }
    // Answering the pings keeps the game alive past the loss time.
    let until = Instant::now() + Duration::from_millis(1500);
    while Instant::now() < until {
        assert_eq!(raw.line().as_deref(), Some("PING"));
        raw.send("PONG");
    }
    raw.send("MOVE a1xa3");
    assert!(matches!(rig.pump(), NetNews::Message { .. }));
    assert_eq!(rig.session.game().ply_count(), 1);
    // Then silence: lost, and closed.
    let started = Instant::now();
    assert_eq!(rig.until_closed(), Closed::Lost);
    assert!(started.elapsed() >= Duration::from_millis(700));
    assert!(raw.closes());
}
