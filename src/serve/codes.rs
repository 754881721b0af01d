//! One-time codes that add a key to an account: a player asks for one in
//! the lobby (`k`), connects from the new machine with its key under the
//! account's name, and types the code there. A code is good for one use,
//! for [`GOOD_FOR`], and for [`TRIES`] wrong tries at most; a new one
//! replaces the old.

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};
use std::time::{Duration, Instant};

use crate::net::Code;

/// How long a code is good for.
pub const GOOD_FOR: Duration = Duration::from_secs(10 * 60);

/// The wrong tries a code takes before it is void.
pub const TRIES: u8 = 3;

/// A code given and not yet used.
struct Given {
    code: Code,
    until: Instant,
    tries: u8,
}

/// What a code typed does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Typed {
    /// The right code: the key may be added (the code is used up).
    Right,
    /// A wrong code: this many tries are left (none: the code is void).
    Wrong(u8),
    /// No code is waiting for the account (none asked for, used, void or
    /// out of time).
    NoCode,
}

/// The codes waiting, by account.
#[derive(Default)]
pub struct Codes {
    given: Mutex<HashMap<String, Given>>,
}

impl Codes {
    /// A new code for the account `name`, at `now`, in place of any before.
    pub fn give(&self, name: &str, now: Instant) -> Code {
        let code = Code::secure();
        let mut given = self.given.lock().unwrap_or_else(PoisonError::into_inner);
        given.retain(|_, g| g.until > now);
        given.insert(
            name.to_string(),
            Given {
                code,
                until: now + GOOD_FOR,
                tries: 0,
            },
        );
        code
    }

    /// Whether a code is waiting for `name` at `now`.
    pub fn waiting(&self, name: &str, now: Instant) -> bool {
        let given = self.given.lock().unwrap_or_else(PoisonError::into_inner);
        given.get(name).is_some_and(|g| g.until > now)
    }

    /// `typed` tried as the code of `name` at `now`.
    pub fn try_code(&self, name: &str, typed: &str, now: Instant) -> Typed {
        let mut given = self.given.lock().unwrap_or_else(PoisonError::into_inner);
        let Some(waiting) = given.get_mut(name).filter(|g| g.until > now) else {
            given.remove(name);
            return Typed::NoCode;
        };
        if Code::from_typed(typed).is_ok_and(|code| code == waiting.code) {
            given.remove(name);
            return Typed::Right;
        }
        waiting.tries += 1;
        let left = TRIES.saturating_sub(waiting.tries);
        if left == 0 {
            given.remove(name);
        }
        Typed::Wrong(left)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_is_good_once_for_its_account_within_its_time() {
        let codes = Codes::default();
        let now = Instant::now();
        let code = codes.give("ann", now).to_string();
        assert!(codes.waiting("ann", now));
        assert!(!codes.waiting("bob", now));
        assert_eq!(codes.try_code("bob", &code, now), Typed::NoCode);
        // Typed as people type it: small letters, spaces around.
        let typed = format!(" {} ", code.to_lowercase());
        assert_eq!(codes.try_code("ann", &typed, now), Typed::Right);
        assert_eq!(codes.try_code("ann", &code, now), Typed::NoCode);
        let late = codes.give("ann", now).to_string();
        assert_eq!(codes.try_code("ann", &late, now + GOOD_FOR), Typed::NoCode);
    }

    #[test]
    fn wrong_tries_use_a_code_up_and_a_new_code_replaces_the_old() {
        let codes = Codes::default();
        let now = Instant::now();
        let old = codes.give("ann", now).to_string();
        let new = codes.give("ann", now).to_string();
        if old != new {
            assert_eq!(codes.try_code("ann", &old, now), Typed::Wrong(2));
        } else {
            assert_eq!(codes.try_code("ann", "ZZZZZZZZ", now), Typed::Wrong(2));
        }
        assert_eq!(codes.try_code("ann", "nonsense", now), Typed::Wrong(1));
        assert_eq!(codes.try_code("ann", "nonsense", now), Typed::Wrong(0));
        assert_eq!(codes.try_code("ann", &new, now), Typed::NoCode);
    }
}
