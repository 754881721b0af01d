//! The status line as data: what the last action did or why it did
//! nothing. The view puts it into words, with the theme's glyphs and the
//! key table's names, so the App never formats text.

use crate::rules::{Color, Move, Outcome, Point, RuleError, Turn};
use crate::tui::why::Why;

pub use super::remote_note::NetNote;

/// A question that waits for `y` or `n`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// The friend over the network offers a draw (its side).
    PeerDraw(Color),
    /// The friend asks to take back its last move (its side).
    PeerUndo(Color),
    /// The friend asks for a rematch (its side).
    PeerRematch(Color),
    /// Leave the game in progress (it is saved) and start a new one?
    NewGame,
    /// Leave the game in progress (it is saved) and quit?
    Quit,
    /// Leave the network game (saved on both sides) and quit? It resumes as
    /// a network game: hosted again (`hosting`), or joined again.
    QuitNetwork {
        /// Whether this window hosts.
        hosting: bool,
    },
    /// Leave the puzzle being tried (the try is kept among the saved
    /// games, never resumed): for the next puzzle, or to quit?
    LeavePuzzle {
        /// For the next puzzle (`n`), not to quit (`q`).
        next: bool,
    },
    /// This side offered a draw; does the other accept?
    Draw(Color),
    /// The file to save to exists: replace it?
    Overwrite,
    /// Does this side resign (the other wins)? Over the network, our side.
    Resign(Color),
}

/// How a status message reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// What happened.
    Info,
    /// Why a key did nothing.
    Refusal,
    /// A question waiting for an answer.
    Question,
}

/// The result of the last action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// Nothing to say.
    Empty,
    /// A message of the command line's or the event loop's (how to resume a
    /// game, that autosave is off).
    Notice(String),
    /// A game opened only to be read, and why.
    ReadOnly(Why),
    /// The solved game asked for was built.
    TableBuilt,
    /// The solved game asked for could not be built, for this reason.
    TableFailed(std::sync::Arc<crate::ai::TableError>),
    /// A new game began.
    NewGame {
        /// Who moves first.
        first: Color,
        /// Whether lots decided it.
        drawn: bool,
    },
    /// A saved game was opened.
    Loaded {
        /// Where it came from.
        from: String,
        /// Its moves so far.
        moves: usize,
        /// How it ended, if it has.
        outcome: Option<Outcome>,
        /// The side to move.
        to_move: Color,
    },
    /// A piece was picked up.
    Picked {
        /// Where it stands.
        at: Point,
        /// Its legal moves.
        moves: Vec<Move>,
    },
    /// The picked piece was put back.
    PutBack,
    /// A turn was played: a move and the forced pass it caused.
    Moved {
        /// The turn.
        turn: Turn,
        /// The pieces it took that its notation does not show (line
        /// kono's custodian captures).
        taken: Vec<Point>,
        /// Whether it was played again by redo.
        again: bool,
        /// How the game ended with it, if it did.
        outcome: Option<Outcome>,
        /// 참고누: it was the placing's last piece; the pieces move now.
        placing_over: bool,
    },
    /// A move that makes a line of three waits for the enemy piece it
    /// removes to be chosen.
    Removing {
        /// Where the move goes.
        to: Point,
    },
    /// A turn was taken back.
    TookBack(Turn),
    /// A person's turn was taken back with the computer's reply to it.
    TookBackRound {
        /// The person's turn.
        mine: Turn,
        /// The computer's reply.
        reply: Turn,
    },
    /// A person's turn was played again with the computer's reply to it.
    PlayedAgainRound {
        /// The person's turn.
        mine: Turn,
        /// The computer's reply.
        reply: Turn,
    },
    /// The computer was paused (`true`) or let play on (`false`).
    Paused(bool),
    /// The solved five-field game is being built in the background.
    BuildingTable,
    /// A puzzle was asked for, but its five-field table is missing.
    PuzzleNeedsTable,
    /// A puzzle was asked for: its table is being had, then it is picked.
    SeekingPuzzle,
    /// Hints were switched on (`true`) or off.
    Hints(bool),
    /// The review was opened.
    Reviewing,
    /// The game ended off the board: a draw agreed, a resignation, or a
    /// side's time run out.
    Agreed(Outcome),
    /// A question waits for its answer.
    Asked(Question),
    /// This side offered the computer a draw: its answer is awaited.
    OfferedDraw(Color),
    /// A draw offer was declined by this side.
    Declined(Color),
    /// A question was answered no.
    GoesOn,
    /// The board was turned: this side is now at the bottom.
    Flipped(Color),
    /// The save prompt is open.
    SaveAs,
    /// The move box is open.
    TypingMove,
    /// A puzzle was set up: its player wins in `win` plies; picked with `seed`.
    PuzzleSet {
        /// The side the player plays.
        player: Color,
        /// Plies to the win with best play.
        win: u16,
        /// The seed it was picked with.
        seed: u64,
    },
    /// The puzzle's win slipped, or it was solved.
    PuzzleVerdict {
        /// How the player did.
        progress: crate::ai::puzzle::Progress,
        /// The start's win in plies.
        win: u16,
        /// The winning line from the start.
        line: Vec<Move>,
    },
    /// A worker looks for the next puzzle.
    FindingPuzzle,
    /// The coach was asked and is thinking.
    AskingCoach,
    /// What the coach found.
    Coach {
        /// The answer.
        answer: Box<crate::learn::coach::Answer>,
        /// Whether a suggested move is picked up, ready to play (not in
        /// review, where the board shows another position than the game's).
        playable: bool,
    },
    /// A lesson's task was set up.
    LessonTask {
        /// The lesson's number.
        lesson: usize,
        /// The task's number within it.
        number: usize,
    },
    /// What became of the learner's move in a lesson.
    Lesson(Box<crate::learn::Verdict>),
    /// A worker judges the learner's move (waiting first for the solved
    /// table when only the table judges the task exactly).
    CheckingMove(Move),
    /// In a lesson, the coach's move for the task: the next move of its
    /// fewest, picked up.
    TaskHint(Move),
    /// In a lesson, `c` off the task's known way where only the game's
    /// values could answer, and they are not the task's.
    CoachOffWay,
    /// A lesson's task done with fewer than 3 stars, and why.
    StarsLost {
        /// The stars earned.
        stars: u8,
        /// Why fewer than 3.
        why: crate::learn::StarsLost,
    },
    /// The last task of the course was done with these stars: the first
    /// game against the computer is one key away, what is not done yet
    /// (a task skipped, else the other game's course) another.
    CourseDone {
        /// The stars of the last task.
        stars: u8,
        /// What `n` opens: what is not done yet, if anything.
        other: Option<NotDone>,
    },
    /// No puzzle was found with this seed: the same one goes on.
    NoPuzzle {
        /// The seed tried.
        seed: u64,
    },
    /// Autosave is off: there is no data directory.
    AutosaveOff,
    /// A worker works out the review's values: this many percent done.
    WorkingOutReview(u8),
    /// The save prompt was closed without saving.
    NotSaved,
    /// The game was saved to this file.
    Saved(String),
    /// The last action did nothing, for this reason.
    Refused(Refusal),
    /// What happened in a network game.
    Net(NetNote),
}

