//! The store against hostile files: the one guarded read (FIFOs, links to
//! devices, huge files), a game that cannot be locked opened read-only,
//! and messages that keep their cause, said once, reason first.

use std::fs;
use std::io;

use kono::store::{self, GameFile, ReadError, SavedGames};
use tempfile::TempDir;

use super::{HOUR, saved_at};

#[cfg(unix)]
#[test]
fn the_guarded_read_refuses_fifos_devices_and_files_over_the_cap() {
    let dir = TempDir::new().unwrap();
    let fifo = dir.path().join("fifo");
    super::make_fifo(&fifo);
    let zero = dir.path().join("zero");
    std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
    let tty = dir.path().join("tty");
    std::os::unix::fs::symlink("/dev/tty", &tty).unwrap();
    for path in [&fifo, &zero, &tty, &dir.path().to_path_buf()] {
        let err = store::read_guarded(path, 1 << 20).unwrap_err();
        assert!(
            matches!(err, ReadError::NotRegular),
            "{}: {err}",
            path.display()
        );
    }
    let big = dir.path().join("big");
    fs::write(&big, vec![b'x'; 1001]).unwrap();
    let err = store::read_guarded(&big, 1000).unwrap_err();
    assert_eq!(err.to_string(), "over 1000 bytes, too big");
    assert_eq!(store::read_guarded(&big, 1001).unwrap().len(), 1001);
    let err = store::read_guarded(&dir.path().join("none"), 10).unwrap_err();
    assert!(matches!(err, ReadError::Missing));
    fs::write(&big, [0xff, 0xfe]).unwrap();
    let err = store::read_guarded_text(&big, 10).unwrap_err();
    assert_eq!(err.to_string(), "not UTF-8 text");
}

#[test]
fn a_game_with_a_planted_bad_lock_is_still_resumed_read_only_saying_why() {
    let dir = TempDir::new().unwrap();
    let data = dir.path();
    let games = store::games_dir(data);
    let record = games.join("2026-11-22-090000-five.kono");
    saved_at(&record, &["b1-c2"], HOUR);
    // A folder where the lock file goes: no lock can be made.
    let lock = games.join(".2026-11-22-090000-five.kono.lock");
    fs::create_dir(&lock).unwrap();
    let saved = SavedGames::read(data);
    assert_eq!(saved.resumable().unwrap().path, record);
    let resumed = saved.resume().unwrap();
    assert_eq!(resumed.path, record);
    assert!(resumed.file.is_none(), "no lock, no autosave into it");
    assert_eq!(resumed.game.ply_count(), 1);
    // Said on the screen as the game opens.
    let why = kono::tui::why::Why::read_only(resumed.read_only.unwrap()).words();
    assert_eq!(
        why,
        format!(
            "opened read-only, later moves go to a new file: cannot lock {}: {} is not a regular file",
            store::shown_path(&record),
            store::shown_path(&lock)
        )
    );
    // The same from the start screen's way in.
    let opened = GameFile::open_for_play(&record).unwrap();
    assert!(opened.read_only.is_some());
}

#[test]
fn a_lock_error_says_its_cause_once() {
    let dir = TempDir::new().unwrap();
    let record = dir.path().join("game.kono");
    fs::create_dir(dir.path().join(".game.kono.lock")).unwrap();
    let err = anyhow::Error::new(store::Lock::acquire(&record).unwrap_err());
    let all = format!("{err:#}");
    assert_eq!(all.matches("is not a regular file").count(), 1, "{all}");
    assert!(store::reason_first(&err).starts_with("cannot lock"));
}

#[test]
fn messages_put_the_reason_first_and_cut_long_paths_in_the_middle() {
    let long = format!(
        "/home/ann/{}/2026-11-21-101502-five.kono",
        "deep/".repeat(30)
    );
    let full =
        anyhow::Error::new(io::Error::from_raw_os_error(28)).context(format!("writing {long}"));
    let said = store::reason_first(&full);
    assert!(
        said.starts_with("no space left on device (writing /home/ann/"),
        "{said}"
    );
    assert!(said.ends_with("2026-11-21-101502-five.kono)"), "{said}");
    assert!(said.contains('…'), "{said}");
    assert!(said.chars().count() < 90, "{said}");
    assert!(!said.contains("os error"), "{said}");
    let read_only = anyhow::Error::new(io::Error::from_raw_os_error(30)).context("writing /x.kono");
    assert_eq!(
        store::reason_first(&read_only),
        "read-only file system (writing /x.kono)"
    );
    // A link that already says its cause does not say it again.
    let doubled = anyhow::Error::new(io::Error::from_raw_os_error(13))
        .context("locking /g.kono: Permission denied (os error 13)")
        .context("opening the game");
    assert_eq!(
        store::reason_first(&doubled),
        "permission denied (opening the game: locking /g.kono)"
    );
    assert_eq!(
        store::reason_first(&anyhow::anyhow!("a plain reason")),
        "a plain reason"
    );
}

