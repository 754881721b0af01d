//! The rules in plain words, and the text diagram of a position: what
//! `kono rules`, `kono replay`, the start screen and the help overlay show.
//! Each variant's book speaks of its own game only; the command-line
//! options are added only where the command line prints the book.

use super::books::{
    GONU_POSITIONS, LINE_MOVES, LINE_OPTIONS, LINE_RULES, MILL_MOVES, MILL_POSITIONS, MILL_RULES,
    NO_OPTIONS, PUMPKIN_RULES, STEP_MOVES, WELL_OPTIONS, WELL_RULES,
};
use super::{Color, Point, Position, Variant};

const FIVE_RULES: &str = "\
Five-field kono (o-pat-ko-no) is a race on a board of 5 x 5 points.

Setup. Each side has 7 pieces. Black starts on a1 b1 c1 d1 e1 a2 e2, White on
a5 b5 c5 d5 e5 a4 e4. A side's 7 starting points are its camp.

First move. The first player is drawn at random, unless the players choose.

Moving. On your turn move one of your pieces one step diagonally, forward or
backward, onto an empty point. There are no jumps and no captures. A piece
never leaves its colour class: pieces on points with an even file+rank sum
stay on such points.

Winning. You win when, after your move, every point of your opponent's camp is
occupied and at least one of them by your pieces. Your opponent's pieces still
standing in their own camp count as occupying it (a piece that left and came
back counts too), so staying home does not stop you: you fill the points they
vacated. If your move completes that condition for your opponent instead (you
stepped back into your own camp), your opponent wins.

Strict goal (a rule option). You need all 7 of your pieces on the 7 points of
the opponent's camp.

No legal move. A player who cannot move passes, and the other moves again.

Draws. By agreement, or automatically when the same position (all pieces and
the side to move) occurs for the third time.";

const FOUR_RULES: &str = "\
Four-field kono (nei-pat-ko-no) is a capturing game on a board of 4 x 4 points.

Setup. Each side has 8 pieces: Black fills ranks 1 and 2, White ranks 3 and 4.
The board starts full.

First move. Black moves first, unless the players choose. Since the board is
full, the first move must be a capture.

Moving. On your turn either
- step one piece one point along a line (not diagonally) onto an empty point, or
- capture: jump one of your pieces over an adjacent piece of your own, along a
  line, onto the enemy piece directly beyond. The enemy piece is removed and
  yours takes its point; the piece you jumped over (your own) stays where it
  is. One capture per turn, never a chain, never over an enemy piece, never
  diagonally.
Captures are optional.

Forced capture (a rule option). A player who can capture must.

Winning. You win when, after your move, your opponent has one piece or none
left, or cannot move.

Draws. By agreement, or automatically when the same position (all pieces and
the side to move) occurs for the third time.";

/// The command-line options of each game, for `kono rules` only.
const FIVE_OPTIONS: &str = "\
Options. `kono --first black|white` fixes who moves first; `--strict-goal`
plays the strict goal.";

const FOUR_OPTIONS: &str = "\
Options. `kono --first white|random` changes who moves first;
`--forced-capture` makes captures compulsory.";

const POINTS: &str = "\
Points. Files a, b, c... from left to right, ranks 1, 2, 3... from bottom to
top, as seen by Black: a1 is Black's left corner.";

const FIVE_MOVES: &str = "\
Moves. A step is written from-to, e.g. b1-c2 (always diagonal); a pass is
written pass. Letter case does not matter. A game record numbers the moves in
pairs, the first player's and the reply: 1. b1-c2 a4-b3.";

