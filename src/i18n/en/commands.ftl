# The commands' own lines for people (not their data: counts, notation,
# JSON and file names stay as they are).
cmd-perft-moves = moves: { $count }
cmd-perft-too-quick = { $nodes } { $count ->
    [one] node
   *[other] nodes
} in under 1 ms: too quick to measure the speed
cmd-perft-speed = { $nodes } { $count ->
    [one] node
   *[other] nodes
} in { $secs } s: { $speed } million nodes per second
cmd-solve-built-already = the { $table } table is built already: { $path }
    (`{ $command }` builds it again)
cmd-solve-watching = watching for ctrl-c
cmd-solve-level = level { $level }
cmd-solve-summary = win / loss / draw states: { $win } / { $loss } / { $draw } (max remoteness { $remoteness })
cmd-solve-summary-five = win / loss / draw states: { $win } / { $loss } / { $draw } of { $all } (both sides to move; max remoteness { $remoteness }, { $pass } states must pass)
cmd-solve-solved = solved { $game } in { $secs } s, peak memory { $memory }
cmd-solve-in-memory = kept in memory: small enough to solve again on first need
cmd-solve-written = written to { $path } ({ $size } MB)
cmd-solve-summary-mill = the moving phase up to { $pieces } pieces a side, positions up to the board's symmetries: win / loss / draw { $win } / { $loss } / { $draw } (max remoteness { $remoteness })
cmd-solve-sector = { $mover } to move against { $other }: win / loss / draw { $win } / { $loss } / { $draw }, longest win { $longest }
cmd-solve-mill-further = the 참고누 table there reaches { $has } pieces a side: building it again up to { $wanted }
cmd-solve-memory-unknown = unknown
cmd-puzzle-loading = loading the { $game } table…
cmd-join-code = Join code:
cmd-join-code-reading = reading the join code
cmd-tables-built = built the { $table } table
cmd-tables-built-why = built the { $table } table ({ $why })

## kono arena: each game on stderr as it ends, the summary on stdout.
cmd-arena-game = game { $number } of { $count }: { $result } in { $plies } plies; so far Black { $black }, draws { $draws }, White { $white }
cmd-arena-black-wins = Black wins
cmd-arena-white-wins = White wins
cmd-arena-draw = a draw
cmd-arena-heading = { $count ->
    [one] 1 game
   *[other] { $count } games
} of { $game }{ $rules }: Black level { $black } against White level { $white }
cmd-arena-results = Black wins { $black }, draws { $draws }, White wins { $white }
cmd-arena-adjudicated = ({ $count } of the draws still going after { $plies } plies)
cmd-arena-average = average length { $plies } plies; Black { $black } ms per move, White { $white } ms per move
cmd-arena-thrown = value thrown away, where some move would: Black { $black }, White { $white }
cmd-arena-not-judged = value thrown away: not counted without the solved table{ $note }
cmd-arena-slips = { $slips } of { $chances } ({ $percent }%)
cmd-tables-missing-note = ; perfect play needs `{ $command }` (once)
