//! The built `kono` binary: help, version, every command, and every error
//! path with its exit code and message.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic: that is how they fail

use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

#[path = "cli/books.rs"]
mod books;
#[path = "cli/catalogue.rs"]
mod catalogue;
#[path = "store.rs"]
mod disk;
#[path = "cli/errors.rs"]
mod errors;
#[path = "cli/games.rs"]
mod games;
#[path = "cli/help.rs"]
mod help;
#[path = "common/latin.rs"]
mod latin;
#[path = "common/pty.rs"]
mod pty;
#[path = "cli/readme.rs"]
mod readme;
#[path = "cli/setup.rs"]
mod setup;
#[path = "cli/worded.rs"]
mod worded;

fn kono(args: &[&str]) -> Output {
    kono_in(args, None)
}

/// `kono args` in the locale `locale` (English when `None`, whatever the
/// developer's own locale), with a scratch home.
fn kono_in(args: &[&str], locale: Option<&str>) -> Output {
    english(Command::new(env!("CARGO_BIN_EXE_kono")), locale)
        .args(args)
        .env("KONO_HOME", scratch("home").1)
        .output()
        .expect("the kono binary runs")
}

/// `command` with the locale `locale`, or `C` (English) when `None`.
fn english(mut command: Command, locale: Option<&str>) -> Command {
    command
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .env("LC_ALL", locale.unwrap_or("C"));
    command
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// A fresh directory of its own, removed with the guard (the first half).
fn scratch(name: &str) -> (tempfile::TempDir, PathBuf) {
    let guard = tempfile::Builder::new()
        .prefix(&format!("kono-cli-{name}-"))
        .tempdir()
        .unwrap();
    let dir = guard.path().to_path_buf();
    (guard, dir)
}

/// Runs a failing command: asserts the exit code and that stderr is one line
/// containing `message`.
fn fails(args: &[&str], code: i32, message: &str) {
    let out = kono(args);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(code), "{args:?}: {err}");
    assert!(err.contains(message), "{args:?}: `{err}` lacks `{message}`");
    if code == 1 {
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("kono: "), "{err}");
    }
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn help_and_version() {
    let out = kono(&["--help"]);
    assert!(out.status.success());
    for command in ["tui", "rules", "perft", "replay", "completions"] {
        assert!(stdout(&out).contains(command), "help lacks {command}");
    }
    // `tui` is a command among others: plain `kono` opens the start screen.
    let help = stdout(&out);
    let tui = help
        .lines()
        .find(|line| line.trim_start().starts_with("tui "))
        .unwrap_or_default();
    assert!(
        tui.contains("Play in the terminal: against the computer or two players"),
        "{help}"
    );
    assert!(!help.contains("(the default)"), "{help}");
    assert!(
        help.contains("plain `kono` opens the start screen"),
        "{help}"
    );
    let out = kono(&["--version"]);
    assert_eq!(
        stdout(&out).trim(),
        format!("kono {}", env!("CARGO_PKG_VERSION"))
    );
    let out = kono(&["tui", "--help"]);
    for option in [
        "--variant",
        "--first",
        "--strict-goal",
        "--forced-capture",
        "--ascii",
    ] {
        assert!(stdout(&out).contains(option), "tui help lacks {option}");
    }
}

