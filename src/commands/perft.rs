//! `kono perft`: counts move paths to a depth, a check and a benchmark of the
//! move generator.

use std::time::Instant;

use anyhow::{Context, Result, bail};

use super::write_out;
use crate::cli::PerftArgs;
use crate::rules::record::shown;
use crate::rules::{self, Color, Position, RuleOptions, Variant};

/// The deepest perft the command accepts: five-field's depth 12 counts
/// about 2 * 10^11 paths in minutes; every step deeper takes about nine
/// times as long, so depth 20 would take centuries.
const MAX_PERFT_DEPTH: u32 = 12;

/// `kono perft`: one line `perft(D) = NODES` for each depth, then the time
/// and the speed; with `--divide`, first each legal move with its count.
pub fn perft(args: &PerftArgs) -> Result<()> {
    let options = RuleOptions::from(args.options);
    let pos = match &args.position {
        Some(text) => text
            .parse::<Position>()
            .with_context(|| format!("bad position `{}`", shown(text.trim())))?,
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
