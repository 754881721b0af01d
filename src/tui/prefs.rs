//! How a terminal session's player reads and types: its language and its
//! key table, values of the session, put in force on the threads that work
//! for it (the loop's, the workers') and on no other.

use super::keymap::{self, Section};
use crate::i18n::{self, Lang};

/// How a terminal's player reads and types: the language of every word
/// on it and the key table its keys go through.
#[derive(Clone, Copy, Debug)]
pub struct Prefs {
    /// The language.
    pub lang: Lang,
    /// The key table (the defaults, or the player's rebound one).
    pub keys: &'static [Section],
}

impl Prefs {
    /// `lang` with the default keys.
    pub const fn new(lang: Lang) -> Prefs {
        Prefs {
            lang,
            keys: keymap::SECTIONS,
        }
    }

    /// Puts these preferences in force on this thread until the guard
    /// goes: for the thread that runs a session, and each thread that
    /// works for it.
    #[must_use = "the preferences are in force only while the guard lives"]
    pub fn in_force(self) -> InForce {
        InForce {
            lang: i18n::set_for_thread(Some(self.lang)),
            keys: keymap::install(self.keys),
        }
    }
}

/// While it lives, a session's [`Prefs`] are in force on its thread; then
/// what was before.
pub struct InForce {
    lang: Option<Lang>,
    keys: &'static [Section],
}

impl Drop for InForce {
    fn drop(&mut self) {
        i18n::set_for_thread(self.lang);
        keymap::install(self.keys);
    }
}
