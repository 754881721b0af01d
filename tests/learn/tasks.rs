//! Every course's shape, every task solved by its own line, exact values,
//! refutations, stars.

use kono::ai::Solved;
use kono::i18n::{self, Lang};
use kono::learn::prove::Prover;
use kono::learn::{Attempt, Course, Goal, Miss, Outlook, Task, Verdict, specified_tasks, stars};
use kono::rules::{Move, Position, RuleError, Variant, WinReason};

use super::solved::Reachable;
use super::tables::value_fits;

pub fn courses() -> Vec<Course> {
    Course::all()
}

/// The gonu games, each with a short course.
pub(super) const GONU: [Variant; 4] = [
    Variant::Well,
    Variant::Pumpkin,
    Variant::Line,
    Variant::Mill,
];

/// The position a task starts from, its prelude played.
fn start(task: &Task) -> Position {
    *Attempt::new(task).unwrap().game().position()
}

/// An exact table for a task that needs one (a "hold" or "only move" task
/// of a game solved in seconds): every position reachable from its start,
/// solved here.
fn table_for(task: &Task) -> Option<Reachable> {
    task.needs_table()
        .then(|| Reachable::solve(start(task), task.options))
}

#[test]
fn each_course_has_6_to_10_lessons_of_3_to_6_tasks_with_4_short_lines() {
    let mut lessons = 0;
    for course in courses() {
        // The gonu games' courses are short: 3 to 5 lessons, 10 tasks or more.
        let (fewest, most) = if GONU.contains(&course.variant) {
            assert!(course.tasks().count() >= 10, "{:?}", course.variant);
            (3, 5)
        } else {
            (6, 10)
        };
        assert!(
            (fewest..=most).contains(&course.lessons.len()),
            "{:?}",
            course.variant
        );
        assert_eq!(course.tasks().count(), specified_tasks(course.variant));
        lessons += course.lessons.len();
        for lesson in &course.lessons {
            assert!((3..=6).contains(&lesson.tasks.len()), "{}", lesson.title());
            for task in &lesson.tasks {
                assert_eq!(task.lesson, lesson.number);
            }
            for lang in Lang::ALL {
                i18n::set_for_thread(Some(lang));
                let text = lesson.text();
                assert!((1..=4).contains(&text.len()), "{lang}: {}", lesson.title());
                for line in text {
                    assert!(i18n::width(&line) <= 76, "{lang}: {line}");
                }
                for task in &lesson.tasks {
                    let prompt = task.prompt();
                    assert!(i18n::width(&prompt) <= 76, "{lang}: {prompt}");
                }
            }
            i18n::set_for_thread(None);
        }
    }
    assert_eq!(lessons, 20 + 4 + 4 + 4 + 4);
    let mut keys: Vec<String> = courses()
        .iter()
        .flat_map(|c| c.tasks().map(Task::key).collect::<Vec<_>>())
        .collect();
    let all = keys.len();
    keys.sort();
    keys.dedup();
    assert_eq!(keys.len(), all, "task keys are unique");
}

/// Plays a task's solution line: the learner's moves from it, checking
/// that the engine's replies are the line's and that the task ends with 3
/// stars exactly where the line does.
pub(super) fn play_solution(task: &Task) {
    let table = table_for(task);
    let table = table.as_ref().map(|t| t as &dyn Solved);
    let mut attempt = Attempt::new(task).unwrap();
    let mut line = task.solution.iter().copied();
    let mut legal = attempt.game().clone();
    for &mv in &task.solution {
        legal
            .play(mv)
            .unwrap_or_else(|e| panic!("{}: {mv}: {e}", task.key()));
    }
    while let Some(mv) = line.next() {
        match attempt.play(mv, table) {
            Verdict::Played { replies, slower } => {
                assert!(!slower, "{}: {mv} is slower", task.key());
                for reply in replies {
                    assert_eq!(line.next(), Some(reply), "{}: the reply", task.key());
                }
            }
            Verdict::Done { stars } => {
                assert_eq!(stars, 3, "{}", task.key());
                assert_eq!(line.next(), None, "{}: the line goes on", task.key());
                return;
            }
            other => panic!("{}: {mv}: {other}", task.key()),
        }
    }
    panic!("{}: the solution line does not finish the task", task.key());
}

