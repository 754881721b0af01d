# The status line: what just happened, what a key refused, the questions.

status-saved = saved to { $path }
status-new-game = new game: { $side } moves first
status-new-game-drawn = new game: { $side } moves first (drawn at random)
status-loaded = { $from }: move { $number }, { $side } to move
status-loaded-over = { $from }: { $count ->
    [one] 1 move
   *[other] { $count } moves
}, { $outcome }
status-picked = { $at } picked up: { $places }
status-put-back = put the piece back
status-removing = a line of three on { $to }: which enemy piece does it remove? (the marked ones; { $key } removes the one under the cursor)
status-took-back = took back { $what }
status-played-again = played again { $what }
status-paused = the computer is paused: { $key } lets it play on
status-plays-on = the computer plays on
status-building-table = building the solved five-field game in the background (about 10 s of CPU and 450 MB of memory); play on meanwhile: until it is ready, the computer and the hints think ahead instead
status-puzzle-needs-table = puzzles need the solved five-field game: { $key } builds it (about 10 s of CPU, 450 MB of memory)
status-hints-on = hints on: the value of every move
status-hints-off = hints off
status-reviewing = review: { $arrows } a move, Home/End the ends, Esc back
status-offered-draw = { $side } offers a draw: waiting for the computer's answer
status-declined = { $side } declines the draw
status-goes-on = the game goes on
status-flipped = { $side } is at the bottom
save-name-only = on the server a game is saved under a name, in your own folder: type a name without a folder
status-save-as = save as:
status-puzzle = Puzzle: { $title }
status-autosave-off = autosave is off: no data directory (set KONO_HOME)
status-finding-puzzle = looking for the next puzzle…
status-seeking-puzzle = looking for a puzzle…
status-lesson-task = lesson { $lesson }, task { $number }: your move
status-task-hint = coach: { $mv } leads to the goal in the fewest moves ({ $key } plays it)
status-checking = checking { $mv }…
status-course-done = done: { $stars } ({ $count } of 3). The course is done! { $offer }{ $other }
status-asking-coach = the coach is thinking…
status-no-puzzle = no puzzle found this time: try again
status-working-review = working out the review… { $percent }% ({ $arrows } a move meanwhile, Esc back)
status-not-saved = not saved

## Why a key did nothing.
status-step-diagonally = { $error }: pieces step diagonally, to the marked points (keys { $keys } move the cursor diagonally)
status-rule-game-over = the game is over: { $outcome }
status-game-over = the game is over ({ $outcome }): { $new } new game, { $undo } undo
status-nothing-to-undo = nothing to undo
status-nothing-to-redo = nothing to redo
status-nothing-to-cancel = nothing to cancel
status-removal-is-part = the removal is part of the move: choose the enemy piece it removes (undo takes the whole move back)
status-not-removable = { $at } is not a piece this move may remove: choose a marked one
status-no-question = there is no question to answer
status-no-file-name = type a file name, or { $key } to cancel
status-not-saved-why = not saved: { $why }
status-autosave-failed = autosave failed: { $why }
status-progress-not-kept = the lesson progress was not kept: { $why }
status-read-only = opened read-only, later moves go to a new file: { $why }
status-computers-turn = { $side } is the computer's side: wait for its move
status-computers-turn-paused = { $side } is the computer's side, paused: { $key } lets it play on
status-no-computer = no computer plays in this game
status-not-a-puzzle = retry is for puzzles
status-in-lesson = not in a lesson: { $retry } starts the task again, { $home } leaves
status-not-remembered = the choices were not remembered: { $why }
status-no-table-to-build = nothing to build: only a missing five-field table that level 5, hints, the review or a puzzle need

## Moves in words.
status-and-pass = { $mv } and { $side }'s pass
status-and-reply = { $mine } and { $side }'s reply { $reply }
status-thinking = { $side } (computer, level { $level }) is thinking { $sign }
status-or = { $first } or { $last }
status-can-go = it can go to { $to }
status-can-capture = it can capture on { $to }
status-can-capture-or-step = it can capture on { $to }, or step to { $steps }
status-placed = { $side } places a piece on { $to }
status-captured = { $from } { $sign } { $to }: { $side } takes { $other }'s piece on { $to }
status-passes = { $side } passes
status-removing-piece = , removing { $other }'s piece on { $at }
status-takes = : { $side } takes { $at }
status-cannot-move = . { $side } cannot move and passes
status-placing-over = . The placing is over: from now on the pieces move along the lines
status-end = . { $outcome }

