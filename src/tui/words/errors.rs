//! The typed errors of `rules`, `store` and the record in the language in
//! use: what the command line prints (`commands::report_error`) and what a
//! screen shows when it names such an error. A cause this module does not
//! know keeps its own words.

use std::error::Error;

use crate::ai::TableError;
use crate::ai::table::megabytes;
use crate::i18n::game_name;
use crate::net::NetError;
use crate::rules::record::RecordError;
use crate::rules::{ClockError, Color, PositionError, RuleError, Variant};
use crate::store::{LockError, ReadError, SaveRefusal};
use crate::t;
use crate::tui::why::Why;

mod record;
mod wire;

pub use record::{clock_text, reason_text, record_text};
pub use wire::{host_refusal_text, protocol_text, stranger_text, violation_text, word_text};

/// The whole chain of `err` as one line, each cause in the language in
/// use, joined by `: ` (as anyhow's `{:#}` joins them).
pub fn error_line(err: &anyhow::Error) -> String {
    err.chain().map(cause_text).collect::<Vec<_>>().join(": ")
}

impl Why {
    /// In the words of the language in use, the reason first.
    pub fn words(&self) -> String {
        let reason = |err: &anyhow::Error| crate::store::reason_first_in(err, cause_text);
        match self {
            Why::Error(err) => reason(err),
            Why::JoinTyped => t!("net-join-typed"),
            Why::CannotSave(err) => t!("cmd-net-cannot-save", why = reason(err)),
            Why::ProgressNotKept(err) => t!("status-progress-not-kept", why = reason(err)),
            Why::ReadOnly(err) => t!("status-read-only", why = reason(err)),
        }
    }
}

