//! Drawing primitives the parts of the view share: framed blocks in the
//! theme's glyphs, and single characters.

use ratatui::buffer::Buffer;
use ratatui::style::Style;
use ratatui::symbols::border;
use ratatui::widgets::{Block, BorderType};

use crate::tui::theme::Theme;

/// A bordered block in the theme's glyphs: rounded corners, or `+-|`.
pub fn frame_block(theme: &Theme) -> Block<'static> {
    framed(theme, BorderType::Rounded)
}

/// A bordered block of `kind`, or of `+-|` in ASCII.
pub fn framed(theme: &Theme, kind: BorderType) -> Block<'static> {
    if theme.ascii {
        Block::bordered().border_set(ASCII_BORDER)
    } else {
        Block::bordered().border_type(kind)
    }
}

/// Borders drawn with `+`, `-` and `|`.
const ASCII_BORDER: border::Set = border::Set {
    top_left: "+",
    top_right: "+",
    bottom_left: "+",
    bottom_right: "+",
    vertical_left: "|",
    vertical_right: "|",
    horizontal_top: "-",
    horizontal_bottom: "-",
};

/// Writes one character at (`x`, `y`), if that is on the buffer.
pub fn put(buf: &mut Buffer, x: u16, y: u16, c: char, style: Style) {
    if let Some(cell) = buf.cell_mut((x, y)) {
        cell.set_char(c).set_style(style);
    }
}
