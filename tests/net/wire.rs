//! Our joiner against our host on loopback — a whole game, the round trip
//! of a move, a rejoin with every move back — and our joiner against
//! scripted hosts that refuse, cheat or are no kono at all.

use std::net::{Ipv4Addr, SocketAddr, TcpListener};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use kono::net::{Closed, Message, NetError, NetNews, Sameness, compare, join, sink};
use kono::rules::{Color, Game, Position, RuleOptions, Variant};

use super::peers::{CODE, HostRig, JoinRig, PATIENCE, Raw, code, four_field_game, limits};

/// Plays one move of the side to move, picked by `rng`, on the side whose
/// turn it is; the other side receives it. Returns the time from sending
/// to its arrival.
fn one_move(host: &mut HostRig, joiner: &mut JoinRig, rng: &mut fastrand::Rng) -> Duration {
    let moves = host.session.game().legal_moves();
    let mv = moves[rng.usize(..moves.len())];
    let hosts_turn = host.session.game().position().to_move() == host.session.ours();
    let sent = Instant::now();
    if hosts_turn {
        let (_, msg) = host.session.play(mv).unwrap();
        host.peer.as_ref().unwrap().send(msg);
        assert!(matches!(joiner.pump(), NetNews::Message { msg: Message::Move(m), .. } if m == mv));
    } else {
        let (_, msg) = joiner.session.play(mv).unwrap();
        joiner.joined.peer.send(msg);
        assert!(matches!(host.pump(), NetNews::Message { msg: Message::Move(m), .. } if m == mv));
    }
    sent.elapsed()
}

#[test]
fn a_whole_game_over_loopback_and_the_time_a_move_takes() {
    let mut times = Vec::new();
    for (variant, seed) in [(Variant::Four, 1), (Variant::Five, 2)] {
        let game = Game::new(
            Position::start(variant, Color::White),
            RuleOptions::default(),
        );
        let mut host = HostRig::new(game.unwrap(), Color::Black, limits());
        let mut joiner = host.seat_joiner(limits());
        assert_eq!(joiner.joined.welcome.joiner, Color::White);
        let mut rng = fastrand::Rng::with_seed(seed);
        while !host.session.is_over() && host.session.game().ply_count() < 400 {
            times.push(one_move(&mut host, &mut joiner, &mut rng));
            assert_eq!(host.session.game(), joiner.session.game());
        }
        assert!(host.session.game().ply_count() > 4);
        // A chat line and a goodbye.
        joiner
            .joined
            .peer
            .send(Message::Say("good game".parse().unwrap()));
        assert!(matches!(
            host.pump(),
            NetNews::Message {
                msg: Message::Say(_),
                ..
            }
        ));
        joiner.joined.peer.close(Some(Message::Bye(None)));
        assert!(matches!(
            host.pump(),
            NetNews::Message {
                msg: Message::Bye(None),
                ..
            }
        ));
        assert_eq!(host.until_closed(), Closed::ByPeer);
    }
    times.sort();
    let median = times[times.len() / 2];
    let worst = times[times.len() - 1];
    println!(
        "a move's trip on loopback over {} moves: median {:.3} ms, worst {:.3} ms",
        times.len(),
        median.as_secs_f64() * 1e3,
        worst.as_secs_f64() * 1e3
    );
}

