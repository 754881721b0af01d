//! The game as a handshake describes it, and the check of a rejoin: the
//! joiner's saved copy against the host's record.

use super::protocol::Welcome;
use super::session::Violation;
use crate::rules::{Game, Move, Position};

/// The game a handshake describes: the start position and every move
/// played, under the welcome's rules.
///
/// # Errors
/// A [`Violation`] when the position is of another variant or a move is
/// illegal.
pub fn game_from(welcome: &Welcome, start: Position, moves: &[Move]) -> Result<Game, Violation> {
    if start.variant() != welcome.variant {
        return Err(Violation(format!(
            "START is a {} position, but WELCOME says {}",
            start.variant().title(),
            welcome.variant.title()
        )));
    }
    let mut game =
        Game::new(start, welcome.rules.options()).map_err(|e| Violation(e.to_string()))?;
    for (n, mv) in moves.iter().enumerate() {
        game.play_recorded(*mv)
            .map_err(|e| Violation(format!("MOVES: move {} {mv}: {e}", n + 1)))?;
    }
    Ok(game)
}

/// How a saved copy of a game compares with the host's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sameness {
    /// The same start, rules and moves.
    Same,
    /// They differ: the host's record wins.
    Differ {
        /// How many first moves they share.
        common: usize,
        /// Moves in our copy.
        ours: usize,
        /// Moves in the host's.
        host: usize,
    },
}

/// Compares our saved copy of a game with the host's, after a rejoin.
pub fn compare(ours: &Game, host: &Game) -> Sameness {
    let common = ours
        .moves()
        .zip(host.moves())
        .take_while(|(a, b)| a == b)
        .count();
    let same_setup = ours.start() == host.start() && ours.options() == host.options();
    if same_setup && common == ours.ply_count() && common == host.ply_count() {
        Sameness::Same
    } else {
        Sameness::Differ {
            common: if same_setup { common } else { 0 },
            ours: ours.ply_count(),
            host: host.ply_count(),
        }
    }
}
