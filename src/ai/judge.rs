//! The computer's judgement of a game in progress, knowing its history:
//! every move's value as hints show it (one budget, the same as `kono
//! analyze`), and whether the computer accepts a draw offer.

use std::sync::atomic::AtomicBool;

use super::level::{ANALYSIS, history};
use super::search::{Search, proven};
use super::{Analysis, Estimate, Level, Solved, Value, exact};
use crate::rules::{Color, Game, Position, Variant};

/// Search scores this close to 0 call the position about even: neither
/// side is better.
pub const EVEN: i32 = 6;

/// Before this many plies the position is still the opening: levels 3 and
/// 4 play on rather than agree a draw there.
pub const OPENING_PLIES: usize = 10;

/// Which side an estimate favours, when the search proved nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lean {
    /// Better for the side concerned (the score is above [`EVEN`]).
    Better,
    /// About even.
    Even,
    /// Worse for the side concerned (the score is below `-EVEN`).
    Worse,
}

/// What a hint shows of an estimate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Hint {
    /// Known for sure: from a solved table, a finished position, a draw by
    /// repetition, or a win or loss the search proved (`W3`, `=`, `L12`).
    Known(Value),
    /// The search's estimate only (`~+`, `~=`, `~-`).
    Leaning(Lean),
}

impl Estimate {
    /// The estimate as a hint shows it: a value known for sure, whether
    /// exact or proven by the search, or else the side the score favours.
    pub const fn hint(self) -> Hint {
        match self {
            Estimate::Exact(value)
            | Estimate::Searched {
                proven: Some(value),
                ..
            } => Hint::Known(value),
            Estimate::Searched { score, .. } if score > EVEN => Hint::Leaning(Lean::Better),
            Estimate::Searched { score, .. } if score < -EVEN => Hint::Leaning(Lean::Worse),
            Estimate::Searched { .. } => Hint::Leaning(Lean::Even),
        }
    }
}

/// A search score as an estimate.
const fn searched(score: i32) -> Estimate {
    Estimate::Searched {
        proven: proven(score),
        score,
    }
}

/// The game's position and each legal move, best first, knowing the game's
/// history: exact from `solved` when it covers them, otherwise the search's
/// estimate within [`ANALYSIS`], where a position the game has been through
/// counts as a draw. A move that makes the third occurrence of a position
/// is an exact draw either way. Stopped early through `cancel`.
pub fn analyze_game(game: &Game, solved: Option<&dyn Solved>, cancel: &AtomicBool) -> Analysis {
    let pos = game.position();
    let options = game.options();
    if let Some(outcome) = game.outcome() {
        let value = match outcome.winner() {
            Some(winner) if winner == pos.to_move() => Value::Win(0),
            Some(_) => Value::Loss(0),
            None => Value::Draw,
        };
        return Analysis {
            value: Estimate::Exact(value),
            moves: Vec::new(),
        };
    }
    let mut analysis = match solved.and_then(|table| exact(pos, options, table)) {
        Some(analysis) => analysis,
        None => {
            let mut search = Search::new(*options, &history(game), cancel);
            match search.run(pos, ANALYSIS) {
                Some(found) => Analysis {
                    value: searched(found.score),
                    moves: found
                        .moves
                        .iter()
                        .map(|&(mv, score)| (mv, searched(score)))
                        .collect(),
                },
                None => Analysis {
                    value: searched(0),
                    moves: game
                        .legal_moves()
                        .iter()
                        .map(|&mv| (mv, searched(0)))
                        .collect(),
                },
            }
        }
    };
    let mut repeated = false;
    for (mv, estimate) in &mut analysis.moves {
        if game.move_draws_by_repetition(*mv) {
            *estimate = Estimate::Exact(Value::Draw);
            repeated = true;
        }
    }
    if repeated {
        analysis
            .moves
            .sort_by_key(|&(_, e)| std::cmp::Reverse(order(e)));
        if let Estimate::Exact(_) = analysis.value {
            // The table values the pieces alone: the game's value is its
            // best move's, the repetition included.
            if let Some(best) = analysis.moves.iter().filter_map(|(_, e)| e.known()).max() {
                analysis.value = Estimate::Exact(best);
            }
        }
    }
    analysis
}

/// A key ordering estimates best first for the mover: known values by
/// value, estimates by score between the draws and the wins.
fn order(estimate: Estimate) -> (i32, i32) {
    match estimate.hint() {
        Hint::Known(Value::Win(n)) => (3, -i32::from(n)),
        Hint::Known(Value::Loss(n)) => (-3, i32::from(n)),
        Hint::Known(Value::Draw) => (0, 0),
        Hint::Leaning(_) => match estimate {
            Estimate::Searched { score, .. } => (score.signum(), score),
            Estimate::Exact(_) => (0, 0),
        },
    }
}

