//! The gonu games' courses: every task solved by its line with three
//! stars, the solved games' tasks valued exactly by the solved tables, each
//! special rule's task refusing the move the rule forbids in the rule's own
//! words, 참고누's placement and removal one lesson move by keys, a 호박고누
//! "only move" task waiting for the solved table, and every course counted.

use kono::ai::small::SmallTable;
use kono::learn::{Attempt, Course, Goal, Miss, Outlook, Verdict, specified_tasks};
use kono::rules::{Move, RuleError, Variant};
use kono::tui::action::Table;
use kono::tui::app::Status;

use super::common::{enter_at, give_table, point, status};
use super::lesson_mode::{check_in, lesson_app, task};
use super::tables::{check, value_fits};
use super::tasks::{GONU, play_solution};

/// The first try of `mv` in task `number` of lesson `lesson` of `variant`.
fn first_try(variant: Variant, lesson: usize, number: usize, mv: &str) -> Verdict {
    let (_, task) = task(variant, lesson, number);
    Attempt::new(&task).unwrap().play(mv.parse().unwrap(), None)
}

#[test]
fn each_special_rule_refuses_its_move_in_the_rules_words() {
    // The well's first move: a1-b2 is banned at the start, and only there.
    let banned = first_try(Variant::Well, 2, 1, "a1-b2");
    assert!(
        matches!(banned, Verdict::Illegal(RuleError::WellFirstMove(_))),
        "{banned:?}"
    );
    assert!(banned.to_string().contains("first move"), "{banned}");
    let later = first_try(Variant::Well, 2, 3, "a1-b2");
    assert_eq!(later, Verdict::Done { stars: 3 }, "no ban after the start");
    // The pumpkin's home rows: no way back, no way out.
    let back = first_try(Variant::Pumpkin, 2, 2, "c4-c5");
    assert!(
        matches!(back, Verdict::Illegal(RuleError::NoWayHome(_))),
        "{back:?}"
    );
    let out = first_try(Variant::Pumpkin, 2, 3, "c5-c4");
    assert!(
        matches!(out, Verdict::Illegal(RuleError::NoWayOut(_))),
        "{out:?}"
    );
    // 참고누: a marked point takes no piece while the placing lasts.
    let marked = first_try(Variant::Mill, 2, 4, "a7");
    assert!(matches!(marked, Verdict::Illegal(_)), "{marked:?}");
    // 줄고누: the capture of two pieces at once, in two directions.
    let (_, two) = task(Variant::Line, 2, 3);
    let mv: Move = "c1-c2".parse().unwrap();
    let start = *Attempt::new(&two).unwrap().game().position();
    assert_eq!(start.removed_by(mv, &two.options).count_ones(), 2);
    let after = start.play(mv, &two.options).unwrap();
    assert_eq!(after.piece_at(point("b2")), None);
    assert_eq!(after.piece_at(point("c3")), None);
}

#[test]
fn a_mill_lesson_move_is_placed_and_its_removal_chosen_by_keys() {
    // 참고누, lesson 2, task 3: g1 makes a 곤; remove d7.
    let (course, task) = task(Variant::Mill, 2, 3);
    let mut app = lesson_app(course, &task);
    enter_at(&mut app, "g1");
    assert!(
        status(&app).contains("which enemy piece"),
        "{}",
        status(&app)
    );
    enter_at(&mut app, "d7");
    assert_eq!(
        app.game().last_move().map(|m| m.to_string()).as_deref(),
        Some("g1xd7"),
        "{}",
        status(&app)
    );
    assert_eq!(
        app.status(),
        &Status::Lesson(Box::new(Verdict::Done { stars: 3 }))
    );
}

#[test]
fn a_mill_lesson_move_with_the_other_removal_is_not_the_one_asked_for() {
    let wrong = first_try(Variant::Mill, 2, 3, "g1xa7");
    assert!(
        matches!(wrong, Verdict::Wrong(Miss::NotAsked { .. })),
        "{wrong:?}"
    );
    assert!(wrong.to_string().contains("asks for g1xd7"), "{wrong}");
}

#[test]
fn a_pumpkin_only_move_task_waits_for_the_solved_table_and_is_judged_exactly() {
    // 호박고누, lesson 4, task 3: c1-c2 keeps the draw; c1-e1 loses in 6.
    let (course, task) = task(Variant::Pumpkin, 4, 3);
    assert!(task.needs_table());
    let mut app = lesson_app(course, &task);
    let start = *app.game().position();
    let mv: Move = "c1-e1".parse().unwrap();
    let effects = enter_at(&mut app, "c1");
    assert!(check_in(&effects).is_none());
    let effects = enter_at(&mut app, "e1");
    assert_eq!(check_in(&effects), None, "no verdict before the table");
    assert_eq!(app.status(), &Status::CheckingMove(mv));
    let table = SmallTable::of(Variant::Pumpkin).unwrap();
    give_table(&mut app, Some(Table(table)));
    let Status::Lesson(verdict) = app.status() else {
        panic!("{:?}", app.status());
    };
    let Verdict::Wrong(Miss::Refuted(refutation)) = &**verdict else {
        panic!("{verdict:?}");
    };
    assert_eq!(refutation.outlook, Outlook::Wins(5));
    assert_eq!(app.game().position(), &start, "taken back");
}

#[test]
fn every_course_is_listed_and_counted() {
    let courses = Course::all();
    assert_eq!(
        courses.iter().map(|c| c.variant).collect::<Vec<_>>(),
        Variant::ALL
    );
    for course in &courses {
        assert!(!course.lessons.is_empty(), "{:?}", course.variant);
        assert_eq!(course.tasks().count(), specified_tasks(course.variant));
    }
    // Every goal of the gonu courses is one the lessons know how to judge.
    let goals = courses
        .iter()
        .skip(2)
        .flat_map(|c| c.tasks().map(|t| t.goal))
        .filter(|g| matches!(g, Goal::Only))
        .count();
    assert!(goals >= 8, "{goals} only-move tasks");
}

#[test]
fn every_gonu_task_is_solved_by_its_line_with_3_stars() {
    for variant in GONU {
        let course = Course::of(variant);
        assert_eq!(course.tasks().count(), specified_tasks(variant));
        course.tasks().for_each(play_solution);
    }
}

#[test]
fn the_solved_gonu_tasks_have_their_exact_values_by_the_solved_tables() {
    let mut checked = 0;
    for variant in [Variant::Well, Variant::Pumpkin, Variant::Line] {
        let table = kono::ai::small::SmallTable::of(variant).unwrap();
        for task in Course::of(variant).tasks() {
            checked += usize::from(value_fits(task, table.as_ref()));
        }
    }
    assert!(checked >= 20, "only {checked} gonu tasks checked");
}

#[test]
fn the_solved_gonu_tasks_are_solved_by_their_lines_against_the_solved_tables() {
    for variant in [Variant::Well, Variant::Pumpkin, Variant::Line] {
        let table = SmallTable::of(variant).unwrap();
        for task in Course::of(variant).tasks() {
            check(task, table.as_ref());
        }
    }
}
