//! Everything that can happen to a screen ([`Action`]: a player's key, a
//! worker's news) and everything a screen can ask of the event loop
//! ([`Effect`]: I/O and slow work). A leaf: it imports nothing of the front
//! end but the [`Puzzle`] data, so keys, mouse, tests and the workers all
//! speak it.
//!
//! To add a kind of news (the network's, say): a variant here, and an
//! `impl From<TheNews> for Action` beside its source. To add a kind of
//! work: an [`Effect`] variant here, carried out in `run::carry_out`.

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};

use ratatui::crossterm::event::{KeyCode, KeyModifiers};

use crate::ai::Analysis;
use crate::ai::review::Ply;
use crate::learn::{Course, Task};
use crate::rules::record::Tags;
use crate::rules::{Game, Move, Point, RuleOptions, Variant};
use crate::store::Progress;

use super::puzzle::Puzzle;
use super::why::Why;

pub use tui_input::InputRequest as Edit;

pub use super::effect::{Check, Effect, Effects, Snapshot};

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

/// Everything that can happen to a screen: what a player does, and the
/// news of a worker or of the event loop.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Move the cursor one point (in the help: scroll).
    Cursor(Dir),
    /// Five-field: move the cursor one point diagonally, up or down
    /// (the first) and left or right (the second), as every five-field
    /// move goes.
    Diagonal(Dir, Dir),
    /// Pick up the piece under the cursor, or drop the picked one there.
    Activate,
    /// A mouse click on a point: the cursor goes there, then [`Action::Activate`].
    Click(Point),
    /// The mouse button let go over a point: with a piece picked up
    /// elsewhere (a drag), the same as a click there; otherwise nothing.
    Release(Point),
    /// A key bound to nothing in the mode, which the table's defaults bind
    /// there: the config file gave its action other keys.
    KeyMoved(KeyCode, KeyModifiers),
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
    /// Resign the game (asks first).
    Resign,
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
    /// Lesson mode: open or close the course page, the course's lessons
    /// with their stars, to open any of them.
    Lessons,
    /// Time passed while the computer thinks (the sign that shows it alive
    /// moves on) or a clock runs; the event loop sends it only then.
    Tick,
    /// The time now, as the event loop stamps it before each event: the
    /// clock of a timed game advances by it, and a move is made at it.
    Now(std::time::Instant),
    /// How the solved table that level 5 plays from is coming along.
    Table(TableState),
    /// Build the solved five-field game in the background, for level 5.
    BuildTable,
    /// Show the value of every move on the board, or stop showing it.
    Hints,
    /// Look back over the game move by move, or stop.
    Review,
    /// Leave the game for the start screen (the game stays saved).
    Home,
    /// Delete the saved game under the cursor (asks first).
    Delete,
    /// How deleting a saved game went: the file deleted, or why not
    /// ([`Effect::Delete`]'s answer).
    Deleted(Result<PathBuf, Why>),
    /// The computer's answer to a draw offered to it
    /// ([`Effect::AnswerDraw`] with this ticket).
    DrawAnswered {
        /// The ticket of the request it answers.
        ticket: u64,
        /// Whether it accepts.
        accept: bool,
    },
    /// The computer's reply to the [`Effect::Think`] with this ticket;
    /// played only if the App still waits for that ticket.
    ComputerMoved {
        /// The ticket of the request it answers.
        ticket: u64,
        /// The move it chose.
        mv: Move,
    },
    /// The solved table of this game and rule options came, or there is
    /// none ([`Effect::LoadTable`]'s answer).
    TableLoaded {
        /// Which game and options it is for.
        key: (Variant, RuleOptions),
        /// The table, or `None`.
        table: Option<Table>,
    },
    /// The table's values of a position and its moves
    /// ([`Effect::Probe`]'s answer; `None`: the table does not cover it).
    Probed {
        /// The ticket of the request.
        ticket: u64,
        /// The values.
        analysis: Option<Analysis>,
    },
    /// A lesson move judged ([`Effect::CheckMove`]'s answer).
    Checked(Box<Checked>),
    /// The coach: suggest a move for the side to move.
    Coach,
    /// The coach: explain the last move.
    Explain,
    /// The coach's answer to the request with this ticket ([`Effect::Coach`]).
    Coached(u64, crate::learn::coach::Answer),
    /// The search's estimate of a position ([`Effect::Estimate`]'s answer).
    Estimated {
        /// The ticket of the request.
        ticket: u64,
        /// The values.
        analysis: Analysis,
    },
    /// How far the review's values are worked out, in percent.
    ReviewProgress {
        /// The ticket of the request.
        ticket: u64,
        /// Percent done.
        percent: u8,
    },
    /// The review's values ([`Effect::Review`]'s answer; `None`: the table
    /// does not cover the game).
    Reviewed {
        /// The ticket of the request.
        ticket: u64,
        /// Every move looked back on.
        plies: Option<Vec<Ply>>,
    },
    /// How the player is doing in the puzzle ([`Effect::Judge`]'s answer).
    Judged {
        /// The ticket of the request.
        ticket: u64,
        /// The progress.
        progress: crate::ai::puzzle::Progress,
    },
    /// The next puzzle ([`Effect::NextPuzzle`]'s answer; `None`: none found).
    PuzzlePicked {
        /// The ticket of the request.
        ticket: u64,
        /// The seed it was looked for with.
        seed: u64,
        /// The puzzle.
        puzzle: Option<Box<Puzzle>>,
    },
    /// The file a save asked for exists: ask before replacing it.
    SaveExists(PathBuf),
    /// How a save went: the full path written, or why not.
    Saved(Result<String, Why>),
    /// The autosave of the game could not be written, for this reason.
    AutosaveFailed(Why),
    /// The autosave of a network game could not be written, for this
    /// reason: the lines of the same change were not sent (`withheld`).
    Unsaved {
        /// Why the write failed.
        why: Why,
        /// The lines held back, our move among them if it was ours.
        withheld: Vec<crate::net::Message>,
    },
    /// The name the save prompt offers (the autosave's, dated).
    SaveName(String),
    /// A saved game the start screen offered cannot be opened: why.
    Unreadable(Why),
    /// Open the one-line editor for a line of chat to the friend.
    Chat,
    /// Open the one-line box a move is typed into in its notation.
    TypeMove,
    /// Join the friend's game again after the connection dropped.
    Reconnect,
    /// A network game from the start screen could not begin: why.
    NetFailed(Why),
    /// News of the network game's connection.
    Net(crate::net::NetNews),
    /// Our copy of a network game, which differed from the host's, is kept
    /// ([`Effect::KeepCopy`]): the full path of its file, or why not.
    CopyKept(Result<String, Why>),
    /// The game screen opens with this (the event loop sends it first).
    Begin(Box<Begin>),
}

