//! `kono analyze`: the value of positions and of each of their moves, exact
//! from a solved table when there is one, the search's estimate otherwise;
//! as text for people (counted in the winner's own moves, words from the
//! catalogue's `count.ftl`), or one JSON object per position (the fields
//! `kono analyze --help` lists; remoteness in plies). Each table is had
//! once per run.

use std::sync::atomic::AtomicBool;

use anyhow::{Result, bail};
use serde::Serialize;

use super::tables::{self, Tables};
use super::write_out;
use crate::ai::table::solve_command;
use crate::ai::{self, Analysis, Estimate, Level, Value};
use crate::cli::AnalyzeArgs;
use crate::i18n::game_name;
use crate::learn::value_words;
use crate::rules::{Color, Game, Move, Position, RuleOptions, Variant};
use crate::t;
use crate::tui::words::{level_words, side};

/// `kono analyze`.
///
/// # Errors
/// A bad position, a rule option of the other game, a damaged table (named
/// with the command that rebuilds it), output that cannot be written.
pub fn analyze(args: &AnalyzeArgs) -> Result<()> {
    let options = RuleOptions::from(args.options);
    let mut positions = positions(args)?;
    if positions.is_empty() {
        positions.push(Position::start(Variant::default(), Color::Black));
    }
    for pos in &positions {
        options.check(pos.variant())?;
    }
    let cancel = AtomicBool::new(false);
    let mut tables = Tables::new();
    for pos in positions {
        let table = tables.solved(pos.variant(), options)?;
        let solved = table.as_deref();
        let mut analysis = ai::analyze(&pos, &options, solved, ai::ANALYSIS, &cancel);
        // A game from a position that must pass plays the pass at once, so
        // that move is named here rather than asked of the game.
        let best = if pos.legal_moves(&options) == [Move::Pass] {
            Some(Move::Pass)
        } else {
            let game = Game::new(pos, options)?;
            ai::choose(&game, args.level, solved, 1, &cancel).map(|c| c.mv)
        };
        if let Some(mv) = best {
            named_first(&mut analysis, mv);
        }
        // A damaged block is named, never taken for a search's estimate.
        tables::check(solved)?;
        let text = if args.json {
            let line = serde_json::to_string(&Json::new(&pos, options, &analysis, best))?;
            format!("{line}\n")
        } else {
            // Level 5 without its table only searches: not called perfect.
            let unbuilt = ai::table::solved(pos.variant())
                && !ai::table::partial(pos.variant())
                && solved.is_none();
            let level = if args.level == Level::MAX && unbuilt {
                t!("count-analyze-unbuilt", number = args.level.number())
            } else {
                level_words(args.level, pos.variant())
            };
            as_text(&pos, options, &analysis, best, &level)
        };
        write_out(&text)?;
    }
    Ok(())
}

/// Puts `best` first among the moves worth as much as it, so that the
/// move named best heads its equals (the list stays best first).
fn named_first(analysis: &mut Analysis, best: Move) {
    let Some(at) = analysis.moves.iter().position(|&(mv, _)| mv == best) else {
        return;
    };
    let worth = analysis.moves[at].1;
    let first = analysis
        .moves
        .iter()
        .position(|&(_, e)| e == worth)
        .unwrap_or(at);
    analysis.moves[first..=at].rotate_right(1);
}

/// The positions asked for: each `--variant`'s start, or each `--position`
/// read as the one `--variant` given with them (a 4 × 4 position needs
/// it: four-field kono or 줄고누), or as the game its shape names.
///
/// # Errors
/// Several `--variant`s with `--position`, or a position that is not one
/// of the game named.
fn positions(args: &AnalyzeArgs) -> Result<Vec<Position>> {
    match (args.variant.as_slice(), args.position.is_empty()) {
        (variants, true) => Ok(variants
            .iter()
            .map(|&v| Position::start(v, Color::Black))
            .collect()),
        ([], false) => read_all(args, None),
        ([variant], false) => read_all(args, Some(*variant)),
        (_, false) => bail!(crate::t!("err-analyze-variants-with-position")),
    }
}

/// Every `--position`, read as `variant`'s game or the one its shape names.
fn read_all(args: &AnalyzeArgs, variant: Option<Variant>) -> Result<Vec<Position>> {
    let read = |text| crate::cli::read_position(text, variant);
    args.position.iter().map(read).collect()
}

