//! `Variant`: the games kono plays, their names, and the facts about each
//! that the rest of the program asks for.

use std::fmt;
use std::str::FromStr;

use super::{Color, Geometry, Position, RuleError};

/// 참고누: the pieces each side starts with, in hand.
pub(super) const MILL_PIECES: u8 = 12;
/// 참고누: a side with this many pieces or fewer (board and hand) has lost.
pub(super) const MILL_LOSING_COUNT: u32 = 2;

/// The games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub enum Variant {
    /// Five-field kono (o-pat-ko-no): a race, diagonal steps, no captures.
    #[default]
    Five,
    /// Four-field kono (nei-pat-ko-no): orthogonal steps and captures.
    Four,
    /// 우물고누, well kono: 5 points, 2 pieces a side, a blockade game.
    Well,
    /// 호박고누, pumpkin kono: 11 points, 3 pieces a side, home rows.
    Pumpkin,
    /// 줄고누, line kono: 4 × 4 points, custodian captures.
    Line,
    /// 참고누, the mill game: 24 points, placing, 곤 and removals.
    Mill,
}

impl Variant {
    /// Every game kono plays, in the order menus list them.
    pub const ALL: [Variant; 6] = [
        Variant::Five,
        Variant::Four,
        Variant::Well,
        Variant::Pumpkin,
        Variant::Line,
        Variant::Mill,
    ];

    /// The game's board as data: points, lines, homes (see [`Geometry`]).
    pub fn geometry(self) -> &'static Geometry {
        Geometry::of(self)
    }

    /// Grid places along the board's longer side (five-field 5, four-field
    /// 4, the mill 7). Five- and four-field's bit of a point is
    /// `rank * size + file`; the other games number their points by
    /// [`Geometry::points`].
    pub const fn size(self) -> u8 {
        match self {
            Variant::Five | Variant::Pumpkin => 5,
            Variant::Four | Variant::Line => 4,
            Variant::Well => 3,
            Variant::Mill => 7,
        }
    }

    /// How many points the board has.
    pub const fn point_count(self) -> u32 {
        match self {
            Variant::Five => 25,
            Variant::Four | Variant::Line => 16,
            Variant::Well => 5,
            Variant::Pumpkin => 11,
            Variant::Mill => 24,
        }
    }

    /// The word used on the command line and in records: `five`, `four`,
    /// `well`, `pumpkin`, `line` or `mill`.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Five => "five",
            Variant::Four => "four",
            Variant::Well => "well",
            Variant::Pumpkin => "pumpkin",
            Variant::Line => "line",
            Variant::Mill => "mill",
        }
    }

    /// The game's Korean name, e.g. 우물고누.
    pub const fn korean(self) -> &'static str {
        match self {
            Variant::Five => "오밭고누",
            Variant::Four => "네밭고누",
            Variant::Well => "우물고누",
            Variant::Pumpkin => "호박고누",
            Variant::Line => "줄고누",
            Variant::Mill => "참고누",
        }
    }

    /// The game's full name in English, e.g. "five-field kono", for logs,
    /// tests and the wire's refusals; a screen names a game through the
    /// catalogue (`i18n::game_name`).
    pub const fn title(self) -> &'static str {
        match self {
            Variant::Five => "five-field kono",
            Variant::Four => "four-field kono",
            Variant::Well => "well kono (우물고누)",
            Variant::Pumpkin => "pumpkin kono (호박고누)",
            Variant::Line => "line kono (줄고누)",
            Variant::Mill => "the mill game (참고누)",
        }
    }

    /// All points of the board as a bit set.
    pub const fn board(self) -> u32 {
        match self {
            Variant::Five => (1 << 25) - 1,
            Variant::Four | Variant::Line => (1 << 16) - 1,
            v @ (Variant::Well | Variant::Pumpkin | Variant::Mill) => (1 << v.point_count()) - 1,
        }
    }

    /// The starting points of `color`: in five-field, its camp.
    pub const fn camp(self, color: Color) -> u32 {
        Position::start(self, color).pieces(color)
    }

    /// Who moves first when no one says otherwise: five-field draws lots
    /// (`None`), the other games start with Black.
    pub const fn default_first(self) -> Option<Color> {
        match self {
            Variant::Five => None,
            Variant::Four | Variant::Well | Variant::Pumpkin | Variant::Line | Variant::Mill => {
                Some(Color::Black)
            }
        }
    }

    /// Whether a piece can ever be captured or removed.
    pub const fn has_captures(self) -> bool {
        matches!(self, Variant::Four | Variant::Line | Variant::Mill)
    }

    /// Whether the game begins by placing pieces from hand (the mill).
    pub const fn has_hands(self) -> bool {
        matches!(self, Variant::Mill)
    }

    /// Whether the game is small enough to be solved on first need by the
    /// generic solver (well, pumpkin, line).
    pub const fn is_small(self) -> bool {
        matches!(self, Variant::Well | Variant::Pumpkin | Variant::Line)
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Variant {
    type Err = RuleError;
    /// Reads the English word (`well`), a digit for the first two (`5`,
    /// `4`), or the Korean name with or without 고누 (`우물`, `우물고누`).
    fn from_str(s: &str) -> Result<Variant, RuleError> {
        let text = s.trim().to_lowercase();
        let korean = text.strip_suffix("고누").unwrap_or(&text);
        Variant::ALL
            .into_iter()
            .find(|v| {
                v.name() == text
                    || v.korean().strip_suffix("고누") == Some(korean)
                    || (text == "5" && *v == Variant::Five)
                    || (text == "4" && *v == Variant::Four)
            })
            .ok_or_else(|| RuleError::BadVariant(s.trim().to_string()))
    }
}
