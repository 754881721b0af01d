//! What a network game tells the screen and the peer: the facts of the
//! peer's messages, the lines to send back, the peer's protocol errors and
//! what our own player cannot do now.

use thiserror::Error;

use super::faults::Ask;
pub use super::faults::Violation;
use super::protocol::Message;
use super::words::Text;
use crate::rules::{Color, RuleError, Turn};

/// What the peer did, for the screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fact {
    /// The peer's move, played (with the forced pass it caused).
    Moved(Turn),
    /// The peer offers a draw; answer with [`Session::answer_draw`](super::Session::answer_draw).
    DrawOffered,
    /// The peer answered our draw offer (`true`: the game is drawn).
    DrawAnswered(bool),
    /// The peer asks to take back its last move; answer with
    /// [`Session::answer_undo`](super::Session::answer_undo).
    UndoAsked,
    /// The peer answered our undo request; the turns taken back, latest first.
    UndoAnswered {
        /// Whether it agreed.
        accepted: bool,
        /// What was taken back.
        taken: Vec<Turn>,
    },
    /// The peer resigned: we win.
    Resigned,
    /// The peer turned hints or the coach on (`AIDS ON`).
    AidsOn,
    /// The peer asks for a rematch; answer with
    /// [`Session::answer_rematch`](super::Session::answer_rematch).
    RematchAsked,
    /// The peer answered our rematch request (or asked too): `true`, the
    /// host sends the new game ([`Session::rematch`](super::Session::rematch)).
    RematchAnswered(bool),
    /// Joiner: the host's new game of the rematch, complete.
    Rematched {
        /// The game.
        game: Box<crate::rules::Game>,
        /// Its welcome: the id, our side, the aids.
        welcome: super::protocol::Welcome,
    },
    /// A line of chat.
    Said(Text),
    /// The peer is leaving (`BYE`), with its reason.
    Left(Option<Text>),
    /// The peer found an error in what we sent, and is closing.
    Failed(Text),
    /// The host's clocks: each side's time left.
    Clock {
        /// Black's time.
        black: std::time::Duration,
        /// White's time.
        white: std::time::Duration,
    },
    /// The host says this side's time ran out: the game is over.
    Flag(Color),
}

/// What one incoming message makes happen: lines to send back and facts
/// for the screen.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    /// Lines to send to the peer.
    pub send: Vec<Message>,
    /// What the screen should show.
    pub facts: Vec<Fact>,
}

/// Something our own player cannot do now.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LocalError {
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// The game goes on (a rematch is for after its end).
    #[error("the game is not over yet")]
    NotOver,
    /// It is the peer's turn.
    #[error("it is {0}'s turn")]
    NotYourTurn(Color),
    /// Our own request awaits its answer.
    #[error("waiting for an answer to your {0}")]
    Waiting(Ask),
    /// Nothing of ours to take back.
    #[error("you have no move to take back")]
    NothingToUndo,
    /// No request of the peer to answer.
    #[error("there is no {0} to answer")]
    NoRequest(Ask),
    /// The peer's request awaits our answer first.
    #[error("answer the other player's {0} first")]
    AnswerFirst(Ask),
    /// The rules refuse the move.
    #[error(transparent)]
    Rule(#[from] RuleError),
}
