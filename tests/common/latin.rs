//! Latin words left in a Korean text: what is not notation, a number, a
//! name of a program, a key, or a word of the command line the caller
//! knows. The Korean tests of the command line and of the screens share it.

#![allow(dead_code)] // not every test crate uses every part

use std::collections::BTreeSet;

/// Latin words a Korean page may hold besides the command line's own
/// (commands, options, their values): the program's and the tools' names,
/// the languages' own names, the environment, units.
pub const NAMES: &[&str] = &[
    "kono",
    "ssh",
    "ASCII",
    "JSON",
    "UTF-8",
    "roff",
    "man",
    "English",
    "IPv4",
    "IPv6",
    "zsh",
    "bash",
    "fish",
    "elvish",
    "powershell",
    "LC_ALL",
    "LC_MESSAGES",
    "LANG",
    "KONO_HOME",
    "TERM",
    // A forced pass, as the notation writes it.
    "pass",
    "SEED",
    "PORT",
    "ADDR",
    "CODE",
    "A-Z",
    "IP",
    "KB",
    "MB",
    "GB",
    "KiB",
    "MiB",
    "GiB",
];

/// The fields of `analyze --json`, in their order.
pub const ANALYZE_FIELDS: [&str; 9] = [
    "variant",
    "options",
    "position",
    "value",
    "remoteness",
    "score",
    "exact",
    "best",
    "moves",
];

/// The JSON's field names and values, which a command's `--json` output
/// and its help name: words of the command line's, not of a screen.
pub fn json_words() -> impl Iterator<Item = String> {
    let values = ["move", "true", "false", "null"];
    ANALYZE_FIELDS.into_iter().chain(values).map(str::to_string)
}

/// The Latin words of `text` that are not notation, names, or the
/// command line's own words `known`: English left in a Korean page.
pub fn english(text: &str, known: &BTreeSet<String>) -> Vec<String> {
    // Quoted command lines, values and what the user typed are not words.
    let mut plain = text.to_string();
    for quote in ['`', '"'] {
        plain = plain
            .split(quote)
            .enumerate()
            .filter(|(i, _)| i % 2 == 0)
            .map(|(_, part)| part)
            .collect::<Vec<_>>()
            .join(" ");
    }
    plain = without_single_quoted(&plain);
    // A path (tables/four.table, /tmp/x) is a name, its folders too: a
    // token with a slash and no space, of path characters only.
    // (A particle after it, `…table에`, is Korean.)
    let path = |t: &str| {
        let in_path = |c: char| c.is_ascii_alphanumeric() || "/._-~".contains(c);
        let head = t.len() - t.trim_start_matches(in_path).len();
        t[..head].contains('/') && !t[head..].chars().any(|c| c.is_ascii_alphabetic())
    };
    let plain: String = plain
        .split_whitespace()
        .filter(|token| !path(token.trim_end_matches([')', ',', ':', ';'])))
        .collect::<Vec<_>>()
        .join(" ");
    plain
        .split(|c: char| !(c.is_ascii_alphanumeric() || "+._-".contains(c)))
        // An option (`--resume`) and a key with its modifier (`Ctrl-r`)
        // are the command line's and the keyboard's, not words.
        .filter(|w| !w.starts_with("--"))
        .filter(|w| !["Ctrl-", "Alt-", "Shift-"].iter().any(|m| w.starts_with(m)))
        .map(|w| w.trim_matches(|c: char| ".-_".contains(c)))
        .filter(|w| w.chars().any(|c| c.is_ascii_alphabetic()))
        .filter(|w| !known.contains(*w) && !NAMES.contains(w))
        // One-letter placeholders; points and moves (b1-c2, a1xa3).
        .filter(|w| w.len() > 1)
        .filter(|w| {
            let notation = w.chars().any(|c| c.is_ascii_digit())
                && w.chars().all(|c| "abcdefgx-0123456789".contains(c));
            // A time (30s), a count.
            let number = w.starts_with(|c: char| c.is_ascii_digit());
            !notation && !number
        })
        .map(str::to_string)
        .collect()
}

/// The names of keys, as the config file and the help write them.
pub const KEY_NAMES: &[&str] = &[
    "Enter",
    "Esc",
    "Space",
    "Tab",
    "Shift-Tab",
    "Backspace",
    "Delete",
    "Insert",
    "Home",
    "End",
    "PgUp",
    "PgDn",
    "Up",
    "Down",
    "Left",
    "Right",
    "F1",
    "F12",
    "Ctrl",
    "Alt",
];

/// `text` without what single quotes enclose: a quote opens after a
/// space, a bracket or the start and closes before anything but a letter,
/// so that an apostrophe inside a word ("can't") hides nothing.
fn without_single_quoted(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let opens = chars[i] == '\''
            && (i == 0 || !chars[i - 1].is_alphanumeric())
            && chars.get(i + 1).is_some_and(|c| !c.is_whitespace());
        let close = opens
            .then(|| {
                (i + 1..chars.len()).find(|&j| {
                    chars[j] == '\'' && chars.get(j + 1).is_none_or(|c| !c.is_ascii_alphabetic())
                })
            })
            .flatten();
        match close {
            Some(j) => {
                out.push(' ');
                i = j + 1;
            }
            None => {
                out.push(chars[i]);
                i += 1;
            }
        }
    }
    out
}
