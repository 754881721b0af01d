//! Lesson mode in the terminal game, without a terminal: each move is
//! judged on a worker (an effect with a ticket; a stale verdict dropped),
//! a four-field "hold" task waits for its solved table, the key bar offers
//! only what works in a lesson, and the course's last task leads to a
//! first game against the computer at level 1.

use std::sync::Arc;

use kono::learn::{Attempt, Course, Miss, Outlook, Task, Verdict};
use kono::rules::{Move, Variant};
use kono::store::Progress;
use kono::tui::Config;
use kono::tui::action::{Action, Check, Effect, Effects, Table};
use kono::tui::app::{App, NotDone, Status};
use kono::tui::work::answer_now;
use ratatui::crossterm::event::KeyCode;

use super::common::{go, key, key_bar, press, render, screen, status, text};
use super::marks::at_the_last_task;
use super::solved::Reachable;

/// The task `number` of lesson `lesson` of `variant`'s course.
pub(super) fn task(variant: Variant, lesson: usize, number: usize) -> (Course, Task) {
    let course = Course::of(variant);
    let task = course.lesson(lesson).unwrap().tasks[number - 1].clone();
    (course, task)
}

/// An App in lesson mode at `task`, as `kono learn` sets it up.
pub(super) fn lesson_app(course: Course, task: &Task) -> App {
    let config = Config {
        options: task.options,
        ..Config::new(task.start.variant())
    };
    let mut app = App::new(config, 7).unwrap();
    app.update(Action::Resize(80, 24));
    app.start_lesson(course, task, Progress::default());
    app
}

/// The side panel's text at 100 by 40, its words joined.
pub(super) fn panel(app: &mut App) -> String {
    let text = text(&render(app, 100, 40));
    app.update(Action::Resize(80, 24));
    let lines: Vec<&str> = text
        .lines()
        .filter_map(|line| line.split_once("││").map(|(_, panel)| panel))
        .map(|panel| panel.trim_end_matches('│'))
        .collect();
    lines
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Tries `mv` by keys, the last Enter given straight to the App: the
/// effects of that Enter come back unanswered.
pub(super) fn try_move(app: &mut App, mv: Move) -> Effects {
    go(app, mv.from().unwrap());
    press(app, KeyCode::Enter);
    assert_eq!(app.selected(), mv.from(), "{}", status(app));
    go(app, mv.to().unwrap());
    app.update(Action::Activate)
}

/// The lesson move judgement among `effects`.
pub(super) fn check_in(effects: &Effects) -> Option<Check> {
    effects.iter().find_map(|e| match e {
        Effect::CheckMove(check) => Some((**check).clone()),
        _ => None,
    })
}

/// The worker's verdict on `check`, worked out here as the worker would.
pub(super) fn verdict_on(check: &Check) -> Action {
    answer_now(&Effect::CheckMove(Box::new(check.clone()))).unwrap()
}

#[test]
fn a_lesson_move_is_an_effect_for_a_worker_and_the_board_stays_live_meanwhile() {
    // Five-field, lesson 1, task 1: play a2-b3.
    let (course, task) = task(Variant::Five, 1, 1);
    let mut app = lesson_app(course, &task);
    let start = app.game().ply_count();
    let mv: Move = "a2-b3".parse().unwrap();
    let effects = try_move(&mut app, mv);
    let check = check_in(&effects).expect("the move goes to a worker");
    assert_eq!(check.mv, mv);
    assert_eq!(check.attempt.task(), &task);
    // Not judged, not played yet: the board says it is checking.
    assert_eq!(app.game().ply_count(), start);
    assert_eq!(app.status(), &Status::CheckingMove(mv));
    assert_eq!(app.lesson().unwrap().checking(), Some((mv, false)));
    assert_eq!(status(&app), "checking a2-b3…");
    assert!(panel(&mut app).contains("Checking a2-b3…"));
    // The board is live: the cursor moves.
    let cursor = app.cursor();
    press(&mut app, KeyCode::Left);
    assert_ne!(app.cursor(), cursor);
    // The verdict comes: played, done, the stars kept.
    let effects = app.update(verdict_on(&check));
    assert_eq!(app.game().last_move(), Some(mv));
    assert_eq!(
        app.status(),
        &Status::Lesson(Box::new(Verdict::Done { stars: 3 }))
    );
    assert_eq!(app.lesson().unwrap().checking(), None);
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::SaveProgress(p) if p.stars(&task.key()) == Some(3)))
    );
    // Enter goes on to the next task.
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.lesson().unwrap().task().number, 2);
}

