//! Every task against the real solved tables: the four-field ones (built
//! in seconds in a release build, minutes in a debug one) and the default
//! five-field one (about 30 s and 1.1 GB in release). Run with
//! `cargo test --release --test learn tables -- --include-ignored`.

use std::sync::atomic::AtomicBool;

use kono::ai::{Solved, Value, five, four, move_values};
use kono::learn::{Attempt, Course, Goal, Target, Task, Verdict};
use kono::rules::Variant;

/// Checks the value of `task`'s start by `table`: a "win in N" task is
/// won in exactly 2N - 1 plies, a "hold" task is a draw, an "only move"
/// task has exactly one move that keeps the position's result. False for
/// a task whose goal names no value.
pub(crate) fn value_fits(task: &Task, table: &dyn Solved) -> bool {
    let pos = *Attempt::new(task).unwrap().game().position();
    let value = table.value(&pos).unwrap();
    let moves = move_values(&pos, &task.options, table).unwrap();
    match task.goal {
        Goal::Force {
            target: Target::Win,
            moves: n,
        } => assert_eq!(value, Value::Win(2 * u16::from(n) - 1), "{}", task.key()),
        Goal::Hold { .. } => assert_eq!(value, Value::Draw, "{}", task.key()),
        Goal::Only => {
            let keeping = moves.iter().filter(|(_, v)| v.word() == value.word());
            assert_eq!(keeping.count(), 1, "{}: {moves:?}", task.key());
        }
        _ => return false,
    }
    true
}

/// Checks `task` against `table`: its start's value (see [`value_fits`]);
/// and the solution line, its replies from the table, earns 3 stars.
pub(crate) fn check(task: &Task, table: &dyn Solved) {
    if !value_fits(task, table) {
        return;
    }
    let mut attempt = Attempt::new(task).unwrap();
    let mut line = task.solution.iter().copied();
    while let Some(mv) = line.next() {
        match attempt.play(mv, Some(table)) {
            Verdict::Played { replies, .. } => {
                for reply in replies {
                    assert_eq!(line.next(), Some(reply), "{}", task.key());
                }
            }
            Verdict::Done { stars } => {
                assert_eq!(stars, 3, "{}", task.key());
                return;
            }
            other => panic!("{}: {mv}: {other}", task.key()),
        }
    }
    panic!("{}: not done", task.key());
}

#[test]
#[cfg_attr(debug_assertions, ignore = "solving takes minutes in a debug build")]
fn tables_four_field_tasks_have_their_values_by_the_solved_tables() {
    let course = Course::of(Variant::Four);
    for forced in [false, true] {
        let options = kono::rules::RuleOptions {
            strict_goal: false,
            forced_capture: forced,
            no_repeat: false,
        };
        let table = four::solve(&options).unwrap();
        for task in course.tasks().filter(|t| t.options == options) {
            check(task, &table);
        }
    }
}

#[test]
#[ignore = "the full five-field solve: about 30 s and 1.1 GB in release mode"]
fn tables_five_field_tasks_have_their_values_by_the_solved_table() {
    let table = five::solve(false, &|_| {}, &AtomicBool::new(false)).unwrap();
    for task in Course::of(Variant::Five).tasks() {
        check(task, &table);
    }
}
