//! Perft: counting the move sequences of a given length from a position, the
//! standard check of a move generator (and its speed).

use super::moves::{count_in, for_each_in};
use super::position::takes_camp;
use super::{Move, Position, RuleOptions, Variant};

/// The number of move sequences of length `depth` from `pos`. A finished game
/// has no moves; a forced pass counts as one move. Repetition and agreed
/// draws belong to a game's history and are not looked at.
pub fn perft(pos: &Position, depth: u32, options: &RuleOptions) -> u64 {
    if depth == 0 {
        return 1;
    }
    if pos.static_outcome(options).is_some() {
        return 0;
    }
    let me = pos.to_move();
    let side = Side {
        own: pos.own(),
        enemy: pos.enemy(),
        own_target: pos.variant().camp(me.opponent()),
        enemy_target: pos.variant().camp(me),
    };
    match pos.variant() {
        Variant::Five => live::<false>(side, depth, options),
        Variant::Four => live::<true>(side, depth, options),
    }
}

/// Each legal move of `pos` with the perft of `depth - 1` after it, in the
/// order of [`Position::legal_moves`]. Empty for a finished game or depth 0.
pub fn perft_divide(pos: &Position, depth: u32, options: &RuleOptions) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves(options)
        .into_iter()
        .map(|mv| (mv, perft(&pos.play_unchecked(mv), depth - 1, options)))
        .collect()
}

/// A position seen from the side to move: its pieces and the camp it aims
/// for (five-field), and the same for the other side. Colour-free, so that a
/// move is a swap rather than a lookup of whose pieces are whose.
#[derive(Clone, Copy)]
struct Side {
    own: u32,
    enemy: u32,
    own_target: u32,
    enemy_target: u32,
}

impl Side {
    /// The position after the side to move takes `from` to `to` (capturing
    /// whatever stood there), seen from the other side.
    #[inline(always)]
    fn moved(self, from: u32, to: u32) -> Side {
        Side {
            own: self.enemy & !to,
            enemy: self.own & !from | to,
            own_target: self.enemy_target,
            enemy_target: self.own_target,
        }
    }

    /// The same pieces with the other side to move.
    #[inline(always)]
    fn passed(self) -> Side {
        Side {
            own: self.enemy,
            enemy: self.own,
            own_target: self.enemy_target,
            enemy_target: self.own_target,
        }
    }

    /// Whether the game is over by the pieces alone just after a move (the
    /// mover is `enemy`): five-field's camp rule for either side, four-field's
    /// one piece left. A blocked four-field side simply has no moves to count.
    #[inline(always)]
    fn decided<const FOUR: bool>(self, options: &RuleOptions) -> bool {
        if FOUR {
            self.own.count_ones() <= 1
        } else {
            let occupied = self.own | self.enemy;
            let strict = options.strict_goal;
            takes_camp(self.enemy, self.enemy_target, occupied, strict)
                || takes_camp(self.own, self.own_target, occupied, strict)
        }
    }
}

/// Perft of an undecided position with `depth >= 1`, for the variant `FOUR` names.
fn live<const FOUR: bool>(side: Side, depth: u32, options: &RuleOptions) -> u64 {
    if depth == 1 {
        return count_in::<FOUR>(side.own, side.enemy, options);
    }
    let mut nodes = 0;
    let mut moved = false;
    for_each_in::<FOUR>(side.own, side.enemy, options, |from, to, _| {
        moved = true;
        let child = side.moved(from, to);
        if !child.decided::<FOUR>(options) {
            nodes += live::<FOUR>(child, depth - 1, options);
        }
    });
    if !moved && !FOUR {
        // The forced pass: the pieces stand as they were, so no new win.
        nodes = live::<FOUR>(side.passed(), depth - 1, options);
    }
    nodes
}
