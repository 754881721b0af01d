//! Solved tables from the outside, through the real binary: `kono solve`
//! builds the strict five-field table (seconds, even in a debug build) that
//! `analyze`, `replay --annotate` and `puzzle` then read; a table that
//! exists is kept without `--force`; a damaged block is named with its path
//! and the command that rebuilds it by every consumer; tables move from the
//! old data folder to the cache folder; temporaries of killed writes are
//! removed but a locked one never; not memory enough is one line, exit 1.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic: that is how they fail

use crate::common;

use std::fs::{self, File};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::Path;
use std::process::{Command, Output};
use std::sync::atomic::AtomicBool;

use kono::ai::five::{FiveFile, Probe};
use kono::ai::{TableError, puzzle};
use kono::rules::{RuleOptions, Variant};
use tempfile::TempDir;

/// The solves take both cores; the terminal game's test runs apart from
/// them, so that its deadlines hold on a busy machine.
static APART: std::sync::Mutex<()> = std::sync::Mutex::new(());

/// Holds [`APART`] (a failed test's poison is no matter here).
fn apart() -> std::sync::MutexGuard<'static, ()> {
    APART.lock().unwrap_or_else(|e| e.into_inner())
}

const STRICT: RuleOptions = RuleOptions {
    strict_goal: true,
    forced_capture: false,
    no_repeat: false,
};

/// `kono ARGS` with `KONO_HOME` at `home`.
fn kono(home: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kono"))
        .env("LC_ALL", "C")
        .args(args)
        .env("KONO_HOME", home)
        .output()
        .unwrap()
}

/// Its stdout, after checking it succeeded.
fn ok(out: &Output) -> String {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    String::from_utf8_lossy(&out.stdout).to_string()
}

/// Its one line of stderr, after checking it failed with exit 1.
fn one_line_failure(out: &Output) -> String {
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    err
}

/// Spoils every compressed block of the five-field table at `path` (its
/// header and index stay sound, so it opens, and every probe meets damage).
fn damage_blocks(path: &Path) {
    let mut file = fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open(path)
        .unwrap();
    let len = file.seek(SeekFrom::End(0)).unwrap();
    // The blocks lie between the 80-byte header and the index: 8 bytes for
    // each of the 17,325 blocks (two rows each), and 12 after it.
    let end = len - (17_325 * 8 + 12);
    let mut body = vec![0u8; (end - 80) as usize];
    file.seek(SeekFrom::Start(80)).unwrap();
    file.read_exact(&mut body).unwrap();
    for b in body.iter_mut().step_by(7) {
        *b ^= 0x5A;
    }
    file.seek(SeekFrom::Start(80)).unwrap();
    file.write_all(&body).unwrap();
}

