//! What the autosave is handed: the game as it writes it, put first in
//! the effects of every action that changed it.

use super::{App, Puzzle};
use crate::tui::action::{Effect, Effects, Snapshot};

impl App {
    /// Puts the autosave first in `effects` when the game, or whether
    /// hints are on, changed since the last.
    pub(super) fn autosave(&mut self, effects: &mut Effects) {
        let now = self.autosave_key();
        // A lesson's board is no game to resume: its progress is kept instead.
        if self.autosaved == Some(now) || self.lesson().is_some() {
            return;
        }
        self.autosaved = Some(now);
        effects.insert(0, Effect::Autosave(Box::new(self.snapshot())));
    }

    /// What the autosave last wrote is told by: the game, its revision,
    /// and whether hints were on (a network game's record says so when
    /// either side used them).
    pub(super) fn autosave_key(&self) -> (u64, u64, bool) {
        let hints = self.hints() || self.remote().is_some_and(|r| r.aids_used);
        (self.game_number(), self.revision(), hints)
    }

    /// The game as the autosave writes it.
    pub fn snapshot(&self) -> Snapshot {
        let (.., hints) = self.autosave_key();
        Snapshot {
            game_number: self.game_number(),
            revision: self.revision(),
            additions: self.additions(),
            game: self.game().clone(),
            config: *self.config(),
            puzzle: self.puzzle().map(Puzzle::tag),
            hints,
            network: self.network_tags(),
            clock: self
                .session
                .timing()
                .map(|t| (t.control(), t.stamps(self.game()))),
        }
    }
}
