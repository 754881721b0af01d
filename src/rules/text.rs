//! The rules in plain words, and the text diagram of a position: what
//! `kono rules`, `kono replay` and the help overlay show.

use super::{Color, Point, Position, Variant};

const FIVE_RULES: &str = "\
Five-field kono (o-pat-ko-no) is a race on a board of 5 x 5 points.

Setup. Each side has 7 pieces. Black starts on a1 b1 c1 d1 e1 a2 e2, White on
a5 b5 c5 d5 e5 a4 e4. A side's 7 starting points are its camp.

First move. The first player is drawn at random (--first black|white fixes it).

Moving. On your turn move one of your pieces one step diagonally, forward or
backward, onto an empty point. There are no jumps and no captures. A piece
never leaves its colour class: pieces on points with an even file+rank sum
stay on such points.

Winning. You win when, after your move, every point of your opponent's camp is
occupied and at least one of them by your pieces. Your opponent's pieces still
standing in their own camp count as occupying it (a piece that left and came
back counts too), so staying home does not stop you: you fill the points they
vacated. If your move completes that condition for your
opponent instead (you stepped back into your own camp), your opponent wins.
With --strict-goal you need all 7 of your pieces on the 7 points of the
opponent's camp.

No legal move. A player who cannot move passes; the pass is recorded as `pass`.

Draws. By agreement, or automatically when the same position (all pieces and
the side to move) occurs for the third time.";

const FOUR_RULES: &str = "\
Four-field kono (nei-pat-ko-no) is a capturing game on a board of 4 x 4 points.

Setup. Each side has 8 pieces: Black fills ranks 1 and 2, White ranks 3 and 4.
The board starts full.

First move. Black moves first (--first white|random changes it). Since the
board is full, the first move must be a capture.

Moving. On your turn either
- step one piece one point along a line (not diagonally) onto an empty point, or
- capture: jump one of your pieces over an adjacent piece of your own, along a
  line, onto the enemy piece directly beyond. The enemy piece is removed and
  yours takes its point; the piece you jumped over (your own) stays where it
  is. One capture per turn, never a chain, never over an enemy piece, never
  diagonally.
Captures are optional; with --forced-capture a player who can capture must.

Winning. You win when, after your move, your opponent has one piece or none
left, or cannot move.

Draws. By agreement, or automatically when the same position (all pieces and
the side to move) occurs for the third time.";

/// The notation of moves and positions, the same for both games.
pub const NOTATION: &str = "\
Points. Files a, b, c... from left to right, ranks 1, 2, 3... from bottom to
top, as seen by Black: a1 is Black's left corner.

Moves. A step is written from-to, e.g. b1-c2; a capture fromxto, e.g. a1xa3
(the landing point is the captured piece's point); a forced pass is pass.
Letter case does not matter. Moves are counted one by one, either side's;
a game record writes two to a numbered line (1. a1xa3 b4xb2 holds moves 1
and 2).

Positions. One line: the ranks from the top down, separated by /, each written
with b (black piece), w (white piece) and . (empty point), one character per
point; a space; the side to move, b or w. The number of ranks gives the
variant. The starting positions, Black to move:
  five:  wwwww/w...w/...../b...b/bbbbb b
  four:  wwww/wwww/bbbb/bbbb b";

/// The rules of `variant` in plain words (no diagram, no notation).
pub const fn rules_text(variant: Variant) -> &'static str {
    match variant {
        Variant::Five => FIVE_RULES,
        Variant::Four => FOUR_RULES,
    }
}

/// The whole rule book of `variant`, as `kono rules` prints it: the rules,
/// the starting diagram and the notation.
pub fn rule_book(variant: Variant) -> String {
    let start = Position::start(variant, Color::Black);
    format!(
        "{}\n\nThe starting position (B = Black, W = White):\n\n{}\n{}",
        rules_text(variant),
        diagram(&start),
        NOTATION
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
