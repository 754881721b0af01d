//! The key bindings of the modes beside the board: review, questions, the
//! help, the start screen, and the keys of every mode.

use ratatui::crossterm::event::KeyCode;

use super::{Mode, Section, bind, ch, ctrl, key};
use crate::tui::action::{Action, Dir};

/// The bindings of mode Review.
pub(super) const REVIEW: Section = Section {
    mode: Mode::Review,
    title_id: "key-section-review",
    bindings: &[
        shown!(
            bind(
                &[key(KeyCode::Left), ch('h')],
                Action::Cursor(Dir::Left),
                "key-review-back",
            ),
            "bar-back",
            0,
        ),
        shown!(
            bind(
                &[key(KeyCode::Right), ch('l')],
                Action::Cursor(Dir::Right),
                "key-review-on",
            ),
            "bar-on",
            1,
        ),
        shown!(
            bind(
                &[key(KeyCode::Home)],
                Action::Far(Dir::Left),
                "key-review-first"
            ),
            "bar-first",
            2,
        ),
        shown!(
            bind(
                &[key(KeyCode::End)],
                Action::Far(Dir::Right),
                "key-review-last"
            ),
            "bar-last",
            3,
        ),
        shown!(
            bind(
                &[key(KeyCode::Esc), ch('r')],
                Action::Review,
                "key-review-leave",
            ),
            "bar-leave",
            4,
        ),
        shown!(
            bind(&[ch('c')], Action::Coach, "key-review-coach",),
            "bar-coach",
            6,
        ),
        shown!(
            bind(&[ch('e')], Action::Explain, "key-review-explain",),
            "bar-explain",
            8,
        ),
        shown!(
            bind(&[ch('b')], Action::BuildTable, "key-review-build-table",),
            "bar-build-table",
            9,
        ),
        shown!(
            bind(&[ch('m')], Action::Home, "key-start-screen",),
            "bar-menu",
            7,
        ),
        shown!(bind(&[ch('q')], Action::Quit, "key-quit"), "bar-quit", 5),
    ],
};

/// The bindings of mode Lessons: a course's page of lessons.
pub(super) const LESSONS: Section = Section {
    mode: Mode::Lessons,
    title_id: "picker-key-section",
    bindings: &[
        shown!(
            bind(
                &[key(KeyCode::Up), ch('k')],
                Action::Cursor(Dir::Up),
                "picker-key-up",
            ),
            "bar-choose",
            0,
            keys: ("↑↓", "Up/Down")
        ),
        bind(
            &[key(KeyCode::Down), ch('j')],
            Action::Cursor(Dir::Down),
            "picker-key-down",
        ),
        bind(&[key(KeyCode::Home)], Action::Far(Dir::Up), "key-top"),
        bind(&[key(KeyCode::End)], Action::Far(Dir::Down), "key-bottom"),
        shown!(
            bind(
                &[key(KeyCode::Enter), ch(' ')],
                Action::Activate,
                "picker-key-open",
            ),
            "picker-bar-open",
            1,
        ),
        shown!(
            bind(
                &[key(KeyCode::Esc), ch('L')],
                Action::Lessons,
                "picker-key-back",
            ),
            "picker-bar-back",
            2,
        ),
        shown!(bind(&[ch('?')], Action::Help, "key-help"), "bar-help", 3),
        shown!(
            bind(&[ch('m')], Action::Home, "key-start-screen",),
            "bar-menu",
            5,
        ),
        shown!(bind(&[ch('q')], Action::Quit, "key-quit"), "bar-quit", 4),
    ],
};

/// The bindings of mode Question.
pub(super) const QUESTION: Section = Section {
    mode: Mode::Question,
    title_id: "key-section-question",
    bindings: &[
        shown!(bind(&[ch('y')], Action::Yes, "key-yes"), "bar-yes", 0),
        shown!(
            bind(&[ch('n'), key(KeyCode::Esc)], Action::No, "key-no"),
            "bar-no",
            1,
        ),
        bind(&[ch('?')], Action::Help, "key-help"),
    ],
};

