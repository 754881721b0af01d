//! Terminal input bytes to crossterm's events: keys, cursor and editing
//! sequences, SGR mouse reports; a terminal's late answers to queries and
//! unknown sequences are skipped, and a control byte ends any sequence it
//! interrupts.

use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

/// Bytes to events, keeping an unfinished sequence until more arrives.
#[derive(Clone, Debug, Default)]
pub struct Parser {
    pending: Vec<u8>,
}

/// One step of parsing.
enum Step {
    /// The bytes so far start a sequence that is not finished.
    More,
    /// This many bytes make an event (or nothing worth reporting).
    Done(Option<Event>, usize),
}

impl Parser {
    /// Whether an unfinished sequence waits for more bytes.
    pub fn waiting(&self) -> bool {
        !self.pending.is_empty()
    }

    /// Adds `bytes`; returns the events they finish.
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<Event> {
        self.pending.extend_from_slice(bytes);
        let mut events = Vec::new();
        let mut at = 0;
        while at < self.pending.len() {
            match step(&self.pending[at..]) {
                Step::More => break,
                Step::Done(event, used) => {
                    events.extend(event);
                    at += used.max(1);
                }
            }
        }
        self.pending.drain(..at.min(self.pending.len()));
        events
    }

    /// Gives up on the unfinished sequence: a lone `ESC` (or `ESC` and
    /// what follows it) is the Esc key; a broken sequence is dropped.
    pub fn flush(&mut self) -> Vec<Event> {
        let pending = std::mem::take(&mut self.pending);
        match pending.as_slice() {
            [0x1b] => vec![key(KeyCode::Esc, KeyModifiers::NONE)],
            _ => Vec::new(),
        }
    }
}

fn key(code: KeyCode, modifiers: KeyModifiers) -> Event {
    Event::Key(KeyEvent::new(code, modifiers))
}

/// Parses the event at the start of `buf`.
fn step(buf: &[u8]) -> Step {
    let none = KeyModifiers::NONE;
    match buf {
        [] => Step::More,
        [0x1b] => Step::More,
        [0x1b, b'[', ..] => csi(buf),
        // A terminal's late answer to a query (its colours, say): skipped.
        [0x1b, b']' | b'P' | b'_' | b'^', ..] => string_end(buf),
        [0x1b, b'O'] => Step::More,
        [0x1b, b'O', last, ..] => Step::Done(cursor_key(*last).map(|code| key(code, none)), 3),
        // Esc then another Esc or a control byte (Ctrl-c, Enter): the Esc
        // alone, and the control byte on its own after it.
        [0x1b, next, ..] if *next == 0x1b || *next < 0x20 => {
            Step::Done(Some(key(KeyCode::Esc, none)), 1)
        }
        [0x1b, rest @ ..] => match char_at(rest) {
            Step::Done(Some(Event::Key(k)), used) => {
                Step::Done(Some(key(k.code, KeyModifiers::ALT)), used + 1)
            }
            other => other,
        },
        [b'\r' | b'\n', ..] => Step::Done(Some(key(KeyCode::Enter, none)), 1),
        [b'\t', ..] => Step::Done(Some(key(KeyCode::Tab, none)), 1),
        [0x7f | 0x08, ..] => Step::Done(Some(key(KeyCode::Backspace, none)), 1),
        [c @ 0x01..=0x1a, ..] => Step::Done(
            Some(key(
                KeyCode::Char(char::from(b'a' + c - 1)),
                KeyModifiers::CONTROL,
            )),
            1,
        ),
        [0x00 | 0x1c..=0x1f, ..] => Step::Done(None, 1),
        _ => char_at(buf),
    }
}

/// The UTF-8 character at the start of `buf`, as a key.
fn char_at(buf: &[u8]) -> Step {
    let Some(&first) = buf.first() else {
        return Step::More;
    };
    let len = match first {
        0x00..=0x7f => 1,
        0xc0..=0xdf => 2,
        0xe0..=0xef => 3,
        0xf0..=0xf7 => 4,
        _ => return Step::Done(None, 1),
    };
    let Some(bytes) = buf.get(..len) else {
        return Step::More;
    };
    match std::str::from_utf8(bytes)
        .ok()
        .and_then(|s| s.chars().next())
    {
        Some(c) => {
            let shift = if c.is_uppercase() {
                KeyModifiers::SHIFT
            } else {
                KeyModifiers::NONE
            };
            Step::Done(Some(key(KeyCode::Char(c), shift)), len)
        }
        None => Step::Done(None, 1),
    }
}

