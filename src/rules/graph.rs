//! The gonu boards as bit sets: each point's neighbours along the lines,
//! made once from [`Geometry`], for the move generators of the four gonu
//! games.

use std::sync::LazyLock;

use super::{Geometry, Point, Variant};

/// A board's lines as neighbour sets: bit `i` is the point
/// `Geometry::points()[i]`.
pub(super) struct Graph {
    /// The neighbours of each point, by bit.
    pub adj: [u32; 32],
}

impl Graph {
    /// The graph of `variant` (for the four gonu games; five- and
    /// four-field's generator has its own shifts, so theirs go unused).
    pub fn of(variant: Variant) -> &'static Graph {
        static FIVE: LazyLock<Graph> = LazyLock::new(|| Graph::new(Variant::Five));
        static FOUR: LazyLock<Graph> = LazyLock::new(|| Graph::new(Variant::Four));
        static WELL: LazyLock<Graph> = LazyLock::new(|| Graph::new(Variant::Well));
        static PUMPKIN: LazyLock<Graph> = LazyLock::new(|| Graph::new(Variant::Pumpkin));
        static LINE: LazyLock<Graph> = LazyLock::new(|| Graph::new(Variant::Line));
        static MILL: LazyLock<Graph> = LazyLock::new(|| Graph::new(Variant::Mill));
        match variant {
            Variant::Well => &WELL,
            Variant::Pumpkin => &PUMPKIN,
            Variant::Line => &LINE,
            Variant::Mill => &MILL,
            Variant::Five => &FIVE,
            Variant::Four => &FOUR,
        }
    }

    fn new(variant: Variant) -> Graph {
        let geometry = Geometry::of(variant);
        let mut adj = [0; 32];
        for line in geometry.lines() {
            if let (Some(a), Some(b)) = (geometry.index(line.a), geometry.index(line.b)) {
                adj[a] |= 1 << b;
                adj[b] |= 1 << a;
            }
        }
        Graph { adj }
    }

    /// Calls `f(from, to)` (bit indices) for every step of the pieces `own`
    /// onto the `empty` points, lowest `from` first.
    #[inline]
    pub fn steps<B>(
        &self,
        own: u32,
        empty: u32,
        mut f: impl FnMut(u32, u32) -> std::ops::ControlFlow<B>,
    ) -> std::ops::ControlFlow<B> {
        let mut rest = own;
        while rest != 0 {
            let from = rest.trailing_zeros();
            rest &= rest - 1;
            let mut dest = self.adj[from as usize] & empty;
            while dest != 0 {
                let to = dest.trailing_zeros();
                dest &= dest - 1;
                f(from, to)?;
            }
        }
        std::ops::ControlFlow::Continue(())
    }
}

/// The point of bit `index` on the board of `variant`.
pub(super) fn point_at(variant: Variant, index: u32) -> Point {
    let points = Geometry::of(variant).points();
    points
        .get(index as usize)
        .copied()
        .unwrap_or(Point::named(b"a1"))
}

/// The bit of `point` on the board of `variant`, if it is a point there.
pub(super) fn bit_of(variant: Variant, point: Point) -> Option<u32> {
    match variant {
        Variant::Five | Variant::Four => point
            .on_board(variant.size())
            .then(|| point.bit(variant.size())),
        Variant::Well | Variant::Pumpkin | Variant::Line | Variant::Mill => {
            Geometry::of(variant).index(point).map(|i| 1 << i)
        }
    }
}
