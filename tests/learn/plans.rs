//! The lessons of plans (lessons 9 and 10 of five- and four-field): each
//! task's position shows the idea its words teach, and every move but the
//! task's own is judged wrong: five-field's without a solved table (the
//! proof search alone), four-field's "only move" tasks by their own small
//! solved table.

use kono::ai::Solved;
use kono::learn::{Attempt, Course, Goal, Task, Verdict};
use kono::rules::{Color, Move, Point, Position, Variant};

use super::solved::Reachable;

/// The position a task starts from.
fn start(task: &Task) -> Position {
    *Attempt::new(task).unwrap().game().position()
}

/// The tasks of lesson `lesson` of `variant`'s course.
fn tasks(variant: Variant, lesson: usize) -> Vec<Task> {
    Course::of(variant).lesson(lesson).unwrap().tasks.clone()
}

/// The first moves judged wrong in `task`, by `table` if given.
fn wrong_first_moves(task: &Task, table: Option<&dyn Solved>) -> Vec<Move> {
    let pos = start(task);
    pos.legal_moves(&task.options)
        .iter()
        .copied()
        .filter(|&mv| {
            let mut attempt = Attempt::new(task).unwrap();
            matches!(attempt.play(mv, table), Verdict::Wrong(_))
        })
        .collect()
}

/// Whether the side to move in `pos` has a capture.
fn can_capture(pos: &Position, task: &Task) -> bool {
    pos.legal_moves(&task.options)
        .iter()
        .any(|&mv| pos.removed_by(mv, &task.options) != 0)
}

/// `pos` with White to move.
fn white_to_move(pos: &Position) -> Position {
    let text = pos.to_string();
    let board = text.strip_suffix(" b").unwrap();
    Position::parse_as(pos.variant(), &format!("{board} w")).unwrap()
}

fn point(name: &str) -> Point {
    name.parse().unwrap()
}

/// Whether `p` is a point of Black's camp in five-field.
fn in_black_camp(p: Point) -> bool {
    Variant::Five.camp(Color::Black) & p.bit(5) != 0
}

#[test]
fn five_field_only_moves_of_the_plans_are_exact_without_a_table() {
    for lesson in [9, 10] {
        for task in tasks(Variant::Five, lesson) {
            if task.goal != Goal::Only {
                continue;
            }
            let all = start(&task).legal_moves(&task.options).len();
            let wrong = wrong_first_moves(&task, None);
            assert!(!wrong.contains(&task.solution[0]), "{}", task.key());
            assert_eq!(wrong.len(), all - 1, "{}: {wrong:?}", task.key());
        }
    }
}

#[test]
fn a_blocker_stays_and_a_spare_move_makes_the_opponent_give_way() {
    let lesson = tasks(Variant::Five, 9);
    // Task 1: b2 and d2 are the only ways into c1; every move of theirs is
    // wrong, and the spare move is another piece's.
    let first = &lesson[0];
    let pos = start(first);
    assert!(pos.piece_at(point("c1")).is_none());
    let wrong = wrong_first_moves(first, None);
    for blocker in ["b2", "d2"] {
        let moves = pos.legal_moves(&first.options);
        let theirs: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| m.from() == Some(point(blocker)))
            .collect();
        assert!(!theirs.is_empty(), "{blocker}");
        assert!(theirs.iter().all(|m| wrong.contains(m)), "{blocker}");
        assert_ne!(first.solution[0].from(), Some(point(blocker)));
    }
    // Tasks 2 and 3: moving b3 or d3 lets White out: wrong. The spare move
    // makes White move a blocker of c5 (b4 or d4).
    for task in &lesson[1..] {
        let pos = start(task);
        let wrong = wrong_first_moves(task, None);
        for mv in pos.legal_moves(&task.options).iter() {
            if [point("b3"), point("d3")].contains(&mv.from().unwrap()) {
                assert!(wrong.contains(mv), "{}: {mv}", task.key());
            }
        }
        let spare = task.solution[0];
        assert!(!in_black_camp(spare.to().unwrap()), "{}", task.key());
        let reply = task.solution[1].from().unwrap();
        assert!(
            [point("b4"), point("d4")].contains(&reply),
            "{}",
            task.key()
        );
    }
}

#[test]
fn leaving_home_opens_a_point_the_opponent_cannot_reach() {
    for task in tasks(Variant::Five, 10) {
        let mv = task.solution[0];
        assert!(in_black_camp(mv.from().unwrap()), "{}", task.key());
        assert!(!in_black_camp(mv.to().unwrap()), "{}", task.key());
        // Before it, White fills the camp at once; after it, it cannot.
        let pos = start(&task);
        let fills = |pos: &Position| {
            pos.legal_moves(&task.options).iter().any(|&reply| {
                pos.play_unchecked(reply)
                    .outcome(&task.options)
                    .and_then(|o| o.winner())
                    == Some(Color::White)
            })
        };
        assert!(fills(&white_to_move(&pos)), "{}", task.key());
        assert!(!fills(&pos.play_unchecked(mv)), "{}", task.key());
    }
}

#[test]
fn a_piece_a_pair_can_jump_is_saved_by_the_only_move() {
    for task in tasks(Variant::Four, 9) {
        let pos = start(&task);
        let table = Reachable::solve(pos, task.options);
        // A piece of the learner's can be jumped now; after the move none.
        assert!(can_capture(&white_to_move(&pos), &task), "{}", task.key());
        let after = pos.play_unchecked(task.solution[0]);
        assert!(!can_capture(&after, &task), "{}", task.key());
        let all = pos.legal_moves(&task.options).len();
        let wrong = wrong_first_moves(&task, Some(&table));
        assert_eq!(wrong.len(), all - 1, "{}: {wrong:?}", task.key());
        // Every other move leaves a piece where a pair can jump it.
        for mv in wrong {
            let after = pos.play_unchecked(mv);
            assert!(can_capture(&after, &task), "{}: {mv}", task.key());
        }
    }
}

#[test]
fn trading_down_takes_though_the_opponent_can_take_back() {
    for task in tasks(Variant::Four, 10) {
        let pos = start(&task);
        let ours = pos.pieces(Color::Black).count_ones();
        let theirs = pos.pieces(Color::White).count_ones();
        assert!(ours > theirs, "{}", task.key());
        let take = task.solution[0];
        assert_ne!(pos.removed_by(take, &task.options), 0, "{}", task.key());
        assert!(
            can_capture(&pos.play_unchecked(take), &task),
            "{}",
            task.key()
        );
    }
}
