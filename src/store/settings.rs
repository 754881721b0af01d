//! The start screen's choices as TOML: the `[start]` table of the config
//! file (values a player pins) and the small file in the data directory
//! where the start screen remembers the last new game's choices. Both are
//! read through the guarded read, and a bad remembered file is ignored.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::{read_guarded_text, write_atomic};
use crate::rules::{Color, Variant};

/// The file in the data directory where the start screen remembers the
/// last new game's choices.
pub const START_FILE: &str = "start.toml";

/// The most kono reads of a settings or config file: far more than any
/// hand-written one needs.
pub const MAX_SETTINGS_BYTES: u64 = 64 * 1024;

/// A side, or one drawn by lot: who moves first (the start screen's
/// setting, `--first`, the settings' `first`) and the side a host plays
/// (`kono host --side`). The one type the start screen offers, the command
/// line reads and settings write.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum SideChoice {
    /// Black.
    Black,
    /// White.
    White,
    /// Drawn by lot (and announced).
    Random,
}

impl SideChoice {
    /// The side chosen; `None`: drawn by lot.
    pub const fn color(self) -> Option<Color> {
        match self {
            SideChoice::Black => Some(Color::Black),
            SideChoice::White => Some(Color::White),
            SideChoice::Random => None,
        }
    }
}

/// Which sides the computer plays: the one type the game screen keeps, the
/// start screen offers (as the side the player takes), `--computer` reads
/// (naming only the sides it plays) and settings write (`computer =
/// "white"`).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, clap::ValueEnum,
)]
#[serde(rename_all = "lowercase")]
pub enum Seat {
    /// Neither: two players at one keyboard.
    #[default]
    #[value(skip)]
    None,
    /// Black.
    Black,
    /// White.
    White,
    /// Both: the game plays itself.
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

    /// The seat of the sides `black` and `white` played by the computer.
    pub const fn of(black: bool, white: bool) -> Seat {
        match (black, white) {
            (true, true) => Seat::Both,
            (true, false) => Seat::Black,
            (false, true) => Seat::White,
            (false, false) => Seat::None,
        }
    }
}

/// The start screen's choices for a new game as a file holds them: each
/// one may be missing, so that the config file's (pinned) lie over the
/// remembered file's ([`StartSettings::or`]); the start screen fills the
/// rest with its defaults.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct StartSettings {
    /// Which game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub variant: Option<Variant>,
    /// Who moves first.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub first: Option<SideChoice>,
    /// The variant's rule option: strict goal (five-field) or forced
    /// capture (four-field).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule_option: Option<bool>,
    /// Which sides the computer plays.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub computer: Option<Seat>,
    /// The computer's level, 1 to 5.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "level"
    )]
    pub level: Option<u8>,
    /// The clock: `"none"`, or a time control (`"5+3"`, `"30s"`).
    #[serde(default, skip_serializing_if = "Option::is_none", with = "clock")]
    pub clock: Option<Option<crate::rules::TimeControl>>,
    /// A hosted game: hints and the coach allowed (the other side told).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub aids: Option<bool>,
}

/// The clock setting: `"none"` for a game without one.
mod clock {
    use serde::{Deserialize, Deserializer, Serializer};

    use crate::rules::TimeControl;

