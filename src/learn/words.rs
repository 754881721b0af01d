//! The lessons' facts in words, in the language in use (the catalogue's
//! `learn-` and `coach-` messages, `lessons.ftl`): for the command line
//! (`kono learn --list`) and as the wording of a front end.

use std::fmt;

use super::coach::{Explanation, Suggestion};
use super::{Goal, Miss, Outlook, Refutation, Target, Verdict};
use crate::ai::{Estimate, Hint, Lean, Value};
use crate::rules::{Color, Move, WinReason};
use crate::t;

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

/// A side's name: "Black", "흑".
fn side(color: Color) -> String {
    match color {
        Color::Black => t!("color-black"),
        Color::White => t!("color-white"),
    }
}

impl fmt::Display for Goal {
    /// "win in 3 moves", "put a piece on c3 in 2 moves", "play b1-c2", …
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match *self {
            Goal::Play(_) => t!("learn-goal-play"),
            Goal::Force { target, moves } => match target {
                Target::Win => t!("learn-goal-win", count = moves),
                Target::Capture if moves == 1 => t!("learn-goal-capture"),
                Target::Capture => t!("learn-goal-win-piece", count = moves),
                Target::Reach(point) => {
                    t!("learn-goal-reach", point = point.to_string(), count = moves)
                }
            },
            Goal::Hold { moves } => t!("learn-goal-hold", count = moves),
            Goal::Only => t!("learn-goal-only"),
        };
        f.write_str(&text)
    }
}

impl fmt::Display for Verdict {
    /// "good; the reply: c5-b4", "done: 3 of 3 stars", or why the move is
    /// refused or wrong.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            Verdict::Illegal(err) => err.to_string(),
            Verdict::Played { replies, slower } => {
                let verdict = if *slower {
                    t!("learn-slower")
                } else {
                    t!("learn-good")
                };
                if replies.is_empty() {
                    verdict
                } else {
                    let replies = replies_words(replies);
                    t!("learn-good-then", verdict = verdict, replies = replies)
                }
            }
            Verdict::Done { stars } => t!("learn-done", stars = *stars),
            Verdict::Wrong(miss) => t!("learn-wrong", miss = miss.to_string()),
        };
        f.write_str(&text)
    }
}

/// The opponent's replies in words, a forced pass said as one: "the
/// reply: c5-b4", "the opponent cannot move and passes: your move again",
/// "the reply: c5-b4, you cannot move and pass, then d4-e3".
fn replies_words(replies: &[Move]) -> String {
    let mut words = Vec::new();
    for (i, &mv) in replies.iter().enumerate() {
        let mv_text = mv.to_string();
        words.push(match (mv, i % 2 == 0) {
            (Move::Pass, true) => t!("learn-reply-they-pass"),
            (Move::Pass, false) => t!("learn-reply-you-pass"),
            _ if i == 0 => t!("learn-reply-first", move = mv_text),
            _ => t!("learn-reply-then", move = mv_text),
        });
    }
    let text = words.join(", ");
    if replies.len() % 2 == 1 && replies.last() == Some(&Move::Pass) {
        t!("learn-reply-again", replies = text)
    } else {
        text
    }
}

impl fmt::Display for Miss {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Miss::NotAsked { asked, played } => f.write_str(&t!(
                "learn-not-asked",
                played = played.to_string(),
                asked = asked.to_string()
            )),
            Miss::Refuted(refutation) => write!(f, "{refutation}"),
        }
    }
}

impl fmt::Display for Refutation {
    /// "after b3-c4, White wins in 6: c5-b4 …".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let played = self.played.to_string();
        let who = side(self.opponent);
        let line = short_line(&self.line);
        let text = match self.outlook {
            Outlook::Wins(0) => t!("learn-refuted-ends", played = played, who = who),
            // The opponent's own moves, as every count a player reads.
            Outlook::Wins(plies) if line.is_empty() => t!(
                "learn-refuted-wins",
                played = played,
                who = who,
                count = moves_of(Value::Win(plies))
            ),
            Outlook::Wins(plies) => t!(
                "learn-refuted-wins-line",
                played = played,
                who = who,
                count = moves_of(Value::Win(plies)),
                line = line
            ),
            Outlook::Draws if line.is_empty() => {
                t!("learn-refuted-draws", played = played, who = who)
            }
            Outlook::Draws => t!(
                "learn-refuted-draws-line",
                played = played,
                who = who,
                line = line
            ),
            Outlook::Escapes {
                target: Target::Reach(point),
                off_class: true,
                ..
            } if self.played.to().is_some() => {
                let to = self.played.to().map(|p| p.to_string()).unwrap_or_default();
                t!(
                    "learn-refuted-class",
                    played = played,
                    to = to,
                    point = point.to_string()
                )
            }
            Outlook::Escapes { target, left, .. } => {
                let what = match target {
                    Target::Win => t!("learn-what-win"),
                    Target::Capture => t!("learn-what-capture"),
                    Target::Reach(point) => t!("learn-what-reach", point = point.to_string()),
                };
                let moves = if line.is_empty() {
                    played
                } else {
                    format!("{played} {line}")
                };
                if left == 0 {
                    t!("learn-escape-none", moves = moves, what = what)
                } else {
                    t!("learn-escape-left", moves = moves, what = what, left = left)
                }
            }
            Outlook::Repetition => t!("learn-refuted-repeats", played = played),
            // The idea, not a count: the step filled the learner's own camp.
            Outlook::Ended(WinReason::FilledByLoser | WinReason::CampBlocked) => {
                t!("screens-refuted-own-camp", played = played, who = who)
            }
            Outlook::Ended(_) => t!("learn-refuted-ends", played = played, who = who),
            Outlook::Finishes(reason) => t!(
                "screens-refuted-finishes",
                played = played,
                who = who,
                reply = line,
                why = finish_words(reason)
            ),
        };
        f.write_str(&text)
    }
}

