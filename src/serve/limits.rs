//! The limits on connections (SERVE.md's table): in all, and per
//! address (IPv6: per /64), each connection counted from its accepting to
//! its end; connections not yet authenticated; authentication attempts,
//! a token bucket per address; and the times and sizes a session keeps
//! to. Tests shorten them.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use crate::net::Bucket;

/// The limits on connections.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Connections in all.
    pub sessions: usize,
    /// Connections from one address (IPv6: one /64).
    pub per_address: usize,
    /// The time to authenticate.
    pub auth: Duration,
    /// Connections not yet authenticated, in all.
    pub unauthenticated: usize,
    /// Authentication attempts from one address (IPv6: one /64) at once…
    pub attempts: u32,
    /// …and then one every this long.
    pub attempt_every: Duration,
    /// Time in the lobby without a key, then a one-line goodbye.
    pub idle: Duration,
    /// Time a player whose connection dropped keeps their seat in a
    /// running game (their clock runs meanwhile).
    pub away: Duration,
    /// Bytes of input a session may send at once…
    pub input_burst: u32,
    /// …and then one every this long (4 KiB/s sustained).
    pub input_every: Duration,
    /// Bytes of output waiting for a client: past it, frames are dropped.
    pub output: usize,
    /// Time a client may read nothing of what waits for it, then it is
    /// closed.
    pub stalled: Duration,
    /// The most characters of a chat line (a spectator's; a player's
    /// within what the wire carries).
    pub chat_chars: usize,
    /// The most chat lines a player or a spectator may write…
    pub chat_lines: u32,
    /// …in any stretch of this long (3 lines in 3 s).
    pub chat_within: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            sessions: 200,
            per_address: 4,
            auth: Duration::from_secs(10),
            unauthenticated: 16,
            attempts: 10,
            attempt_every: Duration::from_secs(1),
            idle: Duration::from_secs(30 * 60),
            away: Duration::from_secs(10 * 60),
            input_burst: 16 * 1024,
            input_every: Duration::from_nanos(1_000_000_000 / 4096),
            output: 1024 * 1024,
            stalled: Duration::from_secs(30),
            chat_chars: 300,
            chat_lines: 3,
            chat_within: Duration::from_secs(3),
        }
    }
}

impl Limits {
    /// The chat's limits as one rule.
    pub fn chat_rule(&self) -> crate::net::ChatRule {
        crate::net::ChatRule {
            chars: self.chat_chars,
            lines: self.chat_lines,
            within: self.chat_within,
        }
    }
}

/// The connections counted.
pub struct Counts {
    /// The limits.
    pub limits: Limits,
    inner: Mutex<Inner>,
}

#[derive(Default)]
struct Inner {
    by_address: HashMap<IpAddr, usize>,
    /// Connections not yet authenticated.
    unauthenticated: usize,
    /// Each address's authentication attempts, and when it last tried.
    attempts: HashMap<IpAddr, (Bucket, Instant)>,
}

/// The address connections are counted under: IPv6 by its /64.
pub fn counted_as(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => {
            let bits = u128::from(v6) & !((1u128 << 64) - 1);
            IpAddr::V6(bits.into())
        }
        v4 => v4,
    }
}

impl Counts {
    /// No connection yet, under `limits`.
    pub fn new(limits: Limits) -> Counts {
        Counts {
            limits,
            inner: Mutex::new(Inner::default()),
        }
    }

    fn inner(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A connection from `ip`, not yet authenticated, if the limits allow
    /// it.
    pub fn admit(&self, ip: IpAddr) -> bool {
        let mut inner = self.inner();
        let total: usize = inner.by_address.values().sum();
        let waiting = inner.unauthenticated;
        let here = inner.by_address.entry(counted_as(ip)).or_default();
        if total >= self.limits.sessions
            || *here >= self.limits.per_address
            || waiting >= self.limits.unauthenticated
        {
            if *here == 0 {
                inner.by_address.remove(&counted_as(ip));
            }
            return false;
        }
        *here += 1;
        inner.unauthenticated += 1;
        true
    }

    /// A connection admitted has authenticated.
    pub fn signed_in(&self) {
        let mut inner = self.inner();
        inner.unauthenticated = inner.unauthenticated.saturating_sub(1);
    }

    /// An authentication attempt from `ip` at `now`: whether its bucket
    /// has a token for it.
    pub fn attempt(&self, ip: IpAddr, now: Instant) -> bool {
        let limits = self.limits;
        let mut inner = self.inner();
        // An address full again is forgotten.
        let full = limits.attempt_every * limits.attempts;
        inner
            .attempts
            .retain(|_, (_, last)| now.saturating_duration_since(*last) < full);
        let (bucket, last) = inner
            .attempts
            .entry(counted_as(ip))
            .or_insert_with(|| (Bucket::new(limits.attempts, limits.attempt_every, now), now));
        *last = now;
        bucket.take(now)
    }

    /// A connection from `ip` ended (`authenticated` or not).
    pub fn release(&self, ip: IpAddr, authenticated: bool) {
        let mut inner = self.inner();
        if !authenticated {
            inner.unauthenticated = inner.unauthenticated.saturating_sub(1);
        }
        let key = counted_as(ip);
        if let Some(n) = inner.by_address.get_mut(&key) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                inner.by_address.remove(&key);
            }
        }
    }
}
