//! The course of 줄고누 (line kono): steps on the grid, the custodian
//! capture of one and of two pieces, the ways to win, and endings from the
//! solved game.

use super::spec::GoalSpec::{Capture, Only, Play, Reach, Win};
use super::spec::{LessonSpec, TaskSpec as T};

/// The lessons, in order.
pub(super) const LESSONS: &[LessonSpec] = &[
    // 1. Steps on the grid
    LessonSpec {
        tasks: &[
            T::new("start b", Play("b1-b2"), "b1-b2"),
            T::new("w..w/..../.b../b..b b", Play("d1-c1"), "d1-c1"),
            T::new("w..w/..../.b../b..b b", Reach("c3", 2), "b2-b3 a4-a3 b3-c3"),
        ],
    },
    // 2. Trapping pieces
    LessonSpec {
        tasks: &[
            T::new("..w./.b../.w../b... b", Capture(1), "a1-b1"),
            T::new("b..w/w..w/w.../.b.. b", Play("b1-a1"), "b1-a1"),
            T::new("w.bw/..w./bw../..b. b", Play("c1-c2"), "c1-c2"),
            T::new("w..b/..../.b../w.w. b", Play("b2-b1"), "b2-b1"),
        ],
    },
    // 3. Winning
    LessonSpec {
        tasks: &[
            T::new("..../w.../.bw./b..b b", Win(1), "d1-d2"),
            T::new("b.../w.../w.../.b.. b", Win(1), "b1-a1"),
            T::new("ww.b/bb../..../.... b", Win(1), "d4-c4"),
        ],
    },
    // 4. From the solved game
    LessonSpec {
        tasks: &[
            T::new("..../.w../b.b./.w.b b", Win(2), "a2-a1 b1-b2 a1-a2"),
            T::new(
                "..../..w./bb.b/..w. b",
                Win(3),
                "d2-d1 c1-b1 a2-a1 b1-c1 a1-b1",
            ),
            T::new("..../.w.w/b.../wb.b b", Only, "a2-a3"),
            T::new("w.../.w../b.../wb.b b", Only, "a2-b2"),
        ],
    },
];
