//! In a lesson the coach and the hints serve the task: following the
//! coach's moves (`c`, then Enter) does every task of every course in its
//! fewest moves, 3 stars; the hints mark nothing the task would call
//! wrong or slower; a move that ends the game at once says why.

use std::sync::Arc;

use kono::ai::{Analysis, Estimate};
use kono::learn::{Attempt, Course, Goal, Target, Verdict};
use kono::rules::Variant;
use kono::tui::action::{Action, Effect, Effects, Table};
use kono::tui::app::{App, Status};
use kono::tui::words::hint_text;

use super::common::{go, key, point, press, status};
use super::lesson_mode::{check_in, lesson_app, task, verdict_on};
use super::solved::Reachable;
use ratatui::crossterm::event::KeyCode;

/// The lesson `app` is at, its table given (solved here for a task that
/// needs one, else none to be had).
fn with_table(app: &mut App, needs: bool) -> Effects {
    let table = needs.then(|| {
        Table(Arc::new(Reachable::solve(
            *app.game().position(),
            app.options(),
        )))
    });
    let key_of = (app.variant(), app.options());
    app.update(Action::TableLoaded { key: key_of, table })
}

#[test]
fn following_the_coach_does_every_task_of_every_course_for_3_stars() {
    let mut failures = Vec::new();
    for course in Course::all() {
        for task in course.tasks() {
            let mut app = lesson_app(course.clone(), task);
            with_table(&mut app, task.needs_table());
            let mut steps = 0;
            let done = loop {
                steps += 1;
                if steps > 12 {
                    break Err("too many moves".to_string());
                }
                let effects = key(&mut app, 'c');
                if effects.iter().any(|e| matches!(e, Effect::Coach { .. })) {
                    break Err(format!("asked the game's coach: {}", status(&app)));
                }
                let Status::TaskHint(mv) = app.status().clone() else {
                    break Err(format!("no task move: {}", status(&app)));
                };
                let effects = app.update(Action::Activate);
                let Some(check) = check_in(&effects) else {
                    break Err(format!("{mv}: not judged: {}", status(&app)));
                };
                app.update(verdict_on(&check));
                match app.lesson().and_then(|l| l.last.clone()) {
                    Some(Verdict::Played { slower: false, .. }) => {}
                    Some(Verdict::Done { stars: 3 }) => break Ok(()),
                    other => break Err(format!("{mv}: {other:?}")),
                }
            };
            if let Err(why) = done {
                failures.push(format!("{}: {why}", task.key()));
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn in_a_lesson_the_hints_mark_only_the_tasks_way() {
    for course in [Course::of(Variant::Five), Course::of(Variant::Four)] {
        for task in course.tasks() {
            let mut app = lesson_app(course.clone(), task);
            with_table(&mut app, task.needs_table());
            let asked = key(&mut app, 'a');
            // The search's guess comes too, "about even" for every move (as
            // the worker would answer, here on the spot).
            if let Some(ticket) = asked.iter().find_map(|e| match e {
                Effect::Estimate { ticket, .. } => Some(*ticket),
                _ => None,
            }) {
                let even = Estimate::Searched {
                    proven: None,
                    score: 0,
                };
                let pos = *app.game().position();
                let moves = pos.legal_moves(&task.options);
                let analysis = Analysis {
                    value: even,
                    moves: moves.iter().map(|&mv| (mv, even)).collect(),
                };
                app.update(Action::Estimated { ticket, analysis });
            }
            let marked = app.hint_values();
            // Every piece the hints mark best has a move the task takes as
            // its best: done, or standing without being slower.
            let pos = *app.game().position();
            let table = (task.needs_table() && !marked.is_empty())
                .then(|| Reachable::solve(pos, task.options));
            let table = table.as_ref().map(|t| t as &dyn kono::ai::Solved);
            let top = marked.first().map(|&(_, e)| hint_text(e));
            for (point, _) in marked.iter().filter(|&&(_, e)| Some(hint_text(e)) == top) {
                let best = pos.legal_moves(&task.options).iter().any(|&mv| {
                    mv.from() == Some(*point)
                        && matches!(
                            Attempt::new(task).unwrap().play(mv, table),
                            Verdict::Done { stars: 3 } | Verdict::Played { slower: false, .. }
                        )
                });
                assert!(best, "{}: {point} marked: {marked:?}", task.key());
            }
            // Where the goal is not the game's result, the game's values
            // (a guess, or a result the task does not ask for) are not
            // shown: the coach shows the way.
            if let Goal::Force {
                target: Target::Reach(_) | Target::Capture,
                ..
            }
            | Goal::Play(_) = task.goal
            {
                assert!(marked.is_empty(), "{}: {marked:?}", task.key());
            }
        }
    }
}

#[test]
fn a_step_into_your_own_camp_says_it_fills_it_never_a_win_in_0() {
    // Five-field, lesson 6, task 1: d3-e2 fills Black's own camp.
    let (_, task) = task(Variant::Five, 6, 1);
    let mut attempt = Attempt::new(&task).unwrap();
    let said = attempt.play("d3-e2".parse().unwrap(), None).to_string();
    assert_eq!(
        said,
        "d3-e2 fills the last point of your own camp, so White wins at once; try again"
    );
    kono::i18n::set_for_thread(Some(kono::i18n::Lang::Ko));
    let said = Attempt::new(&task)
        .unwrap()
        .play("d3-e2".parse().unwrap(), None)
        .to_string();
    kono::i18n::set_for_thread(None);
    assert!(said.contains("내 집의 마지막 점이 차서"), "{said}");
    assert!(!said.contains("0수"), "{said}");
}

#[test]
fn no_lesson_feedback_says_a_win_in_0() {
    for course in [Course::of(Variant::Five), Course::of(Variant::Four)] {
        for task in course.tasks() {
            let pos = *Attempt::new(task).unwrap().game().position();
            for &mv in pos.legal_moves(&task.options).iter() {
                let said = Attempt::new(task).unwrap().play(mv, None).to_string();
                assert!(!said.contains(" in 0"), "{}: {said}", task.key());
            }
        }
    }
}

#[test]
fn off_the_way_it_knows_the_coach_says_so_rather_than_play_for_the_game() {
    // Five-field, lesson 1, task 4: c3 in 2 moves; e1-d2 is as quick as
    // the solution's a1-b2, but not its way.
    let (course, task) = task(Variant::Five, 1, 4);
    let mut app = lesson_app(course, &task);
    with_table(&mut app, false);
    go(&mut app, point("e1"));
    press(&mut app, KeyCode::Enter);
    go(&mut app, point("d2"));
    let effects = app.update(Action::Activate);
    app.update(verdict_on(&check_in(&effects).unwrap()));
    assert!(
        matches!(
            app.lesson().and_then(|l| l.last.clone()),
            Some(Verdict::Played { slower: false, .. })
        ),
        "{}",
        status(&app)
    );
    let effects = key(&mut app, 'c');
    assert!(
        !effects.iter().any(|e| matches!(e, Effect::Coach { .. })),
        "the game's coach is not asked: {effects:?}"
    );
    assert_eq!(app.status(), &Status::CoachOffWay);
    assert_eq!(
        status(&app),
        "the coach knows this task's way from its start only: t starts it again"
    );
}

#[test]
fn the_coach_says_a_game_over_as_won_or_lost_never_in_0() {
    use kono::ai::Value;
    use kono::learn::coach::Explanation;
    let explained = |after| {
        Explanation {
            mv: "d3-e2".parse().unwrap(),
            mover: kono::rules::Color::Black,
            before: Estimate::Exact(Value::Draw),
            after,
            best: None,
            punish: Vec::new(),
        }
        .to_string()
    };
    let lost = explained(Estimate::Exact(Value::Loss(0)));
    assert_eq!(lost, "Black played d3-e2: draw before it, lost after it");
    let won = explained(Estimate::Exact(Value::Win(0)));
    assert!(won.ends_with("won after it"), "{won}");
}
