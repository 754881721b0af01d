//! The coach of every game, its pure part: a move to suggest for the side
//! to move, and what the last move did (its value before and after, and
//! when it threw value away, the reply that punishes it, with the line).
//! Exact from a solved table; without one, from the strong level's search.

use std::sync::atomic::{AtomicBool, Ordering};

use super::Target;
use super::prove::Prover;
use crate::ai::review::Mark;
use crate::ai::search::{Limits, Search};
use crate::ai::{Estimate, Level, Solved, Value, analyze};
use crate::rules::{Color, Game, Move, Position, RuleOptions};

/// The longest punishing line shown, in plies.
const LINE_PLIES: u16 = 12;

/// The depth of the search that stands in for a table as a lesson's
/// opponent: fixed, with no clock, so it answers the same on every machine.
const LESSON_DEPTH: u32 = 4;

/// A move the coach suggests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Suggestion {
    /// The move.
    pub mv: Move,
    /// Its value for the mover, as far as it is known.
    pub value: Estimate,
}

/// What the coach found: a move to suggest, or what the last move did;
/// `None` when there was nothing to say (the game over, no move yet).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// A move for the side to move.
    Suggested(Option<Suggestion>),
    /// What the last move did.
    Explained(Option<Box<Explanation>>),
}

/// What the last move did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// The move.
    pub mv: Move,
    /// Who played it.
    pub mover: Color,
    /// The mover's value before it.
    pub before: Estimate,
    /// The mover's value after it (the move's value).
    pub after: Estimate,
    /// The best move there was instead, when the move threw value away.
    pub best: Option<Move>,
    /// When it threw value away: the opponent's punishing reply and the
    /// best play after it.
    pub punish: Vec<Move>,
}

impl Explanation {
    /// Whether the move threw value away: a win let go, or a draw lost.
    pub fn threw(&self) -> bool {
        !self.punish.is_empty()
    }
}

/// The coach's move for the side to move in `game`: the table's best move
/// (the quickest win, the longest loss, the first of equal draws), or
/// without a table the strong level's search. `None` when the game is over
/// or the search was cancelled.
pub fn suggest(game: &Game, table: Option<&dyn Solved>, cancel: &AtomicBool) -> Option<Suggestion> {
    if game.outcome().is_some() {
        return None;
    }
    let pos = game.position();
    let options = game.options();
    let analysis = analyze(pos, options, table, strong(pos.variant()), cancel);
    if cancel.load(Ordering::Relaxed) {
        return None;
    }
    let &(mv, value) = analysis.moves.first()?;
    Some(Suggestion { mv, value })
}

/// `game` as it stood after its first `plies` plies (with the forced pass
/// that came with the last of them): what review shows.
pub fn game_until(game: &Game, plies: usize) -> Game {
    if plies >= game.ply_count() {
        return game.clone();
    }
    let replayed = Game::new(*game.start(), *game.options()).and_then(|mut played| {
        for mv in game.moves().take(plies) {
            played.play_recorded(mv)?;
        }
        Ok(played)
    });
    // The moves were played once already: replaying them cannot fail.
    replayed.unwrap_or_else(|_| game.clone())
}

/// What the last move of `game` (a forced pass aside) did, exactly by the
/// table or by the strong level's search; `None` before the first move or
/// when the search was cancelled.
pub fn explain(
    game: &Game,
    table: Option<&dyn Solved>,
    cancel: &AtomicBool,
) -> Option<Explanation> {
    let moves: Vec<Move> = game.moves().collect();
    let ply = moves.iter().rposition(|&mv| mv != Move::Pass)?;
    let mv = moves[ply];
    let before = *game.position_after(ply);
    let options = game.options();
    let analysis = analyze(&before, options, table, strong(before.variant()), cancel);
    if cancel.load(Ordering::Relaxed) {
        return None;
    }
    let after = analysis.moves.iter().find(|&&(m, _)| m == mv)?.1;
    let best = analysis.moves.first()?.0;
    let threw = match (analysis.value.known(), after.known()) {
        (Some(b), Some(a)) => Mark::between(b, a).is_some(),
        (_, Some(Value::Loss(_))) => true,
        _ => false,
    };
    let child = before.play_unchecked(mv);
    let punish = if threw {
        line(&child, options, table, after)
    } else {
        Vec::new()
    };
    Some(Explanation {
        mv,
        mover: before.to_move(),
        before: analysis.value,
        after,
        best: threw.then_some(best),
        punish,
    })
}

/// The opponent's best play in `child` after a move worth `after` to the
/// mover.
fn line(
    child: &Position,
    options: &RuleOptions,
    table: Option<&dyn Solved>,
    after: Estimate,
) -> Vec<Move> {
    if let Some(t) = table
        && t.value(child).is_some()
    {
        return crate::ai::puzzle::best_line(t, *child, options, LINE_PLIES);
    }
    match after.known() {
        Some(Value::Loss(plies)) => {
            let moves = u8::try_from(plies.div_ceil(2)).unwrap_or(u8::MAX);
            Prover::new(*options, child.to_move(), Target::Win).line(child, moves)
        }
        _ => searched(child, options, Vec::new()).into_iter().collect(),
    }
}

/// The strong level's search budget (level 4) in `variant`, within 0.9 s
/// (five-field's level 4 plays by depth alone; the coach weighs every move).
fn strong(variant: crate::rules::Variant) -> Limits {
    let strong = Level::new(4).unwrap_or(Level::DEFAULT).limits(variant);
    match variant {
        crate::rules::Variant::Five => Limits {
            time: Some(std::time::Duration::from_millis(900)),
            ..strong
        },
        crate::rules::Variant::Four
        | crate::rules::Variant::Well
        | crate::rules::Variant::Pumpkin
        | crate::rules::Variant::Line
        | crate::rules::Variant::Mill => strong,
    }
}

/// A lesson opponent's move without a table: a search of fixed depth and
/// no clock, the same on every machine; `history` holds the positions the
/// game went through (repeating one is a draw).
pub(super) fn searched(
    pos: &Position,
    options: &RuleOptions,
    history: Vec<Position>,
) -> Option<Move> {
    let cancel = AtomicBool::new(false);
    let mut search = Search::new(*options, &history, &cancel);
    search
        .run(
            pos,
            Limits {
                depth: LESSON_DEPTH,
                time: None,
            },
        )?
        .best()
}
