//! The course of 참고누 (the mill game): placing, the 곤 and its removal,
//! the marked points, moving and winning, and short wins the proof search
//! proves (the game is too large to solve).

use super::spec::GoalSpec::{Capture, Play, Win};
use super::spec::{LessonSpec, TaskSpec as T};

/// The lessons, in order.
pub(super) const LESSONS: &[LessonSpec] = &[
    // 1. Placing
    LessonSpec {
        tasks: &[
            T::new("start b", Play("d2"), "d2"),
            T::new("ww1/3/3/5b/3/3/b2 b 10 10", Play("g7"), "g7"),
            T::new("w2/w2/3/5b/3/3/1b1 b 10 10", Play("c5"), "c5"),
        ],
    },
    // 2. 곤: three in a line
    LessonSpec {
        tasks: &[
            T::new("ww1/3/3/6/3/3/bb1 b 10 10", Capture(1), "g1xd7"),
            T::new("1ww/3/3/6/3/b2/b2 b 10 10", Capture(1), "c3xd7"),
            T::new("ww1/1w1/3/6/3/b2/bb1 b 9 9", Play("g1xd7"), "g1xd7"),
            T::new("xw1/3/3/6/3/3/bbb w 9 10", Play("g7"), "g7"),
        ],
    },
    // 3. Moving and winning
    LessonSpec {
        tasks: &[
            T::new("1b1/3/1b1/wbb2b/b2/ww1/2w b 0 0", Capture(1), "d5-c5xa4"),
            T::new("3/www/3/5b/3/3/bb1 b 0 0", Win(1), "g4-g1xb6"),
            T::new("b2/3/3/wbb3/ww1/wbb/b2 b 0 0", Win(1), "f2-e3"),
            T::new("2b/bwb/wbw/bwbbww/wwb/wbw/bwb b 1 1", Capture(1), "a7xd6"),
        ],
    },
    // 4. Threats that cannot be stopped
    LessonSpec {
        tasks: &[
            T::new(
                "3/wb1/1b1/w1b1w1/1b1/3/3 b 0 0",
                Win(2),
                "d5-c5 a4-a1 d3-c3xa1",
            ),
            T::new(
                "1b1/1b1/3/1w1w1b/3/2w/1b1 b 0 0",
                Win(2),
                "d1-g1 b4-a4 d7-g7xa4",
            ),
            T::new(
                "bw1/b1b/3/2w1w1/b2/3/2b b 0 0",
                Win(2),
                "b6-d6 c4-b4 a7-b6xb4",
            ),
        ],
    },
];
