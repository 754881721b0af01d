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
/// word wider than `width` gets a line of its own).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let used = crate::i18n::width(&line);
        if used > 0 && used + 1 + crate::i18n::width(word) > width {
            out.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    out.push(line);
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
