//! The game's endings by the players' word: draw offers and their answers,
//! and resignation.

use super::Game;
use crate::rules::{Color, Outcome, RuleError, WinReason};

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
}
