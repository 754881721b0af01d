//! `kono analyze`: the value of positions and of each of their moves, exact
//! from a solved table when there is one, the search's estimate otherwise;
//! as text, or one JSON object per position (AI.md's format).

use std::sync::atomic::AtomicBool;

use anyhow::{Context, Result};
use serde_json::{Value as Json, json};

use super::tables;
use super::write_out;
use crate::ai::{self, Analysis, Estimate, Level, Value};
use crate::cli::AnalyzeArgs;
use crate::rules::record::shown;
use crate::rules::{Color, Game, Move, Position, RuleOptions, Variant};

/// `kono analyze`.
pub fn analyze(args: &AnalyzeArgs) -> Result<()> {
    let options = RuleOptions::from(args.options);
    let mut positions: Vec<Position> = args
        .variant
        .iter()
        .map(|&v| Position::start(v.into(), Color::Black))
        .collect();
    for text in &args.position {
        let pos = text
            .parse::<Position>()
            .with_context(|| format!("bad position `{}`", shown(text.trim())))?;
        positions.push(pos);
    }
    if positions.is_empty() {
        positions.push(Position::start(Variant::Five, Color::Black));
    }
    for pos in &positions {
        options.check(pos.variant())?;
    }
    let cancel = AtomicBool::new(false);
    for pos in positions {
        let table = tables::solved(pos.variant(), options)?;
        let solved = table.as_deref();
        let analysis = ai::analyze(&pos, &options, solved, ai::ANALYSIS, &cancel);
        // A game from a position that must pass plays the pass at once, so
        // that move is named here rather than asked of the game.
        let best = if pos.legal_moves(&options) == [Move::Pass] {
            Some(Move::Pass)
        } else {
            let game = Game::new(pos, options)?;
            ai::choose(&game, args.level, solved, 1, &cancel).map(|c| c.mv)
        };
        let text = if args.json {
            format!("{}\n", as_json(&pos, options, &analysis, best))
        } else {
            as_text(&pos, options, &analysis, best, args.level)
        };
        write_out(&text)?;
    }
    Ok(())
}

/// The rule options in force, as AI.md's JSON names them.
fn option_names(options: RuleOptions) -> Vec<&'static str> {
    options
        .flags()
        .into_iter()
        .map(|flag| flag.trim_start_matches("--"))
        .collect()
}

/// An estimate's `value`, `remoteness` and (for a search) `score` fields.
fn fields(estimate: Estimate) -> serde_json::Map<String, Json> {
    let mut map = serde_json::Map::new();
    let known = estimate.known();
    let word = known.map_or("unknown", Value::word);
    map.insert("value".into(), json!(word));
    map.insert(
        "remoteness".into(),
        json!(known.and_then(Value::remoteness)),
    );
    if let Estimate::Searched { score, .. } = estimate {
        map.insert("score".into(), json!(score));
    }
    map
}

fn as_json(pos: &Position, options: RuleOptions, a: &Analysis, best: Option<Move>) -> Json {
    let mut object = serde_json::Map::new();
    object.insert("variant".into(), json!(pos.variant().name()));
    object.insert("options".into(), json!(option_names(options)));
    object.insert("position".into(), json!(pos.to_string()));
    object.extend(fields(a.value));
    object.insert("exact".into(), json!(a.value.is_exact()));
    object.insert("best".into(), json!(best.map(|mv| mv.to_string())));
    let moves: Vec<Json> = a
        .moves
        .iter()
        .map(|&(mv, estimate)| {
            let mut m = serde_json::Map::new();
            m.insert("move".into(), json!(mv.to_string()));
            m.extend(fields(estimate));
            Json::Object(m)
        })
        .collect();
    object.insert("moves".into(), Json::Array(moves));
    Json::Object(object)
}

/// "draw", "win in 7", or for an estimate "unknown (score +12)".
fn words(estimate: Estimate) -> String {
    match estimate {
        Estimate::Exact(v)
        | Estimate::Searched {
            proven: Some(v), ..
        } => v.to_string(),
        Estimate::Searched {
            proven: None,
            score,
        } => format!("unknown (score {score:+})"),
    }
}

fn as_text(
    pos: &Position,
    options: RuleOptions,
    a: &Analysis,
    best: Option<Move>,
    level: Level,
) -> String {
    let rules = match options.flags().as_slice() {
        [] => String::new(),
        flags => format!(", {}", flags.join(" ")),
    };
    let how = if a.value.is_exact() {
        "exact".to_string()
    } else {
        format!(
            "search, not exact{}",
            tables::missing_note(pos.variant(), options)
        )
    };
    let mut out = format!(
        "{pos}  ({}{rules}, {} to move)\nvalue: {} ({how})\n",
        pos.variant().title(),
        pos.to_move(),
        words(a.value)
    );
    if let Some(mv) = best {
        out.push_str(&format!("level {level} plays: {mv}\n"));
    }
    for &(mv, estimate) in &a.moves {
        out.push_str(&format!("  {:<8}{}\n", mv.to_string(), words(estimate)));
    }
    out.push('\n');
    out
}
