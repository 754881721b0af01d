//! What goes wrong between two konos, as facts: a message the peer was not
//! allowed to send ([`Violation`]) and why a host turned a joiner away
//! ([`HostRefusal`]). Their `Display` is the English the wire carries
//! (`ERROR <reason>`, `REFUSED <reason>`: data, the same in every
//! language); the screen words them in `tui::words`.

use thiserror::Error;

use super::protocol::{Message, ProtocolError};
use super::words::Text;
use crate::rules::record::shown;
use crate::rules::{Move, RuleError, Variant};

/// A request one side makes of the other, as the protocol names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// `DRAW OFFER`.
    Draw,
    /// `UNDO ASK`.
    Undo,
    /// `REMATCH ASK`.
    Rematch,
}

impl Ask {
    /// The message that asks: `DRAW OFFER`, `UNDO ASK`, `REMATCH ASK`.
    pub const fn asking(self) -> &'static str {
        match self {
            Ask::Draw => "DRAW OFFER",
            Ask::Undo => "UNDO ASK",
            Ask::Rematch => "REMATCH ASK",
        }
    }

    /// The first word of its answers: `DRAW`, `UNDO`, `REMATCH`.
    pub const fn word(self) -> &'static str {
        match self {
            Ask::Draw => "DRAW",
            Ask::Undo => "UNDO",
            Ask::Rematch => "REMATCH",
        }
    }

    /// What it is, as our own English said it: `draw offer`.
    pub const fn request(self) -> &'static str {
        match self {
            Ask::Draw => "draw offer",
            Ask::Undo => "undo request",
            Ask::Rematch => "rematch request",
        }
    }

    /// What it is, in the wire's English: `offer` or `request`.
    const fn noun(self) -> &'static str {
        match self {
            Ask::Draw => "offer",
            Ask::Undo | Ask::Rematch => "request",
        }
    }
}

impl std::fmt::Display for Ask {
    /// `draw offer`, `undo request`, `rematch request`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.request())
    }
}

