//! THE key bindings, grouped by mode: the one table every key, the help,
//! the key bar and the key names in messages come from.

use ratatui::crossterm::event::KeyCode;

use super::{Mode, Section, bind, ch, ctrl, key};

use super::{line, other};
use crate::tui::action::{Action, Dir};

/// THE key bindings.
pub const SECTIONS: &[Section] = &[
    Section {
        mode: Mode::Board,
        title_id: "key-section-board",
        bindings: &[
            shown!(
                bind(
                    &[key(KeyCode::Up), ch('k')],
                    Action::Cursor(Dir::Up),
                    "key-cursor-up",
                ),
                "bar-move",
                0,
                keys: ("←↑↓→", "arrows")
            ),
            bind(
                &[key(KeyCode::Down), ch('j')],
                Action::Cursor(Dir::Down),
                "key-cursor-down",
            ),
            bind(
                &[key(KeyCode::Left), ch('h')],
                Action::Cursor(Dir::Left),
                "key-cursor-left",
            ),
            bind(
                &[key(KeyCode::Right), ch('l')],
                Action::Cursor(Dir::Right),
                "key-cursor-right",
            ),
            bind(
                &[ch('7')],
                Action::Diagonal(Dir::Up, Dir::Left),
                "key-up-left",
            ),
            bind(
                &[ch('9')],
                Action::Diagonal(Dir::Up, Dir::Right),
                "key-up-right",
            ),
            bind(
                &[ch('1')],
                Action::Diagonal(Dir::Down, Dir::Left),
                "key-down-left",
            ),
            bind(
                &[ch('3')],
                Action::Diagonal(Dir::Down, Dir::Right),
                "key-down-right",
            ),
            shown!(
                bind(
                    &[key(KeyCode::Enter), ch(' ')],
                    Action::Activate,
                    "key-select",
                ),
                "bar-pick-drop",
                1,
            ),
            shown!(
                bind(&[key(KeyCode::Esc)], Action::Cancel, "key-put-back",),
                "bar-cancel",
                2,
            ),
            shown!(
                bind(&[key(KeyCode::Tab)], Action::NextPiece, "key-next-piece",),
                "bar-next-piece",
                6,
            ),
            bind(
                &[key(KeyCode::BackTab)],
                Action::PrevPiece,
                "key-previous-piece",
            ),
            shown!(bind(&[ch('u')], Action::Undo, "key-undo"), "bar-undo", 3,),
            shown!(bind(&[ctrl('r')], Action::Redo, "key-redo"), "bar-redo", 7,),
            shown!(
                bind(&[ch('d')], Action::OfferDraw, "key-draw"),
                "bar-draw",
                8,
            ),
            shown!(
                bind(&[ch('R')], Action::Resign, "key-resign"),
                "bar-resign",
                15,
            ),
            shown!(bind(&[ch('w')], Action::Chat, "key-say"), "bar-say", 8,),
            shown!(
                bind(&[ch(':')], Action::TypeMove, "typed-key-type-move"),
                "typed-bar-type-move",
                12,
            ),
            shown!(
                bind(&[ch('o')], Action::Reconnect, "key-join-again"),
                "bar-join-again",
                1,
            ),
            shown!(
                bind(&[ch('n')], Action::NewGame, "key-new-game",),
                "bar-new",
                9,
            ),
            shown!(bind(&[ch('s')], Action::Save, "key-save"), "bar-save", 10,),
            bind(&[ch('f')], Action::Flip, "key-flip"),
            shown!(
                bind(&[ch('p')], Action::Pause, "key-pause",),
                "bar-pause",
                11,
            ),
            shown!(
                bind(&[ch('b')], Action::BuildTable, "key-build-table",),
                "bar-build-table",
                14,
            ),
            shown!(
                bind(&[ch('a')], Action::Hints, "key-hints"),
                "bar-hints",
                12,
            ),
            shown!(
                bind(&[ch('c')], Action::Coach, "key-coach",),
                "bar-coach",
                16,
            ),
            shown!(
                bind(&[ch('e')], Action::Explain, "key-explain"),
                "bar-explain",
                17,
            ),
            shown!(
                bind(&[ch('t')], Action::Retry, "key-retry",),
                "bar-retry",
                3,
            ),
            shown!(
                bind(&[ch('L')], Action::Lessons, "picker-key-lessons"),
                "picker-bar-lessons",
                18,
            ),
            shown!(
                bind(&[ch('r')], Action::Review, "key-review",),
                "bar-review",
                13,
            ),
            shown!(bind(&[ch('?')], Action::Help, "key-help"), "bar-help", 4),
            shown!(
                bind(&[ch('m')], Action::Home, "key-start-screen",),
                "bar-menu",
                7,
            ),
            shown!(bind(&[ch('q')], Action::Quit, "key-quit"), "bar-quit", 5),
        ],
    },
    other::REVIEW,
    other::LESSONS,
    other::QUESTION,
    other::HELP,
    line::PROMPT,
    line::CHAT,
    line::MOVE,
    line::JOIN,
    other::START,
    other::ANYWHERE,
];
