//! `kono solve`: builds the solved table of one game and rule option and
//! keeps it in the tables folder, with a progress bar on a terminal; prints
//! the time, the peak memory and the win/loss/draw counts. A table already
//! there is kept unless `--force` is given. Ctrl-c stops it cleanly: the
//! table is written only whole, so nothing half-written stays.

use std::io::IsTerminal;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use anyhow::{Context, Result, bail};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::write_out;
use crate::ai::moving::{self, MillTable};
use crate::ai::table::{Progress, TableError, partial, rebuild_command, title};
use crate::cli::SolveArgs;
use crate::rules::{RuleOptions, Variant};
use crate::store::{self, Facts, shown_path};
use crate::t;
use crate::tui::words::game;
use std::path::Path;

/// `kono solve`.
///
/// # Errors
/// A rule option of the other game, no tables folder, not memory enough
/// (one line with the amount), ctrl-c, or a table that cannot be written.
pub fn solve(args: &SolveArgs) -> Result<()> {
    let variant = args.variant;
    let options = RuleOptions::from(args.options);
    options.check(variant)?;
    if args.pieces.is_some() && !partial(variant) {
        bail!(t!("cmd-solve-pieces-mill-only"));
    }
    let dir = store::tables_dir()?;
    let reach = existing_reach(&dir, variant, &options);
    let wanted = args.pieces.unwrap_or(moving::DEFAULT_PIECES);
    let notice = match reach {
        Some(has) if !args.force && has < wanted => Some(t!(
            "cmd-solve-mill-further",
            has = has.to_string(),
            wanted = wanted.to_string()
        )),
        _ => None,
    };
    if !args.force
        && notice.is_none()
        && let Some(path) = store::table_path(&dir, variant, &options)
        && std::fs::symlink_metadata(&path).is_ok()
    {
        let line = t!(
            "cmd-solve-built-already",
            table = title(variant, &options),
            path = shown_path(&path),
            command = rebuild_command(variant, &options)
        );
        return write_out(&format!("{line}\n"));
    }
    let cancel = Arc::new(AtomicBool::new(false));
    signal_hook::flag::register(signal_hook::consts::SIGINT, Arc::clone(&cancel))
        .with_context(|| t!("cmd-solve-watching"))?;
    let bar = progress_bar();
    let progress = |p: Progress| {
        if let Some(level) = p.level {
            bar.set_message(t!("cmd-solve-level", level = level));
        }
        bar.set_position((p.fraction() * 1000.0) as u64);
    };
    if let Some(notice) = notice {
        bar.suspend(|| eprintln!("{notice}"));
    }
    let started = Instant::now();
    let built = match store::build(
        Some(&dir),
        variant,
        &options,
        args.pieces,
        &progress,
        &cancel,
    ) {
        Ok(built) => built,
        Err(TableError::Cancelled) => {
            bar.abandon();
            bail!(crate::t!("cmd-solve-stopped"));
        }
        Err(err) => {
            bar.abandon();
            return Err(err.into());
        }
    };
    bar.finish_and_clear();
    if let Some(err) = built.not_kept {
        return Err(err.into());
    }
    if cancel.load(Ordering::Relaxed) {
        bail!(crate::t!("cmd-solve-stopped-written"));
    }
    let summary = match built.facts {
        Facts::States {
            counts: c,
            max_remoteness,
        } => t!(
            "cmd-solve-summary",
            win = c.win.to_string(),
            loss = c.loss.to_string(),
            draw = c.draw.to_string(),
            remoteness = max_remoteness.to_string()
        ),
        Facts::Part {
            counts: c,
            max_remoteness,
            pieces,
        } => t!(
            "cmd-solve-summary-mill",
            win = c.win.to_string(),
            loss = c.loss.to_string(),
            draw = c.draw.to_string(),
            remoteness = max_remoteness.to_string(),
            pieces = pieces.to_string()
        ),
        Facts::BothSides(c) => t!(
            "cmd-solve-summary-five",
            win = c.wins.to_string(),
            loss = c.losses.to_string(),
            draw = c.draws.to_string(),
            all = (c.wins + c.losses + c.draws).to_string(),
            remoteness = c.max_remoteness.to_string(),
            pass = c.must_pass.to_string()
        ),
    };
    let secs = started.elapsed().as_secs_f64();
    let Some(path) = built.path else {
        let solved = t!(
            "cmd-solve-solved",
            game = game(variant),
            secs = format!("{secs:.2}"),
            memory = peak_memory()
        );
        let kept = t!("cmd-solve-in-memory");
        return write_out(&format!("{solved}\n{summary}\n{kept}\n"));
    };
    let size = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    let game = match options.flags().as_slice() {
        [] => game(variant),
        flags => format!("{} ({})", game(variant), flags.join(" ")),
    };
    let solved = t!(
        "cmd-solve-solved",
        game = game,
        secs = format!("{secs:.1}"),
        memory = peak_memory()
    );
    let written = t!(
        "cmd-solve-written",
        path = shown_path(&path),
        size = format!("{:.1}", size as f64 / 1e6)
    );
    let sectors = sector_lines(&path);
    write_out(&format!("{solved}\n{summary}\n{sectors}{written}\n"))
}

/// The pieces a side the 참고누 table in `dir` reaches, if there is one
/// sound; `None` for the other games.
fn existing_reach(dir: &Path, variant: Variant, options: &RuleOptions) -> Option<u8> {
    if !partial(variant) {
        return None;
    }
    let path = store::table_path(dir, variant, options)?;
    let file = std::fs::File::open(&path).ok()?;
    MillTable::open(file, shown_path(&path))
        .ok()
        .map(|t| t.pieces())
}

/// One line a sector of the 참고누 table written at `path` (none for the
/// other games' tables).
fn sector_lines(path: &Path) -> String {
    let Ok(file) = std::fs::File::open(path) else {
        return String::new();
    };
    let Ok(table) = MillTable::open(file, shown_path(path)) else {
        return String::new();
    };
    let mut out = String::new();
    for &((mover, other), f) in table.sectors() {
        out.push_str(&t!(
            "cmd-solve-sector",
            mover = mover.to_string(),
            other = other.to_string(),
            win = f.win.to_string(),
            loss = f.loss.to_string(),
            draw = f.draw.to_string(),
            longest = f.max_win.to_string()
        ));
        out.push('\n');
    }
    out
}

/// A progress bar with a time estimate on stderr, drawn only on a terminal.
fn progress_bar() -> ProgressBar {
    let bar = ProgressBar::with_draw_target(Some(1000), ProgressDrawTarget::stderr());
    if !std::io::stderr().is_terminal() {
        bar.set_draw_target(ProgressDrawTarget::hidden());
    }
    if let Ok(style) = ProgressStyle::with_template(
        "{spinner} [{elapsed_precise}] {wide_bar} {percent}% {msg} (eta {eta})",
    ) {
        bar.set_style(style);
    }
    bar
}

/// The process's peak resident memory, as the system reports it.
fn peak_memory() -> String {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .map(|kb| {
            let kb: f64 = kb
                .trim()
                .trim_end_matches("kB")
                .trim()
                .parse()
                .unwrap_or(0.0);
            format!("{:.0} MB", kb / 1024.0)
        })
        .unwrap_or_else(|| t!("cmd-solve-memory-unknown"))
}
