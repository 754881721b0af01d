//! The lessons: a course for each game, its tasks on the real board, and
//! the exact checking of every move a learner plays. Pure: no I/O and no
//! terminal; the values come from `ai` (a solved table when one is at hand,
//! otherwise a bounded proof search of its own, [`prove`]).
//!
//! A [`Course`] is a list of [`Lesson`]s, each a few lines of text and a few
//! [`Task`]s. A task is a start position, a [`Goal`] and one solution line;
//! an [`Attempt`] plays a task: each of the learner's moves is checked at
//! once ([`Verdict`]), a wrong one is explained ([`Refutation`]) and taken
//! back, and the opponent replies perfectly.
//!
//! # Where a course's words live
//!
//! A course is written in two places. Its Rust file (`five.rs`, `four.rs`…)
//! holds the structure only: each lesson's tasks, with their positions,
//! goals and solution lines, and no prose. Every sentence the learner reads
//! is in the message catalogue, in `src/i18n/<lang>/course-<game>.ftl`
//! (`<game>` is [`Variant::name`]: `five`, `four`, `well`…), under ids
//! computed from the lesson's and the task's numbers (both from 1):
//!
//! - `course-<game>-<lesson>-title`: the lesson's title, a few words;
//! - `course-<game>-<lesson>-text`: its text, at most four lines of at most
//!   76 columns (a Fluent value on several indented lines: each is a line);
//! - `course-<game>-<lesson>-<task>`: what the task asks, one line of at
//!   most 76 columns.
//!
//! [`Lesson::title`], [`Lesson::text`] and [`Task::prompt`] look them up in
//! the language in use, when asked (so one course serves every language);
//! [`Lesson::ids`] lists the ids a lesson needs. Every course file is one
//! line per language in `src/i18n/files.rs`. The tests hold every lesson
//! and task of every course to its words in every language (and every
//! `course-` id of the catalogue to a lesson or task), so a new course
//! needs its `.ftl` in English and Korean at once. A line may not start
//! with `[`, `*` or `.`, and a `{` is written `{"{"}` (Fluent syntax).

mod attempt;
pub mod coach;
mod five;
mod four;
mod judge;
mod line;
mod mill;
pub mod prove;
mod pumpkin;
mod spec;
mod well;
mod words;

use crate::i18n::tr;
use crate::rules::{Color, Move, Point, Position, RuleOptions, Variant};

pub use attempt::{Attempt, Miss, SLACK, StarsLost, Verdict, stars};
pub use judge::{Outlook, Refutation};
pub use words::{line as words_line, value_words};

/// What a task asks of the learner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Play this move.
    Play(Move),
    /// Reach the target in at most `moves` moves of yours against perfect
    /// defence (the fewest that can do it: 3 stars).
    Force {
        /// What to reach.
        target: Target,
        /// The fewest of your moves that force it.
        moves: u8,
    },
    /// Keep the draw for `moves` moves of yours against perfect play: no
    /// move of yours may let the opponent force a win.
    Hold {
        /// How many of your moves.
        moves: u8,
    },
    /// Find the only move that keeps the position's value (the only win, or
    /// the only move that does not lose).
    Only,
}

/// What a [`Goal::Force`] task asks to reach.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// Win the game.
    Win,
    /// Capture or remove an enemy piece (four-field, 줄고누, 참고누).
    Capture,
    /// Put a piece of yours on this point.
    Reach(Point),
}

impl Goal {
    /// The fewest moves of the learner's that fulfil the goal: what earns 3
    /// stars.
    pub const fn par(self) -> u8 {
        match self {
            Goal::Play(_) | Goal::Only => 1,
            Goal::Force { moves, .. } | Goal::Hold { moves } => moves,
        }
    }
}

/// One task: a position on the real board, what to do there, and one line
/// that does it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Task {
    /// Its place: the lesson's number and the task's, both from 1.
    pub lesson: usize,
    /// The task's number within its lesson, from 1.
    pub number: usize,
    /// The start position; the side to move is the learner.
    pub start: Position,
    /// The rule options in force.
    pub options: RuleOptions,
    /// Moves already played from `start` before the learner takes over
    /// (they count for the repetition draw).
    pub prelude: Vec<Move>,
    /// What to do.
    pub goal: Goal,
    /// One line that fulfils the goal: the learner's moves and the
    /// opponent's perfect replies, from the position after the prelude.
    pub solution: Vec<Move>,
}

impl Task {
    /// The catalogue id of what it asks: `course-five-3-2`.
    pub fn prompt_id(&self) -> String {
        format!(
            "course-{}-{}-{}",
            self.start.variant().name(),
            self.lesson,
            self.number
        )
    }

    /// What it asks, one line in plain words, in the language in use.
    pub fn prompt(&self) -> String {
        tr(&self.prompt_id(), &[])
    }

    /// The learner's colour: the side to move after the prelude.
    pub fn player(&self) -> Color {
        self.prelude
            .iter()
            .fold(self.start, |pos, &mv| pos.play_unchecked(mv))
            .to_move()
    }

