//! The course of 참고누 (the mill game): placing, the 곤 and its removal,
//! the marked points, moving and winning, and short wins the proof search
//! proves (the game is too large to solve).

use super::spec::GoalSpec::{Capture, Play, Win};
use super::spec::{LessonSpec, TaskSpec as T};

/// The lessons, in order.
pub(super) const LESSONS: &[LessonSpec] = &[
    LessonSpec {
        title: "Placing",
        text: &[
            "참고누 is played on the 24 points of three squares, joined across the",
            "middle of each side and by diagonals at the corners.",
            "Each side has 12 pieces in hand. Turn by turn, each places one on an",
            "empty point, Black first.",
        ],
        tasks: &[
            T::new("Place your first piece on d2.", "start b", Play("d2"), "d2"),
            T::new(
                "White has two on the top side: place on g7 to block it.",
                "ww1/3/3/5b/3/3/b2 b 10 10",
                Play("g7"),
                "g7",
            ),
            T::new(
                "White has two on a diagonal: block it.",
                "w2/w2/3/5b/3/3/1b1 b 10 10",
                Play("c5"),
                "c5",
            ),
        ],
    },
    LessonSpec {
        title: "곤: three in a line",
        text: &[
            "Three of your pieces on one line of three points is a 곤: a side, a",
            "line across, or a corner diagonal. The move that makes it removes",
            "one enemy piece of your choice. While the placing lasts, nobody",
            "places where the removed piece stood: the point is marked.",
        ],
        tasks: &[
            T::new(
                "Make a 곤 and remove a piece.",
                "ww1/3/3/6/3/3/bb1 b 10 10",
                Capture(1),
                "g1xd7",
            ),
            T::new(
                "Diagonals count too: make a 곤 and remove a piece.",
                "1ww/3/3/6/3/b2/b2 b 10 10",
                Capture(1),
                "c3xd7",
            ),
            T::new(
                "Make a 곤 and remove the piece in both of White's threats.",
                "ww1/1w1/3/6/3/b2/bb1 b 9 9",
                Play("g1xd7"),
                "g1xd7",
            ),
            T::new(
                "You are White: a7 is marked. Block Black on the top side at g7.",
                "xw1/3/3/6/3/3/bbb w 9 10",
                Play("g7"),
                "g7",
            ),
        ],
    },
    LessonSpec {
        title: "Moving and winning",
        text: &[
            "Once all 24 pieces are placed, the marks are cleared and a piece steps",
            "along a line to an empty point. A step that makes a 곤 removes too.",
            "You win when the opponent is down to two pieces, or cannot move.",
        ],
        tasks: &[
            T::new(
                "Make a 곤 with a step and remove a piece.",
                "1b1/3/1b1/wbb2b/b2/ww1/2w b 0 0",
                Capture(1),
                "d5-c5xa4",
            ),
            T::new(
                "White has three pieces. Win.",
                "3/www/3/5b/3/3/bb1 b 0 0",
                Win(1),
                "g4-g1xb6",
            ),
            T::new(
                "Leave White no move.",
                "b2/3/3/wbb3/ww1/wbb/b2 b 0 0",
                Win(1),
                "f2-e3",
            ),
        ],
    },
    LessonSpec {
        title: "Threats that cannot be stopped",
        text: &[
            "참고누 is too large to solve, but short wins can be proven: the",
            "opponent defends perfectly. Prepare a 곤 the other side cannot block,",
            "or two at once.",
        ],
        tasks: &[
            T::new(
                "Win in 2 moves.",
                "3/wb1/1b1/w1b1w1/1b1/3/3 b 0 0",
                Win(2),
                "d5-c5 a4-a1 d3-c3xa1",
            ),
            T::new(
                "Win in 2 moves.",
                "1b1/1b1/3/1w1w1b/3/2w/1b1 b 0 0",
                Win(2),
                "d1-g1 b4-a4 d7-g7xa4",
            ),
            T::new(
                "Win in 2 moves.",
                "bw1/b1b/3/2w1w1/b2/3/2b b 0 0",
                Win(2),
                "b6-d6 c4-b4 a7-b6xb4",
            ),
        ],
    },
];
