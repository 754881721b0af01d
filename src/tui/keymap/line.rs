//! The key bindings of the one-line editors: the file name of the save
//! prompt (Enter saves), the line of chat to the friend over the network
//! (Enter sends it) and the host's address and join code on the start
//! screen (Enter joins). Each is a mode of its own, so that the key bar and the help say what Enter
//! does there, and the config file rebinds each apart.

use ratatui::crossterm::event::KeyCode;

use super::{Mode, Section, bind, ctrl, key};
use crate::tui::action::{Action, Dir, Edit};

/// A line editor's section (headed `title`): Enter does `enter` (the
/// bar's word `word`), Esc leaves it (`leave`, the bar's word "cancel"),
/// and the keys that move the text cursor and delete (Ctrl-u does
/// `typed`: deletes the whole of it). Every text is a catalogue id.
macro_rules! line_editor {
    ($mode:expr, $title:expr, $enter:expr, $word:expr, $leave:expr, $typed:literal $(, $extra:expr)* $(,)?) => {
        Section {
            mode: $mode,
            title_id: $title,
            bindings: &[
                shown!(bind(&[key(KeyCode::Enter)], Action::Activate, $enter), $word, 0),
                shown!(bind(&[key(KeyCode::Esc)], Action::Cancel, $leave), "bar-cancel", 1),
                shown!(
                    bind(
                        &[key(KeyCode::Left)],
                        Action::Edit(Edit::GoToPrevChar),
                        "key-cursor-left",
                    ),
                    "bar-edit",
                    2,
                    keys: ("←→", "Left/Right")
                ),
                bind(
                    &[key(KeyCode::Right)],
                    Action::Edit(Edit::GoToNextChar),
                    "key-cursor-right",
                ),
                bind(
                    &[key(KeyCode::Home), ctrl('a')],
                    Action::Edit(Edit::GoToStart),
                    "key-text-start",
                ),
                bind(
                    &[key(KeyCode::End), ctrl('e')],
                    Action::Edit(Edit::GoToEnd),
                    "key-text-end",
                ),
                bind(
                    &[key(KeyCode::Backspace), ctrl('h')],
                    Action::Edit(Edit::DeletePrevChar),
                    "key-delete-back",
                ),
                bind(
                    &[key(KeyCode::Delete), ctrl('d')],
                    Action::Edit(Edit::DeleteNextChar),
                    "key-delete",
                ),
                bind(
                    &[ctrl('w')],
                    Action::Edit(Edit::DeletePrevWord),
                    "key-delete-word",
                ),
                bind(
                    &[ctrl('u')],
                    Action::Edit(Edit::DeleteLine),
                    $typed,
                ),
                $($extra,)*
            ],
        }
    };
}

/// The bindings of mode Prompt.
pub(super) const PROMPT: Section = line_editor!(
    Mode::Prompt,
    "key-section-prompt",
    "key-prompt-save",
    "bar-save",
    "key-prompt-leave",
    "key-delete-name",
);

/// The bindings of mode Chat.
pub(super) const CHAT: Section = line_editor!(
    Mode::Chat,
    "key-section-chat",
    "key-chat-send",
    "bar-send",
    "key-chat-leave",
    "key-delete-line",
    shown!(
        bind(
            &[key(KeyCode::Up), key(KeyCode::PageUp)],
            Action::Page(Dir::Up),
            "key-chat-back",
        ),
        "bar-chat-log",
        3,
        keys: ("↑↓", "Up/Down")
    ),
    bind(
        &[key(KeyCode::Down), key(KeyCode::PageDown)],
        Action::Page(Dir::Down),
        "key-chat-on",
    ),
);

/// The bindings of mode Join.
pub(super) const JOIN: Section = line_editor!(
    Mode::Join,
    "key-section-join",
    "key-join-enter",
    "bar-join",
    "key-join-leave",
    "key-delete-line",
);
