//! The rules of the six games: five-field and four-field kono and the four
//! gonu games (우물고누, 호박고누, 줄고누, 참고누). Pure: no I/O, no clock,
//! no randomness. Everything the front end and the command line know of a
//! game comes from here.
//!
//! # How a game plugs in
//!
//! A game is a [`Variant`], its board in [`Geometry`] (points in bit order,
//! lines, wells, homes), and one module that implements the private
//! `Family` interface (`family.rs`): its start, its moves made on the
//! position's bit sets, its endings and its checks of a position. The
//! position, the generator, the notation, [`Game`] and the rule book
//! dispatch to it; nothing outside `rules` needs to change but the solver
//! or search in `ai` (with its table's kind, `ai/table/kind.rs`), the
//! course in `learn`, and its words in the catalogue (`game-<name>`,
//! `book-<name>-…`, `course-<name>.ftl`, in every language; the catalogue's
//! tests name any that is missing). A test fails if code elsewhere names a
//! particular game.

pub mod about;
mod clock;
mod family;
mod game;
mod generate;
mod geometry;
mod gonu;
mod graph;
mod legality;
mod line;
mod material;
mod mill;
mod moves;
mod numbering;
mod outcome;
mod perft;
mod point;
mod position;
mod pumpkin;
pub mod record;
mod retro;
mod text;
mod variant;
mod well;

use std::fmt;
use std::str::FromStr;

pub use clock::{Clock, ClockError, MAX_CLK, TimeControl, clk_text, clock_text, parse_clk};
pub use game::{Game, Turn};
pub use geometry::{Geometry, Line, Shape};
pub use mill::gon_points;
pub use moves::{MAX_MOVES, Move, MoveList};
pub use numbering::MoveNumber;
pub use outcome::{DrawReason, Outcome, WinReason};
pub use perft::{perft, perft_divide};
pub use point::{MAX_SIZE, Point, points};
pub use position::{Position, PositionError, PositionText};
pub use text::diagram;
pub use variant::Variant;

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
    /// Line kono: a move may never recreate an earlier position of the game.
    pub no_repeat: bool,
}

impl RuleOptions {
    /// Every option: its command-line flag, the game it belongs to, and
    /// whether it is on here.
    const fn each(self) -> [(&'static str, Variant, bool); 3] {
        [
            ("--strict-goal", Variant::Five, self.strict_goal),
            ("--forced-capture", Variant::Four, self.forced_capture),
            ("--no-repeat", Variant::Line, self.no_repeat),
        ]
    }

    /// Checks that every option set applies to `variant`.
    ///
    /// # Errors
    /// [`RuleError::OptionNotForVariant`] naming the first option that does not apply.
    pub fn check(self, variant: Variant) -> Result<(), RuleError> {
        match self
            .each()
            .into_iter()
            .find(|&(_, game, on)| on && game != variant)
        {
            Some((option, _, _)) => Err(RuleError::OptionNotForVariant { option, variant }),
            None => Ok(()),
        }
    }

    /// The options that are on, as their command-line flags.
    pub fn flags(self) -> Vec<&'static str> {
        let on = self.each().into_iter().filter(|&(_, _, on)| on);
        on.map(|(flag, _, _)| flag).collect()
    }

    /// Every set of options a game can be played with: none, or one of
    /// them (no game has two).
    pub const ALL: [RuleOptions; 4] = {
        let none = RuleOptions {
            strict_goal: false,
            forced_capture: false,
            no_repeat: false,
        };
        [
            none,
            RuleOptions {
                strict_goal: true,
                ..none
            },
            RuleOptions {
                forced_capture: true,
                ..none
            },
            RuleOptions {
                no_repeat: true,
                ..none
            },
        ]
    };

    /// The options as one word: `standard` when none is on, else the flag
    /// of the one that is, without its dashes (`no-repeat`). The network's
    /// rules word.
    pub fn word(self) -> &'static str {
        match self.flags().first() {
            Some(flag) => flag.trim_start_matches('-'),
            None => "standard",
        }
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
    #[error("`{0}` is not a variant: use five, four, well, pumpkin, line or mill")]
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
    #[error("{}", wrong_step(*.mv, .kind))]
    WrongStep {
        /// The move as written.
        mv: Move,
        /// "a diagonal" or "an orthogonal".
        kind: &'static str,
    },
    /// A capture in a game without captures.
    #[error("{mv}: {} has no captures", variant.title())]
    NoCaptures {
        /// The game.
        variant: Variant,
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
    #[error("{mv}: a piece can only jump over a piece of {color}'s, and {over} {}", held_words(*.held))]
    NoOwnPieceToJump {
        /// The move as written.
        mv: Move,
        /// The mover.
        color: Color,
        /// The jumped point.
        over: Point,
        /// Whose piece is on the jumped point, if any.
        held: Option<Color>,
    },
    /// A capture landing on a point without an enemy piece.
    #[error("{mv}: a jump must land on a piece of {enemy}'s, and {to} has none")]
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
    /// A step between points that no line joins (in the well, across it).
    #[error("{0} does not follow a line of the board")]
    NotALine(Move),
    /// 우물고누: the blocking first move of a game begun at the start.
    #[error("{0} is not allowed as the game's first move: it would block the opponent at once")]
    WellFirstMove(Move),
    /// 호박고누: back into the mover's own home row.
    #[error("{0}: a piece that has left its home row cannot go back into it")]
    NoWayHome(Move),
    /// 호박고누: out of the opponent's home row.
    #[error("{0}: a piece in the opponent's home row stays in that row")]
    NoWayOut(Move),
    /// 참고누: a step while the side to move still has pieces in hand.
    #[error("{0} still has pieces in hand: place one (write its point, like d2)")]
    MustPlace(Color),
    /// 참고누: a placement after the placing.
    #[error("{0}: the placing is over, move a piece along a line")]
    PlacingOver(Move),
    /// 참고누: a placement on a marked point.
    #[error("{0} is marked: nobody places there until the placing ends")]
    Marked(Point),
    /// 참고누: a 곤-making move without the piece it removes.
    #[error("{mv} makes a 곤: add the enemy piece it removes, like {example}")]
    MustRemove {
        /// The move as given, without a removal.
        mv: Move,
        /// The same move with one enemy piece it may remove.
        example: Move,
    },
    /// 참고누: a removal by a move that makes no 곤.
    #[error("{0} makes no 곤, so it removes nothing")]
    NoGon(Move),
    /// 참고누: a removal of a point without an enemy piece.
    #[error("{point} has no piece of {enemy}'s to remove")]
    NotRemovable {
        /// The point named for removal.
        point: Point,
        /// The opponent.
        enemy: Color,
    },
    /// Under `--no-repeat`, a move that recreates an earlier position.
    #[error("{0} would recreate an earlier position, and --no-repeat forbids that")]
    Repeats(Move),
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

/// The words of [`RuleError::WrongStep`]: "b1-b3 is not a diagonal step";
/// four-field's says how a piece steps.
fn wrong_step(mv: Move, kind: &str) -> String {
    match kind {
        "an orthogonal" => format!("{mv}: a piece steps one point up, down, left or right"),
        kind => format!("{mv} is not {kind} step"),
    }
}

/// What is on a jumped point: "is White's" or "is empty".
fn held_words(held: Option<Color>) -> String {
    match held {
        Some(color) => format!("is {color}'s"),
        None => "is empty".to_string(),
    }
}
