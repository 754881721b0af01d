//! `kono arena`: computer against computer, the benchmark of the levels:
//! wins, draws and losses, the average length of a game, the time each
//! level takes per move, and, from the solved table, how often each level's
//! move throws value away.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use anyhow::{Result, bail};

use super::tables;
use super::write_out;
use crate::ai::{self, Keeping};
use crate::cli::ArenaArgs;
use crate::rules::{Color, Game, Position, RuleOptions, Variant};

/// A game still going after this many plies is scored a draw (the
/// threefold repetition would end it, but only after a long shuffle).
const MAX_PLIES: usize = 400;

/// What one side did over the games.
#[derive(Default)]
struct Side {
    wins: u32,
    moves: u32,
    thinking: Duration,
    /// Moves made where some move would have thrown value away.
    chances: u32,
    /// Of those, the moves that did.
    slips: u32,
}

impl Side {
    /// "4 of 31 (13%)".
    fn error_rate(&self) -> String {
        if self.chances == 0 {
            return "0 of 0".to_string();
        }
        format!(
            "{} of {} ({:.0}%)",
            self.slips,
            self.chances,
            100.0 * f64::from(self.slips) / f64::from(self.chances)
        )
    }
}

/// `kono arena`.
pub fn arena(args: &ArenaArgs) -> Result<()> {
    let variant = args.variant;
    let options = RuleOptions::from(args.options);
    options.check(variant)?;
    if args.games == 0 {
        bail!("--games must be at least 1");
    }
    let levels = [args.black, args.white];
    // The table judges every move; only level 5 reads it to choose one.
    let table = tables::Tables::new().solved(variant, options)?;
    let cancel = AtomicBool::new(false);
    let mut sides = [Side::default(), Side::default()];
    let (mut draws, mut adjudicated, mut plies) = (0, 0, 0);
    for n in 0..args.games {
        let seed = args.seed.wrapping_add(u64::from(n));
        // Five-field draws lots for the first move: alternate it instead, so
        // that both levels move first equally often.
        let first = match variant {
            Variant::Five if n % 2 == 1 => Color::White,
            _ => Color::Black,
        };
        let mut game = Game::new(Position::start(variant, first), options)?;
        while game.outcome().is_none() && game.ply_count() < MAX_PLIES {
            let me = game.position().to_move();
            let side = &mut sides[me as usize];
            let level = levels[me as usize];
            let started = Instant::now();
            let Some(choice) = ai::choose(&game, level, table.as_deref(), seed, &cancel) else {
                bail!("level {level} found no move in {}", game.position());
            };
            side.thinking += started.elapsed();
            side.moves += 1;
            let judged = table
                .as_deref()
                .and_then(|t| ai::keeping(game.position(), &options, t, choice.mv));
            side.chances += u32::from(matches!(judged, Some(Keeping::Kept | Keeping::Thrown)));
            side.slips += u32::from(judged == Some(Keeping::Thrown));
            game.play(choice.mv)?;
        }
        plies += game.ply_count();
        match game.outcome().and_then(|o| o.winner()) {
            Some(winner) => sides[winner as usize].wins += 1,
            None => {
                draws += 1;
                adjudicated += u32::from(game.outcome().is_none());
            }
        }
    }
    let per_move =
        |side: &Side| side.thinking.as_secs_f64() * 1000.0 / f64::from(side.moves.max(1));
    let [black, white] = &sides;
    let mut out = format!(
        "{} {} of {}{}: Black level {} against White level {}\n",
        args.games,
        if args.games == 1 { "game" } else { "games" },
        variant.title(),
        match options.flags().as_slice() {
            [] => String::new(),
            flags => format!(" ({})", flags.join(" ")),
        },
        args.black,
        args.white,
    );
    out.push_str(&format!(
        "Black wins {}, draws {}, White wins {}\n",
        black.wins, draws, white.wins
    ));
    if adjudicated > 0 {
        out.push_str(&format!(
            "({adjudicated} of the draws still going after {MAX_PLIES} plies)\n"
        ));
    }
    out.push_str(&format!(
        "average length {:.1} plies; Black {:.2} ms per move, White {:.2} ms per move\n",
        plies as f64 / f64::from(args.games),
        per_move(black),
        per_move(white)
    ));
    if table.is_some() {
        out.push_str(&format!(
            "value thrown away, where some move would: Black {}, White {}\n",
            black.error_rate(),
            white.error_rate()
        ));
    } else {
        out.push_str(&format!(
            "value thrown away: not counted without the solved table{}\n",
            tables::missing_note(variant, options)
        ));
    }
    write_out(&out)
}
