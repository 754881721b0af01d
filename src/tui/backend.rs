//! The terminal as ratatui draws into it: crossterm's backend on any
//! writer (the process's stdout, or a network channel's), with two
//! changes. The size is capped, so that a window of 65535×65535 draws a
//! corner of it rather than allocating a buffer of billions of cells; and
//! the cursor's position is remembered rather than asked of the terminal,
//! whose answer would arrive on the input the game's own reader owns.
//! On the process's terminal the size is asked of it; on any other writer
//! it is the size last told ([`Surface::resize`]).

use std::io::{self, Stdout, Write, stdout};

use ratatui::backend::{Backend, ClearType, CrosstermBackend, TestBackend, WindowSize};
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

/// The process's terminal window's size now, capped at what is drawn.
pub fn window_size() -> Option<(u16, u16)> {
    let (columns, rows) = ratatui::crossterm::terminal::size().ok()?;
    Some(cap(columns, rows))
}

/// A backend the loop can run on: ratatui's, whose errors can be reported,
/// and which can be told the window's new size (a terminal that cannot
/// be asked, such as a network channel, is told).
pub trait Surface: Backend<Error: std::error::Error + Send + Sync + 'static> {
    /// The window is now `columns` × `rows` (capped by the caller). A
    /// backend that asks its terminal needs no telling.
    fn resize(&mut self, columns: u16, rows: u16);
}

/// Crossterm's backend on a writer, capped and without cursor queries.
pub struct Capped<W: Write = Stdout> {
    inner: CrosstermBackend<W>,
    cursor: Position,
    /// The size last told; `None`: ask the process's terminal.
    told: Option<Size>,
}

impl Capped {
    /// The backend on stdout: the process's terminal, asked for its size.
    pub fn new() -> Capped {
        Capped {
            inner: CrosstermBackend::new(stdout()),
            cursor: Position::ORIGIN,
            told: None,
        }
    }
}

impl<W: Write> Capped<W> {
    /// The backend on `writer`, a terminal of `columns` × `rows` until
    /// told otherwise.
    pub fn on(writer: W, columns: u16, rows: u16) -> Capped<W> {
        let (width, height) = cap(columns, rows);
        Capped {
            inner: CrosstermBackend::new(writer),
            cursor: Position::ORIGIN,
            told: Some(Size { width, height }),
        }
    }
}

impl Default for Capped {
    fn default() -> Capped {
        Capped::new()
    }
}

impl<W: Write> Surface for Capped<W> {
    fn resize(&mut self, columns: u16, rows: u16) {
        if self.told.is_some() {
            let (width, height) = cap(columns, rows);
            self.told = Some(Size { width, height });
        }
    }
}

impl Surface for TestBackend {
    fn resize(&mut self, columns: u16, rows: u16) {
        TestBackend::resize(self, columns, rows);
    }
}

impl<W: Write> Backend for Capped<W> {
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
        if let Some(told) = self.told {
            return Ok(told);
        }
        let size = self.inner.size()?;
        let (width, height) = cap(size.width, size.height);
        Ok(Size { width, height })
    }

    fn window_size(&mut self) -> io::Result<WindowSize> {
        if let Some(told) = self.told {
            // No pixels are known of a terminal that is only told its size.
            return Ok(WindowSize {
                columns_rows: told,
                pixels: Size::default(),
            });
        }
        let mut window = self.inner.window_size()?;
        let (width, height) = cap(window.columns_rows.width, window.columns_rows.height);
        window.columns_rows = Size { width, height };
        Ok(window)
    }

    fn flush(&mut self) -> io::Result<()> {
        Backend::flush(&mut self.inner)
    }
}
