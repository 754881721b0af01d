//! The side panel: whose turn it is, the move number, who moved first, the
//! rule options, the computer's sides and level, the pieces left (four-field), a draw offer, and the moves
//! so far with the latest in view.

use ratatui::buffer::Buffer;
use ratatui::layout::Margin;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Padding, Paragraph, Widget};

use crate::rules::{Color, Game, Move, Variant};
use crate::tui::Seat;
use crate::tui::action::TableState;
use crate::tui::app::App;
use crate::tui::theme::Theme;

use super::paint::frame_block;

/// Draws the side panel into `area`.
pub fn draw(app: &App, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let game = app.game();
    let position = game.position();
    let label = |text: &'static str| Span::styled(format!("{text:<8}"), theme.label());
    let mut lines: Vec<Line> = Vec::new();
    let mut turn = vec![label(if game.outcome().is_some() {
        "Result"
    } else {
        "Turn"
    })];
    match game.outcome().map(|outcome| outcome.winner()) {
        Some(Some(winner)) => turn.extend(piece_and(theme, winner, format!("{winner} won"))),
        Some(None) => turn.push(Span::raw("drawn")),
        None => {
            let me = position.to_move();
            turn.extend(piece_and(theme, me, format!("{me} to move")));
        }
    }
    lines.push(Line::from(turn));
    lines.push(Line::from(vec![
        label("Move"),
        Span::raw(game.move_number().to_string()),
    ]));
    let first = game.start().to_move();
    let mut first_line = vec![label("First")];
    first_line.extend(piece_and(theme, first, first.to_string()));
    lines.push(Line::from(first_line));
    if app.first_drawn() {
        lines.push(Line::from(vec![
            label(""),
            Span::styled("drawn at random", theme.label()),
        ]));
    }
    let flags = app.options().flags();
    let rules = if flags.is_empty() {
        "standard".to_string()
    } else {
        flags.join(" ")
    };
    lines.push(Line::from(vec![label("Rules"), Span::raw(rules)]));
    let paused = if app.paused() { ", paused" } else { "" };
    let sides = match app.config().computer {
        Seat::None => None,
        Seat::Black => Some(piece_and(theme, Color::Black, format!("Black{paused}"))),
        Seat::White => Some(piece_and(theme, Color::White, format!("White{paused}"))),
        Seat::Both => Some(vec![Span::raw(format!("both{paused}"))]),
    };
    if let Some(sides) = sides {
        // One column wider than the other labels: "Computer" fills eight.
        let wide = |text: &'static str| Span::styled(format!("{text:<9}"), theme.label());
        lines.push(Line::from([vec![wide("Computer")], sides].concat()));
        lines.push(Line::from(vec![
            wide("Level"),
            Span::raw(app.config().computer_level().to_string()),
        ]));
        let table = match app.table() {
            None => None,
            Some(TableState::Building(percent)) => Some(format!("building {percent}%")),
            Some(TableState::Ready) => Some("solved".to_string()),
            Some(TableState::Missing) => Some("none: it searches".to_string()),
        };
        if let Some(table) = table {
            lines.push(Line::from(vec![wide("Table"), Span::raw(table)]));
        }
    }
    if app.variant() == Variant::Four {
        let mut spans = vec![label("Pieces")];
        for color in [Color::Black, Color::White] {
            spans.extend(piece_and(
                theme,
                color,
                format!("{}  ", position.count(color)),
            ));
        }
        lines.push(Line::from(spans));
    }
    if let Some(by) = game.draw_offer() {
        lines.push(Line::from(Span::styled(
            format!("{by} offers a draw"),
            theme.question(),
        )));
    }
    lines.push(Line::default());
    lines.push(Line::from(Span::styled("Moves", theme.heading())));
    let inner = area.inner(Margin::new(1, 1));
    let room = usize::from(inner.height).saturating_sub(lines.len());
    lines.extend(move_list(game, theme, room));
    Paragraph::new(lines)
        .block(
            frame_block(theme)
                .border_style(theme.border())
                .title(Span::styled(" Game ", theme.heading()))
                .padding(Padding::horizontal(1)),
        )
        .render(area, buf);
}

/// A side's piece glyph in its colour, then `text`.
fn piece_and<'a>(theme: &Theme, color: Color, text: String) -> Vec<Span<'a>> {
    vec![
        Span::styled(theme.piece(color).to_string(), theme.piece_style(color)),
        Span::raw(format!(" {text}")),
    ]
}

/// The moves in numbered rows of two, the latest rows that fit in `room`.
fn move_list<'a>(game: &Game, theme: &Theme, room: usize) -> Vec<Line<'a>> {
    let moves: Vec<Move> = game.moves().collect();
    if moves.is_empty() {
        return vec![Line::from(Span::styled("  none yet", theme.label()))];
    }
    let rows: Vec<&[Move]> = moves.chunks(2).collect();
    let skip = rows.len().saturating_sub(room);
    let latest = moves.len() - 1;
    rows.iter()
        .enumerate()
        .skip(skip)
        .map(|(i, pair)| {
            let mut spans = vec![Span::styled(format!("{:>3}. ", i + 1), theme.label())];
            for (j, mv) in pair.iter().enumerate() {
                let style = if i * 2 + j == latest {
                    theme.last_move()
                } else {
                    Style::new()
                };
                spans.push(Span::styled(format!("{:<8}", mv.to_string()), style));
            }
            Line::from(spans)
        })
        .collect()
}
