//! The four-field course: from the step and the capture to the endgames of
//! the solved game.

use super::spec::GoalSpec::{Capture, Hold, Only, Play, Reach, Win};
use super::spec::{LessonSpec, TaskSpec as T};

/// The start, Black to move.
const START: &str = "wwww/wwww/bbbb/bbbb b";

/// The lessons, in order.
pub(super) const LESSONS: &[LessonSpec] = &[
    // 1. Steps along the lines
    LessonSpec {
        tasks: &[
            T::new("ww../w.../...b/..bb b", Reach("c3", 2), "c1-c2 a3-a2 c2-c3"),
            T::new("ww../w.../...b/..bb b", Play("d2-d3"), "d2-d3"),
            T::new("ww../w.../...b/..bb b", Reach("d4", 2), "d2-d3 a3-a2 d3-d4"),
        ],
    },
    // 2. The capture
    LessonSpec {
        tasks: &[
            T::new("w.../.w../.b../.b.. b", Capture(1), "b1xb3"),
            T::new("...w/..../bbw./.... b", Capture(1), "a2xc2"),
            T::new("b.../..../.wwb/.... w", Capture(1), "b2xd2"),
        ],
    },
    // 3. What is not a capture
    LessonSpec {
        tasks: &[
            T::new("..w./.w../.b../bb.. b", Capture(1), "b1xb3"),
            T::new("..../..w./.b../bwbb b", Capture(1), "d1xb1"),
            T::new("..../w.w./w.b./b.b. b", Capture(1), "c1xc3"),
            T::new("...w/.w../bb../bb.. b", Capture(1), "b1xb3"),
        ],
    },
    // 4. The first move
    LessonSpec {
        tasks: &[
            T::new(START, Capture(1), "a1xa3"),
            T::new(START, Play("b1xb3"), "b1xb3"),
            T::new(START, Capture(1), "b4xb2").after("a1xa3"),
        ],
    },
    // 5. Winning
    LessonSpec {
        tasks: &[
            T::new("..../.w../.b../.bw. b", Win(1), "b1xb3"),
            T::new("..w./..w./..b./b... w", Win(1), "c4xc2"),
            T::new("w.wb/bbb./..../.... b", Win(1), "b3-b4"),
        ],
    },
    // 6. Forced captures
    LessonSpec {
        tasks: &[
            T::new("..../.w../.w../bbwb b", Win(2), "a1xc1 b3xb1 d1xb1").forced(),
            T::new("w.../w.../bwbb/.... b", Win(2), "d2xb2 a4xa2 c2xa2").forced(),
            T::new("..bb/wwb./..w./..b. b", Win(2), "c4xc2 a3xc3 c1xc3").forced(),
        ],
    },
    // 7. Tactics
    LessonSpec {
        tasks: &[
            T::new(
                "...w/.w.w/.bb./bwb. b",
                Capture(3),
                "c1-d1 b1-c1 b2-b1 b3-a3 a1xc1",
            ),
            T::new(
                "wb.w/bw../..b./.b.w b",
                Capture(3),
                "b1-a1 b3-b2 a1-a2 b2-b1 a2xa4",
            ),
            T::new(
                ".bww/b.w./..bw/.b.. b",
                Capture(3),
                "b4-b3 c3-d3 c2-c3 c4-b4 b3xd3",
            ),
            T::new("wwbb/b.../..../w... b", Win(2), "d4xb4 a1-a2 c4xa4"),
        ],
    },
    // 8. Endgames
    LessonSpec {
        tasks: &[
            T::new(
                "wbwb/..../b.../.... b",
                Win(3),
                "a2-a3 c4-c3 d4-c4 c3-b3 c4xa4",
            ),
            T::new(
                "w.../b.../..../w.bb b",
                Win(4),
                "a3-a2 a4-a3 c1-b1 a3-a4 d1-c1 a4-a3 c1xa1",
            ),
            T::new("...b/w..w/...w/b... b", Only, "d4-c4"),
            T::new(".b../w.w./..w./.b.. b", Hold(2), "b4-b3 a3-a2 b1-b2"),
            T::new("..wb/..../..../.bww b", Hold(2), "b1-a1 c1-c2 d4-d3"),
        ],
    },
    // 9. Safe points
    LessonSpec {
        tasks: &[
            T::new("..../...w/bww./b.b. b", Only, "a2-a3"),
            T::new("..b./bw../bww./.... b", Only, "a2-a1"),
            T::new("..../.wwb/b.wb/.... b", Only, "d3-d4"),
        ],
    },
    // 10. Trading down
    LessonSpec {
        tasks: &[
            T::new(".w.w/.bbw/bb.b/.... b", Win(2), "b2xb4 d4-c4 b3xd3"),
            T::new(
                "..w./wbb./wwbb/b... b",
                Win(3),
                "d2xb2 a3-a4 c2xc4 a2-a3 c3xa3",
            ),
            T::new(
                "bww./bbw./..../..bb b",
                Win(3),
                "a3xc3 c4-d4 c1-c2 b4-c4 c2xc4",
            ),
        ],
    },
];
