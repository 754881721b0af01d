//! `kono tui` (and plain `kono`): from the options to the game to open, then
//! the terminal game.

use anyhow::{Result, anyhow};

use crate::cli::TuiArgs;
use crate::rules::{RuleOptions, Variant};
use crate::{store, tui};

/// `kono tui` (and plain `kono`): checks the options, finds the game to
/// open (`--load`, `--resume`), then hands the terminal to the game.
pub fn tui(args: &TuiArgs) -> Result<()> {
    let variant = Variant::from(args.rules.variant);
    let options = RuleOptions::from(args.rules.options);
    options.check(variant)?;
    let config = tui::Config {
        variant,
        options,
        first: args.rules.first(),
        ascii: args.ascii,
        color: std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty()),
    };
    let data = store::data_dir();
    let mut storage = tui::Storage {
        data: data.as_ref().ok().cloned(),
        ..tui::Storage::default()
    };
    if let Err(err) = &data {
        storage.notice = Some(format!("autosave is off: {err}"));
    }
    if let Some(path) = &args.load {
        let (game, tags) = store::load(path)?;
        storage.open = Some(tui::Opened {
            path: path.clone(),
            game,
            tags,
            resumed: false,
        });
    } else if args.resume {
        let data = data?;
        let (path, game, tags) = store::last_unfinished(&data).ok_or_else(|| {
            anyhow!(
                "there is no unfinished game to resume in {}",
                data.display()
            )
        })?;
        storage.open = Some(tui::Opened {
            path,
            game,
            tags,
            resumed: true,
        });
    } else if let Some((_, game, _)) = storage.data.as_deref().and_then(store::last_unfinished) {
        storage.notice = Some(format!(
            "an unfinished game of {} ({} so far) is saved: `kono tui --resume` continues it",
            game.start().variant().title(),
            tui::app::counted(game.ply_count(), "move")
        ));
    }
    tui::run(config, storage)
}