#[test]
fn rules_prints_each_variant_with_its_diagram() {
    let out = kono(&["rules"]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(text.starts_with("Five-field kono"));
    assert!(text.contains("5  W---W---W---W---W\n"));
    assert!(text.contains("2  B---+---+---+---B\n"));
    assert!(text.contains("   a   b   c   d   e\n"));
    let text = stdout(&kono(&["rules", "--variant", "four"]));
    assert!(text.starts_with("Four-field kono"));
    assert!(text.contains("Captures are optional."));
    assert!(text.contains("`--forced-capture` makes captures compulsory"));
    assert!(text.contains("1  B---B---B---B\n"));
}

#[test]
fn perft_prints_each_depth_and_the_speed() {
    let out = kono(&["perft", "--variant", "four", "--depth", "4"]);
    assert!(out.status.success());
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[..4],
        [
            "perft(1) = 4",
            "perft(2) = 16",
            "perft(3) = 100",
            "perft(4) = 576"
        ]
    );
    assert!(lines[4].starts_with("696 nodes in "), "{}", lines[4]);
    // A run too quick to time says so instead of giving a speed.
    assert!(
        lines[4].ends_with("million nodes per second")
            || lines[4].ends_with("in under 1 ms: too quick to measure the speed"),
        "{}",
        lines[4]
    );
}

#[test]
fn perft_options_and_positions() {
    let text = stdout(&kono(&[
        "perft",
        "--variant",
        "five",
        "--strict-goal",
        "--depth",
        "5",
    ]));
    assert!(text.contains("perft(5) = 45194"));
    let text = stdout(&kono(&[
        "perft",
        "--variant",
        "four",
        "--forced-capture",
        "--depth",
        "3",
    ]));
    assert!(text.contains("perft(3) = 56"));
    // With --position the variant comes from the board size.
    let text = stdout(&kono(&[
        "perft",
        "--position",
        "wwwww/w...w/...../b...b/bbbbb w",
        "--depth",
        "1",
    ]));
    assert!(text.contains("perft(1) = 8"));
    let text = stdout(&kono(&[
        "perft",
        "--position",
        "...w./...../wwww./bbbww/bbbb. b",
        "--depth",
        "1",
    ]));
    assert!(
        text.contains("perft(1) = 1"),
        "a forced pass counts one: {text}"
    );
}

#[test]
fn a_position_is_read_as_the_game_named_and_a_shared_board_needs_one() {
    // 줄고누's rules for a 4 × 4 position with --variant line; four-field's
    // with --variant four.
    let line = "b.../w.../w.../.b.. b";
    let counted = |variant: &str| {
        let args = [
            "perft",
            "--variant",
            variant,
            "--position",
            line,
            "--depth",
            "3",
        ];
        stdout(&kono(&args))
    };
    let text = counted("line");
    assert!(
        text.contains("perft(1) = 4\nperft(2) = 9\nperft(3) = 42\n"),
        "{text}"
    );
    let text = counted("four");
    assert!(
        text.contains("perft(1) = 4\nperft(2) = 15\nperft(3) = 48\n"),
        "{text}"
    );
    // Without --variant a 4 × 4 board is refused, naming both games and the flag.
    for command in [
        &["perft", "--position", line][..],
        &["analyze", "--position", line],
    ] {
        let out = kono(command);
        assert_eq!(out.status.code(), Some(1), "{command:?}");
        let err = String::from_utf8_lossy(&out.stderr).to_string();
        assert!(
            err.contains("four-field kono") && err.contains("줄고누") && err.contains("--variant"),
            "{command:?}: {err}"
        );
    }
    // A position of the wrong game for --variant says so.
    let out = kono(&["perft", "--variant", "five", "--position", line]);
    assert_ne!(out.status.code(), Some(0));
    // Two counts side by side are refused with the one to write.
    let out = kono(&["perft", "--position", "wwwww/w...w/5/b33/bbbbb b"]);
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(err.contains("`33`") && err.contains("write 6"), "{err}");
}

#[test]
fn perft_divide_lists_each_move_first() {
    let out = kono(&["perft", "--variant", "four", "--depth", "2", "--divide"]);
    let text = stdout(&out);
    assert!(
        text.starts_with("a1xa3: 4\nb1xb3: 4\nc1xc3: 4\nd1xd3: 4\nmoves: 4\n\nperft(1) = 4\n"),
        "{text}"
    );
}

