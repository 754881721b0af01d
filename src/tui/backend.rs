//! The terminal as ratatui draws into it: crossterm's backend with two
//! changes. The size is capped, so that a window of 65535×65535 draws a
//! corner of it rather than allocating a buffer of billions of cells; and
//! the cursor's position is remembered rather than asked of the terminal,
//! whose answer would arrive on the input the game's own reader owns.

use std::io::{self, Stdout, stdout};

use ratatui::backend::{Backend, ClearType, CrosstermBackend, WindowSize};
use ratatui::buffer::Cell;
use ratatui::layout::{Position, Size};

/// The most columns drawn.
pub const MAX_COLUMNS: u16 = 512;
/// The most rows drawn.
pub const MAX_ROWS: u16 = 256;

/// `columns` × `rows` capped at what is drawn.
pub const fn cap(columns: u16, rows: u16) -> (u16, u16) {
    let columns = if columns > MAX_COLUMNS {
        MAX_COLUMNS
    } else {
        columns
    };
    let rows = if rows > MAX_ROWS { MAX_ROWS } else { rows };
    (columns, rows)
}

/// The window's size now, capped at what is drawn.
pub fn window_size() -> Option<(u16, u16)> {
    let (columns, rows) = ratatui::crossterm::terminal::size().ok()?;
    Some(cap(columns, rows))
}

/// Crossterm's backend on stdout, capped and without cursor queries.
pub struct Capped {
    inner: CrosstermBackend<Stdout>,
    cursor: Position,
}

impl Capped {
    /// The backend on stdout.
    pub fn new() -> Capped {
        Capped {
            inner: CrosstermBackend::new(stdout()),
            cursor: Position::ORIGIN,
        }
    }
}

impl Default for Capped {
    fn default() -> Capped {
        Capped::new()
    }
}

impl Backend for Capped {
    type Error = io::Error;

    fn draw<'a, I>(&mut self, content: I) -> io::Result<()>
    where
        I: Iterator<Item = (u16, u16, &'a Cell)>,
    {
        self.inner.draw(content)
    }

    fn hide_cursor(&mut self) -> io::Result<()> {
        self.inner.hide_cursor()
    }

    fn show_cursor(&mut self) -> io::Result<()> {
        self.inner.show_cursor()
    }

    fn get_cursor_position(&mut self) -> io::Result<Position> {
        Ok(self.cursor)
    }

    fn set_cursor_position<P: Into<Position>>(&mut self, position: P) -> io::Result<()> {
        self.cursor = position.into();
        self.inner.set_cursor_position(self.cursor)
    }

    fn clear(&mut self) -> io::Result<()> {
        self.inner.clear()
    }

    fn clear_region(&mut self, clear_type: ClearType) -> io::Result<()> {
        self.inner.clear_region(clear_type)
    }

    fn size(&self) -> io::Result<Size> {
        let size = self.inner.size()?;
        let (width, height) = cap(size.width, size.height);
        Ok(Size { width, height })
    }

    fn window_size(&mut self) -> io::Result<WindowSize> {
        let mut window = self.inner.window_size()?;
        let (width, height) = cap(window.columns_rows.width, window.columns_rows.height);
        window.columns_rows = Size { width, height };
        Ok(window)
    }

    fn flush(&mut self) -> io::Result<()> {
        Backend::flush(&mut self.inner)
    }
}
