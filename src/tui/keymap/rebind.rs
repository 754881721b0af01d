//! Rebinding from the config file: the names of modes, actions and keys as
//! the file writes them, and the table in force — the one table's defaults
//! with the player's keys in place of an action's, checked so that no key
//! does two things in one mode. A terminal session carries its table as a
//! value and puts it in force on the thread that runs it (and on the
//! threads it starts); the help, the key bar and the names in messages
//! read the table in force, so they show the rebound keys.

use std::cell::Cell;

use ratatui::crossterm::event::{KeyCode, KeyModifiers};

use super::{Binding, Key, Mode, SECTIONS, Section, key_name};
use crate::store::KeyOverride;
use crate::tui::action::{Action, Dir, Edit};

thread_local! {
    /// The table in force on this thread, when not the defaults.
    static IN_FORCE: Cell<Option<&'static [Section]>> = const { Cell::new(None) };
}

/// The table in force on this thread: the one installed here, or the
/// defaults.
pub fn sections() -> &'static [Section] {
    IN_FORCE.with(Cell::get).unwrap_or(SECTIONS)
}

/// Puts `sections` in force on this thread (a session's, or a command's
/// own); what was in force before comes back, to be put back when the
/// session ends.
pub fn install(sections: &'static [Section]) -> &'static [Section] {
    let before = self::sections();
    IN_FORCE.with(|cell| cell.set(Some(sections)));
    before
}

/// A mode's name in the config file: its `[keys.NAME]` table.
pub const fn mode_name(mode: Mode) -> &'static str {
    match mode {
        Mode::Anywhere => "anywhere",
        Mode::Board => "board",
        Mode::Question => "question",
        Mode::Help => "help",
        Mode::Prompt => "prompt",
        Mode::Chat => "chat",
        Mode::Move => "move",
        Mode::Join => "join",
        Mode::Start => "start",
        Mode::Review => "review",
        Mode::Lessons => "lessons",
    }
}

/// The modes, in the config file's order.
pub const MODES: [Mode; 11] = [
    Mode::Board,
    Mode::Review,
    Mode::Lessons,
    Mode::Question,
    Mode::Help,
    Mode::Prompt,
    Mode::Chat,
    Mode::Move,
    Mode::Join,
    Mode::Start,
    Mode::Anywhere,
];

/// An action's name in the config file, for the actions keys can do.
pub fn action_name(action: &Action) -> Option<&'static str> {
    Some(match action {
        Action::Cursor(Dir::Up) => "up",
        Action::Cursor(Dir::Down) => "down",
        Action::Cursor(Dir::Left) => "left",
        Action::Cursor(Dir::Right) => "right",
        Action::Diagonal(Dir::Up, Dir::Left) => "up-left",
        Action::Diagonal(Dir::Up, Dir::Right) => "up-right",
        Action::Diagonal(Dir::Down, Dir::Left) => "down-left",
        Action::Diagonal(Dir::Down, Dir::Right) => "down-right",
        Action::Page(Dir::Up) => "page-up",
        Action::Page(Dir::Down) => "page-down",
        Action::Far(Dir::Up) => "top",
        Action::Far(Dir::Down) => "bottom",
        Action::Far(Dir::Left) => "first",
        Action::Far(Dir::Right) => "last",
        Action::Activate => "select",
        Action::Cancel => "cancel",
        Action::NextPiece => "next-piece",
        Action::PrevPiece => "previous-piece",
        Action::Undo => "undo",
        Action::Redo => "redo",
        Action::OfferDraw => "draw",
        Action::Resign => "resign",
        Action::Yes => "yes",
        Action::No => "no",
        Action::NewGame => "new-game",
        Action::Flip => "flip",
        Action::Help => "help",
        Action::Quit => "quit",
        Action::ForceQuit => "quit-now",
        Action::Suspend => "suspend",
        Action::Save => "save",
        Action::Pause => "pause",
        Action::Retry => "retry",
        Action::Lessons => "lessons",
        Action::BuildTable => "build-table",
        Action::Hints => "hints",
        Action::Coach => "coach",
        Action::Explain => "explain",
        Action::Review => "review",
        Action::Home => "start-screen",
        Action::Delete => "delete-game",
        Action::Chat => "say",
        Action::TypeMove => "type-move",
        Action::Reconnect => "join-again",
        Action::Edit(Edit::GoToPrevChar) => "cursor-left",
        Action::Edit(Edit::GoToNextChar) => "cursor-right",
        Action::Edit(Edit::GoToStart) => "cursor-start",
        Action::Edit(Edit::GoToEnd) => "cursor-end",
        Action::Edit(Edit::DeletePrevChar) => "delete-back",
        Action::Edit(Edit::DeleteNextChar) => "delete",
        Action::Edit(Edit::DeletePrevWord) => "delete-word",
        Action::Edit(Edit::DeleteLine) => "delete-all",
        _ => return None,
    })
}

