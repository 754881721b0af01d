//! Hostile peers, each written here and run on loopback only, bounded in
//! count and time: one that never reads, one that floods a waiting room
//! from one address, one that guesses codes from two, a host that sends a
//! history longer than a record can hold, and one that ends a game the
//! moves do not show.

use std::net::{Ipv4Addr, SocketAddr, TcpStream};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use kono::net::{
    Closed, Host, HostConfig, Limits, MAX_HISTORY, Message, NetNews, Session, Text, join, sink,
};
use kono::rules::{Color, Outcome, WinReason};

use super::peers::{CODE, HostRig, PATIENCE, Raw, code, four_field_game, limits};

/// This process's resident memory in KiB, as the kernel counts it.
pub(super) fn resident_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let line = status.lines().find(|l| l.starts_with("VmRSS:")).unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

#[test]
fn a_peer_that_pings_and_never_reads_costs_the_host_no_memory() {
    if alone("hostile::a_peer_that_pings_and_never_reads_costs_the_host_no_memory") {
        return;
    }
    let mut rig = HostRig::new(four_field_game(), Color::White, limits());
    let (mut raw, _) = rig.seat_raw();
    let before = resident_kib();
    // Two million PINGs (10 MB), and never a line read back.
    let chunk = "PING\n".repeat(10_000);
    for _ in 0..200 {
        raw.send_bytes(chunk.as_bytes());
    }
    raw.send("SAY done");
    // The host has read every PING once the SAY after them comes.
    loop {
        if let NetNews::Message { msg, .. } = rig.pump() {
            assert_eq!(msg, Message::Say("done".parse().unwrap()));
            break;
        }
    }
    let grown = resident_kib().saturating_sub(before);
    // One PONG at a time: two million of them queued would take ~150 MB.
    assert!(grown < 40 * 1024, "the host grew by {grown} KiB");
}

#[test]
fn a_peer_that_reads_nothing_of_what_piles_up_is_disconnected() {
    let mut rig = HostRig::new(four_field_game(), Color::White, limits());
    let (_raw, _) = rig.seat_raw();
    let peer = rig.peer.clone().unwrap();
    let text: Text = "x".repeat(200).parse().unwrap();
    // 40 MB of chat for a peer that reads none: more than any socket holds.
    for _ in 0..200_000 {
        peer.send(Message::Say(text.clone()));
    }
    // Each news is waited for with the rig's generous deadline.
    match rig.until_closed() {
        Closed::Failed(why) => assert!(why.to_string().contains("read nothing"), "{why}"),
        other => panic!("{other:?}"),
    }
}

/// A host on every interface (IPv4 and IPv6), on a port of the system's choice.
fn dual_host(limits: Limits) -> Option<(Host, mpsc::Receiver<NetNews>)> {
    let (tx, rx) = mpsc::channel();
    let config = HostConfig {
        bind: None,
        port: 0,
        code: code(),
        limits,
    };
    let host = Host::listen(&config, sink(tx)).ok()?;
    // A machine without IPv6 loopback cannot play the second address.
    TcpStream::connect_timeout(
        &SocketAddr::from(([0u16, 0, 0, 0, 0, 0, 0, 1], host.port())),
        PATIENCE,
    )
    .ok()?;
    Some((host, rx))
}

fn v4(host: &Host) -> SocketAddr {
    SocketAddr::from((Ipv4Addr::LOCALHOST, host.port()))
}

fn v6(host: &Host) -> SocketAddr {
    SocketAddr::from(([0u16, 0, 0, 0, 0, 0, 0, 1], host.port()))
}

/// The news until a joiner is seated (`Ok`, with the refusals before it),
/// or a refusal of `from` (`Err`).
fn until_seated(
    rx: &mpsc::Receiver<NetNews>,
    from: std::net::IpAddr,
) -> Result<Vec<String>, String> {
    let mut refusals = Vec::new();
    loop {
        match rx.recv_timeout(PATIENCE).expect("news of the joiner") {
            NetNews::Joined { .. } => return Ok(refusals),
            NetNews::Refused { from: f, reason }
                if f.ip() == from && reason.to_string() != "closed without joining" =>
            {
                return Err(reason.to_string());
            }
            NetNews::Refused { reason, .. } => refusals.push(reason.to_string()),
            _ => {}
        }
    }
}

/// Runs the test `name` of this binary alone, in a process of its own, so
/// that what it measures of its process is its own: `true` here, where
/// the child's success is checked; `false` in the child, which runs it.
pub(super) fn alone(name: &str) -> bool {
    const CHILD: &str = "KONO_TEST_ALONE";
    if std::env::var_os(CHILD).is_some() {
        return false;
    }
    let status = std::process::Command::new(std::env::current_exe().unwrap())
        .args([name, "--exact", "--test-threads=1"])
        .env(CHILD, "1")
        .status()
        .unwrap();
    assert!(status.success(), "{name} alone: {status}");
    true
}

#[test]
fn sixteen_silent_connections_from_one_address_leave_the_seat_to_the_friend() {
    let Some((host, rx)) = dual_host(limits()) else {
        return;
    };
    // The flood: sixteen connections from 127.0.0.1 that say nothing.
    let silent: Vec<TcpStream> = (0..16)
        .map(|_| TcpStream::connect_timeout(&v4(&host), PATIENCE).unwrap())
        .collect();
    thread::sleep(Duration::from_millis(100));
    // The friend, from ::1.
    let _friend = Raw::knock(v6(&host), CODE);
    let refusals = until_seated(&rx, "::1".parse().unwrap()).unwrap();
    // Of the flood, at most 4 wait: the others were refused at once.
    let refused = refusals
        .iter()
        .filter(|reason| reason.contains("too many connections"))
        .count();
    assert!(refused >= 12, "{refused} refused at once");
    drop(silent);
}

