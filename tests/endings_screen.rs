//! The computer and the game's endings on the screen: the computer's
//! answer to a draw offer, resigning, the repetition warning and the camp
//! lines of the panel, the diagonal cursor keys, where the cursor goes
//! after the computer's move, and what the screen leaves out after the end.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic: that is how they fail

use crate::common;

use std::sync::atomic::AtomicBool;

use kono::ai::{Level, choose};
use kono::rules::{Color, Game, Move, Position, RuleOptions, Variant};

fn game_from(start: &str, moves: &[&str]) -> Game {
    // A 4 × 4 board here is four-field kono's.
    let start = Position::read(None, start)
        .or_else(|_| Position::parse_as(Variant::Four, start))
        .unwrap();
    let mut game = Game::new(start, RuleOptions::default()).unwrap();
    for m in moves {
        game.play(m.parse::<Move>().unwrap()).unwrap();
    }
    game
}

/// Black to move wins in 3: c3-b4, any reply, b4-a5 fills White's camp.
const WIN_IN_3: &str = ".bbbb/b.w.b/wwbww/..ww./..... b";
/// Black, well ahead, shuffles a2-b1-a2 while White shuffles a5-b4-a5.
const AHEAD: &str = "wwwww/w.b.w/.b.b./bb.b./..b.. b";
const SHUFFLE: [&str; 4] = ["a2-b1", "a5-b4", "b1-a2", "b4-a5"];

use common::{config, key, play, render, screen, status, text};
use kono::tui::app::App;
use kono::tui::{Config, Seat};

/// A game against the computer on `seat` at `level`, from `start`.
fn against(start: &str, seat: Seat, level: u8) -> App {
    let game = game_from(start, &[]);
    let config = Config {
        computer: seat,
        level,
        ..config(game.start().variant())
    };
    let mut app = App::new(config, 7).unwrap();
    app.load(game, "start.kono");
    app
}

#[test]
fn the_computer_accepts_a_draw_when_it_is_lost() {
    // Black (the person, to move) wins in 3: White, level 3, is proven lost.
    let mut app = against(WIN_IN_3, Seat::White, 3);
    key(&mut app, 'd');
    assert_eq!(
        app.game().outcome(),
        Some(kono::rules::Outcome::Draw(
            kono::rules::DrawReason::Agreement
        ))
    );
    assert_eq!(status(&app), "draw agreed");
    // Level 1 plays every game out.
    let mut app = against(WIN_IN_3, Seat::White, 1);
    key(&mut app, 'd');
    assert_eq!(app.game().outcome(), None);
    assert_eq!(status(&app), "White declines the draw");
}

#[test]
fn resigning_asks_first_and_ends_the_game() {
    let mut app = against(AHEAD, Seat::White, 1);
    key(&mut app, 'R');
    assert!(
        status(&app).starts_with("Black resigns, and White wins: are you sure?"),
        "{}",
        status(&app)
    );
    key(&mut app, 'n');
    assert_eq!(app.game().outcome(), None);
    key(&mut app, 'R');
    key(&mut app, 'y');
    assert_eq!(
        app.game().outcome().unwrap().to_string(),
        "White wins: Black resigned"
    );
    assert!(screen(&mut app).contains("Black resigned"));
    // u takes the resignation back.
    key(&mut app, 'u');
    assert_eq!(app.game().outcome(), None);
}

#[test]
fn the_panel_warns_before_a_threefold_repetition_and_counts_the_camps() {
    let mut app = against(AHEAD, Seat::None, 1);
    for m in &SHUFFLE[..4] {
        play(&mut app, m);
    }
    let shown = text(&render(&mut app, 100, 32));
    assert!(shown.contains("This position has occurred"), "{shown}");
    assert!(shown.contains("twice: once more is a"), "{shown}");
    // Black's target (White's camp) is full, none of it Black's yet.
    assert!(shown.contains("Goal    ● 0 in, 0 to fill"), "{shown}");
    play(&mut app, "b2-c3");
    assert!(!screen(&mut app).contains("This position has occurred"));
}

#[test]
fn keypad_digits_move_the_five_field_cursor_diagonally() {
    let mut app = against(AHEAD, Seat::None, 1);
    common::go(&mut app, kono::rules::Point::from_index(12, 5)); // c3
    let c3 = app.cursor();
    key(&mut app, '9');
    assert_eq!(app.cursor().to_string(), "d4");
    key(&mut app, '1');
    assert_eq!(app.cursor(), c3);
    key(&mut app, '7');
    assert_eq!(app.cursor().to_string(), "b4");
    key(&mut app, '3');
    key(&mut app, '3');
    assert_eq!(app.cursor().to_string(), "d2");
    // At the edge the cursor stays: never half a step.
    key(&mut app, '3');
    key(&mut app, '3');
    assert_eq!(app.cursor().to_string(), "e1");
    key(&mut app, '3');
    assert_eq!(app.cursor().to_string(), "e1");
    key(&mut app, '9');
    assert_eq!(app.cursor().to_string(), "e1", "off the board to the right");
    // Four-field moves are never diagonal: the digits do nothing there.
    let mut four = App::new(config(Variant::Four), 7).unwrap();
    let before = four.cursor();
    key(&mut four, '9');
    assert_eq!(four.cursor(), before);
    // Nor does its help list them; five-field's does.
    key(&mut four, '?');
    assert!(!text(&render(&mut four, 90, 60)).contains("keypad"));
    key(&mut app, '?');
    assert!(text(&render(&mut app, 90, 60)).contains("cursor up and left (keypad 7)"));
}

#[test]
fn when_the_computer_moves_first_the_cursor_is_on_a_piece_of_the_person() {
    use kono::tui::action::{Action, Effect};
    use kono::tui::effect::Request;
    let mut app = against("wwww/wwww/bbbb/bbbb b", Seat::Black, 1);
    let effects = app.update(Action::Resize(100, 32));
    let Some(Effect::Think(Request {
        ticket, game, seed, ..
    })) = effects.into_iter().find(|e| matches!(e, Effect::Think(_)))
    else {
        panic!("the computer was not asked to move");
    };
    let choice = choose(&game, Level::MIN, None, seed, &AtomicBool::new(false)).unwrap();
    // While the computer thinks, the cursor already stands on one of
    // White's pieces, the person's, not on the computer's.
    assert_eq!(
        app.game().position().piece_at(app.cursor()),
        Some(Color::White)
    );
    app.update(Action::ComputerMoved {
        ticket,
        mv: choice.mv,
    });
    assert_eq!(app.game().ply_count(), 1);
    let cursor = app.cursor();
    assert_eq!(app.game().position().piece_at(cursor), Some(Color::White));
    assert!(app.movable().contains(&cursor), "{cursor} cannot move");
}

#[test]
fn after_the_end_no_hint_searches_and_pause_is_not_offered() {
    use kono::tui::action::Action;
    let mut app = against(WIN_IN_3, Seat::White, 1);
    key(&mut app, 'a');
    key(&mut app, 'R');
    key(&mut app, 'y');
    assert!(app.game().outcome().is_some());
    let shown = screen(&mut app);
    assert!(!shown.contains("searching"), "{shown}");
    assert!(!app.offers(Action::Pause));
    assert!(!shown.contains("p pause"), "{shown}");
}
