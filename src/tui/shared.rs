//! What the sessions of one `kono serve` share ([`Shared`]): the tables
//! folder, the solved tables once had (one copy in memory, read-only), and
//! one bounded pool of searches, so that a hundred sessions asking the
//! computer at once take turns on the cores instead of crowding them.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

use crate::ai::Solved;
use crate::rules::{RuleOptions, Variant};

/// The tables had in this run, per game and rule options (read, or built
/// and kept on disk or not): level 5, hints and review use them before
/// looking on disk.
pub type Shelf = Arc<Mutex<HashMap<(Variant, RuleOptions), Arc<dyn Solved>>>>;

/// How often a search waiting for its turn looks at its stop flag.
const LOOK: Duration = Duration::from_millis(20);

/// What every session of one server shares.
#[derive(Clone)]
pub struct Shared {
    /// The folder of solved tables.
    pub tables: PathBuf,
    /// The tables had so far, for every session.
    pub(crate) shelf: Shelf,
    /// The searches' turns.
    pub(crate) pool: Pool,
}

impl Shared {
    /// Sessions keeping their tables in `tables`, with at most `searches`
    /// searches at a time (at least one).
    pub fn new(tables: PathBuf, searches: usize) -> Shared {
        Shared {
            tables,
            shelf: Shelf::default(),
            pool: Pool(Some(Arc::new((
                Mutex::new(searches.max(1)),
                Condvar::new(),
            )))),
        }
    }

    /// Searches free now (for tests and the server's figures).
    pub fn free_searches(&self) -> usize {
        self.pool
            .0
            .as_ref()
            .map_or(usize::MAX, |pool| *lock(&pool.0))
    }
}

impl std::fmt::Debug for Shared {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Shared")
            .field("tables", &self.tables)
            .finish_non_exhaustive()
    }
}

/// The turns of searches: the free places and their bell; `None` (a
/// terminal of one's own) lets every search run at once.
#[derive(Clone, Default)]
pub struct Pool(Option<Arc<(Mutex<usize>, Condvar)>>);

/// A search's turn, given back when dropped.
pub struct Turn(Option<Arc<(Mutex<usize>, Condvar)>>);

impl Pool {
    /// Waits for a turn; `None` once `stop` is raised first.
    pub fn enter(&self, stop: &AtomicBool) -> Option<Turn> {
        let Some(pool) = &self.0 else {
            return Some(Turn(None));
        };
        let (free, bell) = &**pool;
        let mut places = lock(free);
        while *places == 0 {
            if stop.load(Ordering::Relaxed) {
                return None;
            }
            places = bell
                .wait_timeout(places, LOOK)
                .unwrap_or_else(|p| p.into_inner())
                .0;
        }
        *places -= 1;
        Some(Turn(Some(Arc::clone(pool))))
    }
}

impl Drop for Turn {
    fn drop(&mut self) {
        if let Some(pool) = &self.0 {
            *lock(&pool.0) += 1;
            pool.1.notify_one();
        }
    }
}

fn lock(free: &Mutex<usize>) -> std::sync::MutexGuard<'_, usize> {
    free.lock().unwrap_or_else(|p| p.into_inner())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn a_pool_of_one_gives_one_turn_until_it_is_given_back() {
        let shared = Shared::new(PathBuf::from("tables"), 1);
        let go = AtomicBool::new(false);
        let first = shared.pool.enter(&go);
        assert!(first.is_some());
        assert_eq!(shared.free_searches(), 0);
        // A second search waits; stopped, it leaves without a turn.
        let stopped = AtomicBool::new(true);
        assert!(shared.pool.enter(&stopped).is_none());
        drop(first);
        assert_eq!(shared.free_searches(), 1);
        assert!(shared.pool.enter(&go).is_some());
    }

    #[test]
    fn a_waiting_search_gets_the_turn_given_back() {
        let shared = Shared::new(PathBuf::from("tables"), 1);
        let turn = shared.pool.enter(&AtomicBool::new(false)).unwrap();
        let pool = shared.pool.clone();
        let waiter = std::thread::spawn(move || pool.enter(&AtomicBool::new(false)).is_some());
        std::thread::sleep(Duration::from_millis(50));
        drop(turn);
        assert!(waiter.join().unwrap());
    }

    #[test]
    fn a_terminal_of_its_own_never_waits() {
        let pool = Pool::default();
        let turns: Vec<_> = (0..8)
            .map(|_| pool.enter(&AtomicBool::new(false)))
            .collect();
        assert!(turns.iter().all(Option::is_some));
    }
}
