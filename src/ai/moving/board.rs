//! The 참고누 board as the moving-phase solver sees it: the neighbours and
//! the 곤 lines of each point as bit sets, and the board's 16 symmetries
//! (the square's eight turns and flips, each with or without swapping the
//! inner and the outer square), with byte tables that map a whole set at
//! once.

use std::sync::LazyLock;

use crate::rules::Variant;

/// Points on the board.
pub(super) const POINTS: usize = 24;
/// The board's symmetries.
pub(super) const SYMMETRIES: usize = 16;

/// All 24 points, as a set of bits.
pub(super) const ALL: u32 = (1 << 24) - 1;

/// A line no set of pieces holds (a point off the board).
const NO_LINE: u32 = 1 << 31;

/// The board, its lines and its symmetries.
pub(super) struct Board {
    /// The neighbours of each point.
    pub adj: [u32; POINTS],
    /// For each point, each 곤 line through it (a point off the board,
    /// never held, where a point has fewer lines).
    lines: [[u32; 3]; POINTS],
    /// `map[s][k][b]`: the image under symmetry `s` of the points of byte
    /// `k` that are set in `b`.
    map: Box<[[[u32; 256]; 3]; SYMMETRIES]>,
}

/// The board, built once.
pub(super) static BOARD: LazyLock<Board> = LazyLock::new(Board::new);

impl Board {
    fn new() -> Board {
        let geometry = Variant::Mill.geometry();
        let points = geometry.points();
        let mut adj = [0u32; POINTS];
        for (i, &p) in points.iter().enumerate() {
            adj[i] = geometry
                .neighbours(p)
                .filter_map(|q| geometry.index(q))
                .fold(0, |set, j| set | 1 << j);
        }
        let mut lines = [[NO_LINE; 3]; POINTS];
        for row in geometry.rows_of_three() {
            let line = row.iter().fold(0, |set, &q| set | 1 << q);
            for &p in &row {
                if let Some(slot) = lines[p].iter_mut().find(|s| **s == NO_LINE) {
                    *slot = line;
                }
            }
        }
        // A point's place relative to the centre d4 (file 3, rank 3), with
        // its ring: 3 the outer square, 1 the inner.
        let at = |i: usize| {
            let (x, y) = (
                i32::from(points[i].file()) - 3,
                i32::from(points[i].rank()) - 3,
            );
            (x, y, x.abs().max(y.abs()))
        };
        let index_of = |x: i32, y: i32| {
            (0..POINTS).find(|&j| {
                let (a, b, _) = at(j);
                (a, b) == (x, y)
            })
        };
        let mut perms = [[0u8; POINTS]; SYMMETRIES];
        for (s, perm) in perms.iter_mut().enumerate() {
            for (i, image) in perm.iter_mut().enumerate() {
                let (mut x, mut y, ring) = at(i);
                if s & 8 != 0 {
                    // Inner and outer squares swap; the middle one stays.
                    let to = 4 - ring;
                    (x, y) = (x / ring * to, y / ring * to);
                }
                for _ in 0..(s & 3) {
                    (x, y) = (-y, x);
                }
                if s & 4 != 0 {
                    x = -x;
                }
                *image = index_of(x, y).map_or(0, |j| j as u8);
            }
        }
        let mut map = Box::new([[[0u32; 256]; 3]; SYMMETRIES]);
        for (s, perm) in perms.iter().enumerate() {
            for (k, bytes) in map[s].iter_mut().enumerate() {
                for (b, image) in bytes.iter_mut().enumerate() {
                    *image = (0..8)
                        .filter(|bit| b >> bit & 1 != 0)
                        .fold(0, |set, bit| set | 1 << perm[k * 8 + bit]);
                }
            }
        }
        Board { adj, lines, map }
    }

    /// The image of the set `set` under symmetry `s`.
    #[inline(always)]
    pub fn image(&self, s: usize, set: u32) -> u32 {
        let m = &self.map[s];
        m[0][(set & 0xff) as usize]
            | m[1][(set >> 8 & 0xff) as usize]
            | m[2][(set >> 16 & 0xff) as usize]
    }

    /// Whether the pieces `own` make a 곤 through point `at` (one of
    /// them).
    #[inline(always)]
    pub fn makes_gon(&self, own: u32, at: u32) -> bool {
        let [a, b, c] = self.lines[at as usize];
        // Without branches: which line it is is not to be predicted.
        (own & a == a) | (own & b == b) | (own & c == c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sixteen_symmetries_keep_lines_and_lines_of_three() {
        let board = &*BOARD;
        let rows = Variant::Mill.geometry().rows_of_three();
        let mut images = std::collections::HashSet::new();
        for s in 0..SYMMETRIES {
            for i in 0..POINTS {
                let image = board.image(s, 1 << i).trailing_zeros() as usize;
                assert_eq!(board.image(s, board.adj[i]), board.adj[image], "sym {s}");
            }
            for row in &rows {
                let set = row.iter().fold(0u32, |set, &p| set | 1 << p);
                let image = board.image(s, set);
                assert!(
                    rows.iter()
                        .any(|r| r.iter().fold(0u32, |set, &p| set | 1 << p) == image)
                );
            }
            assert_eq!(board.image(s, 0x00ff_ffff), 0x00ff_ffff);
            images.insert(board.image(s, 0b1011_0110_0001));
        }
        assert_eq!(images.len(), SYMMETRIES, "all sixteen differ");
        assert_eq!(rows.len(), 20);
    }
}
