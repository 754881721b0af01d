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
use crate::t;
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
        Err(problem) => return defaults(problem.worded()),
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
            .worded(),
        ),
    }
}

impl Settings {
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
        Some(path) if settings.found => store::shown_path(path),
        Some(path) => t!("config-file-missing", path = store::shown_path(path)),
        None => t!("config-file-none"),
    };
    out.push_str(&comment(&t!("config-file", place = place)));
    if let Some(problem) = &settings.problem {
        // The file's own text may hold control characters (an escape that
        // would retitle the terminal): shown escaped, as everywhere.
        let problem = crate::rules::record::one_line(problem, super::MAX_ERROR_CHARS);
        out.push_str(&comment(&t!("config-not-used", problem = problem)));
    }
    out.push_str(&comment(&t!("config-intro")));
    out.push('\n');
    let look = settings.config.look;
    let theme = match look.theme.unwrap_or(Background::Auto) {
        Background::Auto => "auto",
        Background::Dark => "dark",
        Background::Light => "light",
    };
    let _ = writeln!(
        out,
        "[look]\n{}theme = \"{theme}\"\n{}ascii = {}\n{}{}lang = \"{}\"\n",
        comment(&t!("config-theme")),
        comment(&t!("config-ascii")),
        look.ascii.unwrap_or(false),
        comment(&t!("config-lang")),
        if look.lang.is_some() {
            String::new()
        } else {
            format!("# {} ", t!("config-lang-in-use"))
        },
        look.lang.unwrap_or_else(crate::i18n::current),
    );
    out.push_str(&start_table(settings.config.start));
    out.push_str(&keys_tables(settings.keys));
    out
}

/// The `[start]` table: what the file pins, and the rest commented out.
fn start_table(pinned: store::StartSettings) -> String {
    let mut out = format!("[start]\n{}", comment(&t!("config-start")));
    let text = toml::to_string(&pinned).unwrap_or_default();
    out.push_str(&text);
    let examples = [
        ("variant", "\"five\"", t!("config-start-variant")),
        ("first", "\"random\"", t!("config-start-first")),
        ("rule-option", "false", t!("config-start-rule-option")),
        ("computer", "\"white\"", t!("config-start-computer")),
        ("level", "3", t!("config-start-level")),
    ];
    for (key, value, means) in examples {
        if !text.lines().any(|l| l.starts_with(&format!("{key} ="))) {
            let _ = writeln!(out, "# {:<26} # {means}", format!("{key} = {value}"));
        }
    }
    out.push('\n');
    out
}

/// `text` as TOML comment lines, each line after `# `.
fn comment(text: &str) -> String {
    text.lines().map(|line| format!("# {line}\n")).collect()
}

/// One `[keys.MODE]` table per mode: every action and its keys in force.
fn keys_tables(sections: &[Section]) -> String {
    let mut out = comment(&t!("config-keys"));
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
