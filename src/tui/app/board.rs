//! What the players do on the board besides moving: where the cursor is,
//! which piece is picked up, which way the board is turned.

use crate::rules::{Color, Point, Variant};
use crate::tui::action::Dir;
use crate::tui::layout::Orientation;

/// The board's state on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    /// The point under the cursor.
    pub cursor: Point,
    /// The picked-up piece.
    pub selected: Option<Point>,
    /// Whether White is at the bottom.
    pub flipped: bool,
    /// A move waiting for its player to choose which enemy piece it
    /// removes: where it comes from (`None`: the hand) and goes to.
    pub removing: Option<(Option<Point>, Point)>,
}

impl Board {
    /// The cursor in the middle of `variant`'s board, nothing picked up,
    /// Black at the bottom.
    pub fn new(variant: Variant) -> Board {
        Board {
            cursor: centre(variant),
            selected: None,
            flipped: false,
            removing: None,
        }
    }

    /// Which point is where on the screen, for a board of `variant`.
    pub const fn orientation(&self, variant: Variant) -> Orientation {
        Orientation {
            variant,
            flipped: self.flipped,
        }
    }

    /// The side at the bottom of the screen.
    pub const fn bottom(&self) -> Color {
        if self.flipped {
            Color::White
        } else {
            Color::Black
        }
    }

    /// Moves the cursor to the nearest point the arrow `dir` points to
    /// along the drawing: a point joined to it by a line that goes that way
    /// (within 45°), else the nearest point that way on the screen; it
    /// stays where it is when there is none (at the edge).
    pub fn step(&mut self, dir: Dir, variant: Variant) {
        let orientation = self.orientation(variant);
        let here = screen_place(orientation, self.cursor);
        let geometry = variant.geometry();
        let joined = |p: Point| {
            geometry.lines().iter().any(|line| {
                (line.a == self.cursor && line.b == p) || (line.b == self.cursor && line.a == p)
            })
        };
        // How far `p` is that way: (along, across) in grid places, if it is
        // that way at all.
        let away = |p: Point| {
            let (row, column) = screen_place(orientation, p);
            let (down, right) = (row - here.0, column - here.1);
            let (along, across) = match dir {
                Dir::Up => (-down, right),
                Dir::Down => (down, right),
                Dir::Left => (-right, down),
                Dir::Right => (right, down),
            };
            (along > 0).then_some((along, across.abs()))
        };
        // Nearer first: a step across counts three along; then the
        // first in reading order.
        let key = |p: &Point| {
            let (along, across) = away(*p).unwrap_or((i16::MAX / 4, 0));
            (along + 3 * across, orientation.cell(*p))
        };
        let points = geometry
            .points()
            .iter()
            .copied()
            .filter(|p| away(*p).is_some());
        let along_a_line = points
            .clone()
            .filter(|p| joined(*p) && away(*p).is_some_and(|(along, across)| across <= along))
            .min_by_key(key);
        if let Some(point) = along_a_line.or_else(|| points.min_by_key(key)) {
            self.cursor = point;
        }
    }
}

impl Board {
    /// Moves the cursor one place diagonally on the screen's grid,
    /// `vertical` then `horizontal`, to the point there; it stays where it
    /// is when there is none (at an edge: never half a step) and in a game
    /// whose pieces never go diagonally.
    pub fn step_diagonal(&mut self, vertical: Dir, horizontal: Dir, variant: Variant) {
        if !variant.steps_diagonally() {
            return;
        }
        let orientation = self.orientation(variant);
        let (row, column) = orientation.cell(self.cursor);
        let row = match vertical {
            Dir::Up => row.checked_sub(1),
            _ => row.checked_add(1),
        };
        let column = match horizontal {
            Dir::Left => column.checked_sub(1),
            _ => column.checked_add(1),
        };
        if let Some(point) = row.zip(column).and_then(|(r, c)| orientation.point(r, c)) {
            self.cursor = point;
        }
    }
}

/// Row and column of `point` on the screen's grid, signed for distances.
fn screen_place(orientation: Orientation, point: Point) -> (i16, i16) {
    let (row, column) = orientation.cell(point);
    (i16::from(row), i16::from(column))
}

/// The point in the middle of the board (rounded down and left).
pub fn centre(variant: Variant) -> Point {
    variant.centre()
}
