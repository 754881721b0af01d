//! Hints without an exact table (five-field before `kono solve`): the
//! search's estimate of every move, asked of the event loop's worker once
//! per position and level budget, and shown marked as an estimate (`~`).
//! Nothing waits for it: until it comes the board shows no values.

use crate::ai::{Analysis, Estimate, Level, Value};
use crate::rules::{Color, Game};

use super::App;

/// Which position an estimate is for: the game's number and revision.
pub type Stamp = (u64, u64);

/// How far apart the search's scores must be to call one side better.
const CLEAR: i32 = 6;

/// What the worker is to estimate.
#[derive(Clone, Debug)]
pub struct EstimateRequest {
    /// The position it is for; the answer carries it back.
    pub stamp: Stamp,
    /// The game, as it stands.
    pub game: Game,
    /// Whose budget the search has.
    pub level: Level,
}

/// A hint's few letters: `W7`, `=`, `L12` when exact; `~W7` when the
/// search proved it; `~+`, `~=`, `~-` for the search's better, even, worse.
pub fn hint_text(estimate: Estimate) -> String {
    match estimate {
        Estimate::Exact(value) => super::short(value),
        Estimate::Searched {
            proven: Some(value),
            ..
        } => format!("~{}", super::short(value)),
        Estimate::Searched { score, .. } if score > CLEAR => "~+".to_string(),
        Estimate::Searched { score, .. } if score < -CLEAR => "~-".to_string(),
        Estimate::Searched { .. } => "~=".to_string(),
    }
}

/// The value an estimate stands for, for its colour: a proven or exact
/// value, or else a win, draw or loss by the sign of the score.
pub fn leaning(estimate: Estimate) -> Value {
    match estimate {
        Estimate::Exact(value)
        | Estimate::Searched {
            proven: Some(value),
            ..
        } => value,
        Estimate::Searched { score, .. } if score > CLEAR => Value::Win(u16::MAX),
        Estimate::Searched { score, .. } if score < -CLEAR => Value::Loss(u16::MAX),
        Estimate::Searched { .. } => Value::Draw,
    }
}

/// The position's value in words for `to_move`, marked when it is the
/// search's.
pub fn estimate_words(estimate: Estimate, to_move: Color) -> String {
    match estimate {
        Estimate::Exact(value) => super::in_words(value, to_move),
        Estimate::Searched {
            proven: Some(value),
            ..
        } => format!(
            "{} (search, not exact)",
            super::in_words(value, to_move).trim_end_matches(" with best play")
        ),
        Estimate::Searched { score, .. } if score > CLEAR => {
            format!("{to_move} is better (search, not exact)")
        }
        Estimate::Searched { score, .. } if score < -CLEAR => {
            format!("{} is better (search, not exact)", to_move.opponent())
        }
        Estimate::Searched { .. } => "about even (search, not exact)".to_string(),
    }
}

impl App {
    fn stamp(&self) -> Stamp {
        (self.game_number(), self.revision())
    }

    /// The estimate the worker is to make now, if hints need one that has
    /// not been asked for: hints on, no exact table, a game that goes on.
    /// Asked once per position.
    pub fn estimate_request(&mut self) -> Option<EstimateRequest> {
        let stamp = self.stamp();
        let needed = self.hints()
            && self.table_missing()
            && self.reviewing().is_none()
            && self.game().outcome().is_none()
            && self.learn.asked != Some(stamp);
        if !needed {
            return None;
        }
        self.learn.asked = Some(stamp);
        Some(EstimateRequest {
            stamp,
            game: self.game().clone(),
            level: self.config().computer_level(),
        })
    }

    /// The worker's estimate for the position `stamp`; dropped when the
    /// game has moved on since.
    pub fn set_estimate(&mut self, stamp: Stamp, analysis: Analysis) {
        if stamp == self.stamp() {
            self.learn.estimate = Some((stamp, analysis));
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