/// A message the peer was not allowed to send: the receiver sends
/// `ERROR <reason>` and closes. The game stays at its last legal position.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Violation {
    /// A move after the end of the game.
    #[error("MOVE {0} after the end of the game")]
    MoveAfterEnd(Move),
    /// A move out of turn.
    #[error("MOVE {0} when it is not your turn")]
    MoveOutOfTurn(Move),
    /// A move past the longest history a record holds.
    #[error("MOVE {mv} past {most} moves, more than a record holds")]
    MoveTooMany {
        /// The move.
        mv: Move,
        /// The most moves.
        most: usize,
    },
    /// A move while the peer's own request waits for its answer.
    #[error("MOVE {0} before your request was answered")]
    MoveBeforeAnswer(Move),
    /// A move the rules refuse.
    #[error("MOVE {mv}: {}", shown(&why.to_string()))]
    MoveIllegal {
        /// The move.
        mv: Move,
        /// Why the rules refuse it.
        why: RuleError,
    },
    /// A second request before the answer to the first.
    #[error("a second {} before an answer", .0.asking())]
    SecondAsk(Ask),
    /// An answer to a request nobody made.
    #[error("{} ACCEPT or DECLINE with no {}", .0.word(), .0.noun())]
    AnswerWithoutAsk(Ask),
    /// A rematch asked before the end of the game.
    #[error("REMATCH ASK before the end of the game")]
    RematchBeforeEnd,
    /// `AIDS ON` in a game without aids.
    #[error("AIDS ON in a game without aids")]
    AidsWithout,
    /// A handshake message after the handshake (its first words).
    #[error("{0} after the handshake")]
    AfterHandshake(String),
    /// `READY` with no new game under way.
    #[error("READY out of place")]
    ReadyOutOfPlace,
    /// `READY` before the new game's `NEW` and `START`.
    #[error("READY before NEW and START")]
    ReadyTooSoon,
    /// Another message in the middle of a rematch's opening (its word).
    #[error("{0} out of place in a rematch")]
    OutOfPlaceInRematch(String),
    /// `START` that is no position of the game `WELCOME` named.
    #[error("START is not a position of {}: {why}", welcome.title())]
    StartNotOf {
        /// The welcome's game.
        welcome: Variant,
        /// Why the position is not one of it.
        why: crate::rules::PositionError,
    },
    /// A game the rules refuse to set up.
    #[error("{0}")]
    Rules(RuleError),
    /// A move of the history the rules refuse.
    #[error("MOVES: move {number} {mv}: {why}")]
    HistoryIllegal {
        /// Its number in the history, from 1.
        number: usize,
        /// The move.
        mv: Move,
        /// Why the rules refuse it.
        why: RuleError,
    },
    /// A history longer than a record holds.
    #[error("MOVES: a history of more than {0} moves")]
    HistoryTooLong(usize),
    /// An ending the game cannot have.
    #[error("ENDED: {0}")]
    Ended(RuleError),
    /// An ending on time in a game without a clock.
    #[error("ENDED time in a game without a clock")]
    EndedTimeWithoutClock,
    /// A clock message in a game without a clock (the message).
    #[error("{0} in a game without a clock")]
    NoClock(String),
    /// A flag the game cannot have.
    #[error("FLAG: {0}")]
    Flag(RuleError),
    /// A `CLOCK` or `FLAG` (the word) sent to the host, who keeps time.
    #[error("{0} from the joiner: only the host keeps time")]
    HostKeepsTime(String),
    /// A `FLAG` for the side to move while the host's last `CLOCK` left
    /// it time.
    #[error("FLAG while {0}'s time on the last CLOCK is not at zero")]
    FlagWithTimeLeft(crate::rules::Color),
    /// A line that breaks the wire's rules.
    #[error("{0}")]
    Broken(ProtocolError),
    /// Nothing came in time (what was awaited, and the time).
    #[error("no {what} within {within}")]
    Timeout {
        /// The message awaited.
        what: &'static str,
        /// The time, as `10 s`.
        within: String,
    },
    /// The connection closed before a message awaited.
    #[error("the connection closed before {0}")]
    ClosedBefore(&'static str),
    /// Another message where one was awaited.
    #[error("`{got}` where {expected} was expected")]
    Unexpected {
        /// The line that came.
        got: String,
        /// The message awaited.
        expected: &'static str,
    },
}

impl Violation {
    /// The `ERROR` line to send.
    pub fn message(&self) -> Message {
        Message::Error(Text::lossy_or(&self.to_string(), "protocol error"))
    }
}

/// Why a host turned a joiner away: the `REFUSED` line's reason.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum HostRefusal {
    /// Too many wrong codes from everywhere: someone is guessing.
    #[error("too many wrong codes: someone is guessing the code; try again in a minute")]
    Guessing,
    /// Too many wrong codes from this address.
    #[error("too many wrong codes, try again in a minute")]
    WrongCodes,
    /// Too many connections at once.
    #[error("too many connections at once, try again")]
    Busy,
    /// No `JOIN` in time (the time, as `10 s`).
    #[error("no JOIN within {0}")]
    Silent(String),
    /// The connection closed before joining (nothing is sent).
    #[error("closed without joining")]
    Closed,
    /// Something that does not speak the protocol.
    #[error("not a kono client")]
    NotKono,
    /// Another version of the protocol.
    #[error("version 2 only")]
    Version,
    /// A wrong join code.
    #[error("wrong code")]
    WrongCode,
    /// The seat is taken.
    #[error("game in progress")]
    InProgress,
}

/// What answered a joiner in place of a kono host.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Stranger {
    /// A line that is not kono's welcome (escaped).
    #[error("it said `{0}`")]
    Said(String),
    /// Nothing within this time (as `10 s`).
    #[error("it said nothing within {0}")]
    Silent(String),
    /// It closed the connection.
    #[error("it closed the connection")]
    Closed,
    /// A line that breaks the wire's rules.
    #[error("it sent {0}")]
    Sent(ProtocolError),
}