#[test]
fn the_strict_table_is_built_once_read_exactly_and_named_when_damaged() {
    let _apart = apart();
    let home = TempDir::new().unwrap();
    let text = ok(&kono(
        home.path(),
        &["solve", "--variant", "five", "--strict-goal"],
    ));
    assert!(
        text.starts_with("solved five-field kono (--strict-goal) in "),
        "{text}"
    );
    assert!(text.contains("peak memory"), "{text}");
    assert!(
        text.contains("2233094 / 750364 / 2375392542 of 2378376000"),
        "{text}"
    );
    assert!(text.contains("max remoteness 24"), "{text}");
    let path = home.path().join("tables/five-strict.table");
    assert!(path.is_file(), "{text}");

    // Built already: kept, and said so with the way to rebuild it.
    let built = fs::metadata(&path).unwrap().modified().unwrap();
    let text = ok(&kono(
        home.path(),
        &["solve", "--variant", "five", "--strict-goal"],
    ));
    assert!(
        text.starts_with("the five-field (--strict-goal) table is built already: "),
        "{text}"
    );
    assert!(
        text.contains("`kono solve --variant five --strict-goal --force` builds it again"),
        "{text}"
    );
    assert_eq!(fs::metadata(&path).unwrap().modified().unwrap(), built);

    // analyze is exact; a move's remoteness is that of the position after
    // it, one less than the win it gives its mover.
    let line = ok(&kono(
        home.path(),
        &["analyze", "--variant", "five", "--strict-goal", "--json"],
    ));
    let a: serde_json::Value = serde_json::from_str(line.trim()).unwrap();
    assert_eq!(a["exact"], true);
    assert_eq!(a["value"], "draw", "the start is drawn");
    assert_eq!(a["moves"].as_array().unwrap().len(), 8);
    let probe = Probe::new(
        FiveFile::open(File::open(&path).unwrap(), true).unwrap(),
        path.display().to_string(),
    );
    let (won, n) = puzzle::pick(Variant::Five, &STRICT, &probe, 7, 3).unwrap();
    assert!(n >= 2, "a win in {n}");
    let won = won.to_string();
    let line = ok(&kono(
        home.path(),
        &["analyze", "--position", &won, "--strict-goal", "--json"],
    ));
    let a: serde_json::Value = serde_json::from_str(line.trim()).unwrap();
    assert_eq!(a["value"], "win");
    assert_eq!(a["remoteness"], n);
    assert_eq!(a["moves"][0]["value"], "win");
    assert_eq!(a["moves"][0]["remoteness"], n - 1, "{line}");
    let text = ok(&kono(
        home.path(),
        &["analyze", "--position", &won, "--strict-goal"],
    ));
    let best = a["moves"][0]["move"].as_str().unwrap();
    assert!(
        text.contains(&format!("  {best:<8}win in {}\n", n.div_ceil(2))),
        "the text counts the winner's moves, the move included: {text}"
    );

    // replay --annotate gives every move its value.
    let record = home.path().join("game.kono");
    fs::write(
        &record,
        "[Variant \"five\"]\n[StrictGoal \"yes\"]\n[First \"black\"]\n[TimeControl \"300+5\"]\n\
         1. b1-c2 {[%clk 0:04:55]} a4-b3 {[%clk 0:05:01.5]} *\n",
    )
    .unwrap();
    let annotate = ["replay", record.to_str().unwrap(), "--annotate"];
    let text = ok(&kono(home.path(), &annotate));
    assert!(text.starts_with("five-field kono, 1 move;"), "{text}");
    assert!(text.contains("Black  b1-c2      draw"), "{text}");
    // Numbered as the record numbers its moves: a number for each pair.
    assert!(text.contains("\n   1. Black  b1-c2"), "{text}");
    assert!(text.contains("\n 1... White  a4-b3"), "{text}");
    // A timed game's moves show the mover's clock after them.
    assert!(text.contains("[4:55]\n"), "{text}");
    assert!(text.contains("[5:01]\n"), "{text}");

    // Damaged blocks: every consumer names the file and the rebuild.
    damage_blocks(&path);
    let shown = path.display().to_string();
    let rebuild = "`kono solve --variant five --strict-goal --force`";
    let named = |err: &str| {
        assert!(err.contains(&shown), "{err}");
        assert!(err.contains("is damaged"), "{err}");
        assert!(err.contains(rebuild), "{err}");
        assert!(!err.contains("perfect"), "{err}");
    };
    for args in [
        &["analyze", "--variant", "five", "--strict-goal"][..],
        &["analyze", "--variant", "five", "--strict-goal", "--json"],
        &annotate,
        &[
            "puzzle",
            "--variant",
            "five",
            "--strict-goal",
            "--seed",
            "3",
        ],
    ] {
        let out = kono(home.path(), args);
        assert!(out.stdout.is_empty(), "{args:?}");
        named(&one_line_failure(&out));
    }
    // The game checks the table whole before play (what its worker does).
    let cancel = AtomicBool::new(false);
    let got = kono::store::get(
        Some(&home.path().join("tables")),
        Variant::Five,
        &STRICT,
        &|_| {},
        &cancel,
    )
    .unwrap();
    let err = got.table().unwrap().verify().unwrap_err();
    assert!(matches!(err, TableError::Damaged { .. }));
    named(&err.to_string());

    // --force builds it again, sound.
    ok(&kono(
        home.path(),
        &["solve", "--variant", "five", "--strict-goal", "--force"],
    ));
    let text = ok(&kono(home.path(), &annotate));
    assert!(text.contains("Black  b1-c2      draw"), "{text}");
}

#[test]
fn not_memory_enough_is_one_line_and_exit_1() {
    let home = TempDir::new().unwrap();
    for (limit_kb, variant, needs) in [
        (
            390_625,
            "five",
            "not enough memory for the five-field table: it needs about 650 MB",
        ),
        (
            70_000,
            "four",
            "not enough memory for the four-field table: it needs about ",
        ),
    ] {
        let out = Command::new("sh")
            .arg("-c")
            .arg(format!(
                "ulimit -v {limit_kb} && exec \"$0\" solve --variant {variant}"
            ))
            .arg(env!("CARGO_BIN_EXE_kono"))
            .env("KONO_HOME", home.path())
            .output()
            .unwrap();
        let err = one_line_failure(&out);
        assert!(err.starts_with(&format!("kono: {needs}")), "{err}");
        assert!(err.trim_end().ends_with(" MB"), "{err}");
    }
}

