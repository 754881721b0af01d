//! The help overlay: the help's lines ([`crate::tui::help`]) styled, in a
//! scrolling box that says when there is more below; the legend's samples
//! drawn by the code that draws the board's points, in the current style.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Padding, Paragraph, Widget};

use crate::i18n::width;
use crate::rules::Color;
use crate::t;
use crate::tui::app::App;
use crate::tui::help::{self, HelpLine, KEY_COLUMN, Mark};
use crate::tui::layout::PieceSize;
use crate::tui::theme::Theme;
use crate::tui::words::{hint_leaning, hint_word};

use super::paint::frame_block;
use super::point::{PointState, sample};

/// Draws the help into `area`, scrolled down `scroll` lines (at most to
/// its end).
pub fn draw(app: &App, theme: &Theme, area: Rect, scroll: u16, buf: &mut Buffer) {
    let lines: Vec<Line> = help::lines(app.help_kind(), theme.ascii, help::text_width(area))
        .into_iter()
        .map(|line| styled(line, theme))
        .collect();
    let total = u16::try_from(lines.len()).unwrap_or(u16::MAX);
    let visible = help::text_height(area);
    let scroll = scroll.min(total.saturating_sub(visible));
    let more = match (total > visible + scroll, theme.ascii) {
        (false, _) => String::new(),
        (true, false) => format!(" ↓ {} ", t!("help-more")),
        (true, true) => format!(" v {} ", t!("help-more")),
    };
    Clear.render(area, buf);
    Paragraph::new(lines)
        .scroll((scroll, 0))
        .block(
            frame_block(theme)
                .border_style(theme.banner_border())
                .title(Span::styled(
                    format!(" {} ", t!("help-title")),
                    theme.heading(),
                ))
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
        HelpLine::Entry { keys, does } => {
            // Padded by display width: a key column of Hangul stays aligned.
            let pad = (KEY_COLUMN - 2).saturating_sub(width(&keys));
            Line::from(vec![
                Span::styled(format!("  {keys}{}", " ".repeat(pad)), theme.key()),
                Span::raw(does),
            ])
        }
        HelpLine::Text(text) => Line::from(text),
        HelpLine::Legend { mark, means } => {
            let mut spans = vec![Span::raw("  ")];
            let sample = mark.map(|m| mark_sample(m, theme)).unwrap_or_default();
            let used: usize = sample.iter().map(Span::width).sum();
            spans.extend(sample);
            spans.push(Span::raw(" ".repeat((KEY_COLUMN - 2).saturating_sub(used))));
            spans.push(Span::raw(means));
            Line::from(spans)
        }
    }
}

/// A sample of `mark` as the board draws it.
fn mark_sample(mark: Mark, theme: &Theme) -> Vec<Span<'static>> {
    let one = |state: PointState| sample(state, PieceSize::Small, theme);
    let space = || Span::raw(" ");
    match mark {
        Mark::Piece(color) => {
            let state = PointState {
                piece: Some(color),
                ..PointState::default()
            };
            let small = one(state);
            let wide = sample(state, PieceSize::Wide, theme);
            if wide == small {
                small
            } else {
                [small, vec![space()], wide].concat()
            }
        }
        Mark::Cursor => one(PointState {
            cursor: true,
            ..PointState::default()
        }),
        Mark::Picked => one(PointState {
            piece: Some(Color::Black),
            picked: true,
            ..PointState::default()
        }),
        Mark::Step => one(PointState {
            target: Some(false),
            ..PointState::default()
        }),
        Mark::Capture => one(PointState {
            piece: Some(Color::White),
            target: Some(true),
            ..PointState::default()
        }),
        Mark::LastMove => [
            one(PointState {
                piece: Some(Color::Black),
                last_move: true,
                ..PointState::default()
            }),
            vec![space()],
            one(PointState {
                last_move: true,
                ..PointState::default()
            }),
        ]
        .concat(),
        Mark::Way => vec![
            Span::styled(theme.way_mark(true).to_string(), theme.step_target()),
            space(),
            Span::styled(theme.way_mark(false).to_string(), theme.step_target()),
        ],
        Mark::Camp => {
            let (across, down) = theme.camp_lines();
            let style = theme.camp(Color::White);
            vec![
                Span::styled(format!("{0}{1}{1}{1}{0}", theme.camp_mark(), across), style),
                space(),
                Span::styled(down.to_string(), style),
            ]
        }
        Mark::Hints(hints) => {
            let mut spans = Vec::new();
            for (i, hint) in hints.iter().enumerate() {
                if i > 0 {
                    spans.push(space());
                }
                spans.push(Span::styled(
                    hint_word(*hint),
                    theme.value(hint_leaning(*hint)),
                ));
            }
            spans
        }
    }
}