const FOUR_MOVES: &str = "\
Moves. A step is written from-to, e.g. b2-c2 (always along a line); a capture
fromxto, e.g. a1xa3 (the landing point is the captured piece's point). Letter
case does not matter. A game record numbers the moves in pairs, the first
player's and the reply: 1. a1xa3 b4xb2.";

const POSITIONS: &str = "\
Positions. One line: the ranks from the top down, separated by /, each written
with b (black piece), w (white piece) and . (empty point), one character per
point; a space; the side to move, b or w. The starting position, Black to move:";

/// The notation of moves and positions of `variant`.
pub fn notation(variant: Variant) -> String {
    let (moves, positions) = match variant {
        Variant::Five => (FIVE_MOVES, POSITIONS),
        Variant::Four => (FOUR_MOVES, POSITIONS),
        Variant::Well | Variant::Pumpkin => (STEP_MOVES, GONU_POSITIONS),
        Variant::Line => (LINE_MOVES, GONU_POSITIONS),
        Variant::Mill => (MILL_MOVES, MILL_POSITIONS),
    };
    let start = Position::start(variant, Color::Black);
    format!("{POINTS}\n\n{moves}\n\n{positions}\n\n  {start}")
}

/// The rules of `variant` in plain words, as the game shows them (no
/// diagram, no notation, no command-line options).
pub const fn rules_text(variant: Variant) -> &'static str {
    match variant {
        Variant::Five => FIVE_RULES,
        Variant::Four => FOUR_RULES,
        Variant::Well => WELL_RULES,
        Variant::Pumpkin => PUMPKIN_RULES,
        Variant::Line => LINE_RULES,
        Variant::Mill => MILL_RULES,
    }
}

/// The rule book of `variant` as the terminal game shows it: the rules,
/// the starting diagram and the notation.
pub fn game_book(variant: Variant) -> String {
    let start = Position::start(variant, Color::Black);
    format!(
        "{}\n\nThe starting position (B = Black, W = White):\n\n{}\n{}",
        rules_text(variant),
        diagram(&start),
        notation(variant)
    )
}

/// The whole rule book of `variant`, as `kono rules` prints it: the rules,
/// the command-line options, the starting diagram and the notation.
pub fn rule_book(variant: Variant) -> String {
    let options = match variant {
        Variant::Five => FIVE_OPTIONS,
        Variant::Four => FOUR_OPTIONS,
        Variant::Well => WELL_OPTIONS,
        Variant::Line => LINE_OPTIONS,
        Variant::Pumpkin | Variant::Mill => NO_OPTIONS,
    };
    let start = Position::start(variant, Color::Black);
    format!(
        "{}\n\n{options}\n\nThe starting position (B = Black, W = White):\n\n{}\n{}",
        rules_text(variant),
        diagram(&start),
        notation(variant)
    )
}

/// The board as plain text: the grid lines, `B` and `W` on the points, rank
/// digits at the left and file letters below, rank 1 at the bottom.
///
/// ```text
/// 4  W---W---W---W
///    |   |   |   |
/// ```
pub fn diagram(pos: &Position) -> String {
    if !matches!(pos.variant(), Variant::Five | Variant::Four) {
        return places(pos);
    }
    let size = pos.variant().size();
    let mut out = String::new();
    for rank in (0..size).rev() {
        out.push_str(&format!("{}  ", rank + 1));
        for file in 0..size {
            if file > 0 {
                out.push_str("---");
            }
            let glyph = match Point::new(file, rank).and_then(|p| pos.piece_at(p)) {
                Some(Color::Black) => 'B',
                Some(Color::White) => 'W',
                None => '+',
            };
            out.push(glyph);
        }
        out.push('\n');
        if rank > 0 {
            out.push_str("   ");
            out.push_str(&vec!["|"; size.into()].join("   "));
            out.push('\n');
        }
    }
    out.push_str("   ");
    let files: Vec<String> = (0..size)
        .map(|f| char::from(b'a' + f).to_string())
        .collect();
    out.push_str(&files.join("   "));
    out.push('\n');
    out
}

/// The board of a gonu game as plain text: each point at its grid place
/// (`B`, `W`, `+`, the mill's marked `x`), rank digits at the left and file
/// letters below; the lines are in the rule book's words.
fn places(pos: &Position) -> String {
    let geometry = pos.variant().geometry();
    let mut out = String::new();
    for rank in (0..geometry.ranks()).rev() {
        let mut row = vec![' '; usize::from(geometry.files()) * 4];
        for p in geometry.rank_points(rank) {
            row[usize::from(p.file()) * 4] = match pos.piece_at(p) {
                Some(Color::Black) => 'B',
                Some(Color::White) => 'W',
                None if pos.is_marked(p) => 'x',
                None => '+',
            };
        }
        let row: String = row.into_iter().collect();
        out.push_str(&format!("{}  {}\n", rank + 1, row.trim_end()));
    }
    let files: Vec<String> = (0..geometry.files())
        .map(|f| char::from(b'a' + f).to_string())
        .collect();
    out.push_str(&format!("   {}\n", files.join("   ")));
    out
}
