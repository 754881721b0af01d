//! The config file and the start screen's remembered choices: parsing,
//! rebinding keys, refusing clashes, a bad file falling back to the
//! defaults with one line naming the file and the line, and the guarded
//! read keeping FIFOs, devices and huge files out.

use std::fs;
use std::path::Path;

use kono::commands::config::{load_from, report};
use kono::rules::Variant;
use kono::store::{self, Background, Seat, SideChoice, StartSettings};
use kono::tui::action::Action;
use kono::tui::help::HelpLine;
use kono::tui::keymap::{self, Key, Mode, SECTIONS, Section, parse_key};
use ratatui::crossterm::event::{KeyCode, KeyModifiers};
use tempfile::TempDir;

const EXAMPLE: &str = r#"
[look]
theme = "light"
ascii = true

[start]
variant = "four"
level = 2
computer = "black"

[keys.board]
undo = ["u", "Backspace"]
flip = "F2"
"#;

/// The keys of `action` in `mode` of the table `sections`.
fn keys_of(sections: &[Section], mode: Mode, action: Action) -> Vec<Key> {
    sections
        .iter()
        .filter(|s| s.mode == mode)
        .flat_map(|s| s.bindings.iter())
        .filter(|b| b.action == action)
        .flat_map(|b| b.keys.iter().copied())
        .collect()
}

fn plain(code: KeyCode) -> Key {
    Key {
        code,
        modifiers: KeyModifiers::NONE,
    }
}

#[test]
fn a_config_file_is_parsed_with_the_lines_of_its_keys() {
    let config = store::parse_config(EXAMPLE).unwrap();
    assert_eq!(config.look.theme, Some(Background::Light));
    assert_eq!(config.look.ascii, Some(true));
    assert_eq!(
        config.start,
        StartSettings {
            variant: Some(Variant::Four),
            level: Some(2),
            computer: Some(Seat::Black),
            ..StartSettings::default()
        }
    );
    let keys: Vec<(&str, &str, usize)> = config
        .keys
        .iter()
        .map(|k| (k.mode.as_str(), k.action.as_str(), k.line))
        .collect();
    assert_eq!(keys, [("board", "undo", 12), ("board", "flip", 13)]);
    assert_eq!(config.keys[0].keys, ["u", "Backspace"]);
    // An empty file is the defaults.
    assert_eq!(store::parse_config("").unwrap(), store::Config::default());
}

#[test]
fn rebinding_replaces_an_action_s_keys_in_its_mode_only() {
    let config = store::parse_config(EXAMPLE).unwrap();
    let table = keymap::rebound(&config.keys).unwrap();
    assert_eq!(
        keys_of(table, Mode::Board, Action::Undo),
        [plain(KeyCode::Char('u')), plain(KeyCode::Backspace)]
    );
    assert_eq!(
        keys_of(table, Mode::Board, Action::Flip),
        [plain(KeyCode::F(2))]
    );
    // The other modes and actions keep the table's keys.
    assert_eq!(
        keys_of(table, Mode::Review, Action::Quit),
        keys_of(SECTIONS, Mode::Review, Action::Quit)
    );
    assert_eq!(
        keys_of(table, Mode::Board, Action::Redo),
        keys_of(SECTIONS, Mode::Board, Action::Redo)
    );
}

#[test]
fn key_names_parse_as_the_help_writes_them() {
    let ctrl = |c| Key {
        code: KeyCode::Char(c),
        modifiers: KeyModifiers::CONTROL,
    };
    assert_eq!(parse_key("Ctrl-r"), Some(ctrl('r')));
    assert_eq!(parse_key("ctrl-R"), Some(ctrl('r')));
    assert_eq!(parse_key("Space"), Some(plain(KeyCode::Char(' '))));
    assert_eq!(parse_key("PgDn"), Some(plain(KeyCode::PageDown)));
    assert_eq!(parse_key("shift-tab"), Some(plain(KeyCode::BackTab)));
    assert_eq!(parse_key("-"), Some(plain(KeyCode::Char('-'))));
    assert_eq!(parse_key("U"), Some(plain(KeyCode::Char('U'))));
    for bad in ["", "Hyper-x", "F13", "uu", "Ctrl-"] {
        assert_eq!(parse_key(bad), None, "{bad}");
    }
    // Every key of the table, named as the help names it, reads back.
    for section in SECTIONS {
        for binding in section.bindings {
            for key in binding.keys {
                assert_eq!(parse_key(&keymap::key_name(*key, true)), Some(*key));
            }
        }
    }
}

