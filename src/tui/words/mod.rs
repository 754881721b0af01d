//! THE words of the front end: every value the App holds as a fact (a
//! value, an estimate, a puzzle's progress, a status) is put into English
//! here and in `status` beside it, so that a second front end, the
//! network's messages and the lessons reuse them, and a translation
//! changes this module alone. Also the small helpers: plurals, wrapping.

pub mod books;
pub mod errors;
mod net;
pub mod start;
mod status;

pub use net::link_text;
pub use status::{first_game_offer, other_course_offer, stars_text, status_text, thinking_text};

use crate::ai::puzzle::Progress;
use crate::ai::{Estimate, Hint, Lean, Level, Value};
use crate::i18n::width as width_of;
use crate::rules::{Color, Move};
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

/// The computer's level: "3 (club)", "5 (perfect)"; but level 5 without
/// its table only searches, so nothing calls it perfect then: "5 (perfect
/// once the table is built: b)", `build` naming the key that builds it
/// (`None` while it is being built).
pub fn level_text(level: Level, without_table: bool, build: Option<&str>) -> String {
    if level != Level::MAX || !without_table {
        return level.to_string();
    }
    match build {
        Some(key) => format!(
            "{} (perfect once the table is built: {key})",
            level.number()
        ),
        None => format!("{} (perfect once the table is built)", level.number()),
    }
}

/// `W7`, `=`, `L12`: a value for the mover in a few letters that read
/// without colour.
pub fn short(value: Value) -> String {
    match value {
        Value::Win(n) => format!("W{n}"),
        Value::Draw => "=".to_string(),
        Value::Loss(n) => format!("L{n}"),
    }
}

/// "Black wins in 17 with best play", "drawn with best play"; at the end
/// of a game "Black has won".
pub fn in_words(value: Value, to_move: Color) -> String {
    match value {
        Value::Win(0) => format!("{to_move} has won"),
        Value::Loss(0) => format!("{} has won", to_move.opponent()),
        Value::Win(n) => format!("{to_move} wins in {n} with best play"),
        Value::Draw => "drawn with best play".to_string(),
        Value::Loss(n) => format!("{} wins in {n} with best play", to_move.opponent()),
    }
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
    match (estimate, estimate.hint()) {
        (Estimate::Exact(value), _) => in_words(value, to_move),
        (_, Hint::Known(value)) => format!(
            "{} (proven by search)",
            in_words(value, to_move).trim_end_matches(" with best play")
        ),
        (_, Hint::Leaning(Lean::Better)) => {
            format!("{to_move} is better (search, not exact)")
        }
        (_, Hint::Leaning(Lean::Worse)) => {
            format!("{} is better (search, not exact)", to_move.opponent())
        }
        (_, Hint::Leaning(Lean::Even)) => "about even (search, not exact)".to_string(),
    }
}

/// "Black to play and win in 4 moves (seed 42)": the player's own moves,
/// as the verdict counts them (a win in 7 plies takes 4 of them).
pub fn puzzle_title(player: Color, win: u16, seed: u64) -> String {
    let moves = counted(usize::from(win.div_ceil(2)), "move");
    format!("{player} to play and win in {moves} (seed {seed})")
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
        Progress::Slipped(value) => {
            let now = match value {
                Value::Draw => "a draw".to_string(),
                Value::Loss(0) => "lost".to_string(),
                Value::Loss(n) => format!("lost in {n}"),
                Value::Win(n) => format!("won in {n}, but the game ended"),
            };
            Some(format!("the win slipped: the position is now {now}"))
        }
        Progress::Slower { now, quickest } => Some(format!(
            "that move still wins, but in {} not {quickest}",
            counted(usize::from(now), "move")
        )),
        Progress::Solved { moves, quickest } => {
            let how = if quickest {
                "the quickest win".to_string()
            } else {
                format!("the quickest takes {}", win.div_ceil(2))
            };
            Some(format!("solved in {} ({how})", counted(moves, "move")))
        }
    }
}

/// The verdict with, after a slip, the winning line: the status line's.
pub fn verdict_line(progress: Progress, win: u16, line: &[Move]) -> String {
    let verdict = verdict(progress, win).unwrap_or_default();
    match progress {
        Progress::Slipped(_) => format!("{verdict}; the winning line: {}", moves_text(line)),
        _ => verdict,
    }
}

/// Moves as text: `b1-c2 a4-b3 …`.
pub fn moves_text(line: &[Move]) -> String {
    let moves: Vec<String> = line.iter().map(ToString::to_string).collect();
    moves.join(" ")
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