#[test]
fn a_stale_verdict_is_dropped_after_the_task_is_started_again_or_another_move_tried() {
    let (course, task) = task(Variant::Five, 1, 1);
    let mut app = lesson_app(course.clone(), &task);
    let right: Move = "a2-b3".parse().unwrap();
    let check = check_in(&try_move(&mut app, right)).unwrap();
    // `t`: the task again. The verdict on the move before it is stale.
    key(&mut app, 't');
    let fresh = Status::LessonTask {
        lesson: 1,
        number: 1,
    };
    assert_eq!(app.status(), &fresh);
    let effects = app.update(verdict_on(&check));
    assert!(
        effects
            .iter()
            .all(|e| !matches!(e, Effect::SaveProgress(_)))
    );
    assert_eq!(app.game().ply_count(), 0);
    assert_eq!(app.status(), &fresh);
    assert_eq!(app.lesson().unwrap().attempt.stars(), None);

    // A move tried while another is checked replaces it.
    let mut app = lesson_app(course, &task);
    let wrong: Move = "b1-c2".parse().unwrap();
    let first = check_in(&try_move(&mut app, wrong)).unwrap();
    let second = check_in(&try_move(&mut app, right)).unwrap();
    assert_ne!(first.ticket, second.ticket);
    app.update(verdict_on(&first));
    assert_eq!(app.status(), &Status::CheckingMove(right), "stale: dropped");
    assert_eq!(app.lesson().unwrap().attempt.wrong(), 0);
    app.update(verdict_on(&second));
    assert_eq!(app.game().last_move(), Some(right));
}

#[test]
fn a_four_field_hold_task_waits_for_the_solved_table_and_is_judged_exactly() {
    // Four-field, lesson 8, task 4: two against three, hold the draw.
    let (course, task) = task(Variant::Four, 8, 4);
    assert!(task.needs_table());
    let mut app = lesson_app(course, &task);
    let start = *app.game().position();
    // b1-a1 loses in 33 plies: deeper than the proof search looks, so
    // without the table it would pass for a holding move.
    let mv: Move = "b1-a1".parse().unwrap();
    let blind = Attempt::new(&task).unwrap().play(mv, None);
    assert!(matches!(blind, Verdict::Played { .. }), "{blind:?}");

    let effects = try_move(&mut app, mv);
    assert_eq!(check_in(&effects), None, "no verdict before the table");
    assert_eq!(app.status(), &Status::CheckingMove(mv));
    assert_eq!(app.lesson().unwrap().checking(), Some((mv, true)));
    let shown = panel(&mut app);
    assert!(
        shown.contains("Checking b1-a1 against the solved game (loading it)…"),
        "{shown}"
    );
    // Other keys still work meanwhile.
    press(&mut app, KeyCode::Right);

    // The table comes: the move goes to the worker with it.
    let table = Table(Arc::new(Reachable::solve(start, task.options)));
    let key = (app.variant(), app.options());
    let effects = app.update(Action::TableLoaded {
        key,
        table: Some(table.clone()),
    });
    let check = check_in(&effects).expect("judged once the table is here");
    assert_eq!(check.table, Some(table));
    app.update(verdict_on(&check));
    let Status::Lesson(verdict) = app.status() else {
        panic!("{:?}", app.status());
    };
    let Verdict::Wrong(Miss::Refuted(refutation)) = &**verdict else {
        panic!("{verdict:?}");
    };
    assert_eq!(refutation.outlook, Outlook::Wins(33));
    assert_eq!(app.game().position(), &start, "taken back");
}

