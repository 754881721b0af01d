//! The course page of lesson mode: every course's lessons with their
//! stars, opened by its key (shown in the key bar) and by itself when a
//! finished course is opened again; Enter opens any lesson at its first
//! task not done. In English and Korean, at 80×24 and 100×30. And the end
//! of every course offers what is not done.

use kono::i18n::{Lang, set_for_thread};
use kono::learn::Course;
use kono::store::Progress;
use kono::tui::app::{App, NotDone, other_game};
use kono::tui::keymap::Mode;
use ratatui::crossterm::event::KeyCode;

use super::common::{key, key_bar, press, render, screen, text};
use super::lesson_mode::lesson_app;

/// An App at `course`'s first task with `progress`.
fn at_first(course: &Course, progress: Progress) -> App {
    let first = course.tasks().next().unwrap().clone();
    let mut app = lesson_app(course.clone(), &first);
    app.start_lesson(course.clone(), &first, progress);
    app
}

/// The screen's text without spaces: Hangul takes two cells, the second
/// drawn blank.
fn packed(screen: &str) -> String {
    screen.replace(' ', "")
}

#[test]
fn the_lessons_key_opens_the_course_page_and_enter_opens_any_lesson_where_it_was_left() {
    for course in Course::all() {
        let name = course.variant.name();
        // The first task of lesson 2 done: lesson 2 opens at its second.
        let mut progress = Progress::default();
        let second = &course.lesson(2).unwrap().tasks;
        progress.record(&second[0].key(), 2);
        let mut app = at_first(&course, progress);
        assert_eq!(app.mode(), Mode::Board, "{name}");
        let bar = key_bar(&screen(&mut app));
        assert!(bar.contains("L lessons"), "{name}: {bar}");
        key(&mut app, 'L');
        assert_eq!(app.mode(), Mode::Lessons, "{name}");
        assert_eq!(app.course_page(), Some(1));
        for (width, height) in [(80, 24), (100, 30)] {
            let shown = text(&render(&mut app, width, height));
            assert!(shown.contains("the lessons"), "{name}: {shown}");
            for lesson in &course.lessons {
                let row = format!(" {}. ", lesson.number);
                assert!(shown.contains(&row), "{name}: {row} missing\n{shown}");
            }
            // Lesson 2's stars: its first task's, the others not done.
            assert!(shown.contains("★★☆ ☆☆☆"), "{name}\n{shown}");
            assert!(shown.contains("1/"), "{name}\n{shown}");
            assert!(key_bar(&shown).contains("Enter open"), "{shown}");
        }
        press(&mut app, KeyCode::Down);
        assert_eq!(app.course_page(), Some(2));
        assert!(screen(&mut app).contains("Enter opens lesson 2 at task 2."));
        press(&mut app, KeyCode::Enter);
        assert_eq!(app.mode(), Mode::Board, "{name}");
        let task = app.lesson().unwrap().task();
        assert_eq!((task.lesson, task.number), (2, 2), "{name}");
        // The last lesson, at its first task; Esc goes back to the task.
        key(&mut app, 'L');
        assert_eq!(app.course_page(), Some(2));
        press(&mut app, KeyCode::End);
        let last = course.lessons.len();
        assert_eq!(app.course_page(), Some(last));
        press(&mut app, KeyCode::Esc);
        assert_eq!(app.mode(), Mode::Board);
        assert_eq!(app.lesson().unwrap().task().lesson, 2);
        key(&mut app, 'L');
        press(&mut app, KeyCode::End);
        press(&mut app, KeyCode::Enter);
        let task = app.lesson().unwrap().task();
        assert_eq!((task.lesson, task.number), (last, 1), "{name}");
    }
}

#[test]
fn a_finished_course_opens_on_its_page_not_at_its_first_task() {
    for course in Course::all() {
        let mut progress = Progress::default();
        for task in course.tasks() {
            progress.record(&task.key(), 3);
        }
        let last = course.tasks().last().unwrap().clone();
        let mut app = lesson_app(course.clone(), &last);
        app.start_lesson(course.clone(), &last, progress);
        assert_eq!(app.mode(), Mode::Lessons, "{}", course.variant.name());
        assert_eq!(app.course_page(), Some(course.lessons.len()));
        let shown = screen(&mut app);
        let all = course.lessons.len();
        assert!(
            shown.contains(&format!("{all} of {all} lessons done")),
            "{shown}"
        );
        assert!(shown.contains("★★★") && shown.contains("done"), "{shown}");
        press(&mut app, KeyCode::Home);
        press(&mut app, KeyCode::Enter);
        let task = app.lesson().unwrap().task();
        assert_eq!((task.lesson, task.number), (1, 1));
    }
}

#[test]
fn the_course_page_speaks_korean_and_fits_80_by_24_and_100_by_30() {
    set_for_thread(Some(Lang::Ko));
    for course in Course::all() {
        let mut app = at_first(&course, Progress::default());
        let bar = packed(&key_bar(&screen(&mut app)));
        assert!(bar.contains("L익힘목록"), "{bar}");
        key(&mut app, 'L');
        for (width, height) in [(80, 24), (100, 30)] {
            let shown = text(&render(&mut app, width, height));
            let all = packed(&shown);
            assert!(all.contains("익힘목록"), "{shown}");
            assert!(
                all.contains("Enter를누르면익힘1의과제1부터열어요."),
                "{shown}"
            );
            for lesson in &course.lessons {
                // Each title whole, or cut at a space with `…`.
                let title = packed(&lesson.title());
                let head: String = title.chars().take(2).collect();
                let row = format!("{}.{head}", lesson.number);
                assert!(all.contains(&row), "{row} missing\n{shown}");
            }
            assert!(packed(&key_bar(&shown)).contains("Enter열기"), "{shown}");
        }
    }
    set_for_thread(None);
}

