//! The game on disk, for the event loop: the autosave that follows every
//! change ([`crate::tui::action::Effect::Autosave`]), and the record written
//! when a player saves under a name; both name the computer among the
//! players (`[White "kono level 3"]`), so that a resumed game goes on
//! against it. What the App is to hear comes back as Actions.

use std::path::{Path, PathBuf};

use crate::rules::record::Tags;
use crate::rules::{Game, Variant};
use crate::store::{self, Timestamp};

use super::action::{Action, Snapshot};

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
    /// The app's count of moves played as the game began or was opened:
    /// until it changes, the game gets no file of its own.
    played: u64,
    /// When the current game began: its file's name and the name the
    /// save prompt offers both come from it.
    started: Timestamp,
    /// The current game's tags.
    tags: Tags,
    /// The lock on a file of the player's (`--load`), held while its game
    /// is played.
    lock: Option<store::Lock>,
}

impl Autosave {
    /// Autosave into `data`, or nowhere when it is `None`.
    pub fn new(data: Option<PathBuf>) -> Autosave {
        Autosave {
            data,
            file: None,
            written: 0,
            game_number: u64::MAX,
            played: 0,
            started: Timestamp::now(),
            tags: Tags::default(),
            lock: None,
        }
    }

    /// Holds `lock` (a `--load`ed file's) while this game is played.
    pub fn hold(&mut self, lock: Option<store::Lock>) {
        self.lock = lock;
    }

    /// Takes over a game opened from a record: writes go to `file` (a
    /// resumed autosave) or, when it is `None`, to a new file of their own
    /// at the first change.
    /// The name the save prompt is to offer comes back.
    pub fn continue_with(
        &mut self,
        at: &Snapshot,
        tags: Tags,
        file: Option<store::GameFile>,
    ) -> Action {
        self.game_number = at.game_number;
        self.written = at.revision;
        self.played = at.additions;
        self.tags = tags;
        self.file = file;
        self.started = Timestamp::now();
        Action::SaveName(dated_name(at.config.variant, self.started))
    }

    /// Writes the record of `game` to `path` for the `s` key, with the
    /// current game's tags; the path it went to, as a full path, for the
    /// status line.
    ///
    /// # Errors
    /// When the file cannot be written.
    pub fn save_as(&self, path: &Path, game: &Game, replace: bool) -> anyhow::Result<String> {
        store::save_as(path, game, &self.tags, replace)?;
        let full = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
        Ok(full.display().to_string())
    }

    /// Keeps `game`, the joiner's copy of a network game that differs from
    /// the host's record (which the autosave goes on writing), in a file of
    /// its own beside the autosave ([`store::keep_beside`]); its full path
    /// comes back.
    ///
    /// # Errors
    /// When autosave is off, or the file cannot be written.
    pub fn keep_copy(&self, game: &Game) -> anyhow::Result<PathBuf> {
        let Some(data) = &self.data else {
            anyhow::bail!(crate::t!("status-autosave-off"));
        };
        let beside = match self.file.as_ref().and_then(store::GameFile::path) {
            Some(path) => path.to_path_buf(),
            None => {
                let dir = store::games_dir(data);
                std::fs::create_dir_all(&dir)?;
                dir.join(dated_name(game.start().variant(), self.started))
            }
        };
        let path = store::keep_beside(&beside, game, &self.tags)?;
        Ok(std::path::absolute(&path).unwrap_or(path))
    }

