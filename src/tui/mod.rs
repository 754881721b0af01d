//! The terminal game, `kono tui`: terminal set-up and restore, and the event
//! loop that blocks on input. All of the front end's I/O lives here; the
//! state is [`app::App`], the keys [`input`], the drawing [`view`].

pub mod app;
pub mod input;
pub mod theme;
pub mod view;

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};
use std::io::{IsTerminal, Stdout, stdout};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

use anyhow::{Context, bail};
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::cursor::{Hide, Show};
use ratatui::crossterm::event::{self, DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
use signal_hook::iterator::Signals;

use crate::rules::record::Tags;
use crate::rules::{Color, Game, RuleOptions, Variant};
use crate::store::{self, Timestamp};

use app::{Action, App, Effect};

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
    pub file: Option<store::GameFile>,
}

/// Whether the terminal is in the game's mode (raw, alternate screen,
/// mouse capture) and must be given back.
static ACTIVE: AtomicBool = AtomicBool::new(false);

/// Held while a frame or a record is written, so that a signal's restore
/// and exit never land in the middle of one.
static OUTPUT: Mutex<()> = Mutex::new(());

/// Plays the terminal game until the players quit.
///
/// # Errors
/// When stdout is not a terminal, when a rule option does not apply to the
/// variant, or when the terminal cannot be set up, read or written.
pub fn run(config: Config, storage: Storage) -> anyhow::Result<()> {
    if !stdout().is_terminal() {
        bail!(
            "the terminal game needs a terminal, and stdout is not one (try `kono rules` for text)"
        );
    }
    let mut app = App::new(config, random_seed())?;
    let mut autosave = Autosave::new(storage.data);
    if let Some(opened) = storage.open {
        app.load(opened.game, &opened.path.display().to_string());
        autosave.continue_with(&mut app, opened.tags, opened.file);
    }
    if let Some(notice) = storage.notice {
        app.notify(notice, false);
    }
    install_panic_hook();
    watch_signals()?;
    enter().context("setting up the terminal")?;
    let result = event_loop(&mut app, &mut autosave);
    restore();
    result
}

fn event_loop(app: &mut App, autosave: &mut Autosave) -> anyhow::Result<()> {
    let mut terminal = Terminal::new(CrosstermBackend::new(stdout()))?;
    let size = terminal.size()?;
    app.update(Action::Resize(size.width, size.height));
    loop {
        autosave.sync(app);
        draw(&mut terminal, app)?;
        app.set_help_end(view::help_max_scroll(app));
        // Block until an event that means something: no tick, no CPU while idle.
        loop {
            let event = event::read().context("reading the terminal")?;
            if let Some(action) = input::action(&event, app) {
                match app.update(action) {
                    Effect::None => {}
                    Effect::Quit => return Ok(()),
                    Effect::Save(path) => {
                        let result = save(&path, app.game(), &autosave.tags);
                        app.saved(result.map_err(|e| format!("{e:#}")));
                    }
                }
                break;
            }
        }
    }
}

/// Writes the record of `game` to `path` for the `s` key; the path it went
/// to, as a full path, for the status line.
fn save(path: &Path, game: &Game, tags: &Tags) -> anyhow::Result<String> {
    let _output = OUTPUT
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    store::save_as(path, game, tags, false)?;
    let full = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    Ok(full.display().to_string())
}

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
struct Autosave {
    /// The data directory; `None` when autosave is off.
    data: Option<PathBuf>,
    /// The current game's record file, once it has been written.
    file: Option<store::GameFile>,
    /// The game as last written (or as opened): nothing to write while equal.
    written: Option<Game>,
    /// Which of the app's games this is.
    game_number: u64,
    /// The current game's tags.
    tags: Tags,
}

impl Autosave {
    fn new(data: Option<PathBuf>) -> Autosave {
        Autosave {
            data,
            file: None,
            written: None,
            game_number: u64::MAX,
            tags: Tags::default(),
        }
    }

    /// Takes over a game opened from a record: writes go to `file` (a
    /// resumed autosave) or, when it is `None`, to a new file of their own
    /// at the first change.
    fn continue_with(&mut self, app: &mut App, tags: Tags, file: Option<store::GameFile>) {
        self.game_number = app.game_number();
        self.written = Some(app.game().clone());
        self.tags = tags;
        self.file = file;
        app.set_save_name(dated_name(app.variant(), Timestamp::now()));
    }

    /// Writes the app's game if it changed since the last write.
    fn sync(&mut self, app: &mut App) {
        if app.game_number() != self.game_number {
            // A new game: a file of its own, dated now, written at its first move.
            let now = Timestamp::now();
            self.game_number = app.game_number();
            self.written = Some(app.game().clone());
            self.file = None;
            self.tags = Tags {
                date: now.date_tag(),
                ..Tags::default()
            };
            app.set_save_name(dated_name(app.variant(), now));
        }
        let Some(data) = &self.data else { return };
        if self.written.as_ref() == Some(app.game()) {
            return;
        }
        let file = self
            .file
            .get_or_insert_with(|| store::GameFile::new(data, app.variant()));
        let _output = OUTPUT
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        match file.save(app.game(), &self.tags) {
            Ok(()) => self.written = Some(app.game().clone()),
            Err(err) => app.notify(format!("autosave failed: {err:#}"), true),
        }
    }
}

fn draw(terminal: &mut Terminal<CrosstermBackend<Stdout>>, app: &App) -> anyhow::Result<()> {
    let _screen = OUTPUT
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    terminal
        .draw(|frame| view::draw(app, frame))
        .context("drawing the screen")?;
    Ok(())
}

/// Raw mode, the alternate screen, mouse capture, cursor hidden. On a
/// failure part of the way, what was switched on is switched off again.
fn enter() -> std::io::Result<()> {
    // Marked first: a signal or panic from here on must restore whatever
    // part of the mode is on (restoring what is off does no harm).
    ACTIVE.store(true, Ordering::SeqCst);
    let result = enable_raw_mode()
        .and_then(|()| execute!(stdout(), EnterAlternateScreen, EnableMouseCapture, Hide));
    if result.is_err() {
        restore();
    }
    result
}

/// Gives the terminal back as it was. Does nothing the second time.
fn restore() {
    if ACTIVE.swap(false, Ordering::SeqCst) {
        // Best effort: there is nowhere left to report a failure to.
        let _ = execute!(stdout(), DisableMouseCapture, LeaveAlternateScreen, Show);
        let _ = disable_raw_mode();
    }
}

/// Restores the terminal before the panic message is printed.
fn install_panic_hook() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        restore();
        previous(info);
    }));
}

/// On SIGTERM, SIGHUP, SIGINT or SIGQUIT: restore the terminal and exit.
/// The blocking read in the event loop cannot be woken, so a thread of its
/// own handles the signals.
fn watch_signals() -> anyhow::Result<()> {
    let mut signals =
        Signals::new([SIGTERM, SIGHUP, SIGINT, SIGQUIT]).context("watching for signals")?;
    std::thread::spawn(move || {
        if let Some(signal) = signals.forever().next() {
            let _screen = OUTPUT
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            restore();
            std::process::exit(128 + signal);
        }
    });
    Ok(())
}

/// A random seed for drawing lots. The standard library has no random
/// number API, but every process's first `RandomState` is keyed from the
/// operating system's randomness, so the hash of nothing is unpredictable;
/// this spares a dependency on `rand` for one bit per game.
fn random_seed() -> u64 {
    RandomState::new().build_hasher().finish()
}
