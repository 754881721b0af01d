//! How a position ends by itself: five-field's camp rule, the pieces left,
//! a side that cannot move (and the mill's full board). Draws belong to a
//! game's history, not here.

use super::{FIVE_BLACK_CAMP, FIVE_WHITE_CAMP, Position, takes_camp};
use crate::rules::{Color, Outcome, RuleOptions, Variant, WinReason};

impl Position {
    /// The win that the position shows by itself, without looking for legal
    /// moves: five-field's camp rule, four-field's one piece left. The side
    /// that just moved is checked first.
    pub(super) fn static_outcome(&self, options: &RuleOptions) -> Option<Outcome> {
        let mover = self.to_move.opponent();
        match self.variant {
            Variant::Five => [mover, self.to_move]
                .into_iter()
                .find_map(|c| self.camp_win(c, options.strict_goal)),
            Variant::Four | Variant::Line => match self.count(self.to_move) {
                0 => Some(WinReason::NoPiecesLeft),
                1 => Some(WinReason::OnePieceLeft),
                _ => None,
            }
            .map(|reason| Outcome::Win {
                winner: mover,
                reason,
            }),
            Variant::Mill => (self.own.count_ones() + u32::from(self.hands[0])
                <= crate::rules::variant::MILL_LOSING_COUNT)
                .then_some(Outcome::Win {
                    winner: mover,
                    reason: WinReason::TooFewPieces,
                }),
            Variant::Well | Variant::Pumpkin => None,
        }
    }

    /// Five-field: whether `color` has won by the camp rule.
    fn camp_win(&self, color: Color, strict: bool) -> Option<Outcome> {
        let camp = match color {
            Color::Black => FIVE_WHITE_CAMP,
            Color::White => FIVE_BLACK_CAMP,
        };
        let own = self.pieces(color);
        let reason = if !takes_camp(own, camp, self.occupied(), strict) {
            return None;
        } else if color == self.to_move {
            WinReason::FilledByLoser
        } else if camp & own == camp {
            WinReason::CampFilled
        } else {
            WinReason::CampBlocked
        };
        Some(Outcome::Win {
            winner: color,
            reason,
        })
    }

    /// The result the position shows: a win by the camp rule (five-field), by
    /// one piece left or by blocking (four-field); `None` while the game goes
    /// on. Draws belong to a game's history: see [`crate::rules::Game::outcome`].
    pub fn outcome(&self, options: &RuleOptions) -> Option<Outcome> {
        self.static_outcome(options).or_else(|| {
            (self.variant != Variant::Five && !self.can_move(options)).then(|| {
                let full = self.variant.has_hands() && self.occupied() == self.variant.board();
                Outcome::Win {
                    winner: self.to_move.opponent(),
                    reason: if full {
                        WinReason::BoardFull
                    } else {
                        WinReason::Blocked
                    },
                }
            })
        })
    }
}
