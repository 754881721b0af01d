# The four-field course: each lesson's title and text, what each task asks.
# Ids: course-four-<lesson>-title, -text, course-four-<lesson>-<task> (see
# src/learn/mod.rs). The text: at most 4 lines of at most 76 columns.

## Lesson 1
course-four-1-title = Steps along the lines
course-four-1-text =
    Four-field kono is played on the 16 points of a 4 by 4 grid.
    A piece steps one point along a line, up, down, left or right,
    onto an empty point. Black starts at the bottom, White at the top.
course-four-1-1 = Put a piece on c3.
course-four-1-2 = Step d2 up, to d3.
course-four-1-3 = Put a piece on d4.

## Lesson 2
course-four-2-title = The capture
course-four-2-text =
    To capture, a piece jumps over a piece of its own colour next to it
    and lands on the enemy piece just beyond, in a straight line.
    The enemy piece is removed; the jumped piece stays.
course-four-2-1 = Capture the piece on b3.
course-four-2-2 = Capture along the row.
course-four-2-3 = You are White: capture.

## Lesson 3
course-four-3-title = What is not a capture
course-four-3-text =
    No jumping over an enemy piece, no diagonal jumps, never two pieces
    at once, and a jump must land on an enemy piece, never on an empty
    point. One capture a turn. Find the one real capture.
course-four-3-1 = b2 cannot jump the enemy on b3. Capture.
course-four-3-2 = No diagonal jumps. Capture.
course-four-3-3 = a1 cannot jump two pieces. Capture.
course-four-3-4 = A jump must land on an enemy. Capture.

## Lesson 4
course-four-4-title = The first move
course-four-4-text =
    The board starts full, so no piece can step: the first move must be
    a capture, and the reply usually is one too.
course-four-4-1 = Make the first move.
course-four-4-2 = Play b1xb3.
course-four-4-3 = You are White: answer a1xa3.

## Lesson 5
course-four-5-title = Winning
course-four-5-text =
    You win when the opponent has one piece left,
    or when the opponent has no legal move.
course-four-5-1 = Leave White one piece.
course-four-5-2 = You are White: leave Black one piece.
course-four-5-3 = Leave White no move.

## Lesson 6
course-four-6-title = Forced captures
course-four-6-text =
    When captures are forced, a player who can capture must capture.
    Then a piece offered is a piece the opponent has to take,
    and you choose where it lands.
course-four-6-1 = Captures are forced. Win in 2 moves.
course-four-6-2 = Captures are forced. Win in 2 moves.
course-four-6-3 = Captures are forced. Win in 2 moves.

## Lesson 7
course-four-7-title = Tactics
course-four-7-text =
    Set up a capture the opponent cannot stop: line up two of your
    pieces behind an enemy it cannot move away. The opponent defends
    perfectly.
course-four-7-1 = Win a piece in 3 moves.
course-four-7-2 = Win a piece in 3 moves.
course-four-7-3 = Win a piece in 3 moves.
course-four-7-4 = Only one move wins in 2.

## Lesson 8
course-four-8-title = Endgames
course-four-8-text =
    Positions from the solved game. The opponent plays perfectly.
    Three pieces beat two with care; two can hold three.
course-four-8-1 = Three against two: win in 3 moves.
course-four-8-2 = Three against two: win in 4 moves.
course-four-8-3 = Two against three: one move holds. Find it.
course-four-8-4 = Two against three: hold the draw for 2 moves.
course-four-8-5 = Two against three: hold the draw for 2 moves.

## Lesson 9
course-four-9-title = Safe points
course-four-9-text =
    Two enemy pieces in a line can jump the piece just beyond them.
    Before each move, find every enemy pair: never leave a piece on the
    point beyond one, and never step onto such a point.
course-four-9-1 = c2 can jump over b2 onto a2. Save a2 and keep the draw.
course-four-9-2 = a2 is in danger, and so is every point beyond a pair. Find the safe move.
course-four-9-3 = b3 can jump over c3 onto d3. Find the one safe move.

## Lesson 10
course-four-10-title = Trading down
course-four-10-text =
    When you have more pieces, trade: take one even if the opponent can
    take one back. Each trade leaves it fewer pieces and fewer pairs,
    and with one piece left it has lost.
course-four-10-1 = Five against three: win in 2 moves. Do not fear a piece taken back.
course-four-10-2 = Five against four: win in 3 moves.
course-four-10-3 = Five against three: win in 3 moves.
