//! The key bindings of the one-line editors: the file name of the save
//! prompt (Enter saves), the line of chat to the friend over the network
//! (Enter sends it) and the host's address and join code on the start
//! screen (Enter joins). Each is a mode of its own, so that the key bar and the help say what Enter
//! does there, and the config file rebinds each apart.

use ratatui::crossterm::event::KeyCode;

use super::{Mode, Section, bind, ctrl, key};
use crate::tui::action::{Action, Dir, Edit};

/// A line editor's section: Enter does `enter` (the bar's word `word`),
/// Esc leaves it (`leave`, the bar's word "cancel"), and the keys that
/// move the text cursor and delete (Ctrl-u deletes the whole `typed`).
macro_rules! line_editor {
    ($mode:expr, $title:expr, $enter:expr, $word:expr, $leave:expr, $typed:literal $(, $extra:expr)* $(,)?) => {
        Section {
            mode: $mode,
            title: $title,
            bindings: &[
                shown!(bind(&[key(KeyCode::Enter)], Action::Activate, $enter), $word, 0),
                shown!(bind(&[key(KeyCode::Esc)], Action::Cancel, $leave), "cancel", 1),
                shown!(
                    bind(
                        &[key(KeyCode::Left)],
                        Action::Edit(Edit::GoToPrevChar),
                        "cursor left",
                    ),
                    "edit",
                    2,
                    keys: ("←→", "Left/Right")
                ),
                bind(
                    &[key(KeyCode::Right)],
                    Action::Edit(Edit::GoToNextChar),
                    "cursor right",
                ),
                bind(
                    &[key(KeyCode::Home), ctrl('a')],
                    Action::Edit(Edit::GoToStart),
                    "cursor to the start",
                ),
                bind(
                    &[key(KeyCode::End), ctrl('e')],
                    Action::Edit(Edit::GoToEnd),
                    "cursor to the end",
                ),
                bind(
                    &[key(KeyCode::Backspace), ctrl('h')],
                    Action::Edit(Edit::DeletePrevChar),
                    "delete the character before the cursor",
                ),
                bind(
                    &[key(KeyCode::Delete), ctrl('d')],
                    Action::Edit(Edit::DeleteNextChar),
                    "delete the character under the cursor",
                ),
                bind(
                    &[ctrl('w')],
                    Action::Edit(Edit::DeletePrevWord),
                    "delete the word before the cursor",
                ),
                bind(
                    &[ctrl('u')],
                    Action::Edit(Edit::DeleteLine),
                    concat!("delete the whole ", $typed),
                ),
                $($extra,)*
            ],
        }
    };
}

/// The bindings of mode Prompt.
pub(super) const PROMPT: Section = line_editor!(
    Mode::Prompt,
    "When typing a file name",
    "save",
    "save",
    "do not save",
    "name",
);

/// The bindings of mode Chat.
pub(super) const CHAT: Section = line_editor!(
    Mode::Chat,
    "When typing a line of chat",
    "send the line to your friend",
    "send",
    "send nothing",
    "line",
    shown!(
        bind(
            &[key(KeyCode::Up), key(KeyCode::PageUp)],
            Action::Page(Dir::Up),
            "scroll the chat log back",
        ),
        "chat log",
        3,
        keys: ("↑↓", "Up/Down")
    ),
    bind(
        &[key(KeyCode::Down), key(KeyCode::PageDown)],
        Action::Page(Dir::Down),
        "scroll the chat log on",
    ),
);

/// The bindings of mode Join.
pub(super) const JOIN: Section = line_editor!(
    Mode::Join,
    "When typing the address to join",
    "join the game at the address, with the code",
    "join",
    "back to the menu",
    "line",
);
