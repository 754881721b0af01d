//! Puzzles: a won position about N plies from the end, picked from a solved
//! table, for the player to win against perfect defence; how the player is
//! doing, and the winning line.

use super::{Solved, Value, move_values};
use crate::rules::{Color, Game, Move, Position, RuleOptions, Variant};

/// How far from the end a puzzle is when nobody says: 7 plies.
pub const DEFAULT_PLIES: u16 = 7;

/// How many random positions are tried before the nearest found is taken.
const TRIES: u32 = 20_000;

/// A won position for its side to move, as near `plies` from the end as a
/// search of random positions finds (exactly `plies` when it can), the same
/// for the same `seed`. `None` if the table covers none of them.
pub fn pick(
    variant: Variant,
    options: &RuleOptions,
    table: &dyn Solved,
    plies: u16,
    seed: u64,
) -> Option<(Position, u16)> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut nearest: Option<(Position, u16)> = None;
    for _ in 0..TRIES {
        let Some(pos) = random_position(variant, &mut rng) else {
            continue;
        };
        if pos.outcome(options).is_some() {
            continue;
        }
        if let Some(Value::Win(n)) = table.value(&pos) {
            let closer = nearest.is_none_or(|(_, m)| n.abs_diff(plies) < m.abs_diff(plies));
            if closer {
                nearest = Some((pos, n));
                if n == plies {
                    break;
                }
            }
        }
    }
    nearest
}

/// How the player is doing in a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    /// The player still wins, as quickly as the puzzle asks.
    Playing,
    /// The player still wins, but a move of theirs left the quickest win:
    /// the game now takes `now` moves of the player's from the puzzle's
    /// start where `before` that move it could take `quickest`.
    Slower {
        /// The player's moves the win takes now, from the start.
        now: u16,
        /// The player's moves it could take before the slow move.
        quickest: u16,
    },
    /// A move of the player's threw the win away: the player's value now
    /// (a draw or a loss), or the game ended without the player's win.
    Slipped(Value),
    /// The player won, with this many moves of theirs; `quickest` when no
    /// win was quicker.
    Solved {
        /// The player's moves.
        moves: usize,
        /// Whether it took the fewest plies the table allows.
        quickest: bool,
    },
}

/// How the player (`player`, who started from a win in `win`) is doing in
/// `game` by `table`: still winning, the win thrown away (the player's
/// value now, a draw or a loss), or won, with how many moves of theirs and
/// whether no win was quicker.
pub fn judge(game: &Game, player: Color, win: u16, table: &dyn Solved) -> Progress {
    if let Some(outcome) = game.outcome() {
        if outcome.winner() == Some(player) {
            let mut pos = *game.start();
            let mut moves = 0;
            for mv in game.moves() {
                if pos.to_move() == player && mv != Move::Pass {
                    moves += 1;
                }
                pos = pos.play_unchecked(mv);
            }
            return Progress::Solved {
                moves,
                quickest: game.ply_count() <= usize::from(win),
            };
        }
        return Progress::Slipped(if outcome.winner().is_some() {
            Value::Loss(0)
        } else {
            Value::Draw
        });
    }
    let pos = game.position();
    let now = table.value(pos).map(|value| {
        if pos.to_move() == player {
            value
        } else {
            value.for_mover()
        }
    });
    match now {
        Some(Value::Win(_)) | None => slowest(game, player, table),
        Some(other) => Progress::Slipped(other),
    }
}

