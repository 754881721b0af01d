//! The two ends of a network game as the plain-line game knows them: the
//! events its loop waits for, and whether this window hosts or joined.

use crate::net::{Code, GameId, Host, Name, NetNews, Peer};
use crate::rules::Color;
use crate::rules::record::Tags;

/// What the loop waits for: the network, or a line the player typed
/// (`None` once the input ends).
pub(super) enum Event {
    /// News of the connection.
    Net(NetNews),
    /// A line typed.
    Line(Option<String>),
}

/// This window's end of the wire.
pub(super) enum Seat {
    /// Hosting: listening for the joiner.
    Host {
        /// Kept to go on listening.
        _host: Host,
        /// The game's id.
        id: GameId,
        /// Our name, for the welcome.
        name: Option<Name>,
    },
    /// Joined: to join again after a drop.
    Join {
        /// The host's address.
        target: String,
        /// The join code.
        code: Code,
        /// Our name.
        name: Option<Name>,
        /// The game's id.
        id: GameId,
        /// The first connection.
        peer: Peer,
    },
}

/// The longest line read from the player.
pub(super) const MAX_TYPED: u64 = 1024;

/// What the player can type.
pub(super) const HELP: &str = "Type a move (b1-c2, a1xa3), or: draw, undo, yes, no, resign, say TEXT, board, reconnect, quit.";

/// The record's name of a player: its name, or `?`.
pub(super) fn tag_name(name: Option<&Name>) -> String {
    name.map_or_else(|| "?".into(), |n| n.as_str().to_string())
}

/// The tag naming the player of `side`.
pub(super) fn name_slot(tags: &mut Tags, side: Color) -> &mut String {
    match side {
        Color::Black => &mut tags.black,
        Color::White => &mut tags.white,
    }
}

impl From<NetNews> for Event {
    fn from(news: NetNews) -> Event {
        Event::Net(news)
    }
}

/// A line on stdout; a closed stdout (`| head`) silences the game rather
/// than stopping it.
macro_rules! say {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout(), $($arg)*);
    }};
}

/// Text on stdout, as [`say!`] without the line end.
macro_rules! say_raw {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = write!(std::io::stdout(), $($arg)*);
    }};
}

pub(super) use {say, say_raw};
