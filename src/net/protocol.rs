//! The messages of the wire, parsed strictly and formatted. Pure: no I/O.
//! [`Message::parse`] takes one line without its ending; `Display` writes
//! one without it. Every message formatted is at most [`MAX_LINE`] bytes
//! and parses back to itself.

use std::fmt;

use thiserror::Error;

use super::words::{Code, GameId, Name, Text};
use crate::rules::{Color, Move, PositionText, RuleOptions, TimeControl, Variant};

/// The longest line, in bytes, without its `\n` (or `\r\n`).
pub const MAX_LINE: usize = 512;
/// The protocol's version word, first on every handshake line.
pub const VERSION: &str = "KONO/2";
/// How many moves one `MOVES` line carries at most when kono writes it: a
/// line of exactly this many is followed by another `MOVES` line (empty if
/// no move is left), so that a long game's moves fit lines of
/// [`MAX_LINE`] bytes.
pub const MOVES_PER_LINE: usize = 64;
/// The most moves a history may have (`MOVES`, checked as the lines
/// arrive): a kono record of more would be too long to read back.
pub const MAX_HISTORY: usize = 400_000;

/// How a game ended that its position does not show (`ENDED`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// `resigned <side>`: that side resigned.
    Resigned(Color),
    /// `agreed`: a draw by agreement.
    Agreed,
    /// `time <side>`: that side's time ran out.
    Time(Color),
}

/// The host's welcome: the game the joiner is seated at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Welcome {
    /// The game's id.
    pub game: GameId,
    /// Which game.
    pub variant: Variant,
    /// The rule options in force (checked against the variant).
    pub rules: RuleOptions,
    /// The side the joiner plays.
    pub joiner: Color,
    /// The clock, if the game has one: minutes and increment only (a
    /// per-move timer is for one keyboard).
    pub clock: Option<TimeControl>,
    /// Whether hints and the coach may be used (`aids`) or not (`no-aids`).
    pub aids: bool,
    /// The host's name, if it gave one.
    pub name: Option<Name>,
}

/// The three words of a request to the other player: `DRAW OFFER|ACCEPT|DECLINE`
/// and `UNDO ASK|ACCEPT|DECLINE`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Request {
    /// The request itself (`OFFER` for a draw, `ASK` for an undo).
    Ask,
    /// Yes.
    Accept,
    /// No.
    Decline,
}

/// One line of the protocol.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// `KONO/2 JOIN <code> [<name>]`: the joiner's first line.
    Join {
        /// The join code.
        code: Code,
        /// The joiner's name.
        name: Option<Name>,
    },
    /// `KONO/2 WELCOME <game-id> <variant> <rules> <joiner-side> <clock> <aids> [<host-name>]`.
    Welcome(Welcome),
    /// `KONO/2 REFUSED <reason>`: the host refuses the connection and closes it.
    Refused(Text),
    /// `START <position>`: the position the game started from, read as
    /// the game of the `WELCOME` or `NEW` before it.
    Start(PositionText),
    /// `MOVES [<move> ...]`: the moves played so far, passes included.
    Moves(Vec<Move>),
    /// `ENDED <how> [<side>]`: after `MOVES`, how the game ended when its
    /// position does not show it.
    Ended(Ending),
    /// `READY`: the history is complete.
    Ready,
    /// `MOVE <move>`: a move of the sender's side on its turn.
    Move(Move),
    /// `DRAW OFFER|ACCEPT|DECLINE`.
    Draw(Request),
    /// `UNDO ASK|ACCEPT|DECLINE`.
    Undo(Request),
    /// `RESIGN`.
    Resign,
    /// `SAY <text>`: a line of chat.
    Say(Text),
    /// `PING`: sent after 5 s of silence.
    Ping,
    /// `PONG`: the answer to `PING`.
    Pong,
    /// `BYE [<reason>]`: the sender leaves; the game stays saved.
    Bye(Option<Text>),
    /// `ERROR <reason>`: a protocol error; the sender closes.
    Error(Text),
    /// `CLOCK <black-ms> <white-ms>`: host, both clocks.
    Clock {
        /// Black's time left, in milliseconds.
        black: u64,
        /// White's time left, in milliseconds.
        white: u64,
    },
    /// `FLAG`: host, the side to move has run out of time.
    Flag,
    /// `AIDS ON`: the sender has just turned hints or the coach on.
    AidsOn,
    /// `REMATCH ASK|ACCEPT|DECLINE`: after the end, a new game.
    Rematch(Request),
    /// `NEW <game-id> <variant> <rules> <joiner-side> <clock> <aids>`:
    /// host, the rematch's welcome (no name), then `START`, `MOVES`, `READY`.
    New(Welcome),
}