/// The key a config file names: a character (`u`, `?`), a named key
/// (`Enter`, `Esc`, `Space`, `Tab`, `Shift-Tab`, `Backspace`, `Delete`,
/// `Insert`, `Home`, `End`, `PgUp`, `PgDn`, `Up`, `Down`, `Left`, `Right`,
/// `F1`…`F12`), each perhaps after `Ctrl-` and/or `Alt-`.
pub fn parse_key(name: &str) -> Option<Key> {
    let mut rest = name;
    let mut modifiers = KeyModifiers::NONE;
    loop {
        let lower = rest.to_ascii_lowercase();
        if rest.chars().count() > 1 && lower.starts_with("ctrl-") {
            modifiers |= KeyModifiers::CONTROL;
            rest = &rest[5..];
        } else if rest.chars().count() > 1 && lower.starts_with("alt-") {
            modifiers |= KeyModifiers::ALT;
            rest = &rest[4..];
        } else {
            break;
        }
    }
    let mut chars = rest.chars();
    let code = match (chars.next(), chars.next()) {
        (Some(c), None) if modifiers.contains(KeyModifiers::CONTROL) => {
            KeyCode::Char(c.to_ascii_lowercase())
        }
        (Some(c), None) if !c.is_control() => KeyCode::Char(c),
        _ => named(&rest.to_ascii_lowercase())?,
    };
    Some(Key { code, modifiers })
}

/// A named key, its name in lower case.
fn named(name: &str) -> Option<KeyCode> {
    Some(match name {
        "enter" | "return" => KeyCode::Enter,
        "esc" | "escape" => KeyCode::Esc,
        "space" => KeyCode::Char(' '),
        "tab" => KeyCode::Tab,
        "shift-tab" | "backtab" => KeyCode::BackTab,
        "backspace" => KeyCode::Backspace,
        "delete" | "del" => KeyCode::Delete,
        "insert" | "ins" => KeyCode::Insert,
        "home" => KeyCode::Home,
        "end" => KeyCode::End,
        "pgup" | "pageup" => KeyCode::PageUp,
        "pgdn" | "pagedown" => KeyCode::PageDown,
        "up" | "↑" => KeyCode::Up,
        "down" | "↓" => KeyCode::Down,
        "left" | "←" => KeyCode::Left,
        "right" | "→" => KeyCode::Right,
        _ => {
            let n: u8 = name.strip_prefix('f')?.parse().ok()?;
            if !(1..=12).contains(&n) {
                return None;
            }
            KeyCode::F(n)
        }
    })
}

/// What is wrong with a rebinding: the line of the config file and the problem.
pub type Refused = (usize, String);

/// The one table with the `overrides` in place: each names a mode, an
/// action of that mode and the keys that now do it (they replace the
/// table's keys for it). The table is built once per run and lives as
/// long as the program.
///
/// # Errors
/// The first override naming an unknown mode, action or key, or making a
/// key do two things in one mode (the [`Mode::Anywhere`] keys count in
/// every mode), with its line.
pub fn rebound(overrides: &[KeyOverride]) -> Result<&'static [Section], Refused> {
    let mut sections: Vec<Section> = SECTIONS.to_vec();
    let mut lines: Vec<(Mode, Action, usize)> = Vec::new();
    for o in overrides {
        let mode = MODES
            .into_iter()
            .find(|m| mode_name(*m) == o.mode)
            .ok_or_else(|| {
                let names: Vec<&str> = MODES.iter().map(|m| mode_name(*m)).collect();
                (
                    o.line,
                    crate::t!("key-unknown-mode", mode = &o.mode, modes = names.join(", ")),
                )
            })?;
        let section = sections
            .iter_mut()
            .find(|s| s.mode == mode)
            .ok_or_else(|| (o.line, crate::t!("key-mode-empty", mode = &o.mode)))?;
        let mut bindings: Vec<Binding> = section.bindings.to_vec();
        let binding = bindings
            .iter_mut()
            .find(|b| action_name(&b.action) == Some(o.action.as_str()))
            .ok_or_else(|| {
                let names: Vec<&str> = section
                    .bindings
                    .iter()
                    .filter_map(|b| action_name(&b.action))
                    .collect();
                (
                    o.line,
                    crate::t!(
                        "key-unknown-action",
                        action = &o.action,
                        mode = &o.mode,
                        actions = names.join(", ")
                    ),
                )
            })?;
        if o.keys.is_empty() {
            return Err((o.line, crate::t!("key-none-given", action = &o.action)));
        }
        let mut keys = Vec::new();
        for name in &o.keys {
            let key = parse_key(name)
                .ok_or_else(|| (o.line, crate::t!("key-unknown-name", name = name)))?;
            if !keys.contains(&key) {
                keys.push(key);
            }
        }
        binding.keys = Vec::leak(keys);
        lines.push((mode, binding.action.clone(), o.line));
        section.bindings = Vec::leak(bindings);
    }
    check_clashes(&sections, &lines)?;
    Ok(Vec::leak(sections))
}

