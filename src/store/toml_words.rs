//! What TOML and serde say of a settings file (`unknown variant `kr`,
//! expected `en` or `ko``), in the catalogue's words of the language in
//! force: the quoted names are kept, the sentence is kono's.

use crate::t;

/// What marks a message kono's own readers worded already.
const OWN: char = '\u{1}';

/// A message of kono's own (a level out of range, a clock that is no
/// time control), worded already, to go through serde unchanged.
pub fn own(worded: &str) -> String {
    format!("{OWN}{worded}")
}

/// `message` (TOML's or serde's, one line) in the catalogue's words.
pub fn worded(message: &str) -> String {
    let message = message.trim();
    if let Some(own) = message.strip_prefix(OWN) {
        return own.to_string();
    }
    let quoted: Vec<&str> = message.split('`').skip(1).step_by(2).collect();
    let first = quoted.first().copied().unwrap_or_default();
    let others = quoted.get(1..).unwrap_or_default().join(", ");
    let starts = |head: &str| message.starts_with(head);
    if starts("unknown variant") {
        t!("toml-unknown-value", value = first, expected = others)
    } else if starts("unknown field") {
        t!("toml-unknown-key", key = first, expected = others)
    } else if starts("missing field") {
        t!("toml-missing-key", key = first)
    } else if starts("duplicate key") {
        t!("toml-duplicate-key", key = first)
    } else if starts("invalid type") {
        t!("toml-wrong-type", kind = kind(message))
    } else if quoted.is_empty() {
        t!("toml-syntax")
    } else {
        t!("toml-expected", expected = quoted.join(", "))
    }
}

/// The kind of value serde expected in `message` ("…, expected a string").
fn kind(message: &str) -> String {
    let expected = message.rsplit("expected").next().unwrap_or_default();
    if expected.contains("bool") {
        t!("toml-kind-bool")
    } else if expected.contains("string") || expected.contains("char") {
        t!("toml-kind-text")
    } else if ["integer", "u8", "u16", "u32", "i64", "float"]
        .iter()
        .any(|n| expected.contains(n))
    {
        t!("toml-kind-number")
    } else if expected.contains("sequence") {
        t!("toml-kind-list")
    } else {
        t!("toml-kind-table")
    }
}

#[cfg(test)]
mod tests {
    use super::worded;
    use crate::i18n::{Lang, set_for_thread};

    fn korean(message: &str) -> String {
        let before = set_for_thread(Some(Lang::Ko));
        let text = worded(message);
        set_for_thread(before);
        text
    }

    #[test]
    fn serdes_messages_are_kept_as_their_names_in_koreans_words() {
        let text = korean("unknown variant `kr`, expected `en` or `ko`");
        assert!(text.contains("kr") && text.contains("en, ko"), "{text}");
        assert!(!text.contains("unknown"), "{text}");
        let text = korean("unknown field `lang`, expected one of `look`, `start`, `keys`");
        assert!(text.contains("lang") && text.contains("look, start, keys"));
        let text = korean("invalid type: integer `3`, expected a boolean");
        assert!(!text.contains("integer"), "{text}");
        let text = korean("unclosed table, expected `]`");
        assert!(text.contains(']') && !text.contains("unclosed"), "{text}");
    }
}
