//! Keeping games on disk: the data directory, atomic writes that never lose
//! the old file, each game's own locked autosave, safe reads, the save
//! prompt's checks, and finding the game to resume.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic: that is how they fail

use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use super::scratch;
use kono::rules::record::Tags;
use kono::rules::{Color, Game, Position, RuleOptions, Variant};
use kono::store::{self, GameFile, Lock, LockError, SaveTarget, SavedGames, Timestamp};

#[path = "store/config.rs"]
mod config;
#[path = "store/hardening.rs"]
mod hardening;
#[path = "store/puzzles.rs"]
mod puzzles;

/// The names in `dir`, sorted.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
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

/// Writes a record of `moves` at `path` and dates it `age` ago.
fn saved_at(path: &Path, moves: &[&str], age: Duration) {
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    let text = kono::rules::record::write(&game(moves), &Tags::default());
    fs::write(path, text).unwrap();
    let file = fs::File::options().write(true).open(path).unwrap();
    file.set_modified(SystemTime::now() - age).unwrap();
}

const HOUR: Duration = Duration::from_secs(3600);

#[test]
fn the_data_directory_is_kono_home_or_the_systems_place() {
    assert_eq!(
        store::data_dir_with(Some("/k".into())).unwrap(),
        PathBuf::from("/k")
    );
    // An empty KONO_HOME counts as unset: the system's place for data.
    let system = store::data_dir_with(Some(OsString::new())).unwrap();
    assert!(system.ends_with("kono"), "{}", system.display());
    assert_eq!(store::data_dir_with(None).unwrap(), system);
}

#[test]
fn an_atomic_write_replaces_the_file_whole() {
    let (_scratch, dir) = scratch("atomic");
    let path = dir.join("game.kono");
    store::write_atomic(&path, "old").unwrap();
    store::write_atomic(&path, "new").unwrap();
    assert_eq!(fs::read_to_string(&path).unwrap(), "new");
    assert_eq!(names(&dir), ["game.kono"], "no temporary file is left");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = fs::metadata(&path).unwrap().permissions().mode();
        assert_ne!(
            mode & 0o044,
            0,
            "readable as files made by hand are: {mode:o}"
        );
    }
}

#[cfg(unix)]
#[test]
fn an_atomic_write_never_follows_a_planted_link() {
    let (_scratch, dir) = scratch("planted");
    let victim = dir.join("victim");
    fs::write(&victim, "keep me").unwrap();
    // The temporary names of earlier versions, linked to another file.
    std::os::unix::fs::symlink(&victim, dir.join(".game.kono.tmp")).unwrap();
    std::os::unix::fs::symlink(&victim, dir.join(".game.kono.tmp.tmp")).unwrap();
    store::write_atomic(&dir.join("game.kono"), "the game").unwrap();
    assert_eq!(fs::read_to_string(&victim).unwrap(), "keep me");
    assert_eq!(
        fs::read_to_string(dir.join("game.kono")).unwrap(),
        "the game"
    );
}

#[test]
fn a_failed_write_leaves_the_old_file_intact() {
    let (_scratch, dir) = scratch("failed");
    // The temporary file cannot be made: the folder is a file.
    let not_a_folder = dir.join("plain");
    fs::write(&not_a_folder, "x").unwrap();
    let err = store::write_atomic(&not_a_folder.join("game.kono"), "text").unwrap_err();
    assert!(format!("{err:#}").starts_with("writing "), "{err:#}");
    // Nor can it be renamed over a directory: the directory stays as it was.
    let taken = dir.join("taken.kono");
    fs::create_dir(&taken).unwrap();
    fs::write(taken.join("inside"), "x").unwrap();
    assert!(store::write_atomic(&taken, "text").is_err());
    assert_eq!(fs::read_to_string(taken.join("inside")).unwrap(), "x");
    assert_eq!(
        names(&dir),
        ["plain", "taken.kono"],
        "the temporary file is removed"
    );
}

