//! The config file at start and `kono config`: reads the file once, puts
//! its key bindings in force, and hands the look and the start screen's
//! pinned choices to the game; a file that cannot be used is one line (the
//! file, the line, the problem) and kono goes on with the defaults.
//! `kono config` prints where the file is and the settings in force, as a
//! commented file to start from.

use std::fmt::Write as _;
use std::path::PathBuf;

use anyhow::Result;

use super::write_out;
use crate::store::{self, Background, Config};
use crate::tui::keymap::{self, MODES, Section};

/// The settings in force for this run.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The config file, when there is a place for one.
    pub path: Option<PathBuf>,
    /// Whether that file exists.
    pub found: bool,
    /// Its settings; the defaults when it could not be used.
    pub config: Config,
    /// The key table in force.
    pub keys: &'static [Section],
    /// Why the file could not be used, in one line.
    pub problem: Option<String>,
}

/// Reads the config file (`store::config_path`) and builds the key table
/// it asks for; anything wrong gives the defaults and one line.
pub fn load() -> Settings {
    let path = store::config_path().ok();
    match &path {
        Some(path) => load_from(path),
        None => Settings {
            path: None,
            found: false,
            config: Config::default(),
            keys: keymap::SECTIONS,
            problem: None,
        },
    }
}

/// [`load`] from the file at `path`.
pub fn load_from(path: &std::path::Path) -> Settings {
    let found = std::fs::symlink_metadata(path).is_ok();
    let defaults = |problem: String| Settings {
        path: Some(path.to_path_buf()),
        found,
        config: Config::default(),
        keys: keymap::SECTIONS,
        problem: Some(crate::t!("cmd-config-defaults", problem = problem)),
    };
    let config = match store::read_config(path) {
        Ok(config) => config,
        Err(problem) => return defaults(problem.to_string()),
    };
    match keymap::rebound(&config.keys) {
        Ok(keys) => Settings {
            path: Some(path.to_path_buf()),
            found,
            config,
            keys,
            problem: None,
        },
        Err((line, message)) => defaults(
            store::ConfigProblem {
                path: store::shown_path(path),
                line: Some(line),
                message,
            }
            .to_string(),
        ),
    }
}

impl Settings {
    /// Puts the key table in force for the rest of the run.
    pub fn install(&self) {
        keymap::install(self.keys);
    }

    /// The background the file says the terminal has (`Auto`: ask it).
    pub fn theme(&self) -> crate::store::Background {
        self.config.look.theme.unwrap_or_default()
    }

    /// Whether the file asks for plain ASCII.
    pub fn ascii(&self) -> bool {
        self.config.look.ascii.unwrap_or(false)
    }
}

/// Puts the language in force for the rest of the run: `given` (`--lang`),
/// else the config file's, else the locale's.
pub fn use_language(given: Option<crate::i18n::Lang>) {
    let config = given.is_none().then(|| load().config.look.lang).flatten();
    crate::i18n::set(crate::i18n::choose(given, config, |name| {
        std::env::var(name).ok()
    }));
}

/// `kono config`: the file's path, whether it is there, any problem, then
/// the settings in force as a commented file.
///
/// # Errors
/// When stdout cannot be written.
pub fn config() -> Result<()> {
    write_out(&report(&load()))
}

/// What `kono config` prints for `settings`.
pub fn report(settings: &Settings) -> String {
    let mut out = String::new();
    let place = match &settings.path {
        Some(path) if settings.found => format!("{}", path.display()),
        Some(path) => format!("{} (not there yet)", path.display()),
        None => "none: set KONO_CONFIG or HOME".to_string(),
    };
    let _ = writeln!(out, "# kono's config file: {place}");
    if let Some(problem) = &settings.problem {
        let _ = writeln!(out, "# NOT USED: {problem}");
    }
    out.push_str(
        "# KONO_CONFIG names another file. Below: the settings in force, written as\n\
         # the file would have them: copy what you want to change into the file.\n\n",
    );
    let look = settings.config.look;
    let theme = match look.theme.unwrap_or(Background::Auto) {
        Background::Auto => "auto",
        Background::Dark => "dark",
        Background::Light => "light",
    };
    let _ = writeln!(
        out,
        "[look]\n# auto asks the terminal for its background; dark or light chooses.\n\
         theme = \"{theme}\"\n# true draws with plain ASCII characters only.\nascii = {}\n\
         # en or ko (--lang overrides it; without it, the locale chooses).\n{}lang = \"{}\"\n",
        look.ascii.unwrap_or(false),
        if look.lang.is_some() {
            ""
        } else {
            "# in use: "
        },
        look.lang.unwrap_or_else(crate::i18n::current),
    );
    out.push_str(&start_table(settings.config.start));
    out.push_str(&keys_tables(settings.keys));
    out
}

/// The `[start]` table: what the file pins, and the rest commented out.
fn start_table(pinned: store::StartSettings) -> String {
    let mut out = String::from(
        "[start]\n# The start screen's choices for a new game. What is set here is where\n\
         # the start screen begins every time; what is left out, it remembers from\n\
         # the last new game.\n",
    );
    let text = toml::to_string(&pinned).unwrap_or_default();
    out.push_str(&text);
    let examples = [
        ("variant", "\"five\"", "five or four"),
        ("first", "\"random\"", "random, black or white"),
        (
            "rule-option",
            "false",
            "strict goal (five-field) or forced capture (four-field)",
        ),
        (
            "computer",
            "\"white\"",
            "the sides it plays: none, black, white or both",
        ),
        ("level", "3", "the computer's level, 1 to 5"),
    ];
    for (key, value, means) in examples {
        if !text.lines().any(|l| l.starts_with(&format!("{key} ="))) {
            let _ = writeln!(out, "# {:<26} # {means}", format!("{key} = {value}"));
        }
    }
    out.push('\n');
    out
}

/// One `[keys.MODE]` table per mode: every action and its keys in force.
fn keys_tables(sections: &[Section]) -> String {
    let mut out = String::from(
        "# The keys: each action's keys in force, mode by mode. A line here gives\n\
         # the action these keys instead of the usual ones; a key may do one thing\n\
         # per mode (the [keys.anywhere] ones count in every mode). Key names: a\n\
         # character, Enter, Esc, Space, Tab, Shift-Tab, Backspace, Delete, Insert,\n\
         # Home, End, PgUp, PgDn, Up, Down, Left, Right, F1 to F12, each perhaps\n\
         # after Ctrl- or Alt-.\n",
    );
    for mode in MODES {
        let Some(section) = sections.iter().find(|s| s.mode == mode) else {
            continue;
        };
        let _ = writeln!(
            out,
            "\n[keys.{}]   # {}",
            keymap::mode_name(mode),
            section.title().to_lowercase()
        );
        for binding in section.bindings {
            let Some(name) = keymap::action_name(&binding.action) else {
                continue;
            };
            let keys: Vec<String> = binding
                .keys
                .iter()
                .map(|k| toml::Value::String(keymap::key_name(*k, true)).to_string())
                .collect();
            let line = format!("{name} = [{}]", keys.join(", "));
            let _ = writeln!(out, "{line:<36} # {}", binding.help());
        }
    }
    out
}
