//! The protocol's times and counts, as a host or a joiner keeps them.

use std::time::Duration;

use super::MAX_HISTORY;

/// The times and counts of the protocol; tests shorten them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// How long a joiner has to send its `JOIN` (and a host its welcome).
    pub handshake: Duration,
    /// Silence after which a side sends `PING`.
    pub ping_after: Duration,
    /// Time without any line after which the connection is lost.
    pub lost_after: Duration,
    /// Wrong codes from one address (or IPv6 /64) that get it refused…
    pub wrong_codes: usize,
    /// …within this time…
    pub ban_window: Duration,
    /// …for this long.
    pub ban_for: Duration,
    /// Connections in their handshake at once; more are refused at once.
    pub max_pending: usize,
    /// Connections in their handshake at once from one address (or IPv6
    /// /64); more from it are refused at once.
    pub max_pending_per_address: usize,
    /// Wrong codes from all addresses within [`Limits::ban_window`]: past
    /// that, every join is refused until the window has passed.
    pub wrong_codes_total: usize,
    /// The most moves a joiner takes in a host's history
    /// ([`MAX_HISTORY`]).
    pub max_history: usize,
    /// While someone is guessing codes, how long each handshake waits
    /// for its answer (it holds its place in the room meanwhile).
    pub guess_pause: Duration,
    /// Chat lines (`SAY`, `AIDS ON`) a peer may send at once…
    pub chat_burst: u32,
    /// …and then one every this long; past it, a protocol error.
    pub chat_every: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            handshake: Duration::from_secs(10),
            ping_after: Duration::from_secs(5),
            lost_after: Duration::from_secs(20),
            wrong_codes: 5,
            ban_window: Duration::from_secs(60),
            ban_for: Duration::from_secs(60),
            max_pending: 16,
            max_pending_per_address: 4,
            wrong_codes_total: 60,
            max_history: MAX_HISTORY,
            guess_pause: Duration::from_secs(1),
            chat_burst: 5,
            chat_every: Duration::from_secs(1),
        }
    }
}
