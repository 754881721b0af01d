//! What a position holds beyond the two sides' pieces, and points by
//! bit: the mill's hands and marks, the well's opening flag, the pieces a
//! move removes.

use super::Position;
use crate::rules::{Color, Move, Point, RuleOptions, Variant, points};

impl Position {
    /// The points of the bit set `set` on this position's board.
    pub fn points_in(&self, set: u32) -> impl Iterator<Item = Point> + use<> {
        let variant = self.variant;
        let size = variant.size();
        let square = matches!(variant, Variant::Five | Variant::Four);
        points(set, size).map(move |p| {
            if square {
                p
            } else {
                crate::rules::graph::point_at(variant, p.index(size))
            }
        })
    }

    /// The bit of `point` on this position's board (`None` off it).
    pub fn bit(&self, point: Point) -> Option<u32> {
        crate::rules::graph::bit_of(self.variant, point)
    }

    /// 참고누: the pieces `color` still holds in hand (0 in the other games).
    pub const fn hand(&self, color: Color) -> u32 {
        if color as u8 == self.to_move as u8 {
            self.hands[0] as u32
        } else {
            self.hands[1] as u32
        }
    }

    /// 참고누: the marked points as a bit set (empty in the other games).
    pub const fn marks(&self) -> u32 {
        self.marks & !super::OPENING
    }

    /// 참고누: whether `point` is marked (nobody places there).
    pub fn is_marked(&self, point: Point) -> bool {
        self.bit(point).is_some_and(|b| self.marks & b != 0)
    }

    /// 참고누: whether the placing lasts (the side to move places a piece).
    pub const fn is_placing(&self) -> bool {
        self.hands[0] > 0
    }

    /// 우물고누: whether this is the first move of a game begun at the start
    /// position, where the blocking move is banned.
    pub const fn is_opening(&self) -> bool {
        self.marks & super::OPENING != 0
    }

    /// The enemy pieces that `mv` removes from the board (four-field's
    /// capture, line kono's custodian captures, the mill's removal), as a
    /// bit set of this position; 0 for an illegal move.
    pub fn removed_by(&self, mv: Move, options: &RuleOptions) -> u32 {
        match self.play(mv, options) {
            Ok(after) => self.enemy & !after.pieces(self.to_move.opponent()),
            Err(_) => 0,
        }
    }
}
