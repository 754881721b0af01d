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
    // 1. Five points and the well
    LessonSpec {
        tasks: &[
            T::new(MIDDLE, Play("c1-c3"), "c1-c3"),
            T::new(MIDDLE, Play("b2-c3"), "b2-c3"),
            T::new(".w/b/bw b", Reach("a3", 1), "b2-a3"),
        ],
    },
    // 2. The first move
    LessonSpec {
        tasks: &[
            T::new("start b", Play("c1-b2"), "c1-b2"),
            T::new("start w", Play("c3-b2"), "c3-b2"),
            T::new("start b", Win(1), "a1-b2").after(ROUND),
        ],
    },
    // 3. Blocking wins
    LessonSpec {
        tasks: &[
            T::new("ww/b/b. b", Win(1), "a1-c1"),
            T::new("b./b/ww b", Win(1), "a3-c3"),
            T::new("bb/./ww b", Win(1), "a3-b2"),
            T::new("bb/./ww w", Win(1), "a1-b2"),
        ],
    },
    // 4. Look one move ahead
    LessonSpec {
        tasks: &[
            T::new("ww/b/.b b", Only, "c1-a1"),
            T::new("b./w/wb b", Only, "a3-c3"),
            T::new("wb/w/b. b", Only, "a1-c1"),
            T::new(".b/b/ww b", Only, "c3-a3"),
        ],
    },
];
