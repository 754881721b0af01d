//! `kono tui` (and plain `kono`): from the options to the game to open, then
//! the terminal game.

use anyhow::{Result, anyhow};

use super::config;
use crate::cli::{SeatArg, ThemeArg, TuiArgs};
use crate::rules::{RuleOptions, Variant};
use crate::store::{self, Lock, LockError, SavedGames};
use crate::tui;

/// Plain `kono`: with options that define a game, straight to the board
/// as `kono tui`; without (or with only `--ascii`/`--theme`), the start
/// screen in that look.
pub fn play(args: &TuiArgs, options_given: bool) -> Result<()> {
    if options_given {
        return tui(args);
    }
    let settings = config::load();
    settings.install();
    let base = tui::Config {
        color: no_color_unset(),
        ascii: args.ascii || settings.ascii(),
        theme: args.theme.map_or_else(|| settings.palette(), palette),
        ..tui::Config::new(Variant::Five)
    };
    let notes = settings.problem.into_iter().collect();
    tui::run_start(base, store::data_dir().ok(), settings.config.start, notes)
}

/// The palette `--theme` asks for; `None` asks the terminal.
pub(super) const fn palette(theme: ThemeArg) -> Option<tui::palette::Palette> {
    match theme {
        ThemeArg::Auto => None,
        ThemeArg::Dark => Some(tui::palette::Palette::Dark),
        ThemeArg::Light => Some(tui::palette::Palette::Light),
    }
}

/// Whether colour is allowed: `NO_COLOR` unset or empty.
pub(super) fn no_color_unset() -> bool {
    std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

/// `kono tui` (and plain `kono`): checks the options, finds the game to
/// open (`--load`, `--resume`), then hands the terminal to the game.
pub fn tui(args: &TuiArgs) -> Result<()> {
    let variant = Variant::from(args.rules.variant);
    let options = RuleOptions::from(args.rules.options);
    options.check(variant)?;
    let settings = config::load();
    settings.install();
    let config = tui::Config {
        options,
        first: args.rules.first(),
        ascii: args.ascii || settings.ascii(),
        color: no_color_unset(),
        theme: args.theme.map_or_else(|| settings.palette(), palette),
        computer: match args.computer {
            None => tui::Seat::None,
            Some(SeatArg::Black) => tui::Seat::Black,
            Some(SeatArg::White) => tui::Seat::White,
            Some(SeatArg::Both) => tui::Seat::Both,
        },
        level: args.level.unwrap_or_default().number(),
        ..tui::Config::new(variant)
    };
    let data = store::data_dir();
    let mut storage = tui::Storage {
        data: data.as_ref().ok().cloned(),
        ..tui::Storage::default()
    };
    let mut notices: Vec<String> = settings.problem.into_iter().collect();
    if let Err(err) = &data {
        notices.push(format!("autosave is off: {err}"));
    }
    let saved = match &storage.data {
        Some(data) => {
            store::clean_up(data);
            SavedGames::read(data)
        }
        None => SavedGames::default(),
    };
    // Held while the game is open, so that no other window takes it.
    let _loaded = match &args.load {
        Some(path) => lock_loaded(path)?,
        None => None,
    };
    if let Some(path) = &args.load {
        let (game, tags) = store::load(path)?;
        storage.open = Some(tui::Opened {
            path: path.clone(),
            game,
            tags,
            file: None,
        });
    } else if args.resume {
        data?;
        let resumed = saved.resume().map_err(|err| match saved.problems.first() {
            Some(problem) => anyhow!("{err:#}; a saved game cannot be read: {problem}"),
            None => err,
        })?;
        notices.extend(resumed.read_only);
        storage.open = Some(tui::Opened {
            path: resumed.path,
            game: resumed.game,
            tags: resumed.tags,
            file: resumed.file,
        });
    } else if let Some(last) = saved.resumable() {
        notices.push(format!(
            "kono --resume continues your unfinished game ({}, {})",
            last.variant.title(),
            tui::app::counted(last.plies, "move")
        ));
    }
    if let Some(problem) = saved.problems.first() {
        let more = match saved.problems.len() - 1 {
            0 => String::new(),
            n => format!(" (and {n} more)"),
        };
        notices.push(format!("a saved game cannot be read: {problem}{more}"));
    }
    storage.notice = (!notices.is_empty()).then(|| notices.join("; "));
    tui::run(config, storage)
}

/// Locks a file opened with `--load` for as long as the game is open. A
/// file in a folder where no lock can be made (read-only) is only read, so
/// it goes unlocked.
///
/// # Errors
/// When another kono window has the game open.
fn lock_loaded(path: &std::path::Path) -> Result<Option<Lock>> {
    match Lock::acquire(path) {
        Ok(lock) => Ok(Some(lock)),
        Err(err @ LockError::Busy { .. }) => Err(err.into()),
        Err(LockError::Io { .. }) => Ok(None),
    }
}
