//! The config file: TOML in the system's config directory (`KONO_CONFIG`
//! names another file, `KONO_HOME` puts it beside the games), holding the
//! look, the start screen's pinned choices and the key bindings a player
//! changed. Read through the guarded read; a problem is one [`Problem`]
//! naming the file and the line, and the caller goes on with the defaults.

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::fmt;
use std::path::{Path, PathBuf};

use anyhow::{Result, anyhow};
use serde::Deserialize;
use toml::Spanned;

use super::settings::{MAX_SETTINGS_BYTES, StartSettings, line_of};
use super::{ReadError, read_guarded_text, shown_path};

/// The config file's name in its folder.
pub const CONFIG_FILE: &str = "config.toml";

/// The terminal's background the colours are for: asked of the terminal
/// (auto), dark or light. The one type the config file (`theme = …`), the
/// command line (`--theme`) and the game's configuration hold; the shades
/// chosen for it are a [`crate::tui::palette::Palette`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum Background {
    /// Ask the terminal for its background.
    #[default]
    Auto,
    /// For a dark background.
    Dark,
    /// For a light background.
    Light,
}

/// How the game looks; each setting may be missing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Look {
    /// The colours.
    pub theme: Option<Background>,
    /// Plain ASCII characters only.
    pub ascii: Option<bool>,
    /// The language (`--lang` overrides it; the locale is used without it).
    pub lang: Option<crate::i18n::Lang>,
}

/// Keys the config file binds to one action in one mode, replacing the
/// table's keys for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyOverride {
    /// The mode's name as the file gives it (`board`, `start`, ...).
    pub mode: String,
    /// The action's name as the file gives it (`undo`, `quit`, ...).
    pub action: String,
    /// The key names (`u`, `Ctrl-r`, `Enter`, ...).
    pub keys: Vec<String>,
    /// The line of the file it is on.
    pub line: usize,
}

/// The settings of a config file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Config {
    /// The look.
    pub look: Look,
    /// The start screen's choices the player pinned.
    pub start: StartSettings,
    /// The key bindings changed, in the file's order.
    pub keys: Vec<KeyOverride>,
}

/// What is wrong with a config file, in one line: the file, the line when
/// known, and the problem.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct Problem {
    /// The file, as shown in messages.
    pub path: String,
    /// The line, counted from 1, if the problem has one.
    pub line: Option<usize>,
    /// The problem.
    pub message: String,
}

impl Problem {
    /// The problem in the catalogue's words.
    pub fn worded(&self) -> String {
        match self.line {
            Some(line) => crate::t!(
                "config-problem-at",
                file = self.path.as_str(),
                line = line,
                problem = self.message.as_str()
            ),
            None => crate::t!(
                "config-problem",
                file = self.path.as_str(),
                problem = self.message.as_str()
            ),
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "{} line {line}: {}", self.path, self.message),
            None => write!(f, "{}: {}", self.path, self.message),
        }
    }
}

/// One key or several, as the file may give them.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum KeyList {
    /// `undo = "u"`.
    One(String),
    /// `undo = ["u", "Backspace"]`.
    Many(Vec<String>),
}

/// The file as TOML has it.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    #[serde(default)]
    look: Look,
    #[serde(default)]
    start: StartSettings,
    #[serde(default)]
    keys: BTreeMap<String, BTreeMap<String, Spanned<KeyList>>>,
}

/// The config file: `$KONO_CONFIG` if set, else `config.toml` in
/// `$KONO_HOME` if that is set, else in the system's config directory
/// (`$XDG_CONFIG_HOME/kono` or `~/.config/kono` on Linux,
/// `~/Library/Application Support/kono` on macOS).
///
/// # Errors
/// When none of these is set and the system has no home directory.
pub fn config_path() -> Result<PathBuf> {
    config_path_with(
        std::env::var_os("KONO_CONFIG"),
        std::env::var_os("KONO_HOME"),
    )
}

/// [`config_path`] with the values of `KONO_CONFIG` and `KONO_HOME`
/// (empty counts as unset).
///
/// # Errors
/// As [`config_path`].
pub fn config_path_with(
    kono_config: Option<OsString>,
    kono_home: Option<OsString>,
) -> Result<PathBuf> {
    if let Some(file) = kono_config.filter(|v| !v.is_empty()) {
        return Ok(PathBuf::from(file));
    }
    if let Some(dir) = kono_home.filter(|v| !v.is_empty()) {
        return Ok(PathBuf::from(dir).join(CONFIG_FILE));
    }
    directories::ProjectDirs::from("", "", "kono")
        .map(|dirs| dirs.config_dir().join(CONFIG_FILE))
        .ok_or_else(|| anyhow!(crate::t!("store-no-config-dir")))
}

/// Reads the config file at `path`: no file is no change from the defaults.
///
/// # Errors
/// A [`Problem`] when the file cannot be read (not a regular file, too
/// big, not text) or is not a valid config file.
pub fn read_config(path: &Path) -> Result<Config, Problem> {
    let problem = |line, message: String| Problem {
        path: shown_path(path),
        line,
        message,
    };
    let text = match read_guarded_text(path, MAX_SETTINGS_BYTES) {
        Ok(text) => text,
        Err(ReadError::Missing) => return Ok(Config::default()),
        Err(e) => return Err(problem(None, e.to_string())),
    };
    parse_config(&text).map_err(|(line, message)| problem(line, message))
}

/// Parses a config file's text.
///
/// # Errors
/// The line (when known) and the problem.
pub fn parse_config(text: &str) -> Result<Config, (Option<usize>, String)> {
    let read = toml::from_str::<File>(text);
    let read = read.or_else(|e| {
        super::settings::older_sides(text)
            .and_then(|t| toml::from_str(&t).ok())
            .ok_or(e)
    });
    let file: File = read.map_err(|e| {
        let line = e.span().map(|span| line_of(text, span.start));
        (line, super::toml_words::worded(e.message()))
    })?;
    let mut keys = Vec::new();
    for (mode, actions) in file.keys {
        for (action, list) in actions {
            let line = line_of(text, list.span().start);
            let keys_named = match list.into_inner() {
                KeyList::One(key) => vec![key],
                KeyList::Many(keys) => keys,
            };
            keys.push(KeyOverride {
                mode: mode.clone(),
                action,
                keys: keys_named,
                line,
            });
        }
    }
    keys.sort_by_key(|k| k.line);
    Ok(Config {
        look: file.look,
        start: file.start,
        keys,
    })
}
