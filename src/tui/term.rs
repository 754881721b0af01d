//! The terminal in the game's mode and given back: raw mode, the
//! alternate screen and mouse capture switched on and off (also on a panic),
//! suspending with Ctrl-z and continuing.

use std::io::{IsTerminal, stdout};
use std::sync::atomic::{AtomicBool, Ordering};

use anyhow::{Context, bail};
use ratatui::Terminal;
use ratatui::crossterm::cursor::{Hide, Show};
use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use signal_hook::consts::SIGTSTP;

use super::backend::Capped;
use super::config::Config;
use super::event::Events;
use super::palette::Palette;
use super::theme::Theme;
use crate::store::Background;

/// Whether the terminal is in the game's mode (raw, alternate screen,
/// mouse capture) and must be given back.
static ACTIVE: AtomicBool = AtomicBool::new(false);

/// How the event loop ended.
pub enum Ended {
    /// The players quit.
    Quit,
    /// A signal (its number) asked the program to end.
    Signal(i32),
}

/// Refuses to draw into something that is not a terminal.
pub fn need_terminal() -> anyhow::Result<()> {
    if !stdout().is_terminal() {
        bail!(crate::t!("err-need-terminal"));
    }
    Ok(())
}

/// The terminal in the game's mode, with the channel of events and the
/// theme for its background.
pub struct Term {
    /// The events.
    pub events: Events,
    /// The colours and glyphs.
    pub theme: Theme,
    /// Where frames are drawn.
    pub terminal: Terminal<Capped>,
}

impl Term {
    /// Asks the terminal for its background (unless the theme is given),
    /// then switches it to the game's mode and starts reading it.
    pub fn open(config: &Config) -> anyhow::Result<Term> {
        // Asked before anything else reads the terminal's input.
        let palette = match config.theme {
            Background::Auto => Palette::detect(),
            Background::Dark => Palette::Dark,
            Background::Light => Palette::Light,
        };
        let theme = Theme::new(config.ascii, config.color).with_palette(palette);
        install_panic_hook();
        let events = Events::with_signals()?;
        enter().context("setting up the terminal")?;
        let opened = Terminal::new(Capped::new())
            .map_err(anyhow::Error::from)
            .and_then(|terminal| events.read_terminal().map(|()| terminal));
        match opened {
            Ok(terminal) => Ok(Term {
                events,
                theme,
                terminal,
            }),
            Err(err) => {
                restore();
                Err(err)
            }
        }
    }

    /// Gives the terminal back and stops, as Ctrl-z does to any program;
    /// when continued, takes the terminal again.
    pub fn suspend(&mut self) -> anyhow::Result<()> {
        restore();
        signal_hook::low_level::emulate_default_handler(SIGTSTP).context("stopping")?;
        self.take_back()
    }

    /// After a stop: raw mode, the alternate screen and the mouse again,
    /// and a clean screen to draw on.
    pub fn take_back(&mut self) -> anyhow::Result<()> {
        if !ACTIVE.load(Ordering::SeqCst) {
            enter().context("setting up the terminal again")?;
        }
        self.terminal.clear().context("clearing the screen")
    }
}

/// Gives the terminal back, then ends as the loop did.
pub fn close(result: anyhow::Result<Ended>) -> anyhow::Result<()> {
    restore();
    match result? {
        Ended::Quit => Ok(()),
        // On the main thread, with the terminal given back and the game
        // saved: nothing is left to clean up.
        Ended::Signal(signal) => std::process::exit(128 + signal),
    }
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
