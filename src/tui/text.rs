//! Small helpers for text on screen: plurals and wrapping at spaces. A
//! leaf, so that any part of the front end may use them.

/// "1 move", "3 moves".
pub fn counted(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// Splits `text` into lines of at most `width` columns at spaces (a
/// word wider than `width` is cut into lines of its own).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        for piece in pieces(word, width) {
            let used = crate::i18n::width(&line);
            if used > 0 && used + 1 + crate::i18n::width(piece) > width {
                out.push(std::mem::take(&mut line));
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(piece);
        }
    }
    out.push(line);
    out
}

/// `word` in pieces of at most `width` columns (one piece when it fits;
/// a character wider than `width` is a piece of its own).
fn pieces(word: &str, width: usize) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut start, mut used) = (0, 0);
    for (at, c) in word.char_indices() {
        let wide = unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
        if used > 0 && used + wide > width.max(1) {
            out.push(&word[start..at]);
            (start, used) = (at, 0);
        }
        used += wide;
    }
    out.push(&word[start..]);
    out
}

/// Text written with hard line breaks (the rule book's) wrapped anew to
/// `width`, so that it is wrapped once: paragraphs (split at blank lines)
/// are joined and wrapped; a line starting `- ` begins an item of a list,
/// its indented lines go on with it, and its wrapped lines are indented
/// under it; a paragraph that starts with a space or a digit (a diagram,
/// an example) is kept as it is. Paragraphs are separated by one empty line.
pub fn reflow(text: &str, width: usize) -> Vec<String> {
    let mut out = Vec::new();
    for (n, paragraph) in text.split("\n\n").enumerate() {
        if n > 0 {
            out.push(String::new());
        }
        let verbatim = paragraph
            .chars()
            .next()
            .is_some_and(|c| c == ' ' || c.is_ascii_digit());
        if verbatim {
            out.extend(paragraph.lines().map(str::to_string));
            continue;
        }
        // (text, whether it is a list item)
        let mut parts: Vec<(String, bool)> = Vec::new();
        for line in paragraph.lines() {
            let item = line.strip_prefix("- ");
            let goes_on = line.starts_with(' ') && parts.last().is_some_and(|p| p.1);
            match (item, parts.last_mut()) {
                (Some(item), _) => parts.push((item.to_string(), true)),
                (None, Some(last)) if goes_on || !last.1 => {
                    last.0.push(' ');
                    last.0.push_str(line.trim());
                }
                (None, _) => parts.push((line.trim().to_string(), false)),
            }
        }
        for (text, item) in parts {
            if item {
                for (i, line) in wrap(&text, width.saturating_sub(2).max(1))
                    .into_iter()
                    .enumerate()
                {
                    out.push(format!("{}{line}", if i == 0 { "- " } else { "  " }));
                }
            } else {
                out.extend(wrap(&text, width));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_breaks_at_spaces_and_cuts_a_word_wider_than_the_line() {
        assert_eq!(wrap("one two three", 7), ["one two", "three"]);
        assert_eq!(wrap("abcdefghij x", 4), ["abcd", "efgh", "ij x"]);
        // Wide characters take two columns each.
        assert_eq!(wrap("가나다라", 4), ["가나", "다라"]);
        assert_eq!(wrap("", 4), [""]);
    }
}
