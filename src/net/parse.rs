//! Parsing one line of the wire into a [`Message`], strictly: every word
//! checked, nothing left over, free text taken as it is.

use std::fmt;

use super::protocol::{Ending, MAX_LINE, Message, ProtocolError, Request, VERSION, Welcome};
use super::words::{Text, WordError};
use crate::rules::record::shown;
use crate::rules::{Color, Move, PositionText, RuleOptions, TimeControl, Variant};

fn bad(message: &'static str, reason: impl fmt::Display) -> ProtocolError {
    ProtocolError::Bad {
        message,
        reason: reason.to_string(),
    }
}

/// The words after a message's first, taken one by one.
struct Words<'a> {
    message: &'static str,
    rest: std::str::Split<'a, char>,
}

impl<'a> Words<'a> {
    fn new(message: &'static str, rest: Option<&'a str>) -> Words<'a> {
        // An absent rest splits into nothing at all.
        let mut split = rest.unwrap_or("").split(' ');
        if rest.is_none() {
            split.next();
        }
        Words {
            message,
            rest: split,
        }
    }

    fn next(&mut self, what: &'static str) -> Result<&'a str, ProtocolError> {
        self.optional().ok_or(ProtocolError::Missing {
            message: self.message,
            what,
        })
    }

    /// The next word, which must be one of `choices`' words.
    fn pick<T: Copy>(
        &mut self,
        what: &'static str,
        choices: &[(&str, T)],
    ) -> Result<T, ProtocolError> {
        let word = self.next(what)?;
        if let Some(&(_, value)) = choices.iter().find(|&&(w, _)| w == word) {
            return Ok(value);
        }
        let mut list = String::new();
        for (i, (w, _)) in choices.iter().enumerate() {
            if i > 0 {
                list.push_str(if i + 1 == choices.len() { " or " } else { ", " });
            }
            list.push_str(w);
        }
        Err(bad(
            self.message,
            format!("`{}` is not {list}", shown(word)),
        ))
    }

    fn optional(&mut self) -> Option<&'a str> {
        self.rest.next()
    }

    fn end(mut self) -> Result<(), ProtocolError> {
        match self.rest.next() {
            None => Ok(()),
            Some(extra) => Err(ProtocolError::Extra {
                message: self.message,
                extra: shown(extra),
            }),
        }
    }
}

/// A move exactly as kono writes it (the notation in lower case).
fn parse_move(message: &'static str, word: &str) -> Result<Move, ProtocolError> {
    let mv: Move = word.parse().map_err(|e| bad(message, e))?;
    if mv.to_string() == word {
        Ok(mv)
    } else {
        Err(bad(
            message,
            format!("`{}` is not written as kono writes moves", shown(word)),
        ))
    }
}

fn word_error(message: &'static str) -> impl Fn(WordError) -> ProtocolError {
    move |e| bad(message, e)
}

/// A number as the wire writes it: digits only, no sign, no leading zero.
fn number<T: std::str::FromStr>(message: &'static str, word: &str) -> Result<T, ProtocolError> {
    let plain = !word.is_empty()
        && word.bytes().all(|b| b.is_ascii_digit())
        && (word == "0" || !word.starts_with('0'));
    plain
        .then(|| word.parse().ok())
        .flatten()
        .ok_or_else(|| bad(message, format!("`{}` is not a number", shown(word))))
}

/// `<word> ASK|OFFER`, `ACCEPT` or `DECLINE`.
fn request(mut words: Words<'_>, ask: &'static str) -> Result<Request, ProtocolError> {
    let request = words.pick(
        "a request or its answer",
        &[
            (ask, Request::Ask),
            ("ACCEPT", Request::Accept),
            ("DECLINE", Request::Decline),
        ],
    )?;
    words.end()?;
    Ok(request)
}

fn side(words: &mut Words<'_>, what: &'static str) -> Result<Color, ProtocolError> {
    words.pick(what, &[("black", Color::Black), ("white", Color::White)])
}

