//! THE words of the front end: every value the App holds as a fact (a
//! value, an estimate, a puzzle's progress, a status, an outcome) is put
//! into words here and in `status` beside it, through the message
//! catalogue, so that a second front end, the network's messages and the
//! lessons reuse them. Also the small helpers: padding, wrapping.

pub mod books;
pub mod errors;
mod net;
mod refusal;
pub mod start;
mod status;

pub use net::{chat_refused, link_text};
pub use status::{first_game_offer, other_course_offer, stars_text, status_text, thinking_text};

use crate::ai::puzzle::Progress;
use crate::ai::{Estimate, Hint, Lean, Level, Value};
use crate::i18n::width as width_of;
use crate::rules::{Color, DrawReason, Move, Outcome, Variant, WinReason};
use crate::t;

use super::puzzle::Puzzle;
pub use super::text::{counted, wrap};

/// The value an estimate stands for, for its colour: a value known for
/// sure, or else a win, draw or loss by the side the score favours.
pub fn leaning(estimate: Estimate) -> Value {
    hint_leaning(estimate.hint())
}

/// The value a hint stands for: its value known for sure, or else a win,
/// draw or loss by the side it favours (for its colour).
pub const fn hint_leaning(hint: Hint) -> Value {
    match hint {
        Hint::Known(value) => value,
        Hint::Leaning(Lean::Better) => Value::Win(u16::MAX),
        Hint::Leaning(Lean::Worse) => Value::Loss(u16::MAX),
        Hint::Leaning(Lean::Even) => Value::Draw,
    }
}

/// A side's name: "Black", "White" (흑, 백).
pub fn side(color: Color) -> String {
    match color {
        Color::Black => t!("color-black"),
        Color::White => t!("color-white"),
    }
}

/// A game's name in the language in use: "five-field kono", "오밭고누".
pub fn game(variant: Variant) -> String {
    crate::i18n::game_name(variant.name())
}

/// A game's name where room is short: "five-field", "well kono",
/// "우물고누" (the catalogue's `game-short-<word>`).
pub fn game_short(variant: Variant) -> String {
    crate::i18n::tr(&format!("game-short-{}", variant.name()), &[])
}

/// A level's name: "club", "perfect".
pub fn level_name(level: Level, variant: Variant) -> String {
    match level.number() {
        1 => t!("start-level-beginner"),
        2 => t!("start-level-casual"),
        3 => t!("start-level-club"),
        4 => t!("start-level-strong"),
        _ if !crate::ai::table::solved(variant) || crate::ai::table::partial(variant) => {
            t!("start-level-strongest")
        }
        _ => t!("start-level-perfect"),
    }
}

/// A level with its name in `variant`: "3 (club)", "5 (perfect)", or
/// "5 (strongest)" where the game is not solved.
pub fn level_words(level: Level, variant: Variant) -> String {
    t!(
        "start-level",
        number = level.number(),
        name = level_name(level, variant)
    )
}

/// The computer's level: "3 (club)", "5 (perfect)"; but level 5 without
/// its table only searches, so nothing calls it perfect then: "5 (perfect
/// once the table is built: b)", `build` naming the key that builds it
/// (`None` while it is being built).
pub fn level_text(
    level: Level,
    variant: Variant,
    without_table: bool,
    build: Option<&str>,
) -> String {
    if level != Level::MAX || !without_table {
        return level_words(level, variant);
    }
    match build {
        Some(key) => t!(
            "panel-level-unbuilt-key",
            number = level.number(),
            key = key
        ),
        None => t!("panel-level-unbuilt", number = level.number()),
    }
}

/// The count every "in N" says: the winner's own moves
/// ([`Value::winner_moves`]); 0 for a draw.
fn count(value: Value) -> u16 {
    value.winner_moves().unwrap_or(0)
}

/// `W4`, `=`, `L6`: a value for the mover in a few letters that read
/// without colour, counted in the winner's own moves (`W4`: the mover
/// wins with its 4th move, this one included; `L6`: the opponent wins with
/// its 6th).
pub fn short(value: Value) -> String {
    match value {
        Value::Win(_) => t!("panel-short-win", n = count(value)),
        Value::Draw => "=".to_string(),
        Value::Loss(_) => t!("panel-short-loss", n = count(value)),
    }
}

/// "Black wins in 9 with best play" (in Black's own moves), "drawn with
/// best play"; at the end of a game "Black has won".
pub fn in_words(value: Value, to_move: Color) -> String {
    let (me, them) = (side(to_move), side(to_move.opponent()));
    match value {
        Value::Win(0) => t!("panel-has-won", side = me),
        Value::Loss(0) => t!("panel-has-won", side = them),
        Value::Win(_) => t!("panel-wins-in", side = me, n = count(value)),
        Value::Draw => t!("panel-drawn-best"),
        Value::Loss(_) => t!("panel-wins-in", side = them, n = count(value)),
    }
}

