//! The courses as written: lessons and tasks in the game's own notation,
//! turned into checked [`Lesson`]s and [`Task`]s once.

use super::{Goal, Lesson, Target, Task};
use crate::rules::{Color, Move, Point, Position, RuleOptions, Variant};

/// A lesson as written: its tasks (its title and text are in the
/// catalogue, see the module docs of [`learn`](super)).
pub(super) struct LessonSpec {
    /// Its tasks.
    pub tasks: &'static [TaskSpec],
}

/// A task as written (what it says is in the catalogue).
pub(super) struct TaskSpec {
    /// The start position in position notation, or `start b` / `start w`:
    /// the game's own start with that side to move, as a game begins (the
    /// well's first-move ban binds there, not in a position set up).
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

/// The moves of `text`, read for `variant`: in 참고누, `d2xg7` is a
/// placement with its removal.
fn moves(variant: Variant, text: &str) -> Option<Vec<Move>> {
    text.split_whitespace()
        .map(|w| read_move(variant, w))
        .collect()
}

fn read_move(variant: Variant, text: &str) -> Option<Move> {
    match text.parse().ok()? {
        Move::Capture { from, to } if variant.has_hands() => Some(Move::Place {
            to: from,
            remove: Some(to),
        }),
        mv => Some(mv),
    }
}

/// The position `text` names: notation, or `start b` / `start w`.
fn position(variant: Variant, text: &str) -> Option<Position> {
    match text {
        "start b" => Some(Position::start(variant, Color::Black)),
        "start w" => Some(Position::start(variant, Color::White)),
        _ => Position::parse_as(variant, text).ok(),
    }
}

fn task_of(variant: Variant, lesson: usize, number: usize, spec: &TaskSpec) -> Option<Task> {
    let start = position(variant, spec.position)?;
    if start.variant() != variant {
        return None;
    }
    let goal = match spec.goal {
        GoalSpec::Play(mv) => Goal::Play(read_move(variant, mv)?),
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
        prelude: moves(variant, spec.prelude)?,
        goal,
        solution: moves(variant, spec.solution)?,
    })
}
