//! The terminal game without a terminal: the App driven by key events
//! through the binding table, rendered on ratatui's `TestBackend`.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic: that is how they fail

use kono::rules::{Color, DrawReason, Move, Outcome, Point, Variant, WinReason};
use kono::tui::action::{Action, Effect};
use kono::tui::app::{App, Question, Tone};
use kono::tui::help::{self, HelpLine};
use kono::tui::input;
use kono::tui::layout;
use kono::tui::theme::Theme;
use proptest::prelude::*;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::style::{Color as Tint, Modifier};

mod common;
use common::*;

const FIVE_BLOCKING: &str = "d1-c2 e4-d3 e2-d1 d3-e2";
const FIVE_PASSES: &str = "d1-c2 d5-c4 e2-d3 a4-b3 e1-d2 c4-d5 d3-c4 b3-a4 d2-e3 c5-b4 c4-d3 a4-b3 \
    e3-d4 b4-c5 d3-c4 e4-d3 c1-b2 b3-a4 a2-b3 d3-e4 c2-d3 a5-b4 b2-a3 b4-a5 a3-b4 pass a1-b2 pass";
const FIVE_FILLED: &str = "d1-c2 a5-b4 c2-d3 c5-d4 d3-c4 b4-a5 c1-d2 a4-b3 d2-c3 e4-d3 a1-b2 d3-c2 \
    b2-a1 b5-a4 c4-b5 d5-c4 e1-d2 d4-c5 a1-b2 e5-d4 e2-d3 a5-b4 d2-e1 b4-a5 d3-e4 c2-d3 b2-a3 b3-c2 \
    e1-d2 c4-b3 d2-e1 d3-e2 c3-b2 c2-d3 b2-a1 d4-c3 b1-c2 c3-d2 c2-d1 c5-b4 d1-c2 b4-c5 a3-b4 b3-c4 \
    b4-c3 c5-b4 c3-d4 e2-d1 d4-e3 d3-e2 a1-b2 a4-b3 a2-b1 d2-c1 b2-a3 e2-d3 e1-d2 b3-a4 b1-a2 b4-c5 \
    a2-b1 c4-b3 d2-c3 b3-a2 e3-d4 c1-d2 a3-b2 d3-e2 d4-e5 a5-b4 c3-d4 a4-b3 c2-d3 b3-c2 e4-d5 d2-e1 \
    b5-a4 a2-b3 b2-a1 e1-d2 a4-b5 b4-a5 d3-c4 d2-e3 b5-a4 c5-b4 c4-b5 b3-a2 a1-b2 a2-b3 b2-a1 e2-d3 \
    b1-a2 d3-e2 b5-c4 b4-a3 a1-b2 c2-d3 b2-a1 d3-c2 c4-d3 a5-b4 a4-b5 b4-c5 d4-c3 c5-b4 d3-c4 e3-d4 \
    d5-e4 b4-c5 a1-b2 d4-e3 c3-d4 c2-b1 b2-c1 c5-b4 e4-d3 b4-c3 d3-c2 a3-b4 d4-c5 b4-a3 c2-d3 a3-b2 \
    b5-a4 e3-d2 c5-b4 b1-c2 d3-e4 c3-d4 a4-b5 c2-d3 b4-a3 d2-e3 b5-a4 d3-c2 c4-d3 c2-b1 d3-c2 e3-d2 \
    c2-d3 b1-c2 a4-b5 b3-a4 a2-b3 c2-b1 b3-c4 d4-c3 e4-d5 a4-b3 d3-c2 d2-e1 d5-e4 e1-d2 e4-d3 b2-a1 \
    a3-b4 c3-b2 b4-a3 d2-e1 e5-d4 b3-a4 d4-c3 a4-b3 c1-d2 b3-a4 c3-d4 b2-c1 d4-e5 a4-b3 d3-e4 e2-d3 \
    d2-c3 d3-e2 b5-a4 e1-d2 e4-d5 b3-a2 c4-b3 c1-b2 c3-d4 b2-c3 d5-c4 c3-b2 d4-c3 b2-c1 c4-d5 e2-d3 \
    d5-c4 d3-e2 a3-b2 e2-d3 c4-d5 d3-e2 a4-b5 d2-e1";
const FOUR_CAPTURES: &str =
    "a1xa3 b4xb2 a2xa4 b3xb1 c1xc3 b2-b3 c2xc4 b1-c1 d1xd3 c1-b1 d2xd4 b3-b4 d4xb4";
