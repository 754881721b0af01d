//! The checked words of the wire: the join code, a player's name, the game
//! id and a line of free text (chat, reasons). Each is parsed once and then
//! known to be good, so formatting a message can never produce a line the
//! other side would refuse.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::rules::Color;
use crate::rules::record::shown;

/// The letters of a join code: `A-Z` and `2-9` without the look-alikes
/// `I`, `O`, `0` and `1`.
pub const CODE_ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/// How many characters a join code has.
pub const CODE_LEN: usize = 6;
/// How many characters a game id has.
pub const GAME_ID_LEN: usize = 12;
/// The longest name, in characters.
pub const MAX_NAME: usize = 24;
/// The longest line of free text (a chat line, a reason), in characters.
pub const MAX_TEXT: usize = 200;
/// The longest line of free text in bytes, so that any message holding it
/// stays within the line limit of 512 bytes.
pub const MAX_TEXT_BYTES: usize = 496;

/// A word that is not what its place in a message needs.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum WordError {
    /// Not a join code.
    #[error("`{0}` is not a join code: 6 characters of A-Z and 2-9, without I, O, 0 and 1")]
    Code(String),
    /// Not a name.
    #[error("`{0}` is not a name: 1 to 24 characters of A-Z, a-z, 0-9, _ . -")]
    Name(String),
    /// Not a game id.
    #[error("`{0}` is not a game id: 12 characters of a-z and 0-9")]
    GameId(String),
    /// Empty free text.
    #[error("the text is empty")]
    EmptyText,
    /// Free text that is too long.
    #[error("the text has {0} characters, and at most 200 are allowed")]
    LongText(usize),
    /// Free text that takes too many bytes.
    #[error("the text takes {0} bytes, and at most 496 are allowed")]
    LongBytes(usize),
    /// Free text with a control character (a line break, a tab, an escape…).
    #[error("the text holds a control character ({0})")]
    Control(String),
}

/// The join code a joiner must know: 6 characters of [`CODE_ALPHABET`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Code([u8; CODE_LEN]);

impl Code {
    /// A fresh code from the system's secure random source: one that lets
    /// its holder in where a guess must not.
    pub fn secure() -> Code {
        use rand::RngExt;
        let mut rng = rand::rng();
        let mut letters = [0; CODE_LEN];
        for letter in &mut letters {
            *letter = CODE_ALPHABET[rng.random_range(..CODE_ALPHABET.len())];
        }
        Code(letters)
    }

    /// A fresh random code.
    pub fn random() -> Code {
        let mut letters = [0; CODE_LEN];
        for letter in &mut letters {
            *letter = CODE_ALPHABET[fastrand::usize(..CODE_ALPHABET.len())];
        }
        Code(letters)
    }

    /// A code as a person types it: letter case and surrounding spaces do
    /// not matter.
    ///
    /// # Errors
    /// [`WordError::Code`] when it is not a code even so.
    pub fn from_typed(text: &str) -> Result<Code, WordError> {
        text.trim()
            .to_ascii_uppercase()
            .parse()
            .map_err(|_| WordError::Code(shown(text.trim())))
    }
}

impl FromStr for Code {
    type Err = WordError;

    /// The code exactly as the wire has it (upper case).
    fn from_str(s: &str) -> Result<Code, WordError> {
        let bytes = s.as_bytes();
        match <[u8; CODE_LEN]>::try_from(bytes) {
            Ok(letters) if letters.iter().all(|b| CODE_ALPHABET.contains(b)) => Ok(Code(letters)),
            _ => Err(WordError::Code(shown(s))),
        }
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Always ASCII: every letter comes from CODE_ALPHABET.
        f.write_str(std::str::from_utf8(&self.0).unwrap_or("??????"))
    }
}

/// A player's name: 1–24 characters of `[A-Za-z0-9_.-]`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Name(String);

