//! The rules of five-field and four-field kono. Pure: no I/O, no clock, no
//! randomness. Everything the front end and the command line know of the
//! game comes from here.

pub mod about;
mod clock;
mod game;
mod generate;
mod geometry;
mod legality;
mod material;
mod moves;
mod numbering;
mod outcome;
mod perft;
mod point;
mod position;
pub mod record;
mod text;

use std::fmt;
use std::str::FromStr;

pub use clock::{Clock, ClockError, TimeControl, clk_text, clock_text, parse_clk};
pub use game::{Game, Turn};
pub use geometry::{Geometry, Line, Shape};
pub use moves::{MAX_MOVES, Move, MoveList};
pub use numbering::MoveNumber;
pub use outcome::{DrawReason, Outcome, WinReason};
pub use perft::{perft, perft_divide};
pub use point::{MAX_SIZE, Point, points};
pub use position::{Position, PositionError};
pub use text::{diagram, game_book, notation, rule_book, rules_text};

/// The two games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Variant {
    /// Five-field kono (o-pat-ko-no): a race, diagonal steps, no captures.
    #[default]
    Five,
    /// Four-field kono (nei-pat-ko-no): orthogonal steps and captures.
    Four,
}

impl Variant {
    /// Every game kono plays, in the order menus list them.
    pub const ALL: [Variant; 2] = [Variant::Five, Variant::Four];

    /// The game's board as data: points, lines, homes (see [`Geometry`]).
    pub fn geometry(self) -> &'static Geometry {
        Geometry::of(self)
    }

    /// Points along one side of the board.
    pub const fn size(self) -> u8 {
        match self {
            Variant::Five => 5,
            Variant::Four => 4,
        }
    }

    /// The word used on the command line and in records: `five` or `four`.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Five => "five",
            Variant::Four => "four",
        }
    }

    /// The game's full name, e.g. "five-field kono".
    pub const fn title(self) -> &'static str {
        match self {
            Variant::Five => "five-field kono",
            Variant::Four => "four-field kono",
        }
    }

    /// All points of the board as a bit set (bit `rank * size + file`).
    pub const fn board(self) -> u32 {
        match self {
            Variant::Five => (1 << 25) - 1,
            Variant::Four => (1 << 16) - 1,
        }
    }

    /// The starting points of `color`: in five-field, its camp.
    pub const fn camp(self, color: Color) -> u32 {
        Position::start(self, color).pieces(color)
    }

    /// Who moves first when no one says otherwise: five-field draws lots
    /// (`None`), four-field starts with Black.
    pub const fn default_first(self) -> Option<Color> {
        match self {
            Variant::Five => None,
            Variant::Four => Some(Color::Black),
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Variant {
    type Err = RuleError;
    fn from_str(s: &str) -> Result<Variant, RuleError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "five" | "5" => Ok(Variant::Five),
            "four" | "4" => Ok(Variant::Four),
            _ => Err(RuleError::BadVariant(s.trim().to_string())),
        }
    }
}

/// The two sides. Black starts on the low ranks, White on the high ranks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// The side starting at the bottom.
    Black,
    /// The side starting at the top.
    White,
}

impl Color {
    /// The other side.
    pub const fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// The lower-case letter of the position notation: `b` or `w`.
    pub const fn letter(self) -> char {
        match self {
            Color::Black => 'b',
            Color::White => 'w',
        }
    }

    /// The name with a capital: "Black" or "White".
    pub const fn name(self) -> &'static str {
        match self {
            Color::Black => "Black",
            Color::White => "White",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Color {
    type Err = RuleError;
    fn from_str(s: &str) -> Result<Color, RuleError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "b" | "black" => Ok(Color::Black),
            "w" | "white" => Ok(Color::White),
            _ => Err(RuleError::BadColor(s.trim().to_string())),
        }
    }
}

/// The rule options of `kono rules`. Each applies to one variant only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct RuleOptions {
    /// Five-field: the win needs all 7 of the mover's pieces on the 7 points
    /// of the opponent's camp.
    pub strict_goal: bool,
    /// Four-field: when a capture is available, the player must capture.
    pub forced_capture: bool,
}

impl RuleOptions {
    /// Checks that every option set applies to `variant`.
    ///
    /// # Errors
    /// [`RuleError::OptionNotForVariant`] naming the first option that does not apply.
    pub fn check(self, variant: Variant) -> Result<(), RuleError> {
        match variant {
            Variant::Four if self.strict_goal => Err(RuleError::OptionNotForVariant {
                option: "--strict-goal",
                variant,
            }),
            Variant::Five if self.forced_capture => Err(RuleError::OptionNotForVariant {
                option: "--forced-capture",
                variant,
            }),
            _ => Ok(()),
        }
    }

