//! The rule books of the four gonu games, in plain words: what `kono rules`
//! and the game's help show.

/// 우물고누.
pub(super) const WELL_RULES: &str = "\
Well kono (우물고누, also 강고누 or 샘고누) is a blockade game on 5 points: the
four corners of a square and its centre.

Board. Lines join a3-c3, c3-c1 and c1-a1 (three sides of the square) and the
centre b2 to each corner. The left side a3-a1 has no line: it is the well
(우물), and no piece moves across it.

Setup. Black on a1 and c1, White on a3 and c3. Black moves first, unless the
players choose.

Moving. On your turn move one of your pieces one step along a line to the
empty point.

The first move. The very first move of a game from the starting position may
not take the piece beside the well into the centre (a1-b2 when Black starts,
a3-b2 when White starts): it would block the opponent at once. A game set up
from a position has no such first move.

Winning. A player who cannot move on their turn loses.

Draws. By agreement, or when the same position (the pieces and the side to
move) occurs for the third time. With best play the game is a draw.";

/// 호박고누.
pub(super) const PUMPKIN_RULES: &str = "\
Pumpkin kono (호박고누) is a blockade game on 11 points: two home rows of three
points and, between them, the pumpkin: a circle through c4, d3, c2 and b3
around the centre c3.

Board. Lines join each home row (a1-c1-e1, a5-c5-e5), the stems c1-c2 and
c5-c4, the cross from c3 to c4, d3, c2 and b3, and the four arcs of the
circle (c4-d3, d3-c2, c2-b3, b3-c4).

Setup. Each side has 3 pieces on its home row: Black on a1 c1 e1, White on a5
c5 e5. Black moves first.

Moving. On your turn move one piece one step along a line to an empty point,
with two limits:
- a piece that has left its own home row may never go back into it;
- a piece that has entered the opponent's home row may move only within that
  row: it never comes out.
A piece still on its own home row may move along that row.

Winning. A player who cannot move on their turn loses.

Draws. By agreement, or when the same position occurs for the third time.

Other readings (not played here): some regions play with 4 pieces on a longer
home row; some forbid entering the opponent's home at all; some forbid
backward steps.";

/// 줄고누.
pub(super) const LINE_RULES: &str = "\
Line kono (줄고누, also 넉줄고누) is a capturing game on 4 x 4 points joined by
their rank and file lines, the board of four-field kono.

Setup. Each side has 4 pieces on its back rank: Black on a1 b1 c1 d1, White on
a4 b4 c4 d4. Black moves first.

Moving. On your turn move one piece one step along a line (not diagonally) to
an empty point.

Capturing. After your move, every row of one or two enemy pieces that lies
directly between the moved piece and another piece of yours, along a rank or
a file with no gap, is captured and removed. One move can capture in several
directions at once. Moving a piece into a gap between two enemy pieces is
safe: only the mover captures.

Winning. You win when your opponent has one piece or none left, or cannot
move.

Draws. By agreement, or when the same position occurs for the third time.";

/// 참고누.
pub(super) const MILL_RULES: &str = "\
The mill game (참고누, also 곤질고누 or 꽃고누) is played on 24 points: three
squares one inside the other, their midpoints joined across and their corners
joined by diagonals.

A 곤 (gon) is three pieces of one side on one straight line of three points: a
side of a square, a cross line (d1-d2-d3, a4-b4-c4, e4-f4-g4, d5-d6-d7) or a
corner diagonal (a1-b2-c3, g1-f2-e3, a7-b6-c5, g7-f6-e5): 20 lines in all.

Setup. The board starts empty; each side holds 12 pieces in hand. Black moves
first.

Placing. While the placing lasts, a turn puts one piece from hand on an empty,
unmarked point.

Capturing. A move (placing or stepping) that makes a new 곤 of yours removes
one enemy piece of your choice, any piece, even one in a 곤: one removal per
move, even when the move makes two 곤. During the placing the point of the
removed piece is marked (x): nobody places there until the placing ends.

End of placing. The placing ends when both sides have placed all 12; then
every mark is cleared.

Moving. From then on a turn steps one piece along a line to an empty point.
No flying.

Winning. You win when your opponent is left with two pieces or fewer (on the
board and in hand together), or cannot move. A board that fills up in the
placing is lost by the player who must move.

Draws. By agreement, or when the same position (with the hands and the marks)
occurs for the third time.

Other readings (not played here): losing at three pieces; one removal per 곤
made at once; flying with three pieces.";

/// How the gonu games' moves are written.
pub(super) const STEP_MOVES: &str = "\
Moves. A step is written from-to, e.g. a1-b2, always along a line. Letter case
does not matter. A game record numbers the moves in pairs, the first player's
and the reply.";

/// How line kono's moves are written.
pub(super) const LINE_MOVES: &str = "\
Moves. A step is written from-to, e.g. a1-a2; what it captures follows from
the step and is not written. Letter case does not matter. A game record
numbers the moves in pairs, the first player's and the reply.";

/// How the mill's moves are written.
pub(super) const MILL_MOVES: &str = "\
Moves. A placement is written as its point, e.g. d2; a step from-to, e.g.
a4-a1. A move that makes a 곤 adds the removed piece after x: d2xg7,
a4-a1xd6. Letter case does not matter.";

/// The mill's position notation.
pub(super) const MILL_POSITIONS: &str = "\
Positions. One line: the ranks from the top down, separated by /, one
character per point of the rank (rank 7: a7 d7 g7; rank 4: a4 b4 c4 e4 f4 g4):
b, w, . for an empty point, x for a marked one, or a digit for a run of empty
points; a space; the side to move, b or w; then the pieces Black and White hold
in hand. The starting position:";

/// The other gonu games' position notation.
pub(super) const GONU_POSITIONS: &str = "\
Positions. One line: the ranks from the top down, separated by /, one
character per point that exists on the rank (b, w, or . for empty; a digit may
stand for a run of empty points); a space; the side to move, b or w. The
starting position, Black to move:";

/// The command-line options of the well.
pub(super) const WELL_OPTIONS: &str = "\
Options. `kono --first white|random` changes who moves first (the first-move
rule then binds White's a3-b2).";

/// The command-line options of line kono.
pub(super) const LINE_OPTIONS: &str = "\
Options. `--no-repeat`: a move may never recreate an earlier position of the
game (the solved values are those of the standard rule).";

/// The options of a game that has none.
pub(super) const NO_OPTIONS: &str = "Options. None: Black moves first.";
