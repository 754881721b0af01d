//! The side panel while reviewing: the ply shown, its move with its mark,
//! the position's value and the best move missed, the moves with their
//! marks, and the value chart over the plies (Black's wins above the
//! middle line, nearer the edge the fewer plies remain; the ply shown
//! marked by a column). Reads in ASCII and without colour: `*` points, `|`
//! the ply shown, `-` the middle line.

use ratatui::buffer::Buffer;
use ratatui::layout::{Margin, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Padding, Paragraph, Widget};

use crate::ai::Value;
use crate::ai::review::{Ply, chart_point};
use crate::rules::{Color, MoveNumber};
use crate::t;
use crate::tui::action::Action;
use crate::tui::app::{App, Reviewing};
use crate::tui::keymap::{Mode, name_of};
use crate::tui::theme::Theme;
use crate::tui::words::{in_words, pad, side, wrap};

use super::label::LABEL;

use super::paint::{frame_block, put};

/// Rows the chart takes, its heading included, when the panel has room.
const CHART_ROWS: u16 = 10;

/// Draws the review panel into `area`.
pub fn draw(app: &App, review: Reviewing<'_>, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let inner = area.inner(Margin::new(2, 1));
    let chart_rows = if inner.height >= CHART_ROWS + 8 {
        CHART_ROWS
    } else {
        0
    };
    let width = usize::from(inner.width);
    let label = |text: String| Span::styled(pad(&text, LABEL), theme.label());
    let mut lines: Vec<Line> = vec![Line::from(vec![
        label(t!("review-ply")),
        Span::raw(shown_move(app, review)),
    ])];
    if let Some(mv) = app.shown_last_move() {
        let mark = review.current().and_then(|p| p.mark);
        lines.push(Line::from(vec![
            label(t!("review-played")),
            Span::styled(mv.to_string(), theme.last_move()),
            Span::styled(
                mark.map_or(String::new(), |m| m.symbol().to_string()),
                theme.refusal(),
            ),
        ]));
    }
    lines.extend(super::clock::lines(app, theme));
    match (review.value(), review.plies) {
        (Some(value), Some(_)) => {
            let to_move = app.shown_position().to_move();
            for line in wrap(&in_words(value, to_move), width) {
                lines.push(Line::from(Span::styled(line, theme.value(value))));
            }
        }
        _ if !crate::ai::table::solved(app.variant()) => {
            let text = t!("review-unsolved");
            lines.extend(wrap(&text, width).into_iter().map(Line::raw));
        }
        _ if app.table_missing() => {
            let text = if app.offers(Action::BuildTable) {
                t!(
                    "review-no-table-build",
                    key = name_of(Mode::Review, Action::BuildTable, theme.ascii)
                )
            } else {
                t!("review-no-table")
            };
            lines.extend(wrap(&text, width).into_iter().map(Line::raw));
        }
        _ if review.working.is_none() && crate::ai::table::partial(app.variant()) => {
            let text = t!("review-outside-table");
            lines.extend(wrap(&text, width).into_iter().map(Line::raw));
        }
        _ => lines.push(Line::styled(review_pending(review.working), theme.label())),
    }
    if let Some(best) = review.current().and_then(|p| p.best) {
        lines.push(Line::from(vec![
            label(t!("review-best")),
            Span::raw(best.to_string()),
        ]));
    }
    lines.push(Line::default());
    lines.push(Line::from(Span::styled(t!("panel-moves"), theme.heading())));
    let room = usize::from(inner.height.saturating_sub(chart_rows)).saturating_sub(lines.len());
    lines.extend(move_list(app, review, theme, room));
    Paragraph::new(lines)
        .block(
            frame_block(theme)
                .border_style(theme.border())
                .title(Span::styled(
                    format!(" {} ", t!("review-title")),
                    theme.heading(),
                ))
                .padding(Padding::horizontal(1)),
        )
        .render(area, buf);
    if chart_rows > 0 {
        let chart = Rect {
            y: inner.y + inner.height - chart_rows,
            height: chart_rows,
            ..inner
        };
        draw_chart(review, theme, chart, buf);
    }
}

/// The move shown, numbered as the record numbers them (one number a
/// pair), of how many, and who played it: "12 of 34, White"; "the start,
/// of 34" before the first.
fn shown_move(app: &App, review: Reviewing<'_>) -> String {
    let total = match review.total {
        0 => 0,
        plies => MoveNumber::of_ply(plies - 1).number,
    };
    match review.at.checked_sub(1) {
        None => t!("review-ply-start", total = total),
        Some(ply) => t!(
            "review-ply-of",
            number = MoveNumber::of_ply(ply).number,
            total = total,
            side = side(app.game().position_after(ply).to_move())
        ),
    }
}