#[test]
fn without_a_table_to_be_had_the_hold_task_is_judged_by_search() {
    let (course, task) = task(Variant::Four, 8, 4);
    let mut app = lesson_app(course, &task);
    let mv: Move = "b4-b3".parse().unwrap();
    assert_eq!(check_in(&try_move(&mut app, mv)), None);
    let key = (app.variant(), app.options());
    let effects = app.update(Action::TableLoaded { key, table: None });
    let check = check_in(&effects).expect("judged without the table");
    assert_eq!(check.table, None);
}

#[test]
fn the_lesson_key_bar_offers_only_what_works_in_a_lesson() {
    let (course, task) = task(Variant::Five, 1, 1);
    let mut app = lesson_app(course, &task);
    let text = screen(&mut app);
    let bar = key_bar(&text);
    for word in ["new", "draw", "undo", "redo", "save", "resign"] {
        assert!(!bar.contains(word), "{word} in {bar}");
    }
    assert!(bar.contains("t retry"), "{bar}");
    for action in [
        Action::NewGame,
        Action::OfferDraw,
        Action::Undo,
        Action::Resign,
        Action::Save,
    ] {
        assert!(!app.offers(action.clone()), "{action:?}");
    }
    insta::assert_snapshot!(text);
    // The keys of games are refused in a lesson, saying what works.
    key(&mut app, 'u');
    assert_eq!(
        status(&app),
        "not in a lesson: t starts the task again, m leaves"
    );
    key(&mut app, 'd');
    assert!(app.question().is_none());
}

#[test]
fn the_last_task_of_the_course_leads_to_a_first_game_against_the_computer_at_level_1() {
    // The course after it: the next game's, as the start screen lists them.
    let after = [
        (Variant::Five, Variant::Four, "four-field"),
        (Variant::Four, Variant::Well, "well kono"),
    ];
    for (variant, other, named) in after {
        let lesson = 10;
        let course = Course::of(variant);
        let last = course.lesson(lesson).unwrap().tasks.last().unwrap().clone();
        assert_eq!(course.tasks().last(), Some(&last));
        let mut app = lesson_app(course.clone(), &last);
        // Every other task of the course done: the other course is offered.
        let mut progress = Progress::default();
        for task in course.tasks().filter(|t| t.key() != last.key()) {
            progress.record(&task.key(), 3);
        }
        app.start_lesson(course, &last, progress);
        // Its solution, each move judged (with the task's table if it
        // needs one), the replies played by the worker.
        let table = last.needs_table().then(|| {
            Table(Arc::new(Reachable::solve(
                *app.game().position(),
                last.options,
            )))
        });
        let key_of = (app.variant(), app.options());
        app.update(Action::TableLoaded {
            key: key_of,
            table: table.clone(),
        });
        let mut line = last.solution.iter().copied();
        while let Some(mv) = line.next() {
            let check = check_in(&try_move(&mut app, mv)).unwrap();
            app.update(verdict_on(&check));
            line.next(); // the opponent's reply, played by the worker
        }
        assert_eq!(
            app.status(),
            &Status::CourseDone {
                stars: 3,
                other: Some(NotDone::Course(other))
            }
        );
        assert!(
            status(&app).contains(&format!(
                "The course is done! Play your first game against the computer (level 1): Enter · the {named}",
            )) && status(&app).ends_with("course: n"),
            "{}",
            status(&app)
        );
        let shown = panel(&mut app);
        assert!(
            shown.contains(&format!(
                "The course is done! Play your first game against the computer (level 1): Enter Or the {named}",
            )),
            "{shown}"
        );
        assert!(app.offers(Action::Activate));
        let effects = press(&mut app, KeyCode::Enter);
        let Some(choices) = effects.iter().find_map(|e| match e {
            Effect::NewGame(choices) => Some(choices),
            _ => None,
        }) else {
            panic!("{effects:?}");
        };
        assert_eq!(choices.variant, variant);
        assert_eq!(choices.level, 1);
        assert_eq!(choices.computer, kono::tui::Seat::White);
    }
}

