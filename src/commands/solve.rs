//! `kono solve`: builds the solved table of one game and rule option and
//! keeps it in the data directory, with a progress bar on a terminal; prints
//! the time, the peak memory and the win/loss/draw counts. Ctrl-c stops it
//! cleanly: the table is written only whole, so nothing half-written stays.

use std::io::{BufWriter, IsTerminal};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use anyhow::{Context, Result, bail};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::write_out;
use crate::ai::five::{self, SolveError};
use crate::cli::SolveArgs;
use crate::rules::{RuleOptions, Variant};
use crate::store::{self, shown_path};

/// `kono solve`.
pub fn solve(args: &SolveArgs) -> Result<()> {
    let variant = Variant::from(args.variant);
    let options = RuleOptions::from(args.options);
    options.check(variant)?;
    let data = store::data_dir()?;
    let path = store::table_path(&data, store::table_name(variant, &options));
    let bar = progress_bar();
    let started = Instant::now();
    let summary = match variant {
        Variant::Four => {
            bar.set_length(1000);
            // A cached table is not trusted for a solve: build afresh.
            let table = crate::ai::four::solve_with_progress(&options, |p| {
                bar.set_position(p.solved * 1000 / p.total.max(1));
            });
            let bytes = table.to_bytes();
            bar.finish_and_clear();
            store::write_table(&path, |file| std::io::Write::write_all(file, &bytes))?;
            let c = table.counts();
            format!(
                "win / loss / draw states: {} / {} / {} (max remoteness {})",
                c.win,
                c.loss,
                c.draw,
                table.max_remoteness()
            )
        }
        Variant::Five => {
            let cancel = Arc::new(AtomicBool::new(false));
            signal_hook::flag::register(signal_hook::consts::SIGINT, Arc::clone(&cancel))
                .context("watching for ctrl-c")?;
            bar.set_length(1000);
            let table = match five::solve(
                options.strict_goal,
                &|p: five::Progress| {
                    bar.set_message(format!("level {}", p.level));
                    bar.set_position((p.fraction() * 1000.0) as u64);
                },
                &cancel,
            ) {
                Ok(table) => table,
                Err(SolveError::Cancelled) => {
                    bar.abandon();
                    bail!("stopped by ctrl-c: nothing was written");
                }
                Err(err) => return Err(err.into()),
            };
            bar.set_message("compressing");
            store::write_table(&path, |file| {
                let mut out = BufWriter::new(file);
                table.encode(&mut out).map_err(std::io::Error::other)?;
                std::io::Write::flush(&mut out)
            })?;
            bar.finish_and_clear();
            if cancel.load(Ordering::Relaxed) {
                bail!("stopped by ctrl-c after the table was written whole");
            }
            let c = table.counts();
            format!(
                "win / loss / draw states: {} / {} / {} of {} (both sides to move; max remoteness {}, {} states must pass)",
                c.wins,
                c.losses,
                c.draws,
                c.wins + c.losses + c.draws,
                c.max_remoteness,
                c.must_pass
            )
        }
    };
    let secs = started.elapsed().as_secs_f64();
    let size = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    write_out(&format!(
        "solved {}{} in {secs:.1} s, peak memory {}\n{summary}\nwritten to {} ({:.1} MB)\n",
        variant.title(),
        match options.flags().as_slice() {
            [] => String::new(),
            flags => format!(" ({})", flags.join(" ")),
        },
        peak_memory(),
        shown_path(&path),
        size as f64 / 1e6
    ))
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
        .unwrap_or_else(|| "unknown".to_string())
}
