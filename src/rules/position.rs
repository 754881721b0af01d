//! `Position`: the pieces on the board and the side to move; the position
//! notation; the win conditions.

use super::{Color, Point, RuleOptions, Variant};

mod ending;
mod error;
mod notation;
mod parts;

pub use error::PositionError;
pub use notation::PositionText;

/// Five-field: Black's camp, a1 b1 c1 d1 e1 a2 e2.
const FIVE_BLACK_CAMP: u32 = 0b11111 | 1 << 5 | 1 << 9;
/// Five-field: White's camp, a5 b5 c5 d5 e5 a4 e4.
const FIVE_WHITE_CAMP: u32 = 0b11111 << 20 | 1 << 15 | 1 << 19;
/// Five-field: the 13 points whose file + rank is even.
const FIVE_EVEN: u32 = 0b10101_01010_10101_01010_10101;
/// Pieces a side has in five-field kono.
const FIVE_PIECES: u32 = 7;
/// Of those, the pieces on even points.
const FIVE_EVEN_PIECES: u32 = 3;
/// Most pieces a side can have in four-field kono.
const FOUR_PIECES: u32 = 8;

/// Five-field: whether the pieces `own` have won on the opponent's `camp`,
/// with `occupied` all pieces on the board.
#[inline(always)]
pub(super) const fn takes_camp(own: u32, camp: u32, occupied: u32, strict: bool) -> bool {
    if strict {
        own == camp
    } else {
        camp & !occupied == 0 && camp & own != 0
    }
}

/// The pieces on the board and the side to move. Small and `Copy`: playing a
/// move makes a new position (copy-make).
///
/// Parse it from the position notation of `kono rules` as a game's with
/// [`Position::parse_as`] (or with `str::parse`, where the board's shape is
/// one game's), print it with `Display`:
///
/// ```
/// use kono::rules::{Position, Variant};
/// let p = Position::parse_as(Variant::Four, "wwww/wwww/bbbb/bbbb b").unwrap();
/// assert_eq!(p.to_string(), "wwww/wwww/bbbb/bbbb b");
/// ```
///
/// Two positions are equal when their pieces, side to move, hands and marks
/// are: the well's first-move flag is history, not position.
#[derive(Clone, Copy, Debug)]
pub struct Position {
    pub(super) variant: Variant,
    /// The pieces of the side to move: kept relative to the mover, so that a
    /// move is a swap rather than a lookup of whose pieces are whose.
    pub(super) own: u32,
    /// The pieces of the side that just moved.
    pub(super) enemy: u32,
    pub(super) to_move: Color,
    /// 참고누: the marked points (bits), where nobody places. 우물고누
    /// keeps its opening flag in the top bit ([`OPENING`]): a bit no
    /// board has, so that the position stays 16 bytes.
    pub(super) marks: u32,
    /// 참고누: the pieces in hand of the side to move and of the other.
    pub(super) hands: [u8; 2],
}

/// 우물고누: the bit of `marks` that says the position is the start of a
/// game, whose first move may not block the opponent at once.
pub(super) const OPENING: u32 = 1 << 31;

// Five- and four-field copy a position at every node: keep it small.
const _: () = assert!(size_of::<Position>() == 16);

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.key() == other.key()
    }
}

impl Eq for Position {}

impl std::hash::Hash for Position {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.key().hash(state);
    }
}

impl Position {
    /// The position from Black's and White's pieces, unchecked.
    const fn of(variant: Variant, black: u32, white: u32, to_move: Color) -> Position {
        let (own, enemy) = match to_move {
            Color::Black => (black, white),
            Color::White => (white, black),
        };
        Position {
            variant,
            own,
            enemy,
            to_move,
            marks: 0,
            hands: [0, 0],
        }
    }

    /// What equality and hashing look at.
    const fn key(&self) -> (Variant, u32, u32, Color, u32, [u8; 2]) {
        (
            self.variant,
            self.own,
            self.enemy,
            self.to_move,
            self.marks & !OPENING,
            self.hands,
        )
    }

    /// The starting position of `variant` with `first` to move. A well
    /// kono game begun here bans the blocking first move.
    pub const fn start(variant: Variant, first: Color) -> Position {
        let (black, white) = match variant {
            Variant::Five => (FIVE_BLACK_CAMP, FIVE_WHITE_CAMP),
            Variant::Four => (0x00FF, 0xFF00),
            Variant::Well => (0b00011, 0b11000),
            Variant::Pumpkin => (0b111, 0b111 << 8),
            Variant::Line => (0x000F, 0xF000),
            Variant::Mill => (0, 0),
        };
        let mut pos = Position::of(variant, black, white, first);
        if let Variant::Mill = variant {
            pos.hands = [super::variant::MILL_PIECES, super::variant::MILL_PIECES];
        }
        if let Variant::Well = variant {
            pos.marks = OPENING;
        }
        pos
    }

    /// The 참고누 position with `black` and `white` pieces, `marks`, and
    /// `hands` (Black's, White's) in hand; in the other games, as
    /// [`Position::from_pieces`] (marks and hands must be empty).
    ///
    /// # Errors
    /// As [`Position::from_pieces`], and hands or marks no game reaches.
    pub fn from_parts(
        variant: Variant,
        [black, white]: [u32; 2],
        to_move: Color,
        marks: u32,
        hands: [u8; 2],
    ) -> Result<Position, PositionError> {
        if (black | white | marks) & !variant.board() != 0 || black & white != 0 {
            return Err(PositionError::Overlap);
        }
        let mut pos = Position::of(variant, black, white, to_move);
        pos.marks = marks;
        pos.hands = match to_move {
            Color::Black => hands,
            Color::White => [hands[1], hands[0]],
        };
        pos.check()?;
        Ok(pos)
    }