/// The key of a cursor sequence's last byte (`ESC [ A`, `ESC O A`, …).
fn cursor_key(last: u8) -> Option<KeyCode> {
    Some(match last {
        b'A' => KeyCode::Up,
        b'B' => KeyCode::Down,
        b'C' => KeyCode::Right,
        b'D' => KeyCode::Left,
        b'H' => KeyCode::Home,
        b'F' => KeyCode::End,
        b'Z' => KeyCode::BackTab,
        _ => return None,
    })
}

/// A control sequence, `ESC [` parameters, intermediates, final byte. A
/// byte that cannot be part of one ends it unfinished, so that what was
/// typed after garbage still counts.
fn csi(buf: &[u8]) -> Step {
    for (i, &b) in buf.iter().enumerate().skip(2) {
        match b {
            0x20..=0x3f => {}
            0x40..=0x7e => return Step::Done(csi_event(&buf[2..i], b), i + 1),
            _ => return Step::Done(None, i),
        }
    }
    Step::More
}

/// An operating-system command or device control string, up to its end
/// (BEL or `ESC \\`): nothing to report.
fn string_end(buf: &[u8]) -> Step {
    for (i, &b) in buf.iter().enumerate().skip(2) {
        match b {
            0x07 => return Step::Done(None, i + 1),
            0x1b if buf.get(i + 1) == Some(&b'\\') => return Step::Done(None, i + 2),
            0x1b if i + 1 < buf.len() => return Step::Done(None, i),
            _ => {}
        }
    }
    Step::More
}

/// The event of a complete control sequence, if it is one we know.
fn csi_event(params: &[u8], last: u8) -> Option<Event> {
    let text = std::str::from_utf8(params).ok()?;
    if let Some(mouse) = text.strip_prefix('<') {
        return sgr_mouse(mouse, last);
    }
    let numbers: Vec<u16> = text.split(';').map(|n| n.parse().unwrap_or(1)).collect();
    let modifiers = numbers.get(1).map_or(KeyModifiers::NONE, |m| {
        let bits = m.saturating_sub(1);
        let mut mods = KeyModifiers::NONE;
        if bits & 1 != 0 {
            mods |= KeyModifiers::SHIFT;
        }
        if bits & 2 != 0 {
            mods |= KeyModifiers::ALT;
        }
        if bits & 4 != 0 {
            mods |= KeyModifiers::CONTROL;
        }
        mods
    });
    let code = match last {
        b'~' => match numbers.first()? {
            1 | 7 => KeyCode::Home,
            2 => KeyCode::Insert,
            3 => KeyCode::Delete,
            4 | 8 => KeyCode::End,
            5 => KeyCode::PageUp,
            6 => KeyCode::PageDown,
            _ => return None,
        },
        _ => cursor_key(last)?,
    };
    Some(key(code, modifiers))
}

