//! Why a record cannot be read, in the language in use: the record
//! module's typed reasons, with the rules' own refusals inside them.

use crate::rules::ClockError;
use crate::rules::record::{MAX_MESSAGE, RecordError, RecordReason, one_line};
use crate::t;

use super::rule_text;
use crate::tui::words::{game, outcome_text, side};

/// A record that cannot be read: its line, then what is wrong there (one
/// line, however long the record's text in it).
pub fn record_text(e: &RecordError) -> String {
    let reason = one_line(&reason_text(&e.reason), MAX_MESSAGE);
    if e.line == 0 {
        return reason;
    }
    t!("err-record-line", line = e.line, message = reason)
}

/// What is wrong in a record, in words.
pub fn reason_text(reason: &RecordReason) -> String {
    use RecordReason as R;
    match reason {
        R::NotText => t!("record-not-text"),
        R::NotATag(text) => t!("record-not-a-tag", text = text),
        R::SecondTag { tag, first } => t!("record-second-tag", tag = tag, first = *first),
        R::TooManyTags(most) => t!("record-too-many-tags", count = *most),
        R::NotYesNo { tag, value } => t!("record-not-yes-no", tag = tag, value = value),
        R::BadTag { tag, value, why } => {
            t!(
                "record-bad-tag",
                tag = tag,
                value = value,
                why = rule_text(why)
            )
        }
        R::BadTimeControl { value, why } => {
            t!(
                "record-bad-time-control",
                value = value,
                why = clock_text(why)
            )
        }
        R::BadResultTag(value) => t!("record-bad-result-tag", value = value),
        R::NoVariant => t!("record-no-variant"),
        R::NoFirst => t!("record-no-first"),
        R::PositionOfOtherGame { position, tag } => t!(
            "record-position-other-game",
            position = game(*position),
            game = game(*tag)
        ),
        R::PositionOtherMover { position, first } => t!(
            "record-position-other-mover",
            position = side(*position),
            first = side(*first)
        ),
        R::TagAfterMoves => t!("record-tag-after-moves"),
        R::OpenComment => t!("record-open-comment"),
        R::BadClock(text) => t!("record-bad-clock", text = text),
        R::ClockBeforeFirstMove => t!("record-clock-before-first-move"),
        R::AfterResult(text) => t!("record-after-result", text = text),
        R::NotMoveNumber(text) => t!("record-not-move-number", text = text),
        R::NumberMidMove { number, expected } => t!(
            "record-number-mid-move",
            number = number,
            expected = *expected
        ),
        R::WrongNumber { number, expected } => {
            t!("record-wrong-number", number = number, expected = *expected)
        }
        R::MustPassFirst { mv, passer, .. } => t!(
            "record-must-pass-first",
            mv = mv.to_string(),
            side = side(*passer)
        ),
        R::Illegal { mv, why, .. } => {
            t!("record-illegal", mv = mv.to_string(), why = rule_text(why))
        }
        R::Rule(why) => rule_text(why),
        R::ResultContradicts {
            token,
            tag,
            tag_line,
        } => t!(
            "record-result-contradicts",
            token = token,
            tag = tag,
            line = *tag_line
        ),
        R::ResultMismatch {
            token,
            ended: Some(outcome),
        } => t!(
            "record-result-mismatch-ended",
            token = token,
            outcome = outcome_text(*outcome)
        ),
        R::ResultMismatch { token, ended: None } => {
            t!("record-result-mismatch-open", token = token)
        }
    }
}

/// What is wrong with a time control's text.
pub fn clock_text(e: &ClockError) -> String {
    e.worded()
}