/// What the marks by the points mean, for the kinds on the board now:
/// the exact ones (`W3`, `=`, `L2`, the board's own where it has them) and
/// the search's guesses (`~+`, `~=`, `~-`).
pub fn marks_key(hints: impl Iterator<Item = Hint>) -> Vec<String> {
    let hints: Vec<Hint> = hints.collect();
    let shown = |wins: bool| {
        hints.iter().find_map(|h| match h {
            Hint::Known(v @ Value::Win(_)) if wins => Some(*v),
            Hint::Known(v @ Value::Loss(_)) if !wins => Some(*v),
            _ => None,
        })
    };
    let mut keys = Vec::new();
    if hints.iter().any(|h| matches!(h, Hint::Known(_))) {
        let win = shown(true).unwrap_or(Value::Win(5));
        let loss = shown(false).unwrap_or(Value::Loss(4));
        keys.push(t!(
            "panel-marks-known",
            win = hint_word(Hint::Known(win)),
            wins = win.winner_moves().unwrap_or(0),
            loss = hint_word(Hint::Known(loss)),
            losses = loss.winner_moves().unwrap_or(0)
        ));
    }
    if hints.iter().any(|h| matches!(h, Hint::Leaning(_))) {
        keys.push(t!("panel-marks-guess"));
    }
    keys
}

/// A hint's few letters: `W7`, `=`, `L12` when known for sure (from the
/// table, a repetition, or proven by the search); `~+`, `~=`, `~-` for
/// the search's better, even, worse.
pub fn hint_text(estimate: Estimate) -> String {
    hint_word(estimate.hint())
}

/// A hint's few letters (see [`hint_text`]).
pub fn hint_word(hint: Hint) -> String {
    match hint {
        Hint::Known(value) => short(value),
        Hint::Leaning(Lean::Better) => "~+".to_string(),
        Hint::Leaning(Lean::Worse) => "~-".to_string(),
        Hint::Leaning(Lean::Even) => "~=".to_string(),
    }
}

/// The position's value in words for `to_move`: a value known for sure as
/// such (saying when the search proved it), an estimate marked as one.
pub fn estimate_words(estimate: Estimate, to_move: Color) -> String {
    let (me, them) = (side(to_move), side(to_move.opponent()));
    match (estimate, estimate.hint()) {
        (Estimate::Exact(value), _) => in_words(value, to_move),
        (_, Hint::Known(Value::Win(0))) => t!("panel-has-won", side = me),
        (_, Hint::Known(Value::Loss(0))) => t!("panel-has-won", side = them),
        (_, Hint::Known(v @ Value::Win(_))) => t!("panel-proven-win", side = me, n = count(v)),
        (_, Hint::Known(v @ Value::Loss(_))) => {
            t!("panel-proven-win", side = them, n = count(v))
        }
        (_, Hint::Known(Value::Draw)) => t!("panel-proven-draw"),
        (_, Hint::Leaning(Lean::Better)) => t!("panel-better", side = me),
        (_, Hint::Leaning(Lean::Worse)) => t!("panel-better", side = them),
        (_, Hint::Leaning(Lean::Even)) => t!("panel-even"),
    }
}

/// "Black to play and win in 4 moves (seed 42)": the player's own moves,
/// as the verdict counts them (a win in 7 plies takes 4 of them).
pub fn puzzle_title(player: Color, win: u16, seed: u64) -> String {
    t!(
        "puzzle-title",
        side = side(player),
        count = count(Value::Win(win)),
        seed = seed.to_string()
    )
}

/// The title of `puzzle`.
pub fn title_of(puzzle: &Puzzle) -> String {
    puzzle_title(puzzle.player(), puzzle.win(), puzzle.seed())
}

/// What to say of a puzzle's progress (the start's win in `win` plies):
/// `None` while the win holds.
pub fn verdict(progress: Progress, win: u16) -> Option<String> {
    match progress {
        Progress::Playing => None,
        Progress::Slipped(value) => Some(match value {
            Value::Draw => t!("puzzle-slipped-draw"),
            Value::Loss(0) => t!("puzzle-slipped-lost"),
            Value::Loss(_) => t!("puzzle-slipped-loss", n = count(value)),
            Value::Win(_) => t!("puzzle-slipped-ended", n = count(value)),
        }),
        Progress::Slower { now, quickest } => {
            Some(t!("puzzle-slower", count = now, quickest = quickest))
        }
        Progress::Solved { moves, quickest } => Some(if quickest {
            t!("puzzle-solved-quickest", count = moves)
        } else {
            t!(
                "puzzle-solved",
                count = moves,
                quickest = count(Value::Win(win))
            )
        }),
    }
}

