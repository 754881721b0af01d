//! The evaluation of 참고누 (the mill) for the search, and of the other
//! gonu games' positions: what a position looks like to the side to move
//! when the search can look no further. The mill counts pieces (board and
//! hand), 곤 half-made (two in a row with the third point open), pieces
//! that cannot move and room to move; the others count pieces and room.

use std::sync::LazyLock;

use crate::rules::{Color, Position, RuleOptions, Variant};

/// The mill's rows of three and neighbour sets, as bit sets.
struct Board {
    rows: Vec<u32>,
    adj: Vec<u32>,
}

static MILL: LazyLock<Board> = LazyLock::new(|| {
    let g = Variant::Mill.geometry();
    let rows = g
        .rows_of_three()
        .into_iter()
        .map(|r| r.iter().fold(0, |set, &i| set | 1 << i))
        .collect();
    let adj = g
        .points()
        .iter()
        .map(|&p| {
            g.neighbours(p)
                .filter_map(|q| g.index(q))
                .fold(0, |set, i| set | 1 << i)
        })
        .collect();
    Board { rows, adj }
});

/// Weights, in hundredths of a piece.
const PIECE: i32 = 100;
const OPEN_ROW: i32 = 22;
const MADE_ROW: i32 = 8;
const BLOCKED: i32 = 12;
const ROOM: i32 = 4;
/// The side to move can make a 곤 at once: nearly a piece, since the
/// opponent cannot stop it.
const TEMPO: i32 = 70;
/// The side that just moved threatens 곤 on two points or more: the
/// opponent can block one only.
const DOUBLE: i32 = 45;

/// What `color`'s pieces are worth in the mill: pieces, rows of two with
/// the third point open (to place on, or to step into), made rows, and in
/// the moving its room to move and its blocked pieces; and the points
/// where it could make a 곤 with its next move.
fn mill_side(pos: &Position, color: Color) -> (i32, u32) {
    let board = &*MILL;
    let own = pos.pieces(color);
    let free = Variant::Mill.board() & !pos.occupied() & !pos.marks();
    let empty = Variant::Mill.board() & !pos.occupied();
    let placing = pos.hand(color) > 0;
    let mut score = PIECE * (pos.count(color) + pos.hand(color)) as i32;
    let mut threats = 0;
    for &row in &board.rows {
        let mine = (row & own).count_ones();
        if mine == 3 {
            score += MADE_ROW;
        } else if mine == 2 && row & free != 0 {
            score += OPEN_ROW;
            let gap = row & !own;
            // Placing, any piece in hand fills the gap; moving, a piece
            // of its own from outside the row must stand next to it.
            let reach = gap & empty != 0
                && (placing || board.adj[gap.trailing_zeros() as usize] & own & !row != 0);
            if reach {
                threats |= gap;
            }
        }
    }
    if !pos.is_placing() && pos.hand(color.opponent()) == 0 {
        let mut rest = own;
        while rest != 0 {
            let i = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let room = (board.adj[i] & free).count_ones() as i32;
            score += ROOM * room;
            if room == 0 {
                score -= BLOCKED;
            }
        }
    }
    (score, threats)
}

/// The mill's score for the side to move: its worth less the opponent's,
/// with a 곤 it can make at once nearly counted as the piece it takes, and
/// the opponent's double threat likewise.
pub(super) fn mill(pos: &Position) -> i32 {
    let me = pos.to_move();
    let (mine, my_threats) = mill_side(pos, me);
    let (theirs, their_threats) = mill_side(pos, me.opponent());
    let mut score = mine - theirs;
    if my_threats != 0 {
        score += TEMPO;
    } else if their_threats.count_ones() >= 2 {
        score -= DOUBLE;
    }
    score
}

/// Well, pumpkin and line kono: pieces count most, then room to move.
pub(super) fn small(pos: &Position, options: &RuleOptions) -> i32 {
    let me = pos.to_move();
    let room = pos.count_moves(options) as i32;
    let theirs = pos.count(me.opponent()) as i32;
    PIECE * (pos.count(me) as i32 - theirs) + 6 * room
}
