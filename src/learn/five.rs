//! The five-field course: from the board and the diagonal step to the
//! endgames of the solved game.

use super::spec::GoalSpec::{Only, Play, Reach, Win};
use super::spec::{LessonSpec, TaskSpec as T};

/// The start, Black to move.
const START: &str = "wwwww/w...w/...../b...b/bbbbb b";

/// Black's c1 boxed in by its own b2 and d2.
const BOXED: &str = "wwwww/w...w/...../bb.bb/.bbb. b";

/// The lessons, in order.
pub(super) const LESSONS: &[LessonSpec] = &[
    LessonSpec {
        title: "The board and the points",
        text: &[
            "Five-field kono is played on the 25 points where the lines cross.",
            "A point is named by its letter and number: a1 is the bottom left.",
            "Black starts at the bottom, White at the top, 7 pieces each.",
            "Pick a piece, then the point it goes to.",
        ],
        tasks: &[
            T::new("Move the piece on a2 to b3.", START, Play("a2-b3"), "a2-b3"),
            T::new("Move the piece on e2 to d3.", START, Play("e2-d3"), "e2-d3"),
            T::new("Move the piece on c1 to b2.", START, Play("c1-b2"), "c1-b2"),
            T::new(
                "Put a piece on c3, the centre.",
                START,
                Reach("c3", 2),
                "a1-b2 a4-b3 b2-c3",
            ),
        ],
    },
    LessonSpec {
        title: "The diagonal step",
        text: &[
            "A piece steps diagonally: one point up or down and one to the side,",
            "corner to corner, onto an empty point.",
            "It may step forward or back. That is the only move there is:",
            "no straight steps, no jumps, no captures.",
        ],
        tasks: &[
            T::new(
                "Step c3 forward, to d4.",
                "wwwww/w...w/..b../b...b/bb.bb b",
                Play("c3-d4"),
                "c3-d4",
            ),
            T::new(
                "Step c3 back, to b2.",
                "wwwww/w...w/..b../b...b/bb.bb b",
                Play("c3-b2"),
                "c3-b2",
            ),
            T::new(
                "Bring a piece back home to c1.",
                "wwwww/w...w/..b../b...b/bb.bb b",
                Reach("c1", 2),
                "a1-b2 a4-b3 b2-c1",
            ),
            T::new(
                "Put a piece on e3.",
                "wwwww/w...w/..b../b...b/bb.bb b",
                Reach("e3", 2),
                "c3-d2 a4-b3 d2-e3",
            ),
        ],
    },
    LessonSpec {
        title: "One piece a point",
        text: &[
            "A point holds one piece, and pieces never jump.",
            "A piece whose diagonal neighbours are all taken cannot move,",
            "and a piece in the way must be walked round.",
        ],
        tasks: &[
            T::new(
                "From the corner a1 one diagonal step leads on, to b2. Play it.",
                START,
                Play("a1-b2"),
                "a1-b2",
            ),
            T::new(
                "c1 is boxed in. Put a piece on c3.",
                BOXED,
                Reach("c3", 1),
                "b2-c3",
            ),
            T::new(
                "Put a piece on a1: only one can go.",
                BOXED,
                Reach("a1", 1),
                "b2-a1",
            ),
        ],
    },
    LessonSpec {
        title: "Filling the camp",
        text: &[
            "Your goal: fill every point of the other side's camp, the 7 points",
            "where it started. Its own pieces still at home count as filling it,",
            "so staying home does not stop you: one piece of yours in it is enough.",
        ],
        tasks: &[
            T::new(
                "One point of White's camp is empty. Fill it.",
                "bbbbb/b..../..wb./w.w../wwww. b",
                Win(1),
                "d3-e4",
            ),
            T::new(
                "White's a5 and b5 count too. Win.",
                "wwbbb/b..../.bbb./w..../wwww. b",
                Win(1),
                "d3-e4",
            ),
            T::new(
                "Win in 2 moves.",
                "wbb../wbbbw/.w.b./b..../.ww.w b",
                Win(2),
                "c4-d5 b1-c2 d4-e5",
            ),
            T::new(
                "Win in 2 moves.",
                "bwbbb/w.b../.w.w./bwbw./....w b",
                Win(2),
                "d5-e4 b2-a1 c4-d5",
            ),
        ],
    },
    LessonSpec {
        title: "Two classes of points",
        text: &[
            "Diagonal steps keep a piece in its class of points, as a bishop in",
            "chess keeps to its squares: a1, c1, e1, b2, d2, a3, c3 ... are one class;",
            "b1, d1, a2, c2, e2, b3 ... the other. A piece never changes class, so",
            "only some of your pieces can ever reach a given point.",
        ],
        tasks: &[
            T::new(
                "a2 is just below a3 but can never reach it. Put a piece on a3.",
                START,
                Reach("a3", 2),
                "a1-b2 a4-b3 b2-a3",
            ),
            T::new(
                "Put a piece on e3.",
                START,
                Reach("e3", 2),
                "c1-d2 a4-b3 d2-e3",
            ),
            T::new(
                "Put a piece on a1.",
                ".w.ww/.w.ww/.wb../b..bb/.b.bb b",
                Reach("a1", 2),
                "c3-b2 b3-a4 b2-a1",
            ),
        ],
    },
    LessonSpec {
        title: "Your own camp, and the pass",
        text: &[
            "Filling your own camp counts for the opponent: step back into it",
            "when the rest is full, and the opponent wins. A player with no legal",
            "move passes, and the other side moves again.",
        ],
        tasks: &[
            T::new(
                "Win in 1 move, but mind your own camp.",
                "www.w/w.b.w/...b./b..../bwbbb b",
                Win(1),
                "c4-d5",
            ),
            T::new(
                "Win in 1 move, but mind your own camp.",
                "ww.ww/w..bw/.b.../....b/bbwbb b",
                Win(1),
                "d4-c5",
            ),
            T::new(
                "Play c3-d2: White cannot move and must pass.",
                "ww.w./wbb.w/.bbb./.bb../..w.w b",
                Play("c3-d2"),
                "c3-d2",
            ),
            T::new(
                "You are White: play b2-c3, and Black must pass.",
                "..b.b/.w.bw/.w.ww/bww.b/.b.b. w",
                Play("b2-c3"),
                "b2-c3",
            ),
        ],
    },
    LessonSpec {
        title: "Blockers and the draw",
        text: &[
            "A piece in the opponent's way holds it up: moving it can lose at once.",
            "Find the one move that does not lose. And the same position a third",
            "time, with the same side to move, is a draw.",
        ],
        tasks: &[
            T::new(
                "Every move but one loses quickly. Find it.",
                "b..../..w../bwwwb/b.w.b/.bwbw b",
                Only,
                "a3-b2",
            ),
            T::new(
                "Every move but one loses quickly. Find it.",
                ".bbbb/...../bwww./..w.b/.wwbw b",
                Only,
                "a3-b2",
            ),
            T::new(
                "Every move but one loses quickly. Find it.",
                "...bb/w...b/wwb../b.w../bbwww b",
                Only,
                "a1-b2",
            ),
            T::new(
                "Play d3-e4: the start comes back a third time.",
                START,
                Play("d3-e4"),
                "d3-e4",
            )
            .after("a2-b3 e4-d3 b3-a2 d3-e4 a2-b3 e4-d3 b3-a2"),
        ],
    },
    LessonSpec {
        title: "Endgames",
        text: &[
            "Positions from the solved game. The opponent plays perfectly.",
            "Win in the fewest moves for three stars, or find the one move",
            "that does not lose.",
        ],
        tasks: &[
            T::new(
                "Win in 2 moves.",
                ".bb../..w../.ww.b/bww.w/bbwb. w",
                Win(2),
                "c3-d2 b5-a4 d2-e1",
            ),
            T::new(
                "Win in 3 moves.",
                ".ww.w/wbw.w/wb.bb/.bb../...b. b",
                Win(3),
                "e3-d4 e4-d5 d3-e4 c4-d3 b4-a5",
            ),
            T::new(
                "Win in 3 moves.",
                ".wbw./w.bbw/.bbb./.w..b/..w.w b",
                Win(3),
                "c3-b4 b2-a1 b4-a5 a1-b2 d4-e5",
            ),
            T::new(
                "Win in 3 moves.",
                "ww.w./wbb.w/.bbbw/b..b./..w.. b",
                Win(3),
                "c3-d4 c1-b2 d4-e5 b2-a1 b4-c5",
            ),
            T::new(
                "Every move but one loses quickly. Find it.",
                "..b.b/.bw.w/.b.w./bw..b/.wwbw b",
                Only,
                "d1-c2",
            ),
        ],
    },
];
