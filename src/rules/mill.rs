//! 참고누, the mill game: 12 pieces a side placed one by one on 24 points,
//! then stepped along the lines. A move that makes a 곤 (three in a line)
//! removes one enemy piece; during the placing its point is marked until
//! the placing ends. Two pieces left (board and hand) or no move loses.

use std::ops::ControlFlow;
use std::sync::LazyLock;

use super::gonu::{Family, stepped};
use super::graph::{Graph, point_at};
use super::{Color, Move, Position, PositionError, RuleError, RuleOptions, Variant};

use super::variant::{MILL_LOSING_COUNT as LOSING_COUNT, MILL_PIECES as PIECES};

/// The 20 lines of three points (bits, the middle point in the middle):
/// the squares' sides, the cross lines, the corner diagonals. Bits: a1 d1
/// g1 b2 d2 f2 c3 d3 e3 a4 b4 c4 e4 f4 g4 c5 d5 e5 b6 d6 f6 a7 d7 g7.
pub(super) const LINES_OF_THREE: [[u8; 3]; 20] = [
    [0, 1, 2],
    [21, 22, 23],
    [0, 9, 21],
    [2, 14, 23],
    [3, 4, 5],
    [18, 19, 20],
    [3, 10, 18],
    [5, 13, 20],
    [6, 7, 8],
    [15, 16, 17],
    [6, 11, 15],
    [8, 12, 17],
    [1, 4, 7],
    [9, 10, 11],
    [12, 13, 14],
    [16, 19, 22],
    [0, 3, 6],
    [2, 5, 8],
    [21, 18, 15],
    [23, 20, 17],
];

/// For each point, the other two points of each line through it (bits;
/// 0 where a point has fewer lines).
static THROUGH: LazyLock<[[u32; 3]; 24]> = LazyLock::new(|| {
    let mut through = [[0; 3]; 24];
    for line in LINES_OF_THREE {
        for &p in &line {
            let others = line
                .iter()
                .filter(|&&q| q != p)
                .fold(0, |set, &q| set | 1 << q);
            if let Some(slot) = through[usize::from(p)].iter_mut().find(|s| **s == 0) {
                *slot = others;
            }
        }
    }
    through
});

/// Whether the pieces `own` make a 곤 through the bit `at`.
#[inline]
pub(super) fn makes_gon(own: u32, at: u32) -> bool {
    THROUGH[at as usize]
        .iter()
        .any(|&others| others != 0 && own & others == others)
}

/// The points of each 곤 the mover makes in `position` by bringing a
/// piece from `from` (`None`: from the hand) to `to`, `to` among them;
/// empty when it makes none (or the game is not the mill).
pub fn gon_points(
    position: &Position,
    from: Option<super::Point>,
    to: super::Point,
) -> Vec<super::Point> {
    let variant = position.variant();
    let bit = |p| super::graph::bit_of(variant, p);
    let Some(placed) = bit(to).filter(|_| variant == Variant::Mill) else {
        return Vec::new();
    };
    let leaving = from.and_then(bit).unwrap_or(0);
    let own = (position.own() & !leaving) | placed;
    let at = placed.trailing_zeros();
    let mut bits = THROUGH[at as usize]
        .iter()
        .filter(|&&others| others != 0 && own & others == others)
        .fold(0u32, |set, &others| set | others);
    if bits == 0 {
        return Vec::new();
    }
    bits |= placed;
    (0..24)
        .filter(|b| bits >> b & 1 == 1)
        .map(|b| point_at(variant, b))
        .collect()
}

/// The mill's rules.
pub(super) struct Mill;

impl Mill {
    /// The child after the side to move puts a piece on bit `to` (from bit
    /// `from`, or from hand) and removes the enemy bits `removed`.
    #[inline]
    fn after(pos: &Position, from: Option<u32>, to: u32, removed: u32) -> Position {
        let mut hand = pos.hands[0];
        let mut child = match from {
            // From hand: `stepped` with `from == to` adds the piece.
            Some(from) => stepped(pos, from, to, removed),
            None => {
                hand -= 1;
                stepped(pos, to, to, removed)
            }
        };
        child.hands = [pos.hands[1], hand];
        child.marks = if hand > 0 || pos.hands[1] > 0 {
            pos.marks | removed
        } else {
            0
        };
        child
    }

    /// Calls `f` with the move of a piece from `from` (bit, or hand) to
    /// `to`, once per enemy piece it may remove when it makes a 곤.
    #[inline]
    fn each_removal<B>(
        pos: &Position,
        from: Option<u32>,
        to: u32,
        f: &mut impl FnMut(Move, Position) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        let own = from.map_or(pos.own, |b| pos.own & !(1 << b)) | 1 << to;
        let to_point = point_at(Variant::Mill, to);
        let mv = match from {
            Some(b) => Move::Step {
                from: point_at(Variant::Mill, b),
                to: to_point,
            },
            None => Move::Place {
                to: to_point,
                remove: None,
            },
        };
        if pos.enemy == 0 || !makes_gon(own, to) {
            return f(mv, Mill::after(pos, from, to, 0));
        }
        let mut enemies = pos.enemy;
        while enemies != 0 {
            let r = enemies.trailing_zeros();
            enemies &= enemies - 1;
            let with = mv.with_removal(Some(point_at(Variant::Mill, r)));
            f(with, Mill::after(pos, from, to, 1 << r))?;
        }
        ControlFlow::Continue(())
    }

