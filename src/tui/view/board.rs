//! The board: its frame, the grid lines, the rank digits and file letters,
//! and each point with its piece and marks (cursor, selection, targets, the
//! last move).

use ratatui::buffer::Buffer;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::rules::{Color, Move, Point, Variant};
use crate::tui::app::App;
use crate::tui::layout::{Grid, Layout, RANK_DIGIT_OFFSET};
use crate::tui::theme::Theme;
use crate::tui::words::hint_text;
use crate::tui::words::leaning;

use super::paint::{frame_block, put};

/// A pair of marks either side of a point: left, right, their style.
type Marks = (char, char, Style);

/// Draws the board's frame and, when the screen has room, the board.
pub fn draw(app: &App, layout: &Layout, theme: &Theme, buf: &mut Buffer) {
    let title = Line::from(Span::styled(
        format!(" {} ", app.variant().title()),
        theme.heading(),
    ));
    frame_block(theme)
        .border_style(theme.border())
        .title(title)
        .render(layout.board, buf);
    if let Some(grid) = layout.grid {
        draw_lines(app, &grid, theme, buf);
        draw_labels(&grid, theme, buf);
        draw_points(app, &grid, theme, buf);
        draw_hints(app, &grid, theme, buf);
    }
}

/// The hints: each value just below and right of its point (`W7`, `=`,
/// `L12`), clipped short of the next point's column; on the bottom row,
/// just above and right, clear of the file letters below it.
fn draw_hints(app: &App, g: &Grid, theme: &Theme, buf: &mut Buffer) {
    let room = usize::from(g.step_x.saturating_sub(1).max(1));
    let variant = app.variant();
    let bottom = crate::rules::points(variant.board(), variant.size())
        .map(|p| g.cell_of(p).1)
        .max();
    for (point, estimate) in app.hint_values() {
        let (x, y) = g.cell_of(point);
        let text = hint_text(estimate);
        let row = if Some(y) == bottom {
            y.saturating_sub(1)
        } else {
            y + 1
        };
        buf.set_stringn(x + 1, row, &text, room, theme.value(leaning(estimate)));
    }
}

/// The side whose camp `point` is (five-field only).
fn camp_of(variant: Variant, point: Point) -> Option<Color> {
    if variant != Variant::Five {
        return None;
    }
    let bit = point.bit(variant.size());
    [Color::Black, Color::White]
        .into_iter()
        .find(|color| variant.camp(*color) & bit != 0)
}

/// The grid: its lines, and in five-field the lines within each camp in
/// the camp's colour, so that the camps show however full they are.
fn draw_lines(app: &App, g: &Grid, theme: &Theme, buf: &mut Buffer) {
    let last = g.orientation.size - 1;
    let variant = app.variant();
    let camp = |r: u8, c: u8| g.orientation.point(r, c).and_then(|p| camp_of(variant, p));
    let style_between = |a: Option<Color>, b: Option<Color>| match (a, b) {
        (Some(x), Some(y)) if x == y => theme.camp(x),
        _ => theme.grid(),
    };
    for r in 0..=last {
        for c in 0..=last {
            let (x, y) = g.at(r, c);
            let here = camp(r, c);
            if c < last {
                let style = style_between(here, camp(r, c + 1));
                for dx in 1..g.step_x {
                    put(buf, x + dx, y, theme.hline(), style);
                }
            }
            if r < last {
                let style = style_between(here, camp(r + 1, c));
                for dy in 1..g.step_y {
                    put(buf, x, y + dy, theme.vline(), style);
                }
            }
            let (junction, style) = match here {
                Some(owner) => (theme.camp_mark(), theme.camp(owner)),
                None => (
                    theme.junction(r > 0, r < last, c > 0, c < last),
                    theme.grid(),
                ),
            };
            put(buf, x, y, junction, style);
        }
    }
}