/// One position, as `--json` writes it.
#[derive(Serialize)]
struct Json {
    variant: &'static str,
    options: Vec<&'static str>,
    position: String,
    #[serde(flatten)]
    value: Fields,
    exact: bool,
    best: Option<String>,
    moves: Vec<MoveJson>,
}

/// One move of a position, as `--json` writes it.
#[derive(Serialize)]
struct MoveJson {
    #[serde(rename = "move")]
    mv: String,
    #[serde(flatten)]
    value: Fields,
}

/// An estimate's `value`, `remoteness` and (for a search) `score` fields.
#[derive(Serialize)]
struct Fields {
    value: &'static str,
    remoteness: Option<u16>,
    #[serde(skip_serializing_if = "Option::is_none")]
    score: Option<i32>,
}

impl Fields {
    /// The fields of a position's estimate.
    fn of_position(estimate: Estimate) -> Fields {
        let known = estimate.known();
        Fields {
            value: known.map_or("unknown", Value::word),
            remoteness: known.and_then(Value::remoteness),
            score: match estimate {
                Estimate::Searched { score, .. } => Some(score),
                Estimate::Exact(_) => None,
            },
        }
    }

    /// The fields of a move's estimate (for the mover, the move counted):
    /// its remoteness is that of the position it leads to, one ply less.
    fn of_move(estimate: Estimate) -> Fields {
        let mut fields = Fields::of_position(estimate);
        fields.remoteness = fields.remoteness.map(|n| n.saturating_sub(1));
        fields
    }
}

impl Json {
    fn new(pos: &Position, options: RuleOptions, a: &Analysis, best: Option<Move>) -> Json {
        Json {
            variant: pos.variant().name(),
            options: option_names(options),
            position: pos.to_string(),
            value: Fields::of_position(a.value),
            exact: a.value.is_exact(),
            best: best.map(|mv| mv.to_string()),
            moves: a
                .moves
                .iter()
                .map(|&(mv, estimate)| MoveJson {
                    mv: mv.to_string(),
                    value: Fields::of_move(estimate),
                })
                .collect(),
        }
    }
}

/// The rule options in force, as the JSON names them.
fn option_names(options: RuleOptions) -> Vec<&'static str> {
    options
        .flags()
        .into_iter()
        .map(|flag| flag.trim_start_matches("--"))
        .collect()
}

/// A value in words, counted in the winner's own moves ("draw", "win in
/// 4"), or for an estimate "unknown (score +12)".
fn words(estimate: Estimate) -> String {
    match estimate {
        Estimate::Exact(v)
        | Estimate::Searched {
            proven: Some(v), ..
        } => value_words(v),
        Estimate::Searched {
            proven: None,
            score,
        } => t!("count-analyze-unknown", score = format!("{score:+}")),
    }
}

/// A position's analysis as text: the position, its value and how it is
/// known, the level's move, and every move with its value.
fn as_text(
    pos: &Position,
    options: RuleOptions,
    a: &Analysis,
    best: Option<Move>,
    level: &str,
) -> String {
    let rules = match options.flags().as_slice() {
        [] => String::new(),
        flags => format!(", {}", flags.join(" ")),
    };
    let how = if a.value.is_exact() {
        t!("count-analyze-exact")
    } else if crate::ai::table::partial(pos.variant()) {
        t!(
            "count-analyze-search-partial",
            command = solve_command(pos.variant(), &options)
        )
    } else if crate::store::built_on_request(pos.variant()) {
        t!(
            "count-analyze-search-table",
            command = solve_command(pos.variant(), &options)
        )
    } else {
        t!("count-analyze-search")
    };
    let mut out = t!(
        "count-analyze-head",
        position = pos.to_string(),
        game = game_name(pos.variant().name()),
        rules = rules,
        side = side(pos.to_move())
    );
    out.push('\n');
    out.push_str(&t!(
        "count-analyze-value",
        value = words(a.value),
        how = how
    ));
    out.push('\n');
    if let Some(mv) = best {
        let plays = t!("count-analyze-plays", level = level, move = mv.to_string());
        out.push_str(&plays);
        out.push('\n');
    }
    for &(mv, estimate) in &a.moves {
        out.push_str(&format!("  {:<8}{}\n", mv.to_string(), words(estimate)));
    }
    out.push('\n');
    out
}
