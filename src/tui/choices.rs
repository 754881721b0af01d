//! The choices for a new game the start screen offers and remembers
//! between runs, and the game configuration they make.

use crate::rules::Variant;

use super::config::Config;

pub use crate::store::{Seat, SideChoice};

/// The choices for a new game, every one decided: what the start screen
/// shows and steps. A file holds them as [`crate::store::StartSettings`],
/// where each may be missing (the config file pins some, the remembered
/// file the rest); [`Config`] is the game they make, with the display.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choices {
    /// Which game.
    pub variant: Variant,
    /// Who moves first.
    pub first: SideChoice,
    /// The variant's rule option: strict goal (five) or forced capture (four).
    pub option: bool,
    /// Which sides the computer plays.
    pub computer: Seat,
    /// The computer's level, 1 to 5.
    pub level: u8,
    /// The clock; `None` plays without one.
    pub clock: Option<crate::rules::TimeControl>,
    /// A hosted game: whether hints and the coach may be used (the other
    /// side told), or neither side's work.
    pub aids: bool,
}

impl Default for Choices {
    /// A first run's suggestion: five-field against the computer at its
    /// easiest (the player Black), who moves first drawn by lot.
    fn default() -> Choices {
        Choices {
            variant: Variant::default(),
            first: SideChoice::Random,
            option: false,
            computer: Seat::White,
            level: crate::ai::Level::MIN.number(),
            clock: None,
            aids: true,
        }
    }
}

impl Choices {
    /// The configuration of a new game with these choices, the display
    /// settings taken from `base`.
    pub fn config(&self, base: Config) -> Config {
        let options = self.variant.with_option(self.option);
        Config {
            variant: self.variant,
            options,
            first: self.first.color(),
            computer: self.computer,
            level: self.level,
            clock: self.clock,
            ..base
        }
    }
}
