//! The board: its frame, its lines (drawn from the game's geometry), the
//! rank digits and file letters, and each point with its piece and marks
//! (cursor, selection, targets, the last move).

use ratatui::buffer::Buffer;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::learn::same_class;
use crate::tui::app::App;
use crate::tui::layout::{Grid, Layout};
use crate::tui::theme::Theme;
use crate::tui::words::hint_text;
use crate::tui::words::leaning;

use super::lines;
use super::paint::{frame_block, put};
use super::point::{self, PointState};

/// Draws the board's frame and, when the screen has room, the board.
pub fn draw(app: &App, layout: &Layout, theme: &Theme, buf: &mut Buffer) {
    let title = Line::from(Span::styled(
        format!(" {} ", crate::tui::words::game(app.variant())),
        theme.heading(),
    ));
    frame_block(theme)
        .border_style(theme.border())
        .title(title)
        .render(layout.board, buf);
    if let Some(grid) = layout.grid {
        lines::draw(app.variant().geometry(), &grid, theme, buf);
        draw_labels(&grid, theme, buf);
        draw_ways(app, &grid, theme, buf);
        draw_points(app, &grid, theme, buf);
        draw_hints(app, &grid, theme, buf);
    }
}

/// The hints: each value just above and right of its point (`W7`, `=`,
/// `L12`), over its piece, on every row alike, clipped short of the next
/// point's column. The top row has room above it: the grid is always
/// placed with a free row between it and the frame (see `layout`).
fn draw_hints(app: &App, g: &Grid, theme: &Theme, buf: &mut Buffer) {
    let room = usize::from(g.step_x.saturating_sub(1).max(1));
    for (point, estimate) in app.hint_values() {
        let (x, row) = hint_cell(g, point);
        let text = hint_text(estimate);
        buf.set_stringn(x, row, &text, room, theme.value(leaning(estimate)));
    }
}

/// Where the hint of `point` starts: one column right of the point, on
/// the row just above its piece.
fn hint_cell(g: &Grid, point: crate::rules::Point) -> (u16, u16) {
    let (x, y) = g.cell_of(point);
    (x + 1, y.saturating_sub(1 + g.pieces().reach_y()))
}

/// Rank digits left of the leftmost point of each row, file letters under
/// the last row: only of the ranks and files that hold points.
fn draw_labels(g: &Grid, theme: &Theme, buf: &mut Buffer) {
    let style = theme.label();
    for row in 0..g.orientation.rows() {
        for column in 0..g.orientation.columns() {
            if let Some(p) = g.orientation.point(row, column) {
                let (x, y) = g.at(row, column);
                put(buf, g.rank_column(), y, char::from(b'1' + p.rank()), style);
                put(buf, x, g.letters_row(), char::from(b'a' + p.file()), style);
            }
        }
    }
}

fn draw_points(app: &App, g: &Grid, theme: &Theme, buf: &mut Buffer) {
    let targets = app.targets();
    let position = app.shown_position();
    let last = app.shown_last_move();
    let cursor = app.reviewing().is_none().then(|| app.cursor());
    let removable = app.removable();
    // A move waiting for its removal is drawn made: its piece on its
    // point, its 곤 marked.
    let removing = app.removing();
    let gon = removing.map_or_else(Vec::new, |(from, to)| {
        crate::rules::gon_points(position, from, to)
    });
    let piece_at = |p| match removing {
        Some((_, to)) if p == to => Some(position.to_move()),
        Some((Some(from), _)) if p == from => None,
        _ => position.piece_at(p),
    };
    let class = app.lesson().and_then(|l| l.task().class_shown());
    for r in 0..g.orientation.rows() {
        for c in 0..g.orientation.columns() {
            let Some(p) = g.orientation.point(r, c) else {
                continue;
            };
            let state = PointState {
                piece: piece_at(p),
                last_move: gon.contains(&p)
                    || (removing.is_none()
                        && last.is_some_and(|mv| mv.to() == Some(p) || mv.from() == Some(p))),
                target: if removable.contains(&p) {
                    Some(true)
                } else {
                    targets
                        .iter()
                        .find(|m| m.to() == Some(p))
                        .map(|m| m.is_capture())
                },
                marked: position.is_marked(p),
                class: class.is_some_and(|target| same_class(p, target)),
                picked: app.selected() == Some(p),
                cursor: cursor == Some(p),
            };
            point::draw(state, g.pieces(), theme, g.cell_of(p), buf);
        }
    }
}

/// The ways the picked piece can step diagonally where no line is drawn
/// (five-field's steps): a line from it towards each such point it can go
/// to, in the targets' colour, so that a newcomer sees where moves go.
fn draw_ways(app: &App, g: &Grid, theme: &Theme, buf: &mut Buffer) {
    let Some(from) = app.selected() else {
        return;
    };
    let (fx, fy) = g.cell_of(from);
    let reach = g.pieces().reach_x();
    let drawn = app.variant().geometry().lines();
    for mv in app.targets() {
        let Some(to) = mv.to() else {
            continue;
        };
        let (tx, ty) = g.cell_of(to);
        let on_a_line = drawn
            .iter()
            .any(|l| (l.a, l.b) == (from, to) || (l.a, l.b) == (to, from));
        if tx == fx || ty == fy || on_a_line {
            continue;
        }
        // Rising to the right on the screen: up as it goes right.
        let rising = (tx > fx) == (ty < fy);
        let mark = theme.way_mark(rising);
        // The cells strictly between, one a row, clear of both points'
        // pieces and marks.
        let rows = g.step_y;
        for i in 1..rows {
            let y = if ty > fy { fy + i } else { fy - i };
            let along = u32::from(i) * u32::from(g.step_x) / u32::from(rows);
            let along = u16::try_from(along).unwrap_or(0);
            let x = if tx > fx { fx + along } else { fx - along };
            let near = |px: u16, py: u16| {
                px.abs_diff(x) <= reach + 2 && py.abs_diff(y) <= g.pieces().reach_y()
            };
            if near(fx, fy) || near(tx, ty) {
                continue;
            }
            put(buf, x, y, mark, theme.step_target());
        }
    }
}
