//! The backend a session's screens draw on: kono's capped backend on the
//! channel's writer, keeping a copy of the whole screen, so that after a
//! dropped frame or a new connection the next frame draws all of it
//! rather than what changed.

use std::io;
use std::sync::Arc;

use ratatui::backend::{Backend, ClearType, WindowSize};
use ratatui::buffer::{Buffer, Cell};
use ratatui::layout::{Position, Rect, Size};

use super::wire::{Line, Wire};
use crate::tui::{Capped, Surface};

/// A capped backend on a [`Wire`], with a copy of what the client shows.
pub struct Mirror {
    inner: Capped<Wire>,
    shown: Buffer,
    line: Arc<Line>,
}

impl Mirror {
    /// The backend on `wire`, a terminal of `columns` × `rows`.
    pub fn on(wire: Wire, columns: u16, rows: u16) -> Mirror {
        let line = Arc::clone(wire.line());
        let (width, height) = crate::tui::backend::cap(columns, rows);
        Mirror {
            inner: Capped::on(wire, columns, rows),
            shown: Buffer::empty(Rect::new(0, 0, width, height)),
            line,
        }
    }
}

impl Surface for Mirror {
    fn resize(&mut self, columns: u16, rows: u16) {
        self.inner.resize(columns, rows);
        let (width, height) = crate::tui::backend::cap(columns, rows);
        self.shown.resize(Rect::new(0, 0, width, height));
    }
}

impl Backend for Mirror {
    type Error = io::Error;

    fn draw<'a, I>(&mut self, content: I) -> io::Result<()>
    where
        I: Iterator<Item = (u16, u16, &'a Cell)>,
    {
        let content: Vec<(u16, u16, &Cell)> = content.collect();
        for (x, y, cell) in &content {
            if let Some(kept) = self.shown.cell_mut((*x, *y)) {
                kept.clone_from(cell);
            }
        }
        if self.line.take_repaint() {
            self.inner.clear()?;
            let blank = Buffer::empty(self.shown.area);
            return self.inner.draw(blank.diff(&self.shown).into_iter());
        }
        self.inner.draw(content.into_iter())
    }

    fn hide_cursor(&mut self) -> io::Result<()> {
        self.inner.hide_cursor()
    }

    fn show_cursor(&mut self) -> io::Result<()> {
        self.inner.show_cursor()
    }

    fn get_cursor_position(&mut self) -> io::Result<Position> {
        self.inner.get_cursor_position()
    }

    fn set_cursor_position<P: Into<Position>>(&mut self, position: P) -> io::Result<()> {
        self.inner.set_cursor_position(position)
    }

    fn clear(&mut self) -> io::Result<()> {
        self.shown.reset();
        self.inner.clear()
    }

    fn clear_region(&mut self, clear_type: ClearType) -> io::Result<()> {
        if clear_type == ClearType::All {
            self.shown.reset();
        }
        self.inner.clear_region(clear_type)
    }

    fn size(&self) -> io::Result<Size> {
        self.inner.size()
    }

    fn window_size(&mut self) -> io::Result<WindowSize> {
        self.inner.window_size()
    }

    fn flush(&mut self) -> io::Result<()> {
        Backend::flush(&mut self.inner)
    }
}
