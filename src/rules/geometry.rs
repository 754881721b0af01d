//! Each game's board as data: its points, the lines drawn between them, the
//! sides drawn as a well, and the points drawn as a side's home. The front
//! end draws, labels and walks every board from this, so it never names a
//! game.

use std::sync::LazyLock;

use super::{Color, Point, Variant, points};

/// How a line between two neighbouring points is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// A straight segment: along a rank, a file, or a diagonal.
    Straight,
    /// A quarter circle bending away from the board's centre (the
    /// pumpkin's circle).
    Arc,
}

/// One drawn line between two points that are neighbours on the paper.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Line {
    /// One end.
    pub a: Point,
    /// The other end.
    pub b: Point,
    /// How it is drawn.
    pub shape: Shape,
}

/// A game's board: a grid of `files` × `ranks` places, of which the
/// [`points`](Geometry::points) exist, joined by [`lines`](Geometry::lines).
///
/// A point's index in [`points`](Geometry::points) is its bit in the
/// position's bit sets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Geometry {
    files: u8,
    ranks: u8,
    points: Vec<Point>,
    lines: Vec<Line>,
    wells: Vec<(Point, Point)>,
    homes: [Vec<Point>; 2],
}

impl Geometry {
    /// The board of `variant`, built once.
    pub fn of(variant: Variant) -> &'static Geometry {
        static FIVE: LazyLock<Geometry> = LazyLock::new(|| Geometry::square(Variant::Five));
        static FOUR: LazyLock<Geometry> = LazyLock::new(|| Geometry::square(Variant::Four));
        match variant {
            Variant::Five => &FIVE,
            Variant::Four => &FOUR,
        }
    }

    /// A full square grid with its rank and file lines: the board of five-
    /// and four-field kono. Five-field draws each side's camp as its home.
    fn square(variant: Variant) -> Geometry {
        let size = variant.size();
        let points: Vec<Point> = points(variant.board(), size).collect();
        let mut lines = Vec::new();
        for &p in &points {
            for (df, dr) in [(1, 0), (0, 1)] {
                if let Some(q) = p.offset(df, dr, size) {
                    lines.push(Line {
                        a: p,
                        b: q,
                        shape: Shape::Straight,
                    });
                }
            }
        }
        let home = |color| match variant {
            Variant::Five => points_of(variant.camp(color), size),
            Variant::Four => Vec::new(),
        };
        Geometry {
            files: size,
            ranks: size,
            points,
            lines,
            wells: Vec::new(),
            homes: [home(Color::Black), home(Color::White)],
        }
    }

    /// Grid places across (files `a`, `b`, …).
    pub const fn files(&self) -> u8 {
        self.files
    }

    /// Grid places up (ranks `1`, `2`, …).
    pub const fn ranks(&self) -> u8 {
        self.ranks
    }

    /// Every point of the board, in bit order.
    pub fn points(&self) -> &[Point] {
        &self.points
    }

    /// The index (bit) of `point`, if it is a point of this board.
    pub fn index(&self, point: Point) -> Option<usize> {
        self.points.iter().position(|&p| p == point)
    }

    /// Whether `point` is a point of this board.
    pub fn contains(&self, point: Point) -> bool {
        self.index(point).is_some()
    }

    /// Every drawn line, each once.
    pub fn lines(&self) -> &[Line] {
        &self.lines
    }

    /// Sides of the board drawn as a well: no line, no move across.
    pub fn wells(&self) -> &[(Point, Point)] {
        &self.wells
    }

    /// The points drawn as `color`'s home (five-field's camps, the
    /// pumpkin's home rows); empty where a game has none.
    pub fn home(&self, color: Color) -> &[Point] {
        match color {
            Color::Black => &self.homes[0],
            Color::White => &self.homes[1],
        }
    }

    /// Whose home `point` is, if anyone's.
    pub fn home_of(&self, point: Point) -> Option<Color> {
        [Color::Black, Color::White]
            .into_iter()
            .find(|&c| self.home(c).contains(&point))
    }
}

fn points_of(set: u32, size: u8) -> Vec<Point> {
    points(set, size).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_boards_have_every_grid_line() {
        let five = Geometry::of(Variant::Five);
        assert_eq!(five.points().len(), 25);
        assert_eq!(five.lines().len(), 2 * 5 * 4);
        assert_eq!(five.home(Color::Black).len(), 7);
        let four = Geometry::of(Variant::Four);
        assert_eq!(four.points().len(), 16);
        assert_eq!(four.lines().len(), 2 * 4 * 3);
        assert!(four.home(Color::White).is_empty());
        let c3: Point = "c3".parse().unwrap_or_else(|_| unreachable!());
        assert_eq!(four.index(c3), Some(10));
    }
}