    #[allow(clippy::ref_option)] // serde's `with` hands the field by reference
    pub fn serialize<S: Serializer>(
        value: &Option<Option<TimeControl>>,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        match value {
            Some(Some(control)) => s.collect_str(control),
            _ => s.serialize_str("none"),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        d: D,
    ) -> Result<Option<Option<TimeControl>>, D::Error> {
        let text = String::deserialize(d)?;
        if text.trim() == "none" {
            return Ok(Some(None));
        }
        text.parse()
            .map(|c| Some(Some(c)))
            .map_err(|e: crate::rules::ClockError| {
                serde::de::Error::custom(crate::store::toml_words::own(&e.worded()))
            })
    }
}

/// A level from 1 to 5.
fn level<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<u8>, D::Error> {
    let n = i64::deserialize(d)?;
    match u8::try_from(n) {
        Ok(level @ 1..=5) => Ok(Some(level)),
        _ => Err(serde::de::Error::custom(super::toml_words::own(
            &crate::t!("toml-level", level = n),
        ))),
    }
}

impl StartSettings {
    /// These settings, each missing one taken from `other`.
    #[must_use]
    pub fn or(self, other: StartSettings) -> StartSettings {
        StartSettings {
            variant: self.variant.or(other.variant),
            first: self.first.or(other.first),
            rule_option: self.rule_option.or(other.rule_option),
            computer: self.computer.or(other.computer),
            level: self.level.or(other.level),
            clock: self.clock.or(other.clock),
            aids: self.aids.or(other.aids),
        }
    }
}

/// The file where the data directory `data` keeps the start screen's choices.
pub fn start_file(data: &Path) -> PathBuf {
    data.join(START_FILE)
}

/// The choices remembered in the data directory `data`: none when there is
/// no file; when the file cannot be read or is not valid, none and a
/// one-line note saying why (the file is then rewritten at the next new game).
pub fn recall_start(data: &Path) -> (StartSettings, Option<String>) {
    let path = start_file(data);
    let shown = super::shown_path(&path);
    let text = match read_guarded_text(&path, MAX_SETTINGS_BYTES) {
        Ok(text) => text,
        Err(super::ReadError::Missing) => return (StartSettings::default(), None),
        Err(e) => {
            return (
                StartSettings::default(),
                Some(crate::t!(
                    "settings-ignored",
                    problem = e.to_string(),
                    file = shown.as_str()
                )),
            );
        }
    };
    let read = toml::from_str::<Remembered>(&text);
    let read = read.or_else(|e| {
        older_sides(&text)
            .and_then(|t| toml::from_str(&t).ok())
            .ok_or(e)
    });
    match read {
        Ok(file) => (file.start, None),
        Err(e) => (
            StartSettings::default(),
            Some(crate::t!(
                "settings-ignored",
                problem = toml_problem(&text, &e),
                file = shown.as_str()
            )),
        ),
    }
}

/// A file written before the `[start]` table named the computer's sides
/// as `black = "human" | "computer"` and `white = …`: the same text with
/// them as `computer = "…"`, or `None` if it has neither or a value other
/// than those two.
pub(super) fn older_sides(text: &str) -> Option<String> {
    let mut file: toml::Table = toml::from_str(text).ok()?;
    let start = file.get_mut("start")?.as_table_mut()?;
    if !start.contains_key("black") && !start.contains_key("white") {
        return None;
    }
    let mut computer = [false; 2];
    for (side, plays) in ["black", "white"].into_iter().zip(&mut computer) {
        *plays = match start.remove(side) {
            None => false,
            Some(value) => match value.as_str()? {
                "human" => false,
                "computer" => true,
                _ => return None,
            },
        };
    }
    let seat = Seat::of(computer[0], computer[1]);
    start.insert("computer".into(), toml::Value::try_from(seat).ok()?);
    toml::to_string(&file).ok()
}

/// The remembered file: one `[start]` table.
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Remembered {
    /// The choices.
    #[serde(default)]
    start: StartSettings,
}

/// Writes `start` into the data directory `data` for the next start.
///
/// # Errors
/// When the folder or the file cannot be written.
pub fn remember_start(data: &Path, start: StartSettings) -> anyhow::Result<()> {
    let text = toml::to_string(&Remembered { start })?;
    std::fs::create_dir_all(data)?;
    write_atomic(
        &start_file(data),
        &format!("# The start screen's last choices, written by kono.\n{text}"),
    )
}

/// The line, counted from 1, of the byte `at` in `text`.
pub(super) fn line_of(text: &str, at: usize) -> usize {
    text.as_bytes()[..at.min(text.len())]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

/// A TOML error of `text` in one line, in the catalogue's words: "line
/// N: the problem".
pub(super) fn toml_problem(text: &str, err: &toml::de::Error) -> String {
    let message = super::toml_words::worded(err.message());
    match err.span() {
        Some(span) => crate::t!(
            "file-at-line",
            line = line_of(text, span.start),
            problem = message
        ),
        None => message,
    }
}
