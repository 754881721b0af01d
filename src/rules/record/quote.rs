//! User text made safe for a one-line message: what a record, a path or a
//! position holds is shown with its control and invisible characters
//! escaped and cut to a sensible length, so that no file can clear the
//! screen, recolour it, split a message over lines or flood the terminal.

/// How many characters of a piece of user text a message shows.
pub const SHOWN_CHARS: usize = 80;

/// `text` for a message: control and invisible characters escaped (a
/// newline shows as `\n`, an escape byte as `\u{1b}`), and cut in the
/// middle to [`SHOWN_CHARS`] characters with `…`.
pub fn shown(text: &str) -> String {
    one_line(text, SHOWN_CHARS)
}

/// `text` escaped as [`shown`] does and cut in the middle to at most `max`
/// characters (the `…` included), keeping both its start and its end: a
/// whole message's first words and its reason.
pub fn one_line(text: &str, max: usize) -> String {
    let width = |c: char| escape(c).chars().count();
    let mut total = 0usize;
    for c in text.chars() {
        total += width(c);
        if total > max {
            break;
        }
    }
    if total <= max {
        return text.chars().map(escape).collect();
    }
    // Whole escapes only: the head and the tail each take what fits.
    let keep = max.saturating_sub(1);
    let take = |chars: &mut dyn Iterator<Item = char>, budget: usize| {
        let mut used = 0;
        let mut kept = Vec::new();
        for c in chars {
            used += width(c);
            if used > budget {
                break;
            }
            kept.push(c);
        }
        kept
    };
    let head = take(&mut text.chars(), keep.div_ceil(2));
    let mut tail = take(&mut text.chars().rev(), keep / 2);
    tail.reverse();
    let mut out: String = head.into_iter().map(escape).collect();
    out.push('…');
    out.extend(tail.into_iter().map(escape));
    out
}

/// One character as it may reach a terminal.
fn escape(c: char) -> String {
    if c.is_control() {
        c.escape_debug().to_string()
    } else if invisible(c) {
        c.escape_unicode().to_string()
    } else {
        c.to_string()
    }
}

/// Characters that are not seen themselves but change how the text
/// around them shows: every format character (Unicode category Cf: soft
/// hyphens, zero-width marks, bidirectional controls, tags…), the line and
/// paragraph separators (Zl, Zp), and the invisible fillers (the Hangul
/// fillers, the braille blank) and variation selectors.
fn invisible(c: char) -> bool {
    matches!(
        c,
        '\u{ad}'
            | '\u{34f}'
            | '\u{600}'..='\u{605}'
            | '\u{61c}'
            | '\u{6dd}'
            | '\u{70f}'
            | '\u{890}'..='\u{891}'
            | '\u{8e2}'
            | '\u{115f}'..='\u{1160}'
            | '\u{17b4}'..='\u{17b5}'
            | '\u{180b}'..='\u{180f}'
            | '\u{200b}'..='\u{200f}'
            | '\u{2028}'..='\u{202e}'
            | '\u{2060}'..='\u{206f}'
            | '\u{2800}'
            | '\u{3164}'
            | '\u{fe00}'..='\u{fe0f}'
            | '\u{feff}'
            | '\u{ffa0}'
            | '\u{fff9}'..='\u{fffb}'
            | '\u{110bd}'
            | '\u{110cd}'
            | '\u{13430}'..='\u{1343f}'
            | '\u{1bca0}'..='\u{1bca3}'
            | '\u{1d173}'..='\u{1d17a}'
            | '\u{e0000}'..='\u{e0fff}'
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_escaped() {
        assert_eq!(shown("a\u{1b}[2J\nb\tc"), "a\\u{1b}[2J\\nb\\tc");
        assert_eq!(shown("\u{202e}x"), "\\u{202e}x");
        assert_eq!(shown("a\u{2800}b"), "a\\u{2800}b", "the braille blank");
        assert_eq!(shown("plain b1-c2 ☺"), "plain b1-c2 ☺");
    }

    #[test]
    fn long_text_is_cut_in_the_middle() {
        let long = format!("start{}end", "x".repeat(10_000));
        let cut = one_line(&long, 20);
        assert_eq!(cut.chars().count(), 20);
        assert!(
            cut.starts_with("startxxxxx") && cut.ends_with("xxxxxend"),
            "{cut}"
        );
        assert!(cut.contains('…'));
        // An escape is never split.
        let cut = one_line(&"\u{1b}".repeat(50), 20);
        assert!(!cut.contains("\\u{1b…"), "{cut}");
        assert!(cut.chars().count() <= 20);
    }
}
