# The key table: what each key does (key-…, for the help), its word in the
# key bar (bar-…: short, the bar drops whole entries when narrow), the
# headings of the modes, and the messages about keys.

## The headings of the modes, in the help.
key-section-board = On the board
key-section-review = In review
key-section-question = When asked a question
key-section-help = In this help
key-section-prompt = When typing a file name
key-section-chat = When typing a line of chat
key-section-join = When typing the address to join
key-section-start = On the start screen
key-section-anywhere = Anywhere

## On the board.
key-cursor-up = cursor up
key-cursor-down = cursor down
key-cursor-left = cursor left
key-cursor-right = cursor right
key-up-left = cursor up and left (keypad 7)
key-up-right = cursor up and right (keypad 9)
key-down-left = cursor down and left (keypad 1)
key-down-right = cursor down and right (keypad 3)
key-select = pick up the piece under the cursor / move it to a marked point
key-put-back = put the picked piece back
key-next-piece = cursor to the next piece that can move
key-previous-piece = cursor to the previous piece that can move
key-undo = take back a move
key-redo = play again a move taken back
key-draw = offer a draw
key-resign = resign the game (asks first)
key-say = say something (network game)
key-join-again = join again (network game)
key-new-game = new game (puzzle: the next puzzle; lesson: the next task)
key-save = save the game to a file
key-flip = turn the board around
key-pause = pause the computer / let it play on
key-build-table = build the solved game's table, for perfect play
key-hints = hints: the value of every move
key-coach = coach: a move for the side to move, marked on the board
key-explain = coach: what the last move did
key-retry = puzzle or lesson: try it again from the start
key-review = review the game, with the value chart
key-help = this help
key-start-screen = back to the start screen (the game stays saved)
key-quit = quit

## In review.
key-review-back = one move back
key-review-on = one move on
key-review-first = the start
key-review-last = the end
key-review-leave = leave the review
key-review-coach = coach: a move for the side to move in the position shown
key-review-explain = coach: what the move that led to the position shown did
key-review-build-table = build the solved game's table, for the review's values

## Questions.
key-yes = yes
key-no = no

## In the help.
key-scroll-up = scroll up
key-scroll-down = scroll down
key-page-up = a page up
key-page-down = a page down
key-top = to the top
key-bottom = to the end
key-close-help = close the help

## On the start screen.
key-start-up = up
key-start-down = down
key-previous-value = the previous value (on an entry: the previous game)
key-next-value = the next value (on an entry: the next game)
key-start-chosen = start what is highlighted
key-delete-game = delete the saved game under the cursor (asks first)
key-rules = the rules
key-back = back

## Typing a line.
key-text-start = cursor to the start
key-text-end = cursor to the end
key-delete-back = delete the character before the cursor
key-delete = delete the character under the cursor
key-delete-word = delete the word before the cursor
key-delete-name = delete the whole name
key-delete-line = delete the whole line
key-prompt-save = save
key-prompt-leave = do not save
key-chat-send = send the line to your friend
key-chat-leave = send nothing
key-chat-back = scroll the chat log back
key-chat-on = scroll the chat log on
key-join-enter = join the game at the address, with the code
key-join-leave = back to the menu

## Anywhere.
key-quit-now = quit at once
key-suspend = suspend (the shell's fg continues)

## A key pressed where it does nothing, because the config gave its
## action other keys: "u does nothing here; undo is z".
key-moved = { $key } does nothing here; { $action } is { $keys }

## The config file's [keys] tables refused.
key-unknown-mode = unknown mode `{ $mode }` in [keys.{ $mode }]: the modes are { $modes }
key-mode-empty = no keys in mode `{ $mode }`
key-unknown-action = unknown action `{ $action }` in [keys.{ $mode }]: it has { $actions }
key-none-given = no key given for `{ $action }`
key-unknown-name = unknown key name `{ $name }`
key-clash = `{ $key }` would do both { $first } and { $second } in [keys.{ $mode }]

## The key bar's words.
bar-move = move
bar-pick-drop = pick/drop
bar-remove = remove
bar-place = place
bar-cancel = cancel
bar-next-piece = next piece
bar-undo = undo
bar-redo = redo
bar-draw = draw
bar-resign = resign
bar-say = say
bar-join-again = join again
bar-new = new
bar-save = save
bar-pause = pause
bar-build-table = build table
bar-hints = hints
bar-coach = coach
bar-explain = explain
bar-retry = retry
bar-review = review
bar-help = help
bar-menu = menu
bar-quit = quit
bar-back = back
bar-on = on
bar-first = start
bar-last = end
bar-leave = leave
bar-yes = yes
bar-no = no
bar-up = up
bar-down = down
bar-page = page
bar-close = close
bar-game-options = game, options
bar-choose = choose
bar-delete = delete
bar-rules = rules
bar-edit = edit
bar-send = send
bar-chat-log = chat log
bar-join = join