#[test]
fn perft_errors_exit_1_with_one_line() {
    fails(
        &["perft", "--variant", "four", "--strict-goal"],
        1,
        "--strict-goal does not apply to four-field kono",
    );
    fails(
        &["perft", "--forced-capture"],
        1,
        "--forced-capture does not apply to five-field kono",
    );
}

#[test]
fn ranges_and_positions_are_usage_errors_with_clap_s_message() {
    fails(
        &["perft", "--depth", "0"],
        2,
        "invalid value '0' for '--depth <DEPTH>': not from 1 to 12",
    );
    // Depth 20 would take centuries: the limit is one that ends in minutes.
    fails(
        &["perft", "--depth", "20"],
        2,
        "'20' for '--depth <DEPTH>': not from 1 to 12",
    );
    fails(
        &["perft", "--position", "wwww/wwww/bbbb/bbbb"],
        2,
        "bad position `wwww/wwww/bbbb/bbbb`: the position needs a space and the side to move",
    );
    fails(
        &["perft", "--position", "wwwww/w...w/...../b...b/bbbb. b"],
        2,
        "five-field kono needs 7 pieces of each side; Black has 6",
    );
    fails(
        &["analyze", "--position", "wwww/wxww/bbbb/bbbb b"],
        2,
        "rank 3: `x` is not a piece",
    );
    fails(
        &["arena", "--black", "1", "--white", "2", "--games", "0"],
        2,
        "invalid value '0' for '--games <GAMES>': must be at least 1",
    );
    fails(
        &["arena", "--black", "0", "--white", "2"],
        2,
        "invalid value '0' for '--black <BLACK>'",
    );
    fails(
        &["tui", "--computer", "white", "--level", "6"],
        2,
        "invalid value '6' for '--level <N>'",
    );
    fails(&["puzzle", "--plies", "0"], 2, "not from 1 to 200");
    fails(
        &["replay", "x.kono", "--to", "-1"],
        2,
        "unexpected argument '-1'",
    );
}

#[test]
fn usage_errors_exit_2() {
    fails(&["perft", "--variant", "six"], 2, "invalid value 'six'");
    fails(&["perft", "--depth", "many"], 2, "invalid value 'many'");
    // analyze reads its positions as the one game named (line kono shares
    // four-field's board), never as two.
    fails(
        &[
            "analyze",
            "--variant",
            "four",
            "--variant",
            "line",
            "--position",
            "wwww/wwww/bbbb/bbbb b",
        ],
        1,
        "name one game with --variant",
    );
    fails(&["frobnicate"], 2, "unrecognized subcommand");
    fails(&["tui", "--first", "green"], 2, "invalid value 'green'");
}

#[test]
fn tui_refuses_options_of_the_other_variant_and_a_non_terminal() {
    fails(
        &["tui", "--variant", "four", "--strict-goal"],
        1,
        "--strict-goal does not apply to four-field kono",
    );
    // stdout is a pipe here, not a terminal.
    fails(&["tui", "--variant", "four"], 1, "terminal");
    fails(&[], 1, "terminal");
}

#[test]
fn completions_for_each_shell() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let out = kono(&["completions", shell]);
        assert!(out.status.success(), "{shell}");
        assert!(
            stdout(&out).contains("perft"),
            "{shell} completions lack perft"
        );
    }
    fails(&["completions", "tcsh"], 2, "invalid value 'tcsh'");
}

#[test]
fn tui_load_refuses_a_bad_or_missing_record_before_touching_the_terminal() {
    let (_scratch, dir) = scratch("load");
    let bad = dir.join("bad.kono");
    std::fs::write(&bad, "[Variant \"four\"]\n\n1. a1-a2\n").unwrap();
    let bad = bad.to_str().unwrap();
    fails(
        &["tui", "--load", bad],
        1,
        &format!("{bad}: line 3: a1-a2: a2 is not empty"),
    );
    fails(
        &["tui", "--load", "/no/such.kono"],
        1,
        "/no/such.kono: no such file",
    );
    fails(
        &["tui", "--load", bad, "--resume"],
        2,
        "cannot be used with",
    );
}

