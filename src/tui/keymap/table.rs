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
        title: "On the board",
        bindings: &[
            shown!(
                bind(
                    &[key(KeyCode::Up), ch('k')],
                    Action::Cursor(Dir::Up),
                    "cursor up",
                ),
                "move",
                0,
                keys: ("←↑↓→", "arrows")
            ),
            bind(
                &[key(KeyCode::Down), ch('j')],
                Action::Cursor(Dir::Down),
                "cursor down",
            ),
            bind(
                &[key(KeyCode::Left), ch('h')],
                Action::Cursor(Dir::Left),
                "cursor left",
            ),
            bind(
                &[key(KeyCode::Right), ch('l')],
                Action::Cursor(Dir::Right),
                "cursor right",
            ),
            bind(
                &[ch('7')],
                Action::Diagonal(Dir::Up, Dir::Left),
                "cursor up and left (keypad 7)",
            ),
            bind(
                &[ch('9')],
                Action::Diagonal(Dir::Up, Dir::Right),
                "cursor up and right (keypad 9)",
            ),
            bind(
                &[ch('1')],
                Action::Diagonal(Dir::Down, Dir::Left),
                "cursor down and left (keypad 1)",
            ),
            bind(
                &[ch('3')],
                Action::Diagonal(Dir::Down, Dir::Right),
                "cursor down and right (keypad 3)",
            ),
            shown!(
                bind(
                    &[key(KeyCode::Enter), ch(' ')],
                    Action::Activate,
                    "pick up the piece under the cursor / move it to a marked point",
                ),
                "pick/drop",
                1,
            ),
            shown!(
                bind(
                    &[key(KeyCode::Esc)],
                    Action::Cancel,
                    "put the picked piece back",
                ),
                "cancel",
                2,
            ),
            shown!(
                bind(
                    &[key(KeyCode::Tab)],
                    Action::NextPiece,
                    "cursor to the next piece that can move",
                ),
                "next piece",
                6,
            ),
            bind(
                &[key(KeyCode::BackTab)],
                Action::PrevPiece,
                "cursor to the previous piece that can move",
            ),
            shown!(
                bind(&[ch('u')], Action::Undo, "take back a move"),
                "undo",
                3,
            ),
            shown!(
                bind(&[ctrl('r')], Action::Redo, "play again a move taken back"),
                "redo",
                7,
            ),
            shown!(
                bind(&[ch('d')], Action::OfferDraw, "offer a draw"),
                "draw",
                8,
            ),
            shown!(
                bind(&[ch('R')], Action::Resign, "resign the game (asks first)"),
                "resign",
                15,
            ),
            shown!(
                bind(&[ch('w')], Action::Chat, "say something (network game)"),
                "say",
                8,
            ),
            shown!(
                bind(&[ch('o')], Action::Reconnect, "join again (network game)"),
                "join again",
                1,
            ),
            shown!(
                bind(
                    &[ch('n')],
                    Action::NewGame,
                    "new game (puzzle: the next puzzle; lesson: the next task)",
                ),
                "new",
                9,
            ),
            shown!(
                bind(&[ch('s')], Action::Save, "save the game to a file"),
                "save",
                10,
            ),
            bind(&[ch('f')], Action::Flip, "turn the board around"),
            shown!(
                bind(
                    &[ch('p')],
                    Action::Pause,
                    "pause the computer / let it play on",
                ),
                "pause",
                11,
            ),
            shown!(
                bind(
                    &[ch('b')],
                    Action::BuildTable,
                    "build the solved five-field game for perfect play",
                ),
                "build table",
                14,
            ),
            shown!(
                bind(&[ch('a')], Action::Hints, "hints: the value of every move"),
                "hints",
                12,
            ),
            shown!(
                bind(
                    &[ch('c')],
                    Action::Coach,
                    "coach: a move for the side to move, marked on the board",
                ),
                "coach",
                16,
            ),
            shown!(
                bind(&[ch('e')], Action::Explain, "coach: what the last move did"),
                "explain",
                17,
            ),
            shown!(
                bind(
                    &[ch('t')],
                    Action::Retry,
                    "puzzle or lesson: try it again from the start",
                ),
                "retry",
                3,
            ),
            shown!(
                bind(
                    &[ch('r')],
                    Action::Review,
                    "review the game, with the value chart",
                ),
                "review",
                13,
            ),
            shown!(bind(&[ch('?')], Action::Help, "this help"), "help", 4),
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
    },
    other::REVIEW,
    other::QUESTION,
    other::HELP,
    line::PROMPT,
    line::CHAT,
    line::JOIN,
    other::START,
    other::ANYWHERE,
];
