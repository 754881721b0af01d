//! Lesson screens that show more than the task: the class lesson's marks
//! on the board, the reason for a lost star at the course's end.

use kono::learn::Course;
use kono::learn::Task;
use kono::rules::Variant;
use kono::store::Progress;
use kono::tui::app::App;
use kono::tui::app::Status;

use super::common::{render, text};
use super::lesson_mode::{check_in, lesson_app, panel, task, try_move, verdict_on};

/// An App at the last task of `course`, every other task done.
pub(super) fn at_the_last_task(course: &Course) -> (App, Task) {
    let last = course.tasks().last().unwrap().clone();
    let mut app = lesson_app(course.clone(), &last);
    let mut progress = Progress::default();
    for task in course.tasks().filter(|t| t.key() != last.key()) {
        progress.record(&task.key(), 3);
    }
    app.start_lesson(course.clone(), &last, progress);
    (app, last)
}

#[test]
fn the_lesson_on_classes_shows_the_targets_class_on_the_board() {
    use kono::learn::same_class;
    // Lesson 5, task 1: put a piece on a3; the board draws no diagonals.
    let (course, first) = task(Variant::Five, 5, 1);
    assert_eq!(first.class_shown(), Some(super::common::point("a3")));
    let mut app = lesson_app(course.clone(), &first);
    let buf = render(&mut app, 100, 40);
    let position = *app.game().position();
    let mut shown = 0;
    for &p in Variant::Five.geometry().points() {
        let (x, y) = super::common::cell_of(&app, p);
        let symbol = buf[(x, y)].symbol();
        let empty = position.piece_at(p).is_none();
        let marked = symbol == "◦";
        assert_eq!(
            marked,
            empty && same_class(p, first.class_shown().unwrap()),
            "{p}: {symbol}"
        );
        shown += usize::from(marked);
    }
    assert!(shown >= 5, "{shown} points of a3's class shown");
    assert!(
        panel(&mut app)
            .contains("◦: the empty points of a3's class. Only pieces of this class can reach a3."),
        "{}",
        panel(&mut app)
    );
    // Elsewhere the board shows no class.
    let (course, other) = task(Variant::Five, 4, 1);
    assert_eq!(other.class_shown(), None);
    let mut app = lesson_app(course, &other);
    assert!(!text(&render(&mut app, 100, 40)).contains('◦'));
}

#[test]
fn at_the_end_of_the_course_the_lost_star_is_said_at_80x24_in_both_languages() {
    let course = Course::of(Variant::Five);
    let (mut app, last) = at_the_last_task(&course);
    let wrong = app
        .game()
        .legal_moves()
        .iter()
        .copied()
        .find(|&mv| mv != last.solution[0])
        .unwrap();
    let check = check_in(&try_move(&mut app, wrong)).unwrap();
    app.update(verdict_on(&check));
    let check = check_in(&try_move(&mut app, last.solution[0])).unwrap();
    app.update(verdict_on(&check));
    assert!(matches!(app.status(), Status::CourseDone { stars: 2, .. }));
    for (lang, why) in [
        (kono::i18n::Lang::En, "Stars: ★★☆ (2 of 3): one wrong try"),
        (kono::i18n::Lang::Ko, "별: ★★☆ (3개 중 2개): 1번 틀림"),
    ] {
        kono::i18n::set_for_thread(Some(lang));
        let shown = text(&render(&mut app, 80, 24));
        kono::i18n::set_for_thread(None);
        // Its spaces left out: the buffer keeps a blank cell after each
        // wide character.
        let panel: String = shown
            .lines()
            .filter_map(|line| line.split_once("││").map(|(_, p)| p))
            .map(|p| p.trim_end_matches('│').replace(' ', ""))
            .collect();
        assert!(panel.contains(&why.replace(' ', "")), "{lang}: {shown}");
    }
}
