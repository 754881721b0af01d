# The command line's words: what each command is (cmd-…), what each option
# does (cli-<command>-<option>, or cli-<option> where every command says the
# same), and the values an option lists (cli-value-…). --help shows them.

cmd-kono = Six Korean board games of the gonu family (five-field and four-field kono, 우물고누, 호박고누, 줄고누, 참고누) in the terminal: against a friend, the computer (up to perfect play) or over the network, with lessons
cmd-kono-after = Without a command, `kono` opens the start screen (in the look --ascii and --theme ask for); with any other option above it goes straight to the board, as `kono tui` does. The rules: `kono rules --variant five|four|well|pumpkin|line|mill`. Settings and keys: `kono config`.
cmd-tui = Play in the terminal: against the computer or two players at one keyboard (plain `kono` opens the start screen)
cmd-rules = Print the rules of a variant, with its starting diagram
cmd-perft = Count move sequences to a depth (a check and a benchmark of the move generator)
cmd-replay = Print the board of a saved game after move N or at the end
cmd-analyze = The value of positions and of every move: exact from a solved table, or the search's estimate
cmd-solve = Build the solved table of a game and rule option, for perfect play
cmd-arena = Computer against computer: the benchmark of the levels
cmd-puzzle = A won position from the solved table, to win against perfect defence
cmd-host = Host a game for a friend on another machine: listen, show the addresses and the join code, and wait for them
cmd-join = Join a friend's game: `kono join ADDR[:PORT] [CODE]`
cmd-learn = Lessons: learn any of the six games step by step, on the real board
cmd-completions = Print a shell completion script
cmd-manual = Print the manual page (roff, for `man`): every command and option
cmd-config = Print where the config file is and the settings in force (the look, the start screen's choices, every key), as a commented file to start from
cmd-help = Print this message or the help of the given subcommand(s)

cli-variant = Which game
cli-perft-variant = Start from this game's starting position, Black to move; with --position, read the position as this game's (a 4 × 4 board needs it: four-field kono or 줄고누)
cli-analyze-variant = Analyse this game's starting position, Black to move (may be repeated); with --position, once, to read the positions as this game's (a 4 × 4 board needs it: four-field kono or 줄고누)
cli-puzzle-variant = Which game (five-field needs its table: `kono solve --variant five`)
cli-learn-variant = Which game's course [default: five, or every game with --list]
cli-first = Who moves first [default: random in five-field, black in the other games]
cli-strict-goal = Five-field: win only with all 7 pieces on the opponent's camp
cli-forced-capture = Four-field: a player who can capture must capture
cli-no-repeat = Line kono: a move may never recreate an earlier position
cli-ascii = Draw with plain ASCII characters only
cli-theme = Colours for a dark or a light terminal; auto asks the terminal, and falls back to colours that read on both [default: the config file's, or auto]
cli-puzzle-theme = Colours for a dark or a light terminal
cli-load = Open a saved game at its last position (its record gives the rules)
cli-resume = Continue the unfinished game with the latest move (its record gives the rules)
cli-host-resume = Continue the latest unfinished network game hosted here, with its code and game id (its record gives the rules)
cli-computer = Play against the computer: the side(s) it plays (a saved game that names the computer keeps its own)
cli-level = How well the computer plays: 1 (beginner) to 5 (perfect), or the level's name [default: 3]
cli-analyze-level = The level whose move is shown as `best`: 1 (beginner) to 5 (perfect)
cli-clock = Play with a clock: minutes for each side + seconds added after each move (5+3, 0:30+2), or seconds for each move (30s). A side whose time runs out loses
cli-host-clock = Play with a clock: minutes for each side + seconds added after each move (5+3). The host keeps time; a side whose time runs out loses
cli-lang = The language: en or ko [default: the config file's, else the locale's (LC_ALL, LC_MESSAGES, LANG), else en]
cli-help = Print help
cli-version = Print version
cli-position = Start from this position (notation: `kono rules`); its board's shape gives the game, and --variant where two games share it
cli-analyze-position = Analyse this position (notation: `kono rules`; may be repeated)
cli-depth = Count up to this depth, 1 to 12 (five-field's depth 12 takes minutes)
cli-divide = First list each legal move with its count
cli-file = The game record to read
cli-to = Show the position after move N as the record numbers it (a number for each pair: both its moves; 0: the start) instead of the end
cli-annotate = First list every move with its value for the mover and the marks of the moves that threw a result away (`?`, `??`), from the solved game
cli-json = One JSON object per position, one line each
cli-learn-json = With --list: one JSON object a task, one a line
cli-force = Build the table again even though it exists (a damaged one, say)
cli-pieces = 참고누 (mill): the most pieces a side the moving-phase table reaches, 3 to 12 [default: 6, a minute or two; 12 is the whole moving phase]
cli-black = The level playing Black: 1 (beginner) to 5 (perfect)
cli-white = The level playing White
cli-games = How many games, at least 1
cli-seed = The first game's seed (game N uses SEED + N): the same seed plays the same games
cli-puzzle-seed = Pick the puzzle with this seed (the same seed, the same puzzle) [default: random, shown in the game]
cli-plies = About how many plies (both sides' moves) from the end
cli-side = The side the host plays
cli-port = The port to listen on [default: 7345; with --resume, the game's]
cli-bind = The address to listen on [default: every interface, IPv4 and IPv6; with --resume, the game's]
cli-code = The join code (6 of A-Z and 2-9, without I, O, 0, 1) [default: random]
cli-join-code = The join code the host shows [default: asked for]
cli-no-aids = No aids: neither side may use hints or the coach in this game (without it, either may, and the other is told)
cli-addr = The host's address, with its port if not 7345: `192.0.2.7`, `example.org:7000`, `[2001:db8::7]:7345`
cli-lesson = Open this lesson (from 1) instead of continuing where you stopped
cli-list = Print every lesson and task: its start position, goal, one solution line, and whether it is done
cli-shell = The shell

cli-value-first-black = Black moves first
cli-value-first-white = White moves first
cli-value-first-random = Drawn by lot (five-field's default)
cli-value-theme-auto = Ask the terminal for its background
cli-value-theme-dark = For a dark background
cli-value-theme-light = For a light background
cli-value-computer-black = Black
cli-value-computer-white = White
cli-value-computer-both = Both: the game plays itself
cli-value-lang-en = English
cli-value-lang-ko = 한국어
cli-value-side-black = Black
cli-value-side-white = White
cli-value-side-random = Drawn by lot, and announced to both players
cmd-serve = A gonu server anyone reaches with `ssh`: a lobby, games kept by the server, spectators, ratings
cli-serve-port = The port to listen on
cli-serve-bind = The address to listen on [default: every interface]
cli-data = The server's data directory: accounts, host key, ratings, records [default: kono's data directory]
cli-max-sessions = The most connections at once

## clap's frame of every help page and usage error.
cli-usage-heading = Usage:
cli-heading-commands = Commands
cli-heading-arguments = Arguments
cli-heading-options = Options
cli-default = [default: { $value }]
cli-possible = [possible values: { $values }]
cli-possible-heading = Possible values:

cli-usage-options = [OPTIONS]
cli-usage-command = <COMMAND>
# The placeholders of option values in --help and usage lines.
cli-name-addr = ADDR
cli-name-black = BLACK
cli-name-code = CODE
cli-name-depth = DEPTH
cli-name-dir = DIR
cli-name-file = FILE
cli-name-first = FIRST
cli-name-games = GAMES
cli-name-lang = LANG
cli-name-level = LEVEL
cli-name-min-sec = MIN+SEC
cli-name-pieces = PIECES
cli-name-pos = POS
cli-name-seed = SEED
cli-name-shell = SHELL
cli-name-side = SIDE
cli-name-theme = THEME
cli-name-variant = VARIANT
cli-name-white = WHITE

## The text after analyze's options in `kono analyze --help`: its JSON.
cmd-analyze-after-long =
    With --json, one JSON object per position, one line each, with these fields in this order:
      variant     "five", "four", "well", "pumpkin", "line" or "mill"
      options     the rule options in force: [], ["strict-goal"], ["forced-capture"] or ["no-repeat"]
      position    the position, in the notation `kono rules` describes
      value       "win", "loss" or "draw" for the side to move; "unknown" when the
                  search proved neither a win nor a loss
      remoteness  plies to the end with best play (the winner takes the quickest win, the
                  loser the longest loss); null for a draw or an unknown value
      score       only when exact is false: the search's estimate for the side to move
                  (positive is good for it)
      exact       true when the value comes from a solved table (or the game is over)
      best        the move the computer would play at --level; null when the game is over
      moves       every legal move, best first, each an object with:
        move        the move, as `kono rules` writes it (b1-c2, a1xa3, pass)
        value       "win", "loss", "draw" or "unknown" for the player making it
        remoteness  the remoteness of the position the move leads to (as tablebases give
                    it): the move that wins at once has 0, a best move from a win in 19 has
                    18; null for a draw or an unknown value
        score       only when exact is false: the search's estimate for the mover
    Remoteness counts plies (both sides' moves). The text for people counts the moves of the
    side that wins, as "mate in 2" does, from the position on screen, the move included:
    a win in 19 plies is a "win in 10" (the winner's 10 moves), and so is that best move;
    the move that wins at once "wins in 1"; a loss in 12 plies is a "loss in 6" (the
    other side's 6 moves).
