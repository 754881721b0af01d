# The game screen: the side panel, values, the review, the clock, puzzles,
# the end banner.

panel-title = Game
panel-result = Result
panel-turn = Turn
panel-won = { $side } won
panel-drawn = drawn
panel-to-move = { $side } to move
panel-move = Move
panel-first = First
panel-first-drawn = drawn at random
panel-rules = Rules
panel-rules-standard = standard
panel-rule-strict-goal = strict goal
panel-rule-forced-capture = forced capture
panel-rule-no-repeat = no repeat
# A side's goal is the other side's camp: its pieces in it, the points still empty.
panel-camps = Goal
panel-camp-filled = { $own } in, { $empty } to fill
panel-pieces = Pieces
panel-in-hand = In hand
panel-moving = none, moving
panel-draw-offer = { $side } offers a draw
panel-repetition = This position has occurred twice: once more is a draw.
panel-moves = Moves
panel-no-moves = none yet
panel-computer = Computer
panel-paused = { $sides }, paused
panel-both = both
panel-level = Level
panel-level-unbuilt-key = { $number } (perfect once { $key } builds the solved game)
panel-level-unbuilt = { $number } (perfect once the solved game is built)
panel-table = Table
panel-table-building = building { $percent }%
panel-table-solved = solved
panel-table-build = none: { $key } builds it
panel-table-searches = none: it searches
panel-table-unkept = solved; { $why }
panel-table-failed = none: { $why }
panel-hints-searching = hints: searching
panel-hints-building = hints: building the table { $percent }%
panel-hints-loading = hints: loading the table
panel-exact-build = for exact values, { $key } builds the solved game
panel-exact-building = exact values once the solved game is built
panel-exact-command = exact values need the solved game
panel-marks-known = marks: { $win } wins in { $wins ->
        [one] 1 move
       *[other] { $wins } moves
    }, = draws, { $loss } loses in { $losses }
panel-marks-guess = marks: ~+ better, ~= even, ~- worse for the mover (a guess)

## Values, counted in the winner's own moves (as "mate in 2" counts): "W4"
## the mover wins with its 4th move, "L6" the other side wins with its 6th.
panel-short-win = W{ $n }
panel-short-loss = L{ $n }
panel-has-won = { $side } has won
panel-wins-in = { $n ->
    [0] { $side } wins at once with best play
   *[other] { $side } wins in { $n } with best play
}
panel-drawn-best = drawn with best play
panel-proven-win = { $n ->
    [0] { $side } wins at once (proven by search)
   *[other] { $side } wins in { $n } (proven by search)
}
panel-proven-draw = drawn (proven by search)
panel-better = { $side } looks better (an estimate)
panel-even = about even (an estimate)

## The review.
review-title = Review
# The move shown, numbered as the record numbers them (a number a pair).
review-ply = Move
review-ply-of = { $number }/{ $total }, { $side }
review-ply-start = the start, of { $total }
review-played = Played
review-best = Best
review-no-table = the marks need the solved game
review-unsolved = no marks: this game is not solved, and a search's guess is no verdict
review-outside-table = no mark here: the solved table covers 참고누's moving phase only (up to the pieces it was built for); a search's guess is no verdict
review-no-table-build = the marks need the solved game: { $key } builds it
review-chart = Value ({ $side } up)
review-working = working out the review… { $percent }%
review-loading = values: loading the table

## The clock.
clock-label = Clock
clock-low = { $side }: under 10 seconds!

## Puzzles.
puzzle-heading = Puzzle
puzzle-title = { $side } to play and win in { $count ->
    [one] 1 move
   *[other] { $count } moves
}
puzzle-slipped-draw = the win slipped: the position is now a draw
puzzle-slipped-lost = the win slipped: the position is now lost
puzzle-slipped-loss = the win slipped: the opponent now wins in { $n }
puzzle-slipped-ended = the win slipped: you would now win in { $n }, but the game ended
puzzle-slower = that move still wins, but in { $count ->
    [one] 1 move
   *[other] { $count } moves
} not { $quickest }
puzzle-solved-quickest = solved in { $count ->
    [one] 1 move
   *[other] { $count } moves
} (the quickest win)
puzzle-solved = solved in { $count ->
    [one] 1 move
   *[other] { $count } moves
} (the quickest takes { $quickest })
puzzle-verdict-line = { $verdict }; the winning line: { $line }
puzzle-winning-line = winning line: { $line }
puzzle-keys = { $retry } retry{ $dot }{ $next } next puzzle
puzzle-building = building the table { $percent }%
puzzle-needs-table = needs the solved table: { $key } builds it
puzzle-looking = looking for one…

## The end of a game.
banner-title = Game over
banner-over = Game over: { $result }
banner-short-win = { $winner } wins
banner-short-draw = Draw
banner-win-camp-filled = { $winner } wins: every point of { $loser }'s camp is filled
banner-win-camp-blocked = { $winner } wins: { $loser }'s camp is filled, partly by { $loser }'s own pieces left at home
banner-win-filled-by-loser = { $winner } wins: { $loser }'s own step filled the last point of { $loser }'s camp
banner-win-one-piece = { $winner } wins: { $loser } has one piece left
banner-win-no-pieces = { $winner } wins: { $loser } has no pieces left
banner-win-too-few = { $winner } wins: { $loser } has two pieces or fewer left
banner-win-blocked = { $winner } wins: { $loser } cannot move
banner-win-board-full = { $winner } wins: the board is full and { $loser } cannot move
banner-win-resigned = { $winner } wins: { $loser } resigned
banner-win-time = { $winner } wins on time
banner-draw-repetition = Draw: the same position occurred three times
banner-draw-agreed = Draw agreed
banner-draw-time = Draw: time ran out, but the other side could never win
banner-review = review
banner-new-game = new game
banner-next-puzzle = next puzzle
banner-retry = retry
banner-undo = undo
banner-quit = quit
