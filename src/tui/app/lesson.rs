//! Lesson mode (`kono learn`) in the App: a task of a course on the real
//! board. Each move of the learner's is judged on a worker
//! ([`Effect::CheckMove`], answered by [`Action::Checked`] with its
//! ticket): refused by the rules, wrong (explained, and not played: try
//! again), or played with the opponent's perfect reply. Meanwhile the board
//! stays live and says it is checking; a task whose moves only the solved
//! table judges exactly waits for it first. A stale verdict (the task was
//! left or started again) is dropped. A task done earns stars, kept with
//! [`Effect::SaveProgress`]; Enter goes on to the next task, `t` starts the
//! task again, and after the course's last task Enter starts the first game
//! against the computer.

use crate::learn::{Attempt, Course, Task, Verdict};
use crate::rules::{Move, Variant};
use crate::store::Progress;
use crate::tui::action::{Check, Checked, Effect, Effects, Table, ticket};
use crate::tui::choices::Choices;

use super::App;
use super::status::{NotDone, Status};

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
    /// The move a worker judges now, if one does.
    checking: Option<Checking>,
    /// While the course page is open: the lesson chosen there (from 0).
    pub(super) page: Option<usize>,
}

/// A move being judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Checking {
    /// The ticket its verdict must carry.
    ticket: u64,
    /// The move.
    mv: Move,
    /// Whether the worker was asked (it is not while the task waits for
    /// the solved table).
    sent: bool,
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

    /// The move a worker judges now, and whether it waits for the solved
    /// table before it can.
    pub fn checking(&self) -> Option<(Move, bool)> {
        self.checking.map(|c| (c.mv, !c.sent))
    }

    /// Whether the task is the last of the course.
    pub fn at_end(&self) -> bool {
        self.course.tasks().last().map(Task::key) == Some(self.task().key())
    }

    /// Whether the task is done.
    pub fn done(&self) -> bool {
        self.attempt.stars().is_some()
    }
}

/// The first game a course leads to: its game against the computer at
/// level 1, the learner Black, who moves first as the game's rule book
/// says.
pub fn first_game(variant: Variant) -> Choices {
    Choices {
        variant,
        first: crate::tui::start::first_by_rules(variant),
        ..Choices::default()
    }
}

/// The other game: the course the end of one leads to, the next game
/// (round the list of games) that has a course.
pub fn other_game(variant: Variant) -> Variant {
    let mut next = variant.after();
    while next != variant && Course::of(next).lessons.is_empty() {
        next = next.after();
    }
    next
}

impl App {
    /// Opens `course` at `task`, the learner to move; a course whose every
    /// task is done opens on its page of lessons, `task`'s lesson chosen,
    /// the task behind it.
    pub fn start_lesson(&mut self, course: Course, task: &Task, progress: Progress) {
        let done = course.resume(|t| progress.stars(&t.key())).is_none();
        self.set_task(course, task, progress);
        if done {
            self.open_page();
        }
    }

    /// Sets up `task` of `course` on the board, the learner to move.
    pub(super) fn set_task(&mut self, course: Course, task: &Task, progress: Progress) {
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
        self.play = super::Play::Lesson(Box::new(Lessoning {
            course,
            attempt,
            last: None,
            progress,
            checking: None,
            page: None,
        }));
    }

    /// The solved table of the game on the board, if the worker has sent it.
    fn solved_table(&self) -> Option<std::sync::Arc<dyn crate::ai::Solved>> {
        let (table, key) = self.learn.table.as_ref()?;
        (*key == self.key()).then(|| std::sync::Arc::clone(&table.0))
    }

    /// The learner's move in lesson mode: a worker judges it (see
    /// [`App::send_check`]); until its verdict the board stays as it was.
    /// A move after the task is done is not played.
    pub(super) fn lesson_move(&mut self, mv: Move) {
        let super::Play::Lesson(lesson) = &mut self.play else {
            return;
        };
        self.board.selected = None;
        if let Some(stars) = lesson.attempt.stars() {
            self.status = if lesson.at_end() {
                Status::CourseDone {
                    stars,
                    other: lesson.not_done(),
                }
            } else {
                Status::Lesson(Box::new(Verdict::Done { stars }))
            };
            return;
        }
        // A move tried while another is judged replaces it.
        lesson.checking = Some(Checking {
            ticket: ticket(),
            mv,
            sent: false,
        });
        self.status = Status::CheckingMove(mv);
    }

    /// Asks a worker to judge the move waiting, once it can be judged
    /// exactly: at once, or for a task only the solved table judges, once
    /// the table is here (or known to be missing). Called after every
    /// action, so the table's arrival sends it.
    pub(super) fn send_check(&mut self, effects: &mut Effects) {
        let table = self.solved_table();
        let missing = self.table_missing();
        let Some(lesson) = self.lesson_mut() else {
            return;
        };
        let Some(checking) = &mut lesson.checking else {
            return;
        };
        if checking.sent || (table.is_none() && !missing && lesson.attempt.task().needs_table()) {
            return;
        }
        checking.sent = true;
        effects.push(Effect::CheckMove(Box::new(Check {
            ticket: checking.ticket,
            attempt: lesson.attempt.clone(),
            mv: checking.mv,
            table: table.map(Table),
        })));
    }

