//! THE key bindings, grouped by mode: the one table every key, the help,
//! the key bar and the key names in messages come from.

use ratatui::crossterm::event::KeyCode;

use super::{Mode, Section, bind, ch, ctrl, key};
use crate::tui::action::{Action, Dir, Edit};

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
                bind(&[ch('w')], Action::Chat, "say something (network game)"),
                "say",
                8,
            ),
            shown!(
                bind(&[ch('g')], Action::Resign, "give up: resign (network game)"),
                "resign",
                9,
            ),
            bind(&[ch('o')], Action::Reconnect, "join again (network game)"),
            shown!(
                bind(
                    &[ch('n')],
                    Action::NewGame,
                    "new game (puzzle: the next puzzle)",
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
                    "puzzle: try it again from the start",
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
    Section {
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
    Section {
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
    },
    Section {
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
    },
    Section {
        mode: Mode::Prompt,
        title: "When typing a file name",
        bindings: &[
            shown!(
                bind(&[key(KeyCode::Enter)], Action::Activate, "save"),
                "save",
                0,
            ),
            shown!(
                bind(&[key(KeyCode::Esc)], Action::Cancel, "do not save"),
                "cancel",
                1,
            ),
            shown!(
                bind(
                    &[key(KeyCode::Left)],
                    Action::Edit(Edit::GoToPrevChar),
                    "cursor left",
                ),
                "edit",
                2, keys: ("←→", "Left/Right")),
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
                "delete the whole name",
            ),
        ],
    },
    Section {
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
    },
    Section {
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
    },
];
