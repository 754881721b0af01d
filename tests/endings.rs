//! How a game ends by the players' word and the facts around it:
//! resigning (in the game and in its record), undoing an agreed draw, the
//! warning before a threefold repetition, and the one move numbering.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic: that is how they fail

use kono::rules::record::{self, Tags};
use kono::rules::{
    Color, DrawReason, Game, Move, MoveNumber, Outcome, Position, RuleError, RuleOptions, Variant,
    WinReason,
};

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

fn game(variant: Variant, first: Color, moves: &[&str]) -> Game {
    let mut game = Game::new(Position::start(variant, first), RuleOptions::default()).unwrap();
    for m in moves {
        game.play(mv(m)).unwrap();
    }
    game
}

#[test]
fn a_side_resigns_and_the_other_wins() {
    let mut game = game(Variant::Four, Color::Black, &["a1xa3"]);
    // Either side may resign, whoever is to move.
    let outcome = game.resign(Color::Black).unwrap();
    let expected = Outcome::Win {
        winner: Color::White,
        reason: WinReason::Resigned,
    };
    assert_eq!(outcome, expected);
    assert_eq!(game.outcome(), Some(expected));
    assert_eq!(outcome.to_string(), "White wins: Black resigned");
    assert!(game.legal_moves().is_empty());
    assert!(matches!(
        game.resign(Color::White),
        Err(RuleError::GameOver(_))
    ));
    // Undo takes back the resignation only.
    assert_eq!(game.undo_ending(), Some(expected));
    assert_eq!(game.outcome(), None);
    assert_eq!(game.last_move(), Some(mv("a1xa3")));
}

#[test]
fn a_resignation_pending_draw_offer_lapses() {
    let mut game = game(Variant::Five, Color::White, &[]);
    game.offer_draw().unwrap();
    game.resign(Color::Black).unwrap();
    assert_eq!(game.draw_offer(), None);
}

#[test]
fn a_resigned_game_is_recorded_and_read_back() {
    let mut game = game(Variant::Five, Color::Black, &["b1-c2", "a4-b3"]);
    game.resign(Color::White).unwrap();
    let text = record::write(&game, &Tags::default());
    assert!(text.contains("[Result \"1-0\"]\n"), "{text}");
    assert!(
        text.contains("[Termination \"Black wins: White resigned\"]\n"),
        "{text}"
    );
    assert!(text.ends_with("1. b1-c2 a4-b3 1-0\n"), "{text}");
    let (back, _) = record::read(&text).unwrap();
    assert_eq!(back.outcome(), game.outcome());
    assert_eq!(back.ply_count(), 2);
    // Without a termination that says so, a win the moves do not give is
    // still refused.
    let bare = text.replace("[Termination \"Black wins: White resigned\"]\n", "");
    let err = record::read(&bare).unwrap_err().to_string();
    assert!(err.contains("does not match the moves"), "{err}");
}

#[test]
fn undo_after_a_draw_agreed_takes_back_the_agreement_only() {
    let mut game = game(Variant::Five, Color::Black, &["b1-c2", "a4-b3"]);
    game.offer_draw().unwrap();
    game.answer_draw(true).unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
    assert!(game.can_undo());
    assert_eq!(game.undo(), None);
    assert_eq!(game.outcome(), None);
    assert_eq!(game.ply_count(), 2);
    // The game goes on from where it stood.
    game.play(mv("a2-b1")).unwrap();
}

#[test]
fn the_second_occurrence_warns_that_the_third_draws() {
    let mut game = game(Variant::Five, Color::Black, &[]);
    let cycle = ["a2-b3", "e4-d3", "b3-a2", "d3-e4"];
    assert!(!game.next_repetition_draws());
    for m in cycle {
        assert!(!game.move_draws_by_repetition(mv(m)));
        game.play(mv(m)).unwrap();
    }
    // The start has now occurred twice: once more is a draw.
    assert!(game.next_repetition_draws());
    for m in &cycle[..3] {
        game.play(mv(m)).unwrap();
    }
    assert!(game.move_draws_by_repetition(mv("d3-e4")));
    assert!(!game.move_draws_by_repetition(mv("d3-c2")));
    assert!(!game.move_draws_by_repetition(mv("a1-a2")), "illegal");
    game.play(mv("d3-e4")).unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
    assert!(!game.next_repetition_draws(), "the game is over");
}

#[test]
fn moves_are_numbered_by_pairs_as_in_the_record() {
    assert_eq!(
        MoveNumber::of_ply(0),
        MoveNumber {
            number: 1,
            second: false
        }
    );
    assert_eq!(MoveNumber::of_ply(1).to_string(), "1...");
    assert_eq!(MoveNumber::of_ply(16).to_string(), "9.");
    assert_eq!(MoveNumber::of_ply(17).to_string(), "9...");
    assert_eq!(format!("{:>5}", MoveNumber::of_ply(16)), "   9.");
    for ply in 0..40 {
        assert_eq!(MoveNumber::of_ply(ply).ply(), ply);
    }
    // White first: the pairs start with White's move, as the record writes.
    let game = game(Variant::Five, Color::White, &["a4-b3", "b1-c2", "b3-a4"]);
    assert_eq!(game.move_number(), 2);
    assert_eq!(game.next_number().to_string(), "2...");
    let text = record::write(&game, &Tags::default());
    assert!(text.ends_with("1. a4-b3 b1-c2 2. b3-a4 *\n"), "{text}");
}

#[test]
fn a_forced_pass_is_a_move_of_the_numbering() {
    // Black cannot move and passes at once: the pass is move 1 of the record.
    let start: Position = "...w./...../wwww./bbbww/bbbb. b".parse().unwrap();
    let game = Game::new(start, RuleOptions::default()).unwrap();
    assert_eq!(game.next_number().to_string(), "1...");
    let text = record::write(&game, &Tags::default());
    assert!(text.contains("\n1. pass *\n"), "{text}");
}
