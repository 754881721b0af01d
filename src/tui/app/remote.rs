//! A game against a friend over the network, in the App: the friend's
//! side is played by the network as the computer's is by a worker. Our
//! moves, requests and answers go through the network game's own state
//! ([`crate::net::Session`]) and out as lines ([`Effect::Send`]); the
//! friend's come in as [`Action::Net`]. The App's game follows the network
//! game after every change, so the board, the marks and the autosave see
//! it as any other.

use crate::net::NetworkTags;
use crate::net::{self, ConnId, GameId, Message, Name, Text};
use crate::rules::Color;
use crate::rules::record::one_line;
use crate::tui::action::{Action, Effect, Effects};

use super::App;
use super::overlay::{Overlay, Prompt, PromptKind};
use super::remote_note::{Closing, Friend, NetRefusal};
use super::status::{NetNote, Question, Status};

/// How many lines of chat the log keeps.
pub(super) const CHAT_KEPT: usize = 500;

/// The longest a line of chat shows, escaped (200 characters, each
/// escape at most 10): it is never cut.
const CHAT_SHOWN: usize = 2000;

/// The network game of an App.
#[derive(Clone, Debug)]
pub struct Remote {
    /// The game as both sides agree on it.
    pub net: net::Session,
    /// Its id.
    pub id: GameId,
    /// Whether this window hosts (and listens) or joined.
    pub hosting: bool,
    /// Our name.
    pub ours: Option<Name>,
    /// The friend's name, once known.
    pub theirs: Option<Name>,
    /// How the connection stands.
    pub link: Link,
    /// The connection the friend is on.
    pub conn: Option<ConnId>,
    /// Host: what to tell the friend (addresses, port, code).
    pub invite: Option<Invite>,
    /// The chat log: who said it, and the text escaped, the latest last.
    pub chat: Vec<(Color, String)>,
    /// How many rows the chat log is scrolled back from its end.
    pub chat_back: usize,
    /// How long and how fast our lines of chat may be.
    pub pace: net::ChatPace,
    /// Joiner: the host's address and the code, to join again.
    pub target: Option<(String, net::Code)>,
    /// Hints or the coach were used in this game, by either side: the
    /// record says so.
    pub aids_used: bool,
    /// The friend said `BYE` on this connection: its close is a leaving,
    /// not a break.
    pub left: bool,
    /// Joiner: our take-back request withdrawn by a drop, as the number of
    /// moves the game would keep had the host accepted it (its answer may
    /// have been lost with the link).
    pub undo_withdrawn: Option<usize>,
}

/// How the connection to the friend stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Link {
    /// Host: waiting for the friend to join.
    Waiting,
    /// Playing.
    Connected,
    /// The connection ended, for this reason.
    Dropped(Closing),
}

/// What a host shows a friend to join with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invite {
    /// This machine's addresses.
    pub addrs: Vec<String>,
    /// The port.
    pub port: u16,
    /// The join code.
    pub code: String,
}

impl Remote {
    /// The joiner's side: the one whose clock runs while the link is down.
    pub fn joiner(&self) -> crate::rules::Color {
        if self.hosting {
            self.net.theirs()
        } else {
            self.net.ours()
        }
    }

    /// The host's side of a new or resumed game, waiting for the friend.
    pub fn hosting(net: net::Session, id: GameId, ours: Option<Name>, invite: Invite) -> Remote {
        Remote {
            net: net.hosting(),
            id,
            hosting: true,
            ours,
            theirs: None,
            link: Link::Waiting,
            conn: None,
            invite: Some(invite),
            chat: Vec::new(),
            chat_back: 0,
            pace: net::ChatPace::new(net::ChatRule::default()),
            target: None,
            left: false,
            undo_withdrawn: None,
            aids_used: false,
        }
    }

    /// The joiner's side, connected; `target` and `code` to join again.
    pub fn joined(
        joined: &net::Joined,
        ours: Option<Name>,
        target: String,
        code: net::Code,
    ) -> Remote {
        Remote {
            net: net::Session::new(joined.game.clone(), joined.welcome.joiner)
                .with_aids(joined.welcome.aids)
                .with_clock(joined.welcome.clock),
            id: joined.welcome.game.clone(),
            hosting: false,
            ours,
            theirs: joined.welcome.name.clone(),
            link: Link::Connected,
            conn: Some(joined.peer.id()),
            invite: None,
            chat: Vec::new(),
            chat_back: 0,
            pace: net::ChatPace::new(net::ChatRule::default()),
            target: Some((target, code)),
            left: false,
            undo_withdrawn: None,
            aids_used: false,
        }
    }

    /// The tags of the record: the id and both names.
    pub fn tags(&self) -> NetworkTags {
        let name = |n: &Option<Name>| n.as_ref().map_or("?", Name::as_str).to_string();
        let (black, white) = match self.net.ours() {
            Color::Black => (name(&self.ours), name(&self.theirs)),
            Color::White => (name(&self.theirs), name(&self.ours)),
        };
        NetworkTags {
            id: self.id.to_string(),
            black,
            white,
        }
    }

