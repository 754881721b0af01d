//! `kono arena`: computer against computer, the benchmark of the levels:
//! wins, draws and losses, the average length of a game, the time each
//! level takes per move, and, from the solved table, how often each level's
//! move throws value away. Each game done is reported on stderr with the
//! results so far; ctrl-c stops at once with the summary of the games
//! finished.

use std::io::Write as _;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context as _, Result, bail};

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
        let percent = if self.chances == 0 {
            0.0
        } else {
            100.0 * f64::from(self.slips) / f64::from(self.chances)
        };
        crate::t!(
            "cmd-arena-slips",
            slips = self.slips,
            chances = self.chances,
            percent = format!("{percent:.0}")
        )
    }
}

/// `kono arena`.
///
/// # Errors
/// Options that do not apply, `--games 0`, a table that cannot be read,
/// or ctrl-c (after the summary of the games finished).
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
    let cancel = Arc::new(AtomicBool::new(false));
    signal_hook::flag::register(signal_hook::consts::SIGINT, Arc::clone(&cancel))
        .with_context(|| crate::t!("err-watch-ctrl-c"))?;
    let mut tally = Tally::default();
    for n in 0..args.games {
        let seed = args.seed.wrapping_add(u64::from(n));
        // A game that draws lots for the first move (five-field): alternate
        // it instead, so that both levels move first equally often.
        let first = match variant.default_first() {
            None if n % 2 == 1 => Color::White,
            _ => Color::Black,
        };
        let mut game = Game::new(Position::start(variant, first), options)?;
        while game.outcome().is_none() && game.ply_count() < MAX_PLIES {
            let me = game.position().to_move();
            let side = &mut tally.sides[me as usize];
            let level = levels[me as usize];
            let started = Instant::now();
            let choice = ai::choose(&game, level, table.as_deref(), seed, &cancel);
            if cancel.load(Ordering::Relaxed) {
                break;
            }
            let Some(choice) = choice else {
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
        if cancel.load(Ordering::Relaxed) {
            // The game cut short is not counted.
            break;
        }
        tally.add(&game);
        // Progress on stderr, so that stdout stays the summary alone.
        let line = crate::t!(
            "cmd-arena-game",
            number = tally.played,
            count = args.games,
            result = result_words(&game),
            plies = game.ply_count(),
            black = tally.sides[0].wins,
            draws = tally.draws,
            white = tally.sides[1].wins
        );
        let _ = writeln!(std::io::stderr(), "{line}");
    }
    if tally.played > 0 {
        write_out(&summary(args, variant, options, &tally, table.is_some()))?;
    }
    if cancel.load(Ordering::Relaxed) {
        bail!(crate::t!(
            "cmd-arena-stopped",
            played = tally.played,
            count = args.games
        ));
    }
    Ok(())
}

/// The games finished so far.
#[derive(Default)]
struct Tally {
    sides: [Side; 2],
    played: u32,
    draws: u32,
    /// Draws scored so because the game was still going at the limit.
    adjudicated: u32,
    plies: usize,
}

impl Tally {
    /// Counts the finished (or cut off) `game`.
    fn add(&mut self, game: &Game) {
        self.played += 1;
        self.plies += game.ply_count();
        match game.outcome().and_then(|o| o.winner()) {
            Some(winner) => self.sides[winner as usize].wins += 1,
            None => {
                self.draws += 1;
                self.adjudicated += u32::from(game.outcome().is_none());
            }
        }
    }
}

/// "Black wins", "White wins" or "a draw".
fn result_words(game: &Game) -> String {
    match game.outcome().and_then(|o| o.winner()) {
        Some(Color::Black) => crate::t!("cmd-arena-black-wins"),
        Some(Color::White) => crate::t!("cmd-arena-white-wins"),
        None => crate::t!("cmd-arena-draw"),
    }
}

/// The summary of the games in `tally`.
fn summary(
    args: &ArenaArgs,
    variant: Variant,
    options: RuleOptions,
    tally: &Tally,
    judged: bool,
) -> String {
    let per_move =
        |side: &Side| side.thinking.as_secs_f64() * 1000.0 / f64::from(side.moves.max(1));
    let [black, white] = &tally.sides;
    let mut out = crate::t!(
        "cmd-arena-heading",
        count = tally.played,
        game = crate::i18n::game_name(variant.name()),
        rules = match options.flags().as_slice() {
            [] => String::new(),
            flags => format!(" ({})", flags.join(" ")),
        },
        black = crate::tui::words::level_words(args.black, variant),
        white = crate::tui::words::level_words(args.white, variant)
    );
    out.push('\n');
    let mut line = |text: String| {
        out.push_str(&text);
        out.push('\n');
    };
    line(crate::t!(
        "cmd-arena-results",
        black = black.wins,
        draws = tally.draws,
        white = white.wins
    ));
    if tally.adjudicated > 0 {
        line(crate::t!(
            "cmd-arena-adjudicated",
            count = tally.adjudicated,
            plies = MAX_PLIES
        ));
    }
    line(crate::t!(
        "cmd-arena-average",
        plies = format!("{:.1}", tally.plies as f64 / f64::from(tally.played)),
        black = format!("{:.2}", per_move(black)),
        white = format!("{:.2}", per_move(white))
    ));
    if judged {
        line(crate::t!(
            "cmd-arena-thrown",
            black = black.error_rate(),
            white = white.error_rate()
        ));
    } else {
        line(crate::t!(
            "cmd-arena-not-judged",
            note = tables::missing_note(variant, options)
        ));
    }
    out
}
