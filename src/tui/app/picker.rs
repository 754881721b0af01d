//! The course page in lesson mode: the course's lessons with their stars
//! (the progress kept), one of them chosen; Enter opens it at its first
//! task not done (its first task once all are), Esc or the key that
//! opened it goes back to the task. It opens with its key from any task,
//! and by itself when a course whose every task is done is opened (so
//! that coming back to a finished course is no restart at its first
//! task). Handled here, and offered here, for the key bar and the help.

use crate::learn::{Course, Task};
use crate::store::Progress;
use crate::tui::action::{Action, Dir, Effects};

use super::App;
use super::lesson::{Lessoning, other_game};
use super::status::NotDone;
use super::status::Status;

/// The first task of `lesson` (numbered from 1) not done, or its first
/// once all are: where opening it from the course page starts.
fn opening_task<'a>(course: &'a Course, lesson: usize, progress: &Progress) -> Option<&'a Task> {
    let tasks = &course.lesson(lesson)?.tasks;
    tasks
        .iter()
        .find(|t| progress.stars(&t.key()).is_none())
        .or_else(|| tasks.first())
}

impl Lessoning {
    /// What of the courses is not done yet, to offer at the end of this
    /// one: the first task of this course not done (skipped), else the
    /// next game's course (round the list of games) not all done; `None`
    /// when every course is.
    pub fn not_done(&self) -> Option<NotDone> {
        let stars = |t: &Task| self.progress.stars(&t.key());
        let here = self.task().key();
        if let Some(task) = self
            .course
            .tasks()
            .find(|t| stars(t).is_none() && t.key() != here)
        {
            return Some(NotDone::Task {
                lesson: task.lesson,
                number: task.number,
            });
        }
        let mut other = other_game(self.course.variant);
        while other != self.course.variant {
            if Course::of(other).resume(stars).is_some() {
                return Some(NotDone::Course(other));
            }
            other = other_game(other);
        }
        None
    }
}

impl App {
    /// The lesson chosen on the course page (numbered from 1), while the
    /// page is open.
    pub fn course_page(&self) -> Option<usize> {
        self.lesson()?.page.map(|at| at + 1)
    }

    /// The task Enter opens on the course page: the chosen lesson's first
    /// not done, or its first once all are.
    pub fn page_opens(&self) -> Option<&Task> {
        let lesson = self.lesson()?;
        opening_task(&lesson.course, self.course_page()?, &lesson.progress)
    }

    /// Whether the course page is open.
    pub(super) fn page_open(&self) -> bool {
        self.course_page().is_some()
    }

    /// Opens the course page, the lesson of the task played chosen.
    pub(super) fn open_page(&mut self) {
        self.board.selected = None;
        if let Some(lesson) = self.lesson_mut() {
            let at = lesson.task().lesson.saturating_sub(1);
            lesson.page = Some(at);
        }
        self.status = Status::Empty;
    }

    /// Keys on the course page: choose a lesson, open it, go back to the
    /// task; help, the start screen and quitting as on the board.
    pub(super) fn on_page(&mut self, action: Action) -> Effects {
        let Some(lesson) = self.lesson_mut() else {
            return Effects::new();
        };
        let last = lesson.course.lessons.len().saturating_sub(1);
        let Some(at) = lesson.page.as_mut() else {
            return Effects::new();
        };
        match action {
            Action::Cursor(Dir::Up | Dir::Left) => *at = at.saturating_sub(1),
            Action::Cursor(Dir::Down | Dir::Right) => *at = (*at + 1).min(last),
            Action::Far(Dir::Up | Dir::Left) => *at = 0,
            Action::Far(Dir::Down | Dir::Right) => *at = last,
            Action::Lessons | Action::Cancel => {
                lesson.page = None;
                let task = lesson.task();
                self.status = Status::LessonTask {
                    lesson: task.lesson,
                    number: task.number,
                };
            }
            Action::Activate => self.open_chosen(),
            Action::Help | Action::Home | Action::Quit => return self.on_board(action),
            _ => {}
        }
        Effects::new()
    }

    /// Enter on the course page: the lesson chosen, at its first task not
    /// done.
    fn open_chosen(&mut self) {
        let Some(number) = self.course_page() else {
            return;
        };
        let Some(lesson) = self.take_lesson() else {
            return;
        };
        match opening_task(&lesson.course, number, &lesson.progress).cloned() {
            Some(task) => self.set_task(lesson.course, &task, lesson.progress),
            None => self.play = super::Play::Lesson(Box::new(lesson)),
        }
    }

    /// Whether `action` does something on the course page.
    pub(super) fn page_offers(&self, action: &Action) -> bool {
        let (Some(lesson), Some(at)) = (self.lesson(), self.course_page()) else {
            return false;
        };
        let count = lesson.course.lessons.len();
        match action {
            Action::Cursor(Dir::Up) | Action::Far(Dir::Up) => at > 1,
            Action::Cursor(Dir::Down) | Action::Far(Dir::Down) => at < count,
            _ => true,
        }
    }
}
