//! What a screen can ask of the event loop ([`Effect`]: I/O and slow work,
//! each carried out by the loop or a worker and answered, when it has an
//! answer, by an [`Action`]), and the snapshot the
//! autosave writes.

use std::path::PathBuf;
use std::time::Duration;

use crate::ai::Level;
use crate::rules::{Color, Game, Position, RuleOptions, Variant};

#[cfg(doc)]
use super::action::Action;
use super::action::Table;
use super::config::Config;
use super::puzzle::Puzzle;

/// What a screen asks the event loop to do after an action: screens do no
/// I/O and nothing slow themselves. [`super::screen::Screen::update`]
/// returns a list of them.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Leave the program.
    Quit,
    /// Open the lessons of this game where they were left.
    Lesson(crate::rules::Variant),
    /// Judge the learner's move in a lesson's task on a worker (the proof
    /// searches and table probes of [`crate::learn::Attempt::play`]);
    /// answered by [`Action::Checked`].
    CheckMove(Box<Check>),
    /// Keep the lesson progress in the data directory.
    SaveProgress(Box<crate::store::Progress>),
    /// Give the terminal back and stop until continued.
    Suspend,
    /// Write the game's record to `path`, then answer [`Action::Saved`];
    /// when the file exists and `replace` is not set, answer
    /// [`Action::SaveExists`] instead.
    Save {
        /// The file.
        path: PathBuf,
        /// The game, as it stands.
        game: Box<Game>,
        /// Whether a file there is replaced (the player said yes).
        replace: bool,
    },
    /// Write the game to its autosave file if it changed since the last write.
    Autosave(Box<Snapshot>),
    /// The game is the record just opened ([`Action::Begin`]): the autosave
    /// goes on writing that record (its file, if the loop holds one), its
    /// tags kept, from this state of the game.
    Continue(Box<Snapshot>, Box<crate::rules::record::Tags>),
    /// Find the computer's move in `game` on a worker thread (stopping any
    /// search still running) and answer [`Action::ComputerMoved`].
    Think(Request),
    /// Stop the computer's search running: its answer is no longer wanted.
    StopThinking,
    /// Let the computer judge the draw offered to it in `game` on a worker
    /// thread (see [`crate::ai::accepts_draw`]); answered by
    /// [`Action::DrawAnswered`].
    AnswerDraw {
        /// Identifies this request.
        ticket: u64,
        /// The game, with the offer pending.
        game: Game,
        /// How well the computer plays.
        level: Level,
        /// The solved table level 5 judges by, when the screen has it.
        table: Option<Table>,
    },
    /// Build the solved table of this game under these options in the
    /// background (its progress comes back as [`Action::Table`]).
    BuildTable(Variant, RuleOptions),
    /// Load the solved table of this game and options for hints, review
    /// and the panel; answered by [`Action::TableLoaded`].
    LoadTable(Variant, RuleOptions),
    /// Work out the table's values of `position` and its moves; answered
    /// by [`Action::Probed`].
    Probe {
        /// Identifies the request.
        ticket: u64,
        /// The position.
        position: Position,
        /// Its rule options.
        options: RuleOptions,
        /// The table.
        table: Table,
    },
    /// Ask the coach about `game`: a move for the side to move, or what
    /// its last move did; answered by [`Action::Coached`].
    Coach {
        /// Identifies the request.
        ticket: u64,
        /// The game.
        game: Game,
        /// In review: the question is about the game after its first so
        /// many plies (cut on the worker: a long record takes a while).
        plies: Option<usize>,
        /// The solved table of its game, if the App has it.
        table: Option<Table>,
        /// Explain the last move rather than suggest one.
        explain: bool,
    },
    /// Estimate every move of `game` by search, within the analysis budget
    /// and knowing the game's repetitions (stopping the estimate running);
    /// answered by [`Action::Estimated`].
    Estimate {
        /// Identifies the request.
        ticket: u64,
        /// The game.
        game: Game,
    },
    /// Work out the review's values of `game` from `table`, its progress
    /// as [`Action::ReviewProgress`], the end as [`Action::Reviewed`].
    Review {
        /// Identifies the request.
        ticket: u64,
        /// The game.
        game: Game,
        /// The table.
        table: Table,
    },
    /// Judge how the puzzle's player (`player`, from a win in `win`) does in
    /// `game`; answered by [`Action::Judged`].
    Judge {
        /// Identifies the request.
        ticket: u64,
        /// The game.
        game: Game,
        /// The puzzle's player.
        player: Color,
        /// The start's win in plies.
        win: u16,
        /// The table.
        table: Table,
    },
    /// Pick the puzzle after `puzzle` (its seed plus one); answered by
    /// [`Action::PuzzlePicked`].
    NextPuzzle {
        /// Identifies the request.
        ticket: u64,
        /// The puzzle played now.
        puzzle: Box<Puzzle>,
    },
    /// Find a puzzle in `table`: the one that starts at `start` (a
    /// puzzle's game opened again), or else one picked about `plies` from
    /// the end with `seed`; answered by [`Action::PuzzlePicked`].
    FindPuzzle(Box<Finding>),
    /// Open a puzzle of this game, as `kono puzzle` does (the start
    /// screen's entry).
    Puzzle(Variant),
    /// Leave the screen for the start screen.
    Home,
    /// Start a new game with these choices (the start screen's; they are
    /// remembered for the next run).
    NewGame(super::choices::Choices),
    /// Open the saved game in this file (the start screen's choice).
    Open(PathBuf),
    /// Delete the saved game in this file, its lock and its place in the
    /// list; answered by [`Action::Deleted`].
    Delete(PathBuf),
    /// Host a game over the network with the start screen's choices.
    Host(super::choices::Choices),
    /// Join the game at the address and with the code typed (`ADDR CODE`).
    Join(String),
    /// Send this line to the friend over the network.
    Send(crate::net::Message),
    /// Host: the game goes on under this id (a rematch): keep where and
    /// how it is hosted for it too.
    Rehosted(crate::net::GameId),
    /// Send these lines (an opening: as many as its history) as the
    /// friend reads them.
    SendAll(Vec<crate::net::Message>),
    /// Close the connection to the friend, after this last line if given.
    Hangup(Option<crate::net::Message>),
    /// Join the friend's game again.
    Rejoin(crate::net::Rejoin),
    /// Keep this game, our copy of a network game that differs from the
    /// host's record, in a file of its own beside the autosave (which goes
    /// on with the host's); answered by [`Action::CopyKept`].
    KeepCopy(Box<Game>),
}

