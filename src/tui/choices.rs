//! The choices for a new game the start screen offers and remembers
//! between runs, and the game configuration they make.

use crate::rules::Variant;

use super::config::{Config, Seat};

pub use crate::store::First;

/// The choices for a new game, remembered between runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choices {
    /// Which game.
    pub variant: Variant,
    /// Who moves first.
    pub first: First,
    /// The variant's rule option: strict goal (five) or forced capture (four).
    pub option: bool,
    /// Whether the computer plays Black.
    pub computer_black: bool,
    /// Whether the computer plays White.
    pub computer_white: bool,
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
            first: First::Random,
            option: false,
            computer_black: false,
            computer_white: true,
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
        let computer = Seat::of(self.computer_black, self.computer_white);
        Config {
            variant: self.variant,
            options,
            first: self.first.color(),
            computer,
            level: self.level,
            clock: self.clock,
            ..base
        }
    }
}
