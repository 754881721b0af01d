//! The arguments of the tools' commands: perft, analyze, solve, arena and
//! puzzle.

use clap::Args;

use super::{MAX_PERFT_DEPTH, OptionArgs, at_least_one, position, variant_parser};
use crate::ai::Level;
use crate::rules::{PositionText, Variant};
use crate::store::Background;

/// `kono perft`.
#[derive(Debug, Clone, Args)]
pub struct PerftArgs {
    /// Start from this game's starting position, Black to move; with
    /// --position, read the position as this game's.
    #[arg(long, value_parser = variant_parser())]
    pub variant: Option<Variant>,
    /// Start from this position (notation: `kono rules`); its board's
    /// shape gives the game, and --variant where two games share it.
    #[arg(long, value_name = "POS", allow_hyphen_values = true, value_parser = position)]
    pub position: Option<PositionText>,
    /// Count up to this depth, 1 to 12 (five-field's depth 12 takes minutes).
    #[arg(long, default_value_t = 5, value_parser = super::parsers::number(1, MAX_PERFT_DEPTH))]
    pub depth: u32,
    /// First list each legal move with its count.
    #[arg(long)]
    pub divide: bool,
    /// The rule options.
    #[command(flatten)]
    pub options: OptionArgs,
}

/// `kono analyze`.
#[derive(Debug, Clone, Args)]
pub struct AnalyzeArgs {
    /// Analyse this game's starting position, Black to move (may be
    /// repeated); with --position, once: read the positions as this game's
    /// (line kono shares four-field's 4 × 4 board).
    #[arg(long, value_parser = variant_parser())]
    pub variant: Vec<Variant>,
    /// Analyse this position (notation: `kono rules`; may be repeated).
    #[arg(long, value_name = "POS", allow_hyphen_values = true, value_parser = position)]
    pub position: Vec<PositionText>,
    /// The rule options.
    #[command(flatten)]
    pub options: OptionArgs,
    /// The level whose move is shown as `best`: 1 (beginner) to 5 (perfect).
    #[arg(long, default_value = "5", value_parser = super::parsers::level)]
    pub level: Level,
    /// One JSON object per position, one line each.
    #[arg(long)]
    pub json: bool,
}

/// `kono solve`.
#[derive(Debug, Clone, Args)]
pub struct SolveArgs {
    /// Which game.
    #[arg(long, value_parser = variant_parser())]
    pub variant: Variant,
    /// The rule options.
    #[command(flatten)]
    pub options: OptionArgs,
    /// Build the table again even though it exists (a damaged one, say).
    #[arg(long)]
    pub force: bool,
    /// 참고누 (mill): the most pieces a side the moving-phase table reaches,
    /// 3 to 12 [default: 6, a minute or two; 12 is the whole moving phase].
    #[arg(long, value_parser = super::parsers::number(3u8, 12))]
    pub pieces: Option<u8>,
}

/// `kono arena`.
#[derive(Debug, Clone, Args)]
pub struct ArenaArgs {
    /// Which game.
    #[arg(long, value_parser = variant_parser(), default_value_t = Variant::default())]
    pub variant: Variant,
    /// The level playing Black: 1 (beginner) to 5 (perfect).
    #[arg(long, value_parser = super::parsers::level)]
    pub black: Level,
    /// The level playing White.
    #[arg(long, value_parser = super::parsers::level)]
    pub white: Level,
    /// How many games, at least 1.
    #[arg(long, default_value_t = 100, value_parser = at_least_one)]
    pub games: u32,
    /// The first game's seed (game N uses SEED + N): the same seed plays the same games.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The rule options.
    #[command(flatten)]
    pub options: OptionArgs,
}

/// `kono puzzle`.
#[derive(Debug, Clone, Args)]
pub struct PuzzleArgs {
    /// Which game (five-field needs its table: `kono solve --variant five`).
    #[arg(long, value_parser = variant_parser(), default_value_t = puzzle_game())]
    pub variant: Variant,
    /// About how many plies (both sides' moves) from the end.
    #[arg(long, value_name = "N", default_value_t = crate::ai::puzzle::DEFAULT_PLIES, value_parser = super::parsers::number(1u16, 200))]
    pub plies: u16,
    /// Pick the puzzle with this seed (the same seed, the same puzzle)
    /// [default: random, shown in the game].
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// The rule options.
    #[command(flatten)]
    pub options: OptionArgs,
    /// Draw with plain ASCII characters only.
    #[arg(long)]
    pub ascii: bool,
    /// Colours for a dark or a light terminal.
    #[arg(long, value_enum, default_value_t = Background::Auto)]
    pub theme: Background,
}

/// The game `kono puzzle` sets when none is named: the first whose solved
/// table needs no building beforehand.
fn puzzle_game() -> Variant {
    Variant::ALL
        .into_iter()
        .find(|&v| !crate::store::built_on_request(v))
        .unwrap_or_default()
}
