//! The limits on connections: in all, and per address (IPv6: per /64),
//! each connection counted from its accepting to its end.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Mutex, PoisonError};
use std::time::Duration;

/// The limits on connections.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Connections in all.
    pub sessions: usize,
    /// Connections from one address (IPv6: one /64).
    pub per_address: usize,
    /// The time to authenticate.
    pub auth: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            sessions: 200,
            per_address: 4,
            auth: Duration::from_secs(10),
        }
    }
}

/// The connections counted.
pub struct Counts {
    /// The limits.
    pub limits: Limits,
    by_address: Mutex<HashMap<IpAddr, usize>>,
}

/// The address connections are counted under: IPv6 by its /64.
fn counted_as(ip: IpAddr) -> IpAddr {
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
            by_address: Mutex::new(HashMap::new()),
        }
    }

    /// A connection from `ip`, if the limits allow it.
    pub fn admit(&self, ip: IpAddr) -> bool {
        let mut by = self
            .by_address
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        let total: usize = by.values().sum();
        let here = by.entry(counted_as(ip)).or_default();
        if total >= self.limits.sessions || *here >= self.limits.per_address {
            return false;
        }
        *here += 1;
        true
    }

    /// A connection from `ip` ended.
    pub fn release(&self, ip: IpAddr) {
        let mut by = self
            .by_address
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        let key = counted_as(ip);
        if let Some(n) = by.get_mut(&key) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                by.remove(&key);
            }
        }
    }
}
