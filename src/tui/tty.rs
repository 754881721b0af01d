//! The process's own terminal as a session's terminal: raw mode, the
//! alternate screen and mouse capture switched on and off, given back on
//! Ctrl-z and taken again after. What is process-wide about it (the panic
//! hook that gives it back, the signals, how the process stops and exits)
//! is the command's, which owns the process: it hands in how to stop.

use std::io::{IsTerminal, stdout};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use anyhow::{Context, bail};
use ratatui::crossterm::cursor::{Hide, Show};
use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::execute;
use ratatui::crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};

use super::backend::Capped;
use super::config::Config;
use super::console::{Console, Modes};
use super::event::Events;
use super::palette::Palette;
use super::prefs::Prefs;
use super::reader;
use super::theme::Theme;
use crate::store::Background;

/// Refuses to draw into something that is not a terminal.
pub fn need_terminal() -> anyhow::Result<()> {
    if !stdout().is_terminal() {
        bail!(crate::t!("err-need-terminal"));
    }
    Ok(())
}

/// The process's terminal, and whether it is in the game's mode (raw,
/// alternate screen, mouse capture) and must be given back. Clones share
/// the one terminal: the command's panic hook holds one to give it back.
#[derive(Clone)]
pub struct Tty {
    active: Arc<AtomicBool>,
    /// Stops the process until it is continued (Ctrl-z).
    stop: fn() -> std::io::Result<()>,
}

impl Tty {
    /// The process's terminal, not yet in the game's mode; `stop` stops
    /// the process (the command's SIGTSTP).
    pub fn new(stop: fn() -> std::io::Result<()>) -> Tty {
        Tty {
            active: Arc::new(AtomicBool::new(false)),
            stop,
        }
    }

    /// A session on this terminal: asks it for its background (unless
    /// `config` gives the theme), switches it to the game's mode and starts
    /// reading it into `events`.
    ///
    /// # Errors
    /// When the terminal cannot be set up or read; it is given back then.
    pub fn console(
        &self,
        config: &Config,
        prefs: Prefs,
        events: Events,
    ) -> anyhow::Result<Console<Capped>> {
        // Asked before anything else reads the terminal's input.
        let palette = match config.theme {
            Background::Auto => Palette::detect(),
            Background::Dark => Palette::Dark,
            Background::Light => Palette::Light,
        };
        let theme = Theme::new(config.ascii, config.color).with_palette(palette);
        self.enter().with_context(|| crate::t!("err-term-setup"))?;
        let opened = reader::tty_bytes()
            .with_context(|| crate::t!("err-term-read"))
            .and_then(|bytes| Console::new(Capped::new(), events, bytes, theme, prefs));
        match opened {
            Ok(console) => Ok(console.with_modes(Box::new(self.clone()))),
            Err(err) => {
                self.restore();
                Err(err)
            }
        }
    }

    /// Raw mode, the alternate screen, mouse capture, cursor hidden. On a
    /// failure part of the way, what was switched on is switched off again.
    fn enter(&self) -> std::io::Result<()> {
        // Marked first: a panic from here on must restore whatever part of
        // the mode is on (restoring what is off does no harm).
        self.active.store(true, Ordering::SeqCst);
        let result = enable_raw_mode()
            .and_then(|()| execute!(stdout(), EnterAlternateScreen, EnableMouseCapture, Hide));
        if result.is_err() {
            self.restore();
        }
        result
    }

    /// Gives the terminal back as it was. Does nothing the second time.
    pub fn restore(&self) {
        if self.active.swap(false, Ordering::SeqCst) {
            // Best effort: there is nowhere left to report a failure to.
            let _ = execute!(stdout(), DisableMouseCapture, LeaveAlternateScreen, Show);
            let _ = disable_raw_mode();
        }
    }
}

impl Modes for Tty {
    /// Gives the terminal back and stops, as Ctrl-z does to any program;
    /// when continued, takes the terminal again.
    fn suspend(&mut self) -> anyhow::Result<()> {
        self.restore();
        (self.stop)().with_context(|| crate::t!("err-term-stop"))?;
        self.take_back()
    }

    /// After a stop: raw mode, the alternate screen and the mouse again.
    fn take_back(&mut self) -> anyhow::Result<()> {
        if !self.active.load(Ordering::SeqCst) {
            self.enter().with_context(|| crate::t!("err-term-again"))?;
        }
        Ok(())
    }
}
