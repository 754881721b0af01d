//! The real binary in a pseudo-terminal: `kono learn` plays the first
//! lesson of each game by keys, to its stars, and keeps them on disk.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic: that is how they fail

use crate::common::pty;

use pty::{DOWN, ENTER, RIGHT, Session, UP, fresh_home};

const LEFT: &[u8] = b"\x1b[D";

/// The cursor to a1: it stops at the board's edges.
fn corner(session: &mut Session) {
    for _ in 0..5 {
        session.send(DOWN);
        session.send(LEFT);
    }
}

/// Keys: `u` up, `r` right, `d` down, `L` left, `e` Enter.
fn keys(session: &mut Session, keys: &str) {
    for key in keys.chars() {
        session.send(match key {
            'u' => UP,
            'r' => RIGHT,
            'd' => DOWN,
            'L' => LEFT,
            _ => ENTER,
        });
    }
}

/// Plays one task: from a1 each time, the keys of each of the learner's
/// moves (between them the opponent replies); then waits for the stars.
fn task(session: &mut Session, number: usize, moves: &[&str]) {
    session.wait_text(&format!("Task {number} of "));
    for (i, each) in moves.iter().enumerate() {
        corner(session);
        keys(session, each);
        if i + 1 < moves.len() {
            session.wait_text("good; the reply: ");
        }
    }
    session.wait_text("done: ★★★ (3 of 3)");
    session.send(b"n");
}

#[test]
fn the_first_lesson_of_each_game_is_played_by_keys_to_three_stars() {
    let home = fresh_home();
    let mut session = Session::start_in(&home, &["learn", "--variant", "five"], 24, 80);
    session.wait_text("Lesson 1: The board and");
    task(&mut session, 1, &["ueure"]); // a2-b3
    task(&mut session, 2, &["urrrreuLe"]); // e2-d3
    task(&mut session, 3, &["rreuLe"]); // c1-b2
    task(&mut session, 4, &["eure", "ureure"]); // a1-b2, then b2-c3
    session.send(b"q");
    session.wait_exit();
    session.assert_restored();

    let mut session = Session::start_in(&home, &["learn", "--variant", "four"], 24, 80);
    session.wait_text("Lesson 1: Steps along");
    task(&mut session, 1, &["rreue", "rrueue"]); // c1-c2, then c2-c3
    task(&mut session, 2, &["rrrueue"]); // d2-d3
    task(&mut session, 3, &["rrrueue", "rrruueue"]); // d2-d3, then d3-d4
    session.send(b"q");
    session.wait_exit();
    session.assert_restored();

    let kept = std::fs::read_to_string(home.join("lessons.txt")).unwrap();
    for key in ["five.1.1", "five.1.4", "four.1.1", "four.1.3"] {
        assert!(kept.contains(&format!("{key} 3\n")), "{key} in {kept}");
    }
}

#[test]
fn the_last_task_of_a_course_leads_by_enter_to_a_first_game_against_level_1() {
    let home = fresh_home();
    let args = ["learn", "--variant", "five", "--lesson", "10"];
    let mut session = Session::start_in(&home, &args, 30, 100);
    session.wait_text("Lesson 10: Leaving home");
    // On to the last task: `n` skips one.
    for number in 2..=3 {
        session.send(b"n");
        session.wait_text(&format!("Task {number} of 3"));
    }
    corner(&mut session);
    keys(&mut session, "eure"); // a1-b2, the only move that holds
    session.wait_text("The course is done!");
    session.wait_text("Play your first game against the computer (level 1): Enter");
    session.send(ENTER);
    session.wait_text("Computer");
    session.wait_text("Level   1");
    session.send(b"\x03"); // Ctrl-c: the game is saved
    session.wait_exit();
    session.assert_restored();
}

#[test]
fn a_damaged_progress_file_is_named_on_the_lesson_screen_and_its_good_lines_kept() {
    let home = fresh_home();
    let good = "five.1.1 3\nfive.1.2 3\nfive.1.3 3\nfive.1.4 3\n";
    let damaged = format!("{good}five.9.9 4\n");
    std::fs::write(home.join("lessons.txt"), &damaged).unwrap();
    let mut session = Session::start_in(&home, &["learn", "--variant", "five"], 24, 80);
    // Lesson 1 is kept as done: the lessons go on at lesson 2.
    session.wait_text("Lesson 2:");
    session.wait_text("damaged");
    session.send(b"q");
    session.wait_exit();
    session.assert_restored();
    assert_eq!(
        std::fs::read_to_string(home.join("lessons.txt")).unwrap(),
        damaged,
        "nothing was written yet"
    );
}

#[test]
fn the_course_page_opens_by_its_key_and_by_itself_on_a_finished_course() {
    let home = fresh_home();
    let mut session = Session::start_in(&home, &["learn", "--variant", "five"], 24, 80);
    session.wait_text("Lesson 1: The board and");
    session.wait_text("L lessons");
    session.send(b"L");
    session.wait_text("five-field kono: the lessons");
    let five = kono::learn::Course::of(kono::rules::Variant::Five);
    let last = five.lessons.last().unwrap();
    session.wait_text(&format!("{}. {}", last.number, last.title()));
    session.send(DOWN);
    session.send(DOWN);
    session.wait_text("Enter opens lesson 3 at task 1.");
    session.send(ENTER);
    session.wait_text("Lesson 3: One piece a");
    session.send(b"q");
    session.wait_exit();
    session.assert_restored();

    // Every task of well kono's course done: it opens on its page.
    let well = kono::learn::Course::of(kono::rules::Variant::Well);
    let done: String = well
        .tasks()
        .map(|task| format!("{} 3\n", task.key()))
        .collect();
    std::fs::write(home.join("lessons.txt"), done).unwrap();
    let mut session = Session::start_in(&home, &["learn", "--variant", "well"], 24, 80);
    let all = well.lessons.len();
    session.wait_text(&format!("{all} of {all} lessons done"));
    session.send(b"\x1b[H"); // Home: the first lesson
    session.wait_text("Enter opens lesson 1 at task 1.");
    session.send(ENTER);
    session.wait_text("Task 1 of ");
    session.send(b"q");
    session.wait_exit();
    session.assert_restored();
}
