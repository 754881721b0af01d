//! The start screen: the menu (each entry, the highlighted one's
//! settings, and one line saying what the highlighted row means), the
//! list of saved games with who played them, the rules; the key bar under
//! it.

use std::time::SystemTime;

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Padding, Paragraph, Widget};

use crate::i18n::fit;
use crate::rules::MoveNumber;
use crate::store::Timestamp;
use crate::t;
use crate::tui::start::{Page, Start, Summary, WIDTH, menu};
use crate::tui::theme::Theme;
use crate::tui::words::start as words;
use crate::tui::words::{game_short, pad, wrap};

use super::footer::draw_bar;
use super::paint::frame_block;

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
    let inner = usize::from(width.saturating_sub(4));
    let (title, mut lines, scroll) = match start.page {
        Page::Menu => {
            let (lines, at) = menu(start, theme, inner);
            // The highlighted row and what it means stay in view.
            let room = usize::from(area.height.saturating_sub(2));
            let scroll = (at + 4).saturating_sub(room);
            (
                " kono ".to_string(),
                lines,
                u16::try_from(scroll).unwrap_or(0),
            )
        }
        Page::Saved(at) | Page::Delete(at) => {
            let room = usize::from(area.height.saturating_sub(4));
            let lines = saved(start, at, theme, inner);
            let scroll = (at + 5).saturating_sub(room);
            (
                format!(" {} ", t!("start-saved-title")),
                lines,
                u16::try_from(scroll).unwrap_or(0),
            )
        }
        Page::Join => (
            format!(" {} ", t!("start-join-title")),
            join_lines(start, theme, inner),
            0,
        ),
        Page::Rules(scroll) => (
            format!(" {} ", t!("start-rules-title")),
            start.rules_lines().into_iter().map(Line::from).collect(),
            scroll,
        ),
    };
    if let Some(result) = &start.deleted {
        lines.push(Line::default());
        let style = if result.is_ok() {
            theme.info()
        } else {
            theme.refusal()
        };
        for line in wrap(&words::deleted_text(result), inner) {
            lines.push(Line::styled(line, style));
        }
    }
    // Every line fits the box: nothing is wrapped a second time.
    let total = u16::try_from(lines.len()).unwrap_or(u16::MAX);
    let scroll = scroll.min(total.saturating_sub(area.height.saturating_sub(2)));
    Paragraph::new(lines)
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
    draw_bar(start.mode(), |a| start.offers(&a), theme, bar, buf);
}

/// The style of a row: reversed under the cursor.
fn row_style(here: bool) -> Style {
    if here {
        Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
    } else {
        Style::new()
    }
}

/// The menu's lines: each entry, the highlighted one's settings, and
/// under the row under the cursor what it means; and which line that row is.
fn menu(start: &Start, theme: &Theme, width: usize) -> (Vec<Line<'static>>, usize) {
    let mut at = 0;
    let c = &start.choices;
    let mut lines = vec![
        Line::from(Span::styled(words::tagline(), theme.label())),
        Line::default(),
    ];
    let (l, r) = if theme.ascii {
        ("< ", " >")
    } else {
        ("‹ ", " ›")
    };
    let rows = start.rows();
    // A blank line after the ways to play, before the rest.
    let break_after = rows.iter().rev().find(|r| menu::plays(r.item)).copied();
    for row in rows {
        let here = row == start.row;
        let (spans, about) = match row.setting {
            None => {
                let label = words::entry_label(row.item, start);
                let heading = Style::new().add_modifier(Modifier::BOLD);
                let style = if here { row_style(true) } else { heading };
                (
                    vec![Span::styled(label, style)],
                    words::entry_about(row.item, start),
                )
            }
            Some(setting) => {
                let label = words::setting_label(setting, c.variant);
                let value = words::setting_value(setting, c);
                (
                    vec![
                        Span::raw("   "),
                        Span::styled(pad(&label, 15), row_style(here)),
                        Span::styled(format!("{l}{value}{r}"), theme.key()),
                    ],
                    words::setting_about(setting, c),
                )
            }
        };
        if here {
            at = lines.len();
        }
        lines.push(Line::from(spans));
        if here {
            let indent = if row.setting.is_some() { 5 } else { 2 };
            for line in wrap(&about, width.saturating_sub(indent)) {
                lines.push(Line::styled(
                    format!("{}{line}", " ".repeat(indent)),
                    theme.label(),
                ));
            }
        }
        if Some(row) == break_after {
            lines.push(Line::default());
        }
    }
    if let Some(why) = &start.notice {
        lines.push(Line::default());
        for line in wrap(&why.words(), width) {
            lines.push(Line::from(Span::styled(line, theme.refusal())));
        }
    }
    if !start.library.unreadable.is_empty() {
        lines.push(Line::default());
        for why in &start.library.unreadable {
            for line in wrap(&words::unreadable_text(why), width) {
                lines.push(Line::from(Span::styled(line, theme.refusal())));
            }
        }
    }
    (lines, at)
}

