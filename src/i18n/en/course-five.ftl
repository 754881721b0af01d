# The five-field course: each lesson's title and text, what each task asks.
# Ids: course-five-<lesson>-title, -text, course-five-<lesson>-<task> (see
# src/learn/mod.rs). The text: at most 4 lines of at most 76 columns.

## Lesson 1
course-five-1-title = The board and the points
course-five-1-text =
    Five-field kono is played on the 25 points where the lines cross.
    A point is named by its letter and number: a1 is the bottom left.
    Black starts at the bottom, White at the top, 7 pieces each.
    Pick a piece, then the point it goes to.
course-five-1-1 = Move the piece on a2 to b3.
course-five-1-2 = Move the piece on e2 to d3.
course-five-1-3 = Move the piece on c1 to b2.
course-five-1-4 = Put a piece on c3, the centre.

## Lesson 2
course-five-2-title = The diagonal step
course-five-2-text =
    A piece steps diagonally: one point up or down and one to the side,
    corner to corner, onto an empty point.
    It may step forward or back. That is the only move there is:
    no straight steps, no jumps, no captures.
course-five-2-1 = Step c3 forward, to d4.
course-five-2-2 = Step c3 back, to b2.
course-five-2-3 = Bring a piece back home to c1.
course-five-2-4 = Put a piece on e3.

## Lesson 3
course-five-3-title = One piece a point
course-five-3-text =
    A point holds one piece, and pieces never jump.
    A piece whose diagonal neighbours are all taken cannot move,
    and a piece in the way must be walked round.
course-five-3-1 = From the corner a1 one diagonal step leads on, to b2. Play it.
course-five-3-2 = c1 is boxed in. Put a piece on c3.
course-five-3-3 = Put a piece on a1: only one can go.

## Lesson 4
course-five-4-title = Filling the camp
course-five-4-text =
    Your goal: fill every point of the other side's camp, the 7 points
    where it started. Its own pieces still at home count as filling it,
    so staying home does not stop you: one piece of yours in it is enough.
course-five-4-1 = One point of White's camp is empty. Fill it.
course-five-4-2 = White's a5 and b5 count too. Win.
course-five-4-3 = Win in 2 moves.
course-five-4-4 = Win in 2 moves.

## Lesson 5
course-five-5-title = Two classes of points
course-five-5-text =
    Diagonal steps keep a piece in its class of points, as a bishop in
    chess keeps to its squares: a1, c1, e1, b2, d2, a3, c3 ... are one class;
    b1, d1, a2, c2, e2, b3 ... the other. A piece never changes class, so
    only some of your pieces can ever reach a given point.
course-five-5-1 = a2 is just below a3 but can never reach it. Put a piece on a3.
course-five-5-2 = Put a piece on e3.
course-five-5-3 = Put a piece on a1.

## Lesson 6
course-five-6-title = Your own camp, and the pass
course-five-6-text =
    Filling your own camp counts for the opponent: step back into it
    when the rest is full, and the opponent wins. A player with no legal
    move passes, and the other side moves again.
course-five-6-1 = Win in 1 move, but mind your own camp.
course-five-6-2 = Win in 1 move, but mind your own camp.
course-five-6-3 = Play c3-d2: White cannot move and must pass.
course-five-6-4 = You are White: play b2-c3, and Black must pass.

## Lesson 7
course-five-7-title = Blockers and the draw
course-five-7-text =
    A piece in the opponent's way holds it up: moving it can lose at once.
    Find the one move that does not lose. And the same position a third
    time, with the same side to move, is a draw.
course-five-7-1 = Every move but one loses quickly. Find it.
course-five-7-2 = Every move but one loses quickly. Find it.
course-five-7-3 = Every move but one loses quickly. Find it.
course-five-7-4 = Play d3-e4: the start comes back a third time.

## Lesson 8
course-five-8-title = Endgames
course-five-8-text =
    Positions from the solved game. The opponent plays perfectly.
    Win in the fewest moves for three stars, or find the one move
    that does not lose.
course-five-8-1 = Win in 2 moves.
course-five-8-2 = Win in 3 moves.
course-five-8-3 = Win in 3 moves.
course-five-8-4 = Win in 3 moves.
course-five-8-5 = Every move but one loses quickly. Find it.

## Lesson 9
course-five-9-title = Blockers and spare moves
course-five-9-text =
    While one point of your camp stays empty, you cannot lose. A piece on
    the only way into that point is a blocker: while it stays, no enemy
    gets in. You must move every turn, so keep spare moves elsewhere:
    the side that runs out of them has to move a blocker.
course-five-9-1 = b2 and d2 keep White out of c1. Keep them there: find the spare move.
course-five-9-2 = Win in 3 moves: keep b3 and d3 where they are, and play a spare move.
course-five-9-3 = Win in 3 moves. Which of your pieces have spare moves?

## Lesson 10
course-five-10-title = Leaving home
course-five-10-text =
    Your pieces at home fill your own camp for the opponent. When it is
    about to fill your last empty point, step a piece out of the camp:
    the point it leaves must be filled too, and the piece that left can
    stand guard over it.
course-five-10-1 = c2-d1 would fill your camp. Step out, and guard the point you leave.
course-five-10-2 = d2-c1 would fill your camp. Find the way out.
course-five-10-3 = d2-c1 would fill your camp. Leave the corner.
