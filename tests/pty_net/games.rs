//! Whole games played by keys on two screens to their end by the rules: a
//! four-field game won by blocking, a five-field game drawn by repetition.
//! Both screens show the result, and both autosaves hold the same record.

use kono::rules::{
    Color, DrawReason, Game, Move, Outcome, Position, RuleOptions, Variant, WinReason,
};

use super::common::pty::*;
use super::{move_words, pair, play_keys, record_with};

/// `moves` from the start of `variant` with Black first, checked by the
/// rules engine to end in `outcome` at the last move and not before.
fn checked(variant: Variant, moves: &[&str], outcome: Outcome) -> Vec<Move> {
    let mut game = Game::new(
        Position::start(variant, Color::Black),
        RuleOptions::default(),
    )
    .unwrap();
    let moves: Vec<Move> = moves.iter().map(|m| m.parse().unwrap()).collect();
    for mv in &moves {
        assert_eq!(game.outcome(), None, "the game ended before {mv}");
        game.play(*mv).unwrap();
    }
    assert_eq!(game.outcome(), Some(outcome));
    moves
}

/// Plays `moves` by keys, Black on the host's screen and White (its board
/// turned around) on the joiner's, each move seen on the other screen
/// before the next; then both screens show `result`, and both records are
/// the same and end in `result_tag`.
fn play_out(variant: &str, code: &str, moves: &[Move], size: u8, result: &str, result_tag: &str) {
    let (hh, jh) = (fresh_home(), fresh_home());
    let (mut host, mut joiner, _) = pair(variant, &hh, &jh, code);
    for (ply, mv) in moves.iter().enumerate() {
        let (mover, other, flipped) = if ply % 2 == 0 {
            (&mut host, &joiner, false)
        } else {
            (&mut joiner, &host, true)
        };
        play_keys(mover, *mv, size, flipped);
        other.wait_text(&move_words(*mv));
    }
    host.wait_text(result);
    joiner.wait_text(result);
    let record = record_with(&hh, result_tag);
    let notation: Vec<String> = moves.iter().map(ToString::to_string).collect();
    for mv in &notation {
        assert!(record.contains(mv.as_str()), "{mv} in {record}");
    }
    assert!(
        record.contains(&format!("[Network \"{}b", code.to_lowercase())),
        "{record}"
    );
    assert_eq!(record, record_with(&jh, result_tag));
    host.send(b"q");
    assert_eq!(host.wait_exit(), 0);
    joiner.send(b"q");
    assert_eq!(joiner.wait_exit(), 0);
}

#[test]
fn a_four_field_game_is_won_by_keys_on_two_screens() {
    // Black hems White in: the shortest win there is.
    let moves = checked(
        Variant::Four,
        &[
            "a1xa3", "b4xb2", "c1xc3", "a4-b4", "d1xd3", "b4-a4", "d2xb2", "b3-b4", "b2-b3",
        ],
        Outcome::Win {
            winner: Color::Black,
            reason: WinReason::Blocked,
        },
    );
    play_out(
        "four",
        "WNB234",
        &moves,
        4,
        "Black wins: White cannot move",
        "[Termination \"Black wins: White cannot move\"]",
    );
}

#[test]
fn a_five_field_game_is_drawn_by_repetition_on_two_screens() {
    // Both sides step out and back twice: the start comes a third time.
    let shuffle = ["b1-c2", "d5-c4", "c2-b1", "c4-d5"];
    let twice: Vec<&str> = shuffle.iter().chain(shuffle.iter()).copied().collect();
    let moves = checked(Variant::Five, &twice, Outcome::Draw(DrawReason::Repetition));
    play_out(
        "five",
        "REP234",
        &moves,
        5,
        "the same position occurred three times",
        "[Result \"1/2-1/2\"]",
    );
}
