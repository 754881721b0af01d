//! `kono puzzle`: loads the solved table (building the four-field one if
//! need be), picks a won position with the seed, and opens the terminal
//! game on it, the player on the winning side against level 5.

use std::io::{self, IsTerminal, Write};
use std::sync::Arc;

use anyhow::{Result, bail};

use super::tables::{self, Tables};
use super::tui::no_color_unset;
use crate::ai::table::solve_command;
use crate::cli::PuzzleArgs;
use crate::rules::{Color, Position, RuleOptions, Variant};
use crate::tui::{self, puzzle::Puzzle};

/// `kono puzzle`.
///
/// # Errors
/// A rule option that does not apply, five-field without its table (the
/// message names `kono solve`), a table that cannot be had, no puzzle found,
/// or the terminal game's errors.
pub fn puzzle(args: &PuzzleArgs) -> Result<()> {
    let variant = args.variant;
    let options = RuleOptions::from(args.options);
    options.check(variant)?;
    let puzzle = pick(variant, options, args.plies, args.seed)?;
    let config = tui::Config {
        options,
        ascii: args.ascii,
        color: no_color_unset(),
        theme: args.theme,
        ..tui::Config::new(variant)
    };
    let storage = tui::Storage {
        data: crate::store::data_dir().ok(),
        ..tui::Storage::default()
    };
    // The keys are the table's own: the config file's are `kono tui`'s.
    super::terminal::play(
        config,
        tui::Opening::Puzzle(config, Box::new(puzzle)),
        storage,
        tui::keymap::SECTIONS,
    )
}

/// The puzzle of `seed` (a random one when `None`) about `plies` from the end.
///
/// # Errors
/// As [`puzzle`], but the terminal's.
pub fn pick(
    variant: Variant,
    options: RuleOptions,
    plies: u16,
    seed: Option<u64>,
) -> Result<Puzzle> {
    if !crate::store::built_on_request(variant) && io::stderr().is_terminal() {
        // A note only: nothing else is on screen yet.
        let _ = writeln!(
            io::stderr(),
            "kono: {}",
            crate::t!(
                "cmd-puzzle-loading",
                game = crate::tui::words::game_short(variant)
            )
        );
    }
    if !crate::ai::table::solved(variant) {
        bail!(crate::t!(
            "cmd-puzzle-unsolved",
            game = crate::i18n::game_name(variant.name())
        ));
    }
    let Some(table) = Tables::new().solved(variant, options)? else {
        bail!(crate::t!(
            "cmd-puzzle-needs-table",
            game = crate::i18n::game_name(variant.name()),
            command = solve_command(variant, &options)
        ));
    };
    let seed = seed.unwrap_or_else(|| fastrand::u64(..1_000_000));
    let start = Position::start(variant, Color::Black);
    let picked = Puzzle::pick(Arc::clone(&table), &start, options, plies, seed);
    // A damaged block is named, never taken for a seed without a puzzle.
    tables::check(Some(table.as_ref()))?;
    match picked {
        Some(puzzle) => Ok(puzzle),
        None => bail!(crate::t!("cmd-puzzle-none", seed = seed.to_string())),
    }
}
