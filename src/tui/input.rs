//! Terminal events to [`Action`]s: keys through the binding table of the
//! App's [`Mode`], mouse clicks through the [`Layout`] of the frame on
//! screen. Knows nothing of the App itself.

use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEventKind,
};

use super::action::{Action, Edit};
use super::keymap::{self, Key, Mode};
use super::layout::Layout;

/// The action of a key press in `mode`, if the key is bound there (or, in
/// a line editor, types a character).
pub fn key_action(event: KeyEvent, mode: Mode) -> Option<Action> {
    if event.kind != KeyEventKind::Press {
        return None;
    }
    let mut code = event.code;
    // Answers do not depend on Caps Lock: `Y` is `y`, `N` is `n`.
    if let KeyCode::Char(c) = code
        && mode == Mode::Question
    {
        code = KeyCode::Char(c.to_ascii_lowercase());
    }
    let pressed = Key {
        code,
        modifiers: event.modifiers & (KeyModifiers::CONTROL | KeyModifiers::ALT),
    };
    let bound = keymap::lookup(mode, pressed);
    match (bound.clone(), pressed.code) {
        (None, KeyCode::Char(c)) if mode.types() && pressed.modifiers.is_empty() => {
            Some(Action::Edit(Edit::InsertChar(c)))
        }
        // A key the config file took away: the status line says which does it now.
        (None, code) if keymap::moved(mode, pressed).is_some() => {
            Some(Action::KeyMoved(code, pressed.modifiers))
        }
        _ => bound,
    }
}

/// The action of a terminal event in `mode`, if any; a click is on the
/// point `layout` puts under it (none without a board on screen).
pub fn action(event: &Event, mode: Mode, layout: Option<&Layout>) -> Option<Action> {
    match event {
        Event::Key(key) => key_action(*key, mode),
        Event::Mouse(mouse) if mode == Mode::Board => match (mouse.kind, layout?) {
            (MouseEventKind::Down(MouseButton::Left), layout) => {
                layout.point_at(mouse.column, mouse.row).map(Action::Click)
            }
            // The end of a drag: the piece picked up by the press goes here.
            (MouseEventKind::Up(MouseButton::Left), layout) => layout
                .point_at(mouse.column, mouse.row)
                .map(Action::Release),
            _ => None,
        },
        Event::Resize(columns, rows) => Some(Action::Resize(*columns, *rows)),
        _ => None,
    }
}