/// Why the opponent's reply won at once, seen from the learner: "your
/// camp is full", "you have one piece left".
fn finish_words(reason: WinReason) -> String {
    match reason {
        WinReason::CampFilled | WinReason::CampBlocked | WinReason::FilledByLoser => {
            t!("screens-finish-camp")
        }
        WinReason::OnePieceLeft => t!("screens-finish-one-piece"),
        WinReason::NoPiecesLeft => t!("screens-finish-no-pieces"),
        WinReason::TooFewPieces => t!("screens-finish-too-few"),
        WinReason::Blocked => t!("screens-finish-blocked"),
        WinReason::BoardFull => t!("screens-finish-board-full"),
        WinReason::Resigned | WinReason::Time => t!("screens-finish-other"),
    }
}

/// The winner's own moves to the end ([`Value::winner_moves`]), 0 for a
/// draw.
fn moves_of(value: Value) -> u16 {
    value.winner_moves().unwrap_or(0)
}

/// A value for its side in words, counted in the winner's own moves as
/// every count a player reads: "win in 4" (with the 4th of its moves),
/// "draw", "loss in 6" (the other side wins with its 6th); a game over, or
/// a move that loses at once, is "won" or "lost", never "in 0". The
/// coach's, `kono analyze`'s and `kono replay --annotate`'s.
pub fn value_words(value: Value) -> String {
    match value {
        Value::Win(0) => t!("screens-value-won"),
        Value::Loss(0) => t!("screens-value-lost"),
        Value::Win(_) => t!("coach-value-win", count = moves_of(value)),
        Value::Draw => t!("coach-value-draw"),
        Value::Loss(_) => t!("coach-value-loss", count = moves_of(value)),
    }
}

/// An estimate in words: "win in 4", "draw", "loss in 2" (as
/// [`value_words`]), or what the search leans to without proof: "looks
/// better", "about even", "looks worse" (for the side concerned; never a
/// raw score).
fn estimate(value: Estimate) -> String {
    match value.hint() {
        Hint::Known(known) => value_words(known),
        Hint::Leaning(Lean::Better) => t!("coach-leans-better"),
        Hint::Leaning(Lean::Even) => t!("coach-leans-even"),
        Hint::Leaning(Lean::Worse) => t!("coach-leans-worse"),
    }
}

impl fmt::Display for Suggestion {
    /// "try c1-b2 (draw)".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let value = estimate(self.value);
        f.write_str(&t!("coach-try", move = self.mv.to_string(), value = value))
    }
}

/// What the search leans to for `mover`, as a clause of its own: "White
/// looks a little better", "it looks about even".
fn leaning(lean: Lean, mover: Color) -> String {
    match lean {
        Lean::Better => t!("coach-lean-better", side = side(mover)),
        Lean::Even => t!("coach-lean-even"),
        Lean::Worse => t!("coach-lean-worse", side = side(mover)),
    }
}

/// A value before or after a move, as a clause: "a draw", "White looks a
/// little better".
fn outlook(value: Estimate, mover: Color) -> String {
    match value.hint() {
        Hint::Known(known) => value_words(known),
        Hint::Leaning(lean) => leaning(lean, mover),
    }
}

impl fmt::Display for Explanation {
    /// "Black played b3-c4: a draw before, a loss in 6 after. c1-b2 was
    /// better; White answers c5-b4 …"; where the search only leans, said
    /// as a person would: "before it and after it, White looks a little
    /// better (an estimate)".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (mover, mv) = (side(self.mover), self.mv.to_string());
        let mut text = match (self.before.hint(), self.after.hint()) {
            (Hint::Leaning(before), Hint::Leaning(after)) if before == after => t!(
                "coach-explain-same",
                mover = mover,
                move = mv,
                outlook = leaning(after, self.mover)
            ),
            (Hint::Known(_), Hint::Known(_)) => t!(
                "coach-explain",
                mover = mover,
                move = mv,
                before = estimate(self.before),
                after = estimate(self.after)
            ),
            _ => t!(
                "coach-explain-estimated",
                mover = mover,
                move = mv,
                before = outlook(self.before, self.mover),
                after = outlook(self.after, self.mover)
            ),
        };
        if let Some(best) = self.best {
            text = t!("coach-better", text = text, best = best.to_string());
        }
        if !self.punish.is_empty() {
            text = t!(
                "coach-answers",
                text = text,
                opponent = side(self.mover.opponent()),
                line = short_line(&self.punish)
            );
        }
        f.write_str(&text)
    }
}