/// While the player still wins in `game`: [`Progress::Slower`] after the
/// latest of the player's moves that left the quickest win (counted in the
/// player's moves from the start, as the puzzle's task counts), else
/// [`Progress::Playing`].
fn slowest(game: &Game, player: Color, table: &dyn Solved) -> Progress {
    // The player's moves a win in `plies` takes, the player to move.
    let mine = |plies: u16| Value::Win(plies).winner_moves().unwrap_or(0);
    let mut progress = Progress::Playing;
    let mut moves: u16 = 0;
    let mut pos = *game.start();
    for mv in game.moves() {
        let after = pos.play_unchecked(mv);
        if pos.to_move() == player && mv != Move::Pass {
            moves += 1;
            let best = table.value(&pos);
            // The move's own value: the win it keeps, counted from it.
            let kept = table.value(&after).map(Value::for_mover);
            if let (Some(Value::Win(a)), Some(Value::Win(b))) = (best, kept) {
                // `moves - 1` played before it; the best move would win in
                // `mine(a)` more, this one wins in `mine(b)`.
                let quickest = moves - 1 + mine(a);
                let now = moves - 1 + mine(b);
                if now > quickest {
                    progress = Progress::Slower { now, quickest };
                }
            }
        }
        pos = after;
    }
    progress
}

/// The best moves from `start` for `plies` plies: the quickest win for
/// the winner, the longest loss for the loser (the first of equals).
pub fn best_line(
    table: &dyn Solved,
    start: Position,
    options: &RuleOptions,
    plies: u16,
) -> Vec<Move> {
    let mut line = Vec::new();
    let mut pos = start;
    for _ in 0..plies {
        if pos.outcome(options).is_some() {
            break;
        }
        let Some(values) = move_values(&pos, options, table) else {
            break;
        };
        let Some(&(mv, _)) = values
            .iter()
            .reduce(|best, next| if next.1 > best.1 { next } else { best })
        else {
            break;
        };
        line.push(mv);
        pos = pos.play_unchecked(mv);
    }
    line
}

/// A random position of `variant`: five-field with 7 pieces a side in the
/// 3 + 4 colour-class split, four-field with 2 to 8 pieces a side; `None`
/// when the draw gives an impossible one.
fn random_position(variant: Variant, rng: &mut fastrand::Rng) -> Option<Position> {
    let to_move = if rng.bool() {
        Color::Black
    } else {
        Color::White
    };
    let size = u32::from(variant.size());
    let points: Vec<u32> = (0..size * size).collect();
    let (black, white) = match variant {
        Variant::Five => {
            let (even, odd): (Vec<u32>, Vec<u32>) =
                points.iter().partition(|&&i| (i % 5 + i / 5) % 2 == 0);
            let (b_even, w_even) = take_two(rng, &even, 3);
            let (b_odd, w_odd) = take_two(rng, &odd, 4);
            (b_even | b_odd, w_even | w_odd)
        }
        Variant::Four => scattered(rng, variant, 8),
        Variant::Well => scattered(rng, variant, 2),
        Variant::Pumpkin => scattered(rng, variant, 3),
        Variant::Line => scattered(rng, variant, 4),
        Variant::Mill => scattered(rng, variant, 6),
    };
    Position::from_pieces(variant, black, white, to_move).ok()
}

/// Black's and White's pieces on random points of `variant`'s board, at
/// most `most` each (at least two, three in the pumpkin).
fn scattered(rng: &mut fastrand::Rng, variant: Variant, most: usize) -> (u32, u32) {
    let least = most.min(2 + usize::from(variant == Variant::Pumpkin));
    let (nb, nw) = (rng.usize(least..=most), rng.usize(least..=most));
    let mut shuffled: Vec<u32> = (0..variant.point_count()).collect();
    rng.shuffle(&mut shuffled);
    let set = |s: &[u32]| s.iter().fold(0, |acc, &i| acc | 1 << i);
    (set(&shuffled[..nb]), set(&shuffled[nb..nb + nw]))
}

/// `count` random points of `from` for Black and `count` others for White.
fn take_two(rng: &mut fastrand::Rng, from: &[u32], count: usize) -> (u32, u32) {
    let mut shuffled = from.to_vec();
    rng.shuffle(&mut shuffled);
    let set = |s: &[u32]| s.iter().fold(0, |acc, &i| acc | 1 << i);
    (set(&shuffled[..count]), set(&shuffled[count..2 * count]))
}
