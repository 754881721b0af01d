//! Everything a player can do ([`Action`]) and the I/O the App asks the
//! event loop to carry out ([`Effect`]). A leaf: it imports nothing of the
//! front end, so keys, mouse, tests and the computer's replies all speak it.

use std::path::PathBuf;
use std::time::Duration;

use crate::ai::Level;
use crate::rules::{Game, Move, Point, RuleOptions};

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
    /// Pause the computer, or let it play on.
    Pause,
    /// Puzzle mode: set the same puzzle up again.
    Retry,
    /// Time passed while the computer thinks (the sign that shows it alive
    /// moves on); the event loop sends it only then.
    Tick,
    /// How the solved table that level 5 plays from is coming along.
    Table(TableState),
    /// Build the solved five-field game in the background, for level 5.
    BuildTable,
    /// Show the value of every move on the board, or stop showing it.
    Hints,
    /// Look back over the game move by move, or stop.
    Review,
    /// The computer's reply to the [`Effect::Think`] with this ticket;
    /// played only if the App still waits for that ticket.
    ComputerMoved {
        /// The ticket of the request it answers.
        ticket: u64,
        /// The move it chose.
        mv: Move,
    },
}

/// A solved table handed to the App (by the worker that loaded it, or by
/// a test): hints and review probe it.
#[derive(Clone)]
pub struct Table(pub std::sync::Arc<dyn crate::ai::Solved>);

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Table")
    }
}

/// The solved table level 5 plays from, as the side panel shows it.
///
/// The errors are `'static` because an [`Action`] is `Copy`: a table fails
/// at most once per game and rule option (the Thinker tells it once), so
/// the few bytes each leaks stay bounded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TableState {
    /// Being built: this many percent of the states are solved.
    Building(u8),
    /// Loaded: level 5 plays perfectly.
    Ready,
    /// Built, but it could not be written (a full disk, say: the error
    /// says why); level 5 plays perfectly from it for this game.
    Unkept(&'static crate::ai::TableError),
    /// There is none (five-field before `kono solve`): level 5 searches.
    Missing,
    /// It cannot be had (damaged, not memory enough to build it: the error
    /// says why, and names the command that rebuilds a damaged one); level
    /// 5 searches.
    Failed(&'static crate::ai::TableError),
}

impl TableState {
    /// Whether level 5 has its table: ready, or built and not kept.
    pub const fn is_ready(self) -> bool {
        matches!(self, TableState::Ready | TableState::Unkept(_))
    }

    /// [`TableState::Unkept`] with `err`.
    pub fn unkept(err: crate::ai::TableError) -> TableState {
        TableState::Unkept(Box::leak(Box::new(err)))
    }

    /// [`TableState::Failed`] with `err`.
    pub fn failed(err: crate::ai::TableError) -> TableState {
        TableState::Failed(Box::leak(Box::new(err)))
    }
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
    /// Find the computer's move in `game` on a worker thread (stopping any
    /// search still running) and send it back with `ticket`.
    Think {
        /// Identifies this request; a reply with another ticket is stale.
        ticket: u64,
        /// The game to move in, as it stands.
        game: Game,
        /// How well to play.
        level: Level,
        /// Varies the choice among equal moves; the same for a whole game.
        seed: u64,
        /// The reply comes no sooner than this after the request, so that
        /// a game the computer plays against itself can be watched.
        pace: Duration,
    },
    /// Build the solved five-field table under these options in the
    /// background (its progress comes back as [`Action::Table`]).
    BuildTable(RuleOptions),
    /// Write the game's record to this file, replacing the file there.
    Overwrite(PathBuf),
}