/// The join page: what to type, and the line typed so far with its cursor.
fn join_lines(start: &Start, theme: &Theme, width: usize) -> Vec<Line<'static>> {
    let typed = start.join.value();
    let at = start.join.visual_cursor();
    let before: String = typed.chars().take(at).collect();
    let mut rest = typed.chars().skip(at);
    let under = rest.next().map_or_else(|| " ".to_string(), String::from);
    let mut lines: Vec<Line<'static>> = words::join_about()
        .iter()
        .flat_map(|about| wrap(about, width))
        .map(|line| Line::from(Span::styled(line, theme.label())))
        .collect();
    lines.push(Line::default());
    lines.push(Line::from(vec![
        Span::raw("> "),
        Span::raw(before),
        Span::styled(under, Style::new().add_modifier(Modifier::REVERSED)),
        Span::raw(rest.collect::<String>()),
    ]));
    lines
}

/// The saved games, newest first, the one under the cursor reversed;
/// the question over it while a deletion is asked.
fn saved(start: &Start, at: usize, theme: &Theme, width: usize) -> Vec<Line<'static>> {
    let mut lines = vec![
        Line::from(Span::styled(words::saved_heading(), theme.label())),
        Line::default(),
        Line::from(Span::styled(
            fit(&words::saved_columns(), width).to_string(),
            theme.heading(),
        )),
    ];
    for (i, game) in start.library.games.iter().enumerate() {
        let text = crate::i18n::shortened(&game_line(game), width);
        lines.push(Line::styled(text, row_style(i == at)));
        if i == at
            && let Page::Delete(_) = start.page
        {
            let question = format!(
                "{} {} / {}",
                words::delete_question(&game.path),
                crate::tui::keymap::name_of(
                    crate::tui::keymap::Mode::Question,
                    crate::tui::action::Action::Yes,
                    theme.ascii
                ),
                crate::tui::keymap::name_of(
                    crate::tui::keymap::Mode::Question,
                    crate::tui::action::Action::No,
                    theme.ascii
                ),
            );
            for line in wrap(&question, width) {
                lines.push(Line::styled(line, theme.question()));
            }
        }
    }
    lines
}

/// One saved game's line: when, which game, moves, result, who played.
fn game_line(game: &Summary) -> String {
    // "2026-11-21-101502" as "2026-11-21 10:15".
    let stamp = game
        .written
        .duration_since(SystemTime::UNIX_EPOCH)
        .map(|d| Timestamp::from_unix(d.as_secs()).file_stamp())
        .unwrap_or_default();
    let when = match (stamp.get(..10), stamp.get(11..13), stamp.get(13..15)) {
        (Some(day), Some(hour), Some(minute)) => format!("{day} {hour}:{minute}"),
        _ => stamp.clone(),
    };
    words::saved_row([
        &when,
        &game_short(game.variant),
        &MoveNumber::count(game.moves).to_string(),
        &words::saved_state(game.outcome),
        &words::players_text(&game.players),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::start::{Choices, Item, Library, Row};

    #[test]
    fn the_row_under_the_cursor_says_what_it_means() {
        let start = Start::new(Choices::default(), Library::default());
        assert_eq!(start.row, Row::entry(Item::Computer));
        let (lines, at) = menu(&start, &Theme::new(false, false), 72);
        assert_eq!(at, 3, "under the tagline, a blank line and Learn to play");
        let text: Vec<String> = lines.iter().map(ToString::to_string).collect();
        assert!(text.iter().any(|l| l.contains("Enter starts")), "{text:?}");
    }
}
