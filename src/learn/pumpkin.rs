//! The course of 호박고누 (pumpkin kono): the circle and the home rows, the
//! blockade, and wins and saves from the solved game.

use super::spec::GoalSpec::{Only, Play, Reach, Win};
use super::spec::{LessonSpec, TaskSpec as T};

/// The lessons, in order.
pub(super) const LESSONS: &[LessonSpec] = &[
    // 1. Round the pumpkin
    LessonSpec {
        tasks: &[
            T::new("start b", Play("c1-c2"), "c1-c2"),
            T::new("start b", Reach("c3", 2), "c1-c2 c5-c4 c2-c3"),
            T::new("start b", Reach("d3", 2), "c1-c2 c5-c4 c2-d3"),
        ],
    },
    // 2. Home rows
    LessonSpec {
        tasks: &[
            T::new("w.w/w/.../b/b.b b", Play("a1-c1"), "a1-c1"),
            T::new("w.w/w/.../b/b.b w", Play("c4-c3"), "c4-c3"),
            T::new(".bw/./w.w/./b.b b", Play("c5-a5"), "c5-a5"),
        ],
    },
    // 3. Blocking wins
    LessonSpec {
        tasks: &[
            T::new("www/./.b./b/.b. b", Win(1), "c3-c4"),
            T::new("w.w/b/.../b/wb. b", Win(1), "c4-c5"),
            T::new("w../b/.../b/bww b", Win(1), "c4-c5"),
            T::new("ww./b/.../b/b.w b", Win(2), "a1-c1 c5-e5 c4-c5"),
        ],
    },
    // 4. From the solved game
    LessonSpec {
        tasks: &[
            T::new("ww././.b./b/bw. b", Win(3), "c3-c4 c1-e1 a1-c1 c5-e5 c4-c5"),
            T::new(
                "ww././.b./b/b.w b",
                Win(4),
                "c3-c4 c5-e5 a1-c1 a5-c5 c2-b3 c5-a5 c4-c5",
            ),
            T::new("b.w/./w.w/./bb. b", Only, "c1-c2"),
            T::new("b.w/./w.w/./.bb b", Only, "c1-c2"),
        ],
    },
];
