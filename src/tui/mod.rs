//! The terminal front end: one entry ([`run`]) and one event loop (`run`)
//! over the screens (`screen`: the start screen, a game, a puzzle).
//! Everything that wakes the loop comes down one channel (`event`): keys
//! and mouse (`reader`), signals, and the workers' news (`work`).
//! Each event becomes an [`action::Action`] (keys through the one key table
//! `keymap`, the workers' news as it comes); the screen applies it in `update`,
//! which does no I/O and returns [`action::Effects`]: the loop saves and
//! autosaves (`session_io`), starts workers (search, tables, probes,
//! review, puzzles) whose answers come back as Actions with tickets, and
//! switches screens. Then `view` draws; `words` says everything in English.

pub mod action;
pub mod app;
mod backend;
pub mod choices;
mod config;
pub mod effect;
pub mod event;
pub mod help;
pub mod input;
pub mod keymap;
pub mod layout;
pub mod open;
pub mod palette;
pub mod puzzle;
mod reader;
mod run;
pub mod screen;
pub mod session_io;
pub mod start;
mod term;
pub mod text;
pub mod theme;
pub mod view;
pub mod words;
pub mod work;

pub use config::{Config, DEFAULT_LEVEL, Opened, Seat, Storage, computer_in, computer_tag};

use std::path::PathBuf;
use std::time::Duration;

use action::Begin;
use app::{App, Status};
pub use run::{
    HostPlan, HostedAt, Hosting, Joining, NetLink, hosted_at, hosting, remember_address, saved_copy,
};
use run::{Loop, start_screen};
pub use term::need_terminal;
use term::{Term, close};

/// Set to a number of milliseconds to replace the computer's pace (the
/// least time a move of its takes): for tests, which play fast.
const PACE: &str = "KONO_PACE_MS";

/// What the terminal game opens with.
#[derive(Debug)]
pub enum Opening {
    /// The start screen (plain `kono`).
    Start,
    /// A game under this configuration: a new one, or the saved game
    /// `storage.open` names.
    Game(Config),
    /// A puzzle (`kono puzzle`): the player on the winning side, the
    /// computer defending at level 5 from the puzzle's own table.
    Puzzle(Config, Box<puzzle::Puzzle>),
    /// A game against a friend over the network (`kono host`, `kono join`).
    Network(Box<Network>),
    /// A lesson (`kono learn`): a task of a course, and the progress so far.
    Lesson(
        Config,
        Box<(crate::learn::Course, crate::learn::Task)>,
        Box<crate::store::Progress>,
    ),
}

/// A game against a friend over the network, ready to play.
pub struct Network {
    /// The display settings (the rules come from the game).
    pub config: Config,
    /// Hosted or joined.
    pub seat: NetSeat,
    /// The sockets' news (`crate::net::sink` of its sender).
    pub news: std::sync::mpsc::Receiver<crate::net::NetNews>,
}

/// How a network game was opened.
pub enum NetSeat {
    /// Hosted: listening for the friend.
    Hosting(Box<run::Hosting>),
    /// Joined.
    Joined(Box<run::Joining>),
}

impl std::fmt::Debug for Network {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Network")
    }
}

/// THE entry of the terminal game, for `kono`, `kono tui`, `--load`,
/// `--resume` and `kono puzzle`: plays until the players quit. `base` gives
/// the display settings; `storage` where games are kept, the game to open
/// and a first message. On SIGTERM, SIGHUP, SIGINT or SIGQUIT the game is
/// saved, the terminal given back, and the program exits with 128 + the
/// signal's number.
///
/// # Errors
/// When stdout is not a terminal, when a rule option does not apply to the
/// variant, or when the terminal cannot be set up, read or written.
pub fn run(base: Config, opening: Opening, storage: Storage) -> anyhow::Result<()> {
    need_terminal()?;
    let notice = storage.notice.map(Status::Notice);
    // Checked before the terminal is taken: a bad option is one line.
    let app = match &opening {
        Opening::Start => None,
        Opening::Game(config) | Opening::Puzzle(config, _) | Opening::Lesson(config, ..) => {
            Some(App::new(*config, fastrand::u64(..))?)
        }
        Opening::Network(network) => Some(App::new(network.config, fastrand::u64(..))?),
    };
    let pace = std::env::var(PACE)
        .ok()
        .and_then(|ms| ms.trim().parse().ok())
        .map(Duration::from_millis);
    let term = Term::open(&base)?;
    let data: Option<PathBuf> = storage.data;
    let first = start_screen(None, &storage.start, Vec::new());
    let pinned = storage.start;
    let mut looping = Loop::new(term, first, base, data.clone(), pace, pinned);
    let screen = match (opening, app) {
        (Opening::Puzzle(_, puzzle), Some(app)) => {
            looping.begin(app, Begin::Puzzle(puzzle), notice)
        }
        (Opening::Lesson(_, lesson, progress), Some(app)) => {
            let (course, task) = *lesson;
            let begin = Begin::Lesson {
                course: Box::new(course),
                task: Box::new(task),
                progress,
            };
            looping.begin(app, begin, notice)
        }
        (Opening::Game(_), Some(app)) => looping.game(app, storage.open, notice),
        (Opening::Network(network), Some(_)) => {
            let Network { seat, news, .. } = *network;
            match seat {
                NetSeat::Hosting(hosted) => looping.open_hosting(*hosted, Some(news))?,
                NetSeat::Joined(joined) => looping.open_joined(*joined, Some(news))?,
            }
        }
        _ => start_screen(data.as_deref(), &pinned, storage.notes),
    };
    looping.set_screen(screen);
    close(looping.run())
}
