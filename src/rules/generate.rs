//! The one fast move generator: bit-set generation for both games, the
//! public callback walk over the legal moves, and copy-make.

use std::ops::ControlFlow;

use super::{Move, MoveList, Point, Position, RuleError, RuleOptions, Variant};

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
            Variant::Four | Variant::Well | Variant::Pumpkin | Variant::Line | Variant::Mill => {
                &FOUR_DIRS
            }
        }
    }
}

/// The variant as a compile-time constant, so that the generators below are
/// compiled once per variant with their shifts and masks folded in (perft
/// runs about twice as fast as with the variant looked up at run time).
const fn variant_of<const FOUR: bool>() -> Variant {
    if FOUR { Variant::Four } else { Variant::Five }
}

/// How many steps and captures the side whose pieces are `own` has, in the
/// variant `FOUR` names (passes not counted).
#[inline(always)]
fn count_in<const FOUR: bool>(own: u32, enemy: u32, options: &RuleOptions) -> u32 {
    let variant = variant_of::<FOUR>();
    let board = variant.board();
    let empty = board & !(own | enemy);
    let mut captures = 0;
    if FOUR {
        for &d in variant.dirs() {
            captures += d.captures(own, enemy, board).count_ones();
        }
        if captures > 0 && options.forced_capture {
            return captures;
        }
    }
    let mut steps = 0;
    for &d in variant.dirs() {
        steps += (d.go(own, board) & empty).count_ones();
    }
    captures + steps
}

/// The point of a one-bit set on a board of `size`.
#[inline(always)]
fn point(bit: u32, size: u8) -> Point {
    Point::from_index(bit.trailing_zeros(), size)
}

/// [`Position::for_each_child`] for the variant `FOUR` names: every capture
/// (four-field) and then every step of the side to move, stopping at the
/// first `Break`. The child is made from the bits the generator already
/// has, so a caller that ignores the move pays nothing for it. `f` is
/// called from here directly, with no closure in between, so that it
/// inlines into a caller compiled for more processor features (see
/// `perft`'s dispatch) as well as into any other.
#[inline(always)]
pub(super) fn children_in<const FOUR: bool, B>(
    pos: &Position,
    options: &RuleOptions,
    mut f: impl FnMut(Move, Position) -> ControlFlow<B>,
) -> ControlFlow<B> {
    if pos.decided_in::<FOUR>(options) {
        return ControlFlow::Continue(());
    }
    let variant = variant_of::<FOUR>();
    let (size, board) = (variant.size(), variant.board());
    let (own, enemy) = (pos.own(), pos.enemy());
    let empty = board & !(own | enemy);
    if FOUR {
        let mut captured = false;
        for &d in variant.dirs() {
            let mut land = d.captures(own, enemy, board);
            captured |= land != 0;
            while land != 0 {
                let to = land & land.wrapping_neg();
                land &= land - 1;
                let from = d.back(d.back(to));
                let mv = Move::Capture {
                    from: point(from, size),
                    to: point(to, size),
                };
                f(mv, pos.moved(from, to))?;
            }
        }
        if captured && options.forced_capture {
            return ControlFlow::Continue(());
        }
    }
    let mut moved = false;
    for &d in variant.dirs() {
        let mut dest = d.go(own, board) & empty;
        moved |= dest != 0;
        while dest != 0 {
            let to = dest & dest.wrapping_neg();
            dest &= dest - 1;
            let from = d.back(to);
            let mv = Move::Step {
                from: point(from, size),
                to: point(to, size),
            };
            f(mv, pos.moved(from, to))?;
        }
    }
    if !moved && !FOUR {
        f(Move::Pass, pos.passed())?;
    }
    ControlFlow::Continue(())
}

impl Position {
    /// Calls `f` with every legal move of the side to move, in generation
    /// order, until `f` returns `Break` (whose value is then returned). A
    /// finished position has no moves; a five-field player who cannot move
    /// has exactly one, [`Move::Pass`]. This is the engine's one generator:
    /// perft, the search and the solvers all walk it.
    ///
    /// ```
    /// use std::ops::ControlFlow;
    /// use kono::rules::{Position, RuleOptions, Variant, Color};
    /// let start = Position::start(Variant::Four, Color::Black);
    /// let mut captures = 0;
    /// let _ = start.for_each_move(&RuleOptions::default(), |mv| {
    ///     captures += usize::from(mv.is_capture());
    ///     ControlFlow::<()>::Continue(())
    /// });
    /// assert_eq!(captures, 4);
    /// ```
    #[inline]
    pub fn for_each_move<B>(
        &self,
        options: &RuleOptions,
        mut f: impl FnMut(Move) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        self.for_each_child(options, |mv, _| f(mv))
    }

