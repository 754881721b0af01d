//! How fast a peer may talk, and how much of it may wait for the game.
//!
//! Two bounds keep a hostile peer from growing memory or freezing the
//! board. A [`Bucket`] per connection lets chat (`SAY`, `AIDS ON`) come a
//! line a second sustained, with a small burst; a peer past it has broken
//! the protocol. And a connection's reader stops reading while
//! [`MAX_UNHANDLED`] of its messages wait for the game: each message
//! carries a [`Held`], which lets the reader go on once the game has
//! dropped it, so the socket, not memory, holds the rest.

use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

/// The most messages of one connection that wait for the game at a time.
pub const MAX_UNHANDLED: usize = 64;

/// A token bucket: `burst` at once, then one every `every`.
#[derive(Debug)]
pub(crate) struct Bucket {
    /// Tokens now, in units of one message.
    tokens: f64,
    burst: f64,
    every: Duration,
    at: Instant,
}

impl Bucket {
    pub(crate) fn new(burst: u32, every: Duration, now: Instant) -> Bucket {
        Bucket {
            tokens: f64::from(burst),
            burst: f64::from(burst),
            every,
            at: now,
        }
    }

    /// Takes a token at `now`: false when there is none left.
    pub(crate) fn take(&mut self, now: Instant) -> bool {
        let gained = now.saturating_duration_since(self.at).as_secs_f64()
            / self.every.as_secs_f64().max(f64::EPSILON);
        self.tokens = (self.tokens + gained).min(self.burst);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// The number of a connection's messages the game still holds.
#[derive(Debug, Default)]
pub(crate) struct Gauge {
    held: Mutex<usize>,
    freed: Condvar,
}

impl Gauge {
    fn lock(&self) -> MutexGuard<'_, usize> {
        self.held.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A token for one more message held.
    pub(crate) fn hold(self: &Arc<Gauge>) -> Held {
        *self.lock() += 1;
        Held {
            _release: Some(Arc::new(Release(Arc::clone(self)))),
        }
    }

    /// Waits until fewer than [`MAX_UNHANDLED`] are held, or `within` passes:
    /// whether there is room.
    pub(crate) fn wait_for_room(&self, within: Duration) -> bool {
        let deadline = Instant::now() + within;
        let mut held = self.lock();
        while *held >= MAX_UNHANDLED {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return false;
            }
            held = self
                .freed
                .wait_timeout(held, left)
                .map_or_else(|e| e.into_inner().0, |(guard, _)| guard);
        }
        true
    }
}

/// Gives the gauge its message back when the last clone of a [`Held`] goes.
#[derive(Debug)]
struct Release(Arc<Gauge>);

impl Drop for Release {
    fn drop(&mut self) {
        let mut held = self.0.lock();
        *held = held.saturating_sub(1);
        drop(held);
        self.0.freed.notify_all();
    }
}

/// A message not yet handled by the game: dropping it (and every clone)
/// lets its connection read one more. [`Held::default`] holds nothing
/// (a message made by hand, as in tests).
#[derive(Clone, Debug, Default)]
pub struct Held {
    _release: Option<Arc<Release>>,
}

impl PartialEq for Held {
    /// Every held message is the same as far as the game cares.
    fn eq(&self, _: &Held) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_gives_its_burst_then_one_per_period() {
        let start = Instant::now();
        let mut bucket = Bucket::new(3, Duration::from_secs(1), start);
        assert!((0..3).all(|_| bucket.take(start)));
        assert!(!bucket.take(start));
        assert!(!bucket.take(start + Duration::from_millis(900)));
        assert!(bucket.take(start + Duration::from_millis(1_000)));
        assert!(!bucket.take(start + Duration::from_millis(1_100)));
        // A long silence refills no more than the burst.
        let later = start + Duration::from_secs(60);
        assert!((0..3).all(|_| bucket.take(later)));
        assert!(!bucket.take(later));
    }

    #[test]
    fn the_gauge_has_room_again_once_a_held_message_and_its_clones_go() {
        let gauge = Arc::new(Gauge::default());
        let mut held: Vec<Held> = (0..MAX_UNHANDLED).map(|_| gauge.hold()).collect();
        assert!(!gauge.wait_for_room(Duration::ZERO));
        let last = held.pop().unwrap();
        let copy = last.clone();
        drop(last);
        assert!(
            !gauge.wait_for_room(Duration::ZERO),
            "a clone still holds it"
        );
        drop(copy);
        assert!(gauge.wait_for_room(Duration::ZERO));
        assert_eq!(Held::default(), held[0]);
    }
}
