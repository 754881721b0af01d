//! What happens in a network game, as facts for the status line: the
//! notes, the requests the two sides ask of each other, what cannot be
//! done now, and why the connection ended. The words are in
//! `tui/words/net.rs`.

use crate::rules::Color;

/// What happened in the network game, for the status line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetNote {
    /// Host: waiting for a friend.
    Waiting,
    /// The friend joined (its name).
    Joined(Friend),
    /// We joined the friend's game (its name).
    Connected(Friend),
    /// A connection was refused: from where, and why.
    Refused {
        /// Where it came from.
        from: String,
        /// Why it was refused.
        reason: crate::net::HostRefusal,
    },
    /// It is the friend's turn: the keys that move wait.
    TheirTurn(Color),
    /// Our request went out: waiting for the answer.
    Asked(Request),
    /// The chat prompt is open: what we type is said to the friend.
    Chatting,
    /// Our line of chat was refused (too long or too soon): it stays in
    /// the prompt.
    ChatRefused(crate::net::ChatRefused),
    /// The joiner is joining the host's game again.
    Reconnecting,
    /// The friend answered our request.
    Answered {
        /// The request.
        what: Request,
        /// Yes or no.
        yes: bool,
    },
    /// This many moves were taken back.
    TookBack(usize),
    /// Hints and the coach are off in this game (the host chose no aids).
    NoAids,
    /// The friend turned hints or the coach on (its name).
    FriendAids(Friend),
    /// A rematch is agreed: waiting for the host's new game.
    RematchAgreed,
    /// The rematch began: our side in it.
    Rematch(Color),
    /// We declined the friend's request.
    Declined(Request),
    /// The side that resigned.
    Resigned(Color),
    /// Something said in the chat (escaped): by the friend (its name),
    /// or by us (`None`).
    Said {
        /// The friend, or `None` for our own line.
        by: Option<Friend>,
        /// What was said.
        text: String,
    },
    /// The friend left, with its reason (escaped).
    Left(String),
    /// The connection ended.
    Dropped {
        /// Why it ended.
        why: Closing,
        /// The requests it withdrew: whether ours, and which.
        withdrawn: Vec<(bool, Request)>,
        /// In a timed game, the side (the joiner's) whose clock runs on
        /// the host while the link is down: it is to move.
        away: Option<Color>,
    },
    /// The game could not be saved (why): our move was taken back unsent
    /// (`withdrawn`), or the game stops until it can be saved.
    NotSaved {
        /// Why the write failed.
        why: crate::tui::why::Why,
        /// Our move was taken back (else the friend's move could not be
        /// kept, and the connection was closed).
        withdrawn: bool,
    },
    /// The friend found an error in what we sent (its words, escaped).
    Broke(String),
    /// The friend broke the protocol: what it did.
    Violated(crate::net::Violation),
    /// What we cannot do now.
    Cannot(NetRefusal),
    /// Joined again: whether our copy differed from the host's, how
    /// many of our moves were sent again, and whether the game is over.
    Rejoined {
        /// Our copy differed.
        differ: bool,
        /// Moves sent again.
        resent: usize,
        /// The game had ended: nothing goes on but the rematch and review.
        over: bool,
    },
    /// Joined again, our copy differed from the host's: where it is kept
    /// (the full path), or why it could not be.
    CopyKept(Result<String, crate::tui::why::Why>),
    /// A network game cannot start anew or be redone.
    NotInNetworkGame,
    /// Resigning and chat are for a game over the network.
    OnlyOverNetwork,
}

impl NetNote {
    /// Whether the note says why a key did nothing.
    pub const fn refuses(&self) -> bool {
        matches!(
            self,
            NetNote::TheirTurn(_)
                | NetNote::Cannot(_)
                | NetNote::NotInNetworkGame
                | NetNote::OnlyOverNetwork
                | NetNote::Broke(_)
                | NetNote::Violated(_)
        )
    }
}

/// A request of a network game, which the other side answers: the
/// network's own [`Ask`](crate::net::Ask).
pub use crate::net::Ask as Request;

/// What cannot be done now in a network game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetRefusal {
    /// The friend is not connected.
    NotConnected,
    /// The game is over.
    GameOver,
    /// Joining again while connected.
    AlreadyConnected,
    /// The host cannot join again: it waits for the friend.
    HostWaits,
    /// Joined again, but the host plays another game now.
    OtherGame,
    /// The network session's own refusal.
    Local(crate::net::LocalError),
    /// Joining again failed.
    Rejoin(crate::net::Failure),
}

/// Why the connection to the friend ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Closing {
    /// We closed it.
    ByUs,
    /// The friend said goodbye and left.
    Left(Friend),
    /// The friend's kono closed it without a word.
    Silent(Friend),
    /// Nothing came for this many seconds.
    Lost(u64),
    /// The friend sent a line that breaks the wire's rules.
    Broken(Friend, crate::net::ProtocolError),
    /// The friend broke the protocol (what it did).
    Violation(crate::net::Violation),
    /// The connection failed.
    Failed(crate::net::SocketFailure),
}

/// The friend of a network game: its side, and the name it gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Friend {
    /// The friend's side.
    pub side: Color,
    /// The name it gave, if any (escaped).
    pub name: Option<String>,
}
