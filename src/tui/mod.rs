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

use crate::rules::{Color, RuleOptions, Variant};

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
    /// false when NO_COLOR is set (main decides: std::env::var_os("NO_COLOR") non-empty).
    pub color: bool,
}

/// Whether the terminal is in the game's mode (raw, alternate screen,
/// mouse capture) and must be given back.
static ACTIVE: AtomicBool = AtomicBool::new(false);

/// Held while a frame is written, so that a signal's restore never lands in
/// the middle of one.
static SCREEN: Mutex<()> = Mutex::new(());

/// Plays the terminal game until the players quit.
///
/// # Errors
/// When stdout is not a terminal, when a rule option does not apply to the
/// variant, or when the terminal cannot be set up, read or written.
pub fn run(config: Config) -> anyhow::Result<()> {
    if !stdout().is_terminal() {
        bail!(
            "the terminal game needs a terminal, and stdout is not one (try `kono rules` for text)"
        );
    }
    let mut app = App::new(config, random_seed())?;
    install_panic_hook();
    watch_signals()?;
    enter().context("setting up the terminal")?;
    let result = event_loop(&mut app);
    restore();
    result
}

fn event_loop(app: &mut App) -> anyhow::Result<()> {
    let mut terminal = Terminal::new(CrosstermBackend::new(stdout()))?;
    let size = terminal.size()?;
    app.update(Action::Resize(size.width, size.height));
    loop {
        draw(&mut terminal, app)?;
        // Block until an event that means something: no tick, no CPU while idle.
        loop {
            let event = event::read().context("reading the terminal")?;
            if let Some(action) = input::action(&event, app) {
                if app.update(action) == Effect::Quit {
                    return Ok(());
                }
                break;
            }
        }
    }
}

fn draw(terminal: &mut Terminal<CrosstermBackend<Stdout>>, app: &App) -> anyhow::Result<()> {
    let _screen = SCREEN
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    terminal
        .draw(|frame| view::draw(app, frame))
        .context("drawing the screen")?;
    Ok(())
}

/// Raw mode, the alternate screen, mouse capture, cursor hidden.
fn enter() -> std::io::Result<()> {
    enable_raw_mode()?;
    ACTIVE.store(true, Ordering::SeqCst);
    execute!(stdout(), EnterAlternateScreen, EnableMouseCapture, Hide)
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
            let _screen = SCREEN
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