#[test]
fn a_rejoin_gets_every_move_back_even_past_one_line() {
    // A five-field game of more than 64 moves, still going.
    let game = (0..200)
        .find_map(|seed| {
            let mut rng = fastrand::Rng::with_seed(seed);
            let start = Position::start(Variant::Five, Color::Black);
            let mut game = Game::new(start, RuleOptions::default()).unwrap();
            while game.ply_count() < 140 {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    return None;
                }
                game.play(moves[rng.usize(..moves.len())]).unwrap();
            }
            Some(game)
        })
        .expect("a long game");
    let mut host = HostRig::new(game.clone(), Color::White, limits());
    let joiner = host.seat_joiner(limits());
    assert_eq!(compare(&joiner.joined.game, &game), Sameness::Same);
    let before = joiner.session.game().clone();
    joiner.joined.peer.close(None);
    assert_eq!(host.until_closed(), Closed::ByPeer);
    // Meanwhile nothing changed: the joiner's copy matches the host's.
    let again = host.seat_joiner(limits());
    assert_eq!(compare(&before, &again.joined.game), Sameness::Same);
    assert_eq!(again.joined.welcome.game, host.id);
}

#[test]
fn the_joiner_answers_pings_and_notices_a_silent_host() {
    let quick = kono::net::Limits {
        ping_after: Duration::from_millis(100),
        lost_after: Duration::from_millis(700),
        ..limits()
    };
    let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).unwrap();
    let addr = listener.local_addr().unwrap();
    let script = thread::spawn(move || {
        let (stream, _) = listener.accept().unwrap();
        let mut raw = Raw::from_stream(stream);
        assert_eq!(raw.line().unwrap(), format!("KONO/2 JOIN {CODE} Jiho"));
        raw.send("KONO/2 WELCOME abc234bxyz12 four standard white none aids Host");
        raw.send("START wwww/wwww/bbbb/bbbb b");
        raw.send("MOVES a1xa3");
        raw.send("READY");
        raw.send("PING");
        // The joiner pongs our ping, and pings our silence; then we go quiet.
        let mut ponged = false;
        let mut pinged = false;
        while !(ponged && pinged) {
            match raw.line().unwrap().as_str() {
                "PONG" => ponged = true,
                "PING" => pinged = true,
                other => panic!("{other}"),
            }
        }
        assert!(raw.closes(), "the joiner gives up on a silent host");
    });
    let (tx, rx) = mpsc::channel();
    let joined = join(
        &addr.to_string(),
        code(),
        Some("Jiho".parse().unwrap()),
        quick,
        sink(tx),
    )
    .unwrap();
    assert_eq!(joined.game.ply_count(), 1);
    match rx.recv_timeout(PATIENCE).unwrap() {
        NetNews::Closed { why, .. } => assert_eq!(why, Closed::Lost),
        other => panic!("{other:?}"),
    }
    script.join().unwrap();
}

/// A scripted host that answers a join with `lines`, and then reads what
/// the joiner says until it closes.
fn scripted_host(lines: &'static [&'static str]) -> (SocketAddr, thread::JoinHandle<Vec<String>>) {
    let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).unwrap();
    let addr = listener.local_addr().unwrap();
    let handle = thread::spawn(move || {
        let (stream, _) = listener.accept().unwrap();
        let mut raw = Raw::from_stream(stream);
        let mut heard = vec![raw.line().unwrap()];
        for line in lines {
            raw.send(line);
        }
        while let Some(line) = raw.line() {
            heard.push(line);
        }
        heard
    });
    (addr, handle)
}

fn join_error(addr: &str) -> String {
    let (tx, _rx) = mpsc::channel();
    join(addr, code(), None, limits(), sink::<NetNews>(tx))
        .unwrap_err()
        .to_string()
}