    /// The options that are on, as their command-line flags.
    pub fn flags(self) -> Vec<&'static str> {
        let mut out = Vec::new();
        if self.strict_goal {
            out.push("--strict-goal");
        }
        if self.forced_capture {
            out.push("--forced-capture");
        }
        out
    }
}

/// Everything the rules can refuse, each with a message a player understands.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// Text that is not a point name.
    #[error("`{0}` is not a point: write a file letter and a rank digit, like c3")]
    BadPoint(String),
    /// Text that is not a move.
    #[error("`{0}` is not a move: write a step like b1-c2, a capture like a1xa3, or pass")]
    BadMove(String),
    /// Text that is not a variant name.
    #[error("`{0}` is not a variant: use five or four")]
    BadVariant(String),
    /// Text that is not a colour.
    #[error("`{0}` is not a colour: use black or white")]
    BadColor(String),
    /// A malformed or impossible position.
    #[error(transparent)]
    Position(#[from] PositionError),
    /// An option used with the variant it does not belong to.
    #[error("{option} does not apply to {}", variant.title())]
    OptionNotForVariant {
        /// The flag.
        option: &'static str,
        /// The variant in play.
        variant: Variant,
    },
    /// A point outside the board of the game in play.
    #[error("{point} is not on the board of {}", variant.title())]
    OffBoard {
        /// The point.
        point: Point,
        /// The variant in play.
        variant: Variant,
    },
    /// The game has already ended.
    #[error("the game is over: {}", .0.in_sentence())]
    GameOver(Outcome),
    /// The from-point holds no piece of the side to move.
    #[error("{point} is not one of {color}'s pieces")]
    NoPiece {
        /// The from-point.
        point: Point,
        /// The side to move.
        color: Color,
    },
    /// A point chosen to move from holds no piece.
    #[error("{0} is empty")]
    Empty(Point),
    /// A piece of the side to move that has no legal move.
    #[error("the piece on {0} has no legal move")]
    Immobile(Point),
    /// A piece that can only step while captures are available and forced.
    #[error("the piece on {0} cannot capture, and captures are forced")]
    CannotCapture(Point),
    /// The destination of a step is taken.
    #[error("{0} is not empty")]
    Occupied(Point),
    /// A step in the wrong direction or of the wrong length.
    #[error("{mv} is not {kind} step")]
    WrongStep {
        /// The move as written.
        mv: Move,
        /// "a diagonal" or "an orthogonal".
        kind: &'static str,
    },
    /// A capture in five-field kono.
    #[error("{mv}: five-field kono has no captures")]
    NoCapturesInFive {
        /// The move as written.
        mv: Move,
    },
    /// A capture whose points are not two steps apart in a straight line.
    #[error("{mv} is not a capture: a capture jumps two points along a line")]
    WrongCaptureShape {
        /// The move as written.
        mv: Move,
    },
    /// A capture over a point that is not the mover's own piece.
    #[error("{mv} must jump over a piece of {color}'s, and {over} has none")]
    NoOwnPieceToJump {
        /// The move as written.
        mv: Move,
        /// The mover.
        color: Color,
        /// The jumped point.
        over: Point,
    },
    /// A capture landing on a point without an enemy piece.
    #[error("{mv} must land on a piece of {enemy}'s, and {to} has none")]
    NoEnemyToCapture {
        /// The move as written.
        mv: Move,
        /// The opponent.
        enemy: Color,
        /// The landing point.
        to: Point,
    },
    /// A step while a capture is available under `--forced-capture`.
    #[error("{mv} is not allowed: a capture is available and captures are forced")]
    MustCapture {
        /// The move as written.
        mv: Move,
    },
    /// A pass by a player who can move.
    #[error("{0} can move, so cannot pass")]
    CannotPass(Color),
    /// An answer to a draw offer that nobody made.
    #[error("there is no draw offer to answer")]
    NoDrawOffer,
    /// A move the rules do not allow for a reason not named above: a
    /// fallback that the checks before it leave no known way to reach.
    #[error("{0} is not a legal move here")]
    Illegal(Move),
    /// A move by a player who has no legal move and must pass.
    #[error("{0} has no legal move and must pass")]
    MustPass(Color),
}
