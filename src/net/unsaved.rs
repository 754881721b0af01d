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
