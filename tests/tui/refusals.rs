//! Every refusal says plainly why, and nothing is played while the board is not on screen.

use super::*;

#[test]
fn every_refusal_message() {
    let mut app = app(Variant::Five);
    key(&mut app, 'u');
    refused(&app, "nothing to undo");
    ctrl(&mut app, 'r');
    refused(&app, "nothing to redo");
    enter_at(&mut app, "c3");
    refused(&app, "c3 is empty");
    enter_at(&mut app, "c5");
    refused(&app, "c5 is not one of Black's pieces");
    enter_at(&mut app, "b1");
    assert_eq!(app.selected(), Some(point("b1")));
    enter_at(&mut app, "b3");
    refused(
        &app,
        "b1-b3 is not a diagonal step: pieces step diagonally, to the marked points \
         (keys 7 9 1 3 move the cursor diagonally)",
    );
    assert_eq!(
        app.selected(),
        Some(point("b1")),
        "a refusal keeps the selection"
    );
    enter_at(&mut app, "e5");
    refused(
        &app,
        "b1-e5 is not a diagonal step: pieces step diagonally, to the marked points \
         (keys 7 9 1 3 move the cursor diagonally)",
    );
    // Another own piece is picked instead; the same piece again puts it back.
    enter_at(&mut app, "d1");
    assert_eq!(app.selected(), Some(point("d1")));
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.selected(), None);
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.selected(), None);
    assert_eq!(status(&app), "put the piece back");
    press(&mut app, KeyCode::Esc);
    refused(&app, "nothing to cancel");

    let mut app = self::app(Variant::Four);
    enter_at(&mut app, "a2");
    refused(&app, "the piece on a2 has no legal move");
    enter_at(&mut app, "a1");
    enter_at(&mut app, "b1");
    assert_eq!(
        app.selected(),
        Some(point("b1")),
        "own piece picked instead"
    );
    press(&mut app, KeyCode::Esc);
    play(&mut app, "a1xa3");
    play(&mut app, "b4xb2");
    enter_at(&mut app, "d2");
    enter_at(&mut app, "d4");
    refused(
        &app,
        "d2xd4: a piece can only jump over a piece of Black's, and d3 is White's",
    );
    enter_at(&mut app, "d3");
    refused(
        &app,
        "d2xd3 is not a capture: a capture jumps two points along a line",
    );
    enter_at(&mut app, "c1");
    enter_at(&mut app, "a1");
    refused(
        &app,
        "c1xa1: a jump must land on a piece of White's, and a1 has none",
    );
    enter_at(&mut app, "c2");
    refused(&app, "the piece on c2 has no legal move");

    // A step onto an enemy piece in five-field kono.
    let mut app = self::app(Variant::Five);
    play_all(&mut app, "d1-c2 e4-d3");
    enter_at(&mut app, "c2");
    enter_at(&mut app, "d3");
    refused(&app, "d3 is not empty");

    // Forced captures.
    let mut forced = config(Variant::Four);
    forced.options.forced_capture = true;
    let mut app = App::new(forced, 1).unwrap();
    play(&mut app, "a1xa3");
    play(&mut app, "b4xb2");
    enter_at(&mut app, "b1");
    refused(
        &app,
        "the piece on b1 cannot capture, and captures are forced",
    );

    // After the end.
    let mut app = self::app(Variant::Five);
    play_all(&mut app, FIVE_BLOCKING);
    press(&mut app, KeyCode::Enter);
    let over = "the game is over (White wins: Black's camp is filled, partly by Black's own pieces \
        left at home): n new game, u undo";
    refused(&app, over);
    press(&mut app, KeyCode::Tab);
    refused(&app, over);
    key(&mut app, 'd');
    refused(&app, over);
}

#[test]
fn options_that_do_not_apply_are_refused() {
    let mut bad = config(Variant::Five);
    bad.options.forced_capture = true;
    let err = App::new(bad, 0).unwrap_err();
    assert_eq!(
        err.to_string(),
        "--forced-capture does not apply to five-field kono"
    );
}

#[test]
fn no_key_changes_the_game_while_the_board_is_not_shown() {
    let mut app = app(Variant::Five);
    render(&mut app, 100, 32);
    play(&mut app, "d1-c2");
    enter_at(&mut app, "d5");
    assert_eq!(app.selected(), Some(point("d5")));
    let small = text(&render(&mut app, 50, 14));
    assert!(small.contains("Terminal too small"), "{small}");
    for code in [KeyCode::Down, KeyCode::Down, KeyCode::Enter] {
        press(&mut app, code);
    }
    for c in ['u', 'n', 'y', 'd', 'f', 's'] {
        key(&mut app, c);
    }
    render(&mut app, 100, 32);
    assert_eq!(app.game().ply_count(), 1, "a move was played blind");
    assert_eq!(app.selected(), Some(point("d5")));
    assert_eq!(app.cursor(), point("d5"));
    assert!(!app.flipped());
    // Ctrl-c still quits at once.
    render(&mut app, 50, 14);
    assert_eq!(ctrl(&mut app, 'c'), vec![Effect::Quit]);
}

#[test]
fn messages_say_plainly_what_is_wrong() {
    let mut app = app(Variant::Four);
    play(&mut app, "a1xa3");
    enter_at(&mut app, "a3");
    refused(&app, "a3 is not one of White's pieces");
    enter_at(&mut app, "b4");
    assert_eq!(status(&app), "b4 picked up: it can capture on b2");
    press(&mut app, KeyCode::Esc);
    let mut app = self::app(Variant::Five);
    enter_at(&mut app, "d1");
    assert_eq!(status(&app), "d1 picked up: it can go to c2");
    let mut options = config(Variant::Five);
    options.options.strict_goal = true;
    let mut app = App::new(options, 1).unwrap();
    let screen = text(&render(&mut app, 100, 32));
    assert!(screen.contains("Rules   strict goal"), "{screen}");
    assert!(!screen.contains("--"), "{screen}");
}

#[test]
fn resize_is_not_a_key() {
    let mut app = app(Variant::Five);
    assert_eq!(act(&mut app, Action::Resize(10, 5)), NONE);
    assert!(app.too_small());
}