/// Runs kono with stdout and stderr sent to `/dev/full`, or with either
/// a pipe already closed.
#[cfg(unix)]
fn kono_writing_to(args: &[&str], stdout: Stdio, stderr: Stdio) -> std::process::ExitStatus {
    Command::new(env!("CARGO_BIN_EXE_kono"))
        .env("LC_ALL", "C")
        .args(args)
        .env("KONO_HOME", scratch("home").1)
        .stdout(stdout)
        .stderr(stderr)
        .status()
        .unwrap()
}

#[cfg(unix)]
fn dev_full() -> Stdio {
    Stdio::from(
        std::fs::File::options()
            .write(true)
            .open("/dev/full")
            .unwrap(),
    )
}

/// A pipe whose reading end is already closed.
#[cfg(unix)]
fn closed_pipe() -> Stdio {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    Stdio::from(writer)
}

#[cfg(unix)]
#[test]
fn output_that_cannot_be_written_exits_1_without_a_panic() {
    // An error message to a full disk or a closed pipe.
    for stderr in [dev_full(), closed_pipe()] {
        let status = kono_writing_to(&["replay", "/no/such.kono"], Stdio::null(), stderr);
        assert_eq!(status.code(), Some(1), "{status}");
    }
    // Help, version and ordinary output to a full disk: no false success.
    for args in [
        &["--help"][..],
        &["--version"],
        &["rules"],
        &["tui", "--help"],
    ] {
        let status = kono_writing_to(args, dev_full(), Stdio::null());
        assert_eq!(status.code(), Some(1), "{args:?}: {status}");
    }
    // A usage error to a full stderr still says usage: exit 2.
    let status = kono_writing_to(&["frobnicate"], Stdio::null(), dev_full());
    assert_eq!(status.code(), Some(2));
}

#[test]
fn error_messages_are_one_safe_line() {
    let (_scratch, dir) = scratch("hostile");
    // A record token that would clear and recolour the screen.
    let record = dir.join("escape.kono");
    std::fs::write(&record, "[Variant \"four\"]\n\n1. \x1b[2J\x1b[41m\n").unwrap();
    let out = kono(&["replay", record.to_str().unwrap()]);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(1));
    assert!(!err.contains('\x1b'), "{err:?}");
    assert!(
        err.contains("line 3: `\\u{1b}[2J\\u{1b}[41m` is not a move"),
        "{err}"
    );
    // A 3 MB line, in a record and in a position.
    let long = dir.join("long.kono");
    let mut text = "[Variant \"five\"]\n[First \"black\"]\n1. ".to_string();
    text.push_str(&"y".repeat(3_000_000));
    std::fs::write(&long, text).unwrap();
    let out = kono(&["replay", long.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).len() < 500, "{} bytes", stderr(&out).len());
    assert!(stderr(&out).contains("is not a move"), "{}", stderr(&out));
    let position = format!("{} b", "w".repeat(100_000));
    fails(&["perft", "--position", &position], 2, "bad position `wwww");
    assert!(stderr(&kono(&["perft", "--position", &position])).len() < 500);
    // A newline in a path stays on the line.
    fails(
        &["replay", "/no/such\nfile.kono"],
        1,
        "kono: /no/such\\nfile.kono: no such file",
    );
}

#[cfg(unix)]
#[test]
fn replay_and_load_refuse_what_is_not_a_regular_file() {
    let (_scratch, dir) = scratch("special");
    let fifo = dir.join("fifo.kono");
    let _ = std::fs::remove_file(&fifo);
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    let fifo = fifo.to_str().unwrap();
    for path in ["/dev/zero", fifo] {
        fails(&["replay", path], 1, &format!("{path}: not a regular file"));
        fails(
            &["tui", "--load", path],
            1,
            &format!("{path}: not a regular file"),
        );
    }
    let big = dir.join("big.kono");
    std::fs::write(&big, vec![b'\n'; 5 << 20]).unwrap();
    fails(
        &["replay", big.to_str().unwrap()],
        1,
        "big.kono: over 4 MiB, too big for a kono record",
    );
}

