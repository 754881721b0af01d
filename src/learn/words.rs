//! The lessons' facts in plain English, for the command line (`kono learn
//! --list`) and as the default wording of a front end.

use std::fmt;

use super::coach::{Explanation, Suggestion};
use super::{Goal, Miss, Outlook, Refutation, Target, Verdict};
use crate::ai::{Estimate, Hint, Lean};
use crate::rules::Move;

/// Moves as written in a line: `c5-b4 d2-e3`.
pub fn line(moves: &[Move]) -> String {
    moves
        .iter()
        .map(Move::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The most moves of a line shown in a sentence: a longer one is cut,
/// with `…`, so that it never covers the key bar.
pub const SHOWN_MOVES: usize = 4;

/// The first [`SHOWN_MOVES`] moves of a line, then `…` if there are more:
/// `c5-b4 d2-e3 b4-a3 e3-d4 …`.
pub fn short_line(moves: &[Move]) -> String {
    let shown = line(&moves[..moves.len().min(SHOWN_MOVES)]);
    if moves.len() > SHOWN_MOVES {
        format!("{shown} …")
    } else {
        shown
    }
}

fn plural(n: u8, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

impl fmt::Display for Goal {
    /// "win in 3 moves", "put a piece on c3 in 2 moves", "play b1-c2", …
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Goal::Play(mv) => write!(f, "play {mv}"),
            Goal::Force { target, moves } => match target {
                Target::Win => write!(f, "win in {}", plural(moves, "move")),
                Target::Capture if moves == 1 => f.write_str("capture a piece"),
                Target::Capture => write!(f, "win a piece in {}", plural(moves, "move")),
                Target::Reach(point) => {
                    write!(f, "put a piece on {point} in {}", plural(moves, "move"))
                }
            },
            Goal::Hold { moves } => write!(f, "hold the draw for {}", plural(moves, "move")),
            Goal::Only => f.write_str("find the only good move"),
        }
    }
}

impl fmt::Display for Verdict {
    /// "good; the reply: c5-b4", "done: 3 of 3 stars", or why the move is
    /// refused or wrong.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Illegal(err) => write!(f, "{err}"),
            Verdict::Played { replies, slower } => {
                f.write_str(if *slower {
                    "that works, but not in the fewest moves"
                } else {
                    "good"
                })?;
                if !replies.is_empty() {
                    write!(f, "; {}", replies_words(replies))?;
                }
                Ok(())
            }
            Verdict::Done { stars } => write!(f, "done: {stars} of 3 stars"),
            Verdict::Wrong(miss) => write!(f, "{miss}; try again"),
        }
    }
}

/// The opponent's replies in words, a forced pass said as one: "the
/// reply: c5-b4", "the opponent cannot move and passes: your move again",
/// "the reply: c5-b4, you cannot move and pass, then d4-e3".
fn replies_words(replies: &[Move]) -> String {
    let mut words = Vec::new();
    for (i, &mv) in replies.iter().enumerate() {
        words.push(match (mv, i % 2 == 0) {
            (Move::Pass, true) => "the opponent cannot move and passes".to_string(),
            (Move::Pass, false) => "you cannot move and pass".to_string(),
            (mv, _) if i == 0 => format!("the reply: {mv}"),
            (mv, _) => format!("then {mv}"),
        });
    }
    let mut text = words.join(", ");
    if replies.len() % 2 == 1 && replies.last() == Some(&Move::Pass) {
        text.push_str(": your move again");
    }
    text
}

impl fmt::Display for Miss {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Miss::NotAsked { asked, played } => {
                write!(f, "{played} is a legal move, but the task asks for {asked}")
            }
            Miss::Refuted(refutation) => write!(f, "{refutation}"),
        }
    }
}

impl fmt::Display for Refutation {
    /// "after b3-c4, White wins in 6: c5-b4 …".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (played, who, moves) = (self.played, self.opponent, short_line(&self.line));
        match self.outlook {
            Outlook::Wins(0) => write!(f, "{played} ends the game: {who} wins at once"),
            Outlook::Wins(plies) if moves.is_empty() => {
                write!(f, "after {played}, {who} wins in {plies}")
            }
            Outlook::Wins(plies) => write!(f, "after {played}, {who} wins in {plies}: {moves}"),
            Outlook::Draws if moves.is_empty() => write!(f, "after {played}, {who} holds the draw"),
            Outlook::Draws => write!(f, "after {played}, {who} holds the draw: {moves}"),
            Outlook::Escapes {
                target: Target::Reach(point),
                off_class: true,
                ..
            } if self.played.to().is_some() => {
                let to = self.played.to().map(|p| p.to_string()).unwrap_or_default();
                let played = self.played;
                write!(
                    f,
                    "after {played}, the piece on {to} can never reach {point}: diagonal steps \
                     keep a piece in its class of points, and {to} is in the other one"
                )
            }
            Outlook::Escapes { target, left, .. } => {
                let what = match target {
                    Target::Win => "force a win".to_string(),
                    Target::Capture => "force a capture".to_string(),
                    Target::Reach(point) => format!("reach {point}"),
                };
                write!(f, "after {played}")?;
                if !moves.is_empty() {
                    write!(f, " {moves}")?;
                }
                if left == 0 {
                    write!(f, ", no move is left to {what}")
                } else {
                    let more = if left == 1 { "move" } else { "moves" };
                    write!(f, ", you cannot {what} within {left} more {more}")
                }
            }
            Outlook::Repetition => {
                write!(f, "{played} repeats the position a third time: a draw")
            }
        }
    }
}

/// An estimate in words: "win in 7", "draw", "loss in 4", or what the
/// search leans to without proof: "looks better", "about even", "looks
/// worse" (for the side concerned; never a raw score).
fn estimate(value: Estimate) -> String {
    match value.hint() {
        Hint::Known(v) => v.to_string(),
        Hint::Leaning(Lean::Better) => "looks better, not proven".to_string(),
        Hint::Leaning(Lean::Even) => "about even, not proven".to_string(),
        Hint::Leaning(Lean::Worse) => "looks worse, not proven".to_string(),
    }
}

impl fmt::Display for Suggestion {
    /// "try c1-b2 (draw)".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "try {} ({})", self.mv, estimate(self.value))
    }
}

impl fmt::Display for Explanation {
    /// "Black played b3-c4: a draw before, a loss in 6 after. c1-b2 was
    /// better; White answers c5-b4 …".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} played {}: {} before it, {} after it",
            self.mover,
            self.mv,
            estimate(self.before),
            estimate(self.after)
        )?;
        if let Some(best) = self.best {
            write!(f, ". {best} was better")?;
        }
        if !self.punish.is_empty() {
            write!(
                f,
                "; {} answers {}",
                self.mover.opponent(),
                short_line(&self.punish)
            )?;
        }
        Ok(())
    }
}
