//! The right code always gets the seat: strangers holding the waiting room
//! from four addresses, and wrong codes from twelve past the cap in all,
//! keep the friend out of no try. Loopback only (127.0.0.0/8), bounded in
//! count and time.

use std::io::Read;
use std::net::{Ipv4Addr, SocketAddr, SocketAddrV4, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::{Duration, Instant};

use kono::net::{Host, HostConfig, Limits, NetNews, sink};
use socket2::{Domain, Socket, Type};

use super::peers::{CODE, PATIENCE, Raw, code, limits};

/// A host on 127.0.0.1 alone, and its news.
fn host(limits: Limits) -> (Host, Receiver<NetNews>) {
    let (tx, rx) = mpsc::channel();
    let config = HostConfig {
        bind: Some(Ipv4Addr::LOCALHOST.into()),
        port: 0,
        code: code(),
        limits,
    };
    (Host::listen(&config, sink(tx)).unwrap(), rx)
}

/// A connection to `to` from the loopback address 127.0.0.`last`.
fn from(last: u8, to: SocketAddr) -> TcpStream {
    let socket = Socket::new(Domain::IPV4, Type::STREAM, None).unwrap();
    let here = SocketAddrV4::new(Ipv4Addr::new(127, 0, 0, last), 0);
    socket.bind(&here.into()).unwrap();
    socket.connect_timeout(&to.into(), PATIENCE).unwrap();
    socket.into()
}

/// Waits for the friend's seat: the peer it got, whatever refusals of
/// others come first.
fn seated(rx: &Receiver<NetNews>) -> kono::net::Peer {
    let deadline = Instant::now() + PATIENCE;
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match rx.recv_timeout(left).expect("the friend seated in time") {
            NetNews::Joined { peer, .. } => return peer,
            NetNews::Refused { from, reason } if from.ip() == Ipv4Addr::LOCALHOST => {
                panic!("the friend was refused: {reason}")
            }
            _ => {}
        }
    }
}

/// Whether `stream`'s other side has closed it (or said its refusal).
fn closed(stream: &mut TcpStream) -> bool {
    let mut byte = [0; 1];
    stream.set_nonblocking(true).unwrap();
    !matches!(stream.read(&mut byte), Err(e) if e.kind() == std::io::ErrorKind::WouldBlock)
}

#[test]
fn strangers_holding_the_waiting_room_from_four_addresses_never_keep_the_friend_out() {
    let (host, rx) = host(Limits {
        handshake: Duration::from_secs(10),
        ..limits()
    });
    let to = SocketAddr::from((Ipv4Addr::LOCALHOST, host.port()));
    let stop = Arc::new(AtomicBool::new(false));
    let flooding = Arc::clone(&stop);
    // Four connections from each of 127.0.0.2–.5, renewed as they drop.
    let flood = thread::spawn(move || {
        let deadline = Instant::now() + Duration::from_secs(20);
        let mut silent: Vec<(u8, TcpStream)> = (2..6)
            .flat_map(|last| (0..4).map(move |_| last))
            .map(|last| (last, from(last, to)))
            .collect();
        while !flooding.load(Ordering::SeqCst) && Instant::now() < deadline {
            for (last, stream) in &mut silent {
                if closed(stream) {
                    *stream = from(*last, to);
                }
            }
            thread::sleep(Duration::from_millis(5));
        }
    });
    thread::sleep(Duration::from_millis(200));
    for _ in 0..5 {
        let _friend = Raw::knock(to, CODE);
        let peer = seated(&rx);
        // The friend leaves; the seat is free for the next try.
        peer.close(None);
        while host.seated() {
            thread::sleep(Duration::from_millis(10));
        }
    }
    stop.store(true, Ordering::SeqCst);
    flood.join().unwrap();
}

#[test]
fn the_right_code_gets_the_seat_while_twelve_addresses_are_past_the_cap() {
    let (host, rx) = host(Limits {
        guess_pause: Duration::from_millis(200),
        ..limits()
    });
    let to = SocketAddr::from((Ipv4Addr::LOCALHOST, host.port()));
    let knock = |last: u8, code: &str| {
        let mut raw = Raw::from_stream(from(last, to));
        raw.send(&format!("KONO/2 JOIN {code} Tester"));
        raw
    };
    // Five wrong codes from each of twelve addresses: sixty in all, the cap.
    for last in 10..22 {
        for _ in 0..5 {
            let answer = knock(last, "ZZZ999").opening();
            assert!(answer[0].starts_with("KONO/2 REFUSED"), "{answer:?}");
        }
    }
    let mut stranger = knock(30, "ZZZ998").opening();
    assert!(stranger.remove(0).contains("someone is guessing"));
    let _friend = knock(1, CODE);
    seated(&rx);
    assert!(host.seated());
}