const FOUR_BLOCKED: &str = "c1xc3 d4xd2 a1xa3 c4-d4 b1xb3 d4-c4 b2xd2 d3-d4 d2-d3";

// ---------------------------------------------------------------- whole games

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

// ---------------------------------------------------------------- refusals

#[test]
fn every_refusal_message() {
    let mut app = app(Variant::Five);
    key(&mut app, 'u');
    refused(&app, "nothing to undo");
    ctrl(&mut app, 'r');
    refused(&app, "nothing to redo");
    go(&mut app, point("c3"));
    press(&mut app, KeyCode::Enter);
    refused(&app, "c3 is empty");
    go(&mut app, point("c5"));
    press(&mut app, KeyCode::Enter);
    refused(&app, "c5 is not one of Black's pieces");
    go(&mut app, point("b1"));
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.selected(), Some(point("b1")));
    go(&mut app, point("b3"));
    press(&mut app, KeyCode::Enter);
    refused(&app, "b1-b3 is not a diagonal step");
    assert_eq!(
        app.selected(),
        Some(point("b1")),
        "a refusal keeps the selection"
    );
    go(&mut app, point("e5"));
    press(&mut app, KeyCode::Enter);
    refused(&app, "b1-e5 is not a diagonal step");
    // Another own piece is picked instead; the same piece again puts it back.
    go(&mut app, point("d1"));
    press(&mut app, KeyCode::Enter);
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
    go(&mut app, point("a2"));
    press(&mut app, KeyCode::Enter);
    refused(&app, "the piece on a2 has no legal move");
    go(&mut app, point("a1"));
    press(&mut app, KeyCode::Enter);
    go(&mut app, point("b1"));
    press(&mut app, KeyCode::Enter);
    assert_eq!(
        app.selected(),
        Some(point("b1")),
        "own piece picked instead"
    );
    press(&mut app, KeyCode::Esc);
    play(&mut app, "a1xa3");
    play(&mut app, "b4xb2");
    go(&mut app, point("d2"));
    press(&mut app, KeyCode::Enter);
    go(&mut app, point("d4"));
    press(&mut app, KeyCode::Enter);
    refused(
        &app,
        "d2xd4 must jump over a piece of Black's, and d3 has none",
    );
    go(&mut app, point("d3"));
    press(&mut app, KeyCode::Enter);
    refused(
        &app,
        "d2xd3 is not a capture: a capture jumps two points along a line",
    );
    go(&mut app, point("c1"));
    press(&mut app, KeyCode::Enter);
    go(&mut app, point("a1"));
    press(&mut app, KeyCode::Enter);
    refused(&app, "c1-a1 is not an orthogonal step");
    go(&mut app, point("c2"));
    press(&mut app, KeyCode::Enter);
    refused(&app, "the piece on c2 has no legal move");

    // A step onto an enemy piece in five-field kono.
    let mut app = self::app(Variant::Five);
    play_all(&mut app, "d1-c2 e4-d3");
    go(&mut app, point("c2"));
    press(&mut app, KeyCode::Enter);
    go(&mut app, point("d3"));
    press(&mut app, KeyCode::Enter);
    refused(&app, "d3 is not empty");

    // Forced captures.
    let mut forced = config(Variant::Four);
    forced.options.forced_capture = true;
    let mut app = App::new(forced, 1).unwrap();
    play(&mut app, "a1xa3");
    play(&mut app, "b4xb2");
    go(&mut app, point("b1"));
    press(&mut app, KeyCode::Enter);
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

// ---------------------------------------------------------------- other keys

#[test]
fn new_game_and_quit_ask_first_while_a_game_is_in_progress() {
    let mut app = app(Variant::Five);
    assert_eq!(
        key(&mut app, 'n'),
        NONE,
        "no question before the first move"
    );
    assert_eq!(app.question(), None);
    play(&mut app, "d1-c2");
    key(&mut app, 'n');
    assert_eq!(app.question(), Some(Question::NewGame));
    key(&mut app, 'n');
    assert_eq!(app.question(), None);
    assert_eq!(app.game().ply_count(), 1);
    key(&mut app, 'n');
    key(&mut app, 'y');
    assert_eq!(app.game().ply_count(), 0);
    assert_eq!(status(&app), "new game: Black moves first");

    play(&mut app, "d1-c2");
    assert_eq!(key(&mut app, 'q'), NONE);
    assert_eq!(app.question(), Some(Question::Quit));
    assert_eq!(press(&mut app, KeyCode::Esc), NONE);
    assert_eq!(app.question(), None);
    key(&mut app, 'q');
    assert_eq!(key(&mut app, 'y'), vec![Effect::Quit]);

    assert_eq!(
        ctrl(&mut app, 'c'),
        vec![Effect::Quit],
        "Ctrl-c quits at once"
    );
    let mut fresh = self::app(Variant::Four);
    assert_eq!(
        key(&mut fresh, 'q'),
        vec![Effect::Quit],
        "nothing to lose: no question"
    );
}

