//! Why a record cannot be read, as facts: the line, and what is wrong
//! there (a typed [`RecordReason`] with the tag, token, move number or
//! rule refusal it concerns). The front end words them; the English
//! `Display` here is the record module's own (logs, tests).

use super::{MAX_MESSAGE, one_line};
use crate::rules::{ClockError, Color, Move, MoveNumber, Outcome, RuleError, Variant};

/// A record that cannot be read: the line (1-based; 0 when the problem is
/// the record as a whole) and what is wrong there.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}{}", if *line > 0 { format!("line {line}: ") } else { String::new() }, one_line(&reason.to_string(), MAX_MESSAGE))]
pub struct RecordError {
    /// The line, counting from 1; 0 for the whole record.
    pub line: usize,
    /// What is wrong.
    pub reason: RecordReason,
}

/// What is wrong in a record. Text taken from the record (a tag's name or
/// value, a token) is already made safe for one line ([`super::shown`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RecordReason {
    /// The bytes stop being UTF-8 text on this line.
    #[error("the record is not UTF-8 text")]
    NotText,
    /// A line that starts like a tag but is not one.
    #[error("`{0}` is not a tag like [Variant \"five\"]")]
    NotATag(String),
    /// A tag given twice.
    #[error("a second [{tag}] tag (the first is on line {first})")]
    SecondTag {
        /// The tag's name.
        tag: String,
        /// The line of the first.
        first: usize,
    },
    /// More tags than a record may have (the most).
    #[error("more than {0} tags")]
    TooManyTags(usize),
    /// A yes-or-no tag with another value.
    #[error("[{tag}] must be \"yes\" or \"no\", not \"{value}\"")]
    NotYesNo {
        /// The tag's name.
        tag: String,
        /// Its value.
        value: String,
    },
    /// A tag whose value the rules refuse (`[Variant]`, `[First]`,
    /// `[Position]`).
    #[error("[{tag} \"{value}\"]: {why}")]
    BadTag {
        /// The tag's name.
        tag: String,
        /// Its value.
        value: String,
        /// Why the rules refuse it.
        why: RuleError,
    },
    /// A `[TimeControl]` that is not a time control.
    #[error("[TimeControl \"{value}\"]: {why}")]
    BadTimeControl {
        /// Its value.
        value: String,
        /// What is wrong with it.
        why: ClockError,
    },
    /// A `[Result]` that is not a result token.
    #[error("[Result \"{0}\"]: the result must be 1-0, 0-1, 1/2-1/2 or *")]
    BadResultTag(String),
    /// No `[Variant]` tag.
    #[error("the record has no [Variant \"five\"] or [Variant \"four\"] tag")]
    NoVariant,
    /// No `[First]` tag, in a game that needs one.
    #[error("the record has no [First \"black\"] or [First \"white\"] tag")]
    NoFirst,
    /// A `[Position]` of another game than `[Variant]`'s.
    #[error("the position is a {} position, but [Variant] says {}", position.title(), tag.title())]
    PositionOfOtherGame {
        /// The position's game.
        position: Variant,
        /// The tag's.
        tag: Variant,
    },
    /// A `[Position]` with another side to move than `[First]`'s.
    #[error("the position has {position} to move, but [First] says {first}")]
    PositionOtherMover {
        /// The position's side to move.
        position: Color,
        /// The tag's.
        first: Color,
    },
    /// A tag after the first move.
    #[error("a tag after the moves have begun")]
    TagAfterMoves,
    /// A `{` comment not closed on its line.
    #[error("a comment `{{` is not closed on its line")]
    OpenComment,
    /// A `[%clk …]` that is not a clock.
    #[error("`[%clk {0}` is not a clock: write it like [%clk 0:04:55]")]
    BadClock(String),
    /// A clock comment before any move.
    #[error("a clock before the first move")]
    ClockBeforeFirstMove,
    /// A token after the result.
    #[error("`{0}` after the result")]
    AfterResult(String),
    /// A move number that is not a number.
    #[error("`{0}.` is not a move number")]
    NotMoveNumber(String),
    /// A move number between a move and its reply.
    #[error("move number {number}. in the middle of move {expected}")]
    NumberMidMove {
        /// The number written.
        number: String,
        /// The move under way.
        expected: usize,
    },
    /// A move number out of sequence.
    #[error("move number {number}. where {expected}. was expected")]
    WrongNumber {
        /// The number written.
        number: String,
        /// The number due.
        expected: usize,
    },
    /// A move written where the side to move had to pass first.
    #[error("{mv}: {passer} has no move here and must pass: write pass before it")]
    MustPassFirst {
        /// The move written.
        mv: Move,
        /// Its number in the game.
        number: MoveNumber,
        /// The side that must pass.
        passer: Color,
    },
    /// A move the rules refuse.
    #[error("{mv}: {why}")]
    Illegal {
        /// The move written.
        mv: Move,
        /// Its number in the game.
        number: MoveNumber,
        /// Why the rules refuse it.
        why: RuleError,
    },
    /// A token, the options or the result the rules refuse.
    #[error(transparent)]
    Rule(RuleError),
    /// The result token and the `[Result]` tag disagree.
    #[error("the result {token} contradicts [Result \"{tag}\"] on line {tag_line}")]
    ResultContradicts {
        /// The token after the moves.
        token: String,
        /// The tag's value.
        tag: String,
        /// The tag's line.
        tag_line: usize,
    },
    /// The result claimed is not the game's.
    #[error("the result {token} does not match the moves: {}", played(*ended))]
    ResultMismatch {
        /// The result claimed.
        token: String,
        /// How the game ended, if it did.
        ended: Option<Outcome>,
    },
}

/// How the game stands, for [`RecordReason::ResultMismatch`].
fn played(ended: Option<Outcome>) -> String {
    match ended {
        Some(outcome) => format!("the game ended: {outcome}"),
        None => "the game is not over".to_string(),
    }
}

/// An error at `line`.
pub(super) const fn error(line: usize, reason: RecordReason) -> RecordError {
    RecordError { line, reason }
}

impl From<RuleError> for RecordReason {
    fn from(e: RuleError) -> RecordReason {
        RecordReason::Rule(e)
    }
}
