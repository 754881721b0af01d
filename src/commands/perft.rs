//! `kono perft`: counts move paths to a depth, a check and a benchmark of the
//! move generator.

use std::time::Instant;

use anyhow::Result;

use super::write_out;
use crate::cli::PerftArgs;
use crate::rules::{self, Color, Position, RuleOptions, Variant};

/// `kono perft`: one line `perft(D) = NODES` for each depth, then the time
/// and the speed; with `--divide`, first each legal move with its count.
pub fn perft(args: &PerftArgs) -> Result<()> {
    let options = RuleOptions::from(args.options);
    let pos = match args.position {
        Some(pos) => pos,
        None => {
            let variant = args.variant.map_or(Variant::Five, Variant::from);
            Position::start(variant, Color::Black)
        }
    };
    options.check(pos.variant())?;
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
