# What goes wrong between two konos: a message the friend was not allowed
# to send, a line that breaks the wire's rules, a joiner turned away.
# Protocol words (MOVE, READY, KONO/2…) and moves are data: kept as they are.
net-violation-move-after-end = MOVE { $mv } after the end of the game
net-violation-move-out-of-turn = MOVE { $mv } when it is not your turn
net-violation-move-too-many = MOVE { $mv } past { $most } moves, more than a record holds
net-violation-move-before-answer = MOVE { $mv } before your request was answered
net-violation-move-illegal = MOVE { $mv }: { $why }
net-violation-second-ask = a second { $message } before an answer
net-violation-answer-without-ask = { $word } ACCEPT or DECLINE with no { $draw ->
    [1] offer
   *[other] request
}
net-violation-rematch-before-end = REMATCH ASK before the end of the game
net-violation-aids = AIDS ON in a game without aids
net-violation-after-handshake = { $word } after the handshake
net-violation-ready-out-of-place = READY out of place
net-violation-ready-too-soon = READY before NEW and START
net-violation-out-of-place = { $word } out of place in a rematch
net-violation-start-not-of = START is not a position of { $welcome }: { $why }
net-violation-history-illegal = MOVES: move { $number } { $mv }: { $why }
net-violation-history-too-long = MOVES: a history of more than { $most } moves
net-violation-ended = ENDED: { $why }
net-violation-ended-time = ENDED time in a game without a clock
net-violation-no-clock = { $message } in a game without a clock
net-violation-flag = FLAG: { $why }
net-violation-host-keeps-time = { $word } from the joiner: only the host keeps time
net-violation-flag-with-time-left = FLAG while { $side }'s time on the last CLOCK is not at zero
net-violation-timeout = no { $message } within { $within }
net-violation-closed-before = the connection closed before { $message }
net-violation-unexpected = `{ $got }` where { $message } was expected

net-protocol-too-long = a line longer than { $most } bytes
net-protocol-not-utf8 = a line that is not UTF-8 text
net-protocol-control = a control character ({ $text }) in a line
net-protocol-empty = an empty line
net-protocol-spacing = `{ $text }`: words must be separated by one space
net-protocol-unknown = `{ $text }` is not a message of the kono protocol
net-protocol-version = `{ $text }`: this kono speaks KONO/2 only
net-protocol-extra = { $message } followed by `{ $text }`
net-protocol-too-fast = `{ $text }` lines faster than one a second (chat is limited to a line a second after a few at once)

net-refusal-guessing = too many wrong codes: someone is guessing the code; try again in a minute
net-refusal-wrong-codes = too many wrong codes, try again in a minute
net-refusal-busy = too many connections at once, try again
net-refusal-silent = no JOIN within { $within }
net-refusal-closed = closed without joining
net-refusal-not-kono = not a kono client
net-refusal-version = version 2 only
net-refusal-wrong-code = wrong code
net-refusal-in-progress = game in progress

net-stranger-said = it said `{ $text }`
net-stranger-silent = it said nothing within { $within }
net-stranger-closed = it closed the connection
net-stranger-sent = it sent { $what }

net-word-code = `{ $text }` is not a join code: 6 characters of A-Z and 2-9, without I, O, 0 and 1
net-word-name = `{ $text }` is not a name: 1 to 24 characters of A-Z, a-z, 0-9, _ . -
net-word-game-id = `{ $text }` is not a game id: 12 characters of a-z and 0-9
net-word-empty = the text is empty
net-word-long = the text has { $count } characters, and at most 200 are allowed
net-word-bytes = the text takes { $count } bytes, and at most 496 are allowed
net-word-control = the text holds a control character ({ $text })
net-join-typed = type the host's address, a space, and the join code
