//! The host's waiting room: the connections in their handshake, at most
//! [`Limits::max_pending`] in all and [`Limits::max_pending_per_address`]
//! from one address (IPv6: one /64). A newcomer finding the room full is
//! let in all the same: the oldest connection of the address with the most
//! waiting makes room. Strangers who hold connections open without a word
//! cannot keep the friend out, who says the code at once and is seated.

use std::net::{IpAddr, Shutdown, TcpStream};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use super::gate::{block, lock};

/// One connection in its handshake.
struct Waiting {
    id: u64,
    block: IpAddr,
    since: Instant,
    /// A handle to close it by, when it must make room.
    stream: TcpStream,
}

/// The connections in their handshake.
pub(crate) struct Room {
    most: usize,
    most_per_address: usize,
    waiting: Mutex<Vec<Waiting>>,
    next: AtomicU64,
}

/// A place in the room; [`Room::leave`] gives it back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Place(u64);

impl Room {
    pub(crate) fn new(most: usize, most_per_address: usize) -> Room {
        Room {
            most,
            most_per_address,
            waiting: Mutex::new(Vec::new()),
            next: AtomicU64::new(1),
        }
    }

    /// Lets `stream` from `ip` wait, closing the oldest connection of the
    /// address with the most waiting if the room is full; `None` when its
    /// own address has its fill already (or the stream cannot be kept).
    pub(crate) fn enter(&self, ip: IpAddr, stream: &TcpStream) -> Option<Place> {
        let block = block(ip);
        let mut waiting = lock(&self.waiting);
        let mine = waiting.iter().filter(|w| w.block == block).count();
        if mine >= self.most_per_address {
            return None;
        }
        if waiting.len() >= self.most {
            let crowded = waiting
                .iter()
                .map(|w| w.block)
                .max_by_key(|b| waiting.iter().filter(|w| w.block == *b).count())?;
            let oldest = waiting
                .iter()
                .enumerate()
                .filter(|(_, w)| w.block == crowded)
                .min_by_key(|(_, w)| w.since)
                .map(|(i, _)| i)?;
            let gone = waiting.swap_remove(oldest);
            let _ = gone.stream.shutdown(Shutdown::Both);
        }
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        waiting.push(Waiting {
            id,
            block,
            since: Instant::now(),
            stream: stream.try_clone().ok()?,
        });
        Some(Place(id))
    }

    /// The handshake at `place` is over: whether it was still waiting
    /// (false once it was closed to make room).
    pub(crate) fn leave(&self, place: Place) -> bool {
        let mut waiting = lock(&self.waiting);
        let before = waiting.len();
        waiting.retain(|w| w.id != place.0);
        waiting.len() < before
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::{Ipv4Addr, TcpListener};

    #[test]
    fn a_full_room_lets_the_newcomer_in_by_closing_the_most_crowded_address_oldest() {
        let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).unwrap();
        let addr = listener.local_addr().unwrap();
        let stream = || TcpStream::connect(addr).unwrap();
        let room = Room::new(4, 3);
        let stranger: IpAddr = "127.0.0.2".parse().unwrap();
        let other: IpAddr = "127.0.0.3".parse().unwrap();
        let friend: IpAddr = "127.0.0.1".parse().unwrap();
        let first = room.enter(stranger, &stream()).unwrap();
        let second = room.enter(stranger, &stream()).unwrap();
        let third = room.enter(stranger, &stream()).unwrap();
        assert_eq!(room.enter(stranger, &stream()), None, "3 from one address");
        let lone = room.enter(other, &stream()).unwrap();
        let came = room.enter(friend, &stream()).unwrap();
        assert!(!room.leave(first), "the crowded address's oldest made room");
        assert!([second, third, lone, came].iter().all(|p| room.leave(*p)));
        assert!(!room.leave(came), "once");
    }
}