/// `ENDED resigned <side>`, `ENDED agreed` or `ENDED time <side>`.
fn ended(mut words: Words<'_>) -> Result<Message, ProtocolError> {
    let how = words.pick(
        "how the game ended",
        &[("resigned", 0), ("agreed", 1), ("time", 2)],
    )?;
    let ending = match how {
        0 => Ending::Resigned(side(&mut words, "the side that resigned")?),
        1 => Ending::Agreed,
        _ => Ending::Time(side(&mut words, "the side out of time")?),
    };
    words.end()?;
    Ok(Message::Ended(ending))
}

/// The words `WELCOME` and `NEW` share: game id, variant, rules, the
/// joiner's side, the clock and the aids (no name).
fn welcome_fields(words: &mut Words<'_>) -> Result<Welcome, ProtocolError> {
    let message = words.message;
    let game = words.next("a game id")?;
    let game = game.parse().map_err(word_error(message))?;
    let word = words.next("a variant")?;
    let variant = word
        .parse::<Variant>()
        .ok()
        .filter(|v| v.name() == word)
        .ok_or_else(|| bad(message, format!("`{}` is not a variant", shown(word))))?;
    let rules = words.pick("the rules", &RuleOptions::ALL.map(|r| (r.word(), r)))?;
    if rules.check(variant).is_err() {
        return Err(bad(
            message,
            format!("{} does not apply to {}", rules.word(), variant.title()),
        ));
    }
    let joiner = side(words, "the joiner's side")?;
    let clock = match words.next("a clock")? {
        "none" => None,
        word => match TimeControl::from_seconds_text(word) {
            Ok(control @ TimeControl::Fischer { .. }) if word.contains('+') => Some(control),
            _ => {
                let why = format!("`{}` is not a clock like 300+5", shown(word));
                return Err(bad(message, why));
            }
        },
    };
    let aids = words.pick("aids or no-aids", &[("aids", true), ("no-aids", false)])?;
    Ok(Welcome {
        game,
        variant,
        rules,
        joiner,
        clock,
        aids,
        name: None,
    })
}

