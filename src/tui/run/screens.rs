//! The loop's screen changes and saves: the `s` key's save, back to the
//! start screen, a new game, a lesson, a puzzle, a saved game opened.

use crate::tui::why::Why;
use std::path::PathBuf;

use super::Loop;
use super::net::NetLink;
use crate::store;
use crate::tui::action::{Action, Begin};
use crate::tui::app::{App, Refusal, Status};
use crate::tui::backend::Surface;
use crate::tui::open::{Source, open};
use crate::tui::screen::Screen;
use crate::tui::session_io::Autosave;
use crate::tui::start::{self, Library, Start};

impl<B: Surface> Loop<B> {
    /// Saves `game` to what the player typed for the `s` key (a name into
    /// the games folder, see [`store::save_path`]; replacing a file there
    /// only when the player said so, to the file this loop named when it
    /// asked); how it went is told to the screen.
    pub(super) fn save(&mut self, typed: PathBuf, game: &crate::rules::Game, replace: bool) {
        let path = match replace {
            true => typed,
            false => match store::save_path(self.data.as_deref(), &typed, self.served) {
                Ok(path) => path,
                Err(why) => {
                    self.pending.push_back(Action::Saved(Err(Why::new(why))));
                    return;
                }
            },
        };
        if !replace {
            match store::SaveTarget::check(&path) {
                store::SaveTarget::Existing => {
                    self.pending.push_back(Action::SaveExists(path));
                    return;
                }
                store::SaveTarget::Refused(why) => {
                    self.pending.push_back(Action::Saved(Err(Why::new(why))));
                    return;
                }
                store::SaveTarget::New => {}
            }
        }
        let result = self.autosave.save_as(&path, game, replace);
        self.pending
            .push_back(Action::Saved(result.map_err(Why::from)));
    }

    /// Back to the start screen: the game was autosaved by the effect
    /// before this one; its file and lock are let go.
    pub(super) fn home(&mut self) -> anyhow::Result<()> {
        self.workers.stop_all();
        // The friend over the network is told; the listening stops.
        self.net = NetLink::default();
        self.autosave = Autosave::new(self.data.clone());
        self.continuing = None;
        self.pending.clear();
        self.screen = start_screen(self.data.as_deref(), &self.pinned, Vec::new(), self.served);
        self.show()
    }

    /// A new game with the start screen's `choices`, remembered for the
    /// next run.
    pub(super) fn new_game(&mut self, choices: start::Choices) -> anyhow::Result<()> {
        let notice = match &self.data {
            Some(dir) => start::remember(dir, &choices)
                .err()
                .map(|err| Refusal::NotRemembered(err.into()).into()),
            None => Some(autosave_off()),
        };
        let app = App::new(choices.config(self.base), fastrand::u64(..))?;
        self.screen = self.game(app, None, notice);
        self.show()
    }

    /// Opens the lessons of `variant` where they were left (the first task
    /// not done), chosen on the start screen.
    pub(super) fn lesson(&mut self, variant: crate::rules::Variant) -> anyhow::Result<()> {
        let (progress, note) = match &self.data {
            Some(dir) => store::load_progress(dir),
            None => (store::Progress::default(), None),
        };
        let course = crate::learn::Course::of(variant);
        let resume = course.resume(|t| progress.stars(&t.key()));
        let Some(task) = resume.or_else(|| course.tasks().next()).cloned() else {
            return Ok(());
        };
        let config = crate::tui::Config {
            variant,
            options: task.options,
            computer: crate::tui::Seat::None,
            ..self.base
        };
        let app = App::new(config, fastrand::u64(..))?;
        let begin = Begin::Lesson {
            course: Box::new(course),
            task: Box::new(task),
            progress: Box::new(progress),
        };
        self.screen = self.begin(app, begin, note.map(Status::Notice));
        self.show()
    }

    /// A puzzle of `variant` as `kono puzzle` opens one (about as far from
    /// the end, a random seed, the usual rules), chosen on the start
    /// screen: the game screen waits while a worker has the table and
    /// picks the puzzle (five-field's table, when missing, is built with
    /// `b` there).
    pub(super) fn puzzle(&mut self, variant: crate::rules::Variant) -> anyhow::Result<()> {
        let config = crate::tui::Config {
            variant,
            options: crate::rules::RuleOptions::default(),
            computer: crate::tui::Seat::None,
            ..self.base
        };
        let app = App::new(config, fastrand::u64(..))?;
        let begin = Begin::SeekPuzzle {
            plies: crate::ai::puzzle::DEFAULT_PLIES,
            seed: fastrand::u64(..1_000_000),
        };
        let notice = self.data.is_none().then(autosave_off);
        self.screen = self.begin(app, begin, notice);
        self.show()
    }

    /// Opens the saved game in `path`, chosen on the start screen; when it
    /// cannot be opened, the start screen says why.
    pub(super) fn open_saved(&mut self, path: PathBuf) -> anyhow::Result<()> {
        match open(Source::Saved(path)) {
            Ok(opened) => {
                let app = App::new(self.base, fastrand::u64(..))?;
                let notice = self.data.is_none().then(autosave_off);
                self.screen = self.game(app, Some(opened), notice);
                self.show()
            }
            Err(err) => {
                self.pending.push_back(Action::Unreadable(err.into()));
                Ok(())
            }
        }
    }
}

/// The start screen with the games found in `data` and the choices
/// remembered there (those `pinned` by the config file win), showing
/// `notes` first; `served`, a session of `kono serve`'s (no network game
/// of its own).
pub fn start_screen(
    data: Option<&std::path::Path>,
    pinned: &store::StartSettings,
    notes: Vec<String>,
    served: bool,
) -> Screen {
    let mut library = data.map(Library::scan).unwrap_or_default();
    let (choices, note) = start::recall_with(data, *pinned);
    library.unreadable.extend(notes.into_iter().chain(note));
    let mut start = Start::new(choices, library);
    start.served = served;
    let start = if start::remembers_nothing(data) && *pinned == store::StartSettings::default() {
        start.first_run()
    } else {
        start
    };
    Screen::Start(Box::new(start))
}

/// The notice that autosave is off.
const fn autosave_off() -> Status {
    Status::AutosaveOff
}
