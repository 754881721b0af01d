//! What a lesson says of a move: the move asked for, a long refutation cut
//! after its first moves, a forced pass in the replies.

use kono::learn::{Attempt, Course, Verdict};
use kono::rules::{Move, Variant};

#[test]
fn a_play_task_names_the_move_asked_for() {
    let course = Course::of(Variant::Four);
    let task = &course.lesson(4).unwrap().tasks[1]; // b1xb3
    let mut attempt = Attempt::new(task).unwrap();
    let verdict = attempt.play("a1xa3".parse().unwrap(), None);
    assert_eq!(
        verdict.to_string(),
        "a1xa3 is a legal move, but the task asks for b1xb3; try again"
    );
}

#[test]
fn a_long_refutation_shows_its_first_moves_then_an_ellipsis() {
    use kono::learn::{Outlook, Refutation};
    let moves: Vec<Move> = "a1xa3 b4xb2 c1xc3 d4xd2 a2-b2 b3-a3 c2-b2 d3-c3"
        .split(' ')
        .map(|m| m.parse().unwrap())
        .collect();
    let refutation = Refutation {
        played: "a1-a2".parse().unwrap(),
        opponent: kono::rules::Color::White,
        outlook: Outlook::Wins(85),
        line: moves.clone(),
    };
    // 85 plies from White to move: White's own 43 moves, as every count.
    assert_eq!(
        refutation.to_string(),
        "after a1-a2, White wins in 43: a1xa3 b4xb2 c1xc3 d4xd2 …"
    );
    let short = Refutation {
        line: moves[..2].to_vec(),
        ..refutation
    };
    assert_eq!(
        short.to_string(),
        "after a1-a2, White wins in 43: a1xa3 b4xb2"
    );
}

#[test]
fn a_forced_pass_in_a_lesson_is_said_in_words() {
    let verdict = |replies: &str| {
        Verdict::Played {
            replies: replies.split(' ').map(|m| m.parse().unwrap()).collect(),
            slower: false,
        }
        .to_string()
    };
    assert_eq!(verdict("c5-b4"), "good; the reply: c5-b4");
    assert_eq!(
        verdict("pass"),
        "good; the opponent cannot move and passes: your move again"
    );
    assert_eq!(
        verdict("c5-b4 pass d4-e3"),
        "good; the reply: c5-b4, you cannot move and pass, then d4-e3"
    );
}