impl Message {
    /// Parses one line, given without its `\n` and without the `\r` before
    /// it.
    ///
    /// # Errors
    /// A [`ProtocolError`] saying what is wrong with the line.
    pub fn parse(line: &str) -> Result<Message, ProtocolError> {
        if line.len() > MAX_LINE {
            return Err(ProtocolError::TooLong);
        }
        if let Some(c) = line.chars().find(|c| c.is_control()) {
            return Err(ProtocolError::Control(c.escape_unicode().to_string()));
        }
        if line.is_empty() {
            return Err(ProtocolError::Empty);
        }
        let (first, rest) = match line.split_once(' ') {
            Some((first, rest)) => (first, Some(rest)),
            None => (line, None),
        };
        // Free text is taken as it is; everything else is single-spaced words.
        let spaced_badly = |text: &str| text.is_empty() || text.split(' ').any(str::is_empty);
        let text_message = matches!(first, "SAY" | "BYE" | "ERROR")
            || (first == VERSION && rest.is_some_and(|r| r.starts_with("REFUSED ")));
        if first.is_empty() || (!text_message && rest.is_some_and(spaced_badly)) {
            return Err(ProtocolError::Spacing(shown(line)));
        }
        let text = |message: &'static str| -> Result<Text, ProtocolError> {
            rest.ok_or(ProtocolError::Missing {
                message,
                what: "a text",
            })?
            .parse()
            .map_err(word_error(message))
        };
        match first {
            VERSION => Message::parse_handshake(rest),
            v if v.starts_with("KONO/") => Err(ProtocolError::Version(shown(v))),
            "START" => {
                let text = rest.ok_or(ProtocolError::Missing {
                    message: "START",
                    what: "a position",
                })?;
                let start: PositionText = text.parse().map_err(|e| bad("START", e))?;
                if !Variant::ALL.into_iter().any(|v| start.is_written_for(v)) {
                    return Err(bad(
                        "START",
                        "the position is not written as kono writes it",
                    ));
                }
                Ok(Message::Start(start))
            }
            "MOVES" => {
                let mut moves = Vec::new();
                for word in rest.unwrap_or("").split(' ').filter(|w| !w.is_empty()) {
                    moves.push(parse_move("MOVES", word)?);
                }
                Ok(Message::Moves(moves))
            }
            "MOVE" => {
                let mut words = Words::new("MOVE", rest);
                let mv = parse_move("MOVE", words.next("a move")?)?;
                words.end()?;
                Ok(Message::Move(mv))
            }
            "DRAW" => request(Words::new("DRAW", rest), "OFFER").map(Message::Draw),
            "UNDO" => request(Words::new("UNDO", rest), "ASK").map(Message::Undo),
            "REMATCH" => request(Words::new("REMATCH", rest), "ASK").map(Message::Rematch),
            "ENDED" => ended(Words::new("ENDED", rest)),
            "READY" => Words::new("READY", rest).end().map(|()| Message::Ready),
            "FLAG" => Words::new("FLAG", rest).end().map(|()| Message::Flag),
            "AIDS" => {
                let mut words = Words::new("AIDS", rest);
                words.pick("ON", &[("ON", ())])?;
                words.end().map(|()| Message::AidsOn)
            }
            "CLOCK" => {
                let mut words = Words::new("CLOCK", rest);
                let black = number("CLOCK", words.next("Black's time")?)?;
                let white = number("CLOCK", words.next("White's time")?)?;
                words.end()?;
                Ok(Message::Clock { black, white })
            }
            "NEW" => {
                let mut words = Words::new("NEW", rest);
                let welcome = welcome_fields(&mut words)?;
                words.end()?;
                Ok(Message::New(welcome))
            }
            "RESIGN" => Words::new("RESIGN", rest).end().map(|()| Message::Resign),
            "PING" => Words::new("PING", rest).end().map(|()| Message::Ping),
            "PONG" => Words::new("PONG", rest).end().map(|()| Message::Pong),
            "SAY" => Ok(Message::Say(text("SAY")?)),
            "ERROR" => Ok(Message::Error(text("ERROR")?)),
            "BYE" => match rest {
                None => Ok(Message::Bye(None)),
                Some(_) => Ok(Message::Bye(Some(text("BYE")?))),
            },
            other => Err(ProtocolError::Unknown(shown(other))),
        }
    }

    /// The words after `KONO/2`.
    fn parse_handshake(rest: Option<&str>) -> Result<Message, ProtocolError> {
        let (word, rest) = match rest.map(|r| r.split_once(' ')) {
            None => {
                return Err(ProtocolError::Missing {
                    message: VERSION,
                    what: "JOIN, WELCOME or REFUSED",
                });
            }
            Some(Some((word, rest))) => (word, Some(rest)),
            Some(None) => (rest.unwrap_or(""), None),
        };
        match word {
            "JOIN" => {
                let mut words = Words::new("JOIN", rest);
                let code = words.next("a join code")?;
                let code = code.parse().map_err(word_error("JOIN"))?;
                let name = words.optional().map(str::parse).transpose();
                let name = name.map_err(word_error("JOIN"))?;
                words.end()?;
                Ok(Message::Join { code, name })
            }
            "WELCOME" => {
                let mut words = Words::new("WELCOME", rest);
                let mut welcome = welcome_fields(&mut words)?;
                let name = words.optional().map(str::parse).transpose();
                welcome.name = name.map_err(word_error("WELCOME"))?;
                words.end()?;
                Ok(Message::Welcome(welcome))
            }
            "REFUSED" => {
                let text = rest.ok_or(ProtocolError::Missing {
                    message: "REFUSED",
                    what: "a reason",
                })?;
                Ok(Message::Refused(
                    text.parse().map_err(word_error("REFUSED"))?,
                ))
            }
            other => Err(ProtocolError::Unknown(format!(
                "{VERSION} {}",
                shown(other)
            ))),
        }
    }
}
