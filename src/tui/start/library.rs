//! What the start screen finds on disk: the saved games, newest first, with
//! the unfinished one to resume, and the choices remembered from the last
//! new game (a small file in the data directory, written atomically).

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use crate::rules::{Outcome, Variant};
use crate::store;

use super::{Choices, First};

/// The file of remembered choices, in the data directory.
const CHOICES_FILE: &str = "start-screen.txt";

/// One saved game, as the list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// Its record.
    pub path: PathBuf,
    /// Which game.
    pub variant: Variant,
    /// Its moves so far.
    pub moves: usize,
    /// How it ended, if it has.
    pub outcome: Option<Outcome>,
    /// When it was last written.
    pub written: SystemTime,
}

/// The games in the data directory.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Library {
    /// Every readable game, newest first.
    pub games: Vec<Summary>,
    /// The unfinished game played last, if any (also in `games`).
    pub unfinished: Option<Summary>,
    /// Records that could not be read, with why, for the status line.
    pub unreadable: Vec<String>,
}

impl Library {
    /// The games saved under `data`, newest first, as the store reads
    /// them (after tidying what crashes left): a game open in another kono
    /// window is neither offered nor opened here.
    pub fn scan(data: &Path) -> Library {
        store::clean_up(data);
        let saved = store::SavedGames::read(data);
        let summary = |g: &store::SavedGame| Summary {
            path: g.path.clone(),
            variant: g.game.start().variant(),
            moves: g.game.ply_count(),
            outcome: g.game.outcome(),
            written: g.modified,
        };
        Library {
            games: saved
                .games
                .iter()
                .filter(|g| g.open_in.is_none())
                .map(summary)
                .collect(),
            unfinished: saved
                .resumable()
                .filter(|g| g.game.ply_count() > 0)
                .map(summary),
            unreadable: saved.problems.iter().map(ToString::to_string).collect(),
        }
    }
}

/// The choices remembered in `data`, or the defaults.
pub fn recall(data: Option<&Path>) -> Choices {
    let text = data
        .and_then(|dir| std::fs::read_to_string(dir.join(CHOICES_FILE)).ok())
        .unwrap_or_default();
    let mut choices = Choices::default();
    for line in text.lines() {
        let Some((key, value)) = line.split_once('=') else {
            continue;
        };
        let (key, value) = (key.trim(), value.trim());
        match (key, value) {
            ("variant", "five") => choices.variant = Variant::Five,
            ("variant", "four") => choices.variant = Variant::Four,
            ("first", "random") => choices.first = First::Random,
            ("first", "black") => choices.first = First::Black,
            ("first", "white") => choices.first = First::White,
            ("option", v) => choices.option = v == "yes",
            ("black", v) => choices.computer_black = v == "computer",
            ("white", v) => choices.computer_white = v == "computer",
            ("level", v) => {
                if let Ok(level @ 1..=5) = v.parse::<u8>() {
                    choices.level = level;
                }
            }
            _ => {}
        }
    }
    choices
}

/// Writes `choices` into `data` for the next start.
///
/// # Errors
/// When the file cannot be written.
pub fn remember(data: &Path, choices: &Choices) -> anyhow::Result<()> {
    let who = |computer: bool| if computer { "computer" } else { "human" };
    let text = format!(
        "variant={}\nfirst={}\noption={}\nblack={}\nwhite={}\nlevel={}\n",
        choices.variant.name(),
        match choices.first {
            First::Random => "random",
            First::Black => "black",
            First::White => "white",
        },
        if choices.option { "yes" } else { "no" },
        who(choices.computer_black),
        who(choices.computer_white),
        choices.level,
    );
    std::fs::create_dir_all(data)?;
    store::write_atomic(&data.join(CHOICES_FILE), &text)
}