#[test]
fn the_end_of_every_course_offers_the_skipped_task_then_the_next_course_not_done() {
    let courses = Course::all();
    for course in &courses {
        let name = course.variant.name();
        let last = course.tasks().last().unwrap().clone();
        let end = |progress: &Progress| {
            let mut app = lesson_app(course.clone(), &last);
            app.start_lesson(course.clone(), &last, progress.clone());
            app.lesson().unwrap().not_done()
        };
        let mut progress = Progress::default();
        for task in course.tasks().skip(1) {
            progress.record(&task.key(), 3);
        }
        let first = course.tasks().next().unwrap();
        assert_eq!(
            end(&progress),
            Some(NotDone::Task {
                lesson: first.lesson,
                number: first.number
            }),
            "{name}"
        );
        progress.record(&first.key(), 1);
        let next = other_game(course.variant);
        assert_eq!(end(&progress), Some(NotDone::Course(next)), "{name}");
        // The next course done: the one after it, not nothing.
        for task in Course::of(next).tasks() {
            progress.record(&task.key(), 3);
        }
        let after = other_game(next);
        let expected = (after != course.variant).then_some(NotDone::Course(after));
        assert_eq!(end(&progress), expected, "{name}");
        // Every course done: nothing is offered.
        for task in courses.iter().flat_map(Course::tasks) {
            progress.record(&task.key(), 3);
        }
        assert_eq!(end(&progress), None, "{name}");
    }
}

/// The side panel's rows at 80×24, packed (no spaces).
fn panel_80x24(app: &mut App) -> String {
    let shown = screen(app);
    let rows: Vec<&str> = shown
        .lines()
        .filter_map(|line| line.split_once("││").map(|(_, panel)| panel))
        .map(|panel| panel.trim_end_matches('│'))
        .collect();
    packed(&rows.concat())
}

#[test]
fn at_80x24_every_task_shows_its_goal_its_tries_and_the_lessons_line_whole_in_both_languages() {
    for lang in [Lang::En, Lang::Ko] {
        set_for_thread(Some(lang));
        for course in Course::all() {
            let all = course.lessons.len();
            for task in course.tasks() {
                let mut app = lesson_app(course.clone(), task);
                let panel = panel_80x24(&mut app);
                let moves = kono::t!("moves-count", count = task.goal.par());
                let goal = kono::t!("lesson-goal", goal = task.goal.to_string(), moves = moves);
                let tries = kono::t!("lesson-tries", count = 0);
                let keys = kono::t!(
                    "lesson-keys",
                    done = 0,
                    all = all,
                    dot = "·",
                    again = "t",
                    next = "n"
                );
                let prompt = kono::t!(
                    "lesson-task",
                    number = task.number,
                    count = course.lesson(task.lesson).unwrap().tasks.len(),
                    prompt = task.prompt()
                );
                for (what, text) in [
                    ("goal", goal),
                    ("tries", tries),
                    ("keys", keys),
                    ("task", prompt),
                ] {
                    assert!(
                        panel.contains(&packed(&text)),
                        "{lang:?} {}: the {what} line {text:?} is cut\n{}",
                        task.key(),
                        screen(&mut app)
                    );
                }
                // Under them: the camps (five-field) and the moves.
                let camps = packed(&kono::t!("panel-camps"));
                if course.variant.fills_camps() {
                    assert!(
                        panel.contains(&camps),
                        "{}\n{}",
                        task.key(),
                        screen(&mut app)
                    );
                }
                let heading = packed(&kono::t!("panel-moves"));
                assert!(
                    panel.contains(&heading),
                    "{}\n{}",
                    task.key(),
                    screen(&mut app)
                );
            }
        }
    }
    set_for_thread(None);
}

#[test]
fn at_80x24_the_end_of_every_course_shows_the_stars_the_lessons_line_and_the_offer_whole() {
    use super::marks::at_the_last_task;
    use super::solved::Reachable;
    use kono::tui::action::Table;
    use std::sync::Arc;
    for course in Course::all() {
        let (mut app, last) = at_the_last_task(&course);
        let table = last.needs_table().then(|| {
            Table(Arc::new(Reachable::solve(
                *app.game().position(),
                last.options,
            )))
        });
        let key_of = (app.variant(), app.options());
        app.update(kono::tui::action::Action::TableLoaded { key: key_of, table });
        // Each of the learner's moves typed in its notation.
        for mv in last.solution.iter().step_by(2) {
            key(&mut app, ':');
            for c in mv.to_string().chars() {
                key(&mut app, c);
            }
            press(&mut app, KeyCode::Enter);
        }
        let lesson = app.lesson().unwrap();
        assert!(lesson.done() && lesson.at_end(), "{}", last.key());
        let all = course.lessons.len();
        let other = lesson.not_done().unwrap();
        for lang in [Lang::En, Lang::Ko] {
            set_for_thread(Some(lang));
            let panel = panel_80x24(&mut app);
            let stars = kono::t!("lesson-stars", stars = "★★★", count = 3);
            let keys = kono::t!(
                "lesson-keys",
                done = all,
                all = all,
                dot = "·",
                again = "t",
                next = "Enter"
            );
            let offer = kono::tui::words::other_course_offer(other, false);
            let or = kono::t!("lesson-or", offer = offer);
            for (what, text) in [("stars", stars), ("keys", keys), ("offer", or)] {
                assert!(
                    panel.contains(&packed(&text)),
                    "{lang:?} {}: the {what} line {text:?} is cut\n{}",
                    last.key(),
                    screen(&mut app)
                );
            }
            set_for_thread(None);
        }
    }
}
