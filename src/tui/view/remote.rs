//! The side panel's lines of a game against a friend over the network:
//! who plays which side, how the connection stands, what a host gives its
//! friend to join (addresses, port, join code), and the last lines of chat.

use ratatui::text::{Line, Span};

use crate::rules::Color;
use crate::t;
use crate::tui::action::Action;
use crate::tui::app::{App, Link};
use crate::tui::keymap::{Mode, name_of};
use crate::tui::theme::Theme;
use crate::tui::words::{link_text, pad, side, wrap};

use super::label::LABEL;

/// The panel's lines of the network game; none for a game at one keyboard.
pub fn lines(app: &App, theme: &Theme, width: usize) -> Vec<Line<'static>> {
    let Some(remote) = app.remote() else {
        return Vec::new();
    };
    let label = |text: String| Span::styled(pad(&text, LABEL), theme.label());
    let mut lines = Vec::new();
    for color in [Color::Black, Color::White] {
        let ours = color == remote.net.ours();
        let name = if ours { &remote.ours } else { &remote.theirs };
        let name = name.as_ref().map_or("?", |n| n.as_str());
        let text = if ours {
            t!("net-panel-you", side = side(color), name = name)
        } else {
            t!("net-panel-friend", side = side(color), name = name)
        };
        lines.push(Line::from(vec![
            Span::styled(theme.piece(color).to_string(), theme.piece_style(color)),
            Span::raw(format!(" {text}")),
        ]));
    }
    let rejoin = name_of(Mode::Board, Action::Reconnect, theme.ascii);
    let link = link_text(&remote.link, remote.hosting, &rejoin);
    let style = match remote.link {
        Link::Connected => theme.label(),
        _ => theme.question(),
    };
    lines.push(Line::from(vec![
        label(t!("net-panel-link")),
        Span::styled(link, style),
    ]));
    if let (Some(invite), false) = (&remote.invite, remote.link == Link::Connected) {
        let addrs = if invite.addrs.is_empty() {
            t!("net-panel-this-machine")
        } else {
            invite.addrs.join(", ")
        };
        for (i, part) in wrap(&addrs, width.saturating_sub(LABEL).max(8))
            .into_iter()
            .enumerate()
        {
            let head = if i == 0 {
                label(t!("net-panel-address"))
            } else {
                label(String::new())
            };
            lines.push(Line::from(vec![head, Span::raw(part)]));
        }
        lines.push(Line::from(vec![
            label(t!("net-panel-port")),
            Span::raw(invite.port.to_string()),
        ]));
        lines.push(Line::from(vec![
            label(t!("net-panel-code")),
            Span::styled(invite.code.clone(), theme.question()),
        ]));
    }
    if !remote.net.aids() {
        let text = t!("net-panel-no-aids");
        for (i, part) in wrap(&text, width.saturating_sub(LABEL).max(8))
            .into_iter()
            .enumerate()
        {
            let head = if i == 0 {
                label(t!("net-panel-aids"))
            } else {
                label(String::new())
            };
            lines.push(Line::from(vec![head, Span::raw(part)]));
        }
    }
    let rows: Vec<String> = remote
        .chat
        .iter()
        .flat_map(|(color, text)| wrap_columns(&format!("{}: {text}", side(*color)), width.max(8)))
        .collect();
    for row in window(rows, remote.chat_back, width.max(8)) {
        lines.push(Line::from(Span::styled(row, theme.label())));
    }
    lines
}

/// Rows of the chat log the panel shows.
const CHAT_ROWS: usize = 6;

/// The display width of `text`: a wide character takes two columns.
fn columns(text: &str) -> usize {
    Span::raw(text).width()
}

/// `text` in rows of at most `width` columns, broken at spaces; a word
/// wider than a row is broken where the row ends. Nothing is dropped.
pub(super) fn wrap_columns(text: &str, width: usize) -> Vec<String> {
    let mut rows = Vec::new();
    let mut row = String::new();
    for word in text.split(' ') {
        let gap = usize::from(!row.is_empty());
        if columns(&row) + gap + columns(word) <= width {
            if gap == 1 {
                row.push(' ');
            }
            row.push_str(word);
            continue;
        }
        if !row.is_empty() {
            rows.push(std::mem::take(&mut row));
        }
        for c in word.chars() {
            if columns(&row) + columns(c.encode_utf8(&mut [0; 4])) > width {
                rows.push(std::mem::take(&mut row));
            }
            row.push(c);
        }
    }
    rows.push(row);
    rows
}

/// The [`CHAT_ROWS`] rows of the log in view, `back` rows from its end;
/// an ellipsis marks where the view cuts the log.
fn window(rows: Vec<String>, back: usize, width: usize) -> Vec<String> {
    let total = rows.len();
    let back = back.min(total.saturating_sub(CHAT_ROWS));
    let end = total - back;
    let start = end.saturating_sub(CHAT_ROWS);
    let mut shown: Vec<String> = rows.into_iter().skip(start).take(end - start).collect();
    let fit = |row: &str| {
        let mut row = row.to_string();
        while columns(&row) + 1 > width {
            row.pop();
        }
        row
    };
    if start > 0
        && let Some(first) = shown.first_mut()
    {
        *first = format!("…{}", fit(first));
    }
    if end < total
        && let Some(last) = shown.last_mut()
    {
        *last = format!("{}…", fit(last));
    }
    shown
}
