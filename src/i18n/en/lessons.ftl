# The lessons around the courses' own words: the lesson screen's frame,
# the goals, the verdicts on a move, the coach, `kono learn`'s output.

## The lesson screen's panel.
lesson-title = Lesson { $number }: { $title }
lesson-task = Task { $number } of { $count }: { $prompt }
# $moves: "2 moves".
lesson-goal = Goal: { $goal } ({ $moves } for 3 stars)
# $stars: "**-".
lesson-stars = Stars: { $stars } ({ $count } of 3)
lesson-stars-why = { $stars }: { $why }
lesson-tries = Tries: { $count } wrong
lesson-checking = Checking { $move }…
lesson-checking-loading = Checking { $move } against the solved game (loading it)…
lesson-keys = Lessons { $done }/{ $all } { $dot } { $again } again { $dot } { $next } next
# The class lesson: $mark marks the empty points of $point's class.
lesson-class-shown = { $mark }: the empty points of { $point }'s class. Only pieces of this class can reach { $point }.
lesson-course-done = The course is done! { $offer }
lesson-or = Or { $offer }

## A task's goal.
learn-goal-play = find the move the task asks for
learn-goal-win = win in { $count ->
    [one] 1 move
   *[other] { $count } moves
}
learn-goal-capture = capture a piece
learn-goal-win-piece = win a piece in { $count ->
    [one] 1 move
   *[other] { $count } moves
}
learn-goal-reach = put a piece on { $point } in { $count ->
    [one] 1 move
   *[other] { $count } moves
}
learn-goal-hold = hold the draw for { $count ->
    [one] 1 move
   *[other] { $count } moves
}
learn-goal-only = find the only good move

## The verdict on a move.
learn-good = good
learn-slower = that works, but not in the fewest moves
learn-good-then = { $verdict }; { $replies }
learn-done = done: { $stars } of 3 stars
learn-wrong = { $miss }; try again
learn-reply-first = the reply: { $move }
learn-reply-then = then { $move }
learn-reply-they-pass = the opponent cannot move and passes
learn-reply-you-pass = you cannot move and pass
learn-reply-again = { $replies }: your move again
learn-not-asked = { $played } is a legal move, but the task asks for { $asked }

## Why a move is wrong: $who is the opponent, $line its best play.
learn-refuted-ends = { $played } ends the game: { $who } wins at once
# $count: the opponent's own moves, as every count a player reads.
learn-refuted-wins = after { $played }, { $who } wins in { $count }
learn-refuted-wins-line = after { $played }, { $who } wins in { $count }: { $line }
learn-refuted-draws = after { $played }, { $who } holds the draw
learn-refuted-draws-line = after { $played }, { $who } holds the draw: { $line }
learn-refuted-class = after { $played }, the piece on { $to } can never reach { $point }: diagonal steps keep a piece in its class of points, and { $to } is in the other one
learn-refuted-repeats = { $played } repeats the position a third time: a draw
# $moves: the move and the opponent's answer; $what: learn-what-….
learn-escape-none = after { $moves }, no move is left to { $what }
learn-escape-left = after { $moves }, you cannot { $what } within { $left } more { $left ->
    [one] move
   *[other] moves
}
learn-what-win = force a win
learn-what-capture = force a capture
learn-what-reach = reach { $point }

## Why stars were lost.
learn-lost-wrong = { $count ->
    [one] one wrong try
   *[other] { $count } wrong tries
}
learn-lost-extra = { $count ->
    [one] one move more than the fewest
   *[other] { $count } moves more than the fewest
}
learn-lost-both = { $wrong } and { $extra }

## The coach (and `kono analyze`, `kono replay --annotate`): a value counted
## in the winner's own moves, as "mate in 2" counts; "loss in 3": the other
## side wins with its 3rd move; a move that loses at once is "lost".
coach-value-win = win in { $count }
coach-value-draw = draw
coach-value-loss = { $count ->
    [0] lost
   *[other] loss in { $count }
}
coach-leans-better = looks better, an estimate
coach-leans-even = about even, an estimate
coach-leans-worse = looks worse, an estimate
coach-lean-better = { $side } looks a little better
coach-lean-even = it looks about even
coach-lean-worse = { $side } looks a little worse
coach-explain-same = { $mover } played { $move }: before it and after it, { $outlook } (an estimate)
coach-explain-estimated = { $mover } played { $move }: before it, { $before }; after it, { $after } (an estimate)
coach-try = try { $move } ({ $value })
coach-explain = { $mover } played { $move }: { $before } before it, { $after } after it
coach-better = { $text }. { $best } was better
coach-answers = { $text }; { $opponent } answers { $line }

## kono learn
learn-no-lesson = { $game } has no lesson { $number }: its lessons are 1 to { $count }
learn-status-done = done, { $count ->
    [one] 1 star
   *[other] { $count } stars
}
learn-status-not-done = not done
learn-list-head = { $game }: { $count } lessons, { $done } done
learn-field-position = position
learn-field-after = after
learn-field-options = options
learn-field-goal = goal
learn-field-solution = solution
learn-field-status = status
learn-show-head = { $game }, lesson { $number } of { $count }: { $title }
learn-show-task = Task { $number }: { $prompt }
