//! Who is in a running game, by account: a player who connects again
//! while their game runs is seated back in it (their terminal taken over
//! by the new connection).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use super::pipe::Pipe;

/// The players in a game, each with their terminal.
#[derive(Default)]
pub struct Seats {
    seated: Mutex<HashMap<String, Arc<Pipe>>>,
}

impl Seats {
    fn seated(&self) -> MutexGuard<'_, HashMap<String, Arc<Pipe>>> {
        self.seated.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The account `name` plays a game on `pipe`.
    pub fn sit(&self, name: &str, pipe: &Arc<Pipe>) {
        self.seated().insert(name.to_string(), Arc::clone(pipe));
    }

    /// The game of `name` on `pipe` is over.
    pub fn stand(&self, name: &str, pipe: &Arc<Pipe>) {
        let mut seated = self.seated();
        if seated.get(name).is_some_and(|p| Arc::ptr_eq(p, pipe)) {
            seated.remove(name);
        }
    }

    /// The terminal of the running game of `name`, if any.
    pub fn of(&self, name: &str) -> Option<Arc<Pipe>> {
        self.seated().get(name).cloned()
    }
}