#[test]
fn rule_options_with_load_or_resume_are_a_usage_error() {
    for option in [
        &["--variant", "five"][..],
        &["--first", "white"],
        &["--strict-goal"],
        &["--forced-capture"],
    ] {
        for open in [&["--resume"][..], &["--load", "x.kono"]] {
            let args: Vec<&str> = ["tui"].iter().chain(open).chain(option).copied().collect();
            fails(&args, 2, "cannot be used with");
        }
    }
}

#[test]
fn the_data_directory_is_the_systems_place_unless_kono_home_says() {
    let (_scratch, home) = scratch("xdg");
    let out = Command::new(env!("CARGO_BIN_EXE_kono"))
        .env("LC_ALL", "C")
        .args(["tui", "--resume"])
        .env_remove("KONO_HOME")
        .env("HOME", &home)
        .env("XDG_DATA_HOME", home.join("data"))
        .output()
        .unwrap();
    let err = stderr(&out);
    assert!(
        err.contains(&format!(
            "resume in {}",
            home.join("data/kono/games").display()
        )),
        "{err}"
    );
    let out = Command::new(env!("CARGO_BIN_EXE_kono"))
        .env("LC_ALL", "C")
        .args(["tui", "--resume"])
        .env("KONO_HOME", home.join("mine"))
        .env("XDG_DATA_HOME", home.join("data"))
        .output()
        .unwrap();
    let err = stderr(&out);
    assert!(
        err.contains(&format!("resume in {}", home.join("mine/games").display())),
        "{err}"
    );
}

#[test]
fn resume_names_a_damaged_record_it_could_not_read() {
    let (_scratch, home) = scratch("damaged");
    std::fs::create_dir_all(home.join("games")).unwrap();
    std::fs::write(
        home.join("games/bad.kono"),
        "[Variant \"four\"]\n\n1. a1-a2\n",
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_kono"))
        .env("LC_ALL", "C")
        .args(["tui", "--resume"])
        .env("KONO_HOME", &home)
        .output()
        .unwrap();
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(err.lines().count(), 1, "{err}");
    // The list reads only its summary; opening it replays it and says why not.
    assert_eq!(
        err,
        format!(
            "kono: the unfinished game in {} cannot be resumed: {}: line 3: a1-a2: a2 is not empty\n",
            home.join("games").display(),
            home.join("games/bad.kono").display()
        ),
    );
}

#[test]
fn a_start_removes_what_a_crashed_write_left() {
    let (_scratch, home) = scratch("leftover");
    std::fs::create_dir_all(home.join("games")).unwrap();
    let leftover = home.join("games/.2026-11-21-101502-five.kono.tmp");
    std::fs::write(&leftover, "half a rec").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_kono"))
        .env("LC_ALL", "C")
        .args(["tui", "--resume"])
        .env("KONO_HOME", &home)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "nothing to resume");
    assert!(!leftover.exists());
}

#[test]
fn tui_computer_and_level_usage_errors_exit_2() {
    fails(
        &["tui", "--computer", "white", "--level", "9"],
        2,
        "`9` is not a level: use 1 (beginner) to 5 (perfect)",
    );
    fails(&["tui", "--computer", "grey"], 2, "invalid value 'grey'");
    fails(&["tui", "--level", "3"], 2, "--computer");
    // A good level by number or name gets as far as the terminal check.
    fails(
        &["tui", "--computer", "both", "--level", "club"],
        1,
        "terminal",
    );
}

