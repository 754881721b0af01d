//! What the command line hands the terminal game: how to play
//! ([`Config`]), and where games are kept and which one to open ([`Storage`]).

use std::path::PathBuf;

use crate::rules::record::Tags;
use crate::rules::{Color, Game, RuleOptions, Variant};

use super::palette::Palette;

/// Which sides the computer plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Seat {
    /// Neither: two players at one keyboard.
    #[default]
    None,
    /// Black.
    Black,
    /// White.
    White,
    /// Both: the computer plays itself.
    Both,
}

impl Seat {
    /// Whether the computer plays `color`.
    pub const fn plays(self, color: Color) -> bool {
        matches!(
            (self, color),
            (Seat::Both, _) | (Seat::Black, Color::Black) | (Seat::White, Color::White)
        )
    }
}

/// The computer's default level, of 1 (weakest) to 5.
pub const DEFAULT_LEVEL: u8 = 3;

/// How to play: the rules and the display.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    /// Which game.
    pub variant: Variant,
    /// The rule options.
    pub options: RuleOptions,
    /// Who moves first; None = draw lots for every new game (announce it in the side panel).
    pub first: Option<Color>,
    /// Plain ASCII glyphs only.
    pub ascii: bool,
    /// false when NO_COLOR is set (`commands::tui` decides:
    /// `std::env::var_os("NO_COLOR")` non-empty).
    pub color: bool,
    /// The shades for the terminal's background; `None` asks the terminal
    /// (`--theme auto`).
    pub theme: Option<Palette>,
    /// Which sides the computer plays.
    pub computer: Seat,
    /// The computer's level, 1 to 5.
    pub level: u8,
}

impl Config {
    /// Two players, the variant's usual rules (lots for five-field's first
    /// move), Unicode and colour, the theme asked of the terminal.
    pub const fn new(variant: Variant) -> Config {
        Config {
            variant,
            options: RuleOptions {
                strict_goal: false,
                forced_capture: false,
            },
            first: variant.default_first(),
            ascii: false,
            color: true,
            theme: None,
            computer: Seat::None,
            level: DEFAULT_LEVEL,
        }
    }
}

/// Where games are kept, and the game to open instead of a new one.
#[derive(Debug, Default)]
pub struct Storage {
    /// The data directory for autosaves; `None` turns autosave off.
    pub data: Option<PathBuf>,
    /// A saved game to continue.
    pub open: Option<Opened>,
    /// A first message for the status line (e.g. how to resume a game).
    pub notice: Option<String>,
}

/// A saved game to continue.
#[derive(Debug)]
pub struct Opened {
    /// The record it came from.
    pub path: PathBuf,
    /// The game, at its last position.
    pub game: Game,
    /// The record's tags, kept when it is saved again.
    pub tags: Tags,
    /// The autosave to keep writing, locked (`--resume`); `None` for a file
    /// of the player's (`--load`) that autosave leaves alone.
    pub file: Option<crate::store::GameFile>,
}
