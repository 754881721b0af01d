# A game against a friend over the network: the status line's notes, the
# panel's lines, its questions.

net-friend-named = { $side } ({ $name })
net-draw-offer = draw offer
net-undo-request = undo request
net-rematch-request = rematch request

net-waiting = waiting for a friend: give them an address, the port and the code in the panel
net-joined = { $friend } joined: the game is on
net-connected = you joined { $friend }'s game: it is on
net-refused = refused a connection from { $from }: { $reason }; still waiting
net-their-turn = it is { $side }'s turn: your friend plays it over the network
net-say = say:
net-reconnecting = joining your friend's game again…
net-rejoined = connected again: the game goes on
net-rejoined-over = connected again: the game is over; a rematch and the review are still open
net-rejoined-resent = connected again: the host had not kept your last { $count ->
    [one] move
   *[other] moves
}, sent again
net-rejoined-differ = connected again: your copy differed, the host's record is played on
net-not-saved-withdrawn = the move is taken back, not sent: it could not be saved ({ $why }); make room and play it again
net-not-saved-stopped = the game stops here and the friend is told: it could not be saved ({ $why }); it goes on once it can be saved and the friend joins again
net-copy-kept = connected again: the host's record is played on; yours differed and is kept in { $path }
net-copy-not-kept = connected again: the host's record is played on; yours differed and could not be kept: { $why }
net-asked = your { $what } is sent: waiting for the answer
net-draw-agreed = draw agreed
net-accepted = your { $what } is accepted
net-declined = your { $what } is declined
net-no-aids = no aids in this game: hints and the coach are off for both sides
net-friend-aids = { $friend } turned hints or the coach on: both records say so
net-rematch-agreed = rematch agreed: the host sets up the new game…
net-rematch = the rematch is on: you play { $side }
net-you-declined = you declined their { $what }
net-took-back = took back { $count ->
    [one] 1 move
   *[other] { $count } moves
}
net-resigned = { $side } resigns: { $winner } wins
net-you-said = you: { $text }
net-left = your friend is leaving
net-left-why = your friend is leaving: { $reason }
net-closed = the connection is closed ({ $why })
net-withdrawn-ours = your { $what } is withdrawn
net-withdrawn-theirs = their { $what } is withdrawn
net-clock-runs-away = { $side }'s clock runs while away (the host keeps time)
net-saved = the game is saved
net-broke = protocol error ({ $what }): the connection is closed, the game stays at its last legal position
net-not-in-network-game = not while you play a friend over the network (no redo, new game or review)
net-only-over-network = only in a game against a friend over the network

net-not-connected = your friend is not connected
net-game-over = the game is over
net-already-connected = you are connected
net-host-waits = the host waits: your friend joins again
net-other-game = the host is playing another game now
net-not-over = the game is not over yet
net-waiting-answer = waiting for an answer to your { $what }
net-nothing-to-undo = you have no move to take back
net-no-request = there is no { $what } to answer
net-answer-first = answer the other player's { $what } first

net-closed-by-us = you closed it
net-closed-left = { $friend } left
net-closed-silent = { $friend }'s kono closed it without a word
net-closed-lost = nothing came for { $secs } s
net-closed-broken = { $friend } sent { $what }
net-closed-overflow = it read nothing of the last { $kib } KiB sent to it

net-rematch-question = { $side } asks for a rematch, sides swapped: play it?
net-quit-host = quit? The game is saved on both sides; `kono host --resume` hosts it again with its code and port
net-quit-join = quit? The game is saved on both sides; `kono join` with the host's address and code joins it again

## The panel.
net-link-waiting = waiting
net-link-connected = connected
net-link-dropped-host = dropped: waiting
net-link-dropped = dropped: press { $key }
net-panel-you = { $side }: { $name } (you)
net-panel-friend = { $side }: { $name } (network)
net-panel-link = Link
net-panel-this-machine = this machine only
net-panel-address = Address
net-panel-port = Port
net-panel-code = Code
net-panel-aids = Aids
net-panel-no-aids = none (no hints, no coach)
net-chat-long = At most { $most } characters a line.
net-chat-fast = Not so fast: wait a moment before the next line.
