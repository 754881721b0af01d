//! Key bindings: the types, the lookups and the key names. THE one table
//! of bindings, grouped by [`Mode`], is `table::SECTIONS` (the board's
//! section there, the other modes' in `other`): the keys, the input
//! mapping, the help, the key bar and the names in messages all come from
//! it, so they never disagree. The config file may give an action other
//! keys (`rebind`): the lookups read the table in force, and a key pressed
//! under its old binding names the new one ([`moved_text`]).
//!
//! The table's words are catalogue ids (`key-…` for the help, `bar-…` for
//! the key bar, `key-section-…` for the headings, in `src/i18n/*/keys.ftl`):
//! [`Binding::help`], [`Bar::word`] and [`Section::title`] give them in the
//! language in use; a test checks every id the table names.

use ratatui::crossterm::event::{KeyCode, KeyModifiers};

mod rebind;

pub use rebind::{
    MODES, Refused, action_name, install, mode_name, moved, moved_in, moved_text, moved_text_in,
    parse_key, rebound, sections,
};
pub use table::SECTIONS;

use super::action::Action;

/// A key with the modifiers that matter (Ctrl and Alt; Shift is part of
/// the character or of `BackTab`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key {
    /// The key.
    pub code: KeyCode,
    /// Ctrl and/or Alt, or none.
    pub modifiers: KeyModifiers,
}

pub(super) const fn key(code: KeyCode) -> Key {
    Key {
        code,
        modifiers: KeyModifiers::NONE,
    }
}

pub(super) const fn ch(c: char) -> Key {
    key(KeyCode::Char(c))
}

pub(super) const fn ctrl(c: char) -> Key {
    Key {
        code: KeyCode::Char(c),
        modifiers: KeyModifiers::CONTROL,
    }
}

/// How a binding shows in the key bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bar {
    /// The keys as shown (Unicode, ASCII), when not simply the first key's name.
    pub keys: Option<(&'static str, &'static str)>,
    /// The catalogue id of the word for what it does (see [`Bar::word`]).
    pub word_id: &'static str,
    /// Which entries stay when the bar is too narrow: lowest first.
    pub rank: u8,
}

/// One row of the table: keys, what they do, and how the help says it.
#[derive(Clone, Debug, PartialEq)]
pub struct Binding {
    /// The keys.
    pub keys: &'static [Key],
    /// The action.
    pub action: Action,
    /// The catalogue id of what the help says it does (see
    /// [`Binding::help`]).
    pub help_id: &'static str,
    /// Its entry in the key bar, if it has one.
    pub bar: Option<Bar>,
}

/// When a group of bindings applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Always, before anything else.
    Anywhere,
    /// On the board (playing, or after the end of the game).
    Board,
    /// While a question waits for y or n.
    Question,
    /// While the help is open.
    Help,
    /// While a file name is typed for saving: other characters are typed.
    Prompt,
    /// While a line of chat to the friend is typed: other characters are
    /// typed.
    Chat,
    /// While a move is typed in its notation: other characters are typed.
    Move,
    /// While the address and code of a game to join are typed on the start
    /// screen: other characters are typed.
    Join,
    /// On the start screen of plain `kono`.
    Start,
    /// While looking back over the game.
    Review,
    /// On a course's page of lessons (lesson mode).
    Lessons,
}

/// Keys that only some games have: each game says whether it has them,
/// and the help names the game before what they do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    /// The cursor one point diagonally: in games whose pieces go
    /// diagonally.
    Diagonal,
}

impl Group {
    /// The group `action` belongs to, if it is one of a game's own keys.
    pub const fn of(action: &Action) -> Option<Group> {
        match action {
            Action::Diagonal(..) => Some(Group::Diagonal),
            _ => None,
        }
    }

    /// Whether a game of `variant` has these keys.
    pub fn in_game(self, variant: crate::rules::Variant) -> bool {
        match self {
            Group::Diagonal => variant.steps_diagonally(),
        }
    }

    /// Whether `action` does something in a game of `variant`: always,
    /// unless it is one of another game's own keys.
    pub fn offered(action: &Action, variant: crate::rules::Variant) -> bool {
        Group::of(action).is_none_or(|group| group.in_game(variant))
    }
}

/// A group of bindings with a heading for the help.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Section {
    /// When it applies.
    pub mode: Mode,
    /// The catalogue id of its heading in the help (see [`Section::title`]).
    pub title_id: &'static str,
    /// The bindings.
    pub bindings: &'static [Binding],
}

impl Bar {
    /// The word for what it does, in the language in use.
    pub fn word(&self) -> String {
        crate::i18n::tr(self.word_id, &[])
    }
}

impl Binding {
    /// What the help says it does, in the language in use.
    pub fn help(&self) -> String {
        crate::i18n::tr(self.help_id, &[])
    }

    /// Its shortest name for what it does: the key bar's word, or the
    /// help's words when it has none.
    pub fn name(&self) -> String {
        self.bar.map_or_else(|| self.help(), |bar| bar.word())
    }
}

impl Section {
    /// Its heading in the help, in the language in use.
    pub fn title(&self) -> String {
        crate::i18n::tr(self.title_id, &[])
    }

