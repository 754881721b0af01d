//! The game record format: PGN-style tag pairs, the numbered moves in the
//! notation of `kono rules`, and the result token. Text in, text out; loading
//! replays every move through the engine.
//!
//! ```text
//! [Variant "five"]
//! [StrictGoal "no"]
//! [First "black"]
//! [Black "Ann"]
//! [White "Bo"]
//! [Date "2026.11.21"]
//! [Result "*"]
//!
//! 1. b1-c2 a4-b3 2. a2-b1 *
//! ```

mod clocks;
mod error;
mod quote;
mod reader;
mod summary;

use std::time::Duration;

pub use error::{RecordError, RecordReason};
pub use quote::{SHOWN_CHARS, one_line, shown};
pub use reader::read;
pub use summary::{Finished, Players, Summary, summary, summary_bytes};

use error::error;
use reader::{Header, parse_tag};

use super::{Color, Game, MoveNumber, Outcome, Position, TimeControl, Variant};

/// Longest movetext line the writer produces.
const LINE_WIDTH: usize = 79;

/// The most tags a record may have: far more than any kono writes (about
/// a dozen) or a person adds.
pub const MAX_TAGS: usize = 1000;

/// Longest message a record error gives, in characters: whatever a record
/// holds, its error stays one short line.
pub const MAX_MESSAGE: usize = 240;

/// The UTF-8 byte-order mark some editors put first.
const BOM: char = '\u{feff}';

/// The free-text tags of a record: who played, and when.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tags {
    /// The player of Black.
    pub black: String,
    /// The player of White.
    pub white: String,
    /// The day the game was played, `YYYY.MM.DD` (`????.??.??` if unknown).
    pub date: String,
    /// The puzzle the game set out from, as `kono puzzle` names it
    /// (`win in 4 moves, seed 42`); `None` for an ordinary game.
    pub puzzle: Option<String>,
    /// Whether the terminal game showed hints (`[Hints "on"]`): resuming
    /// the game shows them again.
    pub hints: bool,
    /// The id of the network game this record is one side's copy of
    /// (`[Network "<game-id>"]`); `None` for a game at one keyboard.
    pub network: Option<String>,
    /// The time control of a timed game (`[TimeControl "300+5"]`).
    pub clock: Option<TimeControl>,
    /// For each move of the game (forced passes included), the mover's time
    /// left after it, where known (`{[%clk 0:04:55]}` after the move).
    pub clocks: Vec<Option<Duration>>,
}

impl Default for Tags {
    fn default() -> Tags {
        Tags {
            black: "?".into(),
            white: "?".into(),
            date: "????.??.??".into(),
            puzzle: None,
            hints: false,
            network: None,
            clock: None,
            clocks: Vec::new(),
        }
    }
}

/// The result token: Black's score first, as Black is listed first.
fn result_token(outcome: Option<Outcome>) -> &'static str {
    match outcome.map(Outcome::winner) {
        None => "*",
        Some(Some(Color::Black)) => "1-0",
        Some(Some(Color::White)) => "0-1",
        Some(None) => "1/2-1/2",
    }
}

const RESULT_TOKENS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

fn yes_no(on: bool) -> &'static str {
    if on { "yes" } else { "no" }
}

fn quote(value: &str) -> String {
    value
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace(['\n', '\r'], " ")
}

/// The record of `game` with `tags`.
pub fn write(game: &Game, tags: &Tags) -> String {
    let start = game.start();
    let variant = start.variant();
    let outcome = game.outcome();
    let result = result_token(outcome);
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        out.push_str(&format!("[{name} \"{}\"]\n", quote(value)));
    };
    tag("Variant", variant.name());
    match variant {
        Variant::Five => tag("StrictGoal", yes_no(game.options().strict_goal)),
        Variant::Four => tag("ForcedCapture", yes_no(game.options().forced_capture)),
        Variant::Line => tag("NoRepeat", yes_no(game.options().no_repeat)),
        Variant::Well | Variant::Pumpkin | Variant::Mill => {}
    }
    tag("First", &start.to_move().name().to_ascii_lowercase());
    // Equality reads over the well's first-move ban: a game set up at the
    // start layout, where the ban does not apply, still needs its tag.
    let standard = Position::start(variant, start.to_move());
    if *start != standard || start.is_opening() != standard.is_opening() {
        tag("Position", &start.to_string());
    }
    tag("Black", &tags.black);
    tag("White", &tags.white);
    tag("Date", &tags.date);
    if let Some(puzzle) = &tags.puzzle {
        tag("Puzzle", puzzle);
    }
    if tags.hints {
        tag("Hints", "on");
    }
    if let Some(network) = &tags.network {
        tag("Network", network);
    }
    if let Some(clock) = tags.clock {
        tag("TimeControl", &clock.seconds_text());
    }
    tag("Result", result);
    if let Some(outcome) = outcome {
        tag("Termination", &outcome.to_string());
    }
    out.push('\n');

    let mut tokens = Vec::new();
    for (ply, mv) in game.moves().enumerate() {
        let number = MoveNumber::of_ply(ply);
        if !number.second {
            tokens.push(number.to_string());
        }
        tokens.push(mv.to_string());
        if let Some(Some(left)) = tags.clocks.get(ply) {
            tokens.push(clocks::clock_comment(*left));
        }
    }
    tokens.push(result.to_string());
    let mut line = String::new();
    for token in tokens {
        if !line.is_empty() && line.len() + 1 + token.len() > LINE_WIDTH {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&token);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

/// Reads a record from the bytes of a file, as [`read()`] does: a UTF-8
/// byte-order mark is passed over, and text that is not UTF-8 is refused
/// with the line where it stops being so.
///
/// # Errors
/// As [`read()`], or `line N: the record is not UTF-8 text`.
pub fn read_bytes(bytes: &[u8]) -> Result<(Game, Tags), RecordError> {
    match std::str::from_utf8(bytes) {
        Ok(text) => read(text),
        Err(e) => Err(not_text(&bytes[..e.valid_up_to()])),
    }
}

/// The error of a record that stops being UTF-8 text after `before`.
fn not_text(before: &[u8]) -> RecordError {
    let breaks = before.iter().filter(|&&b| b == b'\n').count()
        + before
            .windows(2)
            .filter(|w| w[0] == b'\r' && w[1] != b'\n')
            .count()
        + usize::from(before.last() == Some(&b'\r'));
    error(breaks + 1, RecordReason::NotText)
}
