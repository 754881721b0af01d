# The 호박고누 (pumpkin kono) course: each lesson's title and text, what each task asks.
# Ids: course-pumpkin-<lesson>-title, -text, course-pumpkin-<lesson>-<task> (see
# src/learn/mod.rs). The text: at most 4 lines of at most 76 columns.

## Lesson 1
course-pumpkin-1-title = Round the pumpkin
course-pumpkin-1-text =
    호박고누 has 11 points: a home row of three for each side, and between
    them the pumpkin, a circle of four points round a centre.
    Three pieces each, Black at the bottom. A piece steps along a line to
    an empty point: along its home row, up the stem, round the circle.
course-pumpkin-1-1 = Make the first move: only c1 can go, up the stem.
course-pumpkin-1-2 = Put a piece on c3, the centre.
course-pumpkin-1-3 = Go round the circle: put a piece on d3.

## Lesson 2
course-pumpkin-2-title = Home rows
course-pumpkin-2-text =
    A piece on its own home row may step along it. Once it leaves, it may
    never come back into it. A piece that enters the other side's home row
    stays there for good, stepping only along that row.
course-pumpkin-2-1 = a1 is still at home: step it along the row to c1.
course-pumpkin-2-2 = You are White: c4 has left home for good. Step it to the centre.
course-pumpkin-2-3 = Your c5 is in White's home: it moves only along it. Play c5-a5.

## Lesson 3
course-pumpkin-3-title = Blocking wins
course-pumpkin-3-text =
    A player who cannot move on their turn loses.
    A piece in the enemy's home row blocks it from inside, and a piece on
    the stem closes the row's only way out.
course-pumpkin-3-1 = Leave White no move.
course-pumpkin-3-2 = Leave White no move.
course-pumpkin-3-3 = White's two pieces are stuck in your row. Win.
course-pumpkin-3-4 = Win in 2 moves.

## Lesson 4
course-pumpkin-4-title = From the solved game
course-pumpkin-4-text =
    Solved, 호박고누 is a draw, and no win takes more than 4 moves.
    The opponent plays perfectly. Win in the fewest moves, or find the
    one move that does not lose.
course-pumpkin-4-1 = Win in 3 moves.
course-pumpkin-4-2 = Win in 4 moves.
course-pumpkin-4-3 = Every move but one loses. Find it.
course-pumpkin-4-4 = Every move but one loses. Find it.
