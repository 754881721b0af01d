//! Everything a player can do ([`Action`]) and the I/O the App asks the
//! event loop to carry out ([`Effect`]). A leaf: it imports nothing of the
//! front end, so keys, mouse, tests and (later) the computer all speak it.

use std::path::PathBuf;

use crate::rules::Point;

pub use tui_input::InputRequest as Edit;

/// A direction on the screen (not on the board: the board may be turned).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    /// Towards the top of the screen.
    Up,
    /// Towards the bottom of the screen.
    Down,
    /// Towards the left of the screen.
    Left,
    /// Towards the right of the screen.
    Right,
}

/// Everything a player can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Move the cursor one point (in the help: scroll).
    Cursor(Dir),
    /// Pick up the piece under the cursor, or drop the picked one there.
    Activate,
    /// A mouse click on a point: the cursor goes there, then [`Action::Activate`].
    Click(Point),
    /// The mouse button let go over a point: with a piece picked up
    /// elsewhere (a drag), the same as a click there; otherwise nothing.
    Release(Point),
    /// Drop the selection, or close the help.
    Cancel,
    /// Jump the cursor to the next piece that can move.
    NextPiece,
    /// Jump the cursor to the previous piece that can move.
    PrevPiece,
    /// Take back the last move.
    Undo,
    /// Play again the move last taken back.
    Redo,
    /// The side to move offers a draw.
    OfferDraw,
    /// Answer yes to the question asked.
    Yes,
    /// Answer no to the question asked.
    No,
    /// Start a new game (asks first while a game is in progress).
    NewGame,
    /// Turn the board around.
    Flip,
    /// Open or close the help.
    Help,
    /// Quit (asks first while a game is in progress).
    Quit,
    /// Quit at once.
    ForceQuit,
    /// Give the terminal back and stop, as Ctrl-z does (`fg` continues).
    Suspend,
    /// Save the game to a file: ask for its name.
    Save,
    /// An edit of the file name in the save prompt: a character typed,
    /// the cursor moved, text deleted.
    Edit(Edit),
    /// Scroll the help a page: towards the top (`Up`) or the bottom (`Down`).
    Page(Dir),
    /// Scroll the help to its top (`Up`) or its end (`Down`).
    Far(Dir),
    /// The terminal now has this many columns and rows.
    Resize(u16, u16),
}

/// What the App asks the event loop to do after an action: the App itself
/// does no I/O.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Nothing: draw the screen again and wait for the next event.
    None,
    /// Leave the program.
    Quit,
    /// Give the terminal back and stop until continued.
    Suspend,
    /// Write the game's record to this file, then tell the App how it
    /// went; when the file exists, first ask ([`Effect::Overwrite`] is the yes).
    Save(PathBuf),
    /// Write the game's record to this file, replacing the file there.
    Overwrite(PathBuf),
}
