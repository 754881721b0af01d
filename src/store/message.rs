//! Errors of the disk worded for one line on a crowded status line: the
//! reason first, then what kono was doing with the path cut in its middle,
//! and a cause the chain carries twice said once.

use crate::rules::record::one_line;

/// The most characters of what kono was doing (its path included) after
/// the reason.
const DOING_CHARS: usize = 60;

/// `err` as "REASON (DOING)": "no space left on device (writing
/// /home/ann/.local/sh…/2026-11-21-101502-five.kono)". The reason is the
/// chain's last cause (the system's words without "(os error N)"); what
/// it was doing is the rest of the chain, outermost first, each link that
/// only repeats the next one dropped. Each cause as it says itself (the
/// errors' plain text, for logs and tests): what a user reads is worded by
/// [`reason_first_in`] in the language in use.
pub fn reason_first(err: &anyhow::Error) -> String {
    reason_first_in(err, |cause| cause.to_string())
}

/// [`reason_first`] with each link of the chain put into words by `words`
/// (a front end's own language).
pub fn reason_first_in(
    err: &anyhow::Error,
    words: impl Fn(&(dyn std::error::Error + 'static)) -> String,
) -> String {
    let mut links: Vec<String> = Vec::new();
    for link in err.chain() {
        let text = words(link);
        // A link that says its cause itself is followed by that cause again.
        if let Some(last) = links.last_mut()
            && let Some(head) = last.strip_suffix(&text)
        {
            *last = head.trim_end_matches([':', ' ']).to_string();
        }
        links.push(text);
    }
    links.retain(|l| !l.is_empty());
    let Some(reason) = links.pop() else {
        return String::new();
    };
    let reason = plain(&reason);
    if links.is_empty() {
        return reason;
    }
    format!("{reason} ({})", one_line(&links.join(": "), DOING_CHARS))
}

/// A system message as a sentence's clause: "(os error N)" dropped, the
/// first letter small ("No space left on device" → "no space left on device").
fn plain(text: &str) -> String {
    let text = match text.rfind(" (os error ") {
        Some(at) if text.ends_with(')') => &text[..at],
        _ => text,
    };
    let mut chars = text.chars();
    match (chars.next(), chars.clone().next()) {
        // "I/O error", "UTF-8": an acronym keeps its capitals.
        (Some(first), Some(second)) if !second.is_uppercase() && second != '/' => {
            first.to_lowercase().chain(chars).collect()
        }
        _ => text.to_string(),
    }
}
