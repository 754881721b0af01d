# The 참고누 (the mill game) course: each lesson's title and text, what each task asks.
# Ids: course-mill-<lesson>-title, -text, course-mill-<lesson>-<task> (see
# src/learn/mod.rs). The text: at most 4 lines of at most 76 columns.

## Lesson 1
course-mill-1-title = Placing
course-mill-1-text =
    참고누 is played on the 24 points of three squares, joined across the
    middle of each side and by diagonals at the corners.
    Each side has 12 pieces in hand. Turn by turn, each places one on an
    empty point, Black first.
course-mill-1-1 = Place your first piece on d2.
course-mill-1-2 = White has two on the top side: place on g7 to block it.
course-mill-1-3 = White has two on a diagonal: block it.

## Lesson 2
course-mill-2-title = 곤: three in a line
course-mill-2-text =
    Three of your pieces on one line of three points is a 곤: a side, a
    line across, or a corner diagonal. The move that makes it removes
    one enemy piece of your choice. While the placing lasts, nobody
    places where the removed piece stood: the point is marked.
course-mill-2-1 = Make a 곤 and remove a piece.
course-mill-2-2 = Diagonals count too: make a 곤 and remove a piece.
course-mill-2-3 = Make a 곤 and remove the piece in both of White's threats.
course-mill-2-4 = You are White; a7 is marked. Place on g7: keep Black off the right side.

## Lesson 3
course-mill-3-title = Moving and winning
course-mill-3-text =
    Once all 24 pieces are placed, the marks are cleared and a piece steps
    along a line to an empty point. A step that makes a 곤 removes too.
    You win when the opponent is down to two pieces, or cannot move: a
    board filled with no 곤 leaves Black, who moves first, no step.
course-mill-3-1 = Make a 곤 with a step and remove a piece.
course-mill-3-2 = White has three pieces. Win.
course-mill-3-3 = Leave White no move.
course-mill-3-4 = Your last piece: fill the board with no 곤 and you cannot move. Make a 곤.

## Lesson 4
course-mill-4-title = Threats that cannot be stopped
course-mill-4-text =
    참고누 is too large to solve, but short wins can be proven: the
    opponent defends perfectly. Prepare a 곤 the other side cannot block,
    or two at once.
course-mill-4-1 = Win in 2 moves.
course-mill-4-2 = Win in 2 moves.
course-mill-4-3 = Win in 2 moves.