#[test]
fn timestamps_are_calendar_dates_in_local_time() {
    let utc = jiff::tz::TimeZone::UTC;
    let t = Timestamp::from_unix_in(1_795_256_102, &utc);
    assert_eq!(t.date_tag(), "2026.11.21");
    assert_eq!(t.file_stamp(), "2026-11-21-101502");
    assert_eq!(Timestamp::from_unix_in(0, &utc).date_tag(), "1970.01.01");
    assert_eq!(
        Timestamp::from_unix_in(951_868_799, &utc).file_stamp(),
        "2000-02-29-235959"
    );
    // Seoul is nine hours ahead: the same moment is the next day there.
    let seoul = jiff::tz::TimeZone::fixed(jiff::tz::offset(9));
    let t = Timestamp::from_unix_in(1_795_256_102 + 14 * 3600, &seoul);
    assert_eq!(t.date_tag(), "2026.11.22");
    assert_eq!(t.file_stamp(), "2026-11-22-091502");
}

#[test]
fn a_new_game_gets_a_dated_file_of_its_own_at_its_first_move() {
    let (_scratch, data) = scratch("new");
    let mut file = GameFile::new(&data, Variant::Five, Timestamp::now());
    file.save(&game(&[]), &Tags::default()).unwrap();
    assert!(file.path().is_none(), "a game with no moves is not saved");
    assert!(!store::games_dir(&data).exists());
    file.save(&game(&["b1-c2"]), &Tags::default()).unwrap();
    let path = file.path().unwrap().to_path_buf();
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    assert!(name.ends_with("-five.kono"), "{name}");
    assert!(
        name.starts_with(&Timestamp::now().date_tag().replace('.', "-")),
        "{name}"
    );
    assert_eq!(store::load(&path).unwrap().0, game(&["b1-c2"]));
    // Undoing every move removes the record: nothing for --resume to pick.
    file.save(&game(&[]), &Tags::default()).unwrap();
    assert!(!path.exists());
}

#[test]
fn two_games_started_in_the_same_second_never_share_a_file() {
    // Two windows at once, 20 times: each keeps its own moves.
    for round in 0..20 {
        let (_scratch, data) = scratch(&format!("twins{round}"));
        let windows: Vec<_> = (0..2)
            .map(|w| {
                let data = data.clone();
                std::thread::spawn(move || {
                    let moves: &[&[&str]] = &[&["b1-c2"], &["b1-c2", "a4-b3"]];
                    let mut file = GameFile::new(&data, Variant::Five, Timestamp::now());
                    for n in 1..=moves[w].len() {
                        file.save(&game(&moves[w][..n]), &Tags::default()).unwrap();
                    }
                    (file.path().unwrap().to_path_buf(), file)
                })
            })
            .collect();
        let results: Vec<_> = windows.into_iter().map(|w| w.join().unwrap()).collect();
        assert_ne!(results[0].0, results[1].0);
        assert_eq!(store::load(&results[0].0).unwrap().0.ply_count(), 1);
        assert_eq!(store::load(&results[1].0).unwrap().0.ply_count(), 2);
    }
}

#[test]
fn a_game_open_in_one_window_is_locked_against_another() {
    let (_scratch, data) = scratch("lock");
    let path = store::games_dir(&data).join("2026-11-21-090000-five.kono");
    saved_at(&path, &["b1-c2"], HOUR);
    let (first, _, _) = GameFile::open(&path).unwrap();
    let err = GameFile::open(&path).unwrap_err();
    let busy = err.downcast_ref::<LockError>().unwrap();
    assert!(matches!(busy, LockError::Busy { .. }), "{busy}");
    let message = format!("{err:#}");
    assert!(
        message.ends_with(&format!(
            "is open in another kono window (pid {})",
            std::process::id()
        )),
        "{message}"
    );
    assert!(Lock::holder(&path).is_some());
    drop(first);
    assert!(Lock::holder(&path).is_none());
    assert!(GameFile::open(&path).is_ok(), "free again once let go");
    assert_eq!(
        names(&store::games_dir(&data)),
        ["2026-11-21-090000-five.kono"],
        "no lock file left"
    );
}

