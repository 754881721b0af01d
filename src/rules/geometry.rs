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
        static WELL: LazyLock<Geometry> = LazyLock::new(well);
        static PUMPKIN: LazyLock<Geometry> = LazyLock::new(pumpkin);
        static LINE: LazyLock<Geometry> = LazyLock::new(|| Geometry::square(Variant::Line));
        static MILL: LazyLock<Geometry> = LazyLock::new(mill);
        match variant {
            Variant::Five => &FIVE,
            Variant::Four => &FOUR,
            Variant::Well => &WELL,
            Variant::Pumpkin => &PUMPKIN,
            Variant::Line => &LINE,
            Variant::Mill => &MILL,
        }
    }

    /// A board drawn on `files` × `ranks` grid places: its points in bit
    /// order and its lines, each written as two point names.
    fn drawn(
        files: u8,
        ranks: u8,
        points: &[&[u8; 2]],
        lines: &[(&[u8; 2], &[u8; 2], Shape)],
    ) -> Geometry {
        Geometry {
            files,
            ranks,
            points: points.iter().map(|&n| Point::named(n)).collect(),
            lines: lines
                .iter()
                .map(|&(a, b, shape)| Line {
                    a: Point::named(a),
                    b: Point::named(b),
                    shape,
                })
                .collect(),
            wells: Vec::new(),
            homes: [Vec::new(), Vec::new()],
        }
    }

    /// The grid places of `rank` (0 = rank 1) that are points, left to right.
    pub fn rank_points(&self, rank: u8) -> impl Iterator<Item = Point> + '_ {
        let mut on: Vec<Point> = self
            .points
            .iter()
            .copied()
            .filter(|p| p.rank() == rank)
            .collect();
        on.sort_unstable_by_key(|p| p.file());
        on.into_iter()
    }

    /// How many points each rank has, from the top rank down (ranks with no
    /// point left out): the shape of the position notation.
    pub fn rank_shape(&self) -> Vec<usize> {
        (0..self.ranks)
            .rev()
            .map(|r| self.rank_points(r).count())
            .filter(|&n| n > 0)
            .collect()
    }

    /// Every straight row of three points, each joined to the next by a
    /// line (the mill's 곤 lines; the rows of a square board), as indices
    /// in [`Geometry::points`], the middle point in the middle.
    pub fn rows_of_three(&self) -> Vec<[usize; 3]> {
        let mut rows = Vec::new();
        for (b, &mid) in self.points.iter().enumerate() {
            let around: Vec<Point> = self.neighbours(mid).collect();
            for (i, &a) in around.iter().enumerate() {
                for &c in &around[i + 1..] {
                    let straight = u16::from(a.file()) + u16::from(c.file())
                        == 2 * u16::from(mid.file())
                        && u16::from(a.rank()) + u16::from(c.rank()) == 2 * u16::from(mid.rank());
                    if let (true, Some(a), Some(c)) = (straight, self.index(a), self.index(c)) {
                        rows.push([a.min(c), b, a.max(c)]);
                    }
                }
            }
        }
        rows
    }

    /// The points joined to `point` by a line.
    pub fn neighbours(&self, point: Point) -> impl Iterator<Item = Point> + '_ {
        self.lines.iter().filter_map(move |l| {
            if l.a == point {
                Some(l.b)
            } else if l.b == point {
                Some(l.a)
            } else {
                None
            }
        })
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
            Variant::Four | Variant::Well | Variant::Pumpkin | Variant::Line | Variant::Mill => {
                Vec::new()
            }
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

use Shape::{Arc, Straight};

/// 우물고누: the corners of a square and its centre; the left side is the well.
fn well() -> Geometry {
    let mut g = Geometry::drawn(
        3,
        3,
        &[b"a1", b"c1", b"b2", b"a3", b"c3"],
        &[
            (b"a3", b"c3", Straight),
            (b"c3", b"c1", Straight),
            (b"c1", b"a1", Straight),
            (b"b2", b"a1", Straight),
            (b"b2", b"c1", Straight),
            (b"b2", b"a3", Straight),
            (b"b2", b"c3", Straight),
        ],
    );
    g.wells = vec![(Point::named(b"a3"), Point::named(b"a1"))];
    g
}

/// 호박고누: two home rows and the pumpkin's circle, cross and stems.
fn pumpkin() -> Geometry {
    let mut g = Geometry::drawn(
        5,
        5,
        &[
            b"a1", b"c1", b"e1", b"c2", b"b3", b"c3", b"d3", b"c4", b"a5", b"c5", b"e5",
        ],
        &[
            (b"a1", b"c1", Straight),
            (b"c1", b"e1", Straight),
            (b"a5", b"c5", Straight),
            (b"c5", b"e5", Straight),
            (b"c1", b"c2", Straight),
            (b"c4", b"c5", Straight),
            (b"c3", b"c2", Straight),
            (b"c3", b"b3", Straight),
            (b"c3", b"d3", Straight),
            (b"c3", b"c4", Straight),
            (b"c4", b"d3", Arc),
            (b"d3", b"c2", Arc),
            (b"c2", b"b3", Arc),
            (b"b3", b"c4", Arc),
        ],
    );
    let row = |r: &[u8; 1]| {
        [b'a', b'c', b'e']
            .map(|f| Point::named(&[f, r[0]]))
            .to_vec()
    };
    g.homes = [row(b"1"), row(b"5")];
    g
}

/// 참고누: three squares, their midpoints joined across, their corners
/// joined by diagonals.
fn mill() -> Geometry {
    const POINTS: [&[u8; 2]; 24] = [
        b"a1", b"d1", b"g1", b"b2", b"d2", b"f2", b"c3", b"d3", b"e3", b"a4", b"b4", b"c4", b"e4",
        b"f4", b"g4", b"c5", b"d5", b"e5", b"b6", b"d6", b"f6", b"a7", b"d7", b"g7",
    ];
    let mut lines = Vec::new();
    for three in super::mill::LINES_OF_THREE {
        let [a, b, c] = three.map(|i| POINTS[usize::from(i)]);
        lines.push((a, b, Straight));
        lines.push((b, c, Straight));
    }
    Geometry::drawn(7, 7, &POINTS, &lines)
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
