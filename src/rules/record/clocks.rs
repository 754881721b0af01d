//! Time in records: the `[TimeControl "300+5"]` tag and each move's clock
//! after it as PGN writes it, `{[%clk 0:04:55]}`. Other comments in braces
//! are read over.

use std::time::Duration;

use super::{RecordError, RecordReason, error, shown};
use crate::rules::{clk_text, parse_clk};

/// One piece of a movetext line: a word (a move number, a move, a result)
/// or a comment in braces, without them.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Token<'a> {
    /// Text between spaces.
    Word(&'a str),
    /// Text between `{` and `}`.
    Comment(&'a str),
}

/// The words and comments of one movetext line.
///
/// # Errors
/// A comment opened and not closed on the line.
pub(super) fn tokens(line: usize, mut text: &str) -> Result<Vec<Token<'_>>, RecordError> {
    let mut out = Vec::new();
    loop {
        text = text.trim_start();
        if text.is_empty() {
            return Ok(out);
        }
        if let Some(rest) = text.strip_prefix('{') {
            let Some(end) = rest.find('}') else {
                return Err(error(line, RecordReason::OpenComment));
            };
            out.push(Token::Comment(&rest[..end]));
            text = &rest[end + 1..];
        } else {
            let end = text
                .find(|c: char| c.is_whitespace() || c == '{')
                .unwrap_or(text.len());
            out.push(Token::Word(&text[..end]));
            text = &text[end..];
        }
    }
}

/// The clock in a comment, if it holds `[%clk …]`.
///
/// # Errors
/// A `[%clk` whose time is not `h:mm:ss` (with an optional tenth).
pub(super) fn clock_in(line: usize, comment: &str) -> Result<Option<Duration>, RecordError> {
    let Some(start) = comment.find("[%clk") else {
        return Ok(None);
    };
    let rest = &comment[start + "[%clk".len()..];
    let value = rest.split(']').next().unwrap_or("").trim();
    let closed = rest.contains(']');
    match parse_clk(value) {
        Ok(time) if closed => Ok(Some(time)),
        _ => Err(error(line, RecordReason::BadClock(shown(value)))),
    }
}

/// The comment written after a move whose mover had `left` on its clock.
pub(super) fn clock_comment(left: Duration) -> String {
    format!("{{[%clk {}]}}", clk_text(left))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn comments_split_from_words() {
        let t = tokens(1, "1. a1-b2 {[%clk 0:04:55]} b4-c3{x} 1-0").unwrap();
        assert_eq!(
            t,
            [
                Token::Word("1."),
                Token::Word("a1-b2"),
                Token::Comment("[%clk 0:04:55]"),
                Token::Word("b4-c3"),
                Token::Comment("x"),
                Token::Word("1-0"),
            ]
        );
        assert!(
            tokens(3, "1. a1-b2 {[%clk")
                .unwrap_err()
                .to_string()
                .starts_with("line 3:")
        );
    }

    #[test]
    fn clocks_in_comments() {
        assert_eq!(
            clock_in(1, "[%clk 0:04:55]").unwrap(),
            Some(Duration::from_secs(295))
        );
        assert_eq!(clock_in(1, "a note").unwrap(), None);
        let e = clock_in(7, "[%clk 4:5]").unwrap_err();
        assert_eq!(e.line, 7);
        assert!(e.to_string().contains("4:5"), "{e}");
        assert!(clock_in(1, "[%clk 0:04:55").is_err());
        assert_eq!(
            clock_comment(Duration::from_millis(7300)),
            "{[%clk 0:00:07.3]}"
        );
    }

    #[test]
    fn a_timed_record_round_trips() {
        use crate::rules::record::{Tags, read, write};
        use crate::rules::{Color, Game, Position, RuleOptions, TimeControl, Variant};

        let mut game = Game::new(
            Position::start(Variant::Four, Color::Black),
            RuleOptions::default(),
        )
        .unwrap();
        let first = game.legal_moves()[0];
        game.play(first).unwrap();
        let tags = Tags {
            clock: Some(TimeControl::fischer(300, 5)),
            clocks: vec![Some(Duration::from_millis(297_400))],
            ..Tags::default()
        };
        game.time_out(Color::White).unwrap();
        let text = write(&game, &tags);
        assert!(text.contains("[TimeControl \"300+5\"]"), "{text}");
        assert!(text.contains("{[%clk 0:04:57.4]}"), "{text}");
        assert!(
            text.contains("[Termination \"Black wins on time\"]"),
            "{text}"
        );
        let (back, back_tags) = read(&text).unwrap();
        assert_eq!(back_tags.clock, tags.clock);
        assert_eq!(back_tags.clocks, tags.clocks);
        assert_eq!(back.outcome(), game.outcome());
        assert_eq!(write(&back, &back_tags), text);
    }

    #[test]
    fn a_damaged_clock_is_refused_at_its_line() {
        let text = "[Variant \"five\"]\n[First \"black\"]\n[TimeControl \"300+5\"]\n\n1. a2-b3\n{[%clk 0:99:00]} *\n";
        let e = crate::rules::record::read(text).unwrap_err();
        assert_eq!(e.line, 6, "{e}");
        let text = "[Variant \"four\"]\n[TimeControl \"5 minutes\"]\n\n*\n";
        let e = crate::rules::record::read(text).unwrap_err();
        assert_eq!(e.line, 2, "{e}");
        assert!(e.to_string().contains("time control"), "{e}");
    }
}
