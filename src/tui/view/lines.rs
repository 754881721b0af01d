//! The board's drawing from the game's geometry: every line between two
//! points (along a rank or a file, slanted, or bent as an arc), the
//! junction at each point, the sides drawn as a well, and each side's home
//! in its colour.

use ratatui::buffer::Buffer;
use ratatui::style::Style;

use crate::rules::{Color, Geometry, Line, Point, Shape};
use crate::tui::layout::Grid;
use crate::tui::theme::Theme;

use super::paint::put;

/// Which ways the drawing leaves a point.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Leaving {
    up: bool,
    down: bool,
    left: bool,
    right: bool,
    slanted: bool,
}

/// A screen cell, signed for the arithmetic of drawing.
type Cell = (i32, i32);

/// Draws `geometry`'s lines, junctions and wells on the grid `g`.
pub fn draw(geometry: &Geometry, g: &Grid, theme: &Theme, buf: &mut Buffer) {
    let cell = |p: Point| {
        let (x, y) = g.cell_of(p);
        (i32::from(x), i32::from(y))
    };
    let rows = i32::from(g.orientation.rows()) - 1;
    let columns = i32::from(g.orientation.columns()) - 1;
    let middle = (
        2 * i32::from(g.x) + columns * i32::from(g.step_x),
        2 * i32::from(g.y) + rows * i32::from(g.step_y),
    );
    let mut leaving = vec![Leaving::default(); geometry.points().len()];
    for line in geometry.lines() {
        let owner = shared_home(geometry, line);
        let style = owner.map_or_else(|| theme.grid(), |color| theme.camp(color));
        let pen = Pen {
            theme,
            style,
            home: owner.is_some(),
        };
        let (a, b) = (cell(line.a), cell(line.b));
        let corner = match line.shape {
            Shape::Arc if a.0 != b.0 && a.1 != b.1 => Some(farther(middle, (a.0, b.1), (b.0, a.1))),
            _ => None,
        };
        match corner {
            Some(k) => {
                pen.straight(a, k, buf);
                pen.straight(k, b, buf);
                pen.corner(k, [a, b], buf);
            }
            None => pen.straight(a, b, buf),
        }
        for (end, other) in [(line.a, b), (line.b, a)] {
            let from = cell(end);
            let towards = corner.unwrap_or(other);
            if let Some(i) = geometry.index(end) {
                leaving[i].add(from, towards);
            }
        }
    }
    for (i, &p) in geometry.points().iter().enumerate() {
        let (x, y) = g.cell_of(p);
        let (glyph, style) = match geometry.home_of(p) {
            Some(owner) => (theme.camp_mark(), theme.camp(owner)),
            None => (leaving[i].junction(theme), theme.grid()),
        };
        put(buf, x, y, glyph, style);
    }
    for &(a, b) in geometry.wells() {
        let ((ax, ay), (bx, by)) = (g.cell_of(a), g.cell_of(b));
        let (x, y) = (ax.midpoint(bx), ay.midpoint(by));
        for (dx, c) in (0..).zip(theme.well()) {
            put(buf, (x + dx).saturating_sub(1), y, c, theme.grid());
        }
    }
}

/// The side whose home holds both ends of `line`, if one does.
fn shared_home(geometry: &Geometry, line: &Line) -> Option<Color> {
    let owner = geometry.home_of(line.a)?;
    (geometry.home_of(line.b) == Some(owner)).then_some(owner)
}

/// Of two cells, the one farther from `middle` (given doubled, so that it
/// may fall between cells).
fn farther(middle: Cell, one: Cell, other: Cell) -> Cell {
    let distance = |(x, y): Cell| (2 * x - middle.0).pow(2) + (2 * y - middle.1).pow(2);
    if distance(other) > distance(one) {
        other
    } else {
        one
    }
}

impl Leaving {
    /// Notes the drawing leaving `from` towards `to`.
    fn add(&mut self, from: Cell, to: Cell) {
        match (to.0.cmp(&from.0), to.1.cmp(&from.1)) {
            (std::cmp::Ordering::Equal, std::cmp::Ordering::Less) => self.up = true,
            (std::cmp::Ordering::Equal, _) => self.down = true,
            (std::cmp::Ordering::Less, std::cmp::Ordering::Equal) => self.left = true,
            (_, std::cmp::Ordering::Equal) => self.right = true,
            _ => self.slanted = true,
        }
    }

    /// The glyph where these lines meet.
    fn junction(self, theme: &Theme) -> char {
        let straight = [self.up, self.down, self.left, self.right]
            .into_iter()
            .filter(|&on| on)
            .count();
        if straight < 2 && !theme.ascii {
            return theme.end_point(straight == 0 && self.slanted);
        }
        theme.junction(self.up, self.down, self.left, self.right)
    }
}

/// How one line is drawn: its glyphs' theme, its style, whether it lies in
/// a home (doubled).
struct Pen<'a> {
    theme: &'a Theme,
    style: Style,
    home: bool,
}

impl Pen<'_> {
    /// The cells strictly between `a` and `b`: across, down, or slanted
    /// (one cell a row, as near the straight line as the cells allow).
    fn straight(&self, a: Cell, b: Cell, buf: &mut Buffer) {
        let (camp_h, camp_v) = self.theme.camp_lines();
        if a.1 == b.1 {
            let glyph = if self.home {
                camp_h
            } else {
                self.theme.hline()
            };
            for x in a.0.min(b.0) + 1..a.0.max(b.0) {
                self.put(buf, (x, a.1), glyph);
            }
        } else if a.0 == b.0 {
            let glyph = if self.home {
                camp_v
            } else {
                self.theme.vline()
            };
            for y in a.1.min(b.1) + 1..a.1.max(b.1) {
                self.put(buf, (a.0, y), glyph);
            }
        } else {
            // Rising to the right on the screen: up as it goes right.
            let rising = (b.0 > a.0) == (b.1 < a.1);
            let glyph = self.theme.slant(rising);
            let rows = (b.1 - a.1).abs();
            for i in 1..rows {
                let y = a.1 + i * (b.1 - a.1).signum();
                let x = a.0 + (i * (b.0 - a.0) + (b.0 - a.0).signum() * rows / 2) / rows;
                self.put(buf, (x, y), glyph);
            }
        }
    }

    /// The bend of an arc at `k`, between its two ends.
    fn corner(&self, k: Cell, ends: [Cell; 2], buf: &mut Buffer) {
        let up = ends.iter().any(|e| e.0 == k.0 && e.1 < k.1);
        let left = ends.iter().any(|e| e.1 == k.1 && e.0 < k.0);
        self.put(buf, k, self.theme.bend(up, left));
    }

    fn put(&self, buf: &mut Buffer, (x, y): Cell, glyph: char) {
        if let (Ok(x), Ok(y)) = (u16::try_from(x), u16::try_from(y)) {
            put(buf, x, y, glyph, self.style);
        }
    }
}
