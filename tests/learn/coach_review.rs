//! The coach in review: `c` and `e` ask about the position the review
//! shows, not the game's last; an answer about a position the review has
//! stepped away from is dropped.

use std::sync::atomic::AtomicBool;

use kono::learn::coach;
use kono::rules::{Game, Variant};
use kono::tui::action::{Action, Effect, Effects};
use kono::tui::app::{App, Status};
use kono::tui::keymap::Mode;
use ratatui::crossterm::event::KeyCode;

use super::common::{app, key, key_bar, play_all, press, screen, status};

/// The coach's question among `effects`: its ticket, the game it is
/// about (cut where the review is, as the worker cuts it) and its kind.
fn question(effects: &Effects) -> (u64, Game, bool) {
    effects
        .iter()
        .find_map(|e| match e {
            Effect::Coach {
                ticket,
                game,
                plies,
                explain,
                ..
            } => {
                let game = match plies {
                    Some(plies) => coach::game_until(game, *plies),
                    None => game.clone(),
                };
                Some((*ticket, game, *explain))
            }
            _ => None,
        })
        .expect("a question for the coach")
}

/// A two-player five-field game of four moves, in review at its end.
fn reviewing() -> App {
    let mut app = app(Variant::Five);
    app.update(Action::Resize(100, 30));
    play_all(&mut app, "a2-b3 e4-d3 b1-a2 d5-e4");
    key(&mut app, 'r');
    assert_eq!(app.mode(), Mode::Review);
    app
}

#[test]
fn the_coach_keys_work_in_review_on_the_position_shown() {
    let mut app = reviewing();
    let bar = key_bar(&screen(&mut app));
    assert!(
        bar.contains("c coach") && bar.contains("e explain"),
        "{bar}"
    );
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Left);
    // `c`: a move for the side to move after two plies.
    let (ticket, game, explain) = question(&key(&mut app, 'c'));
    assert!(!explain);
    assert_eq!(game.ply_count(), 2);
    assert_eq!(game.position(), app.shown_position());
    assert_eq!(app.status(), &Status::AskingCoach);
    let cancel = AtomicBool::new(false);
    let suggestion = coach::suggest(&game, None, &cancel).unwrap();
    app.update(Action::Coached(
        ticket,
        coach::Answer::Suggested(Some(suggestion)),
    ));
    assert_eq!(
        status(&app),
        format!("coach: {suggestion}"),
        "told, not played"
    );
    assert_eq!(app.selected(), None);
    assert_eq!(app.mode(), Mode::Review);
    // `e`: what the second move did.
    let (ticket, game, explain) = question(&key(&mut app, 'e'));
    assert!(explain);
    assert_eq!(game.last_move(), Some("e4-d3".parse().unwrap()));
    let explanation = coach::explain(&game, None, &cancel).unwrap();
    app.update(Action::Coached(
        ticket,
        coach::Answer::Explained(Some(Box::new(explanation.clone()))),
    ));
    assert_eq!(status(&app), format!("coach: {explanation}"));
}

#[test]
fn an_answer_about_a_position_the_review_left_is_dropped() {
    let mut app = reviewing();
    let (ticket, game, _) = question(&key(&mut app, 'c'));
    assert_eq!(game.ply_count(), 4);
    press(&mut app, KeyCode::Left);
    assert_eq!(app.status(), &Status::Reviewing, "no longer asking");
    let cancel = AtomicBool::new(false);
    let suggestion = coach::suggest(&game, None, &cancel).unwrap();
    app.update(Action::Coached(
        ticket,
        coach::Answer::Suggested(Some(suggestion)),
    ));
    assert_eq!(app.status(), &Status::Reviewing, "stale: dropped");
}

#[test]
fn explain_is_offered_in_review_only_after_a_move() {
    let mut app = reviewing();
    assert!(app.offers(Action::Explain) && app.offers(Action::Coach));
    press(&mut app, KeyCode::Home);
    assert!(!app.offers(Action::Explain));
    assert!(app.offers(Action::Coach));
    assert!(!key_bar(&screen(&mut app)).contains("explain"));
}
