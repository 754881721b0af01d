//! The five-field course: from the board and the diagonal step to the
//! endgames of the solved game.

use super::spec::GoalSpec::{Only, Play, Reach, Win};
use super::spec::{LessonSpec, TaskSpec as T};

/// The start, Black to move.
const START: &str = "wwwww/w...w/...../b...b/bbbbb b";

/// Black's c1 boxed in by its own b2 and d2.
const BOXED: &str = "wwwww/w...w/...../bb.bb/.bbb. b";

/// The lesson on the two classes of points: its board shows the class of
/// each task's target point.
pub(super) const CLASSES: usize = 5;

/// The lessons, in order.
pub(super) const LESSONS: &[LessonSpec] = &[
    // 1. The board and the points
    LessonSpec {
        tasks: &[
            T::new(START, Play("a2-b3"), "a2-b3"),
            T::new(START, Play("e2-d3"), "e2-d3"),
            T::new(START, Play("c1-b2"), "c1-b2"),
            T::new(START, Reach("c3", 2), "a1-b2 a4-b3 b2-c3"),
        ],
    },
    // 2. The diagonal step
    LessonSpec {
        tasks: &[
            T::new("wwwww/w...w/..b../b...b/bb.bb b", Play("c3-d4"), "c3-d4"),
            T::new("wwwww/w...w/..b../b...b/bb.bb b", Play("c3-b2"), "c3-b2"),
            T::new(
                "wwwww/w...w/..b../b...b/bb.bb b",
                Reach("c1", 2),
                "a1-b2 a4-b3 b2-c1",
            ),
            T::new(
                "wwwww/w...w/..b../b...b/bb.bb b",
                Reach("e3", 2),
                "c3-d2 a4-b3 d2-e3",
            ),
        ],
    },
    // 3. One piece a point
    LessonSpec {
        tasks: &[
            T::new(START, Play("a1-b2"), "a1-b2"),
            T::new(BOXED, Reach("c3", 1), "b2-c3"),
            T::new(BOXED, Reach("a1", 1), "b2-a1"),
        ],
    },
    // 4. Filling the camp
    LessonSpec {
        tasks: &[
            T::new("bbbbb/b..../..wb./w.w../wwww. b", Win(1), "d3-e4"),
            T::new("wwbbb/b..../.bbb./w..../wwww. b", Win(1), "d3-e4"),
            T::new(
                "wbb../wbbbw/.w.b./b..../.ww.w b",
                Win(2),
                "c4-d5 b1-c2 d4-e5",
            ),
            T::new(
                "bwbbb/w.b../.w.w./bwbw./....w b",
                Win(2),
                "d5-e4 b2-a1 c4-d5",
            ),
        ],
    },
    // 5. Two classes of points
    LessonSpec {
        tasks: &[
            T::new(START, Reach("a3", 2), "a1-b2 a4-b3 b2-a3"),
            T::new(START, Reach("e3", 2), "c1-d2 a4-b3 d2-e3"),
            T::new(
                ".w.ww/.w.ww/.wb../b..bb/.b.bb b",
                Reach("a1", 2),
                "c3-b2 b3-a4 b2-a1",
            ),
        ],
    },
    // 6. Your own camp, and the pass
    LessonSpec {
        tasks: &[
            T::new("www.w/w.b.w/...b./b..../bwbbb b", Win(1), "c4-d5"),
            T::new("ww.ww/w..bw/.b.../....b/bbwbb b", Win(1), "d4-c5"),
            T::new("ww.w./wbb.w/.bbb./.bb../..w.w b", Play("c3-d2"), "c3-d2"),
            T::new("..b.b/.w.bw/.w.ww/bww.b/.b.b. w", Play("b2-c3"), "b2-c3"),
        ],
    },
    // 7. Blockers and the draw
    LessonSpec {
        tasks: &[
            T::new("b..../..w../bwwwb/b.w.b/.bwbw b", Only, "a3-b2"),
            T::new(".bbbb/...../bwww./..w.b/.wwbw b", Only, "a3-b2"),
            T::new("...bb/w...b/wwb../b.w../bbwww b", Only, "a1-b2"),
            T::new(START, Play("d3-e4"), "d3-e4")
                .after("a2-b3 e4-d3 b3-a2 d3-e4 a2-b3 e4-d3 b3-a2"),
        ],
    },
    // 8. Endgames
    LessonSpec {
        tasks: &[
            T::new(
                ".bb../..w../.ww.b/bww.w/bbwb. w",
                Win(2),
                "c3-d2 b5-a4 d2-e1",
            ),
            T::new(
                ".ww.w/wbw.w/wb.bb/.bb../...b. b",
                Win(3),
                "e3-d4 e4-d5 d3-e4 c4-d3 b4-a5",
            ),
            T::new(
                ".wbw./w.bbw/.bbb./.w..b/..w.w b",
                Win(3),
                "c3-b4 b2-a1 b4-a5 a1-b2 d4-e5",
            ),
            T::new(
                "ww.w./wbb.w/.bbbw/b..b./..w.. b",
                Win(3),
                "c3-d4 c1-b2 d4-e5 b2-a1 b4-c5",
            ),
            T::new("..b.b/.bw.w/.b.w./bw..b/.wwbw b", Only, "d1-c2"),
        ],
    },
    // 9. Blockers and spare moves
    LessonSpec {
        tasks: &[
            T::new("b..w./...../.www./bbwbb/wb.bw b", Only, "a5-b4"),
            T::new(
                "ww.wb/wwbww/bbbb./...../.b... b",
                Win(3),
                "b1-c2 d4-e3 c3-d4 b4-c3 d4-c5",
            ),
            T::new(
                "ww.wb/wwbww/bbbb./....b/..... b",
                Win(3),
                "a3-b2 b4-a3 c3-b4 d4-c3 b4-c5",
            ),
        ],
    },
    // 10. Leaving home
    LessonSpec {
        tasks: &[
            T::new(".w.b./w..../w..w./bwwwb/bbb.b b", Only, "a2-b3"),
            T::new("....w/w.w.w/w..../wbbwb/bb.bb b", Only, "e2-d3"),
            T::new("bb..b/.w..w/.w.../b.www/bb.bw b", Only, "a1-b2"),
        ],
    },
];
