//! Lesson mode (`kono learn`) in the App: a task of a course on the real
//! board. Each move of the learner's is checked at once by `learn`
//! ([`Attempt::play`]): refused by the rules, wrong (explained, and not
//! played: try again), or played with the opponent's perfect reply; a task
//! done earns stars, kept with [`Effect::SaveProgress`]; `n` goes on to the
//! next task, `t` starts the task again.

use crate::learn::{Attempt, Course, Task, Verdict};
use crate::rules::Move;
use crate::store::Progress;
use crate::tui::action::{Effect, Effects};

use super::App;
use super::status::{Refusal, Status};

/// A course being taken: where, and the learner's progress.
#[derive(Clone, Debug)]
pub struct Lessoning {
    /// The course.
    pub course: Course,
    /// The task being played, its attempt.
    pub attempt: Attempt,
    /// The last verdict, for the panel.
    pub last: Option<Verdict>,
    /// The stars of every task done.
    pub progress: Progress,
}

impl Lessoning {
    /// The task being played.
    pub fn task(&self) -> &Task {
        self.attempt.task()
    }

    /// How many lessons of the course are done, of how many.
    pub fn lessons_done(&self) -> (usize, usize) {
        let done = self.course.lessons_done(|t| self.progress.stars(&t.key()));
        (done, self.course.lessons.len())
    }
}

impl App {
    /// The lesson being taken, in lesson mode.
    pub fn lesson(&self) -> Option<&Lessoning> {
        self.lessoning.as_ref()
    }

    /// Sets up `task` of `course` on the board, the learner to move.
    pub fn start_lesson(&mut self, course: Course, task: &Task, progress: Progress) {
        let attempt = match Attempt::new(task) {
            Ok(attempt) => attempt,
            Err(err) => {
                self.status = err.into();
                return;
            }
        };
        self.load(attempt.game().clone(), "");
        self.status = Status::LessonTask {
            lesson: task.lesson,
            number: task.number,
        };
        self.lessoning = Some(Lessoning {
            course,
            attempt,
            last: None,
            progress,
        });
    }

    /// The solved table of the game on the board, if the worker has sent it.
    fn solved_table(&self) -> Option<std::sync::Arc<dyn crate::ai::Solved>> {
        let (table, key) = self.learn.table.as_ref()?;
        (*key == self.key()).then(|| std::sync::Arc::clone(&table.0))
    }

    /// The learner's move in lesson mode: checked, then played with the
    /// opponent's replies, or explained and not played.
    pub(super) fn lesson_move(&mut self, mv: Move, effects: &mut Effects) {
        let table = self.solved_table();
        let Some(lesson) = &mut self.lessoning else {
            return;
        };
        let verdict = lesson.attempt.play(mv, table.as_deref());
        let mut plays = Vec::new();
        match &verdict {
            Verdict::Played { replies, .. } => {
                plays.push(mv);
                plays.extend(replies.iter().copied());
            }
            Verdict::Done { stars } => {
                plays.push(mv);
                if lesson.progress.record(&lesson.attempt.task().key(), *stars) {
                    effects.push(Effect::SaveProgress(Box::new(lesson.progress.clone())));
                }
            }
            Verdict::Illegal(_) | Verdict::Wrong(_) => {}
        }
        lesson.last = Some(verdict.clone());
        for mv in plays {
            // The attempt played these already: the game follows it.
            if let Err(err) = self.session.play(mv) {
                self.status = err.into();
                return;
            }
        }
        self.board.selected = None;
        if let Some(point) = self.game().last_move().and_then(Move::to) {
            self.board.cursor = point;
        }
        self.status = Status::Lesson(Box::new(verdict));
    }

    /// `t` in lesson mode: the same task from its start.
    pub(super) fn retry_lesson(&mut self) -> bool {
        let Some(lesson) = self.lessoning.take() else {
            return false;
        };
        let task = lesson.task().clone();
        self.start_lesson(lesson.course, &task, lesson.progress);
        true
    }

    /// `n` in lesson mode: the next task (the first of the next lesson
    /// after a lesson's last); at the end of the course, the same task.
    pub(super) fn next_task(&mut self) -> bool {
        let Some(lesson) = self.lessoning.take() else {
            return false;
        };
        let key = lesson.task().key();
        let next = lesson
            .course
            .tasks()
            .skip_while(|t| t.key() != key)
            .nth(1)
            .cloned();
        match next {
            Some(task) => self.start_lesson(lesson.course, &task, lesson.progress),
            None => {
                self.lessoning = Some(lesson);
                self.status = Refusal::CourseDone.into();
            }
        }
        true
    }
}
