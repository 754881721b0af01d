//! Puzzles: a won position about N plies from the end, picked from a solved
//! table, for the player to win against perfect defence.

use super::{Solved, Value};
use crate::rules::{Color, Position, RuleOptions, Variant};

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
        Variant::Four => {
            let (nb, nw) = (rng.usize(2..=8), rng.usize(2..=8));
            let mut shuffled = points;
            rng.shuffle(&mut shuffled);
            let set = |s: &[u32]| s.iter().fold(0, |acc, &i| acc | 1 << i);
            (set(&shuffled[..nb]), set(&shuffled[nb..nb + nw]))
        }
    };
    Position::from_pieces(variant, black, white, to_move).ok()
}

/// `count` random points of `from` for Black and `count` others for White.
fn take_two(rng: &mut fastrand::Rng, from: &[u32], count: usize) -> (u32, u32) {
    let mut shuffled = from.to_vec();
    rng.shuffle(&mut shuffled);
    let set = |s: &[u32]| s.iter().fold(0, |acc, &i| acc | 1 << i);
    (set(&shuffled[..count]), set(&shuffled[count..2 * count]))
}
