//! The host's gate: how many connections may wait in their handshake (per
//! address, IPv6 per /64, and in all), and the wrong codes counted per
//! address and in all, each forgotten a minute after it came.

use std::collections::{HashMap, VecDeque};
use std::net::{IpAddr, Ipv6Addr};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};
use std::time::Instant;

use super::{HostRefusal, Limits};

/// The limits on joiners of one host.
pub(crate) struct Gate {
    limits: Limits,
    /// Handshakes under way.
    pending: AtomicUsize,
    /// Handshakes under way per address (IPv6: per /64).
    pending_from: Mutex<HashMap<IpAddr, usize>>,
    /// The wrong codes of the last window.
    wrong: Mutex<Guesses>,
}

/// The wrong codes of the last [`Limits::ban_window`]: per address (IPv6:
/// per /64), and in all.
#[derive(Default)]
struct Guesses {
    by: HashMap<IpAddr, Strikes>,
    all: VecDeque<Instant>,
}

/// One address's wrong codes within the window, and the end of its ban.
#[derive(Default)]
struct Strikes {
    times: Vec<Instant>,
    until: Option<Instant>,
}

impl Gate {
    pub(crate) fn new(limits: Limits) -> Gate {
        Gate {
            limits,
            pending: AtomicUsize::new(0),
            pending_from: Mutex::new(HashMap::new()),
            wrong: Mutex::new(Guesses::default()),
        }
    }

    /// How many addresses the table of wrong codes holds now.
    pub(crate) fn watched(&self) -> usize {
        let mut wrong = lock(&self.wrong);
        self.forget(&mut wrong, Instant::now());
        wrong.by.len()
    }
}

/// The address that limits count by: an IPv4 address itself (an IPv6
/// one mapping it too), an IPv6 address its /64.
fn block(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6(Ipv6Addr::from(v6.to_bits() & !u128::from(u64::MAX))),
        },
        v4 => v4,
    }
}

impl Gate {
    /// The reason `ip` is refused before it says anything, if it is.
    pub(crate) fn banned(&self, ip: IpAddr) -> Option<HostRefusal> {
        let now = Instant::now();
        let mut wrong = lock(&self.wrong);
        self.forget(&mut wrong, now);
        if wrong.all.len() >= self.limits.wrong_codes_total {
            return Some(HostRefusal::Guessing);
        }
        let strikes = wrong.by.get(&block(ip))?;
        strikes
            .until
            .is_some_and(|t| t > now)
            .then_some(HostRefusal::WrongCodes)
    }

    /// Forgets the wrong codes older than the window, and the addresses
    /// with none left and no ban running.
    fn forget(&self, wrong: &mut Guesses, now: Instant) {
        let window = self.limits.ban_window;
        while wrong
            .all
            .front()
            .is_some_and(|t| now.duration_since(*t) >= window)
        {
            wrong.all.pop_front();
        }
        wrong.by.retain(|_, strikes| {
            strikes.times.retain(|t| now.duration_since(*t) < window);
            strikes.until.is_some_and(|t| t > now) || !strikes.times.is_empty()
        });
    }

    /// Counts a wrong code from `ip`; refuses it for a while after too many.
    pub(crate) fn count_wrong(&self, ip: IpAddr) {
        let now = Instant::now();
        let mut wrong = lock(&self.wrong);
        self.forget(&mut wrong, now);
        wrong.all.push_back(now);
        let strikes = wrong.by.entry(block(ip)).or_default();
        strikes.times.push(now);
        if strikes.times.len() >= self.limits.wrong_codes {
            strikes.until = Some(now + self.limits.ban_for);
            strikes.times.clear();
        }
    }

    /// Counts a handshake beginning from `ip`; `false` (counting nothing)
    /// when too many are under way, from it or in all.
    pub(crate) fn begin(&self, ip: IpAddr) -> bool {
        let mut from = lock(&self.pending_from);
        let mine = from.entry(block(ip)).or_insert(0);
        if *mine >= self.limits.max_pending_per_address {
            return false;
        }
        if self.pending.fetch_add(1, Ordering::SeqCst) >= self.limits.max_pending {
            self.pending.fetch_sub(1, Ordering::SeqCst);
            return false;
        }
        *mine += 1;
        true
    }

    /// A handshake from `ip` is over.
    pub(crate) fn end(&self, ip: IpAddr) {
        self.pending.fetch_sub(1, Ordering::SeqCst);
        let mut from = lock(&self.pending_from);
        let key = block(ip);
        if let Some(mine) = from.get_mut(&key) {
            *mine = mine.saturating_sub(1);
            if *mine == 0 {
                from.remove(&key);
            }
        }
    }
}

/// The mutex's value, even after a thread panicked holding it (the data is
/// counts and a seat: never left half-written).
pub(crate) fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}
