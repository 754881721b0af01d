//! Points of the board (`c3`), and bit sets of points.

use std::fmt;
use std::str::FromStr;

use super::RuleError;

/// The largest board side kono uses (the mill's 7 × 7 grid places).
pub const MAX_SIZE: u8 = 7;

/// A point where two lines of the board cross, named by its file letter and
/// rank digit: `a1` is the bottom-left point.
///
/// A `Point` knows nothing of the board size; [`Point::index`] and
/// [`Point::on_board`] take it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point {
    file: u8,
    rank: u8,
}

impl Point {
    /// The point on `file` (0 = `a`) and `rank` (0 = rank 1), if both are
    /// below [`MAX_SIZE`].
    pub const fn new(file: u8, rank: u8) -> Option<Point> {
        if file < MAX_SIZE && rank < MAX_SIZE {
            Some(Point { file, rank })
        } else {
            None
        }
    }

    /// The point named by the two letters of `name` (`b"c3"`), for boards
    /// written in the source; unchecked beyond keeping below [`MAX_SIZE`].
    pub(super) const fn named(name: &[u8; 2]) -> Point {
        Point {
            file: name[0].wrapping_sub(b'a') % MAX_SIZE,
            rank: name[1].wrapping_sub(b'1') % MAX_SIZE,
        }
    }

    /// The point with bit index `index` on a board of `size` × `size`.
    pub const fn from_index(index: u32, size: u8) -> Point {
        Point {
            file: (index % size as u32) as u8,
            rank: (index / size as u32) as u8,
        }
    }

    /// The file, counting from 0 for `a`.
    pub const fn file(self) -> u8 {
        self.file
    }

    /// The rank, counting from 0 for rank 1.
    pub const fn rank(self) -> u8 {
        self.rank
    }

    /// The point's bit index on a board of `size` × `size`: `rank * size + file`.
    pub const fn index(self, size: u8) -> u32 {
        self.rank as u32 * size as u32 + self.file as u32
    }

    /// Whether the point lies on a board of `size` × `size`.
    pub const fn on_board(self, size: u8) -> bool {
        self.file < size && self.rank < size
    }

    /// The point's one-bit set on a board of `size` × `size`.
    pub const fn bit(self, size: u8) -> u32 {
        1 << self.index(size)
    }

    /// Whether file + rank is even (counting `a1` as 1 + 1). In five-field
    /// kono a piece never leaves its colour class.
    pub const fn is_even(self) -> bool {
        (self.file + self.rank).is_multiple_of(2)
    }

    /// The point `df` files and `dr` ranks away, if it lies on a board of `size`.
    pub fn offset(self, df: i8, dr: i8, size: u8) -> Option<Point> {
        let file = self.file.checked_add_signed(df)?;
        let rank = self.rank.checked_add_signed(dr)?;
        let p = Point { file, rank };
        p.on_board(size).then_some(p)
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file) as char, self.rank + 1)
    }
}

impl FromStr for Point {
    type Err = RuleError;

    /// Parses `c3` (any letter case, surrounding spaces ignored).
    fn from_str(s: &str) -> Result<Point, RuleError> {
        let bad = || RuleError::BadPoint(s.trim().to_string());
        let t = s.trim().as_bytes();
        let [f, r] = t else { return Err(bad()) };
        let file = f.to_ascii_lowercase().wrapping_sub(b'a');
        let rank = r.wrapping_sub(b'1');
        Point::new(file, rank).ok_or_else(bad)
    }
}

/// The points of a bit set, lowest index first, on a board of `size`.
pub fn points(mut set: u32, size: u8) -> impl Iterator<Item = Point> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let index = set.trailing_zeros();
        set &= set - 1;
        Some(Point::from_index(index, size))
    })
}
