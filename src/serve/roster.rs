//! What the lobby keeps, as plain data: who is here and what they do,
//! the open seeks, the games in progress, the challenges pending and the
//! words back to their challengers, the spectators' lines, and the lobby
//! as shown at one moment. Nothing here knows the lobby itself.

use std::collections::VecDeque;
use std::path::PathBuf;

use crate::rules::{TimeControl, Variant};

/// What a player in the lobby does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Doing {
    /// In the lobby.
    Lobby,
    /// Playing a game.
    Playing(Variant),
    /// Watching a game.
    Watching,
    /// On their own: a lesson, the computer, a puzzle, the rules.
    Alone,
}

/// A player here.
#[derive(Clone, Debug)]
pub struct Here {
    /// Their session.
    pub session: u64,
    /// The name.
    pub name: String,
    /// Whether games are rated for them (not a guest).
    pub rated: bool,
    /// What they do.
    pub doing: Doing,
}

/// An open game waiting for an opponent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seek {
    /// The seek's number.
    pub id: u64,
    /// The session that opened it.
    pub owner: u64,
    /// Its player's name.
    pub name: String,
    /// The game.
    pub variant: Variant,
    /// The clock.
    pub clock: Option<TimeControl>,
    /// Whether the game is rated.
    pub rated: bool,
}

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Live {
    /// The network game's id.
    pub id: String,
    /// The host's session.
    pub host: u64,
    /// The two players, the host first.
    pub players: (String, String),
    /// The game.
    pub variant: Variant,
    /// Where the host keeps the record: its data folder.
    pub folder: PathBuf,
    /// How many watch it.
    pub watchers: usize,
    /// Whether it is rated.
    pub rated: bool,
    /// The first player to leave it, if one did.
    pub left: Option<String>,
}

/// What the lobby shows, at one moment.
#[derive(Clone, Debug, Default)]
pub struct Snapshot {
    /// Who is here.
    pub here: Vec<Here>,
    /// The open seeks, oldest first.
    pub seeks: Vec<Seek>,
    /// The games in progress.
    pub games: Vec<Live>,
}

/// A game offered to one player by another.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Challenge {
    /// The challenger's session.
    pub from: u64,
    /// The challenged's session.
    pub to: u64,
    /// The challenger's name.
    pub name: String,
    /// The challenged's name.
    pub to_name: String,
    /// The game.
    pub variant: Variant,
    /// The clock.
    pub clock: Option<TimeControl>,
    /// Whether it is rated.
    pub rated: bool,
}

impl Challenge {
    /// Whether `session` sent or received it.
    pub fn involves(&self, session: u64) -> bool {
        self.from == session || self.to == session
    }
}

/// A word for a challenger.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// The player named declined.
    Declined(String),
}

/// A line said by a spectator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    /// Who said it.
    pub name: String,
    /// What they said.
    pub text: String,
}

/// The kept lines of every game's spectators.
pub type Talks = std::collections::BTreeMap<String, VecDeque<Said>>;
