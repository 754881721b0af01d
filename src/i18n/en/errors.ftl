# The errors the command line reports, and the typed errors of the rules,
# the records and the files in words.

## Files and records.
err-read-missing = no such file
err-read-not-regular = not a regular file
err-read-too-big = over { $most }, too big
err-record-too-big = over { $most }, too big for a kono record
err-read-not-text = not UTF-8 text
err-record-line = line { $line }: { $message }

## Points, moves, games, options.
err-bad-point = `{ $text }` is not a point: write a file letter and a rank digit, like c3
err-bad-move = `{ $text }` is not a move: write a step like b1-c2, a capture like a1xa3, or pass
err-bad-variant = `{ $text }` is not a variant: use five, four, well, pumpkin, line or mill
err-bad-color = `{ $text }` is not a colour: use black or white
err-option-not-for-game = { $option } does not apply to { $game }

## Positions.
err-analyze-variants-with-position = with --position, name one game with --variant: it reads the positions
err-bad-position = bad position `{ $text }`: { $reason }
err-position-no-side = the position needs a space and the side to move (b or w) after the board
err-position-bad-side = the side to move must be b or w, not `{ $text }`
err-position-trailing = unexpected `{ $text }` after the side to move
err-position-overlap = the pieces overlap or lie off the board
err-position-shared-shape = a board of this shape is { $first } or { $second }: name the game with --variant
err-position-adjacent-counts = rank { $rank }: `{ $text }` is two counts of empty points side by side, write { $count }
err-position-rank-count = a position has 3, 4, 5 or 7 ranks, not { $count }
err-position-rank-shape = ranks of { $shape } points, from the top, fit no game's board
err-position-wrong-board = that position is not one of { $game }: its ranks do not fit that board
err-position-no-hands = the mill's position needs the pieces Black and White hold in hand after the side to move, like `b 12 12`
err-position-bad-hand = `{ $text }` is not a number of pieces in hand (0 to 12)
err-position-rank-length = rank { $rank } has { $found } points; this board needs { $expected }
err-position-bad-char = rank { $rank }: `{ $text }` is not a piece (use b, w, . or a count of empty points; x marks a point in the mill)
err-position-piece-count = { $game } needs { $expected } pieces of each side; { $side } has { $count }
err-position-too-many = { $game } has at most { $most } pieces a side; { $side } has { $count }
err-position-too-many-in-hand = { $game } has at most { $most } pieces a side on the board and in hand; { $side } has { $count }
err-position-mover-beaten = { $side } has just moved but has { $count ->
    [one] 1 piece
   *[other] { $count } pieces
} left: { $game } ends before that
err-position-colour-class = { $side } has { $count } pieces on even points (file + rank even); five-field kono keeps 3 there and 4 on odd points
err-position-hands = with { $side } to move, the hands { $black } and { $white } cannot arise: the placing alternates, Black first
err-position-marks = { $count ->
    [one] 1 marked point
   *[other] { $count } marked points
} but { $removed ->
    [one] 1 piece
   *[other] { $removed } pieces
} removed: marks stand only on empty points during the placing, one for each piece removed

## The frame of a usage error (clap's words otherwise).
err-usage = error:
err-usage-more = For more information, try '--help'.
err-usage-invalid-value = invalid value '{ $value }' for '{ $arg }'
err-usage-no-value = a value is required for '{ $arg }' but none was supplied
err-usage-possible = possible values: { $values }
err-usage-unknown-arg = unexpected argument '{ $arg }' found
err-usage-tip-arg = tip: a similar argument exists: '{ $arg }'
err-usage-unknown-command = unrecognized subcommand '{ $name }'
err-usage-tip-command = tip: a similar subcommand exists: '{ $name }'
err-usage-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
err-usage-missing = these arguments are required but were not given: { $args }
err-usage-missing-command = a command is required
err-usage-no-equals = '{ $arg }' needs an equal sign before its value
err-usage-too-many = unexpected value '{ $value }' for '{ $arg }': no more were expected
err-usage-values-count = wrong number of values for '{ $arg }'
err-usage-not-utf8 = an argument is not valid UTF-8
err-usage-not-number = not a whole number
err-usage-not-address = not an IP address (like 127.0.0.1 or ::1)
err-usage-at-least-one = must be at least 1
err-usage-number-too-big = a number out of range
err-usage-out-of-range = not from { $low } to { $high }
err-bad-level = `{ $text }` is not a level: use 1 (beginner) to 5 (perfect), or a level's name

