# The 우물고누 (well kono) course: each lesson's title and text, what each task asks.
# Ids: course-well-<lesson>-title, -text, course-well-<lesson>-<task> (see
# src/learn/mod.rs). The text: at most 4 lines of at most 76 columns.

## Lesson 1
course-well-1-title = Five points and the well
course-well-1-text =
    우물고누 is played on five points: the corners of a square and its centre.
    Lines join the centre to every corner, and three sides join the corners.
    The left side is the well: no line, so no step across it.
    Two pieces each. A piece steps along a line to the empty point.
course-well-1-1 = Step the piece on c1 up to c3.
course-well-1-2 = Step the centre piece to c3.
course-well-1-3 = a1 cannot cross the well. Put a piece on a3.

## Lesson 2
course-well-2-title = The first move
course-well-2-text =
    The game starts with Black on a1 and c1, White on a3 and c3.
    The very first move may not take the piece beside the well into the
    centre: the other side could not move at all. Only that first move.
course-well-2-1 = Make the first move of the game (a1-b2 is not allowed).
course-well-2-2 = You are White and move first: make the first move.
course-well-2-3 = The start again, but not the first move: a1-b2 is allowed. Win.

## Lesson 3
course-well-3-title = Blocking wins
course-well-3-text =
    A player who cannot move on their turn loses.
    With one empty point, the enemy pieces can only step there: fill the
    point they are waiting for, and they are stuck.
course-well-3-1 = Leave White no move.
course-well-3-2 = Leave White no move.
course-well-3-3 = Leave White no move.
course-well-3-4 = You are White: leave Black no move.

## Lesson 4
course-well-4-title = Look one move ahead
course-well-4-text =
    Solved, 우물고누 is a draw: nobody can force a win. Every loss comes at
    once, from a step that opens the one point the enemy needs.
    Before you step, ask what the empty point will give the other side.
course-well-4-1 = One move keeps the draw. Find it.
course-well-4-2 = One move keeps the draw. Find it.
course-well-4-3 = One move keeps the draw. Find it.
course-well-4-4 = One move keeps the draw. Find it.
