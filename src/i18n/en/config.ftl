# `kono config`: the settings in force as a commented config file. Each
# line of a message becomes a comment line (`# `); the keys and values are
# the file's own and stay as they are.
config-file = kono's config file: { $place }
config-file-missing = { $path } (not there yet)
config-file-none = none: set KONO_CONFIG or HOME
config-not-used = NOT USED: { $problem }
config-intro =
    KONO_CONFIG names another file. Below: the settings in force, written as
    the file would have them: copy what you want to change into the file.
config-theme = auto asks the terminal for its background; dark or light chooses.
config-ascii = true draws with plain ASCII characters only.
config-lang = en or ko (--lang overrides it; without it, the locale chooses).
config-lang-in-use = in use:
config-start =
    The start screen's choices for a new game. What is set here is where
    the start screen begins every time; what is left out, it remembers from
    the last new game.
config-start-variant = five, four, well, pumpkin, line or mill
config-start-first = random, black or white
config-start-rule-option = the game's rule option (strict goal, forced capture, no repeat)
config-start-computer = the sides the computer plays: none, black, white or both
config-start-level = the computer's level, 1 to 5
config-keys =
    The keys: each action's keys in force, mode by mode. A line here gives
    the action these keys instead of the usual ones; a key may do one thing
    per mode (the [keys.anywhere] ones count in every mode). Key names: a
    character, Enter, Esc, Space, Tab, Shift-Tab, Backspace, Delete, Insert,
    Home, End, PgUp, PgDn, Up, Down, Left, Right, F1 to F12, each perhaps
    after Ctrl- or Alt-.

# A settings file's problem: the file, the line, what TOML or serde found
# (the names they quote are kept as written).
config-problem-at = { $file } line { $line }: { $problem }
config-problem = { $file }: { $problem }
settings-ignored = { $problem }: { $file } ignored
toml-unknown-value = `{ $value }` is not one of the values here: use one of { $expected }
toml-unknown-key = `{ $key }` is not a setting here: the settings are { $expected }
toml-missing-key = `{ $key }` is missing
toml-duplicate-key = `{ $key }` is given twice
toml-wrong-type = the value should be { $kind }
toml-kind-bool = true or false
toml-kind-text = text in quotes
toml-kind-number = a number
toml-kind-list = a list in [ ]
toml-kind-table = a table of settings
toml-level = a level is from 1 to 5, not { $level }
toml-expected = this is not TOML: { $expected } was expected here
toml-syntax = this is not TOML (a setting is written name = value)