## The commands' own errors.
cmd-replay-past-end = --to { $to } is past the end: the game in { $file } has { $count } moves
cmd-replay-needs-table = annotating { $game } needs its solved table: build it once with `{ $command }`
cmd-replay-not-covered = the solved table does not cover this game
cmd-puzzle-needs-table = puzzles need the solved table of { $game }: build it once with `{ $command }`
cmd-puzzle-unsolved = { $game } has no puzzles: they come from a solved game, and { $game } is not solved
cmd-puzzle-none = no won position found with seed { $seed }: try another --seed
cmd-solve-pieces-mill-only = --pieces is for --variant mill only (the other games' tables are whole)
cmd-solve-stopped = stopped by ctrl-c: nothing was written
cmd-solve-stopped-written = stopped by ctrl-c after the table was written whole
cmd-arena-stopped = stopped by ctrl-c after { $played } of { $count } games
cmd-net-cannot-save = no game record can be saved here ({ $why }): a network game would lose its moves, so it does not begin
cmd-serve-data = cannot keep the server's data in { $dir }: { $why }
cmd-signal-thread = starting the signal thread
cmd-host-no-data = no data directory to resume from: set KONO_HOME
cmd-host-nothing-to-resume = there is no unfinished network game hosted here to resume in { $folder }
cmd-writing-stdout = writing to stdout

## The terminal and the network.
err-need-terminal = the terminal game needs a terminal, and stdout is not one (try `kono rules` for text)
err-net-port-in-use = port { $port } is in use (another program, or another kono host, has it): choose another with --port
err-net-listen = cannot listen on { $addr }: { $error }
err-net-resolve = `{ $name }` does not resolve to an address
err-net-refused = nobody is hosting a game at { $target } (connection refused)
err-net-connect = cannot reach { $target }: { $error }
err-net-not-kono = { $target } is not a kono host ({ $said })
err-net-refused-by-host = the host refused: { $reason }
err-net-protocol = the host broke the protocol: { $reason }
err-net-io = network: { $error }
err-lock-busy = { $game } is open in another kono window ({ $holder })
err-lock-io = cannot lock { $game }: { $error }
cmd-config-defaults = { $problem }; kono uses the default settings

## A solved table that cannot be had, built, kept or probed.
err-table-damaged = the solved table { $path } is damaged ({ $what }): rebuild it with `{ $rebuild }`
err-table-memory = not enough memory for the { $table } table: it needs about { $size }
err-table-not-kept = the { $table } table was built but not kept: { $reason }
err-table-unreadable = the solved table { $path } cannot be read: { $reason }
err-table-failed = building the { $table } table failed: { $reason }
err-table-cancelled = the table's build was cancelled

## A time control's text (the [TimeControl] tag, --clock).
err-clock-shape = `{ $text }` is not a time control: write minutes+seconds like 5+3, or seconds per move like 30s
err-clock-too-long = `{ $text }` is longer than a day
err-clock-no-time = `{ $text }` gives no time: a move needs at least one second

## What the system says of a connection or a file, by its kind (else its own words).
err-io-refused = connection refused
err-io-cut = the connection was cut
err-io-timed-out = it timed out
err-io-unreachable = the network cannot reach it
err-io-address = that address is not available here
err-io-permission = permission denied

## kono --resume, when there is nothing it may resume.
store-resume-none = there is no unfinished game to resume in { $dir }
store-resume-open-elsewhere = there is no unfinished game to resume in { $dir }: the latest, { $file }, is open in another kono window ({ $holder })
store-resume-unreadable = the unfinished game in { $dir } cannot be resumed

# The lesson progress file.
store-progress-not-a-line = a line should be a task and its stars
store-progress-not-a-task = not a task name
store-progress-stars = stars must be 1, 2 or 3
store-progress-damaged = the lesson progress in { $file } is damaged ({ $why }): { $kept ->
    [0] nothing could be kept
    [one] 1 task kept
   *[other] { $kept } tasks kept
}; the file will be kept as { $aside }
file-at-line = line { $line }: { $problem }

## Where kono keeps things, and what it could not read.
store-no-data-dir = no place to keep games: set KONO_HOME or HOME
store-no-config-dir = no place for a config file: set KONO_CONFIG or HOME
store-progress-asides-full = { $file } is damaged and { $count } damaged copies are kept already
store-progress-not-moved = moving the damaged { $file } aside
store-cannot-delete = deleting { $path }
store-cannot-create = making the folder { $path }
store-resume-and-unreadable = { $why }; a saved game cannot be read: { $problem }
cmd-autosave-off-why = autosave is off: { $why }
cmd-saved-unreadable = a saved game cannot be read: { $problem }{ $more ->
        [0] {""}
       *[other] { " " }(and { $more } more)
    }

## The terminal and the threads kono needs, when they fail.
err-term-setup = setting up the terminal
err-term-clear = clearing the screen
err-term-read = starting to read the terminal
err-term-stop = stopping
err-term-again = setting up the terminal again
err-term-draw = drawing the screen
err-term-input-stopped = reading the terminal: the input thread stopped
err-net-thread = starting the network's thread
err-watch-ctrl-c = watching for ctrl-c
err-watch-signals = watching for signals
store-no-free-name = no free name for a new game in { $folder }
