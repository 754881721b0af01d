# The typed move: a move written in its notation in a box over the board.

typed-key-type-move = type a move in its notation (b1-c2, a1xa3)
typed-bar-type-move = type move
typed-key-section-move = When typing a move
typed-key-move-play = play the move typed
typed-key-move-leave = close the box, play nothing
typed-bar-play = play
typed-move-as = move:
typed-bad-move = “{ $text }” is not a move: write it like b1-c2, a1xa3 or d2
typed-bad-point = “{ $text }” is not a point: write a letter and a digit, like c3
