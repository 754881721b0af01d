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
}

impl Board {
    /// The cursor in the middle of `variant`'s board, nothing picked up,
    /// Black at the bottom.
    pub fn new(variant: Variant) -> Board {
        Board {
            cursor: centre(variant),
            selected: None,
            flipped: false,
        }
    }

    /// Which point is where on the screen, for a board of `variant`.
    pub const fn orientation(&self, variant: Variant) -> Orientation {
        Orientation {
            size: variant.size(),
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

    /// Moves the cursor one point on the screen; it stops at the edge.
    pub fn step(&mut self, dir: Dir, variant: Variant) {
        let orientation = self.orientation(variant);
        let (row, column) = orientation.cell(self.cursor);
        let (row, column) = match dir {
            Dir::Up => (row.checked_sub(1), Some(column)),
            Dir::Down => (Some(row + 1), Some(column)),
            Dir::Left => (Some(row), column.checked_sub(1)),
            Dir::Right => (Some(row), Some(column + 1)),
        };
        if let Some(point) = row.zip(column).and_then(|(r, c)| orientation.point(r, c)) {
            self.cursor = point;
        }
    }
}

impl Board {
    /// Five-field: moves the cursor one point diagonally on the screen,
    /// `vertical` then `horizontal`; it stays where it is at an edge (never
    /// half a step) and in four-field, where nothing moves diagonally.
    pub fn step_diagonal(&mut self, vertical: Dir, horizontal: Dir, variant: Variant) {
        if variant != Variant::Five {
            return;
        }
        let from = self.cursor;
        self.step(vertical, variant);
        let half = self.cursor;
        self.step(horizontal, variant);
        if self.cursor == half || half == from {
            self.cursor = from;
        }
    }
}

/// The point in the middle of the board (rounded down and left).
pub fn centre(variant: Variant) -> Point {
    let size = variant.size();
    let mid = u32::from((size - 1) / 2);
    Point::from_index(mid * u32::from(size) + mid, size)
}