#[test]
fn the_default_table_names_every_action_and_has_no_clash() {
    for section in SECTIONS {
        for binding in section.bindings {
            assert!(
                keymap::action_name(&binding.action).is_some(),
                "{:?} has no name for the config file",
                binding.action
            );
        }
    }
    assert!(keymap::rebound(&[]).is_ok());
}

/// The one line a config file's `text` gives, or `None` if it is fine.
fn problem_of(text: &str) -> Option<String> {
    let dir = TempDir::new().unwrap();
    let path = dir.path().join("config.toml");
    fs::write(&path, text).unwrap();
    let settings = load_from(&path);
    if let Some(problem) = &settings.problem {
        // The defaults are in force.
        assert_eq!(settings.config, store::Config::default());
        assert_eq!(settings.keys, SECTIONS);
        assert_eq!(problem.lines().count(), 1, "{problem}");
        let shown = store::shown_path(&path);
        assert!(problem.starts_with(&shown), "{problem}");
        assert!(problem.ends_with("; kono uses the default settings"));
        return Some(problem[shown.len()..].to_string());
    }
    None
}

#[test]
fn a_clash_is_refused_with_its_line() {
    let problem = problem_of("[keys.board]\nundo = \"f\"\n").unwrap();
    assert!(
        problem.starts_with(" line 2: `f` would do both undo and flip in [keys.board]")
            || problem.starts_with(" line 2: `f` would do both flip and undo in [keys.board]"),
        "{problem}"
    );
    // The keys of [keys.anywhere] count in every mode.
    let problem = problem_of("[keys.start]\n\n# quit\nquit = \"Ctrl-c\"\n").unwrap();
    assert!(
        problem.contains("line 4: `Ctrl-c` would do both quit and quit-now in [keys.start]"),
        "{problem}"
    );
    // Two keys that swap are no clash.
    assert_eq!(
        problem_of("[keys.board]\nundo = \"f\"\nflip = \"u\"\n"),
        None
    );
}

#[test]
fn a_bad_file_gives_one_line_with_the_file_and_the_line_then_the_defaults() {
    let cases = [
        (
            "[keys.board]\nundo = \"Hyper-u\"\n",
            " line 2: unknown key name `Hyper-u`",
        ),
        (
            "[keys.board]\n\nfrobnicate = \"x\"\n",
            " line 3: unknown action `frobnicate` in [keys.board]: it has up, down",
        ),
        (
            "[keys.bored]\nundo = \"x\"\n",
            " line 2: unknown mode `bored` in [keys.bored]: the modes are board, review",
        ),
        (
            "[look]\ntheme = \"pink\"\n",
            " line 2: `pink` is not one of the values here: use one of auto, dark, light",
        ),
        (
            "[look]\ncolour = true\n",
            " line 2: `colour` is not a setting here",
        ),
        (
            "[start]\nlevel = 7\n",
            " line 2: a level is from 1 to 5, not 7",
        ),
        ("[look\n", " line 1: "),
        (
            "[keys.board]\nundo = []\n",
            " line 2: no key given for `undo`",
        ),
    ];
    for (text, start) in cases {
        let problem = problem_of(text).unwrap_or_default();
        assert!(
            problem.starts_with(start),
            "{text:?}: `{problem}` lacks `{start}`"
        );
    }
}

