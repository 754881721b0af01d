//! The commands other than the terminal game: `rules`, `perft`, `replay`,
//! `completions`. Each prints to stdout and returns errors for `main` to report.

use std::io::{self, Write};
use std::path::Path;
use std::time::Instant;

use anyhow::{Context, Result, anyhow, bail};
use clap::CommandFactory;

use crate::cli::{Cli, PerftArgs, ThemeArg, TuiArgs};
use crate::rules::{self, Color, Position, RuleOptions, Variant};
use crate::{store, tui};

/// The deepest perft the command accepts; deeper runs would take days.
const MAX_PERFT_DEPTH: u32 = 20;

/// `kono rules`: the rules of `variant` in plain words, with the starting diagram.
pub fn print_rules(variant: Variant) -> Result<()> {
    let text = format!("{}\n", rules::rule_book(variant));
    write_out(&text)
}

/// `kono perft`: one line `perft(D) = NODES` for each depth, then the time
/// and the speed; with `--divide`, first each legal move with its count.
pub fn perft(args: &PerftArgs) -> Result<()> {
    let options = RuleOptions::from(args.options);
    let pos = match &args.position {
        Some(text) => text
            .parse::<Position>()
            .with_context(|| format!("bad position `{}`", text.trim()))?,
        None => {
            let variant = args.variant.map_or(Variant::Five, Variant::from);
            Position::start(variant, Color::Black)
        }
    };
    options.check(pos.variant())?;
    if !(1..=MAX_PERFT_DEPTH).contains(&args.depth) {
        bail!(
            "--depth must be from 1 to {MAX_PERFT_DEPTH}, not {}",
            args.depth
        );
    }
    let mut out = String::new();
    if args.divide {
        let divided = rules::perft_divide(&pos, args.depth, &options);
        for (mv, nodes) in &divided {
            out.push_str(&format!("{mv}: {nodes}\n"));
        }
        out.push_str(&format!("moves: {}\n\n", divided.len()));
    }
    write_out(&out)?;
    let started = Instant::now();
    let mut total = 0;
    for depth in 1..=args.depth {
        let nodes = rules::perft(&pos, depth, &options);
        total += nodes;
        write_out(&format!("perft({depth}) = {nodes}\n"))?;
    }
    let secs = started.elapsed().as_secs_f64();
    let rate = if secs > 0.0 { total as f64 / secs } else { 0.0 };
    write_out(&format!(
        "{total} nodes in {secs:.3} s: {:.1} million nodes per second\n",
        rate / 1e6
    ))
}

/// `kono completions SHELL`: the completion script on stdout.
pub fn completions(shell: clap_complete::Shell) -> Result<()> {
    let mut buf = Vec::new();
    clap_complete::generate(shell, &mut Cli::command(), "kono", &mut buf);
    write_bytes(&buf)
}

fn write_out(text: &str) -> Result<()> {
    write_bytes(text.as_bytes())
}

/// Writes to stdout, treating a closed pipe (`kono rules | head`) as the end
/// of the reader's interest rather than an error.
fn write_bytes(bytes: &[u8]) -> Result<()> {
    let mut stdout = io::stdout().lock();
    match stdout.write_all(bytes).and_then(|()| stdout.flush()) {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(()),
        other => other.context("writing to stdout"),
    }
}

/// `kono replay FILE [--to N]`: the board after move `to` (a count of moves
/// by either side) or at the end, with the side to move or the result.
pub fn replay(path: &Path, to: Option<usize>) -> Result<()> {
    let (game, _) = store::load(path)?;
    let total = game.ply_count();
    let plies = to.unwrap_or(total);
    if plies > total {
        bail!(
            "--to {plies} is past the end: the game in {} has {total} moves",
            path.display()
        );
    }
    let pos = game.position_after(plies);
    let mut out = format!("{} after {plies} of {total} moves", pos.variant().title());
    if let Some(mv) = plies.checked_sub(1).and_then(|i| game.moves().nth(i)) {
        out.push_str(&format!(" (last: {mv})"));
    }
    out.push_str(":\n\n");
    out.push_str(&rules::diagram(pos));
    out.push('\n');
    match game.outcome() {
        Some(outcome) if plies == total => out.push_str(&format!("{outcome}.\n")),
        _ => out.push_str(&format!("{} to move.\n", pos.to_move())),
    }
    write_out(&out)
}

/// Plain `kono`: with options, straight to the board as `kono tui`;
/// without, the start screen.
pub fn play(args: &TuiArgs, options_given: bool) -> Result<()> {
    if options_given {
        return tui(args);
    }
    let base = tui::Config {
        color: no_color_unset(),
        ..tui::Config::new(Variant::Five)
    };
    tui::run_start(base, store::data_dir().ok())
}

/// The palette `--theme` asks for; `None` asks the terminal.
const fn palette(theme: ThemeArg) -> Option<tui::palette::Palette> {
    match theme {
        ThemeArg::Auto => None,
        ThemeArg::Dark => Some(tui::palette::Palette::Dark),
        ThemeArg::Light => Some(tui::palette::Palette::Light),
    }
}

/// Whether colour is allowed: `NO_COLOR` unset or empty.
fn no_color_unset() -> bool {
    std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}

/// `kono tui` (and plain `kono`): checks the options, finds the game to
/// open (`--load`, `--resume`), then hands the terminal to the game.
pub fn tui(args: &TuiArgs) -> Result<()> {
    let variant = Variant::from(args.rules.variant);
    let options = RuleOptions::from(args.rules.options);
    options.check(variant)?;
    let config = tui::Config {
        options,
        first: args.rules.first(),
        ascii: args.ascii,
        color: no_color_unset(),
        theme: palette(args.theme),
        ..tui::Config::new(variant)
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
            "kono --resume continues your unfinished game ({}, {})",
            game.start().variant().title(),
            tui::app::counted(game.ply_count(), "move")
        ));
    }
    tui::run(config, storage)
}
