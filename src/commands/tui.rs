//! `kono tui` (and plain `kono`): from the options to the game to open, then
//! the terminal game.

use anyhow::Result;

use super::{config, terminal};
use crate::cli::TuiArgs;
use crate::rules::{RuleOptions, Variant};
use crate::store::{self, SavedGames};
use crate::tui::{self, Opening, open};

/// Plain `kono`: with options that define a game, straight to the board
/// as `kono tui`; without (or with only `--ascii`/`--theme`), the start
/// screen in that look.
pub fn play(args: &TuiArgs, options_given: bool) -> Result<()> {
    if options_given {
        return tui(args);
    }
    let settings = config::load();
    let base = tui::Config {
        color: no_color_unset(),
        ascii: args.ascii || settings.ascii(),
        theme: args.theme.unwrap_or_else(|| settings.theme()),
        ..tui::Config::new(Variant::default())
    };
    let storage = tui::Storage {
        data: store::data_dir().ok(),
        start: settings.config.start,
        notes: settings.problem.into_iter().collect(),
        ..tui::Storage::default()
    };
    terminal::play(base, Opening::Start, storage, settings.keys)
}

/// Whether colour is allowed: `NO_COLOR` unset or empty.
pub(super) fn no_color_unset() -> bool {
    std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

/// `kono tui` (and plain `kono`): checks the options, finds the game to
/// open (`--load`, `--resume`), then hands the terminal to the game.
pub fn tui(args: &TuiArgs) -> Result<()> {
    let variant = args.rules.variant;
    let options = RuleOptions::from(args.rules.options);
    options.check(variant)?;
    let settings = config::load();
    let config = tui::Config {
        options,
        first: args.rules.first(),
        ascii: args.ascii || settings.ascii(),
        color: no_color_unset(),
        theme: args.theme.unwrap_or_else(|| settings.theme()),
        computer: args.computer.unwrap_or_default(),
        level: args.level.unwrap_or_default().number(),
        clock: args.clock,
        ..tui::Config::new(variant)
    };
    let data = store::data_dir();
    let mut storage = tui::Storage {
        data: data.as_ref().ok().cloned(),
        ..tui::Storage::default()
    };
    let mut notices: Vec<String> = settings.problem.into_iter().collect();
    if let Err(err) = &data {
        notices.push(crate::t!(
            "cmd-autosave-off-why",
            why = crate::tui::words::errors::error_line(err)
        ));
    }
    let saved = match &storage.data {
        Some(data) => {
            store::clean_up(data);
            SavedGames::read(data)
        }
        None => SavedGames::default(),
    };
    if let Some(path) = &args.load {
        storage.open = Some(open::open(open::Source::Load(path.clone()))?);
    } else if args.resume {
        storage.open = Some(open::open(open::Source::Resume(data?))?);
    } else if let Some(last) = saved.resumable() {
        // Numbered as the record, the panel and the start screen do.
        notices.push(crate::t!(
            "count-resume-notice",
            game = crate::i18n::game_name(last.variant.name()),
            number = crate::rules::MoveNumber::of_ply(last.plies).number
        ));
    }
    if let Some(problem) = saved.problems.first() {
        notices.push(crate::t!(
            "cmd-saved-unreadable",
            problem = problem.to_string(),
            more = saved.problems.len() - 1
        ));
    }
    storage.notice = (!notices.is_empty()).then(|| notices.join("; "));
    terminal::play(config, Opening::Game(config), storage, settings.keys)
}
