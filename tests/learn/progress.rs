//! The progress file and `kono learn` on the command line.

use std::process::Command;

use kono::learn::{Course, Task, specified_tasks};
use kono::rules::Variant;
use kono::store::{Progress, load_progress, progress_path, save_progress};
use tempfile::TempDir;

#[test]
fn progress_is_saved_resumed_and_a_damaged_file_is_ignored_with_a_note() {
    let dir = TempDir::new().unwrap();
    let (empty, note) = load_progress(dir.path());
    assert!(empty.is_empty() && note.is_none());
    let course = Course::of(Variant::Five);
    let mut progress = Progress::default();
    for task in &course.lesson(1).unwrap().tasks {
        assert!(progress.record(&task.key(), 2));
    }
    assert!(progress.record("five.1.1", 3));
    assert!(!progress.record("five.1.1", 1), "the best stars are kept");
    save_progress(dir.path(), &progress).unwrap();
    let (read, note) = load_progress(dir.path());
    assert_eq!(read, progress);
    assert!(note.is_none());
    let stars = |t: &Task| read.stars(&t.key());
    assert_eq!(course.lessons_done(stars), 1);
    assert_eq!(
        course.resume(stars).map(Task::key),
        Some("five.2.1".to_string())
    );

    std::fs::write(progress_path(dir.path()), "five.1.1 3\nfive.1.2 seven\n").unwrap();
    let (read, note) = load_progress(dir.path());
    assert_eq!(read.len(), 1, "the good line is kept");
    let note = note.unwrap();
    assert!(
        note.contains("lessons.txt") && note.contains("line 2"),
        "{note}"
    );
    assert!(!note.contains('\n'));

    std::fs::remove_file(progress_path(dir.path())).unwrap();
    std::fs::create_dir(progress_path(dir.path())).unwrap();
    let (read, note) = load_progress(dir.path());
    assert!(read.is_empty());
    assert!(note.unwrap().contains("not a regular file"));
}

/// The progress of 26 tasks at 3 stars, as the file says it.
fn twenty_six() -> (Progress, String) {
    let mut progress = Progress::default();
    let keys = Course::of(Variant::Five)
        .tasks()
        .map(Task::key)
        .chain(Course::of(Variant::Four).tasks().map(Task::key))
        .take(26)
        .collect::<Vec<_>>();
    for key in &keys {
        progress.record(key, 3);
    }
    let text = progress.to_string();
    (progress, text)
}

#[test]
fn a_damaged_progress_file_keeps_its_good_lines_and_is_moved_aside_never_overwritten() {
    let (all, text) = twenty_six();
    assert_eq!(all.len(), 26);
    let damaged = format!("{text}five.9.9 4\n");
    let dir = TempDir::new().unwrap();
    let path = progress_path(dir.path());
    std::fs::write(&path, &damaged).unwrap();
    let (read, note) = load_progress(dir.path());
    assert_eq!(read, all, "the 26 good lines are kept");
    let note = note.unwrap();
    assert!(
        note.contains("line 28")
            && note.contains("26 tasks kept")
            && note.contains("lessons.damaged.txt"),
        "{note}"
    );
    // Finishing one more task keeps all 27, and the damaged file aside.
    let mut more = read.clone();
    more.record("four.8.1", 2);
    save_progress(dir.path(), &more).unwrap();
    let (after, note) = load_progress(dir.path());
    assert_eq!((after.len(), note), (27, None));
    let aside = dir.path().join("lessons.damaged.txt");
    assert_eq!(std::fs::read_to_string(&aside).unwrap(), damaged);
    // A second damaged file goes beside the first, not over it.
    std::fs::write(&path, "garbage\n").unwrap();
    save_progress(dir.path(), &more).unwrap();
    assert_eq!(std::fs::read_to_string(&aside).unwrap(), damaged);
    assert_eq!(
        std::fs::read_to_string(dir.path().join("lessons.damaged-2.txt")).unwrap(),
        "garbage\n"
    );
    assert_eq!(load_progress(dir.path()).0.len(), 27);
}

#[test]
fn every_kind_of_damage_keeps_what_reads_and_the_next_write_moves_it_aside() {
    let (all, text) = twenty_six();
    let one = {
        let mut p = Progress::default();
        p.record("five.1.1", 1);
        p
    };
    // A NUL byte and bytes that are not UTF-8: the other lines are kept.
    for bad in [b"five.1.\0 3\n".to_vec(), vec![0xff, 0xfe, b'\n']] {
        let dir = TempDir::new().unwrap();
        let mut bytes = text.clone().into_bytes();
        bytes.extend(&bad);
        std::fs::write(progress_path(dir.path()), &bytes).unwrap();
        let (read, note) = load_progress(dir.path());
        assert_eq!(read, all);
        assert!(note.unwrap().contains("damaged"));
        save_progress(dir.path(), &one).unwrap();
        assert_eq!(load_progress(dir.path()), (all.clone(), None));
        let aside = std::fs::read(dir.path().join("lessons.damaged.txt")).unwrap();
        assert_eq!(aside, bytes);
    }
    // Too big, a folder, a link to /dev/zero, a FIFO: nothing reads, all
    // are moved aside as they are, and the new progress is written.
    let big = "# padding\n".repeat(10_000);
    type Make<'a> = &'a dyn Fn(&std::path::Path);
    let kinds: [(&str, Make); 4] = [
        ("too big", &|p| std::fs::write(p, &big).unwrap()),
        ("a folder", &|p| std::fs::create_dir(p).unwrap()),
        ("/dev/zero", &|p| {
            std::os::unix::fs::symlink("/dev/zero", p).unwrap()
        }),
        ("a FIFO", &|p| {
            assert!(Command::new("mkfifo").arg(p).status().unwrap().success());
        }),
    ];
    for (what, make) in kinds {
        let dir = TempDir::new().unwrap();
        make(&progress_path(dir.path()));
        let (read, note) = load_progress(dir.path());
        assert!(read.is_empty() && note.is_some(), "{what}");
        save_progress(dir.path(), &one).unwrap();
        assert_eq!(load_progress(dir.path()), (one.clone(), None), "{what}");
        let aside = dir.path().join("lessons.damaged.txt");
        assert!(aside.symlink_metadata().is_ok(), "{what} is kept aside");
    }
    let dir = TempDir::new().unwrap();
    std::os::unix::fs::symlink("/dev/zero", progress_path(dir.path())).unwrap();
    save_progress(dir.path(), &one).unwrap();
    let link = std::fs::read_link(dir.path().join("lessons.damaged.txt")).unwrap();
    assert_eq!(
        link,
        std::path::Path::new("/dev/zero"),
        "the link itself moved"
    );
}

