//! `Move` (step, capture, pass), its notation, and legal move generation on
//! bit sets.

use std::fmt;
use std::str::FromStr;

use super::{Point, Position, RuleError, RuleOptions, Variant};

/// One turn of a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// A piece steps to an adjacent empty point: `b1-c2`.
    Step {
        /// Where the piece stood.
        from: Point,
        /// Where it goes.
        to: Point,
    },
    /// Four-field: a piece jumps over its own neighbour onto the enemy piece
    /// beyond, which is removed: `a1xa3`.
    Capture {
        /// Where the jumping piece stood.
        from: Point,
        /// The captured piece's point, where the jumping piece lands.
        to: Point,
    },
    /// Five-field: the forced pass of a player who cannot move.
    Pass,
}

impl Move {
    /// The point the piece leaves, if the move moves a piece.
    pub const fn from(self) -> Option<Point> {
        match self {
            Move::Step { from, .. } | Move::Capture { from, .. } => Some(from),
            Move::Pass => None,
        }
    }

    /// The point the piece lands on, if the move moves a piece.
    pub const fn to(self) -> Option<Point> {
        match self {
            Move::Step { to, .. } | Move::Capture { to, .. } => Some(to),
            Move::Pass => None,
        }
    }

    /// Whether the move captures.
    pub const fn is_capture(self) -> bool {
        matches!(self, Move::Capture { .. })
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Step { from, to } => write!(f, "{from}-{to}"),
            Move::Capture { from, to } => write!(f, "{from}x{to}"),
            Move::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for Move {
    type Err = RuleError;

    /// Parses `b1-c2`, `a1xa3` or `pass`, in any letter case, with
    /// surrounding spaces ignored.
    fn from_str(s: &str) -> Result<Move, RuleError> {
        let text = s.trim().to_ascii_lowercase();
        if text == "pass" {
            return Ok(Move::Pass);
        }
        let (from, to, capture) = if let Some((a, b)) = text.split_once('-') {
            (a, b, false)
        } else if let Some((a, b)) = text.split_once('x') {
            (a, b, true)
        } else {
            return Err(RuleError::BadMove(s.trim().to_string()));
        };
        let (from, to) = (from.parse()?, to.parse()?);
        Ok(if capture {
            Move::Capture { from, to }
        } else {
            Move::Step { from, to }
        })
    }
}

/// One of the four directions a variant's pieces move in, as a bit shift.
#[derive(Clone, Copy)]
pub(super) struct Dir {
    /// Added to a point's bit index.
    shift: i32,
    /// The points a piece can move from in this direction without leaving
    /// the board sideways (leaving at the top or bottom is cut by the board mask).
    from_mask: u32,
}

const FIVE_FILE_A: u32 = 0b00001_00001_00001_00001_00001;
const FIVE_FILE_E: u32 = FIVE_FILE_A << 4;
const FOUR_FILE_A: u32 = 0x1111;
const FOUR_FILE_D: u32 = FOUR_FILE_A << 3;

/// Five-field's diagonal directions: up-right, up-left, down-right, down-left.
const FIVE_DIRS: [Dir; 4] = [
    Dir {
        shift: 6,
        from_mask: !FIVE_FILE_E,
    },
    Dir {
        shift: 4,
        from_mask: !FIVE_FILE_A,
    },
    Dir {
        shift: -4,
        from_mask: !FIVE_FILE_E,
    },
    Dir {
        shift: -6,
        from_mask: !FIVE_FILE_A,
    },
];

/// Four-field's orthogonal directions: right, left, up, down.
const FOUR_DIRS: [Dir; 4] = [
    Dir {
        shift: 1,
        from_mask: !FOUR_FILE_D,
    },
    Dir {
        shift: -1,
        from_mask: !FOUR_FILE_A,
    },
    Dir {
        shift: 4,
        from_mask: !0,
    },
    Dir {
        shift: -4,
        from_mask: !0,
    },
];

impl Dir {
    /// Moves every point of `set` one step this way; points that would
    /// leave the board are dropped.
    #[inline(always)]
    fn go(self, set: u32, board: u32) -> u32 {
        let set = set & self.from_mask;
        let moved = if self.shift > 0 {
            set << self.shift
        } else {
            set >> -self.shift
        };
        moved & board
    }

    /// The landing points of the captures this way: a piece of `own` jumps
    /// its `own` neighbour onto the `enemy` piece beyond.
    #[inline(always)]
    fn captures(self, own: u32, enemy: u32, board: u32) -> u32 {
        self.go(self.go(own, board) & own, board) & enemy
    }

    /// The inverse of [`Dir::go`] for a point known to have come from the board.
    #[inline(always)]
    fn back(self, set: u32) -> u32 {
        if self.shift > 0 {
            set >> self.shift
        } else {
            set << -self.shift
        }
    }
}

impl Variant {
    #[inline(always)]
    pub(super) const fn dirs(self) -> &'static [Dir; 4] {
        match self {
            Variant::Five => &FIVE_DIRS,
            Variant::Four => &FOUR_DIRS,
        }
    }
}

/// Calls `f(from_bit, to_bit, is_capture)` for every move of the side to move,
/// ignoring whether the game is over. Passes are not reported.
pub(super) fn for_each(pos: &Position, options: &RuleOptions, f: impl FnMut(u32, u32, bool)) {
    match pos.variant() {
        Variant::Five => for_each_in::<false>(pos.own(), pos.enemy(), options, f),
        Variant::Four => for_each_in::<true>(pos.own(), pos.enemy(), options, f),
    }
}

/// How many moves the side to move has, counting a forced pass as one and
/// ignoring whether the game is over. Zero only for a blocked four-field side.
pub(super) fn count(pos: &Position, options: &RuleOptions) -> u64 {
    match pos.variant() {
        Variant::Five => count_in::<false>(pos.own(), pos.enemy(), options),
        Variant::Four => count_in::<true>(pos.own(), pos.enemy(), options),
    }
}

/// The variant as a compile-time constant, so that the generators below are
/// compiled once per variant with their shifts and masks folded in (perft
/// runs about twice as fast as with the variant looked up at run time).
const fn variant_of<const FOUR: bool>() -> Variant {
    if FOUR { Variant::Four } else { Variant::Five }
}

/// [`for_each`] for one variant, `FOUR` saying which, with `own` the pieces
/// of the side to move and `enemy` the other side's.
#[inline(always)]
pub(super) fn for_each_in<const FOUR: bool>(
    own: u32,
    enemy: u32,
    options: &RuleOptions,
    mut f: impl FnMut(u32, u32, bool),
) {
    let variant = variant_of::<FOUR>();
    let board = variant.board();
    let empty = board & !(own | enemy);
    if FOUR {
        let mut captured = false;
        for &d in variant.dirs() {
            let mut land = d.captures(own, enemy, board);
            captured |= land != 0;
            while land != 0 {
                let to = land & land.wrapping_neg();
                land &= land - 1;
                f(d.back(d.back(to)), to, true);
            }
        }
        if captured && options.forced_capture {
            return;
        }
    }
    for &d in variant.dirs() {
        let mut dest = d.go(own, board) & empty;
        while dest != 0 {
            let to = dest & dest.wrapping_neg();
            dest &= dest - 1;
            f(d.back(to), to, false);
        }
    }
}

/// [`count`] for one variant, `FOUR` saying which, with `own` the pieces of
/// the side to move and `enemy` the other side's.
#[inline(always)]
pub(super) fn count_in<const FOUR: bool>(own: u32, enemy: u32, options: &RuleOptions) -> u64 {
    let variant = variant_of::<FOUR>();
    let board = variant.board();
    let empty = board & !(own | enemy);
    let mut captures = 0;
    if FOUR {
        for &d in variant.dirs() {
            captures += d.captures(own, enemy, board).count_ones();
        }
        if captures > 0 && options.forced_capture {
            return captures.into();
        }
    }
    let mut steps = 0;
    for &d in variant.dirs() {
        steps += (d.go(own, board) & empty).count_ones();
    }
    if !FOUR && steps == 0 {
        return 1; // the forced pass
    }
    (captures + steps).into()
}

impl Position {
    /// Every legal move of the side to move, sorted: none when the game is
    /// over, `[Move::Pass]` for a five-field player who cannot move.
    pub fn legal_moves(&self, options: &RuleOptions) -> Vec<Move> {
        if self.static_outcome(options).is_some() {
            return Vec::new();
        }
        let size = self.variant().size();
        let point = |bit: u32| Point::from_index(bit.trailing_zeros(), size);
        let mut out = Vec::with_capacity(16);
        for_each(self, options, |from, to, capture| {
            let (from, to) = (point(from), point(to));
            out.push(if capture {
                Move::Capture { from, to }
            } else {
                Move::Step { from, to }
            });
        });
        if out.is_empty() && self.variant() == Variant::Five {
            out.push(Move::Pass);
        }
        out.sort_unstable();
        out
    }

