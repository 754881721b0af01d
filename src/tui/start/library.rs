//! What the start screen finds on disk: the saved games, newest first, with
//! the unfinished one to resume, and the choices remembered from the last
//! new game (`start.toml` in the data directory, kept by the store) under
//! those the config file pins.

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use crate::learn::Course;
use crate::rules::Variant;
use crate::rules::record::{Finished, Players};
use crate::store::{self, StartSettings};

use super::Choices;

/// One saved game, as the list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// Its record.
    pub path: PathBuf,
    /// Which game.
    pub variant: Variant,
    /// Its plies so far (the words number them in pairs, as the record).
    pub moves: usize,
    /// How it ended, if it has.
    pub outcome: Option<Finished>,
    /// When it was last written.
    pub written: SystemTime,
    /// Who played.
    pub players: Players,
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
    /// The lessons done and the lessons there are, every course together.
    pub lessons: (usize, usize),
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
            variant: g.variant,
            moves: g.plies,
            outcome: g.finished,
            written: g.modified,
            players: g.players.clone(),
        };
        let (progress, note) = store::load_progress(data);
        let mut unreadable: Vec<String> = saved.problems.iter().map(ToString::to_string).collect();
        unreadable.extend(note);
        Library {
            lessons: lessons_done(&progress),
            games: saved
                .games
                .iter()
                .filter(|g| g.open_in.is_none())
                .map(summary)
                .collect(),
            unfinished: saved.resumable().filter(|g| g.plies > 0).map(summary),
            unreadable,
        }
    }
}

/// The lessons done by `progress`, and the lessons there are, every
/// course together: "Lessons 7/32".
pub fn lessons_done(progress: &store::Progress) -> (usize, usize) {
    Course::all()
        .into_iter()
        .fold((0, 0), |(done, all), course| {
            (
                done + course.lessons_done(|t| progress.stars(&t.key())),
                all + course.lessons.len(),
            )
        })
}

/// The choices remembered in `data`, or the defaults.
pub fn recall(data: Option<&Path>) -> Choices {
    recall_with(data, StartSettings::default()).0
}

/// The choices for the start screen: those `pinned` in the config file,
/// then those remembered in `data`, then the defaults; and a one-line note
/// when the remembered file had to be ignored.
pub fn recall_with(data: Option<&Path>, pinned: StartSettings) -> (Choices, Option<String>) {
    let (remembered, note) = match data {
        Some(dir) => store::recall_start(dir),
        None => (StartSettings::default(), None),
    };
    (choices_of(pinned.or(remembered)), note)
}

/// Whether nothing is remembered in `data` (a first run): the start
/// screen then suggests its first entry.
pub fn remembers_nothing(data: Option<&Path>) -> bool {
    data.is_none_or(|dir| store::recall_start(dir).0 == StartSettings::default())
}

/// The choices `settings` give, the defaults where they are silent.
pub fn choices_of(settings: StartSettings) -> Choices {
    let d = Choices::default();
    let variant = settings.variant.unwrap_or(d.variant);
    Choices {
        variant,
        // Unnamed, the first mover is the one the game's rule book names.
        first: settings.first.unwrap_or(super::first_by_rules(variant)),
        option: settings.rule_option.unwrap_or(d.option),
        computer: settings.computer.unwrap_or(d.computer),
        level: settings.level.unwrap_or(d.level),
        clock: settings.clock.unwrap_or(d.clock),
        aids: settings.aids.unwrap_or(d.aids),
    }
}

/// `choices` as settings write them.
pub fn settings_of(choices: &Choices) -> StartSettings {
    StartSettings {
        variant: Some(choices.variant),
        first: Some(choices.first),
        rule_option: Some(choices.option),
        computer: Some(choices.computer),
        level: Some(choices.level),
        clock: Some(choices.clock),
        aids: Some(choices.aids),
    }
}

/// Writes `choices` into `data` for the next start.
///
/// # Errors
/// When the file cannot be written.
pub fn remember(data: &Path, choices: &Choices) -> anyhow::Result<()> {
    store::remember_start(data, settings_of(choices))
}