/// The bindings of mode Help.
pub(super) const HELP: Section = Section {
    mode: Mode::Help,
    title_id: "key-section-help",
    bindings: &[
        shown!(
            bind(
                &[key(KeyCode::Up), ch('k')],
                Action::Cursor(Dir::Up),
                "key-scroll-up",
            ),
            "bar-up",
            3,
        ),
        shown!(
            bind(
                &[key(KeyCode::Down), ch('j')],
                Action::Cursor(Dir::Down),
                "key-scroll-down",
            ),
            "bar-down",
            1,
        ),
        shown!(
            bind(
                &[key(KeyCode::PageDown), ch(' ')],
                Action::Page(Dir::Down),
                "key-page-down",
            ),
            "bar-page",
            2,
        ),
        bind(
            &[key(KeyCode::PageUp)],
            Action::Page(Dir::Up),
            "key-page-up",
        ),
        bind(&[key(KeyCode::Home)], Action::Far(Dir::Up), "key-top"),
        bind(&[key(KeyCode::End)], Action::Far(Dir::Down), "key-bottom"),
        shown!(
            bind(
                &[key(KeyCode::Esc), ch('?'), ch('q')],
                Action::Cancel,
                "key-close-help",
            ),
            "bar-close",
            0,
        ),
    ],
};

/// The bindings of mode Start.
pub(super) const START: Section = Section {
    mode: Mode::Start,
    title_id: "key-section-start",
    bindings: &[
        shown!(
            bind(&[key(KeyCode::Up), ch('k')], Action::Cursor(Dir::Up), "key-start-up"),
            "bar-move",
            0, keys: ("↑↓", "Up/Down")),
        bind(
            &[key(KeyCode::Down), ch('j')],
            Action::Cursor(Dir::Down),
            "key-start-down",
        ),
        shown!(
            bind(
                &[key(KeyCode::Left), ch('h')],
                Action::Cursor(Dir::Left),
                "key-previous-value",
            ),
            "bar-game-options",
            1, keys: ("←→", "Left/Right")),
        bind(
            &[key(KeyCode::Right), ch('l')],
            Action::Cursor(Dir::Right),
            "key-next-value",
        ),
        shown!(
            bind(
                &[key(KeyCode::Enter), ch(' ')],
                Action::Activate,
                "key-start-chosen",
            ),
            "bar-choose",
            2,
        ),
        shown!(
            bind(
                &[ch('d'), key(KeyCode::Delete)],
                Action::Delete,
                "key-delete-game",
            ),
            "bar-delete",
            6,
        ),
        bind(
            &[key(KeyCode::PageUp)],
            Action::Page(Dir::Up),
            "key-page-up",
        ),
        bind(
            &[key(KeyCode::PageDown)],
            Action::Page(Dir::Down),
            "key-page-down",
        ),
        bind(&[key(KeyCode::Home)], Action::Far(Dir::Up), "key-top"),
        bind(&[key(KeyCode::End)], Action::Far(Dir::Down), "key-bottom"),
        shown!(bind(&[ch('?')], Action::Help, "key-rules"), "bar-rules", 3),
        shown!(
            bind(&[key(KeyCode::Esc)], Action::Cancel, "key-back"),
            "bar-back",
            4,
        ),
        shown!(bind(&[ch('q')], Action::Quit, "key-quit"), "bar-quit", 5),
    ],
};

/// The bindings of mode Anywhere.
pub(super) const ANYWHERE: Section = Section {
    mode: Mode::Anywhere,
    title_id: "key-section-anywhere",
    bindings: &[
        bind(&[ctrl('c')], Action::ForceQuit, "key-quit-now"),
        bind(&[ctrl('z')], Action::Suspend, "key-suspend"),
    ],
};