/// The verdict with, after a slip, the winning line: the status line's.
pub fn verdict_line(progress: Progress, win: u16, line: &[Move]) -> String {
    let verdict = verdict(progress, win).unwrap_or_default();
    match progress {
        Progress::Slipped(_) => t!(
            "puzzle-verdict-line",
            verdict = verdict,
            line = moves_text(line)
        ),
        _ => verdict,
    }
}

/// Moves as text: `b1-c2 a4-b3 …`.
pub fn moves_text(line: &[Move]) -> String {
    let moves: Vec<String> = line.iter().map(ToString::to_string).collect();
    moves.join(" ")
}

/// How a game ended, as the banner says it: "White wins: Black has one
/// piece left", "Draw agreed".
pub fn outcome_text(outcome: Outcome) -> String {
    let Outcome::Win { winner, reason } = outcome else {
        return match outcome {
            Outcome::Draw(DrawReason::Repetition) => t!("banner-draw-repetition"),
            Outcome::Draw(DrawReason::Agreement) => t!("banner-draw-agreed"),
            _ => t!("banner-draw-time"),
        };
    };
    let (winner, loser) = (side(winner), side(winner.opponent()));
    let (w, l) = (winner.as_str(), loser.as_str());
    match reason {
        WinReason::CampFilled => t!("banner-win-camp-filled", winner = w, loser = l),
        WinReason::CampBlocked => t!("banner-win-camp-blocked", winner = w, loser = l),
        WinReason::FilledByLoser => t!("banner-win-filled-by-loser", winner = w, loser = l),
        WinReason::OnePieceLeft => t!("banner-win-one-piece", winner = w, loser = l),
        WinReason::NoPiecesLeft => t!("banner-win-no-pieces", winner = w, loser = l),
        WinReason::TooFewPieces => t!("banner-win-too-few", winner = w, loser = l),
        WinReason::Blocked => t!("banner-win-blocked", winner = w, loser = l),
        WinReason::BoardFull => t!("banner-win-board-full", winner = w, loser = l),
        WinReason::Resigned => t!("banner-win-resigned", winner = w, loser = l),
        WinReason::Time => t!("banner-win-time", winner = w, loser = l),
    }
}

/// The result inside a sentence: as [`outcome_text`], but a draw in lower
/// case in English ("draw agreed").
pub fn outcome_in_sentence(outcome: Outcome) -> String {
    let text = outcome_text(outcome);
    match outcome {
        Outcome::Win { .. } => text,
        Outcome::Draw(_) => text.replacen("Draw", "draw", 1),
    }
}

/// Who won, in two words: "Black wins", "Draw".
pub fn outcome_short(outcome: Outcome) -> String {
    match outcome.winner() {
        Some(winner) => t!("banner-short-win", winner = side(winner)),
        None => t!("banner-short-draw"),
    }
}

/// `text` padded with spaces to `columns` display columns (as it is when
/// wider).
pub fn pad(text: &str, columns: usize) -> String {
    let used = width_of(text);
    format!("{text}{}", " ".repeat(columns.saturating_sub(used)))
}

/// The "terminal too small" screen's words, in lines of at most `width`
/// columns broken between phrases (a phrase is cut only when it alone is
/// too wide): what is needed, what there is, and the way out by `quit`'s
/// keys (the game is saved); `times` is the theme's `×`.
pub fn too_small_lines(
    (w, h): (u16, u16),
    (have_w, have_h): (u16, u16),
    quit: &[String],
    times: char,
    width: usize,
) -> Vec<String> {
    let keys = match quit {
        [] => "Ctrl-c".to_string(),
        [one] => one.clone(),
        [rest @ .., last] => t!("keys-or", first = rest.join(", "), last = last.as_str()),
    };
    let phrases = [
        t!("too-small-title"),
        t!(
            "too-small-sizes",
            need = format!("{w}{times}{h}"),
            have = format!("{have_w}{times}{have_h}")
        ),
        t!("too-small-bigger"),
        t!("too-small-quit", keys = keys),
        t!("too-small-saved"),
    ];
    let mut lines: Vec<String> = Vec::new();
    for phrase in phrases {
        match lines.last_mut() {
            Some(line) if width_of(line) + 1 + width_of(&phrase) <= width => {
                line.push(' ');
                line.push_str(&phrase);
            }
            _ => lines.extend(wrap(&phrase, width.max(1))),
        }
    }
    lines
}
