# The help overlay: its frame, its headings, the mouse, the words it uses,
# and the legend of the board's marks.

help-title = Help
help-more = more
help-intro = The keys, the rules, the words, then what the marks on the board mean ({ $end }).
help-keys = Keys
help-rules-of = The rules of { $game }
# A game's own keys: "five-field kono: cursor up and left (keypad 7)".
help-game-key = { $game }: { $does }
help-mouse-click = mouse click
help-click-then = cursor there, then { $key }
help-click = cursor there
help-mouse-drag = mouse drag
help-drag = from a piece to a marked point: the move

## The words the screens use.
help-words = Words
help-word-move = a move
help-word-move-means = one turn of one side: a piece goes from one point to another (or, in some games, is put on the board).
help-word-best-play = best play
help-word-best-play-means = both sides making the best move every time, as the solved game knows it.
help-word-solved = the solved game
help-word-solved-means = a table of every position's value, built once; without it the computer and the hints think ahead and guess.
help-word-draw = a draw
help-word-draw-means = nobody wins: agreed, or neither side can make progress.

## The legend.
help-marks = What the marks on the board mean
legend-black = Black's pieces
legend-white = White's pieces
legend-cursor = the cursor (in reverse video)
legend-picked = the piece picked up
legend-step = a point the picked piece can move to
legend-way = the way there: every { $game } move is one step along a diagonal
legend-camp = a camp, in its owner's colour: its empty points and its doubled lines (a side wins by filling the other's camp)
# The capture mark, in each game that captures (legend-capture-<game>).
legend-capture-four = a piece the picked piece can capture by jumping over its own
legend-capture-line = a point where the picked piece shuts enemy pieces in between two of yours, and takes them
legend-capture-mill = an enemy piece your 곤 may remove
legend-last-move = the last move: the piece that moved, and the point it left
# Counts are the winner's own moves, as "mate in 2" counts.
legend-win = hint, by a point (or a piece: its best move): the move wins with best play, in { $count } of the mover's own moves, this one included
legend-draw = hint: the move draws with best play
legend-loss = hint: the move loses with best play: the other side wins in { $count } of its own moves
legend-leaning = hint without the solved game: a guess from thinking ahead, better, even or worse for the mover