#[test]
fn resume_takes_the_unfinished_game_with_the_latest_move() {
    let (_scratch, data) = scratch("resume");
    let games = store::games_dir(&data);
    assert!(SavedGames::read(&data).resumable().is_none());
    // Named in the opposite order of their last moves.
    let older = games.join("2026-11-22-090000-five.kono");
    saved_at(&older, &["b1-c2"], 3 * HOUR);
    let finished = games.join("2026-11-20-090000-five.kono");
    saved_at(&finished, &["b1-c2", "a4-b3", "a2-b1", "b3-a2"], HOUR);
    let latest = games.join("2026-11-19-090000-five.kono");
    saved_at(&latest, &["e2-d3"], 2 * HOUR);
    let saved = SavedGames::read(&data);
    assert_eq!(saved.resumable().unwrap().path, latest);
    // Open in another window, it is passed over.
    let (held, _, _) = GameFile::open(&latest).unwrap();
    let saved = SavedGames::read(&data);
    assert_eq!(saved.resumable().unwrap().path, older);
    let resumed = saved.resume().unwrap();
    let file = resumed.file.unwrap();
    assert_eq!(file.path(), Some(older.as_path()));
    assert_eq!(resumed.game.ply_count(), 1);
    assert!(resumed.read_only.is_none());
    // With both open, nothing is left, and the message says who has the latest.
    let err = format!("{:#}", SavedGames::read(&data).resume().unwrap_err());
    assert!(
        err.contains("there is no unfinished game to resume in"),
        "{err}"
    );
    assert!(err.contains("is open in another kono window (pid"), "{err}");
    drop((held, file));
}

#[test]
fn a_damaged_record_among_the_saved_games_is_reported() {
    let (_scratch, data) = scratch("damaged");
    let games = store::games_dir(&data);
    saved_at(&games.join("good.kono"), &["b1-c2"], HOUR);
    fs::write(games.join("bad.kono"), "not a record").unwrap();
    let saved = SavedGames::read(&data);
    assert_eq!(saved.games.len(), 1);
    assert_eq!(saved.problems.len(), 1);
    let problem = saved.problems[0].to_string();
    assert!(
        problem
            .ends_with("bad.kono: the record has no [Variant \"five\"] or [Variant \"four\"] tag"),
        "{problem}"
    );
}

/// A named pipe at `path`: opening it to read would wait for a writer.
#[cfg(unix)]
fn make_fifo(path: &Path) {
    let made = std::process::Command::new("mkfifo").arg(path).status();
    assert!(made.unwrap().success());
}

#[cfg(unix)]
#[test]
fn a_fifo_or_a_device_among_the_saved_games_neither_hangs_nor_floods() {
    let (_scratch, data) = scratch("special");
    let games = store::games_dir(&data);
    saved_at(&games.join("good.kono"), &["b1-c2"], HOUR);
    let fifo = games.join("fifo.kono");
    make_fifo(&fifo);
    std::os::unix::fs::symlink("/dev/zero", games.join("zero.kono")).unwrap();
    // Nor does one planted as a game's lock file.
    saved_at(&games.join("locked.kono"), &["b1-c2"], 2 * HOUR);
    make_fifo(&games.join(".locked.kono.lock"));
    let saved = SavedGames::read(&data);
    assert_eq!(saved.games.len(), 2);
    let err = format!(
        "{:#}",
        GameFile::open(&games.join("locked.kono")).unwrap_err()
    );
    assert!(
        err.ends_with(".locked.kono.lock is not a regular file"),
        "{err}"
    );
    let mut problems: Vec<String> = saved.problems.iter().map(|p| p.to_string()).collect();
    problems.sort();
    assert_eq!(problems.len(), 2, "{problems:?}");
    assert!(
        problems[0].ends_with("fifo.kono: not a regular file"),
        "{problems:?}"
    );
    assert!(
        problems[1].ends_with("zero.kono: not a regular file"),
        "{problems:?}"
    );
}

