//! `kono analyze`, `kono arena` and `kono solve` from the outside: the JSON
//! `kono analyze --help` documents, on positions whose values are worked
//! out by hand, and every refusal with its exit code. (Four-field analysis
//! needs its table, which takes minutes to build in a debug build, so these
//! use five-field positions, analysed by the search: no five-field table is
//! built here.)

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic: that is how they fail

use std::path::PathBuf;
use std::process::{Command, Output};

fn home(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kono-analysis-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn kono(name: &str, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kono"))
        .env("LC_ALL", "C")
        .args(args)
        .env("KONO_HOME", home(name))
        .output()
        .unwrap()
}

fn json(out: &Output) -> Vec<serde_json::Value> {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect()
}

/// Black to move fills White's camp with d3-e4: a win in 1. Worked out by
/// hand: six Black pieces already stand on White's camp, e4 is its last
/// empty point, and d3 is the only Black piece next to it.
const WIN_IN_ONE: &str = "bbbbb/b..../.wwb./.wwww/...w. b";

// The fields of `analyze --json`, in their order.
use crate::common::latin::ANALYZE_FIELDS as FIELDS;

/// White has just filled the last point of Black's camp (e1; six Black
/// pieces never left it): Black, to move, has lost by the default goal.
const LOST: &str = "wwww./w...w/..b../b...b/bbbbw b";

#[test]
fn analyze_json_has_the_documented_fields_in_order_and_proves_a_win_in_one() {
    let out = kono("win", &["analyze", "--position", WIN_IN_ONE, "--json"]);
    let objects = json(&out);
    assert_eq!(objects.len(), 1);
    let a = &objects[0];
    let keys: Vec<&str> = a.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(keys, FIELDS);
    assert_eq!(a["variant"], "five");
    assert_eq!(a["options"], serde_json::json!([]));
    assert_eq!(a["position"], WIN_IN_ONE);
    assert_eq!(a["value"], "win");
    assert_eq!(a["remoteness"], 1);
    assert_eq!(a["exact"], false, "no five-field table was built");
    assert_eq!(a["best"], "d3-e4");
    let moves = a["moves"].as_array().unwrap();
    assert_eq!(moves[0]["move"], "d3-e4");
    assert_eq!(moves[0]["value"], "win");
    // A move's remoteness is that of the position it leads to: the game is
    // over there, so 0 (the text says "win in 1", the move counted).
    assert_eq!(moves[0]["remoteness"], 0);
    // The other moves are not proven either way: unknown, with a score.
    assert!(
        moves[1..]
            .iter()
            .all(|m| m["value"] == "unknown" && m["score"].is_i64())
    );
}

#[test]
fn a_finished_position_is_lost_in_zero_exactly_with_no_moves() {
    let out = kono(
        "lost",
        &["analyze", "--position", LOST, "--json", "--strict-goal"],
    );
    let objects = json(&out);
    let a = &objects[0];
    assert_eq!(a["options"], serde_json::json!(["strict-goal"]));
    // Under the strict goal White has not won: all seven white pieces are
    // not on Black's camp. So it is not finished there…
    assert_ne!(a["remoteness"], 0);
    let out = kono("lost", &["analyze", "--position", LOST, "--json"]);
    let a = &json(&out)[0];
    // …but under the default goal it is.
    assert_eq!(a["value"], "loss");
    assert_eq!(a["remoteness"], 0);
    assert_eq!(a["exact"], true);
    assert_eq!(a["best"], serde_json::Value::Null);
    assert_eq!(a["moves"], serde_json::json!([]));
}

#[test]
fn several_positions_give_one_line_each() {
    let out = kono(
        "several",
        &[
            "analyze",
            "--position",
            WIN_IN_ONE,
            "--position",
            LOST,
            "--json",
            "--level",
            "1",
        ],
    );
    let objects = json(&out);
    assert_eq!(objects.len(), 2);
    assert_eq!(
        objects[0]["best"], "d3-e4",
        "level 1 never misses a win in one"
    );
    assert_eq!(objects[1]["position"], LOST);
}

#[test]
fn analyze_in_words() {
    let out = kono("words", &["analyze", "--position", WIN_IN_ONE]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains(
            "value: win in 1 (search, not exact; perfect play needs `kono solve --variant five`"
        ),
        "{text}"
    );
    // Without its table level 5 only searches: nothing calls it perfect.
    assert!(
        text.contains("level 5 (perfect once the table is built) plays: d3-e4"),
        "{text}"
    );
    assert!(!text.contains("(perfect)"), "{text}");
    assert!(text.contains("  d3-e4   win in 1\n"), "{text}");
}

/// Black to move wins in 3 plies: c3-b4, any reply, b4-a5 fills White's
/// camp (the search proves it).
const WIN_IN_3: &str = ".bbbb/b.w.b/wwbww/..ww./..... b";

#[test]
fn analyze_text_counts_the_winners_moves_where_the_json_counts_plies() {
    let a = &json(&kono(
        "three",
        &["analyze", "--position", WIN_IN_3, "--json"],
    ))[0];
    assert_eq!(a["value"], "win");
    assert_eq!(a["remoteness"], 3, "plies");
    assert_eq!(a["moves"][0]["move"], "c3-b4");
    assert_eq!(a["moves"][0]["remoteness"], 2, "the position after it");
    let out = kono("three", &["analyze", "--position", WIN_IN_3]);
    let text = String::from_utf8_lossy(&out.stdout);
    // Black's own 2 moves: c3-b4 and b4-a5.
    assert!(text.contains("value: win in 2 ("), "{text}");
    assert!(text.contains("  c3-b4   win in 2\n"), "{text}");
    assert!(!text.contains("win in 3"), "{text}");
    let out = kono(
        "three",
        &["analyze", "--position", WIN_IN_3, "--lang", "ko"],
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("흑 차례)"), "{text}");
    assert!(text.contains("값: 2수 만에 이김 ("), "{text}");
    assert!(text.contains("  c3-b4   2수 만에 이김\n"), "{text}");
    // --help says what the JSON counts and what the text counts.
    let help = String::from_utf8_lossy(&kono("three", &["analyze", "--help"]).stdout).to_string();
    assert!(help.contains("Remoteness counts plies"), "{help}");
    assert!(help.contains("side that wins"), "{help}");
}

#[test]
fn variant_line_reads_a_4x4_position_as_line_kono() {
    // Black's b1-a1 shuts the two White pieces on a2 and a3 in between
    // a1 and a4: both are taken and White is left with none. Read as
    // four-field (a capture jumps), the same step takes nothing.
    let position = "b.../w.../w.../.b.. b";
    let out = kono(
        "line",
        &[
            "analyze",
            "--variant",
            "line",
            "--position",
            position,
            "--json",
        ],
    );
    let objects = json(&out);
    assert_eq!(objects.len(), 1);
    let o = &objects[0];
    assert_eq!(o["variant"], "line", "{o}");
    assert_eq!(o["exact"], true, "{o}");
    assert_eq!(o["value"], "win", "{o}");
    assert_eq!(o["remoteness"], 1, "{o}");
    assert_eq!(o["best"], "b1-a1", "{o}");
    // One game reads the positions; a position of another game is refused.
    fails(
        &[
            "analyze",
            "--variant",
            "four",
            "--variant",
            "line",
            "--position",
            position,
        ],
        1,
        "name one game with --variant",
    );
    fails(
        &["analyze", "--variant", "line", "--position", WIN_IN_ONE],
        1,
        "is not one of 줄고누",
    );
}

#[test]
fn analyze_help_documents_the_json_field_by_field() {
    let out = kono("help", &["analyze", "--help"]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success());
    for field in FIELDS.iter().chain(&["move"]) {
        assert!(
            text.lines()
                .any(|l| l.trim_start().starts_with(&format!("{field} "))),
            "{field}: {text}"
        );
    }
    assert!(text.contains("the position the move leads to"), "{text}");
    assert!(text.contains("`kono rules`"), "{text}");
    assert!(!text.contains(".md"), "{text}");
}

fn fails(args: &[&str], code: i32, message: &str) {
    let out = kono("fails", args);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(code), "{args:?}: {err}");
    assert!(err.contains(message), "{args:?}: {err}");
    if code == 1 {
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}

#[test]
fn bad_input_is_refused_in_one_line() {
    fails(
        &["analyze", "--level", "6"],
        2,
        "`6` is not a level: use 1 (beginner) to 5 (perfect)",
    );
    fails(
        &["analyze", "--position", "bbb/www b"],
        2,
        "bad position `bbb/www b`",
    );
    fails(
        &["analyze", "--variant", "four", "--strict-goal"],
        1,
        "--strict-goal does not apply to four-field kono",
    );
    fails(
        &["arena", "--black", "0", "--white", "1"],
        2,
        "`0` is not a level",
    );
    fails(&["arena", "--black", "1"], 2, "--white");
    fails(
        &["arena", "--black", "1", "--white", "1", "--games", "0"],
        2,
        "invalid value '0' for '--games <GAMES>': must be at least 1",
    );
    fails(
        &["solve", "--variant", "four", "--strict-goal"],
        1,
        "--strict-goal does not apply to four-field kono",
    );
    fails(&["solve"], 2, "--variant");
}

/// Two games of level 2 against level 1 with seed 7.
const ARENA: [&str; 11] = [
    "arena",
    "--variant",
    "five",
    "--black",
    "2",
    "--white",
    "1",
    "--games",
    "2",
    "--seed",
    "7",
];

#[test]
fn arena_reports_results_length_and_time_per_move() {
    let out = kono("arena", &ARENA);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.starts_with(
            "2 games of five-field kono: Black level 2 (casual) against White level 1 (beginner)\n"
        ),
        "{text}"
    );
    let results = text.lines().nth(1).unwrap();
    let numbers: Vec<u32> = results
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|w| w.parse().ok())
        .collect();
    assert_eq!(numbers.iter().sum::<u32>(), 2, "{results}");
    assert!(text.contains("ms per move"), "{text}");
    // The same seed plays the same games.
    let again = kono("arena", &ARENA);
    assert_eq!(
        text.lines().nth(1),
        String::from_utf8_lossy(&again.stdout).lines().nth(1)
    );
}