#[test]
fn wrong_codes_are_capped_in_all_and_each_address_is_forgotten_after_its_window() {
    let quick = Limits {
        wrong_codes: 5,
        wrong_codes_total: 6,
        ban_window: Duration::from_millis(800),
        ..limits()
    };
    let Some((host, rx)) = dual_host(quick) else {
        return;
    };
    let _ = rx.recv_timeout(PATIENCE); // the probe of dual_host
    for (addr, n) in [(v4(&host), 4), (v6(&host), 2)] {
        for _ in 0..n {
            let lines = Raw::refused(addr, "ZZZ999");
            assert_eq!(lines, ["KONO/2 REFUSED wrong code"]);
        }
    }
    assert_eq!(host.watched(), 2, "two addresses guessed");
    // Six wrong codes in the window from two addresses, neither banned
    // alone: every wrong code is refused as guessing now (the right one
    // is seated all the same: see `crowd`).
    let lines = Raw::refused(v6(&host), "ZZZ998");
    assert!(lines[0].contains("someone is guessing"), "{lines:?}");
    // A window later both addresses are forgotten and the code gets in.
    thread::sleep(Duration::from_millis(900));
    assert_eq!(host.watched(), 0);
    let _raw = Raw::knock(v6(&host), CODE);
    let deadline = Instant::now() + PATIENCE;
    loop {
        if let NetNews::Joined { .. } = rx.recv_timeout(PATIENCE).unwrap() {
            break;
        }
        assert!(Instant::now() < deadline);
    }
}

#[test]
fn a_history_longer_than_a_record_holds_is_refused_as_it_arrives() {
    assert_eq!(Limits::default().max_history, MAX_HISTORY);
    assert_eq!(MAX_HISTORY, 400_000);
    // A real game of 130 plies (three MOVES lines), against a joiner that
    // takes at most 100: the third line is never played.
    let mut game = four_field_game();
    let mut rng = fastrand::Rng::with_seed(7);
    while game.ply_count() < 130 {
        let moves = game.legal_moves();
        let mut tried = game.clone();
        let mv = moves[rng.usize(..moves.len())];
        tried.play(mv).unwrap();
        if tried.outcome().is_none() {
            game = tried;
        } else {
            game = four_field_game();
        }
    }
    let mut rig = HostRig::new(game, Color::Black, limits());
    let addr = rig.addr();
    let short = Limits {
        max_history: 100,
        ..limits()
    };
    let joining = thread::spawn(move || {
        let (tx, _rx) = mpsc::channel();
        join(&addr.to_string(), code(), None, short, sink::<NetNews>(tx)).map(|_| ())
    });
    assert!(matches!(rig.pump(), NetNews::Joined { .. }));
    let error = joining.join().unwrap().unwrap_err().to_string();
    assert!(error.contains("more than 100 moves"), "{error}");
}

#[test]
fn a_game_that_ended_by_resignation_or_agreement_comes_back_ended() {
    for agreed in [false, true] {
        let mut session = Session::new(four_field_game(), Color::Black);
        session.play("a1xa3".parse().unwrap()).unwrap();
        if agreed {
            let mut game = session.game().clone();
            game.offer_draw().unwrap();
            game.answer_draw(true).unwrap();
            session = Session::new(game, Color::Black);
        } else {
            session.resign().unwrap();
        }
        let mut rig = HostRig::new(session.game().clone(), Color::Black, limits());
        let joiner = rig.seat_joiner(limits());
        let outcome = joiner.joined.game.outcome();
        if agreed {
            assert!(matches!(outcome, Some(Outcome::Draw(_))), "{outcome:?}");
        } else {
            let resigned = Outcome::Win {
                winner: Color::White,
                reason: WinReason::Resigned,
            };
            assert_eq!(outcome, Some(resigned));
        }
        assert_eq!(joiner.joined.game.ply_count(), 1);
    }
}

/// A legal game of `plies` moves that has not ended: a walk through
/// five-field kono that never meets a position a third time.
fn long_game(plies: usize) -> kono::rules::Game {
    use kono::rules::{Game, Position, RuleOptions, Variant};
    let mut game = Game::new(
        Position::start(Variant::Five, Color::Black),
        RuleOptions::default(),
    )
    .unwrap();
    let mut rng = fastrand::Rng::with_seed(11);
    while game.ply_count() < plies {
        let mut moves = game.legal_moves().to_vec();
        rng.shuffle(&mut moves);
        let playable = moves.into_iter().find(|mv| {
            game.play(*mv).unwrap();
            let goes_on = game.outcome().is_none();
            game.undo();
            goes_on
        });
        match playable {
            Some(mv) => {
                game.play(mv).unwrap();
            }
            None => {
                game.undo();
            }
        }
    }
    game
}

#[test]
fn a_game_of_as_many_moves_as_a_record_holds_is_joined_again() {
    let game = long_game(MAX_HISTORY);
    let mut rig = HostRig::new(game, Color::White, limits());
    let joiner = rig.seat_joiner(limits());
    assert_eq!(joiner.joined.game.ply_count(), MAX_HISTORY);
    assert_eq!(joiner.joined.game.position(), rig.session.game().position());
}
