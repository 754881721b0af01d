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

/// `text` in at most `columns` columns, ending in `…` where it had to be
/// cut, so that a reader sees it goes on.
pub fn shortened(text: &str, columns: usize) -> String {
    if width(text) <= columns {
        return text.to_string();
    }
    format!("{}…", fit(text, columns.saturating_sub(1)))
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_cut_text_ends_in_an_ellipsis_and_a_whole_one_is_kept() {
        assert_eq!(super::shortened("pumpkin kono", 10), "pumpkin k…");
        assert_eq!(super::shortened("호박고누", 6), "호박…");
        assert_eq!(super::shortened("호박고누", 8), "호박고누");
    }
}