#[test]
fn every_tui_option_works_without_the_word_tui() {
    // Accepted (they reach the terminal check, not a usage error).
    fails(&["--variant", "four"], 1, "terminal");
    fails(
        &["--variant", "five", "--first", "white", "--ascii"],
        1,
        "terminal",
    );
    fails(&["--variant", "four", "--forced-capture"], 1, "terminal");
    fails(
        &["--variant", "four", "--strict-goal"],
        1,
        "--strict-goal does not apply to four-field kono",
    );
    fails(&["--variant", "four", "rules"], 2, "cannot be used with");
    fails(&["--resume"], 1, "there is no unfinished game to resume");
    fails(&["--theme", "light", "--variant", "four"], 1, "terminal");
    let help = stdout(&kono(&["--help"]));
    for option in ["--variant", "--first", "--ascii", "--load", "--resume"] {
        assert!(help.contains(option), "kono --help lacks {option}");
    }
}

#[test]
fn kono_rules_is_the_whole_rule_book() {
    for (variant, needed) in [
        (
            "five",
            [
                "b1-c2",
                "pass",
                "--strict-goal",
                "wwwww/w...w/...../b...b/bbbbb b",
            ],
        ),
        (
            "four",
            [
                "b2-c2",
                "a1xa3",
                "--forced-capture",
                "wwww/wwww/bbbb/bbbb b",
            ],
        ),
    ] {
        let text = stdout(&kono(&["rules", "--variant", variant]));
        for needed in needed {
            assert!(text.contains(needed), "{variant} rules lack {needed}");
        }
    }
    let words = |variant| {
        let text = stdout(&kono(&["rules", "--variant", variant]));
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    };
    let five = words("five");
    assert!(five.contains("still standing in their own camp"), "{five}");
    assert!(five.contains("came back counts too"), "{five}");
    let four = words("four");
    assert!(
        four.contains("jumped over (your own) stays where it is"),
        "{four}"
    );
    let help = stdout(&kono(&["--help"]));
    assert!(!help.contains(".md"), "{help}");
}

#[test]
fn five_field_puzzles_need_the_solved_table() {
    fails(
        &["puzzle", "--variant", "five", "--plies", "9"],
        1,
        "puzzles need the solved table of five-field kono: build it once with `kono solve --variant five`",
    );
    fails(
        &["puzzle", "--variant", "five", "--strict-goal"],
        1,
        "`kono solve --variant five --strict-goal`",
    );
    fails(&["puzzle", "--plies", "0"], 2, "--plies");
    let out = kono(&["puzzle", "--help"]);
    for option in ["--variant", "--plies", "--seed", "--forced-capture"] {
        assert!(stdout(&out).contains(option), "puzzle help lacks {option}");
    }
}

#[test]
fn a_game_without_a_solved_table_is_never_offered_perfection_or_puzzles() {
    use kono::rules::Variant;
    // A game solved only in part (the mill's moving phase) never calls
    // level 5 perfect either; its puzzles need its table.
    let unsolved: Vec<Variant> = Variant::ALL
        .into_iter()
        .filter(|&v| !kono::ai::table::solved(v) || kono::ai::table::partial(v))
        .collect();
    assert!(!unsolved.is_empty());
    for variant in unsolved {
        let name = variant.name();
        let out = kono(&["puzzle", "--variant", name]);
        assert_eq!(out.status.code(), Some(1));
        let err = stderr(&out);
        if kono::ai::table::solved(variant) {
            assert!(err.contains("kono solve --variant mill"), "{err}");
        } else {
            assert!(
                err.contains("not solved") && !err.contains("kono solve"),
                "{err}"
            );
        }
        let out = kono(&["analyze", "--variant", name, "--level", "5"]);
        let text = stdout(&out);
        assert!(text.contains("5 (strongest)"), "{text}");
        assert!(!text.contains("perfect"), "{text}");
        let out = kono_in(
            &["analyze", "--variant", name, "--level", "5"],
            Some("ko_KR.UTF-8"),
        );
        assert!(stdout(&out).contains("최강"), "{}", stdout(&out));
    }
}
