//! A player connected, as their session's screens know them: who they
//! are, their language and keys (their account's settings), and their
//! terminal.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use super::keys::Who;
use super::pipe::Pipe;
use crate::i18n::Lang;
use crate::store::{self, KeyOverride};
use crate::tui::Prefs;
use crate::tui::keymap::{self, Section};

/// A player connected.
pub struct Player {
    /// Who they are.
    pub who: Who,
    /// Their language and keys.
    pub prefs: Prefs,
    /// Their terminal.
    pub pipe: Arc<Pipe>,
    /// The server's address as their connection reached it.
    pub reached: std::net::SocketAddr,
}

/// The key tables the accounts' config files ask for, one an account,
/// made again only when its file asks for other keys (a table lives as
/// long as the server: this keeps their number to the files' changes, not
/// the connections').
#[derive(Default)]
pub struct KeyTables {
    made: Mutex<HashMap<String, Made>>,
}

/// A table made: the keys the file asked for, and the table they made.
type Made = (Vec<KeyOverride>, &'static [Section]);

impl KeyTables {
    /// The table `overrides` make for the account `name`; the default
    /// table when they are none or cannot be used.
    fn table(&self, name: &str, overrides: &[KeyOverride]) -> &'static [Section] {
        if overrides.is_empty() {
            return keymap::SECTIONS;
        }
        let mut made = self.made.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some((asked, table)) = made.get(name)
            && asked == overrides
        {
            return table;
        }
        let Ok(table) = keymap::rebound(overrides) else {
            return keymap::SECTIONS;
        };
        made.insert(name.to_string(), (overrides.to_vec(), table));
        table
    }

    /// The language and keys of `who`, whose data is in `folder`: as the
    /// account's config file says (what `kono config` writes for a player
    /// at home), else `asked` (the SSH client's `LANG`) and the default
    /// keys. A guest has no file.
    pub fn prefs(&self, who: &Who, folder: &std::path::Path, asked: Lang) -> Prefs {
        let config = match who {
            Who::Player(_) => store::read_config(&folder.join(store::CONFIG_FILE)).ok(),
            Who::Guest(_) | Who::Refused(_) => None,
        };
        let Some(config) = config else {
            return Prefs::new(asked);
        };
        Prefs {
            lang: config.look.lang.unwrap_or(asked),
            keys: self.table(who.name(), &config.keys),
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn an_accounts_file_gives_its_language_and_keys_and_a_guest_the_clients() {
        let folder = tempfile::tempdir().unwrap();
        let tables = KeyTables::default();
        let ann = Who::Player("ann".to_string());
        let none = tables.prefs(&ann, folder.path(), Lang::Ko);
        assert_eq!(none.lang, Lang::Ko);
        assert_eq!(none.keys, keymap::SECTIONS);
        let file = folder.path().join(store::CONFIG_FILE);
        std::fs::write(
            &file,
            "[look]\nlang = \"en\"\n\n[keys.board]\nundo = [\"z\"]\n",
        )
        .unwrap();
        let set = tables.prefs(&ann, folder.path(), Lang::Ko);
        assert_eq!(set.lang, Lang::En);
        assert_ne!(set.keys, keymap::SECTIONS);
        let again = tables.prefs(&ann, folder.path(), Lang::Ko);
        assert!(std::ptr::eq(set.keys, again.keys));
        let guest = Who::Guest("guest-abcd".to_string());
        assert_eq!(tables.prefs(&guest, folder.path(), Lang::Ko).lang, Lang::Ko);
    }
}