#[test]
fn tables_move_from_the_data_folder_to_the_cache_folder() {
    let root = TempDir::new().unwrap();
    let old = root.path().join("data/kono/tables");
    fs::create_dir_all(&old).unwrap();
    fs::write(old.join("five-strict.table"), b"an old table").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_kono"))
        .env("LC_ALL", "C")
        .args(["solve", "--variant", "five", "--strict-goal"])
        .env_remove("KONO_HOME")
        .env("HOME", root.path())
        .env("XDG_DATA_HOME", root.path().join("data"))
        .env("XDG_CACHE_HOME", root.path().join("cache"))
        .output()
        .unwrap();
    let text = ok(&out);
    let new = root.path().join("cache/kono/tables/five-strict.table");
    assert!(text.contains("built already"), "moved, not rebuilt: {text}");
    assert!(text.contains(&new.display().to_string()), "{text}");
    assert_eq!(fs::read(&new).unwrap(), b"an old table");
    assert!(!old.join("five-strict.table").exists());
}

#[test]
fn temporaries_of_killed_writes_go_but_a_locked_one_stays() {
    let home = TempDir::new().unwrap();
    let dir = home.path().join("tables");
    fs::create_dir_all(&dir).unwrap();
    let left = dir.join(".five-default.table.abc123.tmp");
    let held = dir.join(".five-strict.table.def456.tmp");
    fs::write(&left, b"half a table").unwrap();
    fs::write(&held, b"a table being written").unwrap();
    // A write in progress holds its temporary locked, however long it is
    // paused.
    let writing = File::open(&held).unwrap();
    writing.lock().unwrap();
    // Any command that looks for a table cleans up.
    let out = kono(
        home.path(),
        &["analyze", "--position", "bbbbb/b..../.wwb./.wwww/...w. b"],
    );
    ok(&out);
    assert!(!left.exists(), "the leftover is removed");
    assert!(held.exists(), "the locked one stays");
    drop(writing);
    ok(&kono(
        home.path(),
        &["analyze", "--position", "bbbbb/b..../.wwb./.wwww/...w. b"],
    ));
    assert!(!held.exists(), "unlocked, it is a leftover too");
}

#[test]
fn a_table_that_cannot_be_written_says_why_and_is_used_all_the_same() {
    let _apart = apart();
    let root = TempDir::new().unwrap();
    // A file where the tables folder should be: nothing can be written.
    let blocked = root.path().join("blocked");
    fs::write(&blocked, b"not a folder").unwrap();
    let cancel = AtomicBool::new(false);
    let built = kono::store::build(
        Some(&blocked.join("tables")),
        Variant::Five,
        &STRICT,
        None,
        &|_| {},
        &cancel,
    )
    .unwrap();
    let err = built.not_kept.expect("not written");
    assert!(matches!(err, TableError::NotKept { .. }));
    let text = err.to_string();
    assert!(
        text.starts_with("the five-field (--strict-goal) table was built but not kept: "),
        "{text}"
    );
    assert!(text.contains("blocked"), "{text}");
    let start = kono::rules::Position::start(Variant::Five, kono::rules::Color::Black);
    assert_eq!(
        built.table.value(&start),
        Some(kono::ai::Value::Draw),
        "the table built in memory is used"
    );
}

/// A game under a memory limit that leaves room for the game but not for
/// the table it builds: the panel says so and the game goes on.
fn build_in_the_game_without_memory(limit_kb: u32, game: &str, build_key: Option<&[u8]>) {
    use common::pty::Session;
    use portable_pty::CommandBuilder;
    let _apart = apart();
    let home = TempDir::new().unwrap();
    let mut cmd = CommandBuilder::new("sh");
    cmd.arg("-c");
    cmd.arg(format!("ulimit -v {limit_kb} && exec \"$0\" tui {game}"));
    cmd.arg(env!("CARGO_BIN_EXE_kono"));
    let mut s = Session::spawn(home.path(), cmd, 40, 200);
    s.wait_text("to move");
    if let Some(key) = build_key {
        s.send(key);
    }
    // The panel names the failure (its words and wrapping are the view's).
    s.wait_text("none: not enough");
    // The game goes on: a key is still answered. (Dropping the session
    // hangs the terminal up, and the game ends as on a hang-up.)
    s.send(b"?");
    s.wait_text(" Help ");
}

#[test]
fn building_the_five_field_table_in_the_game_without_memory_enough_says_so() {
    // 800 MB of address space: the game runs, the five-field build cannot.
    build_in_the_game_without_memory(
        781_250,
        "--variant five --computer white --level 5",
        Some(b"b"),
    );
}

#[test]
fn building_the_four_field_table_in_the_game_without_memory_enough_says_so() {
    // 75 MB: the game runs, the four-field build (about 90 MB more) cannot.
    // Level 5 asks for the table as the game opens.
    build_in_the_game_without_memory(75_000, "--variant four --computer white --level 5", None);
}
