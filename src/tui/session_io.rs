//! The game on disk: the autosave that follows every change, and the
//! record written when a player saves under a name.

use std::path::{Path, PathBuf};

use crate::rules::record::Tags;
use crate::rules::{Game, Variant};
use crate::store::{self, Timestamp};

use super::app::{App, Refusal};

/// The file name the save prompt offers: `kono-five-2026-11-21-101502.kono`.
fn dated_name(variant: Variant, now: Timestamp) -> String {
    format!(
        "kono-{}-{}.{}",
        variant.name(),
        now.file_stamp(),
        store::EXTENSION
    )
}

/// Keeps every game of the session on disk as it is played: after each
/// change the record is written atomically to the data directory, so that
/// no way of closing the program loses a move.
pub struct Autosave {
    /// The data directory; `None` when autosave is off.
    data: Option<PathBuf>,
    /// The current game's record file (locked), once it has been written.
    file: Option<store::GameFile>,
    /// The app's revision as last written (or as opened): nothing to
    /// write while it is the same.
    written: u64,
    /// Which of the app's games this is.
    game_number: u64,
    /// The current game's tags.
    tags: Tags,
}

impl Autosave {
    /// Autosave into `data`, or nowhere when it is `None`.
    pub fn new(data: Option<PathBuf>) -> Autosave {
        Autosave {
            data,
            file: None,
            written: 0,
            game_number: u64::MAX,
            tags: Tags::default(),
        }
    }

    /// Takes over a game opened from a record: writes go to `file` (a
    /// resumed autosave) or, when it is `None`, to a new file of their own
    /// at the first change.
    pub fn continue_with(&mut self, app: &mut App, tags: Tags, file: Option<store::GameFile>) {
        self.game_number = app.game_number();
        self.written = app.revision();
        self.tags = tags;
        self.file = file;
        app.set_save_name(dated_name(app.variant(), Timestamp::now()));
    }

    /// Writes the record of `game` to `path` for the `s` key, with the
    /// current game's tags; the path it went to, as a full path, for the
    /// status line.
    ///
    /// # Errors
    /// When the file cannot be written.
    pub fn save_as(&self, path: &Path, game: &Game) -> anyhow::Result<String> {
        store::save_as(path, game, &self.tags, false)?;
        let full = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
        Ok(full.display().to_string())
    }

    /// Writes the app's game if it changed since the last write.
    pub fn sync(&mut self, app: &mut App) {
        if app.game_number() != self.game_number {
            // A new game: a file of its own, dated now, written at its first move.
            let now = Timestamp::now();
            self.game_number = app.game_number();
            self.written = app.revision();
            self.file = None;
            self.tags = Tags {
                date: now.date_tag(),
                ..Tags::default()
            };
            app.set_save_name(dated_name(app.variant(), now));
        }
        let Some(data) = &self.data else { return };
        if self.written == app.revision() {
            return;
        }
        let file = self
            .file
            .get_or_insert_with(|| store::GameFile::new(data, app.variant()));
        match file.save(app.game(), &self.tags) {
            Ok(()) => self.written = app.revision(),
            Err(err) => app.notify(Refusal::AutosaveFailed(format!("{err:#}")).into()),
        }
    }
}
