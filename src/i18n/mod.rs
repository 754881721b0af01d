//! The message catalogue: every sentence a player reads, in English and
//! 한국어, through Fluent (`fluent-bundle`). A leaf of the project: the
//! catalogues are compiled in (`files.rs`), so nothing here reads a file.
//!
//! - Text is asked for by id with [`t!`](crate::t): `t!("quit-question")`,
//!   `t!("moves-count", count = 3)`. The catalogues live in
//!   `src/i18n/<lang>/*.ftl`, one file per part of the program (a course,
//!   the rule books, the start screen…); adding a file is one line in
//!   `files.rs`, adding a language one directory and one [`Lang`].
//! - The command line's language is process-wide ([`set`]), chosen once at
//!   start by [`choose`] (`--lang`, then the config's `[look] lang`, then
//!   the locale). A terminal session carries its own language as a value
//!   and puts it in force on the threads that work for it
//!   ([`set_for_thread`]), so two sessions in one process speak their own.
//! - Layout measures text by display width ([`width`]): Hangul takes two
//!   columns.
//!
//! The tests hold the catalogues complete: every message in both languages
//! with the same variables, every id used in `src` defined.

mod catalogue;
mod files;
mod width;

use std::cell::Cell;
use std::sync::atomic::{AtomicU8, Ordering};

pub use catalogue::{Arg, Entry, game_name, messages, tr, tr_in};
pub use width::{fit, shortened, width};

/// A language kono speaks.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, clap::ValueEnum, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English.
    En,
    /// 한국어.
    Ko,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Ko];

    /// Its code: `en`, `ko`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ko => "ko",
        }
    }

    /// The language a locale names (`ko_KR.UTF-8` → Korean), if kono
    /// speaks it; `C`, `POSIX` and every other language give `None`.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let code = locale.split(['_', '.', '@', '-']).next()?;
        Lang::ALL
            .into_iter()
            .find(|lang| code.eq_ignore_ascii_case(lang.code()))
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

impl std::str::FromStr for Lang {
    type Err = String;

    fn from_str(text: &str) -> Result<Lang, String> {
        Lang::ALL
            .into_iter()
            .find(|lang| text.trim().eq_ignore_ascii_case(lang.code()))
            .ok_or_else(|| format!("unknown language `{}` (en, ko)", text.trim()))
    }
}

/// The language in use: `--lang` if given, else the config's, else the
/// locale's (the first set of `LC_ALL`, `LC_MESSAGES`, `LANG`, as POSIX
/// orders them), else English. `env` reads an environment variable.
pub fn choose(
    given: Option<Lang>,
    config: Option<Lang>,
    env: impl Fn(&str) -> Option<String>,
) -> Lang {
    given.or(config).unwrap_or_else(|| {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(&env)
            .find(|value| !value.is_empty())
            .and_then(|locale| Lang::from_locale(&locale))
            .unwrap_or(Lang::En)
    })
}

/// The process-wide language, as an index into [`Lang::ALL`].
static CURRENT: AtomicU8 = AtomicU8::new(0);

thread_local! {
    /// This thread's own language, if it has one.
    static THREAD: Cell<Option<Lang>> = const { Cell::new(None) };
}

/// Sets the language of the whole process.
pub fn set(lang: Lang) {
    CURRENT.store(lang as u8, Ordering::Relaxed);
}

/// Gives this thread a language of its own (`None`: the process's again);
/// what it had before comes back.
pub fn set_for_thread(lang: Option<Lang>) -> Option<Lang> {
    THREAD.with(|cell| cell.replace(lang))
}

/// The language in use on this thread.
pub fn current() -> Lang {
    THREAD.with(Cell::get).unwrap_or_else(|| {
        Lang::ALL
            .get(usize::from(CURRENT.load(Ordering::Relaxed)))
            .copied()
            .unwrap_or(Lang::En)
    })
}

/// A message of the catalogue in the language in use: `t!("id")`, or with
/// arguments `t!("id", count = n, name = text)`.
#[macro_export]
macro_rules! t {
    ($id:literal) => {
        $crate::i18n::tr($id, &[])
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::tr($id, &[$((stringify!($name), $crate::i18n::Arg::from($value))),+])
    };
}