#[test]
fn analyze_lists_the_move_it_names_best_first_among_equal_moves() {
    // Openings and middle games where several moves are worth the same.
    let positions = [
        "wwwww/w...w/...../b...b/bbbbb b",
        "wwwww/w...w/...../b...b/bbbbb w",
        "wwww./w...w/....w/b...b/bbbbb b",
        "wwwww/....w/.w.../b...b/bbbbb b",
    ];
    let mut args = vec!["analyze", "--json"];
    for p in &positions {
        args.extend(["--position", p]);
    }
    let objects = json(&kono("order", &args));
    assert_eq!(objects.len(), positions.len());
    for a in &objects {
        let moves = a["moves"].as_array().unwrap();
        let best = &a["best"];
        let named = moves.iter().find(|m| &m["move"] == best).unwrap();
        let same = |m: &serde_json::Value| {
            (&m["value"], &m["remoteness"], &m["score"])
                == (&named["value"], &named["remoteness"], &named["score"])
        };
        if same(&moves[0]) {
            assert_eq!(&moves[0]["move"], best, "{a}");
        }
    }
}

#[test]
fn arena_shows_each_game_as_it_ends_and_stops_on_ctrl_c_with_the_games_played() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_kono"))
        .env("LC_ALL", "C")
        .args(["arena", "--variant", "five", "--black", "1", "--white", "1"])
        .args(["--games", "100000", "--seed", "3"])
        .env("KONO_HOME", home("arena-stop"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stderr = BufReader::new(child.stderr.take().unwrap());
    let mut first = String::new();
    stderr.read_line(&mut first).unwrap();
    assert!(
        first.starts_with("game 1 of 100000: ") && first.contains("so far Black "),
        "{first}"
    );
    let killed = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut stderr, &mut rest).unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(1), "{rest}");
    let last = rest.lines().last().unwrap_or_default();
    assert!(
        last.starts_with("kono: stopped by ctrl-c after ") && last.ends_with(" of 100000 games"),
        "{rest}"
    );
    let played: u32 = last
        .trim_start_matches("kono: stopped by ctrl-c after ")
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(played >= 1);
    assert!(text.starts_with(&format!("{played} game")), "{text}");
    assert!(text.contains("ms per move"), "{text}");
}