    /// Whether the side to move can move the piece on `at`.
    ///
    /// # Errors
    /// Why not: the game is over, `at` is off the board or empty, the piece
    /// is the opponent's, or it has no legal move (because captures are
    /// forced, or at all).
    pub fn check_movable(&self, at: Point, options: &RuleOptions) -> Result<(), RuleError> {
        if let Some(outcome) = self.outcome(options) {
            return Err(RuleError::GameOver(outcome));
        }
        let variant = self.variant();
        if !at.on_board(variant.size()) {
            return Err(RuleError::OffBoard { point: at, variant });
        }
        let me = self.to_move();
        match self.piece_at(at) {
            None => return Err(RuleError::Empty(at)),
            Some(color) if color != me => {
                return Err(RuleError::NoPiece {
                    point: at,
                    color: me,
                });
            }
            Some(_) => {}
        }
        let legal = self.legal_moves(options);
        if legal.iter().any(|mv| mv.from() == Some(at)) {
            Ok(())
        } else if options.forced_capture && legal.iter().any(|mv| mv.is_capture()) {
            Err(RuleError::CannotCapture(at))
        } else {
            Err(RuleError::Immobile(at))
        }
    }

    /// The position after `mv`.
    ///
    /// # Errors
    /// When the game is over or `mv` is illegal: a [`RuleError`] that says
    /// why ("c3 has no piece of Black's", "b1-b3 is not a diagonal step").
    /// `self` is unchanged either way.
    pub fn play(&self, mv: Move, options: &RuleOptions) -> Result<Position, RuleError> {
        if let Some(outcome) = self.outcome(options) {
            return Err(RuleError::GameOver(outcome));
        }
        let legal = self.legal_moves(options);
        if legal.contains(&mv) {
            return Ok(self.play_unchecked(mv));
        }
        Err(self.why_illegal(mv, &legal))
    }

