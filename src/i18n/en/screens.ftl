# Words of the screens that say an idea instead of a number or a term:
# why a lesson's move lost at once, the news of a finished build.

## Why a lesson's move is wrong when it ends the game itself: $played is
## the move, $who the opponent.
screens-refuted-own-camp = { $played } fills the last point of your own camp, so { $who } wins at once

## The status line once the solved game `b` asked for is built.
screens-table-built = the solved game is built: hints, the coach and level 5 are exact now
screens-table-failed = the solved game could not be built: { $why }

## The help's word for the panel's five-field line.
screens-word-goal = Goal (five-field)
screens-word-goal-means = the other side's camp. The panel counts each side's pieces in it and its points still empty: a side wins once none is empty and at least one holds its piece.

## A wrong lesson move the opponent's reply wins at once: $reply is that
## reply, $why what it does to the learner (screens-finish-…).
screens-refuted-finishes = after { $played }, { $who } answers { $reply } and wins at once: { $why }
screens-finish-camp = every point of your camp is filled
screens-finish-one-piece = you have one piece left
screens-finish-no-pieces = you have no pieces left
screens-finish-too-few = you have two pieces or fewer
screens-finish-blocked = you cannot move
screens-finish-board-full = the board is full and you cannot move
screens-finish-other = the game is over

## `c` in a lesson off the way the coach knows, where the game's values are
## not the task's: $key starts the task again.
screens-coach-off-way = the coach knows this task's way from its start only: { $key } starts it again

## The coach's value of a game over, for the mover (never "in 0").
screens-value-won = won
screens-value-lost = lost