#[cfg(unix)]
#[test]
fn reads_take_only_regular_files_up_to_the_limit() {
    let (_scratch, dir) = scratch("reads");
    let fifo = dir.join("fifo");
    make_fifo(&fifo);
    for path in [Path::new("/dev/zero"), &fifo, &dir] {
        let err = format!("{:#}", store::read_limited(path).unwrap_err());
        assert!(err.ends_with(": not a regular file"), "{err}");
    }
    let big = dir.join("big.kono");
    fs::write(&big, vec![b' '; store::MAX_RECORD_BYTES as usize + 1]).unwrap();
    let err = format!("{:#}", store::load(&big).unwrap_err());
    assert!(
        err.ends_with("big.kono: over 4 MiB, too big for a kono record"),
        "{err}"
    );
    let ok = dir.join("ok.kono");
    fs::write(&ok, vec![b' '; store::MAX_RECORD_BYTES as usize]).unwrap();
    assert_eq!(store::read_limited(&ok).unwrap().len(), 4 << 20);
}

#[test]
fn crash_leftovers_are_cleaned_up_at_start() {
    let (_scratch, data) = scratch("leftovers");
    let games = store::games_dir(&data);
    saved_at(&games.join("game.kono"), &["b1-c2"], HOUR);
    saved_at(&games.join("open.kono"), &["b1-c2"], HOUR);
    let (held, _, _) = GameFile::open(&games.join("open.kono")).unwrap();
    // Old leftovers, of either naming; a fresh one of a game no window has;
    // the lock file of a game that is gone.
    for (name, age) in [
        (".game.kono.tmp", HOUR),
        (".game.kono.Ab12Cd.tmp", HOUR),
        (".open.kono.Ef56Gh.tmp", HOUR),
        (".game.kono.Xy34Zw.tmp", Duration::ZERO),
        (".gone.kono.lock", HOUR),
    ] {
        saved_at(&games.join(name), &[], age);
    }
    // A write under way in the window that has its game open is left alone.
    saved_at(&games.join(".open.kono.Jk78Lm.tmp"), &[], Duration::ZERO);
    store::clean_up(&data);
    assert_eq!(
        names(&games),
        [
            ".open.kono.Jk78Lm.tmp",
            ".open.kono.lock",
            "game.kono",
            "open.kono"
        ]
    );
    drop(held);
}

#[test]
fn the_save_prompt_checks_its_target() {
    let (_scratch, dir) = scratch("target");
    let path = dir.join("mine.kono");
    assert_eq!(SaveTarget::check(&path), SaveTarget::New);
    let g = game(&["b1-c2"]);
    store::save_as(&path, &g, &Tags::default(), false).unwrap();
    assert_eq!(SaveTarget::check(&path), SaveTarget::Existing);
    // As the screen says it.
    let err = store::save_as(&path, &g, &Tags::default(), false).unwrap_err();
    let err = kono::tui::why::Why::from(err).words();
    assert!(
        err.ends_with("mine.kono already exists: give another name"),
        "{err}"
    );
    store::save_as(&path, &game(&["b1-c2", "a4-b3"]), &Tags::default(), true).unwrap();
    assert_eq!(store::load(&path).unwrap().0.ply_count(), 2);

    let missing = dir.join("no/such/folder/x.kono");
    let refused = |path: &Path| match SaveTarget::check(path) {
        SaveTarget::Refused(reason) => reason.worded(),
        other => panic!("{other:?}"),
    };
    assert!(refused(&missing).contains("no/such/folder does not exist"));
    assert!(store::save_as(&missing, &g, &Tags::default(), true).is_err());
    assert!(!dir.join("no").exists(), "missing folders are not created");
    assert!(refused(&dir).ends_with("is not a regular file"));
    #[cfg(unix)]
    {
        assert!(refused(Path::new("/dev/full")).ends_with("/dev/full is not a regular file"));
        assert!(store::save_as(Path::new("/dev/null"), &g, &Tags::default(), true).is_err());
        let link = dir.join("link.kono");
        std::os::unix::fs::symlink(&path, &link).unwrap();
        assert!(refused(&link).ends_with("is not a regular file"));
    }
    let (held, _, _) = GameFile::open(&path).unwrap();
    assert!(refused(&path).contains("is open in another kono window"));
    drop(held);
}