#[test]
fn every_five_field_task_is_solved_by_its_line_with_3_stars() {
    Course::of(Variant::Five).tasks().for_each(play_solution);
}

#[test]
fn every_four_field_task_is_solved_by_its_line_with_3_stars() {
    Course::of(Variant::Four).tasks().for_each(play_solution);
}

#[test]
fn force_tasks_need_exactly_their_moves_by_search() {
    for course in courses() {
        for task in course.tasks() {
            if let Goal::Force { target, moves } = task.goal {
                let pos = start(task);
                let mut prover = Prover::new(task.options, pos.to_move(), target);
                assert_eq!(prover.fewest(&pos, moves), Some(moves), "{}", task.key());
            }
        }
    }
}

#[test]
fn small_four_field_tasks_have_their_exact_value_by_a_solver() {
    let mut checked = 0;
    for task in Course::of(Variant::Four).tasks() {
        let pos = start(task);
        if pos.occupied().count_ones() > 5 || matches!(task.goal, Goal::Play(_)) {
            continue;
        }
        if value_fits(task, &Reachable::solve(pos, task.options)) {
            checked += 1;
        }
    }
    assert!(checked > 0, "no small four-field task had a value to check");
}

/// Checks one wrong move's refutation: its line is legal after the move.
fn check_refutation(task: &Task, pos: &Position, mv: Move, miss: &Miss) {
    let Miss::Refuted(r) = miss else {
        return;
    };
    assert_eq!(r.played, mv);
    assert_eq!(r.opponent, pos.to_move().opponent());
    let mut after = pos.play_unchecked(mv);
    for &reply in &r.line {
        after = after
            .play(reply, &task.options)
            .unwrap_or_else(|e| panic!("{}: after {mv}, {reply}: {e}", task.key()));
    }
    let needs_line = !matches!(
        r.outlook,
        Outlook::Wins(0) | Outlook::Ended(_) | Outlook::Repetition
    );
    assert!(
        !needs_line || !r.line.is_empty(),
        "{}: {mv}: no line",
        task.key()
    );
    if let Outlook::Wins(n) = r.outlook {
        assert!(r.line.len() >= usize::from(n).min(1), "{}", task.key());
    }
    let words = r.to_string();
    assert!(words.contains(&mv.to_string()), "{words}");
}

#[test]
fn every_wrong_first_move_is_explained_with_a_legal_refutation_and_taken_back() {
    let mut refuted = 0;
    for course in courses() {
        for task in course.tasks() {
            let table = table_for(task);
            let table = table.as_ref().map(|t| t as &dyn Solved);
            let pos = start(task);
            for &mv in pos.legal_moves(&task.options).iter() {
                let mut attempt = Attempt::new(task).unwrap();
                if let Verdict::Wrong(miss) = attempt.play(mv, table) {
                    check_refutation(task, &pos, mv, &miss);
                    assert_eq!(attempt.game().position(), &pos, "taken back");
                    assert_eq!(attempt.wrong(), 1);
                    refuted += usize::from(matches!(miss, Miss::Refuted(_)));
                }
            }
        }
    }
    assert!(refuted > 50, "only {refuted} refutations");
}

#[test]
fn the_refutation_reads_as_the_value_and_the_line() {
    // Five-field's last endgame: every move but d1-c2 loses at once.
    let course = Course::of(Variant::Five);
    let task = course.lesson(8).unwrap().tasks.last().unwrap();
    let mut attempt = Attempt::new(task).unwrap();
    let mv: Move = "b4-c3".parse().unwrap();
    let Verdict::Wrong(Miss::Refuted(r)) = attempt.play(mv, None) else {
        panic!("b4-c3 stands");
    };
    // A win in one reply is said by what the reply does, not "in 1".
    assert_eq!(r.outlook, Outlook::Finishes(WinReason::CampBlocked));
    assert_eq!(
        r.to_string(),
        format!(
            "after b4-c3, White answers {} and wins at once: every point of your camp is filled",
            r.line[0]
        )
    );
    // Then the good move finishes the task, with a star less.
    assert_eq!(
        attempt.play("d1-c2".parse().unwrap(), None),
        Verdict::Done { stars: 2 }
    );
}