/// A line that is not a message, each reason in words the other side's
/// screen can show.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ProtocolError {
    /// Over [`MAX_LINE`] bytes.
    #[error("a line longer than {MAX_LINE} bytes")]
    TooLong,
    /// Bytes that are not UTF-8.
    #[error("a line that is not UTF-8 text")]
    NotUtf8,
    /// A control character (a tab, an escape, a lone carriage return…).
    #[error("a control character ({0}) in a line")]
    Control(String),
    /// Nothing at all.
    #[error("an empty line")]
    Empty,
    /// Two spaces, or a space at the start or the end.
    #[error("`{0}`: words must be separated by one space")]
    Spacing(String),
    /// A first word kono does not know.
    #[error("`{0}` is not a message of the kono protocol")]
    Unknown(String),
    /// A handshake line of another protocol version.
    #[error("`{0}`: this kono speaks KONO/2 only")]
    Version(String),
    /// A message without a word it needs.
    #[error("{message} without {what}")]
    Missing {
        /// The message.
        message: &'static str,
        /// What it lacks.
        what: &'static str,
    },
    /// A message with words after its last one.
    #[error("{message} followed by `{extra}`")]
    Extra {
        /// The message.
        message: &'static str,
        /// What follows it (escaped).
        extra: String,
    },
    /// A word that is not what its place needs.
    #[error("{message}: {reason}")]
    Bad {
        /// The message.
        message: &'static str,
        /// What is wrong, in words.
        reason: String,
    },
    /// Chat (`SAY`, `AIDS ON`) faster than a line a second, past a small
    /// burst.
    #[error("`{0}` lines faster than one a second")]
    TooFast(&'static str),
}

/// A side as the wire writes it.
pub(crate) const fn side_word(side: Color) -> &'static str {
    match side {
        Color::Black => "black",
        Color::White => "white",
    }
}

impl Welcome {
    /// The words shared by `WELCOME` and `NEW`: game id, variant, rules,
    /// the joiner's side, the clock and the aids.
    fn fields(&self) -> String {
        let clock = self
            .clock
            .map_or_else(|| "none".to_string(), TimeControl::seconds_text);
        let aids = if self.aids { "aids" } else { "no-aids" };
        format!(
            "{} {} {} {} {clock} {aids}",
            self.game,
            self.variant.name(),
            self.rules.word(),
            side_word(self.joiner)
        )
    }
}

impl Message {
    /// The `MOVES` lines of `moves`: [`MOVES_PER_LINE`] moves a line, the
    /// last line shorter (an empty one after a full one).
    pub fn moves_lines(moves: &[Move]) -> Vec<Message> {
        let mut lines: Vec<Message> = moves
            .chunks(MOVES_PER_LINE)
            .map(|chunk| Message::Moves(chunk.to_vec()))
            .collect();
        if moves.len().is_multiple_of(MOVES_PER_LINE) {
            lines.push(Message::Moves(Vec::new()));
        }
        lines
    }

    /// The line with its `\n`, ready to write.
    pub fn line(&self) -> String {
        format!("{self}\n")
    }
}

impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let request = |f: &mut fmt::Formatter<'_>, ask: &str, r: &Request| match r {
            Request::Ask => f.write_str(ask),
            Request::Accept => f.write_str("ACCEPT"),
            Request::Decline => f.write_str("DECLINE"),
        };
        match self {
            Message::Join { code, name } => {
                write!(f, "{VERSION} JOIN {code}")?;
                if let Some(name) = name {
                    write!(f, " {name}")?;
                }
                Ok(())
            }
            Message::Welcome(w) => {
                write!(f, "{VERSION} WELCOME {}", w.fields())?;
                if let Some(name) = &w.name {
                    write!(f, " {name}")?;
                }
                Ok(())
            }
            Message::New(w) => write!(f, "NEW {}", w.fields()),
            Message::Ended(Ending::Resigned(side)) => {
                write!(f, "ENDED resigned {}", side_word(*side))
            }
            Message::Ended(Ending::Agreed) => f.write_str("ENDED agreed"),
            Message::Ended(Ending::Time(side)) => write!(f, "ENDED time {}", side_word(*side)),
            Message::Ready => f.write_str("READY"),
            Message::Clock { black, white } => write!(f, "CLOCK {black} {white}"),
            Message::Flag => f.write_str("FLAG"),
            Message::AidsOn => f.write_str("AIDS ON"),
            Message::Rematch(r) => {
                f.write_str("REMATCH ")?;
                request(f, "ASK", r)
            }
            Message::Refused(reason) => write!(f, "{VERSION} REFUSED {reason}"),
            Message::Start(pos) => write!(f, "START {pos}"),
            Message::Moves(moves) => {
                f.write_str("MOVES")?;
                for mv in moves {
                    write!(f, " {mv}")?;
                }
                Ok(())
            }
            Message::Move(mv) => write!(f, "MOVE {mv}"),
            Message::Draw(r) => {
                f.write_str("DRAW ")?;
                request(f, "OFFER", r)
            }
            Message::Undo(r) => {
                f.write_str("UNDO ")?;
                request(f, "ASK", r)
            }
            Message::Resign => f.write_str("RESIGN"),
            Message::Say(text) => write!(f, "SAY {text}"),
            Message::Ping => f.write_str("PING"),
            Message::Pong => f.write_str("PONG"),
            Message::Bye(None) => f.write_str("BYE"),
            Message::Bye(Some(reason)) => write!(f, "BYE {reason}"),
            Message::Error(reason) => write!(f, "ERROR {reason}"),
        }
    }
}

/// Joiner: a new game's opening (`NEW`, `START`, `MOVES`, `ENDED`) as its
/// lines come, before its `READY`.
#[derive(Clone, Debug, Default)]
pub(crate) struct Opening {
    pub(crate) welcome: Option<Welcome>,
    pub(crate) start: Option<PositionText>,
    pub(crate) moves: Vec<Move>,
    pub(crate) ended: Option<Ending>,
}
