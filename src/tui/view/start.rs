//! The start screen: the menu with the new game's choices, the list of
//! saved games, the rules; the key bar under it.

use std::time::SystemTime;

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Padding, Paragraph, Widget, Wrap};

use crate::rules::{self, Color, Variant};
use crate::store::Timestamp;
use crate::tui::action::{Action, Dir};
use crate::tui::keymap::Mode;
use crate::tui::start::{First, Page, Row, Start, Summary};
use crate::tui::theme::Theme;
use crate::tui::words::counted;

use super::footer::draw_bar;
use super::paint::frame_block;

/// The widest the start screen's box gets.
const WIDTH: u16 = 76;

/// Draws the start screen.
pub fn draw(start: &Start, theme: &Theme, frame: &mut Frame) {
    let screen = frame.area();
    let buf = frame.buffer_mut();
    Clear.render(screen, buf);
    let width = screen.width.min(WIDTH);
    let area = Rect::new(
        screen.x + (screen.width - width) / 2,
        screen.y,
        width,
        screen.height.saturating_sub(1),
    );
    let (title, lines, scroll) = match start.page {
        Page::Menu => (" kono ", menu(start, theme), 0),
        Page::Saved(at) => {
            let room = usize::from(area.height.saturating_sub(4));
            let lines = saved(&start.library.games, at, theme);
            let scroll = (at + 3).saturating_sub(room);
            (" Saved games ", lines, u16::try_from(scroll).unwrap_or(0))
        }
        Page::Rules(scroll) => (" Rules ", rules_lines(start.choices.variant), scroll),
    };
    let total = u16::try_from(lines.len()).unwrap_or(u16::MAX);
    let scroll = scroll.min(total.saturating_sub(area.height.saturating_sub(2)));
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .scroll((scroll, 0))
        .block(
            frame_block(theme)
                .border_style(theme.border())
                .title(Span::styled(title, theme.heading()))
                .padding(Padding::horizontal(1)),
        )
        .render(area, buf);
    let bar = Rect::new(
        screen.x,
        screen.y + screen.height.saturating_sub(1),
        screen.width,
        1.min(screen.height),
    );
    let page = start.page;
    let offers = |action: Action| match (page, action) {
        (Page::Menu, Action::Cancel) => false,
        (Page::Menu, _) => true,
        (_, Action::Cursor(Dir::Left | Dir::Right) | Action::Help) => false,
        (Page::Rules(_), Action::Activate) => false,
        _ => true,
    };
    draw_bar(Mode::Start, offers, theme, bar, buf);
}

/// The menu's lines: one per row, the row under the cursor reversed.
fn menu(start: &Start, theme: &Theme) -> Vec<Line<'static>> {
    let c = &start.choices;
    let option_name = match c.variant {
        Variant::Five => "Strict goal",
        Variant::Four => "Forced capture",
    };
    let who = |computer: bool| if computer { "computer" } else { "human" };
    let mut lines = vec![
        Line::from(Span::styled(
            "Five-field and four-field kono, against each other or the computer",
            theme.label(),
        )),
        Line::default(),
    ];
    let rows = start.rows();
    // A blank line after the new game's choices.
    let last_choice = if rows.contains(&Row::Level) {
        Row::Level
    } else {
        Row::White
    };
    for row in rows {
        let (label, value) = match row {
            Row::NewGame => ("New game".to_string(), None),
            Row::Variant => ("  Variant".to_string(), Some(c.variant.title().to_string())),
            Row::First => (
                "  First move".to_string(),
                Some(
                    match c.first {
                        First::Random => "drawn by lot",
                        First::Black => "Black",
                        First::White => "White",
                    }
                    .to_string(),
                ),
            ),
            Row::Option => (format!("  {option_name}"), Some(on_off(c.option))),
            Row::Black => (
                "  Black".to_string(),
                Some(who(c.computer_black).to_string()),
            ),
            Row::White => (
                "  White".to_string(),
                Some(who(c.computer_white).to_string()),
            ),
            Row::Level => ("  Level".to_string(), Some(format!("{} of 5", c.level))),
            Row::Resume => (
                start
                    .library
                    .unfinished
                    .as_ref()
                    .map_or_else(String::new, |g| {
                        format!("Resume {}, {}", g.variant.title(), counted(g.moves, "move"))
                    }),
                None,
            ),
            Row::Open => (
                format!("Open a saved game ({})", start.library.games.len()),
                None,
            ),
            Row::Rules => (format!("Rules of {}", c.variant.title()), None),
            Row::Quit => ("Quit".to_string(), None),
        };
        let here = row == start.row;
        let style = if here {
            Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
        } else {
            Style::new()
        };
        let mut spans = vec![Span::styled(format!("{label:<18}"), style)];
        if let Some(value) = value {
            let (l, r) = if theme.ascii {
                ("< ", " >")
            } else {
                ("‹ ", " ›")
            };
            spans.push(Span::styled(format!("{l}{value}{r}"), theme.key()));
        }
        lines.push(Line::from(spans));
        if row == last_choice {
            lines.push(Line::default());
        }
    }
    if !start.library.unreadable.is_empty() {
        lines.push(Line::default());
        for why in &start.library.unreadable {
            lines.push(Line::from(Span::styled(
                format!("not read: {why}"),
                theme.refusal(),
            )));
        }
    }
    lines
}

fn on_off(on: bool) -> String {
    if on { "on" } else { "off" }.to_string()
}

/// The saved games, newest first, the one under the cursor reversed.
fn saved(games: &[Summary], at: usize, theme: &Theme) -> Vec<Line<'static>> {
    let mut lines = vec![Line::from(Span::styled(
        "Newest first. Enter opens a game at its last position.",
        theme.label(),
    ))];
    lines.push(Line::default());
    for (i, game) in games.iter().enumerate() {
        // "2026-11-21-101502" as "2026-11-21 10:15" (UTC).
        let stamp = game
            .written
            .duration_since(SystemTime::UNIX_EPOCH)
            .map(|d| Timestamp::from_unix(d.as_secs()).file_stamp())
            .unwrap_or_default();
        let when = match (stamp.get(..10), stamp.get(11..13), stamp.get(13..15)) {
            (Some(day), Some(hour), Some(minute)) => format!("{day} {hour}:{minute}"),
            _ => stamp.clone(),
        };
        let state = match game.outcome {
            None => "unfinished".to_string(),
            Some(outcome) => match outcome.winner() {
                Some(Color::Black) => "Black won".to_string(),
                Some(Color::White) => "White won".to_string(),
                None => "drawn".to_string(),
            },
        };
        let text = format!(
            "{when}  {:<16} {:>9}  {state}",
            game.variant.title(),
            counted(game.moves, "move")
        );
        let style = if i == at {
            Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
        } else {
            Style::new()
        };
        lines.push(Line::styled(text, style));
    }
    lines
}

/// The rules page's lines.
fn rules_lines(variant: Variant) -> Vec<Line<'static>> {
    rules::rule_book(variant)
        .lines()
        .map(|l| Line::from(l.to_string()))
        .collect()
}
