//! A terminal session: what the event loop runs on. A ratatui terminal on
//! any [`Surface`] (the process's own terminal, a network channel's
//! writer, a test's buffer), the channel its input and news arrive on,
//! and, as values of its own, how it looks ([`Theme`], the palette
//! included) and how its player reads and types ([`Prefs`]: the language
//! and the key table). Nothing here is process-wide: the process's
//! terminal adds its modes through [`Modes`] (`tty`), and the command that
//! owns the process watches its signals and sends them in as events.

use anyhow::Context;
use ratatui::Terminal;

use super::backend::Surface;
use super::event::{Event, Events};
use super::prefs::Prefs;
use super::reader::Bytes;
use super::theme::Theme;

/// What a terminal adds to drawing and reading: the process's own
/// terminal has modes to give back on Ctrl-z and take again after. A
/// terminal without (a network channel, a test's) does nothing.
pub trait Modes: Send {
    /// Gives the terminal back and waits to be continued.
    ///
    /// # Errors
    /// When the terminal cannot be given back or the stop fails.
    fn suspend(&mut self) -> anyhow::Result<()>;

    /// Takes the terminal again after a stop (its modes, if lost).
    ///
    /// # Errors
    /// When the terminal cannot be set up again.
    fn take_back(&mut self) -> anyhow::Result<()>;
}

/// How the event loop ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    /// The players quit.
    Quit,
    /// The program was asked to end (a signal: its number).
    Signal(i32),
    /// The terminal's input ended (it closed, or a read failed).
    Lost,
}

/// One terminal session: where frames go, where events come from, and
/// the session's own look and preferences.
pub struct Console<B: Surface> {
    /// Where frames are drawn.
    pub terminal: Terminal<B>,
    /// The events: the terminal's input and every other source.
    pub events: Events,
    /// The colours and glyphs.
    pub theme: Theme,
    /// The language and the key table.
    pub prefs: Prefs,
    /// The player's name for a friend's screen over the network, if any.
    pub player: Option<crate::net::Name>,
    /// How long and how fast the player's lines of chat in a network
    /// game may be (the wire's own rule unless the session asks less).
    pub chat: crate::net::ChatRule,
    /// The terminal's modes, if it has any.
    modes: Option<Box<dyn Modes>>,
}

impl<B: Surface> Console<B> {
    /// A session drawing on `backend`, its events coming down `events`
    /// (the terminal's own parsed from `input` into it; a source given a
    /// sender before, such as the process's signals, keeps sending).
    ///
    /// # Errors
    /// When the terminal cannot be set up or its reading thread started.
    pub fn new(
        backend: B,
        events: Events,
        input: Bytes,
        theme: Theme,
        prefs: Prefs,
    ) -> anyhow::Result<Console<B>> {
        let terminal = Terminal::new(backend).with_context(|| crate::t!("err-term-setup"))?;
        events.read_terminal(input)?;
        Ok(Console {
            terminal,
            events,
            theme,
            prefs,
            player: None,
            chat: crate::net::ChatRule::default(),
            modes: None,
        })
    }

    /// The same session on a terminal with `modes`.
    pub fn with_modes(self, modes: Box<dyn Modes>) -> Console<B> {
        Console {
            modes: Some(modes),
            ..self
        }
    }

    /// The same session, its player's chat kept to `rule` (within what
    /// the wire carries).
    pub fn with_chat(self, rule: crate::net::ChatRule) -> Console<B> {
        Console {
            chat: rule.within_wire(),
            ..self
        }
    }

    /// The same session for the player called `name` (a friend's screen
    /// shows it in a network game).
    pub fn with_player(self, name: Option<crate::net::Name>) -> Console<B> {
        Console {
            player: name,
            ..self
        }
    }

    /// A way to tell the session of events from outside: a network
    /// channel's window change ([`Event::resize`]), the process's signals.
    pub fn sender(&self) -> std::sync::mpsc::Sender<Event> {
        self.events.sender()
    }

    /// Ctrl-z: the terminal given back until continued, then a clean
    /// screen; nothing on a terminal without modes.
    ///
    /// # Errors
    /// When the terminal cannot be given back, taken again or cleared.
    pub fn suspend(&mut self) -> anyhow::Result<()> {
        if let Some(modes) = &mut self.modes {
            modes.suspend()?;
            self.terminal
                .clear()
                .with_context(|| crate::t!("err-term-clear"))?;
        }
        Ok(())
    }

    /// After a stop: the terminal's modes again and a clean screen.
    ///
    /// # Errors
    /// When the terminal cannot be set up again or cleared.
    pub fn take_back(&mut self) -> anyhow::Result<()> {
        if let Some(modes) = &mut self.modes {
            modes.take_back()?;
            self.terminal
                .clear()
                .with_context(|| crate::t!("err-term-clear"))?;
        }
        Ok(())
    }

    /// The window is now `columns` × `rows`: the backend is told.
    pub fn resized(&mut self, columns: u16, rows: u16) {
        self.terminal.backend_mut().resize(columns, rows);
    }
}
