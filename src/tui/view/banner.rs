//! The game-over banner: who won and why, and the keys that still do
//! something, placed where it hides no point of the board.

use ratatui::buffer::Buffer;
use ratatui::layout::{HorizontalAlignment, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{BorderType, Clear, Paragraph, Widget};

use crate::i18n::width;
use crate::rules::Outcome;
use crate::t;
use crate::tui::action::Action;
use crate::tui::app::App;
use crate::tui::keymap::{self, Mode};
use crate::tui::layout::Layout;
use crate::tui::theme::Theme;
use crate::tui::words::{outcome_short, outcome_text, wrap};

use super::paint::{frame_block, framed};

/// Draws the banner: a box in the empty rows above the grid (over the
/// frame's top border when it needs that row too) when they have room,
/// otherwise a strip on the frame's top border and the rows under it, with
/// the keys on the bottom border.
pub fn draw(app: &App, outcome: Outcome, layout: &Layout, theme: &Theme, buf: &mut Buffer) {
    let board = layout.board;
    let text = outcome_text(outcome);
    let hint = hint(app, theme);
    let inner = frame_block(theme).inner(board);
    // The rows above the grid: the top border and the blank rows under it.
    let above = layout.grid.map_or(1, |g| g.y.saturating_sub(board.y));
    let room = usize::from(inner.width);
    // A box: borders and a column of padding either side.
    let wide = room.saturating_sub(4);
    let longest = width(&text).max(width(&hint));
    let text_lines = wrap(&text, wide.min(longest));
    let hint_lines = wrap(&hint, wide.min(longest));
    for blank in [1, 0] {
        let height = text_lines.len() + blank + hint_lines.len() + 2;
        if height > usize::from(above) {
            continue;
        }
        let height = u16::try_from(height).unwrap_or(u16::MAX);
        // Inside the frame, centred in the blank rows: never over its border.
        let free = above - 1;
        if height > free {
            continue;
        }
        let y = board.y + 1 + (free - height) / 2;
        let mut lines: Vec<Line> = text_lines
            .iter()
            .map(|l| Line::from(Span::styled(l.clone(), theme.banner())))
            .collect();
        if blank == 1 {
            lines.push(Line::default());
        }
        lines.extend(
            hint_lines
                .iter()
                .map(|l| Line::from(Span::styled(l.clone(), theme.label()))),
        );
        let width = u16::try_from(longest.min(wide) + 4).unwrap_or(u16::MAX);
        let x = inner.x + inner.width.saturating_sub(width) / 2;
        let rect = Rect::new(x, y, width, height).intersection(layout.screen);
        Clear.render(rect, buf);
        Paragraph::new(lines)
            .centered()
            .block(
                framed(theme, BorderType::Double)
                    .border_style(theme.banner_border())
                    .title(Span::styled(
                        format!(" {} ", t!("banner-title")),
                        theme.banner_border(),
                    ))
                    .title_alignment(HorizontalAlignment::Center),
            )
            .render(rect, buf);
        return;
    }
    // A strip: the result on the top border and the blank rows under it,
    // shortened to who won when it does not fit; the keys on the bottom border.
    let strip = room.saturating_sub(2);
    let short = outcome_short(outcome);
    let over = |text: &str| t!("banner-over", result = text);
    // On one line if it can be; else the whole result may wrap onto the
    // blank rows; who won, not.
    let tries = [
        (over(&text), 1),
        (text.clone(), 1),
        (over(&text), above),
        (text, above),
        (over(&short), 1),
        (short, 1),
    ];
    let mut lines = Vec::new();
    for (words, most) in tries {
        lines = wrap(&words, strip);
        if lines.len() <= usize::from(most) {
            break;
        }
    }
    lines.truncate(usize::from(above));
    clear_title(theme, inner, board.y, buf);
    for (row, line) in (board.y..).zip(lines) {
        strip_line(buf, inner, row, &line, theme.banner_strip());
    }
    let bottom = board.y + board.height.saturating_sub(1);
    if width(&hint) + 2 <= room {
        strip_line(buf, inner, bottom, &hint, theme.banner_border());
    }
}

/// Draws the top border on `row` again without its title, so that no
/// part of the title sticks out beside a banner drawn over it.
fn clear_title(theme: &Theme, inner: Rect, row: u16, buf: &mut Buffer) {
    let line = theme.hline().to_string().repeat(usize::from(inner.width));
    buf.set_string(inner.x, row, line, theme.border());
}

/// Writes ` text ` centred in `area`'s columns on `row`.
fn strip_line(buf: &mut Buffer, area: Rect, row: u16, text: &str, style: Style) {
    let text = format!(" {text} ");
    let columns = u16::try_from(width(&text)).unwrap_or(u16::MAX);
    let x = area.x + area.width.saturating_sub(columns) / 2;
    buf.set_stringn(x, row, &text, usize::from(area.width), style);
}

/// What the keys do after the end of a game: "n new game · u undo · q quit"
/// (in a puzzle: "n next puzzle · t retry · u undo · q quit").
fn hint(app: &App, theme: &Theme) -> String {
    let new = if app.puzzle().is_some() {
        t!("banner-next-puzzle")
    } else {
        t!("banner-new-game")
    };
    [
        (Action::Review, t!("banner-review")),
        (Action::NewGame, new),
        (Action::Retry, t!("banner-retry")),
        (Action::Undo, t!("banner-undo")),
        (Action::Quit, t!("banner-quit")),
    ]
    .into_iter()
    .filter(|(action, _)| app.offers(action.clone()))
    .filter_map(|(action, word)| {
        let key = keymap::keys_for(Mode::Board, action).next()?;
        Some(format!("{} {word}", keymap::key_name(key, theme.ascii)))
    })
    .collect::<Vec<_>>()
    .join(theme.separator())
}