#[test]
fn lots_are_drawn_when_nobody_chose() {
    let mut random = config(Variant::Five);
    random.first = None;
    let firsts: Vec<Color> = (0..40)
        .map(|seed| {
            let app = App::new(random, seed).unwrap();
            assert!(app.first_drawn());
            app.game().position().to_move()
        })
        .collect();
    assert!(firsts.contains(&Color::Black) && firsts.contains(&Color::White));
    let mut app = App::new(random, 3).unwrap();
    assert!(status(&app).ends_with("(drawn at random)"));
    assert!(screen(&mut app).contains("drawn at random"));
    assert!(!self::app(Variant::Five).first_drawn());
}

#[test]
fn flip_turns_the_board_and_the_arrows_follow_the_screen() {
    let mut app = app(Variant::Five);
    go(&mut app, point("c3"));
    press(&mut app, KeyCode::Up);
    assert_eq!(app.cursor(), point("c4"));
    key(&mut app, 'f');
    assert!(app.flipped());
    assert_eq!(status(&app), "White is at the bottom");
    press(&mut app, KeyCode::Up);
    assert_eq!(app.cursor(), point("c3"));
    press(&mut app, KeyCode::Right);
    assert_eq!(app.cursor(), point("b3"));
    let text = screen(&mut app);
    assert!(text.contains("e       d       c       b       a"), "{text}");
    // The cursor stops at the edge.
    for _ in 0..9 {
        key(&mut app, 'k');
    }
    assert_eq!(app.cursor(), point("b1"));
}

#[test]
fn tab_visits_the_pieces_that_can_move() {
    let mut app = app(Variant::Four);
    let mut seen = Vec::new();
    for _ in 0..4 {
        press(&mut app, KeyCode::Tab);
        seen.push(app.cursor().to_string());
    }
    seen.sort();
    assert_eq!(seen, ["a1", "b1", "c1", "d1"]);
    let here = app.cursor();
    press(&mut app, KeyCode::Tab);
    press(&mut app, KeyCode::BackTab);
    assert_eq!(app.cursor(), here);
}

#[test]
fn a_mouse_click_moves_the_cursor_and_presses_enter() {
    let mut app = app(Variant::Four);
    render(&mut app, 100, 30);
    let click = |app: &mut App, p: Point| {
        let (x, y) = cell_of(app, p);
        let event = Event::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column: x,
            row: y,
            modifiers: KeyModifiers::NONE,
        });
        handle(app, &event);
    };
    click(&mut app, point("a1"));
    assert_eq!(app.selected(), Some(point("a1")));
    click(&mut app, point("a3"));
    assert_eq!(app.game().last_move(), Some("a1xa3".parse().unwrap()));
    // A click off the board does nothing.
    let outside = Event::Mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: 0,
        row: 0,
        modifiers: KeyModifiers::NONE,
    });
    assert_eq!(
        input::action(&outside, app.mode(), Some(&layout_of(&app))),
        None
    );
}

#[test]
fn key_releases_are_ignored() {
    let app = app(Variant::Four);
    let release = Event::Key(KeyEvent::new_with_kind(
        KeyCode::Enter,
        KeyModifiers::NONE,
        KeyEventKind::Release,
    ));
    assert_eq!(
        input::action(&release, app.mode(), Some(&layout_of(&app))),
        None
    );
}