## Questions.
status-ask-new-game = start a new game? This one is saved (kono --resume continues it)
status-ask-quit = quit? The game is saved (kono --resume continues it)
status-ask-next-puzzle = on to the next puzzle? This try stays among the saved games
status-ask-leave-puzzle = quit? This try stays among the saved games
status-ask-draw = { $side } offers a draw. { $other }, do you accept?
status-ask-overwrite = a file of that name exists: replace it?
status-ask-peer-draw = { $side } offers a draw: do you accept?
status-ask-peer-undo = { $side } asks to take back their last move (and your reply): allow it?
status-ask-resign = { $side } resigns, and { $other } wins: are you sure?

## Lessons and the coach.
status-task-done = done: { $stars } ({ $count } of 3)
status-task-why = { $done }: { $why }
status-task-keys = { $done }{ $dot }{ $next } next task{ $dot }{ $again } again
status-first-game = Play your first game against the computer (level 1): { $key }
status-skipped-task = lesson { $lesson }, task { $number }, skipped: { $key }
status-other-course = the { $game } course: { $key }
status-coach-play = coach: { $says }; { $key } plays it
status-coach = coach: { $says }
status-coach-none = coach: no move to suggest, the game is over
status-coach-nothing = coach: no move to explain yet

## A move the rules refuse.
rule-off-board = { $at } is not on the board of { $game }
rule-no-piece = { $at } is not one of { $side }'s pieces
rule-empty = { $at } is empty
rule-immobile = the piece on { $at } has no legal move
rule-cannot-capture = the piece on { $at } cannot capture, and captures are forced
rule-occupied = { $at } is not empty
rule-step-orthogonal = { $mv }: a piece steps one point up, down, left or right
rule-step-diagonal = { $mv } is not a diagonal step
rule-no-captures = { $mv }: { $game } has no captures
rule-capture-shape = { $mv } is not a capture: a capture jumps two points along a line
rule-jump-over-theirs = { $mv }: a piece can only jump over a piece of { $side }'s, and { $at } is { $held }'s
rule-jump-over-empty = { $mv }: a piece can only jump over a piece of { $side }'s, and { $at } is empty
rule-no-enemy = { $mv }: a jump must land on a piece of { $side }'s, and { $at } has none
rule-must-capture = { $mv } is not allowed: a capture is available and captures are forced
rule-not-a-line = { $mv } does not follow a line of the board
rule-well-first-move = { $mv } is not allowed as the game's first move: it would block the opponent at once
rule-no-way-home = { $mv }: a piece that has left its home row cannot go back into it
rule-no-way-out = { $mv }: a piece in the opponent's home row stays in that row
rule-must-place = { $side } still has pieces in hand: place one (write its point, like d2)
rule-placing-over = { $mv }: the placing is over, move a piece along a line
rule-marked = { $at } is marked: nobody places there until the placing ends
rule-must-remove = { $mv } makes a line of three (a 곤): write the enemy piece it removes after an x, like { $example }
rule-no-gon = { $mv } makes no 곤, so it removes nothing
rule-not-removable = { $at } has no piece of { $side }'s to remove
rule-repeats = { $mv } would recreate an earlier position, and --no-repeat forbids that
rule-cannot-pass = { $side } can move, so cannot pass
rule-no-draw-offer = there is no draw offer to answer
rule-illegal = { $mv } is not a legal move here
rule-must-pass = { $side } has no legal move and must pass

# Saving with s: where the name goes, and why a save is refused.
save-not-a-name = { $path } is not a file name
save-not-a-folder = { $path } is not a folder
save-no-folder = the folder { $path } does not exist
save-not-regular = { $path } is not a regular file
save-exists = { $path } already exists: give another name
save-open-elsewhere = { $path } is open in another kono window ({ $holder })