    /// The position with `black` and `white` pieces (bit sets, bit
    /// `rank * size + file`) and `to_move` to move.
    ///
    /// # Errors
    /// The [`PositionError`] naming what makes it impossible in `variant`:
    /// pieces off the board or on one point twice, or a count the game
    /// cannot reach.
    pub fn from_pieces(
        variant: Variant,
        black: u32,
        white: u32,
        to_move: Color,
    ) -> Result<Position, PositionError> {
        if (black | white) & !variant.board() != 0 || black & white != 0 {
            return Err(PositionError::Overlap);
        }
        let pos = Position::of(variant, black, white, to_move);
        pos.check()?;
        Ok(pos)
    }

    /// Whether the pieces can stand in a game of five- or four-field (the
    /// gonu games' checks are their own: see `family.rs`).
    pub(super) fn check_square(&self) -> Result<(), PositionError> {
        if self.marks != 0 || self.hands != [0, 0] {
            return Err(PositionError::Overlap);
        }
        for color in [Color::Black, Color::White] {
            let set = self.pieces(color);
            let count = set.count_ones();
            match self.variant {
                Variant::Five => {
                    if count != FIVE_PIECES {
                        return Err(PositionError::PieceCount {
                            variant: self.variant,
                            color,
                            count,
                            expected: FIVE_PIECES,
                        });
                    }
                    let even = (set & FIVE_EVEN).count_ones();
                    if even != FIVE_EVEN_PIECES {
                        return Err(PositionError::ColourClass { color, even });
                    }
                }
                Variant::Four if count > FOUR_PIECES => {
                    return Err(PositionError::TooManyPieces {
                        variant: self.variant,
                        color,
                        count,
                        most: FOUR_PIECES,
                    });
                }
                Variant::Four if count <= 1 && color != self.to_move => {
                    return Err(PositionError::MoverBeaten {
                        variant: self.variant,
                        color,
                        count,
                    });
                }
                Variant::Four
                | Variant::Well
                | Variant::Pumpkin
                | Variant::Line
                | Variant::Mill => {}
            }
        }
        Ok(())
    }

    /// The game this position belongs to.
    pub const fn variant(&self) -> Variant {
        self.variant
    }

    /// The side to move.
    pub const fn to_move(&self) -> Color {
        self.to_move
    }

    /// The pieces of `color` as a bit set (bit `rank * size + file`).
    pub const fn pieces(&self, color: Color) -> u32 {
        if color as u8 == self.to_move as u8 {
            self.own
        } else {
            self.enemy
        }
    }

    /// The pieces of the side to move.
    pub(super) const fn own(&self) -> u32 {
        self.own
    }

    /// The pieces of the side not to move.
    pub(super) const fn enemy(&self) -> u32 {
        self.enemy
    }

    /// All occupied points as a bit set.
    pub const fn occupied(&self) -> u32 {
        self.own | self.enemy
    }

    /// How many pieces `color` has.
    pub const fn count(&self, color: Color) -> u32 {
        self.pieces(color).count_ones()
    }

    /// The colour of the piece on `point`, if any (`None` off the board too).
    pub fn piece_at(&self, point: Point) -> Option<Color> {
        let bit = self.bit(point)?;
        if self.own & bit != 0 {
            Some(self.to_move)
        } else if self.enemy & bit != 0 {
            Some(self.to_move.opponent())
        } else {
            None
        }
    }

    /// The points holding pieces of `color`, in bit order (five- and
    /// four-field: a1 first, then along the rank).
    pub fn points_of(&self, color: Color) -> impl Iterator<Item = Point> + use<> {
        self.points_in(self.pieces(color))
    }

    /// The same pieces with the other side to move (a pass).
    pub(super) const fn passed(self) -> Position {
        Position {
            variant: self.variant,
            own: self.enemy,
            enemy: self.own,
            to_move: self.to_move.opponent(),
            ..self
        }
    }

    /// The position after the side to move takes `from` to `to`, removing
    /// whatever stood on `to` (the captured enemy piece). No legality check.
    pub(super) const fn moved(self, from: u32, to: u32) -> Position {
        Position {
            variant: self.variant,
            own: self.enemy & !to,
            enemy: self.own & !from | to,
            to_move: self.to_move.opponent(),
            ..self
        }
    }

    /// Whether the position is won by its pieces alone, in the variant `FOUR`
    /// names: the same as `static_outcome(options).is_some()`, without
    /// working out the reason (the generator asks this at every node).
    #[inline(always)]
    pub(super) fn decided_in<const FOUR: bool>(&self, options: &RuleOptions) -> bool {
        match FOUR {
            false => {
                let occupied = self.occupied();
                let strict = options.strict_goal;
                let (own_goal, enemy_goal) = match self.to_move {
                    Color::Black => (FIVE_WHITE_CAMP, FIVE_BLACK_CAMP),
                    Color::White => (FIVE_BLACK_CAMP, FIVE_WHITE_CAMP),
                };
                takes_camp(self.enemy, enemy_goal, occupied, strict)
                    || takes_camp(self.own, own_goal, occupied, strict)
            }
            true => self.own.count_ones() <= 1,
        }
    }
}
