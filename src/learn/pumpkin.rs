//! The course of 호박고누 (pumpkin kono): the circle and the home rows, the
//! blockade, and wins and saves from the solved game.

use super::spec::GoalSpec::{Only, Play, Reach, Win};
use super::spec::{LessonSpec, TaskSpec as T};

/// The lessons, in order.
pub(super) const LESSONS: &[LessonSpec] = &[
    LessonSpec {
        title: "Round the pumpkin",
        text: &[
            "호박고누 has 11 points: a home row of three for each side, and between",
            "them the pumpkin, a circle of four points round a centre.",
            "Three pieces each, Black at the bottom. A piece steps along a line to",
            "an empty point: along its home row, up the stem, round the circle.",
        ],
        tasks: &[
            T::new(
                "Make the first move: only c1 can go, up the stem.",
                "start b",
                Play("c1-c2"),
                "c1-c2",
            ),
            T::new(
                "Put a piece on c3, the centre.",
                "start b",
                Reach("c3", 2),
                "c1-c2 c5-c4 c2-c3",
            ),
            T::new(
                "Go round the circle: put a piece on d3.",
                "start b",
                Reach("d3", 2),
                "c1-c2 c5-c4 c2-d3",
            ),
        ],
    },
    LessonSpec {
        title: "Home rows",
        text: &[
            "A piece on its own home row may step along it. Once it leaves, it may",
            "never come back into it. A piece that enters the other side's home row",
            "stays there for good, stepping only along that row.",
        ],
        tasks: &[
            T::new(
                "a1 is still at home: step it along the row to c1.",
                "w.w/w/.../b/b.b b",
                Play("a1-c1"),
                "a1-c1",
            ),
            T::new(
                "You are White: c4 has left home for good. Step it to the centre.",
                "w.w/w/.../b/b.b w",
                Play("c4-c3"),
                "c4-c3",
            ),
            T::new(
                "Your c5 is in White's home: it moves only along it. Play c5-a5.",
                ".bw/./w.w/./b.b b",
                Play("c5-a5"),
                "c5-a5",
            ),
        ],
    },
    LessonSpec {
        title: "Blocking wins",
        text: &[
            "A player who cannot move on their turn loses.",
            "A piece in the enemy's home row blocks it from inside, and a piece on",
            "the stem closes the row's only way out.",
        ],
        tasks: &[
            T::new("Leave White no move.", "www/./.b./b/.b. b", Win(1), "c3-c4"),
            T::new("Leave White no move.", "w.w/b/.../b/wb. b", Win(1), "c4-c5"),
            T::new(
                "White's two pieces are stuck in your row. Win.",
                "w../b/.../b/bww b",
                Win(1),
                "c4-c5",
            ),
            T::new(
                "Win in 2 moves.",
                "ww./b/.../b/b.w b",
                Win(2),
                "a1-c1 c5-e5 c4-c5",
            ),
        ],
    },
    LessonSpec {
        title: "From the solved game",
        text: &[
            "Solved, 호박고누 is a draw, and no win takes more than 4 moves.",
            "The opponent plays perfectly. Win in the fewest moves, or find the",
            "one move that does not lose.",
        ],
        tasks: &[
            T::new(
                "Win in 3 moves.",
                "ww././.b./b/bw. b",
                Win(3),
                "c3-c4 c1-e1 a1-c1 c5-e5 c4-c5",
            ),
            T::new(
                "Win in 4 moves.",
                "ww././.b./b/b.w b",
                Win(4),
                "c3-c4 c5-e5 a1-c1 a5-c5 c2-b3 c5-a5 c4-c5",
            ),
            T::new(
                "Every move but one loses. Find it.",
                "b.w/./w.w/./bb. b",
                Only,
                "c1-c2",
            ),
            T::new(
                "Every move but one loses. Find it.",
                "b.w/./w.w/./.bb b",
                Only,
                "c1-c2",
            ),
        ],
    },
];
