//! Whole games by keys, to each way a game ends: the banner, the record, undo and redo across the end.

use super::*;

#[test]
fn five_field_won_by_filling_the_camp() {
    let mut app = app(Variant::Five);
    play_all(&mut app, FIVE_FILLED);
    let outcome = app.game().outcome().unwrap();
    assert_eq!(
        outcome,
        Outcome::Win {
            winner: Color::White,
            reason: WinReason::CampFilled
        }
    );
    assert!(status(&app).ends_with("White wins: every point of Black's camp is filled"));
    assert!(screen(&mut app).contains("White wins: every point of Black's camp is filled"));
}

#[test]
fn five_field_won_by_the_blocking_clause() {
    let mut app = app(Variant::Five);
    play_all(&mut app, FIVE_BLOCKING);
    assert_eq!(
        app.game().outcome(),
        Some(Outcome::Win {
            winner: Color::White,
            reason: WinReason::CampBlocked
        })
    );
    assert!(status(&app).contains("White wins"), "{}", status(&app));
}

#[test]
fn five_field_forced_pass_is_announced_and_recorded() {
    let mut app = app(Variant::Five);
    let moves: Vec<&str> = FIVE_PASSES.split_whitespace().collect();
    play_all(&mut app, &moves[..25].join(" "));
    assert_eq!(app.game().last_move(), Some(Move::Pass));
    assert_eq!(app.game().ply_count(), 26);
    assert!(status(&app).contains("a3 → b4"), "{}", status(&app));
    assert!(
        status(&app).contains("White cannot move and passes"),
        "{}",
        status(&app)
    );
    assert!(screen(&mut app).contains("pass"));
    // Undo takes back the pass and the move that forced it.
    key(&mut app, 'u');
    assert_eq!(app.game().ply_count(), 24);
    assert_eq!(status(&app), "took back a3-b4 and White's pass");
    // Redo plays the move and the pass again.
    ctrl(&mut app, 'r');
    assert_eq!(app.game().ply_count(), 26);
    assert!(status(&app).contains("White cannot move and passes"));
    play_all(&mut app, &moves[..28].join(" "));
    assert_eq!(app.game().last_move(), Some(Move::Pass));
}

#[test]
fn four_field_won_by_captures() {
    let mut app = app(Variant::Four);
    play_all(&mut app, FOUR_CAPTURES);
    assert_eq!(
        app.game().outcome(),
        Some(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::OnePieceLeft
        })
    );
    assert!(status(&app).contains("Black wins: White has one piece left"));
    assert!(
        status(&app).starts_with("d4 × b4: Black takes White's piece on b4. "),
        "{}",
        status(&app)
    );
    // After the end, n starts again without asking.
    key(&mut app, 'n');
    assert_eq!(app.question(), None);
    assert_eq!(app.game().ply_count(), 0);
    assert_eq!(app.game().outcome(), None);
}

#[test]
fn four_field_won_by_blocking() {
    let mut app = app(Variant::Four);
    play_all(&mut app, FOUR_BLOCKED);
    assert_eq!(
        app.game().outcome(),
        Some(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::Blocked
        })
    );
    assert!(status(&app).contains("Black wins: White cannot move"));
}

#[test]
fn draw_by_agreement() {
    let mut app = app(Variant::Four);
    play(&mut app, "a1xa3");
    key(&mut app, 'd');
    assert_eq!(app.question(), Some(Question::Draw(Color::White)));
    assert_eq!(app.status().tone(), Tone::Question);
    // Keys other than the answer keep the question.
    press(&mut app, KeyCode::Left);
    assert_eq!(app.question(), Some(Question::Draw(Color::White)));
    key(&mut app, 'n');
    assert_eq!(status(&app), "Black declines the draw");
    assert_eq!(app.game().outcome(), None);
    // Caps Lock on: Y and N answer too.
    key(&mut app, 'd');
    press_with(&mut app, KeyCode::Char('N'), KeyModifiers::SHIFT);
    assert_eq!(status(&app), "Black declines the draw");
    key(&mut app, 'd');
    press_with(&mut app, KeyCode::Char('Y'), KeyModifiers::SHIFT);
    assert_eq!(
        app.game().outcome(),
        Some(Outcome::Draw(DrawReason::Agreement))
    );
    assert_eq!(status(&app), "draw agreed");
    assert!(screen(&mut app).contains("Draw agreed"));
}

#[test]
fn threefold_repetition() {
    let mut app = app(Variant::Four);
    play_all(
        &mut app,
        "a1xa3 b4xb2 a2-a1 a4-b4 a1-a2 b4-a4 a2-a1 a4-b4 a1-a2",
    );
    assert_eq!(app.game().outcome(), None);
    play(&mut app, "b4-a4");
    assert_eq!(
        app.game().outcome(),
        Some(Outcome::Draw(DrawReason::Repetition))
    );
    assert!(status(&app).ends_with("Draw: the same position occurred three times"));
}

#[test]
fn undo_and_redo_across_the_end() {
    let mut app = app(Variant::Five);
    play_all(&mut app, FIVE_BLOCKING);
    assert!(app.game().outcome().is_some());
    key(&mut app, 'u');
    assert_eq!(app.game().outcome(), None);
    assert_eq!(status(&app), "took back d3-e2");
    key(&mut app, 'u');
    assert_eq!(app.game().ply_count(), 2);
    ctrl(&mut app, 'r');
    ctrl(&mut app, 'r');
    assert!(app.game().outcome().is_some());
    assert!(status(&app).contains("White wins"));
    ctrl(&mut app, 'r');
    assert!(status(&app).starts_with("the game is over (White wins"));
    // Undo works after the end, and a new move forgets the redo.
    key(&mut app, 'u');
    play(&mut app, "d3-c4");
    ctrl(&mut app, 'r');
    assert_eq!(status(&app), "nothing to redo");
    // An agreed draw is taken back too.
    key(&mut app, 'd');
    key(&mut app, 'y');
    assert!(app.game().outcome().is_some());
    key(&mut app, 'u');
    assert_eq!(app.game().outcome(), None);
}
