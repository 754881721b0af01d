//! The course of 우물고누 (well kono): the five points and the well, the
//! banned first move, the blockade, and the one-move look-ahead that the
//! solved game asks for.

use super::spec::GoalSpec::{Only, Play, Reach, Win};
use super::spec::{LessonSpec, TaskSpec as T};

/// A position of the middle game: Black on b2 and c1, White on a3 and a1,
/// c3 empty.
const MIDDLE: &str = "w./b/wb b";

/// The moves that bring the start's layout back, Black to move: after
/// them it is no longer the game's first move.
const ROUND: &str = "c1-b2 c3-c1 b2-c3 c1-b2 c3-c1 b2-c3";

/// The lessons, in order.
pub(super) const LESSONS: &[LessonSpec] = &[
    LessonSpec {
        title: "Five points and the well",
        text: &[
            "우물고누 is played on five points: the corners of a square and its centre.",
            "Lines join the centre to every corner, and three sides join the corners.",
            "The left side is the well: no line, so no step across it.",
            "Two pieces each. A piece steps along a line to the empty point.",
        ],
        tasks: &[
            T::new(
                "Step the piece on c1 up to c3.",
                MIDDLE,
                Play("c1-c3"),
                "c1-c3",
            ),
            T::new(
                "Step the centre piece to c3.",
                MIDDLE,
                Play("b2-c3"),
                "b2-c3",
            ),
            T::new(
                "a1 cannot cross the well. Put a piece on a3.",
                ".w/b/bw b",
                Reach("a3", 1),
                "b2-a3",
            ),
        ],
    },
    LessonSpec {
        title: "The first move",
        text: &[
            "The game starts with Black on a1 and c1, White on a3 and c3.",
            "The very first move may not take the piece beside the well into the",
            "centre: the other side could not move at all. Only that first move.",
        ],
        tasks: &[
            T::new(
                "Make the first move of the game (a1-b2 is not allowed).",
                "start b",
                Play("c1-b2"),
                "c1-b2",
            ),
            T::new(
                "You are White and move first: make the first move.",
                "start w",
                Play("c3-b2"),
                "c3-b2",
            ),
            T::new(
                "The start again, but not the first move: a1-b2 is allowed. Win.",
                "start b",
                Win(1),
                "a1-b2",
            )
            .after(ROUND),
        ],
    },
    LessonSpec {
        title: "Blocking wins",
        text: &[
            "A player who cannot move on their turn loses.",
            "With one empty point, the enemy pieces can only step there: fill the",
            "point they are waiting for, and they are stuck.",
        ],
        tasks: &[
            T::new("Leave White no move.", "ww/b/b. b", Win(1), "a1-c1"),
            T::new("Leave White no move.", "b./b/ww b", Win(1), "a3-c3"),
            T::new("Leave White no move.", "bb/./ww b", Win(1), "a3-b2"),
            T::new(
                "You are White: leave Black no move.",
                "bb/./ww w",
                Win(1),
                "a1-b2",
            ),
        ],
    },
    LessonSpec {
        title: "Look one move ahead",
        text: &[
            "Solved, 우물고누 is a draw: nobody can force a win. Every loss comes at",
            "once, from a step that opens the one point the enemy needs.",
            "Before you step, ask what the empty point will give the other side.",
        ],
        tasks: &[
            T::new(
                "One move keeps the draw. Find it.",
                "ww/b/.b b",
                Only,
                "c1-a1",
            ),
            T::new(
                "One move keeps the draw. Find it.",
                "b./w/wb b",
                Only,
                "a3-c3",
            ),
            T::new(
                "One move keeps the draw. Find it.",
                "wb/w/b. b",
                Only,
                "a1-c1",
            ),
            T::new(
                "One move keeps the draw. Find it.",
                ".b/b/ww b",
                Only,
                "c3-a3",
            ),
        ],
    },
];
