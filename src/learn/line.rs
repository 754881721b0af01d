//! The course of 줄고누 (line kono): steps on the grid, the custodian
//! capture of one and of two pieces, the ways to win, and endings from the
//! solved game.

use super::spec::GoalSpec::{Capture, Only, Play, Reach, Win};
use super::spec::{LessonSpec, TaskSpec as T};

/// The lessons, in order.
pub(super) const LESSONS: &[LessonSpec] = &[
    LessonSpec {
        title: "Steps on the grid",
        text: &[
            "줄고누 is played on the 16 points of a 4 by 4 grid.",
            "Four pieces each: Black on the bottom row, White on the top.",
            "A piece steps one point along a line, up, down, left or right,",
            "onto an empty point. No jumps.",
        ],
        tasks: &[
            T::new("Step b1 up to b2.", "start b", Play("b1-b2"), "b1-b2"),
            T::new(
                "Step d1 to the left, to c1.",
                "w..w/..../.b../b..b b",
                Play("d1-c1"),
                "d1-c1",
            ),
            T::new(
                "Put a piece on c3.",
                "w..w/..../.b../b..b b",
                Reach("c3", 2),
                "b2-b3 a4-a3 b3-c3",
            ),
        ],
    },
    LessonSpec {
        title: "Trapping pieces",
        text: &[
            "After your step, enemy pieces caught in a straight row between the",
            "piece you moved and another of yours, one or two with no gap, are",
            "captured. A step can trap in two directions at once. Stepping in",
            "between two enemy pieces is safe: only the one who moves captures.",
        ],
        tasks: &[
            T::new(
                "Trap b2 and capture it.",
                "..w./.b../.w../b... b",
                Capture(1),
                "a1-b1",
            ),
            T::new(
                "Capture two pieces in a row with one step.",
                "b..w/w..w/w.../.b.. b",
                Play("b1-a1"),
                "b1-a1",
            ),
            T::new(
                "Capture in two directions with one step.",
                "w.bw/..w./bw../..b. b",
                Play("c1-c2"),
                "c1-c2",
            ),
            T::new(
                "Step in between a1 and c1: it is safe. Play b2-b1.",
                "w..b/..../.b../w.w. b",
                Play("b2-b1"),
                "b2-b1",
            ),
        ],
    },
    LessonSpec {
        title: "Winning",
        text: &[
            "You win when the opponent has one piece left or none,",
            "or when the opponent cannot move.",
        ],
        tasks: &[
            T::new(
                "Leave White one piece.",
                "..../w.../.bw./b..b b",
                Win(1),
                "d1-d2",
            ),
            T::new(
                "Capture both of White's pieces.",
                "b.../w.../w.../.b.. b",
                Win(1),
                "b1-a1",
            ),
            T::new(
                "Leave White no move.",
                "ww.b/bb../..../.... b",
                Win(1),
                "d4-c4",
            ),
        ],
    },
    LessonSpec {
        title: "From the solved game",
        text: &[
            "Solved, 줄고누 is a draw from the start. The opponent plays perfectly.",
            "Win in the fewest moves, or find the one move that does not lose.",
        ],
        tasks: &[
            T::new(
                "Win in 2 moves.",
                "..../.w../b.b./.w.b b",
                Win(2),
                "a2-a1 b1-b2 a1-a2",
            ),
            T::new(
                "Win in 3 moves.",
                "..../..w./bb.b/..w. b",
                Win(3),
                "d2-d1 c1-b1 a2-a1 b1-c1 a1-b1",
            ),
            T::new(
                "Every move but one loses. Find it.",
                "..../.w.w/b.../wb.b b",
                Only,
                "a2-a3",
            ),
            T::new(
                "Every move but one loses. Find it.",
                "w.../.w../b.../wb.b b",
                Only,
                "a2-b2",
            ),
        ],
    },
];
