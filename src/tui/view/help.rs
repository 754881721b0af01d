//! The help overlay: the help's lines ([`crate::tui::help`]) styled, in a
//! scrolling box that says when there is more below.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Padding, Paragraph, Widget};

use crate::tui::app::App;
use crate::tui::help::{self, HelpLine, KEY_COLUMN};
use crate::tui::theme::Theme;

use super::paint::frame_block;

/// Draws the help into `area`, scrolled down `scroll` lines (at most to
/// its end).
pub fn draw(app: &App, theme: &Theme, area: Rect, scroll: u16, buf: &mut Buffer) {
    let lines: Vec<Line> = help::lines(app.variant(), theme.ascii, help::text_width(area))
        .into_iter()
        .map(|line| styled(line, theme))
        .collect();
    let total = u16::try_from(lines.len()).unwrap_or(u16::MAX);
    let visible = help::text_height(area);
    let scroll = scroll.min(total.saturating_sub(visible));
    let more = match (total > visible + scroll, theme.ascii) {
        (false, _) => "",
        (true, false) => " ↓ more ",
        (true, true) => " v more ",
    };
    Clear.render(area, buf);
    Paragraph::new(lines)
        .scroll((scroll, 0))
        .block(
            frame_block(theme)
                .border_style(theme.banner_border())
                .title(Span::styled(" Help ", theme.heading()))
                .title_bottom(Line::from(Span::styled(more, theme.label())))
                .padding(Padding::horizontal(1)),
        )
        .render(area, buf);
}

/// One line of the help in the theme's styles.
fn styled(line: HelpLine, theme: &Theme) -> Line<'static> {
    match line {
        HelpLine::Blank => Line::default(),
        HelpLine::Heading(text) => Line::from(Span::styled(text, theme.heading())),
        HelpLine::Section(title) => Line::from(Span::styled(
            title,
            Style::new().add_modifier(Modifier::BOLD),
        )),
        HelpLine::Entry { keys, does } => Line::from(vec![
            Span::styled(format!("  {keys:<w$}", w = KEY_COLUMN - 2), theme.key()),
            Span::raw(does),
        ]),
        HelpLine::Text(text) => Line::from(text),
    }
}