#[test]
fn the_help_shows_keys_and_rules_and_scrolls_to_its_end() {
    let entry = |keys: &str, does: &str| HelpLine::Entry {
        keys: keys.to_string(),
        does: does.to_string(),
    };
    let lines = help::lines(Variant::Four, false, 76);
    for (keys, does) in [
        ("↑ k", "cursor up"),
        (
            "Enter Space",
            "pick up the piece under the cursor / move it to a marked",
        ),
        ("", "point"),
        ("u", "take back a move"),
        ("Ctrl-r", "play again a move taken back"),
        ("mouse click", "cursor there, then Enter"),
        ("y", "yes"),
        ("Esc ? q", "close the help"),
        ("Backspace Ctrl-h", "delete the character before the cursor"),
        ("PgDn Space", "a page down"),
        ("Ctrl-c", "quit at once"),
    ] {
        assert!(
            lines.contains(&entry(keys, does)),
            "help lacks {keys} {does}"
        );
    }
    assert!(lines.contains(&HelpLine::Heading(
        "The rules of four-field kono".to_string()
    )));
    assert!(
        lines.iter().any(
            |l| matches!(l, HelpLine::Text(t) if t.contains("Four-field kono (nei-pat-ko-no)"))
        )
    );
    let ascii = help::lines(Variant::Four, true, 76);
    assert!(ascii.contains(&entry("Up k", "cursor up")));
    // Narrow: the text wraps under an empty key column.
    let narrow = help::lines(Variant::Four, false, 30);
    assert!(narrow.contains(&entry("Enter Space", "pick up the")));
    assert!(narrow.contains(&entry("", "piece under")));

    let mut app = app(Variant::Four);
    key(&mut app, '?');
    assert!(app.help().is_some());
    // Keys scroll it; Esc closes it and the board keys work again.
    render(&mut app, 80, 24);
    press(&mut app, KeyCode::Down);
    assert_eq!(app.help(), Some(1));
    // It stops at the end: one Up after many Downs scrolls back at once.
    for _ in 0..500 {
        press(&mut app, KeyCode::Down);
    }
    let end = app.help().unwrap();
    assert!(end > 10 && end < 100, "{end}");
    press(&mut app, KeyCode::Up);
    assert_eq!(app.help(), Some(end - 1));
    // A taller screen brings the end nearer: the scroll follows it, and
    // even before the next frame one Up scrolls back one line from the end.
    for _ in 0..500 {
        press(&mut app, KeyCode::Down);
    }
    let first = render(&mut app, 80, 40);
    let taller = app.help().unwrap();
    assert!(taller < end, "{taller} {end}");
    app.update(Action::Resize(80, 24));
    press(&mut app, KeyCode::Up);
    assert_eq!(app.help(), Some(taller - 1));
    let Some(HelpLine::Text(last)) = help::lines(Variant::Four, false, 72).pop() else {
        panic!("the help ends with the rules' text");
    };
    assert!(text(&first).contains(last.trim()), "the end shows: {last}");
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.help(), None);
    press(&mut app, KeyCode::Tab);
    assert!(app.help().is_none());
}

// ---------------------------------------------------------------- rendering

#[test]
fn snapshot_five_start() {
    let mut app = app(Variant::Five);
    insta::assert_snapshot!(screen(&mut app));
}

#[test]
fn snapshot_four_start() {
    let mut app = app(Variant::Four);
    insta::assert_snapshot!(text(&render(&mut app, 100, 30)));
}

#[test]
fn snapshot_selection_with_destinations() {
    let mut app = app(Variant::Five);
    go(&mut app, point("b1"));
    press(&mut app, KeyCode::Enter);
    insta::assert_snapshot!(screen(&mut app));
}

#[test]
fn snapshot_capture_target() {
    let mut app = app(Variant::Four);
    play(&mut app, "a1xa3");
    go(&mut app, point("b4"));
    press(&mut app, KeyCode::Enter);
    insta::assert_snapshot!(screen(&mut app));
}

#[test]
fn snapshot_game_over_banner() {
    let mut app = app(Variant::Four);
    play_all(&mut app, FOUR_CAPTURES);
    insta::assert_snapshot!(screen(&mut app));
}

/// Checks that every point of the board shows what is on it: a piece
/// glyph where there is a piece, a grid junction or the last move's mark
/// where there is none.
#[track_caller]
fn board_fully_visible(app: &App, buf: &Buffer) {
    let position = app.game().position();
    let size = app.variant().size();
    for index in 0..u32::from(size * size) {
        let p = Point::from_index(index, size);
        let (x, y) = cell_of(app, p);
        let symbol = buf[(x, y)].symbol();
        match position.piece_at(p) {
            Some(Color::Black) => assert!(["●", "█"].contains(&symbol), "{p}"),
            Some(Color::White) => assert_eq!(symbol, "○", "{p}"),
            None => assert!("┌┐└┘├┤┬┴┼◌◇".contains(symbol), "{p}: {symbol:?}"),
        }
    }
}