#[cfg(unix)]
#[test]
fn a_config_that_is_no_regular_file_or_too_big_is_refused_without_a_hang() {
    let dir = TempDir::new().unwrap();
    let fifo = dir.path().join("fifo.toml");
    assert!(
        std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    let zero = dir.path().join("zero.toml");
    std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
    let big = dir.path().join("big.toml");
    fs::write(&big, "#".repeat(65 * 1024)).unwrap();
    for (path, why) in [
        (&fifo, "not a regular file"),
        (&zero, "not a regular file"),
        (&big, "over 64 KiB, too big"),
    ] {
        let settings = load_from(path);
        let problem = settings.problem.unwrap();
        assert_eq!(
            problem,
            format!(
                "{}: {why}; kono uses the default settings",
                store::shown_path(path)
            )
        );
    }
    // No file at all is no problem: the defaults, nothing said.
    let settings = load_from(&dir.path().join("none.toml"));
    assert_eq!(settings.problem, None);
    assert!(!settings.found);
}

#[test]
fn kono_config_s_report_is_a_config_file_that_reads_back_the_same() {
    let dir = TempDir::new().unwrap();
    let path = dir.path().join("config.toml");
    fs::write(&path, EXAMPLE).unwrap();
    let settings = load_from(&path);
    assert_eq!(settings.problem, None);
    let text = report(&settings);
    assert!(text.starts_with(&format!("# kono's config file: {}\n", path.display())));
    let again = store::parse_config(&text).unwrap();
    assert_eq!(again.look, settings.config.look);
    assert_eq!(again.start, settings.config.start);
    let table = keymap::rebound(&again.keys).unwrap();
    for mode in keymap::MODES {
        for binding in SECTIONS
            .iter()
            .filter(|s| s.mode == mode)
            .flat_map(|s| s.bindings)
        {
            assert_eq!(
                keys_of(table, mode, binding.action.clone()),
                keys_of(settings.keys, mode, binding.action.clone())
            );
        }
    }
}

#[test]
fn the_config_file_is_kono_config_then_kono_home_then_the_system_s() {
    let path = |config: Option<&str>, home: Option<&str>| {
        store::config_path_with(config.map(Into::into), home.map(Into::into)).unwrap()
    };
    assert_eq!(path(Some("/a/b.toml"), Some("/h")), Path::new("/a/b.toml"));
    assert_eq!(path(None, Some("/h")), Path::new("/h/config.toml"));
    assert_eq!(path(Some(""), Some("/h")), Path::new("/h/config.toml"));
}

#[test]
fn the_start_screen_s_choices_are_remembered_in_toml_and_a_bad_file_is_ignored() {
    let dir = TempDir::new().unwrap();
    let data = dir.path();
    assert_eq!(store::recall_start(data), (StartSettings::default(), None));
    let choices = StartSettings {
        variant: Some(Variant::Four),
        first: Some(SideChoice::White),
        rule_option: Some(true),
        computer: Some(Seat::White),
        level: Some(4),
        clock: Some(Some("5+3".parse().unwrap())),
        aids: Some(false),
    };
    store::remember_start(data, choices).unwrap();
    assert_eq!(store::recall_start(data), (choices, None));
    let text = fs::read_to_string(data.join("start.toml")).unwrap();
    assert!(text.contains("[start]\nvariant = \"four\""), "{text}");
    assert!(text.contains("clock = \"5+3\""), "{text}");
    // No clock is remembered as such, not forgotten.
    let untimed = StartSettings {
        clock: Some(None),
        ..choices
    };
    store::remember_start(data, untimed).unwrap();
    assert_eq!(store::recall_start(data), (untimed, None));
    fs::write(data.join("start.toml"), "[start]\nclock = \"5 minutes\"\n").unwrap();
    let note = store::recall_start(data).1.unwrap();
    assert!(note.contains("not a time control"), "{note}");
    store::remember_start(data, choices).unwrap();
    // What the config pins comes first.
    let pinned = StartSettings {
        level: Some(1),
        ..StartSettings::default()
    };
    assert_eq!(pinned.or(choices).level, Some(1));
    assert_eq!(pinned.or(choices).variant, Some(Variant::Four));
    // A damaged file: the defaults and one line.
    fs::write(data.join("start.toml"), "[start]\nlevel = \"high\"\n").unwrap();
    let (recalled, note) = store::recall_start(data);
    assert_eq!(recalled, StartSettings::default());
    let note = note.unwrap();
    assert!(
        note.starts_with("line 2: the value should be a number"),
        "{note}"
    );
    assert!(note.ends_with("start.toml ignored"), "{note}");
}

#[test]
fn files_of_older_kono_naming_the_sides_black_and_white_still_read() {
    use kono::store::parse_config;
    let seat = |black: &str, white: &str| {
        let text = format!("[start]\nlevel = 2\nblack = \"{black}\"\nwhite = \"{white}\"\n");
        parse_config(&text).map(|c| (c.start.computer, c.start.level))
    };
    assert_eq!(seat("human", "computer"), Ok((Some(Seat::White), Some(2))));
    assert_eq!(seat("computer", "human"), Ok((Some(Seat::Black), Some(2))));
    assert_eq!(
        seat("computer", "computer"),
        Ok((Some(Seat::Both), Some(2)))
    );
    assert_eq!(seat("human", "human"), Ok((Some(Seat::None), Some(2))));
    // Anything else is still refused, with the original line.
    let (line, message) = seat("human", "robot").unwrap_err();
    assert_eq!(line, Some(3), "{message}");
    // The remembered file too.
    let dir = TempDir::new().unwrap();
    fs::write(
        dir.path().join("start.toml"),
        "[start]\nwhite = \"computer\"\n",
    )
    .unwrap();
    let (recalled, note) = store::recall_start(dir.path());
    assert_eq!((recalled.computer, note), (Some(Seat::White), None));
}

#[cfg(unix)]
#[test]
fn a_remembered_file_that_is_a_fifo_or_a_device_or_huge_is_ignored_without_a_hang() {
    for (plant, why) in [
        ("fifo", "not a regular file"),
        ("zero", "not a regular file"),
        ("tty", "not a regular file"),
        ("big", "over 64 KiB, too big"),
    ] {
        let dir = TempDir::new().unwrap();
        let file = dir.path().join("start.toml");
        match plant {
            "fifo" => assert!(
                std::process::Command::new("mkfifo")
                    .arg(&file)
                    .status()
                    .unwrap()
                    .success()
            ),
            "zero" => std::os::unix::fs::symlink("/dev/zero", &file).unwrap(),
            "tty" => std::os::unix::fs::symlink("/dev/tty", &file).unwrap(),
            _ => fs::write(&file, vec![b'#'; 200 * 1024]).unwrap(),
        }
        let (recalled, note) = store::recall_start(dir.path());
        assert_eq!(recalled, StartSettings::default());
        assert_eq!(
            note.as_deref(),
            Some(format!("{why}: {} ignored", store::shown_path(&file)).as_str())
        );
    }
}

#[test]
fn the_table_in_force_drives_the_keys_the_help_and_the_messages() {
    // The only test of this binary that puts a table in force.
    let config = store::parse_config(EXAMPLE).unwrap();
    keymap::install(keymap::rebound(&config.keys).unwrap());
    let backspace = plain(KeyCode::Backspace);
    assert_eq!(keymap::lookup(Mode::Board, backspace), Some(Action::Undo));
    assert_eq!(keymap::lookup(Mode::Board, plain(KeyCode::Char('f'))), None);
    assert_eq!(keymap::name_of(Mode::Board, Action::Flip, true), "F2");
    let help = kono::tui::help::lines(
        kono::tui::help::Kind {
            variant: kono::rules::Variant::Five,
            play: kono::tui::help::Play::Local,
            computer: false,
        },
        true,
        80,
    );
    assert!(
        help.contains(&HelpLine::Entry {
            keys: "u Backspace".to_string(),
            does: "take back a move".to_string()
        }),
        "{help:#?}"
    );
}

#[test]
fn kono_config_shows_a_config_value_escaped_never_as_terminal_controls() {
    let dir = TempDir::new().unwrap();
    let path = dir.path().join("config.toml");
    fs::write(&path, "[look]\ntheme = \"\\u001b]2;PWNED-TITLE\\u0007x\"\n").unwrap();
    let settings = load_from(&path);
    assert!(settings.problem.is_some());
    let text = report(&settings);
    assert!(
        !text.chars().any(|c| c.is_control() && c != '\n'),
        "{text:?}"
    );
    assert!(text.contains("PWNED-TITLE"), "{text}");
}