/// What the autosave writes: the game and what its record says of it.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    /// Which game of the screen this is: a new number, a new file.
    pub game_number: u64,
    /// Changes whenever the game does.
    pub revision: u64,
    /// Changes with every move played (not undo/redo): only then does a
    /// game get a file of its own.
    pub additions: u64,
    /// The game.
    pub game: Game,
    /// Who plays (for the player tags).
    pub config: Config,
    /// The `[Puzzle]` tag, in puzzle mode.
    pub puzzle: Option<String>,
    /// Whether hints are on (the `[Hints]` tag).
    pub hints: bool,
    /// A network game: its id and the players' names, for the
    /// `[Network]`, `[Black]` and `[White]` tags.
    pub network: Option<crate::net::NetworkTags>,
    /// A timed game: its control and each move's clock (the
    /// `[TimeControl]` tag and the `{[%clk …]}` comments).
    pub clock: Option<(crate::rules::TimeControl, Vec<Option<std::time::Duration>>)>,
}

/// The effects of one action, in order.
pub type Effects = Vec<Effect>;

/// A lesson move to judge ([`Effect::CheckMove`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Check {
    /// Identifies this request; an answer with another ticket is stale.
    pub ticket: u64,
    /// The task as it stands before the move.
    pub attempt: crate::learn::Attempt,
    /// The learner's move.
    pub mv: crate::rules::Move,
    /// The solved table of the task's game, when the screen has it.
    pub table: Option<Table>,
}

/// What the computer is asked ([`Effect::Think`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Request {
    /// Identifies this request; a reply with another ticket is stale.
    pub ticket: u64,
    /// The game to move in, as it stands.
    pub game: Game,
    /// How well to play.
    pub level: Level,
    /// Varies the choice among equal moves; the same for a whole game.
    pub seed: u64,
    /// The reply comes no sooner than this after the request, so that a
    /// game the computer plays against itself can be watched.
    pub pace: Duration,
    /// The solved table level 5 plays from, when the screen has it (a
    /// puzzle's); otherwise the worker loads it.
    pub table: Option<Table>,
    /// In a timed game, the longest the computer may think (its share of
    /// its clock): the search and the pace both keep within it.
    pub within: Option<Duration>,
}

/// A puzzle to find ([`Effect::FindPuzzle`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Finding {
    /// Identifies the request.
    pub ticket: u64,
    /// The solved table to find it in.
    pub table: Table,
    /// The rule options of the table.
    pub options: RuleOptions,
    /// The game the puzzle is of.
    pub variant: Variant,
    /// The puzzle's start, when it is known (a puzzle's game opened again).
    pub start: Option<Position>,
    /// About how many plies from the end.
    pub plies: u16,
    /// The seed it is picked with.
    pub seed: u64,
}