/// The moves with their marks, two to a row, the row of the ply shown in
/// view.
fn move_list<'a>(app: &App, review: Reviewing<'_>, theme: &Theme, room: usize) -> Vec<Line<'a>> {
    let moves: Vec<_> = app.game().moves().collect();
    if moves.is_empty() || room == 0 {
        return Vec::new();
    }
    let rows = moves.len().div_ceil(2);
    let cell = super::panel::move_cell(&moves);
    let current = review.at.saturating_sub(1) / 2;
    let skip = (current + 1)
        .saturating_sub(room)
        .min(rows.saturating_sub(room));
    (skip..rows.min(skip + room))
        .map(|row| {
            // Numbered as the record numbers its moves: one number a pair.
            let number = MoveNumber::of_ply(row * 2).to_string();
            let mut spans = vec![Span::styled(format!("{number:>4} "), theme.label())];
            for (i, mv) in moves.iter().enumerate().skip(row * 2).take(2) {
                let style = if i + 1 == review.at {
                    theme.last_move()
                } else {
                    Style::new()
                };
                let mark = review
                    .plies
                    .and_then(|p| p.get(i))
                    .and_then(|p| p.mark)
                    .map_or("", |m| m.symbol());
                spans.push(Span::styled(format!("{mv}{mark}"), style));
                let pad = cell.saturating_sub(mv.to_string().len() + mark.len());
                spans.push(Span::raw(" ".repeat(pad)));
            }
            Line::from(spans)
        })
        .collect()
}

/// The value of the position after each ply, for the side to move then.
fn values(plies: &[Ply]) -> Vec<(Value, Color)> {
    let mut out: Vec<(Value, Color)> = plies.iter().map(|p| (p.before, p.by)).collect();
    if let Some(last) = plies.last() {
        out.push((last.after, last.by));
    }
    out
}

/// The value chart in `area`: a heading, then the plot.
fn draw_chart(review: Reviewing<'_>, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let heading = t!("review-chart", side = side(Color::Black));
    buf.set_stringn(
        area.x,
        area.y,
        &heading,
        usize::from(area.width),
        theme.heading(),
    );
    let plot = Rect {
        y: area.y + 1,
        height: area.height.saturating_sub(1),
        ..area
    };
    if plot.width < 2 || plot.height < 3 {
        return;
    }
    // An odd number of rows, so that draws have a middle line of their own.
    let rows = plot.height - (1 - plot.height % 2);
    let half = f64::from(rows / 2);
    let mid = plot.y + rows / 2;
    let span = u16::try_from(review.total.max(1)).unwrap_or(u16::MAX);
    let column = |ply: usize| {
        let ply = u32::try_from(ply).unwrap_or(u32::MAX);
        let x = ply * u32::from(plot.width - 1) / u32::from(span);
        plot.x + u16::try_from(x).unwrap_or(0)
    };
    for x in plot.x..plot.x + plot.width {
        put(buf, x, mid, theme.hline(), theme.grid());
    }
    let now = column(review.at);
    for y in plot.y..plot.y + rows {
        put(buf, now, y, theme.vline(), theme.last_move());
    }
    let Some(plies) = review.plies else {
        return;
    };
    let values = values(plies);
    let longest = values
        .iter()
        .filter_map(|(v, _)| v.remoteness())
        .max()
        .unwrap_or(1);
    let point = if theme.ascii { '*' } else { '•' };
    for (ply, &(value, to_move)) in values.iter().enumerate() {
        let height = chart_point(value, to_move, longest);
        let up = (height * half).round();
        // Between -half and half: the row is on the plot.
        let row = f64::from(mid) - up;
        let y = if row <= f64::from(plot.y) {
            plot.y
        } else {
            plot.y + u16::try_from((row - f64::from(plot.y)) as i64).unwrap_or(0)
        };
        let black = if to_move == Color::Black {
            value
        } else {
            match value {
                Value::Win(n) => Value::Loss(n),
                Value::Loss(n) => Value::Win(n),
                Value::Draw => Value::Draw,
            }
        };
        put(buf, column(ply), y, point, theme.value(black));
    }
}

/// What the panel says while the review's values are not here yet.
fn review_pending(working: Option<u8>) -> String {
    match working {
        Some(percent) => t!("review-working", percent = percent),
        None => t!("review-loading"),
    }
}
