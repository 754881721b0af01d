//! The terminal front end: one entry ([`Ready::play`]) and one event loop
//! (`run`) over the screens (`screen`: the start screen, a game, a
//! puzzle), on any terminal session ([`Console`]: the process's own
//! terminal through `tty`, or any writer and byte stream through
//! [`Capped::on`]). Everything that wakes the loop comes down one channel
//! (`event`): keys and mouse (`reader`), what the owner of the process
//! passes on of its signals, and the workers' news (`work`).
//! Each event becomes an [`action::Action`] (keys through the one key table
//! `keymap`, the workers' news as it comes); the screen applies it in `update`,
//! which does no I/O and returns [`action::Effects`]: the loop saves and
//! autosaves (`session_io`), starts workers (search, tables, probes,
//! review, puzzles) whose answers come back as Actions with tickets, and
//! switches screens. Then `view` draws; `words` says everything in the
//! session's language ([`Prefs`]).

pub mod action;
pub mod app;
pub mod backend;
pub mod choices;
mod config;
pub mod console;
pub mod effect;
pub mod event;
pub mod help;
pub mod input;
pub mod keymap;
pub mod layout;
pub mod open;
pub mod palette;
mod prefs;
pub mod puzzle;
mod reader;
mod run;
pub mod screen;
pub mod session_io;
pub mod shared;
pub mod start;
pub mod text;
pub mod theme;
mod tty;
pub mod view;
pub mod why;
pub mod words;
pub mod work;

pub use config::{Config, DEFAULT_LEVEL, Opened, Seat, Storage, computer_in, computer_tag};

use std::path::PathBuf;
use std::time::Duration;

use action::Begin;
use app::{App, Status};
pub use backend::{Capped, Surface};
pub use console::{Console, Ended};
pub use event::{Event, Events};
pub use prefs::Prefs;
pub use reader::Bytes;
pub use run::{
    HostPlan, HostedAt, Hosting, Joining, NetLink, hosted_at, hosting, remember_address, saved_copy,
};
use run::{Loop, start_screen};
pub use tty::{Tty, need_terminal};

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

/// The terminal game ready to play: what it opens with, checked before
/// any terminal is taken (a bad option is one line, not a broken screen).
pub struct Ready {
    base: Config,
    opening: Opening,
    storage: Storage,
    app: Option<App>,
    /// Replaces the computer's pace (the least time a move of its takes).
    pub pace: Option<Duration>,
    /// Panic once a game's first frame is on screen (for testing that a
    /// panic gives the terminal back).
    pub panic_on_screen: bool,
}

impl Ready {
    /// The game `opening` under the display settings `base`; `storage`
    /// gives where games are kept, the game to open and a first message.
    ///
    /// # Errors
    /// When a rule option does not apply to the variant.
    pub fn new(base: Config, opening: Opening, storage: Storage) -> anyhow::Result<Ready> {
        let app = match &opening {
            Opening::Start => None,
            Opening::Game(config) | Opening::Puzzle(config, _) | Opening::Lesson(config, ..) => {
                Some(App::new(*config, fastrand::u64(..))?)
            }
            Opening::Network(network) => Some(App::new(network.config, fastrand::u64(..))?),
        };
        Ok(Ready {
            base,
            opening,
            storage,
            app,
            pace: None,
            panic_on_screen: false,
        })
    }

    /// THE entry of the terminal game, for `kono`, `kono tui`, `--load`,
    /// `--resume`, `kono puzzle`, `kono learn`, `kono host` and `kono
    /// join`, on any terminal session: plays until the players quit, the
    /// owner of the process passes on a signal to end, or the terminal's
    /// input ends. The game is saved whichever way it ends; giving the
    /// terminal back and the exit code are the caller's.
    ///
    /// # Errors
    /// When the terminal cannot be read or written, or a worker started.
    pub fn play<B: Surface>(self, console: Console<B>) -> anyhow::Result<Ended> {
        let Ready {
            base,
            opening,
            storage,
            app,
            pace,
            panic_on_screen,
        } = self;
        // The session's language and keys, on the thread that runs it
        // (its workers are handed them too).
        let _prefs = console.prefs.in_force();
        let notice = storage.notice.map(Status::Notice);
        let data: Option<PathBuf> = storage.data;
        let served = storage.shared.is_some();
        let first = start_screen(None, &storage.start, Vec::new(), served);
        let pinned = storage.start;
        let places = run::Places {
            data: data.clone(),
            shared: storage.shared,
            pinned,
        };
        let mut looping = Loop::new(console, first, base, places, pace);
        if panic_on_screen {
            looping.panic_on_screen();
        }
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
            _ => start_screen(data.as_deref(), &pinned, storage.notes, served),
        };
        looping.set_screen(screen);
        looping.run()
    }
}