#[test]
fn the_game_over_banner_hides_no_point_of_the_board() {
    for (variant, moves) in [
        (Variant::Four, FOUR_CAPTURES),
        (Variant::Five, FIVE_BLOCKING),
        (Variant::Five, FIVE_FILLED),
    ] {
        let mut app = app(variant);
        play_all(&mut app, moves);
        let outcome = app.game().outcome().unwrap().to_string();
        let last = app.game().last_move().unwrap();
        let (w, h) = layout::min_size(variant);
        for (width, height) in [(100, 30), (80, 24), (w, h), (120, 50)] {
            let buf = render(&mut app, width, height);
            let shown = text(&buf);
            // The banner is above the grid.
            let top = cell_of(&app, app.orientation().point(0, 0).unwrap()).1;
            let mut above = shown.lines().take(usize::from(top));
            assert!(
                above.any(|l| l.contains(" wins")),
                "{width}x{height}\n{shown}"
            );
            board_fully_visible(&app, &buf);
            // The last move's marks are still there.
            let (x, y) = cell_of(&app, last.to().unwrap());
            assert!(buf[(x, y)].modifier.contains(Modifier::UNDERLINED));
            let (x, y) = cell_of(&app, last.from().unwrap());
            assert_eq!(buf[(x, y)].symbol(), "◌");
            if (width, height) == (100, 30) {
                assert!(
                    shown.contains(&outcome),
                    "the whole result at 100x30:\n{shown}"
                );
                assert!(shown.contains("n new game · u undo · q quit"), "{shown}");
            }
        }
    }
}

#[test]
fn snapshot_help() {
    let mut app = app(Variant::Five);
    key(&mut app, '?');
    insta::assert_snapshot!(text(&render(&mut app, 90, 40)));
}

#[test]
fn snapshot_too_small() {
    let mut app = app(Variant::Five);
    let (w, h) = layout::min_size(Variant::Five);
    let text = text(&render(&mut app, 50, 12));
    assert!(text.contains(&format!("Terminal too small: need {w}×{h}, have 50×12")));
    insta::assert_snapshot!(text);
    // Exactly the minimum shows the board again.
    let fits = self::text(&render(&mut app, w, h));
    assert!(!fits.contains("too small") && fits.contains("five-field kono"));
    // Clicks do nothing while too small.
    app.update(Action::Resize(40, 12));
    assert_eq!(layout_of(&app).point_at(10, 5), None);
}