#[test]
fn an_autosave_into_a_folder_that_is_a_file_fails_with_one_reason() {
    let dir = TempDir::new().unwrap();
    // A file where the folder of games goes.
    fs::write(dir.path().join("games"), "").unwrap();
    let mut file = GameFile::new(
        dir.path(),
        kono::rules::Variant::Five,
        store::Timestamp::now(),
    );
    let err = file
        .save(&super::game(&["b1-c2"]), &Default::default())
        .unwrap_err();
    let said = store::reason_first(&err);
    assert!(
        said.starts_with("file exists (creating ")
            || said.starts_with("not a directory (creating "),
        "{said}"
    );
    assert_eq!(
        said.matches("exists").count() + said.matches("not a directory").count(),
        1,
        "{said}"
    );
}

#[test]
fn a_record_s_summary_agrees_with_reading_it_whole() {
    let records = [
        "[Variant \"five\"]\n[First \"black\"]\n\n1. b1-c2 a4-b3 2. a2-b1 *\n",
        "[Variant \"four\"]\n[Result \"1/2-1/2\"]\n\n1/2-1/2\n",
        "\u{feff}[Variant \"five\"]\r\n[First \"white\"]\r\n\r\n1. b5-c4 *\r\n",
        "[Variant \"five\"]\n[First \"black\"]\n",
    ];
    for text in records {
        let (game, _) = kono::rules::record::read(text).unwrap();
        let summary = kono::rules::record::summary(text).unwrap();
        assert_eq!(summary.variant, game.start().variant(), "{text}");
        assert_eq!(summary.plies, game.ply_count(), "{text}");
        assert_eq!(
            summary.finished.map(|f| f.winner()),
            game.outcome().map(|o| o.winner()),
            "{text}"
        );
    }
    for (text, why) in [
        ("not a record", "the record has no [Variant"),
        ("[Variant \"six\"]\n", "line 1: [Variant \"six\"]"),
        ("[Variant \"four\"]\n\n1. a1-a2 zz\n", "line 3: "),
        (
            "[Variant \"four\"]\n\n* a3-a4\n",
            "line 3: `a3-a4` after the result",
        ),
    ] {
        let err = kono::rules::record::summary(text).unwrap_err().to_string();
        assert!(err.starts_with(why), "{text:?}: {err}");
    }
}

#[test]
fn the_list_keeps_summaries_by_size_and_time_and_reads_only_changed_records() {
    let dir = TempDir::new().unwrap();
    let data = dir.path();
    let games = store::games_dir(data);
    let record = games.join("2026-11-22-090000-five.kono");
    saved_at(&record, &["b1-c2", "a4-b3"], HOUR);
    let first = SavedGames::read(data);
    assert_eq!(first.games[0].plies, 2);
    assert!(games.join(".index.json").is_file(), "the index is written");
    // The same size and time: the index answers, the file is not read.
    let time = fs::metadata(&record).unwrap().modified().unwrap();
    let len = fs::metadata(&record).unwrap().len() as usize;
    fs::write(&record, "x".repeat(len)).unwrap();
    let file = fs::File::options().write(true).open(&record).unwrap();
    file.set_modified(time).unwrap();
    let again = SavedGames::read(data);
    assert_eq!(again.games, first.games);
    assert!(again.problems.is_empty());
    // A new time: read again, and now it is damaged.
    file.set_modified(time + std::time::Duration::from_secs(1))
        .unwrap();
    let changed = SavedGames::read(data);
    assert!(changed.games.is_empty());
    assert_eq!(changed.problems.len(), 1, "{:?}", changed.problems);
    // A damaged index is rebuilt, never trusted.
    saved_at(&record, &["b1-c2"], HOUR);
    fs::write(games.join(".index.json"), "{ garbage").unwrap();
    let rebuilt = SavedGames::read(data);
    assert_eq!(rebuilt.games[0].plies, 1);
    // A game that is gone leaves the index.
    fs::remove_file(&record).unwrap();
    assert!(SavedGames::read(data).games.is_empty());
    let index = fs::read_to_string(games.join(".index.json")).unwrap();
    assert!(!index.contains("090000"), "{index}");
}