pub(super) fn kono(home: &TempDir, args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_kono"))
        .env("LC_ALL", "C")
        .args(args)
        .env("KONO_HOME", home.path())
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn kono_learn_lists_every_task_and_continues_where_you_stopped() {
    let home = TempDir::new().unwrap();
    let (ok, out, _) = kono(&home, &["learn", "--list", "--json"]);
    assert!(ok);
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let total: usize = Variant::ALL.into_iter().map(specified_tasks).sum();
    assert_eq!(lines.len(), total);
    assert!(
        lines
            .iter()
            .all(|l| l["done"] == false && !l["solution"].as_array().unwrap().is_empty())
    );
    assert_eq!(lines[0]["key"], "five.1.1");

    let mut progress = Progress::default();
    for task in &Course::of(Variant::Four).lesson(1).unwrap().tasks {
        progress.record(&task.key(), 3);
    }
    save_progress(home.path(), &progress).unwrap();
    let (ok, out, _) = kono(&home, &["learn", "--list", "--json", "--variant", "four"]);
    assert!(ok);
    let first: serde_json::Value = serde_json::from_str(out.lines().next().unwrap()).unwrap();
    assert_eq!(
        (first["done"].clone(), first["stars"].clone()),
        (true.into(), 3.into())
    );
    let (ok, out, _) = kono(&home, &["learn", "--variant", "four"]);
    assert!(ok);
    assert!(
        out.starts_with("four-field kono, lesson 2 of 10: The capture"),
        "{out}"
    );
    let (ok, out, _) = kono(&home, &["learn", "--list", "--variant", "four"]);
    assert!(
        ok && out.starts_with("four-field kono: 10 lessons, 1 done"),
        "{out}"
    );

    let (ok, _, err) = kono(&home, &["learn", "--lesson", "11"]);
    assert!(!ok);
    assert_eq!(
        err.trim(),
        "kono: five-field kono has no lesson 11: its lessons are 1 to 10"
    );

    std::fs::write(progress_path(home.path()), [0xff, 0xfe]).unwrap();
    let (ok, out, err) = kono(&home, &["learn", "--list"]);
    assert!(ok && out.contains("0 done"));
    assert!(
        err.starts_with("kono: the lesson progress in ") && err.contains("damaged"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1);
}

#[test]
fn the_start_screen_offers_the_lessons_first_with_the_lessons_done() {
    use kono::tui::action::{Action, Effect};
    use kono::tui::start::{Item, Library, Row, Start, recall};
    let home = TempDir::new().unwrap();
    let mut progress = Progress::default();
    for task in &Course::of(Variant::Five).lesson(1).unwrap().tasks {
        progress.record(&task.key(), 3);
    }
    save_progress(home.path(), &progress).unwrap();
    let library = Library::scan(home.path());
    // Every game's course counts: 10 + 10 lessons, and 4 for each gonu game.
    assert_eq!(library.lessons, (1, 36));
    let mut start = Start::new(recall(Some(home.path())), library).first_run();
    assert_eq!(start.rows()[0], Row::entry(Item::Learn));
    assert_eq!(
        start.row,
        Row::entry(Item::Learn),
        "a first run starts there"
    );
    assert_eq!(
        start.update(Action::Activate),
        vec![Effect::Lesson(Variant::Five)]
    );
}

#[test]
fn at_80_by_24_every_task_shows_its_goal_stars_and_keys() {
    use super::common::{render, text};
    use kono::tui::action::Action;
    use kono::tui::app::App;
    for variant in Variant::ALL {
        let course = Course::of(variant);
        for task in course.tasks() {
            let config = kono::tui::Config {
                options: task.options,
                ..kono::tui::Config::new(variant)
            };
            let mut app = App::new(config, 7).unwrap();
            app.update(Action::Resize(80, 24));
            app.start_lesson(course.clone(), task, Progress::default());
            let screen = text(&render(&mut app, 80, 24));
            // The side panel's words, its lines joined.
            let panel: Vec<&str> = screen
                .lines()
                .filter_map(|line| line.split_once("││").map(|(_, p)| p))
                .map(|p| p.trim_end_matches('│'))
                .collect();
            let words = panel
                .join(" ")
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ");
            for needed in ["Goal:", "for 3 stars)", "Tries: 0 wrong", "next"] {
                assert!(
                    words.contains(needed),
                    "{}: no {needed} in\n{screen}",
                    task.key()
                );
            }
        }
    }
}
