//! Draws against the computer: it answers a draw offer itself (the person
//! is not asked), accepts at any level once the game has made no progress
//! for a long while, and offers a draw itself after longer still, so that
//! no game against it runs on for ever.

use crate::common::*;

use kono::ai::{ACCEPT_AFTER, Level, OFFER_AFTER, accepts_draw, moves_without_progress};
use kono::rules::{Color, Game, Position, RuleOptions, Variant};
use kono::tui::Seat;
use kono::tui::action::{Action, Effect};
use kono::tui::app::Question;
use kono::tui::keymap::Mode;
use std::sync::atomic::AtomicBool;

/// A five-field game of `plies` plies (Black first) in which no piece ever
/// enters the other side's camp and no position comes a third time: a game
/// that makes no progress at all.
fn stuck_game(plies: usize) -> Game {
    let mut game = Game::new(
        Position::start(Variant::Five, Color::Black),
        RuleOptions::default(),
    )
    .unwrap();
    let mut rng = fastrand::Rng::with_seed(5);
    let mut retreats = 0;
    while game.ply_count() < plies {
        let mut moves: Vec<_> = game.legal_moves().into_iter().collect();
        rng.shuffle(&mut moves);
        let mut best = None;
        for mv in moves {
            game.play(mv).unwrap();
            let seen = game.repetitions();
            let stuck = moves_without_progress(&game) == game.ply_count() / 2;
            if stuck && game.outcome().is_none() && seen < 2 && best.is_none_or(|(_, s)| seen < s) {
                best = Some((mv, seen));
            }
            game.undo();
        }
        match best {
            Some((mv, _)) => {
                game.play(mv).unwrap();
            }
            None => {
                retreats += 1;
                assert!(retreats < 1000, "no stuck game of {plies} plies");
                for _ in 0..rng.usize(1..=10).min(game.ply_count()) {
                    game.undo();
                }
            }
        }
    }
    game
}

#[test]
fn a_draw_offered_to_the_computer_is_answered_by_the_computer_not_the_person() {
    let mut app = against_computer(Variant::Four, Seat::White, Level::new(3).unwrap());
    act(&mut app, Action::Resize(80, 24));
    let effects = app.update(Action::OfferDraw);
    assert_eq!(
        status(&app),
        "Black offers a draw: waiting for the computer's answer"
    );
    assert_eq!(app.question(), None, "the person is not asked");
    assert_ne!(app.mode(), Mode::Question);
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::AnswerDraw { .. })),
        "{effects:?}"
    );
    settle(&mut app, effects);
    assert_eq!(status(&app), "White declines the draw", "in the opening");
    assert_eq!(app.game().ply_count(), 0);
}

#[test]
fn after_forty_moves_without_progress_every_level_accepts_a_draw() {
    let cancel = AtomicBool::new(false);
    let stuck = stuck_game(2 * ACCEPT_AFTER + 1);
    assert_eq!(moves_without_progress(&stuck), ACCEPT_AFTER);
    let young = stuck_game(2 * ACCEPT_AFTER - 3);
    for level in Level::all().filter(|l| l.number() < 5) {
        assert!(accepts_draw(&stuck, level, None, &cancel), "{level}");
    }
    for n in [1, 2] {
        let level = Level::new(n).unwrap();
        assert!(!accepts_draw(&young, level, None, &cancel), "{level}");
    }
    // A capture or a camp entered is progress.
    let start = Game::new(
        Position::start(Variant::Five, Color::Black),
        RuleOptions::default(),
    )
    .unwrap();
    assert_eq!(moves_without_progress(&start), 0);
}

#[test]
fn after_sixty_moves_without_progress_the_computer_offers_a_draw_and_the_person_answers() {
    for (answer, drawn) in [('n', false), ('y', true)] {
        let mut app = against_computer(Variant::Five, Seat::White, Level::MIN);
        act(&mut app, Action::Resize(80, 24));
        // White, the computer, is to move.
        app.load(stuck_game(2 * OFFER_AFTER + 1), "test");
        let effects = app.update(Action::Tick);
        assert!(
            !effects.iter().any(|e| matches!(e, Effect::Think(_))),
            "the computer waits for the answer: {effects:?}"
        );
        assert_eq!(app.question(), Some(Question::Draw(Color::White)));
        assert_eq!(
            status(&app),
            "White offers a draw. Black, do you accept? y / n"
        );
        let plies = app.game().ply_count();
        let effects = key(&mut app, answer);
        assert_eq!(app.game().ply_count(), plies, "no new game");
        assert_eq!(app.game().outcome().is_some(), drawn);
        if !drawn {
            assert_eq!(status(&app), "Black declines the draw");
            assert!(
                effects.iter().any(|e| matches!(e, Effect::Think(_))),
                "then the computer plays on: {effects:?}"
            );
            // It does not offer again at once.
            assert_eq!(app.question(), None);
        }
    }
}
