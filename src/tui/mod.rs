//! The terminal game, `kono tui`: terminal set-up and restore, and the event
//! loop. One event from the `event` channel becomes an [`action::Action`]
//! ([`input`]), the [`app::App`] applies it and returns an
//! [`action::Effect`] that the loop carries out (quit, save), autosave
//! follows the App's revision (`session_io`), and [`view`] draws the
//! frame into the places [`layout`] computes.

pub mod action;
pub mod app;
mod config;
mod event;
pub mod help;
pub mod input;
pub mod keymap;
pub mod layout;
mod session_io;
pub mod theme;
pub mod view;
mod words;

pub use config::{Config, Opened, Storage};

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};
use std::io::{IsTerminal, stdout};
use std::sync::atomic::{AtomicBool, Ordering};

use anyhow::{Context, bail};
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::cursor::{Hide, Show};
use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use ratatui::layout::Rect;

use action::{Action, Effect};
use app::{App, Status};
use event::{Event, Events};
use layout::Layout;
use session_io::Autosave;
use theme::Theme;

/// Set (to anything) to make the game panic once its first frame is on
/// screen: for testing that a panic gives the terminal back.
const DEBUG_PANIC: &str = "KONO_DEBUG_PANIC";

/// Whether the terminal is in the game's mode (raw, alternate screen,
/// mouse capture) and must be given back.
static ACTIVE: AtomicBool = AtomicBool::new(false);

/// How the event loop ended.
enum Ended {
    /// The players quit.
    Quit,
    /// A signal (its number) asked the program to end.
    Signal(i32),
}

/// Plays the terminal game until the players quit. On SIGTERM, SIGHUP,
/// SIGINT or SIGQUIT the game is saved, the terminal given back, and the
/// program exits with 128 + the signal's number.
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
    let theme = Theme::new(config.ascii, config.color);
    let mut autosave = Autosave::new(storage.data);
    if let Some(opened) = storage.open {
        app.load(opened.game, &opened.path.display().to_string());
        let keep_writing = opened.resumed.then_some(opened.path);
        autosave.continue_with(&mut app, opened.tags, keep_writing);
    }
    if let Some(notice) = storage.notice {
        app.notify(Status::Notice(notice));
    }
    install_panic_hook();
    let events = Events::with_signals()?;
    enter().context("setting up the terminal")?;
    let result = events
        .read_terminal()
        .and_then(|()| event_loop(&mut app, &mut autosave, &events, &theme));
    restore();
    match result? {
        Ended::Quit => Ok(()),
        // On the main thread, with the terminal given back and the game
        // saved: nothing is left to clean up.
        Ended::Signal(signal) => std::process::exit(128 + signal),
    }
}

fn event_loop(
    app: &mut App,
    autosave: &mut Autosave,
    events: &Events,
    theme: &Theme,
) -> anyhow::Result<Ended> {
    let mut terminal = Terminal::new(CrosstermBackend::new(stdout()))?;
    let size = terminal.size()?;
    app.update(Action::Resize(size.width, size.height));
    let debug_panic = std::env::var_os(DEBUG_PANIC).is_some();
    let mut layout = Layout::new(Rect::default(), app.variant(), app.flipped());
    loop {
        autosave.sync(app);
        terminal
            .draw(|frame| {
                layout = view::layout(app, frame.area());
                view::draw(app, &layout, theme, frame);
            })
            .context("drawing the screen")?;
        if debug_panic {
            panic!("{DEBUG_PANIC} is set: a panic with the game on screen");
        }
        // Block until an event that means something: no tick, no CPU while idle.
        let action = loop {
            match events.next() {
                Event::Terminal(event) => {
                    if let Some(action) = input::action(&event, app.mode(), &layout) {
                        break action;
                    }
                }
                Event::Signal(signal) => {
                    autosave.sync(app);
                    return Ok(Ended::Signal(signal));
                }
                Event::InputLost(Some(err)) => return Err(err).context("reading the terminal"),
                Event::InputLost(None) => bail!("reading the terminal: the input thread stopped"),
            }
        };
        match app.update(action) {
            Effect::None => {}
            Effect::Quit => return Ok(Ended::Quit),
            Effect::Save(path) => match session_io::check_target(&path) {
                Ok(true) => app.ask_overwrite(path),
                Ok(false) => save(app, autosave, &path),
                Err(why) => app.saved(Err(why)),
            },
            Effect::Overwrite(path) => save(app, autosave, &path),
        }
    }
}

/// Saves the game to `path` for the `s` key and tells the App how it went.
fn save(app: &mut App, autosave: &Autosave, path: &std::path::Path) {
    let result = autosave.save_as(path, app.game());
    app.saved(result.map_err(|e| format!("{e:#}")));
}

/// Raw mode, the alternate screen, mouse capture, cursor hidden. On a
/// failure part of the way, what was switched on is switched off again.
fn enter() -> std::io::Result<()> {
    // Marked first: a panic from here on must restore whatever part of the
    // mode is on (restoring what is off does no harm).
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

/// A random seed for drawing lots. The standard library has no random
/// number API, but every process's first `RandomState` is keyed from the
/// operating system's randomness, so the hash of nothing is unpredictable;
/// this spares a dependency on `rand` for one bit per game.
fn random_seed() -> u64 {
    RandomState::new().build_hasher().finish()
}