#[test]
fn snapshot_ascii() {
    let mut ascii = config(Variant::Four);
    ascii.ascii = true;
    let mut app = App::new(ascii, 0).unwrap();
    play(&mut app, "a1xa3");
    go(&mut app, point("b4"));
    press(&mut app, KeyCode::Enter);
    let text = screen(&mut app);
    assert!(text.is_ascii(), "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn cell_styles_of_cursor_selection_and_last_move() {
    let mut app = app(Variant::Four);
    play(&mut app, "a1xa3");
    go(&mut app, point("b4"));
    press(&mut app, KeyCode::Enter);
    go(&mut app, point("c4"));
    let buf = render(&mut app, 80, 24);
    // Big pieces take a column either side; their marks sit one further out.
    let w = u16::from(layout_of(&app).grid.unwrap().big_pieces());
    let tint = |index| Tint::Indexed(index);

    let (x, y) = cell_of(&app, point("c4"));
    assert!(buf[(x, y)].modifier.contains(Modifier::REVERSED), "cursor");
    assert_eq!(buf[(x - 1 - w, y)].symbol(), "[");
    assert_eq!(buf[(x + 1 + w, y)].symbol(), "]");

    let (x, y) = cell_of(&app, point("b4"));
    assert_eq!(buf[(x, y)].fg, tint(28), "selection");
    assert_eq!(buf[(x - 1 - w, y)].symbol(), "‹");
    assert_eq!(buf[(x + 1 + w, y)].symbol(), "›");

    let (x, y) = cell_of(&app, point("b2"));
    assert_eq!(buf[(x, y)].symbol(), if w == 1 { "█" } else { "●" });
    assert_eq!(buf[(x, y)].fg, tint(160), "capture target");
    assert_eq!(buf[(x - 1 - w, y)].symbol(), "×");

    let (x, y) = cell_of(&app, point("a3"));
    assert_eq!(buf[(x, y)].fg, tint(27), "last move to, in Black's colour");
    assert!(buf[(x, y)].modifier.contains(Modifier::UNDERLINED));
    let (x, y) = cell_of(&app, point("c1"));
    assert_eq!(buf[(x, y)].symbol(), if w == 1 { "█" } else { "●" });
    assert_eq!(buf[(x, y)].fg, tint(27), "Black's pieces");
    assert!(buf[(x, y)].modifier.contains(Modifier::BOLD));
    assert!(!buf[(x, y)].modifier.contains(Modifier::UNDERLINED));
    assert_eq!(buf[(x - 1 - w, y)].fg, tint(244), "the grid beside it");
    let (x, y) = cell_of(&app, point("a4"));
    assert_eq!(buf[(x, y)].symbol(), "○");
    assert_eq!(buf[(x, y)].fg, tint(166), "White's pieces");
    assert!(buf[(x, y)].modifier.contains(Modifier::BOLD));
    let (x, y) = cell_of(&app, point("a1"));
    assert_eq!(buf[(x, y)].symbol(), "◌", "last move from");
    assert_eq!(buf[(x, y)].fg, tint(163));
    assert_eq!(buf[(x - 1, y)].symbol(), "«", "last move from, marked");
    let (x, y) = cell_of(&app, point("a3"));
    assert_eq!(buf[(x - 1 - w, y)].symbol(), "«", "last move to, marked");

    // Without colour the marks stay visible by shape and attribute.
    let mut plain = config(Variant::Four);
    plain.color = false;
    let mut app = App::new(plain, 0).unwrap();
    let buf = render(&mut app, 80, 24);
    let (x, y) = cell_of(&app, app.cursor());
    assert!(buf[(x, y)].modifier.contains(Modifier::REVERSED));
    assert_eq!(buf[(x - 1 - w, y)].symbol(), "[");
    for row in 0..24 {
        for col in 0..80 {
            assert_eq!(buf[(col, row)].fg, Tint::Reset, "colour at {col},{row}");
        }
    }
}

#[test]
fn without_colour_a_picked_piece_under_the_cursor_is_told_apart() {
    for color in [true, false] {
        let theme = Theme::new(false, color);
        assert_ne!(theme.selection(), theme.step_target(), "colour {color}");
    }
    let mut plain = config(Variant::Five);
    plain.color = false;
    let mut app = App::new(plain, 0).unwrap();
    go(&mut app, point("b1"));
    // The cursor alone: its brackets, reverse video, no underline.
    let buf = render(&mut app, 80, 24);
    let (x, y) = cell_of(&app, point("b1"));
    assert_eq!(buf[(x - 1, y)].symbol(), "[");
    assert!(!buf[(x, y)].modifier.contains(Modifier::UNDERLINED));
    // Picked up under the cursor: both pairs of marks, and underlined.
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.selected(), Some(point("b1")));
    let buf = render(&mut app, 80, 24);
    let marks: String = (x - 2..=x + 2).map(|c| buf[(c, y)].symbol()).collect();
    assert_eq!(marks, "[‹●›]");
    let piece = &buf[(x, y)];
    assert!(piece.modifier.contains(Modifier::REVERSED), "the cursor");
    assert!(
        piece.modifier.contains(Modifier::UNDERLINED),
        "the selection"
    );
    assert!(buf[(x - 1, y)].modifier.contains(Modifier::UNDERLINED));
    // A step target is marked by its glyph, not like the selection.
    let (x, y) = cell_of(&app, point("c2"));
    assert_eq!(buf[(x, y)].symbol(), "◆");
    assert!(!buf[(x, y)].modifier.contains(Modifier::UNDERLINED));
    // The cursor moved off: the piece keeps its selection marks.
    press(&mut app, KeyCode::Up);
    let buf = render(&mut app, 80, 24);
    let (x, y) = cell_of(&app, point("b1"));
    let marks: String = (x - 1..=x + 1).map(|c| buf[(c, y)].symbol()).collect();
    assert_eq!(marks, "‹●›");
    assert!(!buf[(x, y)].modifier.contains(Modifier::REVERSED));
    for row in 0..24 {
        for col in 0..80 {
            assert_eq!(buf[(col, row)].fg, Tint::Reset, "colour at {col},{row}");
        }
    }
}

#[test]
fn the_move_list_scrolls_to_the_latest_move() {
    let mut app = app(Variant::Five);
    play_all(&mut app, FIVE_FILLED);
    let text = screen(&mut app);
    // Numbered as the record numbers them, a number for each pair: the
    // 196 moves are 98 pairs.
    assert!(text.contains("98. a4-b5  d2-e1"), "{text}");
    assert!(text.contains("Move    98"), "{text}");
    assert!(!text.contains(" 1. d1-c2"));
}