    /// A worker's verdict on a lesson move: the task goes on as it says,
    /// the moves it played shown on the board. A stale one is dropped.
    pub(super) fn on_checked(&mut self, checked: Checked) -> Effects {
        let mut effects = Effects::new();
        let Some(lesson) = self.lesson_mut() else {
            return effects;
        };
        let Some(checking) = lesson.checking.filter(|c| c.ticket == checked.ticket) else {
            return effects;
        };
        lesson.checking = None;
        let Checked {
            attempt, verdict, ..
        } = checked;
        lesson.attempt = attempt;
        let mut plays = Vec::new();
        match &verdict {
            Verdict::Played { replies, .. } => {
                plays.push(checking.mv);
                plays.extend(replies.iter().copied());
            }
            Verdict::Done { stars } => {
                plays.push(checking.mv);
                if lesson.progress.record(&lesson.attempt.task().key(), *stars) {
                    effects.push(Effect::SaveProgress(Box::new(lesson.progress.clone())));
                }
            }
            Verdict::Illegal(_) | Verdict::Wrong(_) => {}
        }
        lesson.last = Some(verdict.clone());
        let at_end = lesson.at_end();
        let other = lesson.not_done();
        for mv in plays {
            // The attempt played these already: the game follows it.
            if let Err(err) = self.session.play(mv) {
                self.status = err.into();
                return effects;
            }
        }
        self.board.selected = None;
        // As in games, the cursor stays with the learner's piece, not the
        // reply's (or goes to the nearest piece the learner can move).
        if let (Verdict::Played { .. }, Some(point)) = (&verdict, checking.mv.to()) {
            self.board.cursor = point;
            let mine = self.game().position().to_move();
            if self.game().position().piece_at(point) != Some(mine) {
                self.cursor_to_nearest_movable();
            }
        } else if let (Verdict::Done { .. }, Some(point)) = (&verdict, checking.mv.to()) {
            self.board.cursor = point;
        }
        let lost = self.lesson().and_then(|l| l.attempt.stars_lost());
        self.status = match (verdict, lost) {
            (Verdict::Done { stars }, _) if at_end => Status::CourseDone { stars, other },
            (Verdict::Done { stars }, Some(why)) => Status::StarsLost { stars, why },
            (verdict, _) => Status::Lesson(Box::new(verdict)),
        };
        effects
    }

    /// The coach's move in a lesson: the next of the task's solution, the
    /// fewest moves, while the moves so far follow it; `None` off that way,
    /// once the task is done, and outside lesson mode.
    pub(super) fn lesson_hint(&self) -> Option<Move> {
        let lesson = self.lesson().filter(|l| !l.done())?;
        let task = lesson.task();
        let moves: Vec<Move> = self.game().moves().collect();
        let line = moves
            .strip_prefix(task.prelude.as_slice())
            .unwrap_or(&moves);
        task.solution.strip_prefix(line)?.first().copied()
    }

    /// `t` in lesson mode: the same task from its start.
    pub(super) fn retry_lesson(&mut self) {
        if let Some(lesson) = self.take_lesson() {
            let task = lesson.task().clone();
            self.set_task(lesson.course, &task, lesson.progress);
        }
    }

    /// Enter once a task is done, or `n`: the next task (the first of the
    /// next lesson after a lesson's last); after the course's last, Enter
    /// starts the first game against the computer and `n` opens the other
    /// game's course where it was left.
    pub(super) fn go_on(&mut self, skip: bool) -> Effects {
        let Some(lesson) = self.take_lesson() else {
            return Effects::new();
        };
        let key = lesson.task().key();
        let next = lesson
            .course
            .tasks()
            .skip_while(|t| t.key() != key)
            .nth(1)
            .cloned();
        match next {
            Some(task) => {
                self.set_task(lesson.course, &task, lesson.progress);
                Effects::new()
            }
            None => {
                let variant = lesson.course.variant;
                let not_done = lesson.not_done();
                if !skip {
                    self.play = super::Play::Lesson(Box::new(lesson));
                    return vec![Effect::NewGame(first_game(variant))];
                }
                match not_done {
                    Some(NotDone::Task { lesson: n, number }) => {
                        let task = lesson
                            .course
                            .tasks()
                            .find(|t| t.lesson == n && t.number == number)
                            .cloned();
                        match task {
                            Some(task) => self.set_task(lesson.course, &task, lesson.progress),
                            None => self.play = super::Play::Lesson(Box::new(lesson)),
                        }
                        Effects::new()
                    }
                    Some(NotDone::Course(other)) => {
                        self.play = super::Play::Lesson(Box::new(lesson));
                        vec![Effect::Lesson(other)]
                    }
                    None => {
                        self.play = super::Play::Lesson(Box::new(lesson));
                        Effects::new()
                    }
                }
            }
        }
    }
}
