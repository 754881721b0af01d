//! The side panel's lines of a game against a friend over the network:
//! who plays which side, how the connection stands, what a host gives its
//! friend to join (addresses, port, join code), and the last lines of chat.

use ratatui::text::{Line, Span};

use crate::rules::Color;
use crate::tui::app::{App, Link};
use crate::tui::theme::Theme;
use crate::tui::words::{link_text, wrap};

/// The panel's lines of the network game; none for a game at one keyboard.
pub fn lines(app: &App, theme: &Theme, width: usize) -> Vec<Line<'static>> {
    let Some(remote) = app.remote() else {
        return Vec::new();
    };
    let label = |text: &'static str| Span::styled(format!("{text:<8}"), theme.label());
    let mut lines = Vec::new();
    for color in [Color::Black, Color::White] {
        let ours = color == remote.net.ours();
        let name = if ours { &remote.ours } else { &remote.theirs };
        let name = name.as_ref().map_or("?", |n| n.as_str());
        let who = if ours { "you" } else { "network" };
        lines.push(Line::from(vec![
            Span::styled(theme.piece(color).to_string(), theme.piece_style(color)),
            Span::raw(format!(" {color}: {name} ({who})")),
        ]));
    }
    let link = link_text(&remote.link, remote.hosting);
    let style = match remote.link {
        Link::Connected => theme.label(),
        _ => theme.question(),
    };
    lines.push(Line::from(vec![label("Link"), Span::styled(link, style)]));
    if let (Some(invite), false) = (&remote.invite, remote.link == Link::Connected) {
        let addrs = if invite.addrs.is_empty() {
            "this machine only".to_string()
        } else {
            invite.addrs.join(", ")
        };
        for (i, part) in wrap(&addrs, width.saturating_sub(8).max(8))
            .into_iter()
            .enumerate()
        {
            let head = if i == 0 { label("Address") } else { label("") };
            lines.push(Line::from(vec![head, Span::raw(part)]));
        }
        lines.push(Line::from(vec![
            label("Port"),
            Span::raw(invite.port.to_string()),
        ]));
        lines.push(Line::from(vec![
            label("Code"),
            Span::styled(invite.code.clone(), theme.question()),
        ]));
    }
    for (color, text) in &remote.chat {
        let line = format!("{}: {text}", color);
        for part in wrap(&line, width.max(8)) {
            lines.push(Line::from(Span::styled(part, theme.label())));
        }
    }
    lines
}
