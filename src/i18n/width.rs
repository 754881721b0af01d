//! Display width: how many terminal columns text takes (Hangul two each).

use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// The columns `text` takes on a terminal.
pub fn width(text: &str) -> usize {
    text.width()
}

/// `text` cut to at most `columns` columns, never inside a character (a
/// wide character that would stick out is left off whole).
pub fn fit(text: &str, columns: usize) -> &str {
    let mut used = 0;
    for (at, c) in text.char_indices() {
        used += c.width().unwrap_or(0);
        if used > columns {
            return &text[..at];
        }
    }
    text
}