#[test]
fn joining_fails_in_one_line_that_says_why() {
    // Nobody listens.
    let port = TcpListener::bind((Ipv4Addr::LOCALHOST, 0))
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    assert_eq!(
        join_error(&format!("127.0.0.1:{port}")),
        format!("nobody is hosting a game at 127.0.0.1:{port} (connection refused)")
    );
    assert_eq!(join_error("[::1"), "`[::1` does not resolve to an address");
    assert_eq!(
        join_error("127.0.0.1:port"),
        "`127.0.0.1:port` does not resolve to an address"
    );
    // A web server.
    let (addr, _) = scripted_host(&["HTTP/1.1 400 Bad Request", ""]);
    assert_eq!(
        join_error(&addr.to_string()),
        format!("{addr} is not a kono host (it said `HTTP/1.1 400 Bad Request`)")
    );
    // A host that refuses.
    let (addr, _) = scripted_host(&["KONO/2 REFUSED wrong code"]);
    assert_eq!(
        join_error(&addr.to_string()),
        "the host refused: wrong code"
    );
    // Something that listens and says nothing.
    let (addr, _) = scripted_host(&[]);
    let error = join_error(&addr.to_string());
    assert_eq!(
        error,
        format!("{addr} is not a kono host (it said nothing within 0.4 s)")
    );
    // A real host, a wrong code.
    let mut host = HostRig::new(four_field_game(), Color::Black, limits());
    let (tx, _rx) = mpsc::channel();
    let wrong = "ZZZ999".parse().unwrap();
    let err = join(
        &host.addr().to_string(),
        wrong,
        None,
        limits(),
        sink::<NetNews>(tx),
    )
    .unwrap_err();
    assert!(matches!(err, NetError::RefusedByHost(_)));
    assert_eq!(err.to_string(), "the host refused: wrong code");
    assert_eq!(host.refusal(), "wrong code");
}

#[test]
fn a_host_that_cheats_gets_error_and_a_close() {
    // An illegal move among the MOVES.
    let (addr, heard) = scripted_host(&[
        "KONO/2 WELCOME abc234bxyz12 four standard white none aids",
        "START wwww/wwww/bbbb/bbbb b",
        "MOVES a1-a2",
    ]);
    let error = join_error(&addr.to_string());
    assert_eq!(
        error,
        "the host broke the protocol: MOVES: move 1 a1-a2: a2 is not empty"
    );
    let heard = heard.join().unwrap();
    assert_eq!(heard[1], "ERROR MOVES: move 1 a1-a2: a2 is not empty");
    // A move for our side, after a correct welcome.
    let (addr, heard) = scripted_host(&[
        "KONO/2 WELCOME abc234bxyz12 four standard black none aids",
        "START wwww/wwww/bbbb/bbbb b",
        "MOVES",
        "READY",
        "MOVE a1xa3",
    ]);
    let (tx, rx) = mpsc::channel();
    let joined = join(&addr.to_string(), code(), None, limits(), sink(tx)).unwrap();
    let mut rig = JoinRig {
        session: kono::net::Session::new(joined.game.clone(), joined.welcome.joiner),
        joined,
        rx,
    };
    assert!(matches!(rig.pump(), NetNews::Message { .. }));
    assert_eq!(rig.session.game().ply_count(), 0);
    let heard = heard.join().unwrap();
    assert_eq!(heard[1..], ["ERROR MOVE a1xa3 when it is not your turn"]);
}

#[test]
fn host_and_joiner_meet_over_ipv6_loopback_too() {
    let (tx, rx) = mpsc::channel();
    let config = kono::net::HostConfig {
        bind: Some("::1".parse().unwrap()),
        port: 0,
        code: code(),
        limits: limits(),
    };
    let Ok(host) = kono::net::Host::listen(&config, sink(tx)) else {
        // A machine without IPv6: nothing to check.
        return;
    };
    let target = format!("[::1]:{}", host.port());
    let joining = thread::spawn(move || {
        let (tx, _rx) = mpsc::channel();
        join(&target, code(), None, limits(), sink::<NetNews>(tx)).map(|j| j.welcome.joiner)
    });
    let NetNews::Joined { peer, .. } = rx.recv_timeout(PATIENCE).unwrap() else {
        panic!("no joiner")
    };
    assert!(peer.addr().is_ipv6());
    let session = kono::net::Session::new(four_field_game(), Color::Black);
    peer.send_all(session.opening(&kono::net::GameId::new(code(), Color::Black), None));
    assert_eq!(joining.join().unwrap().unwrap(), Color::White);
}