#[test]
fn an_illegal_move_is_refused_in_the_rules_words_and_a_slower_one_costs_stars() {
    let course = Course::of(Variant::Five);
    let task = &course.lesson(1).unwrap().tasks[3]; // c3 in 2 moves
    let mut attempt = Attempt::new(task).unwrap();
    let verdict = attempt.play("c1-c2".parse().unwrap(), None);
    assert!(matches!(
        verdict,
        Verdict::Illegal(RuleError::WrongStep { .. })
    ));
    assert_eq!(verdict.to_string(), "c1-c2 is not a diagonal step");
    // A move that leaves the goal possible, but further away, stands with
    // fewer stars: find one among the tasks to force something.
    for course in courses() {
        for task in course.tasks() {
            let Goal::Force { target, moves } = task.goal else {
                continue;
            };
            let pos = start(task);
            for &mv in pos.legal_moves(&task.options).iter() {
                let mut attempt = Attempt::new(task).unwrap();
                let Verdict::Played { slower: true, .. } = attempt.play(mv, None) else {
                    continue;
                };
                let mut prover = Prover::new(task.options, pos.to_move(), target);
                let verdict = loop {
                    let now = *attempt.game().position();
                    let left = moves + 2 - attempt.played();
                    let (next, _) = prover.attack(&now, left).unwrap();
                    match attempt.play(next, None) {
                        Verdict::Played { .. } => {}
                        other => break other,
                    }
                };
                let extra = attempt.played() - moves;
                assert!(extra >= 1);
                assert_eq!(
                    verdict,
                    Verdict::Done {
                        stars: stars(moves, attempt.played(), 0)
                    }
                );
                assert_eq!(attempt.stars(), Some(2), "{}: {mv}", task.key());
                return;
            }
        }
    }
    panic!("no slower move in any task");
}

#[test]
fn stars_count_the_moves_beyond_the_fewest_and_the_wrong_tries() {
    assert_eq!(stars(1, 1, 0), 3);
    assert_eq!(stars(1, 1, 1), 2);
    assert_eq!(stars(3, 5, 0), 2);
    assert_eq!(stars(3, 4, 2), 1);
    assert_eq!(stars(2, 2, 9), 1);
}

#[test]
fn lesson_texts_say_only_what_the_board_shows() {
    let course = Course::of(Variant::Five);
    let all: Vec<String> = course
        .lessons
        .iter()
        .flat_map(|l| {
            l.text()
                .into_iter()
                .chain(l.tasks.iter().map(Task::prompt))
                .chain([l.title()])
        })
        .collect();
    let text = all.join(" ");
    // The board draws no diagonal lines and no colours.
    assert!(!text.contains("diagonal line"), "{text}");
    assert!(!text.contains("on its colour"), "{text}");
    assert!(!text.contains("Colour classes"), "{text}");
    // a2 and b1 are no diagonal neighbours of a1.
    assert!(!text.contains("a2 and b1 are taken"), "{text}");
}

#[test]
fn a_move_into_the_wrong_class_of_points_says_so() {
    let course = Course::of(Variant::Five);
    let lesson = course
        .lessons
        .iter()
        .find(|l| l.title() == "Two classes of points")
        .unwrap();
    let mut attempt = Attempt::new(&lesson.tasks[0]).unwrap();
    let verdict = attempt.play("a2-b3".parse().unwrap(), None);
    assert_eq!(
        verdict.to_string(),
        "after a2-b3, the piece on b3 can never reach a3: diagonal steps keep a piece in its \
         class of points, and b3 is in the other one; try again"
    );
}
