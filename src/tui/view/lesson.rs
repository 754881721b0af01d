//! The side panel's lesson lines (`kono learn`): the lesson's title, the
//! task and its goal, the stars so far, the move being checked, the keys
//! that go on (at the course's end, the first game), what the board's marks
//! show in the lesson on classes of points; and apart, the lesson's words,
//! wrapped to the panel's width, as many as the panel has room for (the
//! course page shows them whole, and the last line says so).

use ratatui::text::{Line, Span};

use crate::t;
use crate::tui::action::Action;
use crate::tui::app::App;
use crate::tui::app::NotDone;
use crate::tui::keymap::{Mode, name_of};
use crate::tui::text::wrap;
use crate::tui::theme::Theme;
use crate::tui::words::{first_game_offer, other_course_offer, stars_text};

/// The lesson's lines for a panel `width` columns wide inside; none
/// outside lesson mode.
pub fn lines(app: &App, theme: &Theme, width: usize) -> Vec<Line<'static>> {
    let Some(lesson) = app.lesson() else {
        return Vec::new();
    };
    let width = width.max(12);
    let task = lesson.task();
    let (done, all) = lesson.lessons_done();
    let mut lines = Vec::new();
    if let Some(course_lesson) = lesson.course.lesson(task.lesson) {
        let title = t!(
            "lesson-title",
            number = course_lesson.number,
            title = course_lesson.title()
        );
        for text in wrap(&title, width) {
            lines.push(Line::from(Span::styled(text, theme.heading())));
        }
        if lesson.done() && lesson.at_end() {
            // First, where a short panel cannot cut it off.
            lines.extend(course_done(lesson.not_done(), theme, width));
        }
        let of = course_lesson.tasks.len();
        let head = t!(
            "lesson-task",
            number = task.number,
            count = of,
            prompt = task.prompt()
        );
        for text in wrap(&head, width) {
            lines.push(Line::from(Span::styled(text, theme.info())));
        }
    }
    let goal = t!(
        "lesson-goal",
        goal = task.goal.to_string(),
        moves = t!("moves-count", count = task.goal.par())
    );
    lines.extend(wrap(&goal, width).into_iter().map(Line::from));
    let stars = match lesson.attempt.stars() {
        Some(n) => {
            let stars = t!(
                "lesson-stars",
                stars = stars_text(n, theme.ascii),
                count = n
            );
            match lesson.attempt.stars_lost() {
                Some(why) => t!("lesson-stars-why", stars = stars, why = why.words()),
                None => stars,
            }
        }
        None => t!("lesson-tries", count = lesson.attempt.wrong()),
    };
    lines.extend(wrap(&stars, width).into_iter().map(Line::from));
    if let Some((mv, waits)) = lesson.checking() {
        let text = if waits {
            t!("lesson-checking-loading", move = mv.to_string())
        } else {
            t!("lesson-checking", move = mv.to_string())
        };
        for text in wrap(&text, width) {
            lines.push(Line::from(Span::styled(text, theme.info())));
        }
    }
    let dot = if theme.ascii { "|" } else { "·" };
    let key = |action| name_of(Mode::Board, action, theme.ascii);
    let next = if lesson.done() {
        key(Action::Activate)
    } else {
        key(Action::NewGame)
    };
    let keys = t!(
        "lesson-keys",
        done = done,
        all = all,
        dot = dot,
        again = key(Action::Retry),
        next = next
    );
    for text in wrap(&keys, width) {
        lines.push(Line::from(Span::styled(text, theme.label())));
    }
    if let Some(point) = task.class_shown() {
        let mark = theme.class_mark().to_string();
        let text = t!("lesson-class-shown", mark = mark, point = point.to_string());
        lines.extend(wrap(&text, width).into_iter().map(Line::from));
    }
    lines
}

/// The lesson's words in at most `room` lines `width` columns wide: all of
/// them, or those that fit and a last line naming the key of the course
/// page, which shows them whole. Drawn after the task's own lines, the
/// camps and the pieces, so that a short panel cuts only these words.
pub fn words(app: &App, theme: &Theme, width: usize, room: usize) -> Vec<Line<'static>> {
    let Some(lesson) = app.lesson() else {
        return Vec::new();
    };
    let Some(course_lesson) = lesson.course.lesson(lesson.task().lesson) else {
        return Vec::new();
    };
    let width = width.max(12);
    let mut lines: Vec<Line<'static>> = wrap(&course_lesson.text().join(" "), width)
        .into_iter()
        .map(Line::from)
        .collect();
    if lines.len() > room {
        let key = name_of(Mode::Board, Action::Lessons, theme.ascii);
        let more = wrap(&t!("lesson-words-more", key = key), width);
        lines.truncate(room.saturating_sub(more.len()));
        let more = more
            .into_iter()
            .map(|l| Line::from(Span::styled(l, theme.label())));
        lines.extend(more);
        lines.truncate(room);
    }
    lines
}

/// What the end of the course offers: the first game, the other course.
fn course_done(other: Option<NotDone>, theme: &Theme, width: usize) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    let text = t!("lesson-course-done", offer = first_game_offer(theme.ascii));
    for text in wrap(&text, width) {
        lines.push(Line::from(Span::styled(text, theme.heading())));
    }
    if let Some(other) = other {
        let text = t!("lesson-or", offer = other_course_offer(other, theme.ascii));
        for text in wrap(&text, width) {
            lines.push(Line::from(Span::styled(text, theme.info())));
        }
    }
    lines
}