/// An SGR mouse report: `button;column;row` then `M` (press, drag) or `m`
/// (release), counted from 1.
fn sgr_mouse(params: &str, last: u8) -> Option<Event> {
    let mut fields = params.split(';').map(|f| f.parse::<u16>().ok());
    let (button, column, row) = (fields.next()??, fields.next()??, fields.next()??);
    let which = match button & 0b11 {
        0 => MouseButton::Left,
        1 => MouseButton::Middle,
        2 => MouseButton::Right,
        _ => return None,
    };
    let kind = match (last, button & 32 != 0, button & 64 != 0) {
        (_, _, true) => return None,
        (b'm', _, _) => MouseEventKind::Up(which),
        (b'M', true, _) => MouseEventKind::Drag(which),
        (b'M', false, _) => MouseEventKind::Down(which),
        _ => return None,
    };
    Some(Event::Mouse(MouseEvent {
        kind,
        column: column.saturating_sub(1),
        row: row.saturating_sub(1),
        modifiers: KeyModifiers::NONE,
    }))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic: that is how they fail

    use super::*;

    fn keys(bytes: &[u8]) -> Vec<Event> {
        Parser::default().feed(bytes)
    }

    fn plain(code: KeyCode) -> Event {
        key(code, KeyModifiers::NONE)
    }

    #[test]
    fn keys_and_sequences() {
        assert_eq!(keys(b"q"), [plain(KeyCode::Char('q'))]);
        assert_eq!(
            keys(b"\x1b[A\x1bOB\r\t\x7f"),
            [
                plain(KeyCode::Up),
                plain(KeyCode::Down),
                plain(KeyCode::Enter),
                plain(KeyCode::Tab),
                plain(KeyCode::Backspace)
            ]
        );
        assert_eq!(
            keys(b"\x03\x1a"),
            [
                key(KeyCode::Char('c'), KeyModifiers::CONTROL),
                key(KeyCode::Char('z'), KeyModifiers::CONTROL)
            ]
        );
        assert_eq!(
            keys(b"\x1b[5~\x1b[6~\x1b[H\x1b[4~\x1b[3~\x1b[Z"),
            [
                plain(KeyCode::PageUp),
                plain(KeyCode::PageDown),
                plain(KeyCode::Home),
                plain(KeyCode::End),
                plain(KeyCode::Delete),
                plain(KeyCode::BackTab)
            ]
        );
        assert_eq!(keys("é".as_bytes()), [plain(KeyCode::Char('é'))]);
    }

    #[test]
    fn a_late_answer_of_the_terminal_is_no_key() {
        assert_eq!(
            keys(b"\x1b]11;rgb:ffff/ffff/dddd\x1b\\\x1b[?62;cq"),
            [plain(KeyCode::Char('q'))]
        );
        assert_eq!(keys(b"\x1b]11;rgb:0/0/0\x07k"), [plain(KeyCode::Char('k'))]);
    }

    #[test]
    fn esc_then_a_control_key_is_both_keys() {
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        assert_eq!(keys(b"\x1b\x03"), [plain(KeyCode::Esc), Event::Key(ctrl_c)]);
        assert_eq!(
            keys(b"\x1b\r"),
            [plain(KeyCode::Esc), plain(KeyCode::Enter)]
        );
    }

    #[test]
    fn mouse_reports() {
        let down = keys(b"\x1b[<0;11;5M");
        let Event::Mouse(m) = down[0] else {
            panic!("{down:?}")
        };
        assert_eq!(m.kind, MouseEventKind::Down(MouseButton::Left));
        assert_eq!((m.column, m.row), (10, 4));
        let Event::Mouse(up) = keys(b"\x1b[<0;3;4m")[0] else {
            panic!()
        };
        assert_eq!(up.kind, MouseEventKind::Up(MouseButton::Left));
        let Event::Mouse(drag) = keys(b"\x1b[<32;3;4M")[0] else {
            panic!()
        };
        assert_eq!(drag.kind, MouseEventKind::Drag(MouseButton::Left));
    }

    #[test]
    fn a_lone_escape_waits_then_is_the_esc_key() {
        let mut parser = Parser::default();
        assert!(parser.feed(b"\x1b").is_empty());
        assert!(parser.waiting());
        assert_eq!(parser.flush(), [plain(KeyCode::Esc)]);
        assert!(!parser.waiting());
        // Split across reads, a sequence still parses.
        assert!(parser.feed(b"\x1b[").is_empty());
        assert_eq!(parser.feed(b"B"), [plain(KeyCode::Down)]);
    }

    #[test]
    fn an_unfinished_sequence_never_swallows_the_keys_after_it() {
        let mut parser = Parser::default();
        assert!(parser.feed(b"\x1b[<1").is_empty());
        assert!(parser.waiting());
        // Given up after the wait: the next key is a key.
        assert!(parser.flush().is_empty());
        assert_eq!(parser.feed(b"q"), [plain(KeyCode::Char('q'))]);
        // Ctrl-c in the middle of one ends it and counts.
        assert_eq!(
            parser.feed(b"\x1b[<1;2\x03"),
            [key(KeyCode::Char('c'), KeyModifiers::CONTROL)]
        );
        assert!(!parser.waiting());
    }
}
