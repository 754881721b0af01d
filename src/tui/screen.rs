//! THE screens of the one event loop: [`Screen`] is the start screen or a
//! game (a puzzle is a game). Each applies [`Action`]s with `update`, which
//! returns the [`Effects`] the loop carries out, says which key table
//! applies ([`Screen::mode`]) and is drawn by [`Screen::draw`].
//!
//! To add a screen (lessons, say): a variant here with its state, its arms
//! in `update`, `mode`, `draw` and `ticking`, and an [`Effect`](super::effect::Effect) that opens
//! it, carried out in `run`.

use ratatui::Frame;
use ratatui::layout::Rect;

use super::action::{Action, Effects};
use super::app::App;
use super::keymap::Mode;
use super::layout::Layout;
use super::start::Start;
use super::theme::Theme;
use super::view;

/// What the terminal shows, and what the keys act on.
#[derive(Debug)]
pub enum Screen {
    /// The start screen of plain `kono`.
    Start(Box<Start>),
    /// A game: two players, against the computer, or a puzzle.
    Game(Box<App>),
}

impl Screen {
    /// Applies one action; the effects say what the event loop is to do.
    pub fn update(&mut self, action: Action) -> Effects {
        match self {
            Screen::Game(app) => app.update(action),
            Screen::Start(start) => start.update(action),
        }
    }

    /// Which group of key bindings applies now.
    pub fn mode(&self) -> Mode {
        match self {
            Screen::Game(app) => app.mode(),
            Screen::Start(start) => start.mode(),
        }
    }

    /// Whether something on screen moves by itself (the computer's
    /// thinking sign): the loop then wakes on a timer for it.
    pub fn ticking(&self) -> bool {
        match self {
            Screen::Game(app) => app.thinking().is_some() || app.clock_running(),
            Screen::Start(_) => false,
        }
    }

    /// Draws the screen into `frame`; the layout of the board, for mouse
    /// clicks, when one is drawn.
    pub fn draw(&self, theme: &Theme, frame: &mut Frame) -> Option<Layout> {
        match self {
            Screen::Game(app) => {
                let layout = view::layout(app, frame.area());
                view::draw(app, &layout, theme, frame);
                Some(layout)
            }
            Screen::Start(start) => {
                view::draw_start(start, theme, frame);
                None
            }
        }
    }

    /// The layout of the screen as last drawn on `area`, before any draw.
    pub fn layout(&self, area: Rect) -> Option<Layout> {
        match self {
            Screen::Game(app) => Some(view::layout(app, area)),
            Screen::Start(_) => None,
        }
    }
}