    /// Every catalogue id it uses: its heading's, and each binding's help
    /// and key bar word.
    pub fn ids(&self) -> impl Iterator<Item = &'static str> {
        std::iter::once(self.title_id).chain(
            self.bindings
                .iter()
                .flat_map(|b| std::iter::once(b.help_id).chain(b.bar.map(|bar| bar.word_id))),
        )
    }
}

/// A binding doing `action` on `keys`, the help saying the catalogue's
/// `help_id`.
pub(super) const fn bind(keys: &'static [Key], action: Action, help_id: &'static str) -> Binding {
    Binding {
        keys,
        action,
        help_id,
        bar: None,
    }
}

/// A binding shown in the key bar as `word`, kept at `rank` (lowest
/// first) when the bar is narrow; with `keys: (unicode, ascii)`, showing
/// those rather than the first key's name. A macro, so that the table is
/// built in a constant.
macro_rules! shown {
    (bind($keys:expr, $action:expr, $help:expr $(,)?), $word:expr, $rank:expr $(,)?) => {
        $crate::tui::keymap::Binding {
            keys: $keys,
            action: $action,
            help_id: $help,
            bar: Some($crate::tui::keymap::Bar {
                keys: None,
                word_id: $word,
                rank: $rank,
            }),
        }
    };
    (bind($keys:expr, $action:expr, $help:expr $(,)?), $word:expr, $rank:expr, keys: $shown:expr $(,)?) => {
        $crate::tui::keymap::Binding {
            keys: $keys,
            action: $action,
            help_id: $help,
            bar: Some($crate::tui::keymap::Bar {
                keys: Some($shown),
                word_id: $word,
                rank: $rank,
            }),
        }
    };
}

mod line;
mod other;
mod table;

impl Mode {
    /// Whether the mode edits a line of text: characters no key of the
    /// mode is bound to are typed into it.
    pub const fn types(self) -> bool {
        matches!(self, Mode::Prompt | Mode::Chat | Mode::Move | Mode::Join)
    }
}

/// The bindings that apply in `mode`: its own and those of [`Mode::Anywhere`].
pub fn bindings(mode: Mode) -> impl Iterator<Item = &'static Binding> {
    sections()
        .iter()
        .filter(move |s| s.mode == Mode::Anywhere || s.mode == mode)
        .flat_map(|s| s.bindings.iter())
}

/// The action bound to `key` in `mode`, if any.
pub fn lookup(mode: Mode, key: Key) -> Option<Action> {
    bindings(mode)
        .find(|b| b.keys.contains(&key))
        .map(|b| b.action.clone())
}

/// The name of the first key bound to `action` in `mode`, for messages
/// ("Esc to cancel"); empty if none is.
pub fn name_of(mode: Mode, action: Action, ascii: bool) -> String {
    keys_for(mode, action)
        .next()
        .map(|key| key_name(key, ascii))
        .unwrap_or_default()
}

/// The keys bound to `action` in `mode`, in the table's order: for naming
/// them in messages, so that no text repeats the table by hand.
pub fn keys_for(mode: Mode, action: Action) -> impl Iterator<Item = Key> {
    sections()
        .iter()
        .filter(move |s| s.mode == mode)
        .flat_map(|s| s.bindings.iter())
        .filter(move |b| b.action == action)
        .flat_map(|b| b.keys.iter().copied())
}

/// A key's name as the help and the key bar show it.
pub fn key_name(key: Key, ascii: bool) -> String {
    let base = match (key.code, ascii) {
        (KeyCode::Up, false) => "↑".to_string(),
        (KeyCode::Down, false) => "↓".to_string(),
        (KeyCode::Left, false) => "←".to_string(),
        (KeyCode::Right, false) => "→".to_string(),
        (KeyCode::Up, true) => "Up".to_string(),
        (KeyCode::Down, true) => "Down".to_string(),
        (KeyCode::Left, true) => "Left".to_string(),
        (KeyCode::Right, true) => "Right".to_string(),
        (KeyCode::Enter, _) => "Enter".to_string(),
        (KeyCode::Esc, _) => "Esc".to_string(),
        (KeyCode::Tab, _) => "Tab".to_string(),
        (KeyCode::BackTab, _) => "Shift-Tab".to_string(),
        (KeyCode::Backspace, _) => "Backspace".to_string(),
        (KeyCode::Delete, _) => "Delete".to_string(),
        (KeyCode::Home, _) => "Home".to_string(),
        (KeyCode::End, _) => "End".to_string(),
        (KeyCode::PageUp, _) => "PgUp".to_string(),
        (KeyCode::PageDown, _) => "PgDn".to_string(),
        (KeyCode::Char(' '), _) => "Space".to_string(),
        (KeyCode::Char(c), _) => c.to_string(),
        (other, _) => other.to_string(),
    };
    let base = if key.modifiers.contains(KeyModifiers::ALT) {
        format!("Alt-{base}")
    } else {
        base
    };
    if key.modifiers.contains(KeyModifiers::CONTROL) {
        format!("Ctrl-{base}")
    } else {
        base
    }
}

/// All the keys of a binding, as the help shows them: "↑ k".
pub fn keys_name(binding: &Binding, ascii: bool) -> String {
    let names: Vec<String> = binding.keys.iter().map(|k| key_name(*k, ascii)).collect();
    names.join(" ")
}
