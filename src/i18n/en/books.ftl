# The rule books of the six games: the rules, the command-line options
# (`kono rules` only), how points, moves and positions are written.

book-five-rules =
    Five-field kono (o-pat-ko-no) is a race on a board of 5 x 5 points.

    Setup. Each side has 7 pieces. Black starts on a1 b1 c1 d1 e1 a2 e2, White on
    a5 b5 c5 d5 e5 a4 e4. A side's 7 starting points are its camp.

    First move. The first player is drawn at random, unless the players choose.

    Moving. On your turn move one of your pieces one step diagonally, forward or
    backward, onto an empty point. There are no jumps and no captures. The
    points fall into two classes, like the two colours of a chessboard's
    squares: a1 c1 e1 b2 d2 a3 … are one, b1 d1 a2 c2 e2 b3 … the other. A
    diagonal step never leaves its class, so a piece stays in its own.

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
    the side to move) occurs for the third time.

book-four-rules =
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
    the side to move) occurs for the third time.

book-well-rules =
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
    move) occurs for the third time. With best play the game is a draw.

book-pumpkin-rules =
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
    backward steps.

book-line-rules =
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

    Draws. By agreement, or when the same position occurs for the third time.

book-mill-rules =
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
    made at once; flying with three pieces.

book-five-options =
    Options. `kono --first black|white` fixes who moves first; `--strict-goal`
    plays the strict goal.

book-four-options =
    Options. `kono --first white|random` changes who moves first;
    `--forced-capture` makes captures compulsory.

book-well-options =
    Options. `kono --first white|random` changes who moves first (the first-move
    rule then binds White's a3-b2).

book-line-options =
    Options. `--no-repeat`: a move may never recreate an earlier position of the
    game (the solved values are those of the standard rule).

book-no-options =
    Options. None: Black moves first.

book-points =
    Points. Files a, b, c... from left to right, ranks 1, 2, 3... from bottom to
    top, as seen by Black: a1 is Black's left corner.

book-five-moves =
    Moves. A step is written from-to, e.g. b1-c2 (always diagonal); a pass is
    written pass. Letter case does not matter. A game record numbers the moves in
    pairs, the first player's and the reply: 1. b1-c2 a4-b3.

book-four-moves =
    Moves. A step is written from-to, e.g. b2-c2 (always along a line); a capture
    fromxto, e.g. a1xa3 (the landing point is the captured piece's point). Letter
    case does not matter. A game record numbers the moves in pairs, the first
    player's and the reply: 1. a1xa3 b4xb2.

book-step-moves =
    Moves. A step is written from-to, e.g. a1-b2, always along a line. Letter case
    does not matter. A game record numbers the moves in pairs, the first player's
    and the reply.

book-line-moves =
    Moves. A step is written from-to, e.g. a1-a2; what it captures follows from
    the step and is not written. Letter case does not matter. A game record
    numbers the moves in pairs, the first player's and the reply.

book-mill-moves =
    Moves. A placement is written as its point, e.g. d2; a step from-to, e.g.
    a4-a1. A move that makes a 곤 adds the removed piece after x: d2xg7,
    a4-a1xd6. Letter case does not matter.

book-positions =
    Positions. One line: the ranks from the top down, separated by /, each written
    with b (black piece), w (white piece) and . (empty point), one character per
    point; a space; the side to move, b or w. The starting position, Black to move:

book-gonu-positions =
    Positions. One line: the ranks from the top down, separated by /, one
    character per point that exists on the rank (b, w, or . for empty; a digit may
    stand for a run of empty points); a space; the side to move, b or w. The
    starting position, Black to move:

book-mill-positions =
    Positions. One line: the ranks from the top down, separated by /, one
    character per point of the rank (rank 7: a7 d7 g7; rank 4: a4 b4 c4 e4 f4 g4):
    b, w, . for an empty point, x for a marked one, or a digit for a run of empty
    points; a space; the side to move, b or w; then the pieces Black and White hold
    in hand. The starting position:

book-start = The starting position (B = Black, W = White):

## Each game's parts of its book, by the game's word (the front end asks
## for book-<game>-rules, -moves, -positions and -options).
book-well-moves = { book-step-moves }
book-pumpkin-moves = { book-step-moves }
book-five-positions = { book-positions }
book-four-positions = { book-positions }
book-well-positions = { book-gonu-positions }
book-pumpkin-positions = { book-gonu-positions }
book-line-positions = { book-gonu-positions }
book-pumpkin-options = { book-no-options }
book-mill-options = { book-no-options }
