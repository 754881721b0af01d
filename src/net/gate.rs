//! The host's gate: the wrong codes counted per address (IPv6 per /64)
//! and in all, each forgotten a minute after it came. (How many may wait
//! in their handshake is the [`room`](super::room)'s.)

use std::collections::{HashMap, VecDeque};
use std::net::{IpAddr, Ipv6Addr};
use std::sync::{Mutex, PoisonError};
use std::time::Instant;

use super::Limits;

/// The limits on joiners of one host.
pub(crate) struct Gate {
    limits: Limits,
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
pub(crate) fn block(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6(Ipv6Addr::from(v6.to_bits() & !u128::from(u64::MAX))),
        },
        v4 => v4,
    }
}

impl Gate {
    /// Whether `ip` is refused before it says anything: it gave too many
    /// wrong codes within the window.
    pub(crate) fn banned(&self, ip: IpAddr) -> bool {
        let now = Instant::now();
        let mut wrong = lock(&self.wrong);
        self.forget(&mut wrong, now);
        wrong
            .by
            .get(&block(ip))
            .and_then(|strikes| strikes.until)
            .is_some_and(|t| t > now)
    }

    /// Whether the wrong codes of all addresses passed their cap within
    /// the window: someone is guessing.
    pub(crate) fn guessing(&self) -> bool {
        let mut wrong = lock(&self.wrong);
        self.forget(&mut wrong, Instant::now());
        wrong.all.len() >= self.limits.wrong_codes_total
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
        // Past the cap, more change nothing but the address's own strikes.
        if wrong.all.len() < self.limits.wrong_codes_total {
            wrong.all.push_back(now);
        }
        let strikes = wrong.by.entry(block(ip)).or_default();
        strikes.times.push(now);
        if strikes.times.len() >= self.limits.wrong_codes {
            strikes.until = Some(now + self.limits.ban_for);
            strikes.times.clear();
        }
    }
}

/// The mutex's value, even after a thread panicked holding it (the data is
/// counts and a seat: never left half-written).
pub(crate) fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}