#[test]
fn load_names_the_file_and_the_line_in_one_safe_line() {
    let (_scratch, dir) = scratch("load");
    let path = dir.join("bad\nname\u{1b}[2J.kono");
    fs::write(&path, "[Variant \"five\"]\n[First \"black\"]\n1. b1-b2\n").unwrap();
    let err = format!("{:#}", store::load(&path).unwrap_err());
    assert_eq!(
        err,
        format!(
            "{}: line 3: b1-b2: b1-b2 is not a diagonal step",
            dir.join("bad\\nname\\u{1b}[2J.kono").display()
        )
    );
    let missing = dir.join("missing.kono");
    let err = format!("{:#}", store::load(&missing).unwrap_err());
    assert!(
        err == format!("{}: no such file", missing.display()),
        "{err}"
    );
}

/// A game of `variant` after its first two legal moves, with a 1+0 clock
/// written after each move when `timed`.
fn two_moves(variant: Variant, timed: bool) -> (Game, Tags) {
    let first = variant.default_first().unwrap_or(Color::Black);
    let mut game = Game::new(Position::start(variant, first), RuleOptions::default()).unwrap();
    let mut tags = Tags::default();
    for _ in 0..2 {
        let mv = game.legal_moves()[0];
        game.play(mv).unwrap();
    }
    if timed {
        let control = kono::rules::TimeControl::fischer(60, 0);
        tags.clock = Some(control);
        tags.clocks = vec![Some(Duration::from_millis(59_400)); game.ply_count()];
    }
    (game, tags)
}

#[test]
fn every_game_timed_or_not_drawn_or_not_is_listed_with_its_state_and_resumed() {
    for variant in Variant::ALL {
        for timed in [false, true] {
            let (_scratch, data) = scratch("listed");
            let games = store::games_dir(&data);
            fs::create_dir_all(&games).unwrap();
            let (game, tags) = two_moves(variant, timed);
            let going = games.join("going.kono");
            fs::write(&going, kono::rules::record::write(&game, &tags)).unwrap();
            let mut drawn = game.clone();
            drawn.offer_draw().unwrap();
            drawn.answer_draw(true).unwrap();
            let ended = games.join("drawn.kono");
            fs::write(&ended, kono::rules::record::write(&drawn, &tags)).unwrap();
            let file = fs::File::options().write(true).open(&ended).unwrap();
            file.set_modified(SystemTime::now() + HOUR).unwrap();
            let cell = format!("{variant:?} timed {timed}");
            // Twice: once summed from the records, once from the index.
            for _ in 0..2 {
                let saved = SavedGames::read(&data);
                assert!(saved.problems.is_empty(), "{cell}: {:?}", saved.problems);
                assert_eq!(saved.games.len(), 2, "{cell}");
                let draw = saved.games.iter().find(|g| g.path == ended).unwrap();
                assert_eq!(draw.plies, 2, "{cell}");
                assert_eq!(draw.finished.map(|f| f.winner()), Some(None), "{cell}");
                let open = saved.games.iter().find(|g| g.path == going).unwrap();
                assert_eq!(open.finished, None, "{cell}");
                // The draw is newer, but only the unfinished game resumes.
                assert_eq!(saved.resumable().unwrap().path, going, "{cell}");
                let resumed = saved.resume().unwrap();
                assert_eq!(resumed.game.ply_count(), 2, "{cell}");
                drop(resumed);
            }
        }
    }
}
