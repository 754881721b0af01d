//! `kono perft`: counts move paths to a depth, a check and a benchmark of the
//! move generator.

use std::time::{Duration, Instant};

use anyhow::Result;

use super::write_out;
use crate::cli::PerftArgs;
use crate::rules::{self, Color, Position, RuleOptions};

/// `kono perft`: one line `perft(D) = NODES` for each depth, then the time
/// and the speed; with `--divide`, first each legal move with its count.
pub fn perft(args: &PerftArgs) -> Result<()> {
    let options = RuleOptions::from(args.options);
    let pos = match &args.position {
        Some(text) => crate::cli::read_position(text, args.variant)?,
        None => {
            let variant = args.variant.unwrap_or_default();
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
        out.push_str(&crate::t!("cmd-perft-moves", count = divided.len()));
        out.push_str("\n\n");
    }
    write_out(&out)?;
    let started = Instant::now();
    let mut total = 0;
    for depth in 1..=args.depth {
        let nodes = rules::perft(&pos, depth, &options);
        total += nodes;
        write_out(&format!("perft({depth}) = {nodes}\n"))?;
    }
    write_out(&speed_line(total, started.elapsed()))
}

/// Runs shorter than this are too quick for an honest speed.
const SHORTEST_TIMED: Duration = Duration::from_millis(1);

/// "696 nodes in 0.012 s: 58.0 million nodes per second", or for a run too
/// short to time, "696 nodes in under 1 ms: too quick to measure the speed".
fn speed_line(total: u64, elapsed: Duration) -> String {
    // The count as digits (no grouping), its plural by the number.
    let nodes = total.to_string();
    if elapsed < SHORTEST_TIMED {
        return format!(
            "{}\n",
            crate::t!("cmd-perft-too-quick", count = total, nodes = nodes)
        );
    }
    let secs = elapsed.as_secs_f64();
    let line = crate::t!(
        "cmd-perft-speed",
        count = total,
        nodes = nodes,
        secs = format!("{secs:.3}"),
        speed = format!("{:.1}", total as f64 / secs / 1e6)
    );
    format!("{line}\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_too_short_to_time_gives_no_speed() {
        assert_eq!(
            speed_line(696, Duration::from_micros(400)),
            "696 nodes in under 1 ms: too quick to measure the speed\n"
        );
        assert_eq!(
            speed_line(1, Duration::ZERO),
            "1 node in under 1 ms: too quick to measure the speed\n"
        );
        assert_eq!(
            speed_line(3_000_000, Duration::from_millis(1500)),
            "3000000 nodes in 1.500 s: 2.0 million nodes per second\n"
        );
    }
}
