//! A move that could not be saved is neither shown nor sent: the side
//! that just played it takes it back before anyone saw it.

use super::session::{Session, take_back};
use crate::rules::Move;

impl Session {
    /// Takes back our move `mv`, when it is the game's last of ours and
    /// only forced passes came after it (it was never sent): whether it was.
    pub fn withdraw(&mut self, mv: Move) -> bool {
        let moves: Vec<Move> = self.game.moves().collect();
        let Some(at) = moves.iter().rposition(|m| *m != Move::Pass) else {
            return false;
        };
        let ours = self.ours();
        if moves[at] != mv || self.game.position_after(at).to_move() != ours {
            return false;
        }
        take_back(&mut self.game, ours);
        true
    }
}

#[cfg(test)]
mod tests {
    use crate::net::{Message, Session};
    use crate::rules::{Color, Game, Position, RuleOptions, Variant};

    fn four() -> Game {
        Game::new(
            Position::start(Variant::Four, Color::Black),
            RuleOptions::default(),
        )
        .unwrap()
    }

    #[test]
    fn only_our_own_last_move_is_withdrawn() {
        let mut black = Session::new(four(), Color::Black);
        let mv = "a1xa3".parse().unwrap();
        black.play(mv).unwrap();
        let reply = "d4xd2".parse().unwrap();
        black.receive(Message::Move(reply)).unwrap();
        assert!(!black.withdraw(mv), "White's came after it");
        let mut white = Session::new(four(), Color::White);
        white.receive(Message::Move(mv)).unwrap();
        white.play(reply).unwrap();
        assert!(!white.withdraw(mv), "not White's move");
        assert!(white.withdraw(reply));
        assert_eq!(white.game().ply_count(), 1);
        assert!(!white.withdraw(reply), "once");
    }
}