    /// Keeps a line of chat of `by` in the log, escaped whole, and
    /// returns it as shown; the log shows its end again.
    pub(super) fn log(&mut self, by: Color, text: &Text) -> String {
        let line = one_line(text.as_str(), CHAT_SHOWN);
        self.chat.push((by, line.clone()));
        let excess = self.chat.len().saturating_sub(CHAT_KEPT);
        self.chat.drain(..excess);
        self.chat_back = 0;
        line
    }

    /// The friend: its side and the name it gave.
    pub fn friend(&self) -> Friend {
        Friend {
            side: self.net.theirs(),
            name: self.theirs.as_ref().map(ToString::to_string),
        }
    }
}

impl App {
    /// Makes this a game against a friend over the network.
    pub fn play_remote(&mut self, remote: Remote) {
        self.session.load(remote.net.game().clone());
        if let Some(control) = remote.net.clock() {
            // The host's CLOCK brings the times; until then, the start's.
            self.session.set_clock(control, Vec::new());
        }
        self.board.selected = None;
        self.board.flipped = remote.net.ours() == Color::White;
        self.status = match remote.link {
            Link::Waiting => Status::Net(NetNote::Waiting),
            _ if remote.hosting => Status::Net(NetNote::Joined(remote.friend())),
            _ => Status::Net(NetNote::Connected(remote.friend())),
        };
        self.play = super::Play::Network(Box::new(remote));
        self.board.cursor = self.starting_cursor();
    }

    /// The record's tags of a network game.
    pub(super) fn network_tags(&self) -> Option<NetworkTags> {
        self.remote().map(Remote::tags)
    }

    /// The App's game follows the network game's.
    pub(super) fn follow(&mut self, added: bool) {
        if let Some(remote) = self.remote() {
            let game = remote.net.game().clone();
            self.session.set_game(game, added);
        }
    }

    pub(super) fn send(&mut self, msg: Message) {
        self.outbox.push(Effect::Send(msg));
    }

    /// Whether `action` does something in a network game, where that
    /// differs from a game at one keyboard; `None` otherwise.
    pub(super) fn remote_offers(&self, action: &Action) -> Option<bool> {
        let remote = self.remote()?;
        let connected = remote.link == Link::Connected;
        let over = remote.net.is_over();
        let ours = remote.net.game().position().to_move() == remote.net.ours();
        match action {
            Action::NewGame => Some(connected && over),
            Action::Review => Some(over),
            Action::Redo => Some(false),
            Action::Activate => Some(connected && ours && !over),
            Action::OfferDraw | Action::Resign => Some(connected && !over),
            Action::Undo | Action::Chat => Some(connected),
            Action::Hints | Action::Coach | Action::Explain if !remote.net.aids() => Some(false),
            Action::Reconnect => Some(!connected && remote.target.is_some()),
            _ => None,
        }
    }

    /// Keys of a network game that differ from a game at one keyboard;
    /// `None` for the others.
    pub(super) fn remote_board(&mut self, action: &Action) -> Option<Effects> {
        let remote = self.remote()?;
        let connected = remote.link == Link::Connected;
        let to_move = remote.net.game().position().to_move();
        let (ours, over) = (remote.net.ours(), remote.net.is_over());
        match action {
            Action::Activate | Action::Click(_) if to_move == ours || over || !connected => {
                return None;
            }
            Action::Activate | Action::Click(_) => {
                self.board.selected = None;
                self.status = Status::Net(NetNote::TheirTurn(to_move));
            }
            Action::Undo | Action::OfferDraw if !connected => {
                self.status = Status::Net(NetNote::Cannot(NetRefusal::NotConnected));
            }
            Action::Undo | Action::OfferDraw => self.request(matches!(action, Action::Undo)),
            Action::Resign if over => {
                self.status = Status::Net(NetNote::Cannot(NetRefusal::GameOver));
            }
            Action::Resign => self.confirm(Question::Resign(ours)),
            Action::Chat => {
                self.board.selected = None;
                self.overlay = Some(Overlay::Prompt(Prompt::empty(PromptKind::Chat)));
                self.status = Status::Net(NetNote::Chatting);
            }
            Action::Reconnect => self.reconnect(),
            Action::Hints | Action::Coach | Action::Explain if !remote.net.aids() => {
                self.status = Status::Net(NetNote::NoAids);
            }
            Action::Hints | Action::Coach | Action::Explain => {
                self.aids_on(matches!(action, Action::Hints) && self.hints());
                return None;
            }
            Action::Quit if !over => self.confirm(Question::QuitNetwork {
                hosting: remote.hosting,
            }),
            // After the end: a rematch, and the review of the game.
            Action::NewGame if over && connected => self.ask_rematch(),
            Action::Review if over => return None,
            Action::Redo | Action::NewGame | Action::Review => {
                self.status = Status::Net(NetNote::NotInNetworkGame);
            }
            _ => return None,
        }
        Some(Effects::new())
    }
}
