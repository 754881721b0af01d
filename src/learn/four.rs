//! The four-field course: from the step and the capture to the endgames of
//! the solved game.

use super::spec::GoalSpec::{Capture, Hold, Only, Play, Reach, Win};
use super::spec::{LessonSpec, TaskSpec as T};

/// The start, Black to move.
const START: &str = "wwww/wwww/bbbb/bbbb b";

/// The lessons, in order.
pub(super) const LESSONS: &[LessonSpec] = &[
    LessonSpec {
        title: "Steps along the lines",
        text: &[
            "Four-field kono is played on the 16 points of a 4 by 4 grid.",
            "A piece steps one point along a line, up, down, left or right,",
            "onto an empty point. Black starts at the bottom, White at the top.",
        ],
        tasks: &[
            T::new(
                "Put a piece on c3.",
                "ww../w.../...b/..bb b",
                Reach("c3", 2),
                "c1-c2 a3-a2 c2-c3",
            ),
            T::new(
                "Step d2 up, to d3.",
                "ww../w.../...b/..bb b",
                Play("d2-d3"),
                "d2-d3",
            ),
            T::new(
                "Put a piece on d4.",
                "ww../w.../...b/..bb b",
                Reach("d4", 2),
                "d2-d3 a3-a2 d3-d4",
            ),
        ],
    },
    LessonSpec {
        title: "The capture",
        text: &[
            "To capture, a piece jumps over a piece of its own colour next to it",
            "and lands on the enemy piece just beyond, in a straight line.",
            "The enemy piece is removed; the jumped piece stays.",
        ],
        tasks: &[
            T::new(
                "Capture the piece on b3.",
                "w.../.w../.b../.b.. b",
                Capture(1),
                "b1xb3",
            ),
            T::new(
                "Capture along the row.",
                "...w/..../bbw./.... b",
                Capture(1),
                "a2xc2",
            ),
            T::new(
                "You are White: capture.",
                "b.../..../.wwb/.... w",
                Capture(1),
                "b2xd2",
            ),
        ],
    },
    LessonSpec {
        title: "What is not a capture",
        text: &[
            "No jumping over an enemy piece, no diagonal jumps, never two pieces",
            "at once, and a jump must land on an enemy piece, never on an empty",
            "point. One capture a turn. Find the one real capture.",
        ],
        tasks: &[
            T::new(
                "b2 cannot jump the enemy on b3. Capture.",
                "..w./.w../.b../bb.. b",
                Capture(1),
                "b1xb3",
            ),
            T::new(
                "No diagonal jumps. Capture.",
                "..../..w./.b../bwbb b",
                Capture(1),
                "d1xb1",
            ),
            T::new(
                "a1 cannot jump two pieces. Capture.",
                "..../w.w./w.b./b.b. b",
                Capture(1),
                "c1xc3",
            ),
            T::new(
                "A jump must land on an enemy. Capture.",
                "...w/.w../bb../bb.. b",
                Capture(1),
                "b1xb3",
            ),
        ],
    },
    LessonSpec {
        title: "The first move",
        text: &[
            "The board starts full, so no piece can step: the first move must be",
            "a capture, and the reply usually is one too.",
        ],
        tasks: &[
            T::new("Make the first move.", START, Capture(1), "a1xa3"),
            T::new("Play b1xb3.", START, Play("b1xb3"), "b1xb3"),
            T::new("You are White: answer a1xa3.", START, Capture(1), "b4xb2").after("a1xa3"),
        ],
    },
    LessonSpec {
        title: "Winning",
        text: &[
            "You win when the opponent has one piece left,",
            "or when the opponent has no legal move.",
        ],
        tasks: &[
            T::new(
                "Leave White one piece.",
                "..../.w../.b../.bw. b",
                Win(1),
                "b1xb3",
            ),
            T::new(
                "You are White: leave Black one piece.",
                "..w./..w./..b./b... w",
                Win(1),
                "c4xc2",
            ),
            T::new(
                "Leave White no move.",
                "w.wb/bbb./..../.... b",
                Win(1),
                "b3-b4",
            ),
        ],
    },
    LessonSpec {
        title: "Forced captures",
        text: &[
            "With --forced-capture, a player who can capture must capture.",
            "Then a piece offered is a piece the opponent has to take,",
            "and you choose where it lands.",
        ],
        tasks: &[
            T::new(
                "Captures are forced. Win in 2 moves.",
                "..../.w../.w../bbwb b",
                Win(2),
                "a1xc1 b3xb1 d1xb1",
            )
            .forced(),
            T::new(
                "Captures are forced. Win in 2 moves.",
                "w.../w.../bwbb/.... b",
                Win(2),
                "d2xb2 a4xa2 c2xa2",
            )
            .forced(),
            T::new(
                "Captures are forced. Win in 2 moves.",
                "..bb/wwb./..w./..b. b",
                Win(2),
                "c4xc2 a3xc3 c1xc3",
            )
            .forced(),
        ],
    },
    LessonSpec {
        title: "Tactics",
        text: &[
            "Set up a capture the opponent cannot stop: line up two of your",
            "pieces behind an enemy it cannot move away. The opponent defends",
            "perfectly.",
        ],
        tasks: &[
            T::new(
                "Win a piece in 3 moves.",
                "...w/.w.w/.bb./bwb. b",
                Capture(3),
                "c1-d1 b1-c1 b2-b1 b3-a3 a1xc1",
            ),
            T::new(
                "Win a piece in 3 moves.",
                "wb.w/bw../..b./.b.w b",
                Capture(3),
                "b1-a1 b3-b2 a1-a2 b2-b1 a2xa4",
            ),
            T::new(
                "Win a piece in 3 moves.",
                ".bww/b.w./..bw/.b.. b",
                Capture(3),
                "b4-b3 c3-d3 c2-c3 c4-b4 b3xd3",
            ),
            T::new(
                "Only one move wins in 2.",
                "wwbb/b.../..../w... b",
                Win(2),
                "d4xb4 a1-a2 c4xa4",
            ),
        ],
    },
    LessonSpec {
        title: "Endgames",
        text: &[
            "Positions from the solved game. The opponent plays perfectly.",
            "Three pieces beat two with care; two can hold three.",
        ],
        tasks: &[
            T::new(
                "Three against two: win in 3 moves.",
                "wbwb/..../b.../.... b",
                Win(3),
                "a2-a3 c4-c3 d4-c4 c3-b3 c4xa4",
            ),
            T::new(
                "Three against two: win in 4 moves.",
                "w.../b.../..../w.bb b",
                Win(4),
                "a3-a2 a4-a3 c1-b1 a3-a4 d1-c1 a4-a3 c1xa1",
            ),
            T::new(
                "Two against three: one move holds. Find it.",
                "...b/w..w/...w/b... b",
                Only,
                "d4-c4",
            ),
            T::new(
                "Two against three: hold the draw for 2 moves.",
                ".b../w.w./..w./.b.. b",
                Hold(2),
                "b4-b3 a3-a2 b1-b2",
            ),
            T::new(
                "Two against three: hold the draw for 2 moves.",
                "..wb/..../..../.bww b",
                Hold(2),
                "b1-a1 c1-c2 d4-d3",
            ),
        ],
    },
];
