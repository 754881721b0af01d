//! One point of the board: what lies on it and which marks it carries
//! (cursor, picked piece, targets, the last move), and how that is drawn at
//! each size of piece. The board draws every point with it, and the help's
//! legend draws its samples with it too, so that the two never disagree.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::Span;

use crate::rules::Color;
use crate::tui::layout::PieceSize;
use crate::tui::theme::Theme;

use super::paint::put;

/// A pair of marks either side of a point: left, right, their style.
type Marks = (char, char, Style);

/// What a point shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PointState {
    /// The piece on it.
    pub piece: Option<Color>,
    /// One of the last move's two points.
    pub last_move: bool,
    /// A point the picked piece can go to: `Some(true)` when it captures
    /// there.
    pub target: Option<bool>,
    /// The picked piece.
    pub picked: bool,
    /// The cursor.
    pub cursor: bool,
    /// A marked point, where nobody may place while the placing lasts.
    pub marked: bool,
    /// A point of the class a lesson shows (five-field's classes).
    pub class: bool,
}

/// How a point is drawn: its glyph (`None`: the grid's junction under it
/// stays), style, and the marks either side.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Look {
    glyph: Option<char>,
    piece: Option<Color>,
    style: Style,
    marks: Option<Marks>,
    /// Brackets further out than `marks`: the cursor's, when it is on the
    /// picked piece, so that both show: `[‹●›]`.
    outer: Option<Marks>,
}

/// The look of a point showing `state`.
fn look(state: PointState, theme: &Theme) -> Look {
    let mut look = Look {
        glyph: state.piece.map(|color| theme.piece(color)),
        piece: state.piece,
        style: state
            .piece
            .map_or_else(|| theme.point(), |color| theme.piece_style(color)),
        marks: None,
        outer: None,
    };
    if state.marked && look.glyph.is_none() {
        look.glyph = Some(theme.marked_point());
        look.style = look.style.patch(theme.capture_target());
    }
    if state.class && look.glyph.is_none() {
        look.glyph = Some(theme.class_mark());
        look.style = look.style.patch(theme.step_target());
    }
    if state.last_move {
        // Both points of the last move, marked alike: at a glance, which
        // piece moved and where from.
        let (l, r) = theme.last_move_marks();
        look.marks = Some((l, r, theme.last_move()));
        if look.glyph.is_none() {
            look.glyph = Some(theme.last_from_mark());
            look.style = look.style.patch(theme.last_move());
        } else {
            look.style = look.style.patch(theme.last_move_piece());
        }
    }
    match state.target {
        Some(true) => {
            let (l, r) = theme.capture_marks();
            look.marks = Some((l, r, theme.capture_target()));
            look.style = look.style.patch(theme.capture_target());
        }
        Some(false) => {
            look.glyph = Some(theme.step_mark());
            look.piece = None;
            look.style = look.style.patch(theme.step_target());
        }
        None => {}
    }
    if state.picked {
        let (l, r) = theme.selection_marks();
        look.marks = Some((l, r, theme.selection()));
        look.style = look.style.patch(theme.selection());
    }
    if state.cursor {
        let (l, r) = theme.cursor_marks();
        if state.picked {
            look.outer = Some((l, r, theme.cursor_bracket()));
        } else {
            look.marks = Some((l, r, theme.cursor_bracket()));
        }
        look.style = look.style.patch(theme.cursor());
    }
    look
}

/// Draws a point showing `state` at (`x`, `y`) with pieces of `size`.
pub fn draw(
    state: PointState,
    size: PieceSize,
    theme: &Theme,
    (x, y): (u16, u16),
    buf: &mut Buffer,
) {
    let look = look(state, theme);
    let style = look.style;
    let piece = look.piece;
    // A big piece takes columns (and rows) either side, and its marks move
    // out as far.
    let wide = match (size, piece) {
        (PieceSize::Large, Some(color)) if theme.large_piece(color).is_some() => {
            if let Some(rows) = theme.large_piece(color) {
                for (dy, row) in (0..).zip(rows) {
                    for (dx, c) in (0..).zip(row) {
                        put(
                            buf,
                            (x + dx).saturating_sub(2),
                            (y + dy).saturating_sub(1),
                            c,
                            style,
                        );
                    }
                }
            }
            2
        }
        (PieceSize::Wide | PieceSize::Large, Some(color)) if theme.big_piece(color).is_some() => {
            if let Some(cells) = theme.big_piece(color) {
                for (dx, c) in (0..).zip(cells) {
                    put(buf, (x + dx).saturating_sub(1), y, c, style);
                }
            }
            1
        }
        _ => {
            match look.glyph {
                Some(glyph) => put(buf, x, y, glyph, style),
                // The cursor on an empty point: the junction, restyled.
                None if state.cursor => {
                    if let Some(cell) = buf.cell_mut((x, y)) {
                        cell.set_style(style);
                    }
                }
                None => {}
            }
            0
        }
    };
    if let Some((l, r, mark_style)) = look.marks {
        put(buf, x - 1 - wide, y, l, mark_style);
        put(buf, x + 1 + wide, y, r, mark_style);
    }
    // Two columns out is still this point's: neighbours are at least four
    // columns apart and their marks one column out.
    if let Some((l, r, mark_style)) = look.outer {
        put(buf, x - 2 - wide, y, l, mark_style);
        put(buf, x + 2 + wide, y, r, mark_style);
    }
}

/// A point showing `state` with pieces of `size` (one row high), on a
/// crossing of the grid, as the board draws it: for the legend.
pub fn sample(state: PointState, size: PieceSize, theme: &Theme) -> Vec<Span<'static>> {
    let size = if size == PieceSize::Large {
        PieceSize::Wide
    } else {
        size
    };
    let width = 9;
    let mut buf = Buffer::empty(Rect::new(0, 0, width, 1));
    let centre = width / 2;
    put(
        &mut buf,
        centre,
        0,
        theme.junction(true, true, true, true),
        theme.grid(),
    );
    draw(state, size, theme, (centre, 0), &mut buf);
    cells(&buf)
}

/// The cells of a one-row buffer as spans, the blank ones either side left
/// out.
pub fn cells(buf: &Buffer) -> Vec<Span<'static>> {
    let all: Vec<_> = (0..buf.area.width)
        .filter_map(|x| buf.cell((x, 0)))
        .map(|cell| (cell.symbol().to_string(), cell.style()))
        .collect();
    let first = all.iter().position(|(s, _)| s != " ").unwrap_or(0);
    let last = all.iter().rposition(|(s, _)| s != " ").map_or(0, |i| i + 1);
    all.into_iter()
        .skip(first)
        .take(last.saturating_sub(first))
        .map(|(symbol, style)| Span::styled(symbol, style))
        .collect()
}