/// Refuses a key that does two things in one mode.
fn check_clashes(sections: &[Section], lines: &[(Mode, Action, usize)]) -> Result<(), Refused> {
    let line_of = |mode: Mode, action: &Action| {
        lines
            .iter()
            .find(|(m, a, _)| a == action && (*m == mode || *m == Mode::Anywhere))
            .map(|(_, _, line)| *line)
    };
    for mode in MODES {
        let mut seen: Vec<(Key, Action, Mode)> = Vec::new();
        let bound = sections
            .iter()
            .filter(|s| s.mode == mode || s.mode == Mode::Anywhere)
            .flat_map(|s| s.bindings.iter().map(move |b| (s.mode, b)));
        for (section_mode, binding) in bound {
            for key in binding.keys {
                match seen.iter().find(|(k, _, _)| k == key) {
                    Some((_, other, other_mode)) if *other != binding.action => {
                        let line = line_of(section_mode, &binding.action)
                            .or_else(|| line_of(*other_mode, other))
                            .unwrap_or(0);
                        let name = |a: &Action| action_name(a).unwrap_or("?");
                        return Err((
                            line,
                            crate::t!(
                                "key-clash",
                                key = key_name(*key, true),
                                first = name(other),
                                second = name(&binding.action),
                                mode = mode_name(mode)
                            ),
                        ));
                    }
                    Some(_) => {}
                    None => seen.push((*key, binding.action.clone(), section_mode)),
                }
            }
        }
    }
    Ok(())
}

/// The binding in force for what `key` did in `mode` by default, when
/// `table` binds `key` to nothing there: the config file gave that action
/// other keys (undo on `z`, and `u` pressed). `None` when `key` does
/// something, or never did.
pub fn moved_in(table: &'static [Section], mode: Mode, key: Key) -> Option<&'static Binding> {
    let of_mode = |sections: &'static [Section]| {
        sections
            .iter()
            .filter(move |s| s.mode == mode || s.mode == Mode::Anywhere)
            .flat_map(|s| s.bindings.iter())
    };
    if of_mode(table).any(|b| b.keys.contains(&key)) {
        return None;
    }
    let old = of_mode(SECTIONS).find(|b| b.keys.contains(&key))?;
    of_mode(table).find(|b| b.action == old.action)
}

/// [`moved_in`] the table in force.
pub fn moved(mode: Mode, key: Key) -> Option<&'static Binding> {
    moved_in(sections(), mode, key)
}

/// What the status line says of `key` pressed in `mode` under `table`
/// after the config file moved its action: "u does nothing here; undo is
/// z". Empty when it was not moved.
pub fn moved_text_in(table: &'static [Section], mode: Mode, key: Key, ascii: bool) -> String {
    let Some(now) = moved_in(table, mode, key) else {
        return String::new();
    };
    let mut names: Vec<String> = now.keys.iter().map(|k| key_name(*k, ascii)).collect();
    let keys = match names.pop() {
        Some(last) if !names.is_empty() => {
            crate::t!("keys-or", first = names.join(", "), last = last)
        }
        last => last.unwrap_or_default(),
    };
    crate::t!(
        "key-moved",
        key = key_name(key, ascii),
        action = now.name(),
        keys = keys
    )
}

/// [`moved_text_in`] the table in force.
pub fn moved_text(mode: Mode, key: Key, ascii: bool) -> String {
    moved_text_in(sections(), mode, key, ascii)
}
