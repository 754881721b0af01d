//! The game's endings off the board: draw offers and their answers,
//! resignation, and a flag falling.

use super::Game;
use crate::rules::{Color, DrawReason, Outcome, RuleError, WinReason};

impl Game {
    /// The side whose draw offer awaits an answer.
    pub const fn draw_offer(&self) -> Option<Color> {
        self.offer
    }

    /// The side to move offers a draw; the opponent answers with
    /// [`Game::answer_draw`].
    ///
    /// # Errors
    /// [`RuleError::GameOver`] once the game has ended.
    pub fn offer_draw(&mut self) -> Result<Color, RuleError> {
        if let Some(outcome) = self.outcome() {
            return Err(RuleError::GameOver(outcome));
        }
        let by = self.position().to_move();
        self.offer = Some(by);
        Ok(by)
    }

    /// The opponent accepts (`true`, the game is drawn) or declines the
    /// pending draw offer.
    ///
    /// # Errors
    /// [`RuleError::NoDrawOffer`] when no offer is pending.
    pub fn answer_draw(&mut self, accept: bool) -> Result<(), RuleError> {
        self.offer.take().ok_or(RuleError::NoDrawOffer)?;
        self.agreed = accept;
        Ok(())
    }

    /// `by` resigns: the opponent wins. Either side may resign, whoever is
    /// to move; a pending draw offer lapses.
    ///
    /// # Errors
    /// [`RuleError::GameOver`] once the game has ended.
    pub fn resign(&mut self, by: Color) -> Result<Outcome, RuleError> {
        if let Some(outcome) = self.outcome() {
            return Err(RuleError::GameOver(outcome));
        }
        self.offer = None;
        self.resigned = Some(by);
        Ok(Outcome::Win {
            winner: by.opponent(),
            reason: WinReason::Resigned,
        })
    }

    /// `loser`'s time has run out: the opponent wins on time, unless it
    /// could never have won from here by any sequence of moves (then the
    /// game is drawn; see [`Position::could_ever_win`](crate::rules::Position::could_ever_win)). A pending draw
    /// offer lapses. [`Game::undo`] takes back the flag with the move
    /// before it.
    ///
    /// # Errors
    /// [`RuleError::GameOver`] once the game has ended.
    pub fn time_out(&mut self, loser: Color) -> Result<Outcome, RuleError> {
        if let Some(outcome) = self.outcome() {
            return Err(RuleError::GameOver(outcome));
        }
        let winner = loser.opponent();
        let outcome = if self.position().could_ever_win(winner) {
            Outcome::Win {
                winner,
                reason: WinReason::Time,
            }
        } else {
            Outcome::Draw(DrawReason::TimeNoWin)
        };
        self.offer = None;
        self.timed_out = Some(outcome);
        Ok(outcome)
    }
}