    /// [`Position::for_each_move`] with the position each move leads to,
    /// made on the way (the same as [`Position::play_unchecked`], cheaper):
    /// what perft, the search and the solvers walk.
    #[inline(always)]
    pub fn for_each_child<B>(
        &self,
        options: &RuleOptions,
        mut f: impl FnMut(Move, Position) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        match self.variant() {
            Variant::Five => children_in::<false, B>(self, options, f),
            Variant::Four => children_in::<true, B>(self, options, f),
            // Through a `dyn`, so that the caller's closure is called
            // directly only by the two bit-board generators above and stays
            // inlined there.
            Variant::Well | Variant::Pumpkin | Variant::Line | Variant::Mill => {
                super::family::children_dyn(self, options, &mut f)
            }
        }
    }

    /// How many legal moves the side to move has: 0 for a finished position,
    /// 1 for a forced pass. The same as counting [`Position::for_each_move`],
    /// without making the moves.
    #[inline(always)]
    pub fn count_moves(&self, options: &RuleOptions) -> u32 {
        match self.variant() {
            Variant::Five => self.count_moves_in::<false>(options),
            Variant::Four => self.count_moves_in::<true>(options),
            Variant::Well | Variant::Pumpkin | Variant::Line | Variant::Mill => {
                super::family::count(self, options)
            }
        }
    }

    /// [`Position::count_moves`] for a position of the variant `FOUR` names.
    #[inline(always)]
    pub(super) fn count_moves_in<const FOUR: bool>(&self, options: &RuleOptions) -> u32 {
        if self.decided_in::<FOUR>(options) {
            0
        } else if FOUR {
            count_in::<true>(self.own(), self.enemy(), options)
        } else {
            count_in::<false>(self.own(), self.enemy(), options).max(1)
        }
    }

    /// Whether the side to move has a step or capture (not counting a pass),
    /// whether or not the game is over.
    pub(super) fn can_move(&self, options: &RuleOptions) -> bool {
        match self.variant() {
            Variant::Five => count_in::<false>(self.own(), self.enemy(), options) > 0,
            Variant::Four => count_in::<true>(self.own(), self.enemy(), options) > 0,
            Variant::Well | Variant::Pumpkin | Variant::Line | Variant::Mill => {
                super::family::can_step(self, options)
            }
        }
    }

    /// Every legal move of the side to move, sorted: none when the game is
    /// over, `[Move::Pass]` for a five-field player who cannot move.
    pub fn legal_moves(&self, options: &RuleOptions) -> MoveList {
        let mut out = MoveList::new();
        let _ = self.for_each_move(options, |mv| {
            out.push(mv);
            ControlFlow::<()>::Continue(())
        });
        out.sort_unstable();
        out
    }

    /// Whether `mv` is a legal move now.
    pub fn is_legal(&self, mv: Move, options: &RuleOptions) -> bool {
        let mv = self.canonical(mv);
        self.for_each_move(options, |m| {
            if m == mv {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        })
        .is_break()
    }

    /// The position after `mv`.
    ///
    /// # Errors
    /// When the game is over or `mv` is illegal: a [`RuleError`] that says
    /// why ("c3 is not one of Black's pieces", "b1-b3 is not a diagonal step").
    /// `self` is unchanged either way.
    pub fn play(&self, mv: Move, options: &RuleOptions) -> Result<Position, RuleError> {
        let mv = self.canonical(mv);
        if self.is_legal(mv, options) {
            Ok(self.play_unchecked(mv))
        } else {
            Err(self.why_illegal(mv, options))
        }
    }

    /// The position after `mv`, which must be a move the generator produced
    /// for this position ([`Position::for_each_move`]). Copy-make: nothing
    /// is checked, so another move gives a position the rules never reach.
    #[inline]
    pub fn play_unchecked(&self, mv: Move) -> Position {
        if !matches!(self.variant(), Variant::Five | Variant::Four) {
            return super::family::play(self, mv);
        }
        let size = self.variant().size();
        match mv {
            Move::Step { from, to } | Move::Capture { from, to } => {
                self.moved(from.bit(size), to.bit(size))
            }
            Move::Pass => self.passed(),
            Move::Place { .. } | Move::StepRemove { .. } => *self,
        }
    }

    /// `mv` as this game reads it: in the mill, `d2xg7` (parsed as a
    /// capture) is the placement on d2 removing g7.
    pub fn canonical(&self, mv: Move) -> Move {
        match self.variant() {
            Variant::Mill => mv.as_mill(),
            Variant::Five | Variant::Four | Variant::Well | Variant::Pumpkin | Variant::Line => mv,
        }
    }
}
