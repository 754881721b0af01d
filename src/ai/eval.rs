//! How good a position looks to the side to move when the search can look
//! no further: a race count for five-field, material and mobility for
//! four-field. Scores are far below the proven-win range of the search.

use crate::rules::{Color, Position, RuleOptions, Variant};

/// The heuristic score of `pos` for its side to move (positive is good).
pub fn evaluate(pos: &Position, options: &RuleOptions) -> i32 {
    let me = pos.to_move();
    match pos.variant() {
        Variant::Five => race(pos, me, options) - race(pos, me.opponent(), options),
        Variant::Four => material(pos, me) - material(pos, me.opponent()),
        Variant::Mill => super::mill::mill(pos),
        Variant::Well | Variant::Pumpkin | Variant::Line => super::mill::small(pos, options),
    }
}

/// Five-field: how far `color` has come towards filling the opponent's camp.
fn race(pos: &Position, color: Color, options: &RuleOptions) -> i32 {
    let own = pos.pieces(color);
    let target = Variant::Five.camp(color.opponent());
    // How far up the board (towards the target camp) the pieces stand.
    let advance: i32 = pos
        .points_of(color)
        .map(|p| match color {
            Color::Black => i32::from(p.rank()),
            Color::White => 4 - i32::from(p.rank()),
        })
        .sum();
    let mine_in_target = (own & target).count_ones() as i32;
    if options.strict_goal {
        return 4 * advance + 12 * mine_in_target;
    }
    // Under the default goal, any piece on a target point fills it, but the
    // opponent's pieces still at home only help while one of ours is there.
    let filled = (pos.occupied() & target).count_ones() as i32;
    let reach = if mine_in_target > 0 { filled } else { 0 };
    4 * advance + 8 * mine_in_target + 6 * reach
}

/// Four-field: pieces count most, then room to move.
fn material(pos: &Position, color: Color) -> i32 {
    let pieces = pos.count(color) as i32;
    let own = pos.pieces(color);
    let empty = Variant::Four.board() & !pos.occupied();
    // Empty points next to a piece: how freely the side can step.
    let reach = ((own << 1 & !0x1111) | (own >> 1 & !0x8888) | own << 4 | own >> 4) & empty;
    100 * pieces + 4 * reach.count_ones() as i32
}
