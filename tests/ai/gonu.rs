//! The computer in the four gonu games: every level's move is legal in
//! random positions of each (level 5 with its table where the game is
//! solved, by search in the mill), and the mill's search finds a 곤.

use std::sync::atomic::AtomicBool;

use kono::ai::small::SmallTable;
use kono::ai::{Level, Solved, choose};
use kono::rules::{Color, Game, Position, Variant};
use proptest::prelude::*;

use super::PLAIN;

/// A game of `variant` after the random moves `choices` pick.
fn random_game(variant: Variant, choices: &[usize]) -> Game {
    let mut game = Game::new(Position::start(variant, Color::Black), PLAIN).unwrap();
    for &c in choices {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[c % moves.len()]).unwrap();
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn every_level_plays_a_legal_move_in_every_gonu_game(
        variant in prop::sample::select(vec![Variant::Well, Variant::Pumpkin, Variant::Line, Variant::Mill]),
        choices in prop::collection::vec(any::<usize>(), 0..40),
        level in 1u8..=5,
    ) {
        let game = random_game(variant, &choices);
        prop_assume!(game.outcome().is_none());
        let table = SmallTable::of(variant);
        let solved = table.as_deref().map(|t| t as &dyn Solved);
        let cancel = AtomicBool::new(false);
        let level = Level::new(level).unwrap();
        let choice = choose(&game, level, solved, 3, &cancel).unwrap();
        prop_assert!(game.legal_moves().contains(&choice.mv), "{} in {}", choice.mv, game.position());
        prop_assert_eq!(choice.exact, level == Level::MAX && variant.is_small());
    }
}

#[test]
fn the_mill_search_makes_a_gon_and_takes_the_winning_removal() {
    let cancel = AtomicBool::new(false);
    // Black can make a 곤 on g1 now; level 3 takes it.
    let start = Position::parse_as(Variant::Mill, "ww1/3/3/6/3/3/bb1 b 10 10").unwrap();
    let game = Game::new(start, PLAIN).unwrap();
    let choice = choose(&game, Level::new(3).unwrap(), None, 1, &cancel).unwrap();
    assert_eq!(
        choice.mv.to().map(|p| p.to_string()),
        Some("g1".to_string())
    );
    assert!(choice.mv.removed().is_some());
    // Moving: g4-g1 removes a piece and leaves White two: a win in one.
    let moving = Position::parse_as(Variant::Mill, "3/www/3/5b/3/3/bb1 b 0 0").unwrap();
    let game = Game::new(moving, PLAIN).unwrap();
    for level in 2..=5 {
        let choice = choose(&game, Level::new(level).unwrap(), None, 1, &cancel).unwrap();
        let after = moving.play(choice.mv, &PLAIN).unwrap();
        assert!(
            after.outcome(&PLAIN).is_some(),
            "level {level}: {}",
            choice.mv
        );
    }
}
