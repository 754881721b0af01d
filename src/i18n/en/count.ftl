# `kono analyze` and `kono replay` as text for people. Every "in N" counts
# the moves of the side that wins, as "mate in 2" does (the values' words
# are the coach's, `coach-value-…`); move numbers are the record's, a
# number for each pair of moves.

## kono analyze: $position is the position's notation, $rules the rule
## options (", --strict-goal"), $how how the value is known.
count-analyze-head = { $position }  ({ $game }{ $rules }, { $side } to move)
count-analyze-value = value: { $value } ({ $how })
count-analyze-exact = exact
count-analyze-search = search, not exact
count-analyze-search-table = search, not exact; perfect play needs `{ $command }` (once)
count-analyze-search-partial = search, not exact: the solved table covers the moving phase only, up to the pieces it was built for (`{ $command }`, `--pieces N` further)
count-analyze-plays = level { $level } plays: { $move }
count-analyze-unbuilt = { $number } (perfect once the table is built)
# $score: the search's score for the side concerned, "+12".
count-analyze-unknown = unknown (score { $score })

## The note of a game started while another is unfinished: $number is the
## move to play next, as the record numbers it.
count-resume-notice = kono --resume continues your unfinished game ({ $game }, at move { $number })

## kono replay: $number is the record's move number, $count the game's
## numbered moves.
count-replay-after = { $game } after move { $number } of { $count }
count-replay-start = { $game } at the start, before move 1 of { $count }
# $text: count-replay-after or -start; $move: "2... b3-a2".
count-replay-last = { $text } (last: { $move })
count-replay-to-move = { $side } to move.
count-replay-over = { $result }.
count-replay-annotated = { $game }, { $count ->
    [one] 1 move
   *[other] { $count } moves
}; each move's value for its mover, counted in the winner's own moves (? threw a win or a draw away, ?? a win into a loss):
count-replay-best = (best: { $move })