/// Why an action did nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The rules refuse it.
    Rule(RuleError),
    /// The game is over; only some keys still do something.
    GameOver(Outcome),
    /// No move has been played.
    NothingToUndo,
    /// No move was taken back.
    NothingToRedo,
    /// Nothing is picked up.
    NothingToCancel,
    /// Esc while a removal is asked for: it is part of the move.
    RemovalIsPartOfTheMove,
    /// Enter on a point whose piece the move may not remove.
    NotRemovable(Point),
    /// `y` or `n` with no question asked.
    NoQuestion,
    /// Enter on an empty file name.
    NoFileName,
    /// The save failed, for this reason.
    NotSaved(Why),
    /// The autosave failed, for this reason.
    AutosaveFailed(Why),
    /// A move for the computer's side: it is the computer's turn.
    ComputersTurn {
        /// The side the computer plays now.
        color: Color,
        /// Whether the computer is paused.
        paused: bool,
    },
    /// Pause with no computer playing.
    NoComputer,
    /// `b` with no missing five-field table to build.
    NoTableToBuild,
    /// `t` outside a puzzle.
    NotAPuzzle,
    /// A key for games (undo, a draw offer, resigning, saving) in a lesson.
    InLesson,
    /// The start screen's choices could not be written, for this reason.
    NotRemembered(Why),
    /// A key the config file took from its action, pressed in this mode.
    KeyMoved(crate::tui::keymap::Key, crate::tui::keymap::Mode),
}

impl Status {
    /// Whether this is the review's progress, which its end replaces.
    pub const fn is_review_progress(&self) -> bool {
        matches!(self, Status::WorkingOutReview(_))
    }

    /// How the message reads.
    pub const fn tone(&self) -> Tone {
        match self {
            Status::Refused(_) => Tone::Refusal,
            Status::Asked(_) | Status::SaveAs | Status::TypingMove => Tone::Question,
            Status::Net(note) if note.refuses() => Tone::Refusal,
            _ => Tone::Info,
        }
    }
}

impl From<Refusal> for Status {
    fn from(refusal: Refusal) -> Status {
        Status::Refused(refusal)
    }
}

impl From<RuleError> for Status {
    /// The rules' refusal; "the game is over" becomes [`Refusal::GameOver`].
    fn from(err: RuleError) -> Status {
        Status::Refused(match err {
            RuleError::GameOver(outcome) => Refusal::GameOver(outcome),
            err => Refusal::Rule(err),
        })
    }
}

/// What is not done yet, offered at the end of a course.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotDone {
    /// A task of this course that was skipped.
    Task {
        /// Its lesson.
        lesson: usize,
        /// Its number in the lesson.
        number: usize,
    },
    /// The other game's course.
    Course(crate::rules::Variant),
}
