//! The course page (lesson mode): the course's lessons, one a row, with
//! each task's stars and whether the lesson is done, the chosen one
//! marked; under them the chosen lesson's words and the task Enter opens.
//! Laid out by display width; a course longer than the screen scrolls
//! with the lesson chosen.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Padding, Paragraph, Widget};

use crate::i18n::{game_name, width as columns_of};
use crate::learn::{Course, Lesson, Task};
use crate::store::Progress;
use crate::t;
use crate::tui::app::App;
use crate::tui::text::wrap;
use crate::tui::theme::Theme;
use crate::tui::words::stars_text;

use super::footer::shorten;
use super::paint::frame_block;

/// Draws the course page into `area` when it is open.
pub fn draw(app: &App, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let (Some(lesson), Some(chosen)) = (app.lesson(), app.course_page()) else {
        return;
    };
    Clear.render(area, buf);
    let inner = usize::from(area.width.saturating_sub(4)).max(12);
    let rows = usize::from(area.height.saturating_sub(2));
    let course = &lesson.course;
    let mut lines = list(course, &lesson.progress, chosen, theme, (inner, rows));
    lines.push(Line::default());
    if let Some(task) = app.page_opens() {
        let text = t!("picker-opens", number = chosen, task = task.number);
        lines.extend(
            wrap(&text, inner)
                .into_iter()
                .map(|l| Line::from(Span::styled(l, theme.info()))),
        );
    }
    if let Some(lesson) = course.lesson(chosen) {
        let words = lesson.text().join(" ");
        lines.extend(wrap(&words, inner).into_iter().map(Line::from));
    }
    let title = t!("picker-title", game = game_name(course.variant.name()));
    Paragraph::new(lines)
        .block(
            frame_block(theme)
                .border_style(theme.border())
                .title(Span::styled(
                    format!(" {} ", shorten(&title, inner)),
                    theme.heading(),
                ))
                .padding(Padding::horizontal(1)),
        )
        .render(area, buf);
}

/// The summary and the lessons, `width` columns wide, those around the
/// chosen one when not all fit in `rows` (less what the chosen lesson's
/// words need at least).
fn list(
    course: &Course,
    progress: &Progress,
    chosen: usize,
    theme: &Theme,
    (width, rows): (usize, usize),
) -> Vec<Line<'static>> {
    let stars = |t: &Task| progress.stars(&t.key());
    let earned: usize = course.tasks().filter_map(stars).map(usize::from).sum();
    let summary = t!(
        "picker-summary",
        done = course.lessons_done(stars),
        count = course.lessons.len(),
        stars = earned,
        all = course.tasks().count() * 3
    );
    let mut lines: Vec<Line<'static>> = wrap(&summary, width)
        .into_iter()
        .map(|l| Line::from(Span::styled(l, theme.label())))
        .collect();
    lines.push(Line::default());
    // What Enter opens and the lesson's first words keep a few rows.
    let room = rows.saturating_sub(lines.len() + 4).max(3);
    let count = course.lessons.len();
    let (first, shown) = window(count, chosen.saturating_sub(1), room);
    if first > 0 {
        lines.push(Line::from(Span::styled(
            t!("picker-more-above"),
            theme.label(),
        )));
    }
    let tags: Vec<(String, String)> = course
        .lessons
        .iter()
        .map(|l| tag(l, progress, theme.ascii))
        .collect();
    let columns = (
        tags.iter().map(|(s, _)| columns_of(s)).max().unwrap_or(0),
        tags.iter().map(|(_, d)| columns_of(d)).max().unwrap_or(0),
    );
    for (lesson, tag) in course.lessons.iter().zip(&tags).skip(first).take(shown) {
        let chosen = lesson.number == chosen;
        lines.push(row(lesson, tag, chosen, theme, (width, columns)));
    }
    if first + shown < count {
        lines.push(Line::from(Span::styled(
            t!("picker-more-below"),
            theme.label(),
        )));
    }
    lines
}

/// Which lessons the list shows when `room` rows must hold `count`: the
/// first shown and how many, the lesson `at` (from 0) among them (two
/// rows go to the marks of more above and below).
fn window(count: usize, at: usize, room: usize) -> (usize, usize) {
    if count <= room {
        return (0, count);
    }
    let shown = room.saturating_sub(2).max(1);
    let first = at.saturating_sub(shown / 2).min(count - shown);
    (first, shown)
}

/// A lesson's row: the mark of the chosen one, its number and title
/// (shortened to what the row leaves), its tasks' stars and whether it is
/// done, each in its column (`columns`: the widest stars and state).
fn row(
    lesson: &Lesson,
    (stars, state): &(String, String),
    chosen: bool,
    theme: &Theme,
    (width, columns): (usize, (usize, usize)),
) -> Line<'static> {
    let mark = match (chosen, theme.ascii) {
        (false, _) => "  ",
        (true, false) => "▸ ",
        (true, true) => "> ",
    };
    let head = format!("{mark}{:>2}. ", lesson.number);
    let room = width.saturating_sub(columns_of(&head) + columns.0 + columns.1 + 4);
    let title = shorten(&lesson.title(), room);
    let gap = |used: usize, column: usize| " ".repeat(column.saturating_sub(used));
    let style = if chosen {
        theme.heading()
    } else {
        ratatui::style::Style::new()
    };
    Line::from(vec![
        Span::styled(head, style),
        Span::styled(title.clone(), style),
        Span::raw(gap(columns_of(&title), room + 2)),
        Span::styled(stars.clone(), theme.label()),
        Span::raw(gap(columns_of(stars), columns.0 + 2)),
        Span::styled(state.clone(), theme.info()),
    ])
}

/// A lesson's stars, task by task (`---` for a task not done), and
/// "done" or how many of its tasks are (nothing before the first).
fn tag(lesson: &Lesson, progress: &Progress, ascii: bool) -> (String, String) {
    let stars: Vec<Option<u8>> = lesson
        .tasks
        .iter()
        .map(|t| progress.stars(&t.key()))
        .collect();
    let text: Vec<String> = stars
        .iter()
        .map(|s| stars_text(s.unwrap_or(0), ascii))
        .collect();
    let done = stars.iter().filter(|s| s.is_some()).count();
    let state = if done == stars.len() {
        t!("picker-done")
    } else if done > 0 {
        t!("picker-part", done = done, count = stars.len())
    } else {
        String::new()
    };
    (text.join(" "), state)
}
