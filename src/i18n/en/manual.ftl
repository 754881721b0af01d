# The manual page's own sections (the options come from cli.ftl).

manual-name = NAME
manual-synopsis = SYNOPSIS
manual-description = DESCRIPTION
manual-options = OPTIONS
manual-commands = SUBCOMMANDS
manual-version = VERSION
manual-environment = ENVIRONMENT
manual-files = FILES
manual-keys = KEYS

manual-env-kono-home = The folder for everything of kono's: saved games, lesson progress, the solved tables and the config file. Unset, the system's places are used.
manual-env-kono-config = The config file to read instead of config.toml in its usual folder.
manual-env-no-color = When set and not empty, the board is drawn without colour.
manual-env-locale = The language, when neither --lang nor the config file's [look] lang says: a locale starting with ko (ko_KR.UTF-8) gives Korean, any other English. The first of them that is set counts.

manual-file-games = Saved games, one record a game (in $KONO_HOME/games when it is set; ~/Library/Application Support/kono on macOS).
manual-file-lessons = The stars of every lesson task done. A damaged file is kept as lessons.damaged.txt beside it.
manual-file-start = The start screen's last choices.
manual-file-tables = The solved tables `kono solve` builds ($KONO_HOME/tables when it is set).
manual-file-config = The config file: look and keys (`kono config` prints it; $KONO_CONFIG or $KONO_HOME/config.toml when set).
manual-keys-intro = The keys of the game screen, as the config file may change them.
