//! What a list of saved games shows of a record, read without replaying
//! it: the variant, the number of moves, the result and who played. The tags are
//! checked as [`super::read`] checks them and every token must be a move,
//! a move number or a result, but no move is played: a huge record is
//! summed up in one pass over its text.

use super::clocks::{Token, clock_in, tokens};
use super::{Header, RESULT_TOKENS, RecordError, RecordReason, error, parse_tag, shown};
use crate::rules::{Color, Move, Variant};

/// How a finished game ended, as its result token says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Finished {
    /// Who won; `None` for a draw.
    pub winner: Option<Color>,
}

impl Finished {
    /// The winner, if any.
    pub const fn winner(self) -> Option<Color> {
        self.winner
    }
}

/// Who played a record's game, as its tags say.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Players {
    /// The `Black` tag, shortened for a list (`?` when nobody was named).
    pub black: String,
    /// The `White` tag, shortened for a list.
    pub white: String,
    /// Whether it is a puzzle's game (a `Puzzle` tag).
    pub puzzle: bool,
    /// The network game's id, when it was played over the network (its
    /// `Network` tag, shortened as the names are).
    pub network: Option<String>,
}

/// A record as a list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// Which game.
    pub variant: Variant,
    /// The moves recorded (either side's).
    pub plies: usize,
    /// How it ended; `None` while it goes on.
    pub finished: Option<Finished>,
    /// Who played.
    pub players: Players,
}

/// The most characters of a player's name a summary keeps.
const NAME_CHARS: usize = 24;

/// Sums up a record without replaying it.
///
/// # Errors
/// A [`RecordError`] with the line: a malformed or missing tag, or a
/// token that is not a move, a move number or a result.
pub fn summary(text: &str) -> Result<Summary, RecordError> {
    let text = text.strip_prefix(super::BOM).unwrap_or(text);
    let mut header = Header::default();
    let mut plies = 0;
    let mut moves_begun = false;
    let mut result: Option<&str> = None;
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        let content = raw.split(';').next().unwrap_or("").trim();
        if content.is_empty() {
            continue;
        }
        if content.starts_with('[') && !moves_begun {
            let (name, value) = parse_tag(content)
                .ok_or_else(|| error(line, RecordReason::NotATag(shown(content))))?;
            header.take(line, name, value)?;
            continue;
        }
        if !moves_begun {
            // The tags are checked before the first move, as a full read does.
            header.game(line)?;
            moves_begun = true;
        }
        for token in tokens(line, content)? {
            let token = match token {
                Token::Word(word) => word,
                // A clock is checked as a full read checks it; other
                // comments are read over.
                Token::Comment(comment) => {
                    clock_in(line, comment)?;
                    continue;
                }
            };
            if result.is_some() {
                return Err(error(line, RecordReason::AfterResult(shown(token))));
            }
            if let Some(token) = RESULT_TOKENS.iter().find(|t| **t == token) {
                result = Some(token);
            } else if token.ends_with('.') {
                let number = token.trim_end_matches('.');
                if number.parse::<usize>().is_err() {
                    return Err(error(line, RecordReason::NotMoveNumber(shown(number))));
                }
            } else {
                token
                    .parse::<Move>()
                    .map_err(|e| error(line, RecordReason::Rule(e)))?;
                plies += 1;
            }
        }
    }
    let variant = header.game(0)?.start().variant();
    let token = result.or(header.result.as_ref().map(|(_, token)| token.as_str()));
    let finished = match token {
        Some("1-0") => Some(Finished {
            winner: Some(Color::Black),
        }),
        Some("0-1") => Some(Finished {
            winner: Some(Color::White),
        }),
        Some("1/2-1/2") => Some(Finished { winner: None }),
        _ => None,
    };
    let name = |tag: &str| super::one_line(tag, NAME_CHARS);
    let players = Players {
        black: name(&header.tags.black),
        white: name(&header.tags.white),
        puzzle: header.tags.puzzle.is_some(),
        network: header.tags.network.as_deref().map(name),
    };
    Ok(Summary {
        variant,
        plies,
        finished,
        players,
    })
}

/// [`summary`] of a file's bytes.
///
/// # Errors
/// As [`summary`], or `line N: the record is not UTF-8 text`.
pub fn summary_bytes(bytes: &[u8]) -> Result<Summary, RecordError> {
    match std::str::from_utf8(bytes) {
        Ok(text) => summary(text),
        Err(e) => Err(super::not_text(&bytes[..e.valid_up_to()])),
    }
}