// ---------------------------------------------------------------- properties

fn any_event() -> impl Strategy<Value = Event> {
    let codes = prop_oneof![
        Just(KeyCode::Up),
        Just(KeyCode::Down),
        Just(KeyCode::Left),
        Just(KeyCode::Right),
        Just(KeyCode::Enter),
        Just(KeyCode::Esc),
        Just(KeyCode::Tab),
        Just(KeyCode::BackTab),
        prop::sample::select(vec![
            'h', 'j', 'k', 'l', ' ', 'u', 'd', 'y', 'n', 'f', '?', 'q', 'x'
        ])
        .prop_map(KeyCode::Char),
    ];
    prop_oneof![
        8 => (codes, any::<bool>()).prop_map(|(code, ctrl)| {
            let modifiers = if ctrl && code == KeyCode::Char('u') {
                KeyModifiers::CONTROL
            } else {
                KeyModifiers::NONE
            };
            Event::Key(KeyEvent::new(code, modifiers))
        }),
        1 => Just(Event::Key(KeyEvent::new(KeyCode::Char('r'), KeyModifiers::CONTROL))),
        2 => (0u16..100, 0u16..30).prop_map(|(column, row)| Event::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column,
            row,
            modifiers: KeyModifiers::NONE,
        })),
        1 => (20u16..120, 5u16..40).prop_map(|(w, h)| Event::Resize(w, h)),
    ]
}

/// A rough self-check of the App through its public face: the cursor is
/// on the board, the selection is a piece of the side to move that can
/// move, nothing is picked up once the game is over, and no pass waits to
/// be played by hand.
fn is_consistent(app: &App) -> bool {
    let size = app.variant().size();
    let position = app.game().position();
    let cursor_ok = app.cursor().on_board(size);
    let selection_ok = app.selected().is_none_or(|p| {
        position.piece_at(p) == Some(position.to_move()) && !app.targets().is_empty()
    });
    let over_ok = app.game().outcome().is_none() || app.selected().is_none();
    let pass_ok = app.game().legal_moves() != [Move::Pass];
    cursor_ok && selection_ok && over_ok && pass_ok && position.variant() == app.variant()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn any_keys_leave_the_app_consistent(
        four in any::<bool>(),
        events in prop::collection::vec(any_event(), 0..150),
    ) {
        let variant = if four { Variant::Four } else { Variant::Five };
        let mut cfg = config(variant);
        cfg.first = None;
        let mut app = App::new(cfg, 11).unwrap();
        let mut terminal = Terminal::new(TestBackend::new(100, 30)).unwrap();
        for event in &events {
            if handle(&mut app, event).contains(&Effect::Quit) {
                break;
            }
            prop_assert!(is_consistent(&app));
            if let Event::Resize(w, h) = event {
                terminal.backend_mut().resize(*w, *h);
            }
            draw(&app, &mut terminal);
        }
    }
}

// ---------------------------------------------------------------- saving

#[test]
fn s_asks_for_a_file_name_and_asks_the_loop_to_save() {
    let mut app = app(Variant::Four);
    play(&mut app, "a1xa3");
    act(&mut app, Action::SaveName("game.kono".to_string()));
    assert_eq!(key(&mut app, 's'), NONE);
    assert_eq!(app.prompt(), Some("game.kono"));
    assert!(screen(&mut app).contains("save as: game.kono"));
    // Keys that are bound elsewhere are typed here: q, n, u do not act.
    for _ in 0.."kono".len() {
        press(&mut app, KeyCode::Backspace);
    }
    for c in "qnu.txt".chars() {
        key(&mut app, c);
    }
    assert_eq!(app.prompt(), Some("game.qnu.txt"));
    assert_eq!(
        app.game().ply_count(),
        1,
        "u typed a letter, it did not undo"
    );
    assert_eq!(
        press(&mut app, KeyCode::Enter),
        vec![Effect::Save {
            path: "game.qnu.txt".into(),
            game: Box::new(app.game().clone()),
            replace: false,
        }]
    );
    assert_eq!(app.prompt(), None);
    act(&mut app, Action::Saved(Ok("/tmp/game.qnu.txt".to_string())));
    assert_eq!(status(&app), "saved to /tmp/game.qnu.txt");
    key(&mut app, 's');
    act(
        &mut app,
        Action::Saved(Err("writing x: Permission denied".to_string())),
    );
    assert_eq!(app.status().tone(), Tone::Refusal);
}