    /// Whether only the solved table judges its moves exactly: a task to
    /// hold the draw or find the only good move in a game whose table is
    /// built in seconds (four-field and the small gonu games: the proof
    /// search sees a loss only a few moves deep). Its moves wait for the
    /// table; every other task is judged exactly by the proof search
    /// without one.
    pub fn needs_table(&self) -> bool {
        let quick = matches!(
            self.start.variant(),
            Variant::Four | Variant::Well | Variant::Pumpkin | Variant::Line
        );
        quick && matches!(self.goal, Goal::Hold { .. } | Goal::Only)
    }

    /// The point whose class of points the board shows during the task:
    /// the target of a task of five-field's lesson on the two classes
    /// (diagonal steps never leave a class; the board draws none).
    pub fn class_shown(&self) -> Option<Point> {
        match self.goal {
            Goal::Force {
                target: Target::Reach(point),
                ..
            } if self.start.variant() == Variant::Five && self.lesson == five::CLASSES => {
                Some(point)
            }
            _ => None,
        }
    }

    /// The key under which its progress is kept: `five.3.2` for the second
    /// task of five-field's third lesson.
    pub fn key(&self) -> String {
        format!(
            "{}.{}.{}",
            self.start.variant().name(),
            self.lesson,
            self.number
        )
    }
}

/// A lesson: a title, at most four short lines of text, then its tasks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// The game whose course it is in.
    pub game: Variant,
    /// Its number within the course, from 1.
    pub number: usize,
    /// The tasks, 3 to 6.
    pub tasks: Vec<Task>,
}

impl Lesson {
    /// The start of its catalogue ids: `course-five-3`.
    fn id(&self) -> String {
        format!("course-{}-{}", self.game.name(), self.number)
    }

    /// Its title, a few words, in the language in use.
    pub fn title(&self) -> String {
        tr(&format!("{}-title", self.id()), &[])
    }

    /// Its text, at most four lines, in the language in use.
    pub fn text(&self) -> Vec<String> {
        tr(&format!("{}-text", self.id()), &[])
            .lines()
            .map(str::to_string)
            .collect()
    }

    /// Every catalogue id it needs: its title, its text, each task's.
    pub fn ids(&self) -> Vec<String> {
        let id = self.id();
        [format!("{id}-title"), format!("{id}-text")]
            .into_iter()
            .chain(self.tasks.iter().map(Task::prompt_id))
            .collect()
    }
}

/// The course of one game: its lessons in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Course {
    /// The game.
    pub variant: Variant,
    /// The lessons, first to last.
    pub lessons: Vec<Lesson>,
}

impl Course {
    /// The course of `variant`.
    pub fn of(variant: Variant) -> Course {
        Course {
            variant,
            lessons: spec::build(variant, written(variant)),
        }
    }

    /// Every game's course, in the order of [`Variant::ALL`].
    pub fn all() -> Vec<Course> {
        Variant::ALL.into_iter().map(Course::of).collect()
    }

    /// Every task of the course, lesson by lesson.
    pub fn tasks(&self) -> impl Iterator<Item = &Task> {
        self.lessons.iter().flat_map(|lesson| lesson.tasks.iter())
    }

    /// The lesson numbered `number` (from 1).
    pub fn lesson(&self, number: usize) -> Option<&Lesson> {
        self.lessons.get(number.checked_sub(1)?)
    }

    /// How many lessons are done (every task has a star), given each
    /// task's stars.
    pub fn lessons_done(&self, stars: impl Fn(&Task) -> Option<u8>) -> usize {
        self.lessons
            .iter()
            .filter(|lesson| lesson.tasks.iter().all(|task| stars(task).is_some()))
            .count()
    }

    /// Where to continue: the first task not done, or `None` when the
    /// whole course is done.
    pub fn resume(&self, stars: impl Fn(&Task) -> Option<u8>) -> Option<&Task> {
        self.tasks().find(|task| stars(task).is_none())
    }
}

/// Whether two points are in the same class of five-field's points (file
/// plus rank both even or both odd): a diagonal step keeps a piece in its
/// class.
pub fn same_class(a: Point, b: Point) -> bool {
    (a.file() + a.rank()) % 2 == (b.file() + b.rank()) % 2
}

/// The one list of courses: each game's lessons as written, in its own
/// module. Nothing else in the program names a game's course.
const fn written(variant: Variant) -> &'static [spec::LessonSpec] {
    match variant {
        Variant::Five => five::LESSONS,
        Variant::Four => four::LESSONS,
        Variant::Well => well::LESSONS,
        Variant::Pumpkin => pumpkin::LESSONS,
        Variant::Line => line::LESSONS,
        Variant::Mill => mill::LESSONS,
    }
}

/// How many task specifications each course has: the built course must
/// have them all (a specification that does not parse would be dropped).
pub fn specified_tasks(variant: Variant) -> usize {
    written(variant).iter().map(|l| l.tasks.len()).sum()
}
