//! Keeping games on disk: the data directory, atomic writes that never lose
//! the old file, autosave paths, and finding the game to resume.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic: that is how they fail

use std::ffi::OsString;
use std::fs;
use std::path::PathBuf;

use kono::rules::record::Tags;
use kono::rules::{Color, Game, Position, RuleOptions, Variant};
use kono::store::{self, Timestamp};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("kono-store-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

fn env<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<OsString> + 'a {
    move |name| {
        pairs
            .iter()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| OsString::from(v))
    }
}

#[test]
fn the_data_directory_follows_kono_home_then_xdg_then_home() {
    let all = [("KONO_HOME", "/k"), ("XDG_DATA_HOME", "/x"), ("HOME", "/h")];
    assert_eq!(
        store::data_dir_from(env(&all)).unwrap(),
        PathBuf::from("/k")
    );
    assert_eq!(
        store::data_dir_from(env(&all[1..])).unwrap(),
        PathBuf::from("/x/kono")
    );
    assert_eq!(
        store::data_dir_from(env(&all[2..])).unwrap(),
        PathBuf::from("/h/.local/share/kono")
    );
    // An empty variable counts as unset.
    let empty = [("KONO_HOME", ""), ("HOME", "/h")];
    assert_eq!(
        store::data_dir_from(env(&empty)).unwrap(),
        PathBuf::from("/h/.local/share/kono")
    );
    assert!(store::data_dir_from(env(&[])).is_err());
}

#[test]
fn an_atomic_write_replaces_the_file_whole() {
    let dir = scratch("atomic");
    let path = dir.join("game.kono");
    store::write_atomic(&path, "old").unwrap();
    store::write_atomic(&path, "new").unwrap();
    assert_eq!(fs::read_to_string(&path).unwrap(), "new");
    assert_eq!(
        fs::read_dir(&dir).unwrap().count(),
        1,
        "no temporary file is left"
    );
}

#[test]
fn a_failed_write_leaves_the_old_file_intact() {
    let dir = scratch("failed");
    let path = dir.join("game.kono");
    fs::write(&path, "the old game").unwrap();
    // The temporary file cannot be made: a directory stands in its place.
    fs::create_dir(dir.join(".game.kono.tmp")).unwrap();
    let err = store::write_atomic(&path, "the new game").unwrap_err();
    assert!(format!("{err:#}").starts_with(&format!("writing {}", path.display())));
    assert_eq!(fs::read_to_string(&path).unwrap(), "the old game");
    // Nor can it be renamed over a directory: the directory stays as it was.
    let taken = dir.join("taken.kono");
    fs::create_dir(&taken).unwrap();
    fs::write(taken.join("inside"), "x").unwrap();
    assert!(store::write_atomic(&taken, "text").is_err());
    assert_eq!(fs::read_to_string(taken.join("inside")).unwrap(), "x");
    assert!(
        !dir.join(".taken.kono.tmp").exists(),
        "the temporary file is removed"
    );
}

#[test]
fn timestamps_are_utc_calendar_dates() {
    let t = Timestamp::from_unix(1_795_256_102);
    assert_eq!(t.date_tag(), "2026.11.21");
    assert_eq!(t.file_stamp(), "2026-11-21-101502");
    assert_eq!(Timestamp::from_unix(0).date_tag(), "1970.01.01");
    assert_eq!(
        Timestamp::from_unix(951_868_799).file_stamp(),
        "2000-02-29-235959"
    );
}

fn game(moves: &[&str]) -> Game {
    let mut game = Game::new(
        Position::start(Variant::Five, Color::Black),
        RuleOptions::default(),
    )
    .unwrap();
    for m in moves {
        game.play(m.parse().unwrap()).unwrap();
    }
    game
}

#[test]
fn new_game_paths_are_dated_and_never_reused() {
    let data = scratch("paths");
    let now = Timestamp::from_unix(1_795_256_102);
    let first = store::new_game_path(&data, now, "five");
    assert_eq!(first, data.join("games/2026-11-21-101502-five.kono"));
    store::save(&first, &game(&[]), &Tags::default()).unwrap();
    let second = store::new_game_path(&data, now, "five");
    assert_eq!(second, data.join("games/2026-11-21-101502-five-2.kono"));
}

#[test]
fn resume_finds_the_newest_unfinished_game() {
    let data = scratch("resume");
    let games = store::games_dir(&data);
    assert!(store::last_unfinished(&data).is_none());
    let older = games.join("2026-11-20-090000-five.kono");
    store::save(&older, &game(&["b1-c2"]), &Tags::default()).unwrap();
    let finished = games.join("2026-11-21-090000-five.kono");
    store::save(
        &finished,
        &game(&["b1-c2", "a4-b3", "a2-b1", "b3-a2"]),
        &Tags::default(),
    )
    .unwrap();
    fs::write(games.join("2026-11-22-090000-five.kono"), "not a record").unwrap();
    let (path, found, _) = store::last_unfinished(&data).unwrap();
    assert_eq!(path, older);
    assert_eq!(found.moves().count(), 1);
    let newer = games.join("2026-11-21-100000-five.kono");
    store::save(&newer, &game(&["e2-d3"]), &Tags::default()).unwrap();
    assert_eq!(store::last_unfinished(&data).unwrap().0, newer);
}

#[test]
fn load_names_the_file_and_the_line() {
    let dir = scratch("load");
    let path = dir.join("bad.kono");
    fs::write(&path, "[Variant \"five\"]\n[First \"black\"]\n1. b1-b2\n").unwrap();
    let err = format!("{:#}", store::load(&path).unwrap_err());
    assert_eq!(
        err,
        format!(
            "{}: line 3: b1-b2: b1-b2 is not a diagonal step",
            path.display()
        )
    );
    let missing = dir.join("missing.kono");
    let err = format!("{:#}", store::load(&missing).unwrap_err());
    assert!(
        err.starts_with(&format!("reading {}", missing.display())),
        "{err}"
    );
}