    /// The bits of a move: (from or hand, to, removed).
    fn bits(pos: &Position, mv: Move) -> Option<(Option<u32>, u32, u32)> {
        let bit = |p| pos.bit(p).map(u32::trailing_zeros);
        let from = match mv.from() {
            Some(p) => Some(bit(p)?),
            None => None,
        };
        let removed = match mv.removed() {
            Some(p) => pos.bit(p)?,
            None => 0,
        };
        Some((from, bit(mv.to()?)?, removed))
    }
}

impl Family for Mill {
    #[inline]
    fn children<B>(
        pos: &Position,
        _: &RuleOptions,
        mut f: impl FnMut(Move, Position) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        if pos.own.count_ones() + u32::from(pos.hands[0]) <= LOSING_COUNT {
            return ControlFlow::Continue(());
        }
        let occupied = pos.own | pos.enemy;
        if pos.hands[0] > 0 {
            let mut free = Variant::Mill.board() & !(occupied | pos.marks);
            while free != 0 {
                let to = free.trailing_zeros();
                free &= free - 1;
                Mill::each_removal(pos, None, to, &mut f)?;
            }
            return ControlFlow::Continue(());
        }
        let empty = Variant::Mill.board() & !occupied;
        Graph::of(Variant::Mill).steps(pos.own, empty, |from, to| {
            Mill::each_removal(pos, Some(from), to, &mut f)
        })
    }

    fn play(pos: &Position, mv: Move) -> Position {
        match Mill::bits(pos, mv.as_mill()) {
            Some((from, to, removed)) => Mill::after(pos, from, to, removed),
            None => *pos,
        }
    }

    fn check(pos: &Position) -> Result<(), PositionError> {
        let total = |c: Color| pos.count(c) + pos.hand(c);
        for color in [Color::Black, Color::White] {
            let count = total(color);
            if count > u32::from(PIECES) {
                return Err(PositionError::TooManyPieces {
                    variant: Variant::Mill,
                    color,
                    count,
                    most: PIECES.into(),
                });
            }
        }
        let mover = pos.to_move.opponent();
        if total(mover) <= LOSING_COUNT {
            return Err(PositionError::MoverBeaten {
                variant: Variant::Mill,
                color: mover,
                count: total(mover),
            });
        }
        let [mine, theirs] = pos.hands;
        if mine != theirs && mine != theirs + 1 {
            return Err(PositionError::Hands {
                to_move: pos.to_move,
                black: pos.hand(Color::Black),
                white: pos.hand(Color::White),
            });
        }
        let removed = if pos.is_placing() {
            2 * u32::from(PIECES) - total(Color::Black) - total(Color::White)
        } else {
            0
        };
        let marks = pos.marks.count_ones();
        if marks != removed || pos.marks & (pos.own | pos.enemy) != 0 {
            return Err(PositionError::Marks { marks, removed });
        }
        Ok(())
    }

    fn why_not(pos: &Position, mv: Move) -> Option<RuleError> {
        let mv = mv.as_mill();
        let me = pos.to_move;
        match (pos.is_placing(), mv) {
            (true, Move::Step { .. } | Move::StepRemove { .. }) => {
                return Some(RuleError::MustPlace(me));
            }
            (false, Move::Place { .. }) => return Some(RuleError::PlacingOver(mv)),
            (_, Move::Pass | Move::Capture { .. }) => return None,
            _ => {}
        }
        let (from, to, _) = Mill::bits(pos, mv)?;
        let to_point = mv.to()?;
        if pos.marks & 1 << to != 0 {
            return Some(RuleError::Marked(to_point));
        }
        if (pos.own | pos.enemy) & 1 << to != 0 || from.is_some_and(|b| pos.own & 1 << b == 0) {
            return None;
        }
        let own = from.map_or(pos.own, |b| pos.own & !(1 << b)) | 1 << to;
        let gon = makes_gon(own, to) && pos.enemy != 0;
        match mv.removed() {
            None if gon => Some(RuleError::MustRemove {
                mv,
                example: mv.with_removal(Some(point_at(Variant::Mill, pos.enemy.trailing_zeros()))),
            }),
            Some(_) if !gon => Some(RuleError::NoGon(mv)),
            Some(point) if pos.piece_at(point) != Some(me.opponent()) => {
                Some(RuleError::NotRemovable {
                    point,
                    enemy: me.opponent(),
                })
            }
            _ => None,
        }
    }
}