/// What a game screen opens with, other than a new game: the event loop
/// hands it over as [`Action::Begin`], like everything else.
#[derive(Clone, Debug, PartialEq)]
pub enum Begin {
    /// A game continued from its record: the game, where it came from (for
    /// the status line), the record's tags (its computer, hints, clock and
    /// puzzle go on), and why it is only read, if it is. The App answers
    /// [`Effect::Continue`], so that the autosave goes on with that record.
    Record {
        /// The game, at its last position.
        game: Game,
        /// Where it came from, as shown.
        from: String,
        /// The record's tags.
        tags: Box<Tags>,
        /// Why the game is only read (it could not be locked).
        read_only: Option<crate::tui::why::Why>,
    },
    /// A task of a course, with the progress so far.
    Lesson {
        /// The course.
        course: Box<Course>,
        /// The task.
        task: Box<Task>,
        /// The progress so far.
        progress: Box<Progress>,
    },
    /// A puzzle picked already (`kono puzzle`).
    Puzzle(Box<Puzzle>),
    /// A puzzle of the game's to be looked for, about `plies` from the end,
    /// with `seed` (the start screen's).
    SeekPuzzle {
        /// About how far from the end.
        plies: u16,
        /// The seed it is looked for with.
        seed: u64,
    },
}

/// A lesson move judged by a worker: the task after it, and the verdict.
#[derive(Clone, Debug, PartialEq)]
pub struct Checked {
    /// The ticket of the request.
    pub ticket: u64,
    /// The task after the move (unchanged when it was wrong or refused).
    pub attempt: crate::learn::Attempt,
    /// What became of the move.
    pub verdict: crate::learn::Verdict,
}

/// A fresh ticket for a request to a worker: unique in the process, so
/// that an answer to an earlier screen's request never matches.
pub fn ticket() -> u64 {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
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

impl PartialEq for Table {
    /// The same table: the same one in memory.
    fn eq(&self, other: &Table) -> bool {
        std::sync::Arc::ptr_eq(&self.0, &other.0)
    }
}

/// The solved table level 5 plays from, as the side panel shows it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TableState {
    /// Being built: this many percent of the states are solved.
    Building(u8),
    /// Loaded: level 5 plays perfectly.
    Ready,
    /// Built, but it could not be written (a full disk, say: the error
    /// says why); level 5 plays perfectly from it for this game.
    Unkept(std::sync::Arc<crate::ai::TableError>),
    /// There is none (five-field before `kono solve`): level 5 searches.
    Missing,
    /// It cannot be had (damaged, not memory enough to build it: the error
    /// says why, and names the command that rebuilds a damaged one); level
    /// 5 searches.
    Failed(std::sync::Arc<crate::ai::TableError>),
}

impl TableState {
    /// Whether level 5 has its table: ready, or built and not kept.
    pub const fn is_ready(&self) -> bool {
        matches!(self, TableState::Ready | TableState::Unkept(_))
    }

    /// [`TableState::Unkept`] with `err`.
    pub fn unkept(err: crate::ai::TableError) -> TableState {
        TableState::Unkept(std::sync::Arc::new(err))
    }

    /// [`TableState::Failed`] with `err`.
    pub fn failed(err: crate::ai::TableError) -> TableState {
        TableState::Failed(std::sync::Arc::new(err))
    }
}