/// Whether the computer, playing at `level`, accepts the draw offer in
/// `game` (made by the other side; with no offer pending, the side not to
/// move is the one asked). It accepts when its own judgement says it gets
/// no more than a draw:
/// - level 5 with its solved table: the table says drawn or lost for it;
/// - levels 3 and 4, and level 5 without a table: its search within the
///   level's budget proves a draw or a loss for it, or, after the opening
///   ([`OPENING_PLIES`]), finds the position about even ([`EVEN`]) or worse
///   for it;
/// - levels 1 and 2 decline while the game makes progress;
/// - at any level, after [`ACCEPT_AFTER`] moves without progress
///   ([`moves_without_progress`]), it accepts unless it has proved a win.
pub fn accepts_draw(
    game: &Game,
    level: Level,
    solved: Option<&dyn Solved>,
    cancel: &AtomicBool,
) -> bool {
    if game.outcome().is_some() {
        return false;
    }
    let stuck = moves_without_progress(game) >= ACCEPT_AFTER;
    if level.number() < 3 && !stuck {
        return false;
    }
    let pos = game.position();
    let to_move = pos.to_move();
    let me = game
        .draw_offer()
        .map_or(to_move.opponent(), Color::opponent);
    let for_me = |value: Value| {
        if me == to_move {
            value
        } else {
            value.other_side()
        }
    };
    if level == Level::MAX
        && let Some(value) = solved.and_then(|table| table.value(pos))
    {
        return for_me(value) <= Value::Draw;
    }
    // Only the position's score counts: the other moves need no exact one.
    let mut search = Search::new(*game.options(), &history(game), cancel).choosing();
    let Some(found) = search.run(pos, level.limits(pos.variant())) else {
        return false;
    };
    let score = if me == to_move {
        found.score
    } else {
        -found.score
    };
    match proven(score) {
        // Stuck, it takes the draw unless it has proved a win.
        Some(value) if stuck => value <= Value::Draw,
        _ if stuck => true,
        _ => content_with_draw(score, game.ply_count()),
    }
}

/// After this many moves without progress the computer, at any level,
/// accepts a draw offer unless it has proved a win.
pub const ACCEPT_AFTER: usize = 40;

/// After this many moves without progress the computer offers a draw
/// itself.
pub const OFFER_AFTER: usize = 60;

/// The moves (of both sides, each counted once: the record's pairs) since
/// the game last made progress: since a position last changed what no
/// earlier position had, the pieces each side has or, in five-field, how
/// many of each side's pieces stand in the other's camp. Shuffling pieces
/// about makes none; a capture or a camp entered further than before does.
pub fn moves_without_progress(game: &Game) -> usize {
    let mut seen = std::collections::HashSet::new();
    let mut last = 0;
    for ply in 0..=game.ply_count() {
        if seen.insert(progress_mark(game.position_after(ply))) {
            last = ply;
        }
    }
    (game.ply_count() - last) / 2
}

/// What counts as progress in `pos`: the pieces of each side and, in
/// five-field, each side's pieces in the other's camp.
fn progress_mark(pos: &Position) -> [u32; 4] {
    let camped = |color: Color| match pos.variant() {
        Variant::Five => (pos.pieces(color) & pos.variant().camp(color.opponent())).count_ones(),
        Variant::Four | Variant::Well | Variant::Pumpkin | Variant::Line | Variant::Mill => 0,
    };
    [
        pos.count(Color::Black),
        pos.count(Color::White),
        camped(Color::Black),
        camped(Color::White),
    ]
}

/// Whether a search score for the side asked, `plies` into the game, makes
/// a draw welcome: a proven draw or loss at any time, otherwise after the
/// opening a position about even or worse.
fn content_with_draw(score: i32, plies: usize) -> bool {
    match proven(score) {
        Some(value) => value <= Value::Draw,
        None => plies >= OPENING_PLIES && score <= EVEN,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_draw_is_welcome_when_even_or_worse_after_the_opening() {
        assert!(content_with_draw(0, OPENING_PLIES));
        assert!(content_with_draw(EVEN, 40));
        assert!(content_with_draw(-300, 40));
        assert!(!content_with_draw(EVEN + 1, 40));
        assert!(!content_with_draw(0, OPENING_PLIES - 1), "the opening");
        // A proven result counts from the first move.
        assert!(content_with_draw(-(super::super::search::WIN - 5), 0));
        assert!(!content_with_draw(super::super::search::WIN - 5, 40));
    }
}