/// One cause of an error chain in the language in use: a typed error in
/// the catalogue's words, anything else as it says itself.
pub fn cause_text(cause: &(dyn Error + 'static)) -> String {
    if let Some(e) = cause.downcast_ref::<ReadError>() {
        return read_text(e);
    }
    if let Some(e) = cause.downcast_ref::<PositionError>() {
        return position_text(e);
    }
    if let Some(e) = cause.downcast_ref::<RuleError>() {
        return rule_text(e);
    }
    if let Some(e) = cause.downcast_ref::<RecordError>() {
        return record_text(e);
    }
    if let Some(e) = cause.downcast_ref::<NetError>() {
        return net_text(e);
    }
    if let Some(e) = cause.downcast_ref::<SaveRefusal>() {
        return match e {
            SaveRefusal::Io { path, kind, said } => format!("{path}: {}", io_text(*kind, said)),
            _ => e.worded(),
        };
    }
    if let Some(e) = cause.downcast_ref::<LockError>() {
        return lock_text(e);
    }
    if let Some(e) = cause.downcast_ref::<TableError>() {
        return table_text(e);
    }
    if let Some(e) = cause.downcast_ref::<ClockError>() {
        return clock_text(e);
    }
    if let Some(e) = cause.downcast_ref::<crate::net::WordError>() {
        return word_text(e);
    }
    if let Some(e) = cause.downcast_ref::<std::io::Error>() {
        return io_error(e);
    }
    if cause.is::<std::net::AddrParseError>() {
        return t!("err-usage-not-address");
    }
    if let Some(e) = cause.downcast_ref::<std::num::ParseIntError>() {
        use std::num::IntErrorKind as K;
        return match e.kind() {
            K::PosOverflow | K::NegOverflow => t!("err-usage-number-too-big"),
            _ => t!("err-usage-not-number"),
        };
    }
    cause.to_string()
}

/// A file that could not be read.
fn read_text(e: &ReadError) -> String {
    match e {
        ReadError::Io(error) => io_error(error),
        _ => e.worded(),
    }
}

/// A connection that could not be opened.
pub fn net_text(e: &NetError) -> String {
    match e {
        NetError::PortInUse(port) => t!("err-net-port-in-use", port = port.to_string()),
        NetError::Listen { addr, error } => t!(
            "err-net-listen",
            addr = addr.to_string(),
            error = io_error(error)
        ),
        NetError::Resolve(name) => t!("err-net-resolve", name = name.as_str()),
        NetError::Refused(target) => t!("err-net-refused", target = target.as_str()),
        NetError::Connect { target, error } => t!(
            "err-net-connect",
            target = target.as_str(),
            error = io_error(error)
        ),
        NetError::NotKono { target, said } => t!(
            "err-net-not-kono",
            target = target.as_str(),
            said = stranger_text(said)
        ),
        NetError::RefusedByHost(why) => t!("err-net-refused-by-host", reason = why.as_str()),
        NetError::Protocol(why) => t!("err-net-protocol", reason = violation_text(why)),
        NetError::Io(error) => t!("err-net-io", error = io_error(error)),
    }
}

/// What the system said of a connection or a file: its kind in words
/// where kono knows it, else the system's own words.
pub fn io_text(kind: std::io::ErrorKind, text: &str) -> String {
    use std::io::ErrorKind as K;
    match kind {
        K::ConnectionRefused => t!("err-io-refused"),
        K::ConnectionReset | K::ConnectionAborted | K::BrokenPipe | K::UnexpectedEof => {
            t!("err-io-cut")
        }
        K::TimedOut | K::WouldBlock => t!("err-io-timed-out"),
        K::NetworkUnreachable | K::HostUnreachable => t!("err-io-unreachable"),
        K::AddrNotAvailable => t!("err-io-address"),
        K::PermissionDenied => t!("err-io-permission"),
        _ => text.to_string(),
    }
}

/// An I/O error in words.
fn io_error(e: &std::io::Error) -> String {
    io_text(e.kind(), &e.to_string())
}

/// A game that could not be locked.
fn lock_text(e: &LockError) -> String {
    match e {
        LockError::Busy { game, holder } => t!(
            "err-lock-busy",
            game = game.as_str(),
            holder = holder.to_string()
        ),
        LockError::Io { game, cause } => t!(
            "err-lock-io",
            game = game.as_str(),
            error = cause.to_string()
        ),
    }
}

/// A side's name.
fn side(color: Color) -> String {
    match color {
        Color::Black => t!("color-black"),
        Color::White => t!("color-white"),
    }
}

/// A game's name.
fn game(variant: Variant) -> String {
    game_name(variant.name())
}

/// What the rules refuse, for the errors the command line meets.
pub fn rule_text(e: &RuleError) -> String {
    match e {
        RuleError::BadPoint(text) => t!("err-bad-point", text = text.as_str()),
        RuleError::BadMove(text) => t!("err-bad-move", text = text.as_str()),
        RuleError::BadVariant(text) => t!("err-bad-variant", text = text.as_str()),
        RuleError::BadColor(text) => t!("err-bad-color", text = text.as_str()),
        RuleError::Position(p) => position_text(p),
        RuleError::OptionNotForVariant { option, variant } => {
            t!(
                "err-option-not-for-game",
                option = *option,
                game = game(*variant)
            )
        }
        _ => super::refusal::rule_error_text(e),
    }
}

/// What is wrong with a position's text or contents.
pub fn position_text(e: &PositionError) -> String {
    use PositionError as P;
    match e {
        P::NoSideToMove => t!("err-position-no-side"),
        P::BadSideToMove(text) => t!("err-position-bad-side", text = text.as_str()),
        P::TrailingText(text) => t!("err-position-trailing", text = text.as_str()),
        P::Overlap => t!("err-position-overlap"),
        P::RankCount(n) => t!("err-position-rank-count", count = *n),
        P::SharedShape { games: [a, b] } => {
            t!(
                "err-position-shared-shape",
                first = game(*a),
                second = game(*b)
            )
        }
        P::AdjacentCounts { rank, run, sum } => t!(
            "err-position-adjacent-counts",
            rank = *rank,
            text = run.as_str(),
            count = *sum
        ),
        P::RankShape(shape) => t!("err-position-rank-shape", shape = shape.as_str()),
        P::WrongBoard { variant } => t!("err-position-wrong-board", game = game(*variant)),
        P::NoHands => t!("err-position-no-hands"),
        P::BadHand(text) => t!("err-position-bad-hand", text = text.as_str()),
        P::RankLength {
            rank,
            found,
            expected,
        } => t!(
            "err-position-rank-length",
            rank = *rank,
            found = *found,
            expected = *expected
        ),
        P::BadChar { rank, ch } => {
            t!("err-position-bad-char", rank = *rank, text = ch.to_string())
        }
        P::PieceCount {
            variant,
            color,
            count,
            expected,
        } => t!(
            "err-position-piece-count",
            game = game(*variant),
            side = side(*color),
            count = *count,
            expected = *expected
        ),
        P::TooManyPieces {
            variant,
            color,
            count,
            most,
        } if variant.has_hands() => t!(
            "err-position-too-many-in-hand",
            game = game(*variant),
            side = side(*color),
            count = *count,
            most = *most
        ),
        P::TooManyPieces {
            variant,
            color,
            count,
            most,
        } => t!(
            "err-position-too-many",
            game = game(*variant),
            side = side(*color),
            count = *count,
            most = *most
        ),
        P::MoverBeaten {
            variant,
            color,
            count,
        } => t!(
            "err-position-mover-beaten",
            game = game(*variant),
            side = side(*color),
            count = *count
        ),
        P::ColourClass { color, even } => {
            t!(
                "err-position-colour-class",
                side = side(*color),
                count = *even
            )
        }
        P::Hands {
            to_move,
            black,
            white,
        } => t!(
            "err-position-hands",
            side = side(*to_move),
            black = *black,
            white = *white
        ),
        P::Marks { marks, removed } => {
            t!("err-position-marks", count = *marks, removed = *removed)
        }
    }
}

/// A solved table that cannot be had, built, kept or probed.
pub fn table_text(e: &TableError) -> String {
    match e {
        TableError::Damaged {
            path,
            what,
            rebuild,
        } => t!(
            "err-table-damaged",
            path = path.as_str(),
            what = what.as_str(),
            rebuild = rebuild.as_str()
        ),
        TableError::OutOfMemory { table, needed } => t!(
            "err-table-memory",
            table = table.as_str(),
            size = megabytes(*needed)
        ),
        TableError::NotKept { table, reason } => t!(
            "err-table-not-kept",
            table = table.as_str(),
            reason = reason.as_str()
        ),
        TableError::Unreadable { path, reason } => t!(
            "err-table-unreadable",
            path = path.as_str(),
            reason = reason.as_str()
        ),
        TableError::Failed { table, reason } => t!(
            "err-table-failed",
            table = table.as_str(),
            reason = reason.as_str()
        ),
        TableError::Cancelled => t!("err-table-cancelled"),
    }
}
