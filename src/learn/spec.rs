//! The courses as written: lessons and tasks in the game's own notation,
//! turned into checked [`Lesson`]s and [`Task`]s once.

use super::{Goal, Lesson, Target, Task};
use crate::rules::{Move, Point, Position, RuleOptions, Variant};

/// A lesson as written: its tasks (its title and text are in the
/// catalogue, see the module docs of [`learn`](super)).
pub(super) struct LessonSpec {
    /// Its tasks.
    pub tasks: &'static [TaskSpec],
}

/// A task as written (what it says is in the catalogue).
pub(super) struct TaskSpec {
    /// The start position in position notation.
    pub position: &'static str,
    /// Moves played before the learner takes over, space-separated.
    pub prelude: &'static str,
    /// The goal.
    pub goal: GoalSpec,
    /// One solution line, space-separated.
    pub solution: &'static str,
    /// Four-field: whether captures are forced.
    pub forced_capture: bool,
}

/// A goal as written.
#[derive(Clone, Copy)]
pub(super) enum GoalSpec {
    /// Play this move.
    Play(&'static str),
    /// Put a piece on this point in at most this many moves.
    Reach(&'static str, u8),
    /// Capture within this many moves.
    Capture(u8),
    /// Win within this many moves.
    Win(u8),
    /// Keep the draw for this many moves.
    Hold(u8),
    /// Find the only good move.
    Only,
}

impl TaskSpec {
    /// A task with no prelude and captures optional.
    pub(super) const fn new(
        position: &'static str,
        goal: GoalSpec,
        solution: &'static str,
    ) -> TaskSpec {
        TaskSpec {
            position,
            prelude: "",
            goal,
            solution,
            forced_capture: false,
        }
    }

    /// The same task after `prelude`.
    pub(super) const fn after(self, prelude: &'static str) -> TaskSpec {
        TaskSpec { prelude, ..self }
    }

    /// The same task with captures forced.
    pub(super) const fn forced(self) -> TaskSpec {
        TaskSpec {
            forced_capture: true,
            ..self
        }
    }
}

/// The lessons of `specs`, numbered; a task whose text does not parse is
/// left out (the tests check that none is).
pub(super) fn build(variant: Variant, specs: &[LessonSpec]) -> Vec<Lesson> {
    specs
        .iter()
        .enumerate()
        .map(|(i, spec)| Lesson {
            game: variant,
            number: i + 1,
            tasks: spec
                .tasks
                .iter()
                .enumerate()
                .filter_map(|(j, task)| task_of(variant, i + 1, j + 1, task))
                .collect(),
        })
        .collect()
}

fn moves(text: &str) -> Option<Vec<Move>> {
    text.split_whitespace().map(|w| w.parse().ok()).collect()
}

fn task_of(variant: Variant, lesson: usize, number: usize, spec: &TaskSpec) -> Option<Task> {
    let start: Position = spec.position.parse().ok()?;
    if start.variant() != variant {
        return None;
    }
    let goal = match spec.goal {
        GoalSpec::Play(mv) => Goal::Play(mv.parse().ok()?),
        GoalSpec::Reach(point, moves) => Goal::Force {
            target: Target::Reach(point.parse::<Point>().ok()?),
            moves,
        },
        GoalSpec::Capture(moves) => Goal::Force {
            target: Target::Capture,
            moves,
        },
        GoalSpec::Win(moves) => Goal::Force {
            target: Target::Win,
            moves,
        },
        GoalSpec::Hold(moves) => Goal::Hold { moves },
        GoalSpec::Only => Goal::Only,
    };
    Some(Task {
        lesson,
        number,
        start,
        options: RuleOptions {
            strict_goal: false,
            forced_capture: spec.forced_capture,
            no_repeat: false,
        },
        prelude: moves(spec.prelude)?,
        goal,
        solution: moves(spec.solution)?,
    })
}
