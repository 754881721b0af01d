//! The key bindings of the modes beside the board: review, questions, the
//! help, the start screen, and the keys of every mode.

use ratatui::crossterm::event::KeyCode;

use super::{Mode, Section, bind, ch, ctrl, key};
use crate::tui::action::{Action, Dir};

/// The bindings of mode Review.
pub(super) const REVIEW: Section = Section {
    mode: Mode::Review,
    title: "In review",
    bindings: &[
        shown!(
            bind(
                &[key(KeyCode::Left), ch('h')],
                Action::Cursor(Dir::Left),
                "one move back",
            ),
            "back",
            0,
        ),
        shown!(
            bind(
                &[key(KeyCode::Right), ch('l')],
                Action::Cursor(Dir::Right),
                "one move on",
            ),
            "on",
            1,
        ),
        shown!(
            bind(&[key(KeyCode::Home)], Action::Far(Dir::Left), "the start"),
            "start",
            2,
        ),
        shown!(
            bind(&[key(KeyCode::End)], Action::Far(Dir::Right), "the end"),
            "end",
            3,
        ),
        shown!(
            bind(
                &[key(KeyCode::Esc), ch('r')],
                Action::Review,
                "leave the review",
            ),
            "leave",
            4,
        ),
        shown!(
            bind(
                &[ch('c')],
                Action::Coach,
                "coach: a move for the side to move in the position shown",
            ),
            "coach",
            6,
        ),
        shown!(
            bind(
                &[ch('e')],
                Action::Explain,
                "coach: what the move that led to the position shown did",
            ),
            "explain",
            8,
        ),
        shown!(
            bind(
                &[ch('b')],
                Action::BuildTable,
                "build the solved five-field game for the review's values",
            ),
            "build table",
            9,
        ),
        shown!(
            bind(
                &[ch('m')],
                Action::Home,
                "back to the start screen (the game stays saved)",
            ),
            "menu",
            7,
        ),
        shown!(bind(&[ch('q')], Action::Quit, "quit"), "quit", 5),
    ],
};

/// The bindings of mode Question.
pub(super) const QUESTION: Section = Section {
    mode: Mode::Question,
    title: "When asked a question",
    bindings: &[
        shown!(bind(&[ch('y')], Action::Yes, "yes"), "yes", 0),
        shown!(
            bind(&[ch('n'), key(KeyCode::Esc)], Action::No, "no"),
            "no",
            1,
        ),
        bind(&[ch('?')], Action::Help, "this help"),
    ],
};

/// The bindings of mode Help.
pub(super) const HELP: Section = Section {
    mode: Mode::Help,
    title: "In this help",
    bindings: &[
        shown!(
            bind(
                &[key(KeyCode::Up), ch('k')],
                Action::Cursor(Dir::Up),
                "scroll up",
            ),
            "up",
            3,
        ),
        shown!(
            bind(
                &[key(KeyCode::Down), ch('j')],
                Action::Cursor(Dir::Down),
                "scroll down",
            ),
            "down",
            1,
        ),
        shown!(
            bind(
                &[key(KeyCode::PageDown), ch(' ')],
                Action::Page(Dir::Down),
                "a page down",
            ),
            "page",
            2,
        ),
        bind(&[key(KeyCode::PageUp)], Action::Page(Dir::Up), "a page up"),
        bind(&[key(KeyCode::Home)], Action::Far(Dir::Up), "to the top"),
        bind(&[key(KeyCode::End)], Action::Far(Dir::Down), "to the end"),
        shown!(
            bind(
                &[key(KeyCode::Esc), ch('?'), ch('q')],
                Action::Cancel,
                "close the help",
            ),
            "close",
            0,
        ),
    ],
};

/// The bindings of mode Start.
pub(super) const START: Section = Section {
    mode: Mode::Start,
    title: "On the start screen",
    bindings: &[
        shown!(
            bind(&[key(KeyCode::Up), ch('k')], Action::Cursor(Dir::Up), "up"),
            "move",
            0, keys: ("↑↓", "Up/Down")),
        bind(
            &[key(KeyCode::Down), ch('j')],
            Action::Cursor(Dir::Down),
            "down",
        ),
        shown!(
            bind(
                &[key(KeyCode::Left), ch('h')],
                Action::Cursor(Dir::Left),
                "the previous value",
            ),
            "change",
            1, keys: ("←→", "Left/Right")),
        bind(
            &[key(KeyCode::Right), ch('l')],
            Action::Cursor(Dir::Right),
            "the next value",
        ),
        shown!(
            bind(
                &[key(KeyCode::Enter), ch(' ')],
                Action::Activate,
                "start what is highlighted",
            ),
            "choose",
            2,
        ),
        shown!(
            bind(
                &[ch('d'), key(KeyCode::Delete)],
                Action::Delete,
                "delete the saved game under the cursor (asks first)",
            ),
            "delete",
            6,
        ),
        bind(&[key(KeyCode::PageUp)], Action::Page(Dir::Up), "a page up"),
        bind(
            &[key(KeyCode::PageDown)],
            Action::Page(Dir::Down),
            "a page down",
        ),
        bind(&[key(KeyCode::Home)], Action::Far(Dir::Up), "to the top"),
        bind(&[key(KeyCode::End)], Action::Far(Dir::Down), "to the end"),
        shown!(bind(&[ch('?')], Action::Help, "the rules"), "rules", 3),
        shown!(
            bind(&[key(KeyCode::Esc)], Action::Cancel, "back"),
            "back",
            4,
        ),
        shown!(bind(&[ch('q')], Action::Quit, "quit"), "quit", 5),
    ],
};

/// The bindings of mode Anywhere.
pub(super) const ANYWHERE: Section = Section {
    mode: Mode::Anywhere,
    title: "Anywhere",
    bindings: &[
        bind(&[ctrl('c')], Action::ForceQuit, "quit at once"),
        bind(
            &[ctrl('z')],
            Action::Suspend,
            "suspend (the shell's fg continues)",
        ),
    ],
};
