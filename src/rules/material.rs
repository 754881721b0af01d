//! Whether a side could still win at all: the question a flag falls on.
//! A side whose time runs out loses only if the other side could win by
//! some sequence of moves of both; otherwise the game is drawn.

use super::{Color, Position, Variant};

impl Position {
    /// Whether `color` could still win from here by some sequence of moves
    /// of both sides. Conservative: it says yes unless the material makes a
    /// win impossible.
    ///
    /// - Five-field: always (a race: every piece can still reach the
    ///   opponent's camp, whose points match the pieces' colour classes).
    /// - Four-field: always while the game goes on: it ends when a side is
    ///   down to one piece, and two pieces can still capture.
    /// - The gonu games: always while the game goes on: the well and the
    ///   pumpkin are won by blocking, line kono ends at one piece, the mill
    ///   at two, and more can still block or capture.
    pub fn could_ever_win(&self, color: Color) -> bool {
        let _ = color;
        match self.variant() {
            Variant::Five | Variant::Four => true,
            Variant::Well | Variant::Pumpkin | Variant::Line | Variant::Mill => true,
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use crate::rules::{Color, Game, Outcome, Position, RuleOptions, WinReason};

    #[test]
    fn a_flag_loses_when_the_other_side_could_win() {
        let mut g = Game::new(
            Position::start(crate::rules::Variant::Five, Color::Black),
            RuleOptions::default(),
        )
        .unwrap();
        let outcome = g.time_out(Color::Black).unwrap();
        assert_eq!(
            outcome,
            Outcome::Win {
                winner: Color::White,
                reason: WinReason::Time
            }
        );
        assert_eq!(outcome.to_string(), "White wins on time");
        assert_eq!(g.outcome(), Some(outcome));
        assert!(g.time_out(Color::White).is_err(), "the game is over");
        assert_eq!(g.undo(), None, "no move to take back with the flag");
        assert_eq!(g.outcome(), Some(outcome));
        let mut g = Game::new(
            Position::start(crate::rules::Variant::Five, Color::Black),
            RuleOptions::default(),
        )
        .unwrap();
        let first = g.legal_moves()[0];
        g.play(first).unwrap();
        g.time_out(Color::White).unwrap();
        assert_eq!(g.undo_ending(), None, "a flag is no ending by consent");
        assert_eq!(
            g.undo().map(|t| t.mv),
            Some(first),
            "the flag goes with the move"
        );
        assert_eq!(g.outcome(), None);
        assert_eq!(g.ply_count(), 0);
    }
}