impl Name {
    /// The name as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// A name made from any text (a login name, say): the characters a
    /// name cannot have become `_`, and it is cut to 24; `None` if nothing
    /// is left.
    pub fn sanitized(text: &str) -> Option<Name> {
        let cleaned: String = text
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(|c| if name_char(c) { c } else { '_' })
            .take(MAX_NAME)
            .collect();
        cleaned.parse().ok()
    }
}

fn name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-')
}

impl FromStr for Name {
    type Err = WordError;
    fn from_str(s: &str) -> Result<Name, WordError> {
        if (1..=MAX_NAME).contains(&s.len()) && s.chars().all(name_char) {
            Ok(Name(s.to_string()))
        } else {
            Err(WordError::Name(shown(s)))
        }
    }
}

impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The id of one network game: 12 characters of `[a-z0-9]`, fixed for the
/// game and kept in both players' records.
///
/// kono's host makes it from the join code in lower case, its own side
/// (`b` or `w`) and 5 random characters, so that `kono host --resume` finds
/// the game's code and its side again in its record; the joiner knows the
/// code anyway, and the id is sent only to a joiner that gave it. Other
/// programs may take the id as opaque.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GameId(String);

impl GameId {
    /// A new id for a game with join code `code`, hosted by `host`.
    pub fn new(code: Code, host: Color) -> GameId {
        let mut id = code.to_string().to_ascii_lowercase();
        id.push(host.letter());
        const TAIL: &[u8] = b"abcdefghijklmnopqrstuvwxyz0123456789";
        while id.len() < GAME_ID_LEN {
            id.push(char::from(TAIL[fastrand::usize(..TAIL.len())]));
        }
        GameId(id)
    }

    /// The join code the game was hosted with, if the id was made by
    /// [`GameId::new`].
    pub fn code(&self) -> Option<Code> {
        self.0.get(..CODE_LEN)?.to_ascii_uppercase().parse().ok()
    }

    /// The host's side, if the id was made by [`GameId::new`].
    pub fn host_side(&self) -> Option<Color> {
        match self.0.as_bytes().get(CODE_LEN) {
            Some(b'b') => Some(Color::Black),
            Some(b'w') => Some(Color::White),
            _ => None,
        }
    }

    /// The id as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl FromStr for GameId {
    type Err = WordError;
    fn from_str(s: &str) -> Result<GameId, WordError> {
        let good = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit();
        if s.len() == GAME_ID_LEN && s.chars().all(good) {
            Ok(GameId(s.to_string()))
        } else {
            Err(WordError::GameId(shown(s)))
        }
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A line of free text: a chat line or a reason. 1–200 characters, none of
/// them a control character. The screen still shows it escaped (see
/// [`crate::rules::record::shown`]): it may hold invisible or
/// direction-changing characters.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Text(String);

impl Text {
    /// The text.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// [`Text::lossy`] of `text`, or `fallback` (a text known to be good)
    /// if nothing is left of it.
    pub fn lossy_or(text: &str, fallback: &'static str) -> Text {
        Text::lossy(text).unwrap_or_else(|| Text(fallback.to_string()))
    }

    /// Any text made into a [`Text`]: control characters become spaces,
    /// and it is cut to what fits; `None` if nothing is left.
    pub fn lossy(text: &str) -> Option<Text> {
        let mut cleaned = String::new();
        for c in text.chars().take(MAX_TEXT) {
            if cleaned.len() + c.len_utf8() > MAX_TEXT_BYTES {
                break;
            }
            cleaned.push(if c.is_control() { ' ' } else { c });
        }
        cleaned.parse().ok()
    }
}

impl FromStr for Text {
    type Err = WordError;
    fn from_str(s: &str) -> Result<Text, WordError> {
        if s.is_empty() {
            return Err(WordError::EmptyText);
        }
        let count = s.chars().count();
        if count > MAX_TEXT {
            return Err(WordError::LongText(count));
        }
        if s.len() > MAX_TEXT_BYTES {
            return Err(WordError::LongBytes(s.len()));
        }
        if let Some(c) = s.chars().find(|c| c.is_control()) {
            return Err(WordError::Control(c.escape_unicode().to_string()));
        }
        Ok(Text(s.to_string()))
    }
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