    /// Writes the game of `now` if it changed since the last write. (Also
    /// keeps the tags naming who plays, for [`Autosave::save_as`].) What
    /// the App is to hear comes back: the name the save prompt offers for
    /// a new game, or that the write failed.
    pub fn sync(&mut self, now: &Snapshot) -> Vec<Action> {
        let mut news = Vec::new();
        if now.game_number != self.game_number {
            // A new game: a file of its own, dated now, written at its first move.
            self.started = Timestamp::now();
            self.game_number = now.game_number;
            self.written = now.revision;
            self.played = now.additions;
            self.file = None;
            self.tags = Tags {
                date: self.started.date_tag(),
                ..Tags::default()
            };
            let variant = now.game.start().variant();
            news.push(Action::SaveName(dated_name(variant, self.started)));
        }
        now.config.name_players(&mut self.tags);
        if let Some(network) = &now.network {
            self.tags.network = Some(network.id.clone());
            self.tags.black.clone_from(&network.black);
            self.tags.white.clone_from(&network.white);
        }
        if let Some(tag) = &now.puzzle {
            self.tags.puzzle = Some(tag.clone());
        }
        // Hints switched on or off are worth a write of their own once the
        // game has a file: a resumed game shows them as they were.
        if let Some((control, stamps)) = &now.clock {
            self.tags.clock = Some(*control);
            self.tags.clocks.clone_from(stamps);
        }
        let hints_changed = self.tags.hints != now.hints;
        self.tags.hints = now.hints;
        let Some(data) = &self.data else {
            return news;
        };
        // Looking (undo, redo) writes nothing until a file exists: only a
        // new move gives a game one.
        let has_file = self.file.as_ref().is_some_and(|f| f.path().is_some());
        if (self.written == now.revision && !(hints_changed && has_file))
            || (!has_file && self.played == now.additions)
        {
            return news;
        }
        let started = self.started;
        let variant = now.game.start().variant();
        let file = self
            .file
            .get_or_insert_with(|| store::GameFile::new(data, variant, started));
        match file.save(&now.game, &self.tags) {
            Ok(()) => self.written = now.revision,
            Err(err) => news.push(Action::AutosaveFailed(err.into())),
        }
        news
    }
}
#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic: that is how they fail

    use super::*;
    use crate::tui::action::{Action, Begin, Effect, Effects};
    use crate::tui::app::App;
    use crate::tui::config::Config;

    fn app() -> App {
        let config = Config::new(Variant::ALL[1]);
        // Not resized yet: the first action's autosave is the game's first.
        App::new(config, 1).unwrap()
    }

    /// Carries out the autosaves in `effects` as the event loop does, the
    /// news told back to the app.
    fn carry(app: &mut App, autosave: &mut Autosave, effects: Effects) {
        for effect in effects {
            let news = match effect {
                Effect::Autosave(snapshot) => autosave.sync(&snapshot),
                Effect::Continue(at, tags) => vec![autosave.continue_with(&at, *tags, None)],
                _ => Vec::new(),
            };
            for news in news {
                let more = app.update(news);
                carry(app, autosave, more);
            }
        }
    }

    /// Applies `action`, the autosave carried out.
    fn act(app: &mut App, autosave: &mut Autosave, action: Action) {
        let effects = app.update(action);
        carry(app, autosave, effects);
    }

    fn play(app: &mut App, autosave: &mut Autosave, from: &str, to: &str) {
        act(app, autosave, Action::Click(from.parse().unwrap()));
        act(app, autosave, Action::Click(to.parse().unwrap()));
    }

    fn files(data: &Path) -> Vec<PathBuf> {
        let mut files: Vec<PathBuf> = std::fs::read_dir(store::games_dir(data))
            .map(|dir| {
                dir.filter_map(|e| e.ok().map(|e| e.path()))
                    // Not the hidden lock files beside the records.
                    .filter(|p| {
                        !p.file_name()
                            .is_some_and(|n| n.to_string_lossy().starts_with('.'))
                    })
                    .collect()
            })
            .unwrap_or_default();
        files.sort();
        files
    }

    fn scratch() -> tempfile::TempDir {
        tempfile::tempdir().unwrap()
    }

    #[test]
    fn the_autosave_and_the_save_prompt_share_the_start_time() {
        let scratch = scratch();
        let data = scratch.path().to_path_buf();
        let mut app = app();
        let mut autosave = Autosave::new(Some(data.clone()));
        act(&mut app, &mut autosave, Action::Resize(100, 32));
        // The first move comes more than a second after the start.
        std::thread::sleep(std::time::Duration::from_millis(1100));
        play(&mut app, &mut autosave, "a1", "a3");
        act(&mut app, &mut autosave, Action::Save);
        let offered = app.prompt().unwrap().to_string();
        let written = files(&data);
        assert_eq!(written.len(), 1, "{written:?}");
        let name = written[0]
            .file_name()
            .unwrap()
            .to_string_lossy()
            .to_string();
        let stamp = name.trim_end_matches("-four.kono");
        assert!(offered.contains(stamp), "{offered} and {name}");
    }

    #[test]
    fn looking_through_a_loaded_game_writes_nothing() {
        let scratch = scratch();
        let data = scratch.path().to_path_buf();
        let mut played = app();
        let mut nowhere = Autosave::new(None);
        play(&mut played, &mut nowhere, "a1", "a3");
        play(&mut played, &mut nowhere, "b4", "b2");
        let mut app = app();
        let mut autosave = Autosave::new(Some(data.clone()));
        let begin = Begin::Record {
            game: played.game().clone(),
            from: "mine.kono".to_string(),
            tags: Box::default(),
            read_only: None,
        };
        act(&mut app, &mut autosave, begin.into());
        assert!(files(&data).is_empty(), "{:?}", files(&data));
        for action in [Action::Undo, Action::Undo, Action::Redo, Action::Redo] {
            act(&mut app, &mut autosave, action);
        }
        assert!(files(&data).is_empty(), "{:?}", files(&data));
        // A new move is a new game of the player's: it gets a file.
        act(&mut app, &mut autosave, Action::Undo);
        play(&mut app, &mut autosave, "b4", "b2");
        assert_eq!(files(&data).len(), 1);
    }

    /// A table that knows one position: a win in 3 for its side to move.
    struct One(crate::rules::Position);

    impl crate::ai::Solved for One {
        fn value(&self, pos: &crate::rules::Position) -> Option<crate::ai::Value> {
            (*pos == self.0).then_some(crate::ai::Value::Win(3))
        }
    }

    #[test]
    fn a_saved_puzzle_has_its_tag_and_loads_again() {
        let scratch = scratch();
        let data = scratch.path().to_path_buf();
        let start: crate::rules::Position = "wwwww/w...w/...../b...b/bbbbb b".parse().unwrap();
        let table = std::sync::Arc::new(One(start));
        let puzzle =
            super::super::app::Puzzle::new(table, start, Default::default(), 3, 42).unwrap();
        let mut app = app();
        app.start_puzzle(puzzle);
        let mut autosave = Autosave::new(None);
        play(&mut app, &mut autosave, "a2", "b3");
        std::fs::create_dir_all(&data).unwrap();
        let path = data.join("puzzle.kono");
        autosave.save_as(&path, app.game(), false).unwrap();
        let (game, tags) = store::load(&path).unwrap();
        assert_eq!(tags.puzzle.as_deref(), Some("win in 2 moves, seed 42"));
        assert_eq!(game.start(), &start);
        assert_eq!(game.ply_count(), 1);
    }

    #[test]
    fn hints_are_written_with_the_game_and_come_back_with_it() {
        let scratch = scratch();
        let data = scratch.path().to_path_buf();
        let mut app = app();
        let mut autosave = Autosave::new(Some(data.clone()));
        play(&mut app, &mut autosave, "a1", "a3");
        let written = files(&data);
        assert_eq!(written.len(), 1);
        let text = || std::fs::read_to_string(&written[0]).unwrap();
        assert!(!text().contains("[Hints"), "{}", text());
        // Switching hints on writes the record again, with its tag.
        act(&mut app, &mut autosave, Action::Hints);
        assert!(text().contains("[Hints \"on\"]"), "{}", text());
        // Resuming the record shows hints again.
        let (game, tags) = store::load(&written[0]).unwrap();
        let mut resumed = self::app();
        assert!(!resumed.hints());
        let mut again = Autosave::new(Some(data.clone()));
        let begin = Begin::Record {
            game,
            from: "resumed".to_string(),
            tags: Box::new(tags),
            read_only: None,
        };
        act(&mut resumed, &mut again, begin.into());
        assert!(resumed.hints());
        assert_eq!(files(&data).len(), 1, "resuming writes no new file");
        // Reviewing writes nothing.
        let revision = app.revision();
        let before = text();
        for action in [
            Action::Review,
            Action::Cursor(crate::tui::action::Dir::Left),
            Action::Review,
        ] {
            act(&mut app, &mut autosave, action);
        }
        assert_eq!(app.revision(), revision);
        assert_eq!(text(), before);
    }
}