/// Rank digits left of the first column, file letters under the last row.
fn draw_labels(g: &Grid, theme: &Theme, buf: &mut Buffer) {
    let style = theme.label();
    for i in 0..g.orientation.size {
        if let Some(p) = g.orientation.point(i, 0) {
            let (_, y) = g.at(i, 0);
            put(
                buf,
                g.x - RANK_DIGIT_OFFSET,
                y,
                char::from(b'1' + p.rank()),
                style,
            );
        }
        if let Some(p) = g.orientation.point(0, i) {
            let (x, _) = g.at(0, i);
            put(buf, x, g.letters_row(), char::from(b'a' + p.file()), style);
        }
    }
}

fn draw_points(app: &App, g: &Grid, theme: &Theme, buf: &mut Buffer) {
    let targets = app.targets();
    for r in 0..g.orientation.size {
        for c in 0..g.orientation.size {
            if let Some(point) = g.orientation.point(r, c) {
                draw_point(app, point, &targets, theme, g, buf);
            }
        }
    }
}

/// One point: its glyph (a piece, a mark, or the grid's junction) and the
/// marks either side.
fn draw_point(
    app: &App,
    point: Point,
    targets: &[Move],
    theme: &Theme,
    g: &Grid,
    buf: &mut Buffer,
) {
    let (x, y) = g.cell_of(point);
    let mut glyph = None;
    let mut style = theme.point();
    let mut marks: Option<Marks> = None;
    let piece = app.shown_position().piece_at(point);
    let big = piece
        .and_then(|color| theme.big_piece(color))
        .filter(|_| g.big_pieces());
    if let Some(color) = piece {
        glyph = Some(theme.piece(color));
        style = theme.piece_style(color);
    }
    if let Some(mv) = app.shown_last_move()
        && (mv.to() == Some(point) || mv.from() == Some(point))
    {
        // Both points of the last move, marked alike: at a glance, which
        // piece moved and where from.
        let (l, r) = theme.last_move_marks();
        marks = Some((l, r, theme.last_move()));
        if glyph.is_none() {
            glyph = Some(theme.last_from_mark());
            style = style.patch(theme.last_move());
        } else {
            style = style.patch(theme.last_move_piece());
        }
    }
    if let Some(mv) = targets.iter().find(|m| m.to() == Some(point)) {
        if mv.is_capture() {
            let (l, r) = theme.capture_marks();
            marks = Some((l, r, theme.capture_target()));
            style = style.patch(theme.capture_target());
        } else {
            glyph = Some(theme.step_mark());
            style = style.patch(theme.step_target());
        }
    }
    // Brackets further out than `marks`: the cursor's, when it is on the
    // picked piece, so that both show: `[‹●›]`.
    let mut outer: Option<Marks> = None;
    let selected = app.selected() == Some(point);
    if selected {
        let (l, r) = theme.selection_marks();
        marks = Some((l, r, theme.selection()));
        style = style.patch(theme.selection());
    }
    if app.cursor() == point && app.reviewing().is_none() {
        let (l, r) = theme.cursor_marks();
        if selected {
            outer = Some((l, r, theme.cursor_bracket()));
        } else {
            marks = Some((l, r, theme.cursor_bracket()));
        }
        style = style.patch(theme.cursor());
        if glyph.is_none() {
            glyph = buf
                .cell((x, y))
                .and_then(|cell| cell.symbol().chars().next());
        }
    }
    // A big piece takes a column either side, and its marks move out by one.
    let wide = match big {
        Some([left, middle, right]) => {
            put(buf, x - 1, y, left, style);
            put(buf, x, y, middle, style);
            put(buf, x + 1, y, right, style);
            1
        }
        None => {
            if let Some(glyph) = glyph {
                put(buf, x, y, glyph, style);
            }
            0
        }
    };
    if let Some((l, r, mark_style)) = marks {
        put(buf, x - 1 - wide, y, l, mark_style);
        put(buf, x + 1 + wide, y, r, mark_style);
    }
    // Two columns out is still this point's: neighbours are at least four
    // columns apart and their marks one column out.
    if let Some((l, r, mark_style)) = outer {
        put(buf, x - 2 - wide, y, l, mark_style);
        put(buf, x + 2 + wide, y, r, mark_style);
    }
}
