//! What the command line hands the terminal game: how to play
//! ([`Config`]: the rules, who the computer plays, the display), and where
//! games are kept and which one to open ([`Storage`]). Also how a record's
//! player tags name the computer (`[White "kono level 5"]`).

use std::path::PathBuf;

use crate::ai::Level;
use crate::rules::record::Tags;
use crate::rules::{Color, Game, RuleOptions, TimeControl, Variant};

use crate::store::Background;

pub use crate::store::Seat;

/// The computer's default level, of 1 (weakest) to 5.
pub const DEFAULT_LEVEL: u8 = Level::DEFAULT.number();

/// How a record names the computer as a player: "kono level 5".
const COMPUTER_TAG: &str = "kono level ";

/// The computer at `level` as a record's player tag names it.
pub fn computer_tag(level: Level) -> String {
    format!("{COMPUTER_TAG}{}", level.number())
}

/// The level of a player tag that names the computer, if it does.
fn tag_level(tag: &str) -> Option<Level> {
    tag.trim().strip_prefix(COMPUTER_TAG)?.parse().ok()
}

/// Who the computer played in a record and at which level, read back from
/// its `Black` and `White` tags; `None` when both sides were people. (When
/// the two levels differ, Black's counts: the game has one level.)
pub fn computer_in(tags: &Tags) -> Option<(Seat, Level)> {
    let black = tag_level(&tags.black);
    let white = tag_level(&tags.white);
    Some((Seat::of(black.is_some(), white.is_some()), black.or(white)?))
}

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
    /// The terminal's background the shades are for (`Auto` asks the
    /// terminal).
    pub theme: Background,
    /// Which sides the computer plays.
    pub computer: Seat,
    /// The computer's level, 1 to 5 (see [`Config::computer_level`]).
    pub level: u8,
    /// The time control of a timed game; `None` plays without a clock.
    pub clock: Option<TimeControl>,
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
                no_repeat: false,
            },
            first: variant.default_first(),
            ascii: false,
            color: true,
            theme: Background::Auto,
            computer: Seat::None,
            level: DEFAULT_LEVEL,
            clock: None,
        }
    }

    /// Whether the computer plays `color`.
    pub fn computer_plays(&self, color: Color) -> bool {
        self.computer.plays(color)
    }

    /// The computer's level; [`Level::DEFAULT`] if `level` is not one.
    pub const fn computer_level(&self) -> Level {
        match Level::new(self.level) {
            Some(level) => level,
            None => Level::DEFAULT,
        }
    }

    /// Names the players in `tags` as this configuration has them: the
    /// computer's sides as [`computer_tag`], a side that a person now plays
    /// but the tag gave to the computer as unknown (`?`); a person's own
    /// name stays.
    pub fn name_players(&self, tags: &mut Tags) {
        for (color, tag) in [
            (Color::Black, &mut tags.black),
            (Color::White, &mut tags.white),
        ] {
            if self.computer_plays(color) {
                *tag = computer_tag(self.computer_level());
            } else if tag_level(tag).is_some() {
                // How a record names a player nobody named.
                *tag = "?".to_string();
            }
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
    /// The start screen's choices the config file fixes.
    pub start: crate::store::StartSettings,
    /// What the start screen shows first (a config file it could not use).
    pub notes: Vec<String>,
    /// For a session of `kono serve`: what the server's sessions share
    /// (the tables, the searches' turns). Such a session offers no
    /// network game of its own and saves only in its data directory.
    pub shared: Option<crate::tui::shared::Shared>,
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
    /// The lock on a file of the player's (`--load`), held while it is open.
    pub lock: Option<crate::store::Lock>,
    /// Why the game is only read, when it could not be locked (a
    /// read-only folder, a lock file that cannot be used).
    pub read_only: Option<crate::tui::why::Why>,
}