#[test]
fn the_save_prompt_cancels_and_refuses_an_empty_name() {
    let mut app = app(Variant::Five);
    act(&mut app, Action::SaveName("x".to_string()));
    key(&mut app, 's');
    press(&mut app, KeyCode::Backspace);
    assert_eq!(press(&mut app, KeyCode::Enter), NONE);
    refused(&app, "type a file name, or Esc to cancel");
    assert_eq!(app.prompt(), Some(""));
    assert_eq!(press(&mut app, KeyCode::Esc), NONE);
    assert_eq!(app.prompt(), None);
    assert_eq!(status(&app), "not saved");
}

#[test]
fn a_loaded_game_continues_with_its_own_rules_and_history() {
    let record = "[Variant \"four\"]\n[ForcedCapture \"yes\"]\n[First \"white\"]\n\n1. a4xa2 *\n";
    let (game, _) = kono::rules::record::read(record).unwrap();
    let mut app = app(Variant::Five);
    let before = app.game_number();
    app.load(game, "saved.kono");
    assert_ne!(app.game_number(), before);
    assert_eq!(app.variant(), Variant::Four);
    assert!(app.options().forced_capture);
    assert_eq!(status(&app), "saved.kono: move 1, Black to move");
    assert_eq!(app.cursor(), point("a2"));
    key(&mut app, 'u');
    assert_eq!(app.game().ply_count(), 0);
    assert_eq!(app.game().position().to_move(), Color::White);
}

#[test]
fn the_revision_follows_every_change_of_the_game_and_nothing_else() {
    // Autosave writes when the revision changes: it must change with every
    // change of the game, and not with keys that change only the screen.
    let mut app = app(Variant::Four);
    let mut last = app.revision();
    let mut changes = |app: &App, changed: bool, what: &str| {
        assert_eq!(app.revision() != last, changed, "{what}");
        last = app.revision();
    };
    for c in ['f', '?', '?', 'l', 'u'] {
        key(&mut app, c);
        changes(&app, false, &format!("key {c}"));
    }
    go(&mut app, point("a1"));
    press(&mut app, KeyCode::Enter);
    changes(&app, false, "picking up");
    go(&mut app, point("c3"));
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.status().tone(), Tone::Refusal, "{}", status(&app));
    press(&mut app, KeyCode::Esc);
    changes(&app, false, "a refused move");
    play(&mut app, "a1xa3");
    changes(&app, true, "a move");
    key(&mut app, 'd');
    changes(&app, true, "a draw offer");
    key(&mut app, 'n');
    changes(&app, true, "the offer declined");
    key(&mut app, 'u');
    changes(&app, true, "undo");
    ctrl(&mut app, 'r');
    changes(&app, true, "redo");
    ctrl(&mut app, 'r');
    changes(&app, false, "nothing to redo");
    let number = app.game_number();
    key(&mut app, 'n');
    key(&mut app, 'y');
    assert_ne!(app.game_number(), number, "a new game");
}

#[test]
fn a_loaded_game_whose_side_to_move_must_pass_passes_at_once() {
    // The record ends with Black's a3-b4, after which White cannot move:
    // opened, it must not wait for a move of White's that cannot come.
    let mut played = app(Variant::Five);
    let moves: Vec<&str> = FIVE_PASSES.split_whitespace().collect();
    play_all(&mut played, &moves[..25].join(" "));
    assert_eq!(played.game().last_move(), Some(Move::Pass));
    let text = kono::rules::record::write(played.game(), &Default::default());
    // The pass the game played by itself, cut out of the record.
    let text = text.replace(" pass", "");
    assert!(!text.contains("pass"), "{text}");
    let (game, _) = kono::rules::record::read(&text).unwrap();
    let mut app = app(Variant::Four);
    app.load(game, "before-a-pass.kono");
    assert_eq!(app.game().last_move(), Some(Move::Pass));
    assert_eq!(app.game().position().to_move(), Color::Black);
    assert!(status(&app).ends_with("Black to move"), "{}", status(&app));
    // Black plays on by keys, and undo takes back a3-b4 with the pass.
    play(&mut app, moves[26]);
    key(&mut app, 'u');
    key(&mut app, 'u');
    assert_eq!(status(&app), "took back a3-b4 and White's pass");
    assert_eq!(app.game().ply_count(), 24);
}
