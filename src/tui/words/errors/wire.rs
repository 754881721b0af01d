//! What goes wrong between two konos, in the language in use: a message
//! the friend was not allowed to send, a line that breaks the wire's rules,
//! a joiner turned away. Protocol words (MOVE, READY…) and moves stay as
//! the wire writes them: they are data.

use crate::net::{Ask, HostRefusal, ProtocolError, Stranger, Violation, WordError};
use crate::rules::record::shown;
use crate::t;

use super::rule_text;
use crate::tui::words::game;

/// A message the friend was not allowed to send, in words.
pub fn violation_text(v: &Violation) -> String {
    use Violation as V;
    let mv = |m: &crate::rules::Move| m.to_string();
    match v {
        V::MoveAfterEnd(m) => t!("net-violation-move-after-end", mv = mv(m)),
        V::MoveOutOfTurn(m) => t!("net-violation-move-out-of-turn", mv = mv(m)),
        V::MoveTooMany { mv: m, most } => {
            t!("net-violation-move-too-many", mv = mv(m), most = *most)
        }
        V::MoveBeforeAnswer(m) => t!("net-violation-move-before-answer", mv = mv(m)),
        V::MoveIllegal { mv: m, why } => t!(
            "net-violation-move-illegal",
            mv = mv(m),
            why = shown(&rule_text(why))
        ),
        V::SecondAsk(ask) => t!("net-violation-second-ask", message = ask.asking()),
        V::AnswerWithoutAsk(ask) => t!(
            "net-violation-answer-without-ask",
            word = ask.word(),
            draw = u8::from(*ask == Ask::Draw)
        ),
        V::RematchBeforeEnd => t!("net-violation-rematch-before-end"),
        V::AidsWithout => t!("net-violation-aids"),
        V::AfterHandshake(word) => t!("net-violation-after-handshake", word = word),
        V::ReadyOutOfPlace => t!("net-violation-ready-out-of-place"),
        V::ReadyTooSoon => t!("net-violation-ready-too-soon"),
        V::OutOfPlaceInRematch(word) => t!("net-violation-out-of-place", word = word),
        V::StartNotOf { welcome, why } => t!(
            "net-violation-start-not-of",
            welcome = game(*welcome),
            why = super::position_text(why)
        ),
        V::Rules(why) => rule_text(why),
        V::HistoryIllegal { number, mv: m, why } => t!(
            "net-violation-history-illegal",
            number = *number,
            mv = mv(m),
            why = rule_text(why)
        ),
        V::HistoryTooLong(most) => t!("net-violation-history-too-long", most = *most),
        V::Ended(why) => t!("net-violation-ended", why = rule_text(why)),
        V::EndedTimeWithoutClock => t!("net-violation-ended-time"),
        V::NoClock(msg) => t!("net-violation-no-clock", message = msg),
        V::Flag(why) => t!("net-violation-flag", why = rule_text(why)),
        V::HostKeepsTime(word) => t!("net-violation-host-keeps-time", word = word.as_str()),
        V::FlagWithTimeLeft(color) => t!(
            "net-violation-flag-with-time-left",
            side = crate::tui::words::side(*color)
        ),
        V::Broken(e) => protocol_text(e),
        V::Timeout { what, within } => {
            t!("net-violation-timeout", message = *what, within = within)
        }
        V::ClosedBefore(what) => t!("net-violation-closed-before", message = *what),
        V::Unexpected { got, expected } => t!(
            "net-violation-unexpected",
            got = shown(got),
            message = *expected
        ),
    }
}

/// A line that breaks the wire's rules, in words; a malformed word of a
/// message keeps the protocol's own account of it.
pub fn protocol_text(e: &ProtocolError) -> String {
    use ProtocolError as P;
    match e {
        P::TooLong => t!("net-protocol-too-long", most = crate::net::MAX_LINE),
        P::NotUtf8 => t!("net-protocol-not-utf8"),
        P::Control(c) => t!("net-protocol-control", text = c),
        P::Empty => t!("net-protocol-empty"),
        P::Spacing(text) => t!("net-protocol-spacing", text = text),
        P::Unknown(word) => t!("net-protocol-unknown", text = word),
        P::Version(word) => t!("net-protocol-version", text = word),
        P::Extra { message, extra } => {
            t!("net-protocol-extra", message = *message, text = extra)
        }
        P::TooFast(word) => t!("net-protocol-too-fast", text = *word),
        P::Missing { .. } | P::Bad { .. } => e.to_string(),
    }
}

/// What answered a joiner in place of a kono host, in words.
pub fn stranger_text(s: &Stranger) -> String {
    match s {
        Stranger::Said(line) => t!("net-stranger-said", text = line),
        Stranger::Silent(within) => t!("net-stranger-silent", within = within),
        Stranger::Closed => t!("net-stranger-closed"),
        Stranger::Sent(e) => t!("net-stranger-sent", what = protocol_text(e)),
    }
}

/// A word that is not what its place needs (a join code typed, a name,
/// a line of chat), in words.
pub fn word_text(e: &WordError) -> String {
    match e {
        WordError::Code(text) => t!("net-word-code", text = text),
        WordError::Name(text) => t!("net-word-name", text = text),
        WordError::GameId(text) => t!("net-word-game-id", text = text),
        WordError::EmptyText => t!("net-word-empty"),
        WordError::LongText(count) => t!("net-word-long", count = *count),
        WordError::LongBytes(count) => t!("net-word-bytes", count = *count),
        WordError::Control(c) => t!("net-word-control", text = c),
    }
}

/// Why a host turned a joiner away, in words.
pub fn host_refusal_text(r: &HostRefusal) -> String {
    match r {
        HostRefusal::Guessing => t!("net-refusal-guessing"),
        HostRefusal::WrongCodes => t!("net-refusal-wrong-codes"),
        HostRefusal::Busy => t!("net-refusal-busy"),
        HostRefusal::Silent(within) => t!("net-refusal-silent", within = within),
        HostRefusal::Closed => t!("net-refusal-closed"),
        HostRefusal::NotKono => t!("net-refusal-not-kono"),
        HostRefusal::Version => t!("net-refusal-version"),
        HostRefusal::WrongCode => t!("net-refusal-wrong-code"),
        HostRefusal::InProgress => t!("net-refusal-in-progress"),
    }
}