    /// The position after `mv`, which must be one of [`Position::legal_moves`].
    pub(super) fn play_unchecked(&self, mv: Move) -> Position {
        let size = self.variant().size();
        match mv {
            Move::Step { from, to } | Move::Capture { from, to } => {
                self.moved(from.bit(size), to.bit(size))
            }
            Move::Pass => self.passed(),
        }
    }

    /// The reason `mv`, not among `legal`, is refused.
    fn why_illegal(&self, mv: Move, legal: &[Move]) -> RuleError {
        let me = self.to_move();
        let variant = self.variant();
        let size = variant.size();
        let (from, to) = match mv {
            Move::Pass => return RuleError::CannotPass(me),
            Move::Step { from, to } | Move::Capture { from, to } => (from, to),
        };
        if legal == [Move::Pass] {
            return RuleError::MustPass(me);
        }
        if let Some(point) = [from, to].into_iter().find(|p| !p.on_board(size)) {
            return RuleError::OffBoard { point, variant };
        }
        if self.piece_at(from) != Some(me) {
            return RuleError::NoPiece {
                point: from,
                color: me,
            };
        }
        let df = i16::from(to.file()) - i16::from(from.file());
        let dr = i16::from(to.rank()) - i16::from(from.rank());
        match mv {
            Move::Capture { .. } if variant == Variant::Five => RuleError::NoCapturesInFive { mv },
            Move::Capture { .. } => {
                let straight = (df.abs() == 2 && dr == 0) || (df == 0 && dr.abs() == 2);
                // Both points are on the board, so the midpoint is too.
                let over = from.offset((df / 2) as i8, (dr / 2) as i8, size);
                match over {
                    Some(over) if straight && self.piece_at(over) != Some(me) => {
                        RuleError::NoOwnPieceToJump {
                            mv,
                            color: me,
                            over,
                        }
                    }
                    _ if !straight => RuleError::WrongCaptureShape { mv },
                    _ if self.piece_at(to) != Some(me.opponent()) => RuleError::NoEnemyToCapture {
                        mv,
                        enemy: me.opponent(),
                        to,
                    },
                    _ => RuleError::Illegal(mv),
                }
            }
            _ => {
                let (ok_shape, kind) = match variant {
                    Variant::Five => (df.abs() == 1 && dr.abs() == 1, "a diagonal"),
                    Variant::Four => (df.abs() + dr.abs() == 1, "an orthogonal"),
                };
                if !ok_shape {
                    RuleError::WrongStep { mv, kind }
                } else if self.piece_at(to).is_some() {
                    RuleError::Occupied(to)
                } else if legal.iter().any(|m| m.is_capture()) {
                    RuleError::MustCapture { mv }
                } else {
                    RuleError::Illegal(mv)
                }
            }
        }
    }
}