#[test]
fn n_skips_a_task_and_after_the_last_one_opens_the_other_course() {
    let course = Course::of(Variant::Five);
    let first = course.tasks().next().unwrap().clone();
    let mut app = lesson_app(course.clone(), &first);
    key(&mut app, 'n');
    assert_eq!(app.lesson().unwrap().task().number, 2);
    // Every task before the last done: `n` opens the other course.
    let (mut app, _) = at_the_last_task(&course);
    let effects = key(&mut app, 'n');
    assert!(
        effects.contains(&Effect::Lesson(Variant::Four)),
        "{effects:?}"
    );
}

#[test]
fn stars_lost_are_explained_and_the_cursor_stays_with_the_learners_piece() {
    // Lesson 2, task 1: c3-d4 in one move. A wrong try first costs a star.
    let (course, first) = task(Variant::Five, 2, 1);
    let mut app = lesson_app(course, &first);
    let check = check_in(&try_move(&mut app, "c3-b4".parse().unwrap())).unwrap();
    app.update(verdict_on(&check));
    assert_eq!(app.game().ply_count(), 0, "a wrong try is taken back");
    let check = check_in(&try_move(&mut app, "c3-d4".parse().unwrap())).unwrap();
    app.update(verdict_on(&check));
    let said = status(&app);
    assert!(
        said.starts_with("done: ") && said.contains("(2 of 3): one wrong try"),
        "{said}"
    );
    assert!(panel(&mut app).contains("(2 of 3): one wrong try"));

    // Lesson 1, task 4: after a1-b2 and the reply a4-b3, the cursor is on
    // the learner's piece, not the reply's.
    let (course, fourth) = task(Variant::Five, 1, 4);
    let mut app = lesson_app(course, &fourth);
    let check = check_in(&try_move(&mut app, "a1-b2".parse().unwrap())).unwrap();
    app.update(verdict_on(&check));
    assert_eq!(app.game().last_move(), Some("a4-b3".parse().unwrap()));
    assert_eq!(app.cursor(), super::common::point("b2"));
}

#[test]
fn the_end_of_a_course_offers_what_is_not_done_the_skipped_task_first() {
    let course = Course::of(Variant::Five);
    let last = course.tasks().last().unwrap().clone();
    let other = Course::of(Variant::Four);
    let end = |progress: Progress| {
        let mut app = lesson_app(course.clone(), &last);
        app.start_lesson(course.clone(), &last, progress);
        app.lesson().unwrap().not_done()
    };
    let mut progress = Progress::default();
    for task in course.tasks().skip(1).filter(|t| t.key() != last.key()) {
        progress.record(&task.key(), 3);
    }
    // The first task was skipped: it is offered, and n opens it.
    assert_eq!(
        end(progress.clone()),
        Some(NotDone::Task {
            lesson: 1,
            number: 1
        })
    );
    let mut app = lesson_app(course.clone(), &last);
    app.start_lesson(course.clone(), &last, progress.clone());
    let effects = app.update(Action::NewGame);
    assert!(
        !effects.iter().any(|e| matches!(e, Effect::Lesson(_))),
        "{effects:?}"
    );
    assert_eq!(app.lesson().unwrap().task().key(), "five.1.1");
    // This course done: the other one, unless it is done too.
    progress.record("five.1.1", 2);
    assert_eq!(end(progress.clone()), Some(NotDone::Course(Variant::Four)));
    for task in other.tasks() {
        progress.record(&task.key(), 3);
    }
    // Both done: the next course not done (every course is offered in turn).
    assert_eq!(end(progress), Some(NotDone::Course(Variant::Well)));
}
