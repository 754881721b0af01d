//! Moves backwards, for the retrograde solvers of the small gonu games:
//! every position one move before a given one. Each candidate is made by
//! taking back a step of the side that just moved (and, in line kono,
//! putting back what it may have captured) and kept only if the move
//! played forward gives the position again.

use std::ops::ControlFlow;

use arrayvec::ArrayVec;

use super::graph::{Graph, point_at};
use super::{Move, Position, RuleOptions, Variant};

/// Line kono: the sets of pieces of the side to move that a step of the
/// other side onto bit `to` may have captured, with `mover` the other
/// side's pieces after the step and `empty` the empty points.
fn restorable(to: u32, mover: u32, empty: u32) -> ArrayVec<u32, 9> {
    let (file, rank) = ((to % 4) as i32, (to / 4) as i32);
    // On 4 x 4 at most two directions reach two points beyond, and a
    // direction restores one piece or two, never both ways (the second
    // point is the mover's or empty): at most 2 * 2 sets.
    let mut sets = ArrayVec::new();
    sets.push(0);
    for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
        let bit = |k: i32| {
            let (f, r) = (file + df * k, rank + dr * k);
            if (0..4).contains(&f) && (0..4).contains(&r) {
                1u32 << (r * 4 + f)
            } else {
                0
            }
        };
        let (a, b, c) = (bit(1), bit(2), bit(3));
        let option = if a & empty == 0 {
            0
        } else if b & mover != 0 {
            a
        } else if b & empty != 0 && c & mover != 0 {
            a | b
        } else {
            0
        };
        if option != 0 {
            for i in 0..sets.len() {
                let _ = sets.try_push(sets[i] | option);
            }
        }
    }
    sets
}

impl Position {
    /// Calls `f` with every position one legal move before this one (the
    /// other side to move there) and that move, for the games a solver
    /// works backwards through: well, pumpkin and line kono. None for the
    /// other games. A well kono position never counts the game's opening
    /// ban: it is a position set up, not a game's start.
    pub fn for_each_parent<B>(
        &self,
        options: &RuleOptions,
        mut f: impl FnMut(Move, Position) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        let variant = self.variant;
        if !variant.is_small() {
            return ControlFlow::Continue(());
        }
        let graph = Graph::of(variant);
        let empty = variant.board() & !(self.own | self.enemy);
        let mut movers = self.enemy;
        while movers != 0 {
            let to = movers.trailing_zeros();
            movers &= movers - 1;
            let mut froms = graph.adj[to as usize] & empty;
            while froms != 0 {
                let from = froms.trailing_zeros();
                froms &= froms - 1;
                let mv = Move::Step {
                    from: point_at(variant, from),
                    to: point_at(variant, to),
                };
                let back = self.enemy & !(1 << to) | 1 << from;
                let restores = match variant {
                    Variant::Line => restorable(to, self.enemy, empty & !(1 << from)),
                    Variant::Five
                    | Variant::Four
                    | Variant::Well
                    | Variant::Pumpkin
                    | Variant::Mill => ArrayVec::from_iter([0]),
                };
                for restored in restores {
                    let parent = Position {
                        own: back,
                        enemy: self.own | restored,
                        to_move: self.to_move.opponent(),
                        ..*self
                    };
                    // The step forward must capture exactly what was put
                    // back, leave the side that moved in it at least two
                    // pieces (line kono), and keep the pumpkin's home rules.
                    let fits = match variant {
                        Variant::Line => {
                            let theirs = self.own | restored;
                            (2..=4).contains(&theirs.count_ones())
                                && super::line::caught(to, self.enemy, theirs) == restored
                        }
                        Variant::Pumpkin => parent.is_legal(mv, options),
                        Variant::Five | Variant::Four | Variant::Well | Variant::Mill => true,
                    };
                    if !fits {
                        continue;
                    }
                    f(mv, parent)?;
                }
            }
        }
        ControlFlow::Continue(())
    }
}
