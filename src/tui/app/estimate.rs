//! Hints without an exact table (five-field before `kono solve`): the
//! search's estimate of every move, asked of a worker once per position
//! ([`Effect::Estimate`]), and shown marked as an estimate (`~`). Nothing
//! waits for it: until it comes the board shows no values.

use crate::ai::Analysis;
use crate::tui::action::{Effect, Effects, ticket};

use super::App;

/// Which position a value is for: the game's number and revision.
pub type Stamp = (u64, u64);

impl App {
    pub(super) fn stamp(&self) -> Stamp {
        (self.game_number(), self.revision())
    }

    /// Asks a worker for the estimate of the position `stamp`, unless it
    /// was asked already or is here (the estimate running is stopped).
    pub(super) fn ask_estimate(&mut self, stamp: Stamp, effects: &mut Effects) {
        let asked = self.learn.estimating.is_some_and(|(_, s)| s == stamp);
        let have = self
            .learn
            .estimate
            .as_ref()
            .is_some_and(|(s, _)| *s == stamp);
        if asked || have {
            return;
        }
        let ticket = ticket();
        self.learn.estimating = Some((ticket, stamp));
        effects.push(Effect::Estimate {
            ticket,
            game: self.game().clone(),
        });
    }

    /// The worker's estimate for the request `ticket`; dropped when stale.
    pub(super) fn on_estimate(&mut self, ticket: u64, analysis: &Analysis) {
        if let Some((asked, stamp)) = self.learn.estimating
            && asked == ticket
        {
            self.learn.estimating = None;
            self.learn.estimate = Some((stamp, analysis.clone()));
        }
    }

    /// The estimate of the position played, when the worker has made it.
    pub(super) fn estimate(&self) -> Option<&Analysis> {
        self.learn
            .estimate
            .as_ref()
            .filter(|(stamp, _)| *stamp == self.stamp())
            .map(|(_, analysis)| analysis)
    }
}
