# The 줄고누 (line kono) course: each lesson's title and text, what each task asks.
# Ids: course-line-<lesson>-title, -text, course-line-<lesson>-<task> (see
# src/learn/mod.rs). The text: at most 4 lines of at most 76 columns.

## Lesson 1
course-line-1-title = Steps on the grid
course-line-1-text =
    줄고누 is played on the 16 points of a 4 by 4 grid.
    Four pieces each: Black on the bottom row, White on the top.
    A piece steps one point along a line, up, down, left or right,
    onto an empty point. No jumps.
course-line-1-1 = Step b1 up to b2.
course-line-1-2 = Step d1 to the left, to c1.
course-line-1-3 = Put a piece on c3.

## Lesson 2
course-line-2-title = Trapping pieces
course-line-2-text =
    After your step, enemy pieces caught in a straight row between the
    piece you moved and another of yours, one or two with no gap, are
    captured. A step can trap in two directions at once. Stepping in
    between two enemy pieces is safe: only the one who moves captures.
course-line-2-1 = Trap b2 and capture it.
course-line-2-2 = Capture two pieces in a row with one step.
course-line-2-3 = Capture in two directions with one step.
course-line-2-4 = Step in between a1 and c1: it is safe. Play b2-b1.

## Lesson 3
course-line-3-title = Winning
course-line-3-text =
    You win when the opponent has one piece left or none,
    or when the opponent cannot move.
course-line-3-1 = Leave White one piece.
course-line-3-2 = Capture both of White's pieces.
course-line-3-3 = Leave White no move.

## Lesson 4
course-line-4-title = From the solved game
course-line-4-text =
    Solved, 줄고누 is a draw from the start. The opponent plays perfectly.
    Win in the fewest moves, or find the one move that does not lose.
course-line-4-1 = Win in 2 moves.
course-line-4-2 = Win in 3 moves.
course-line-4-3 = Every move but one loses. Find it.
course-line-4-4 = Every move but one loses. Find it.
