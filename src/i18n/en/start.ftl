# The start screen: the menu, its settings, the saved games, joining.

start-tagline = Six Korean board games of the gonu family, for one or two players.
start-learn = Learn to play (lessons { $done }/{ $all } done)
start-computer = Play the computer
start-two-players = Two players at this keyboard
start-host = Play a friend over the network: host
start-join = Play a friend over the network: join
# $number: the move to play next, numbered as the record and the panel do.
start-resume = Resume { $game } at move { $number }
start-open = Open a saved game ({ $count })
start-puzzles = Puzzles: win against perfect defence
start-rules = Rules of { $game }
start-quit = Quit
start-lobby = Back to the lobby

start-join-about = Your friend hosts with `kono host` (or this menu) and tells you an address and a join code.
start-join-type = Type the address (with :PORT if not 7345), a space, and the code.

start-learn-about = New to kono? Short lessons on the real board; Enter goes on where you stopped.
start-computer-about = Enter starts: you play { $side } against level { $level }.
start-computer-about-watch = Enter starts: level { $level } plays itself.
start-two-players-about = Enter starts a game for two, taking turns at one keyboard.
start-host-about = Enter waits for a friend: the screen shows the address and code to give.
start-join-entry-about = Enter asks for the address and code your friend's screen shows.
start-resume-about = Go on with the game you left: every game is saved as it goes.
start-open-about = Every game is saved as it is played: open or delete one.
start-puzzles-about-built = Enter sets up a won position from the solved game (built once).
start-puzzles-about = Enter sets up a won position from the solved game: win it.
start-puzzles-about-unsolved = No puzzles for { $game }: they come from a solved game, and this one is not. ←→ choose another game.
start-rules-about = How to play, on one page (choose the game above).
start-quit-about = Leave kono; the games stay saved.
start-lobby-about = Back to the server's players and games; your games stay saved.

## The settings.
start-setting-game = Game
start-setting-you = You play
start-setting-level = Level
start-setting-first = First move
start-setting-option = Rule option
start-setting-clock = Clock
start-setting-aids = Hints, coach

start-you-watch = neither: watch
start-level = { $number } ({ $name })
start-level-value = { $number } { $name }
start-level-beginner = beginner
start-level-casual = casual
start-level-club = club
start-level-strong = strong
start-level-perfect = perfect
start-level-strongest = strongest
start-first-lot = drawn by lot
start-on = on
start-off = off
start-clock-none = none
start-clock-per-move = { $secs }s
start-aids-allowed = allowed

start-game-about-five = A race: step diagonally until you fill the other camp.
start-game-about-four = Captures: jump over your own piece onto an enemy one.
start-game-about-well = Two pieces each on five points: block your opponent.
start-game-about-pumpkin = Three pieces each round the pumpkin: block your opponent.
start-game-about-line = Capture by trapping one or two pieces between two of yours.
start-game-about-mill = Place twelve pieces, make lines of three, remove pieces.

start-option-five = Strict goal
start-option-five-off = Off: pieces left in the camp help fill it; one of yours must be there.
start-option-five-on = On: you win only with all 7 of your pieces in the camp.
start-option-four = Forced capture
start-option-four-off = Off: capturing is a choice, never a must.
start-option-four-on = On: a player who can capture must capture.
start-option-line = No repeat
start-option-line-off = Off: a position on the board for the third time is a draw.
start-option-line-on = On: a move may never bring back an earlier position.
start-no-option = This game has no rule option.

start-you-black-about = Black starts at the bottom of the board.
start-you-white-about = White starts at the top; the computer plays Black.
start-you-watch-about = The computer plays both sides while you watch.
start-first-lot-about = Who moves first is drawn by lot for each game.
start-first-about = { $side } always moves first.
start-clock-none-about = No clock: take all the time you like.
start-clock-per-move-about = Each move within { $secs } seconds, or it is lost.
start-clock-about = Minutes each + seconds added a move; time out loses.
start-aids-allowed-about = Either side may use them; the other is told.
start-aids-off-about = Off for both sides: a game of your own judgement.

start-level-1-about = Beginner: mostly random, but never misses a win in one move.
start-level-2-about = Casual: looks a few moves ahead and slips now and then.
start-level-3-about = Club: a real search; beatable with care.
start-level-4-about = Strong: a deep search; hard to beat.
start-level-5-about = Perfect: plays from the solved game, once built; never lets a win slip.
start-level-5-unsolved-about = Strongest: its deepest search. This game is not solved, so no level plays perfectly.
start-level-5-partial-about = Strongest: perfect in the moving phase from its solved table (once built, up to the pieces it reaches), and at the end of the placing it searches to the table; elsewhere its deepest search.

## The saved games.
start-saved-title = Saved games
start-join-title = Join a friend's game
start-rules-title = Rules
start-saved-heading = Newest first. Enter opens a game at its last position.
start-column-when = When
start-column-game = Game
start-column-moves = Moves
start-column-result = Result
start-column-players = Black v White
start-state-unfinished = unfinished
start-state-won = { $side } won
start-state-drawn = drawn
start-player-level = level { $level }
start-player-person = person
start-player-puzzle = puzzle
start-player-pair = { $black } v { $white }
start-player-network = network: { $black } v { $white }
start-delete-question = Delete { $name } for good?
start-deleted = deleted { $name }
start-not-deleted = not deleted: { $why }
start-not-read = not read: { $why }
