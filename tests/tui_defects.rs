//! The defects players found in the terminal game (issue 8), each pinned
//! by a test that failed before its fix.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic: that is how they fail

mod common;
use common::*;

use kono::rules::{Point, Variant};
use kono::tui::action::{Action, Effect};
use kono::tui::app::App;
use ratatui::crossterm::event::{
    Event, KeyCode, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

const FOUR_CAPTURES: &str =
    "a1xa3 b4xb2 a2xa4 b3xb1 c1xc3 b2-b3 c2xc4 b1-c1 d1xd3 c1-b1 d2xd4 b3-b4 d4xb4";

/// The key bar's row of a screen.
fn key_bar(screen: &str) -> String {
    screen.lines().last().unwrap_or_default().to_string()
}

#[test]
fn no_key_changes_the_game_while_the_board_is_not_shown() {
    let mut app = app(Variant::Five);
    render(&mut app, 100, 32);
    play(&mut app, "d1-c2");
    go(&mut app, point("d5"));
    press(&mut app, KeyCode::Enter);
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
fn the_move_number_matches_the_move_list_after_the_end() {
    let mut app = app(Variant::Four);
    play_all(&mut app, FOUR_CAPTURES);
    let screen = text(&render(&mut app, 100, 32));
    assert!(screen.contains("Move    7 "), "{screen}");
    assert!(screen.contains("7. d4xb4"), "{screen}");
}

#[test]
fn moves_are_counted_one_way_everywhere() {
    // The move list numbers the moves as the record does, a number for each
    // pair, and a loaded game counts the same.
    let mut app = app(Variant::Four);
    play_all(&mut app, "a1xa3 b4xb2 a2xa4");
    let screen = text(&render(&mut app, 100, 32));
    assert!(screen.contains("1. a1xa3  b4xb2"), "{screen}");
    assert!(screen.contains("2. a2xa4"), "{screen}");
    assert!(screen.contains("Move    2 "), "{screen}");
    let game = app.game().clone();
    let mut loaded = self::app(Variant::Five);
    loaded.load(game, "x.kono");
    assert_eq!(status(&loaded), "x.kono: move 2, White to move");
}

#[test]
fn the_banner_offers_only_keys_that_act_and_the_prompt_bar_offers_enter() {
    let mut app = app(Variant::Five);
    key(&mut app, 'd');
    key(&mut app, 'y');
    let screen = text(&render(&mut app, 100, 32));
    assert!(screen.contains("Draw agreed"), "{screen}");
    // u takes back the agreement alone (no move was played).
    assert!(screen.contains("n new game · u undo · q quit"), "{screen}");
    // After the end, the save prompt still saves with Enter.
    key(&mut app, 's');
    let bar = key_bar(&text(&render(&mut app, 100, 32)));
    assert!(bar.contains("Enter save"), "{bar}");
    assert!(bar.contains("Esc cancel"), "{bar}");
}

#[test]
fn undo_after_a_draw_agreed_takes_back_the_agreement_only() {
    let mut app = app(Variant::Four);
    play_all(&mut app, "a1xa3 b4xb2");
    key(&mut app, 'd');
    key(&mut app, 'y');
    assert!(app.game().outcome().is_some());
    key(&mut app, 'u');
    assert_eq!(app.game().outcome(), None);
    assert_eq!(app.game().ply_count(), 2);
    assert_eq!(status(&app), "the game goes on");
}

#[test]
fn the_banner_stays_inside_the_board_frame() {
    for (variant, moves) in [
        (Variant::Four, FOUR_CAPTURES),
        (Variant::Five, "d1-c2 e4-d3 e2-d1 d3-e2"),
    ] {
        let mut app = app(variant);
        play_all(&mut app, moves);
        for (w, h) in [(100, 32), (80, 24), (90, 28), (120, 40), (160, 48)] {
            let screen = text(&render(&mut app, w, h));
            let top = screen.lines().next().unwrap_or_default();
            assert!(
                !top.contains("╭╔") && !top.contains("═╗╮"),
                "{w}×{h}:\n{screen}"
            );
        }
    }
}

#[test]
fn the_help_pages_and_covers_the_panel() {
    let mut app = app(Variant::Four);
    play_all(&mut app, FOUR_CAPTURES);
    key(&mut app, '?');
    let screen = text(&render(&mut app, 100, 32));
    // Nothing of the panel or the board shows beside the help.
    let help = kono::tui::layout::help_area(ratatui::layout::Rect::new(0, 0, 100, 32));
    for line in screen.lines().skip(1).take(28) {
        let beside: String = line.chars().skip(usize::from(help.right())).collect();
        assert!(
            beside.chars().all(|c| !c.is_alphanumeric()),
            "{beside:?} in\n{screen}"
        );
    }
    let bar = key_bar(&screen);
    assert!(!bar.contains('↑'), "nothing above the top: {bar}");
    assert_eq!(app.help(), Some(0));
    press(&mut app, KeyCode::PageDown);
    let page = app.help().unwrap();
    assert!(page > 1, "{page}");
    key(&mut app, ' ');
    assert!(app.help().unwrap() > page);
    press(&mut app, KeyCode::End);
    let end = app.help().unwrap();
    let bar = key_bar(&text(&render(&mut app, 100, 32)));
    assert!(bar.contains('↑') && !bar.contains('↓'), "{bar}");
    press(&mut app, KeyCode::PageDown);
    assert_eq!(app.help(), Some(end));
    press(&mut app, KeyCode::PageUp);
    assert!(app.help().unwrap() < end);
    press(&mut app, KeyCode::Home);
    assert_eq!(app.help(), Some(0));
}

#[test]
fn the_save_prompt_is_a_line_editor() {
    let mut app = app(Variant::Four);
    play(&mut app, "a1xa3");
    act(
        &mut app,
        Action::SaveName("kono-four-2026.kono".to_string()),
    );
    key(&mut app, 's');
    // Typing replaces the name offered.
    for c in "abc".chars() {
        key(&mut app, c);
    }
    assert_eq!(app.prompt(), Some("abc"));
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Left);
    key(&mut app, 'X');
    assert_eq!(app.prompt(), Some("aXbc"));
    press(&mut app, KeyCode::Home);
    key(&mut app, '/');
    press(&mut app, KeyCode::End);
    key(&mut app, '!');
    assert_eq!(app.prompt(), Some("/aXbc!"));
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Backspace);
    press(&mut app, KeyCode::Delete);
    assert_eq!(app.prompt(), Some("/aXb"));
    ctrl(&mut app, 'u');
    assert_eq!(app.prompt(), Some(""));
    press(&mut app, KeyCode::Esc);
    // Moving the cursor first keeps the name offered, for editing.
    key(&mut app, 's');
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Left);
    key(&mut app, '2');
    assert_eq!(app.prompt(), Some("kono-four-20262.kono"));
    assert_eq!(
        press(&mut app, KeyCode::Enter),
        vec![Effect::Save {
            path: "kono-four-20262.kono".into(),
            game: Box::new(app.game().clone()),
            replace: false,
        }]
    );
}

#[test]
fn a_long_file_name_scrolls_to_keep_the_cursor_in_view() {
    let mut app = app(Variant::Four);
    play(&mut app, "a1xa3");
    key(&mut app, 's');
    let long: String = std::iter::repeat_n("abcdefghij", 12).collect::<String>() + "END";
    for c in long.chars() {
        key(&mut app, c);
    }
    let screen = text(&render(&mut app, 80, 24));
    let status = screen.lines().nth(22).unwrap_or_default();
    assert!(status.contains("END"), "{status}");
    press(&mut app, KeyCode::Home);
    let screen = text(&render(&mut app, 80, 24));
    let status = screen.lines().nth(22).unwrap_or_default();
    assert!(status.contains("save as: abcdefghij"), "{status}");
}

#[test]
fn leaving_a_game_says_it_is_saved_and_how_to_resume() {
    let mut app = app(Variant::Four);
    play(&mut app, "a1xa3");
    key(&mut app, 'q');
    let asked = status(&app);
    assert!(!asked.contains("abandon"), "{asked}");
    assert!(
        asked.contains("saved") && asked.contains("kono --resume"),
        "{asked}"
    );
    key(&mut app, 'n');
    key(&mut app, 'n');
    let asked = status(&app);
    assert!(!asked.contains("abandon"), "{asked}");
    assert!(
        asked.contains("saved") && asked.contains("kono --resume"),
        "{asked}"
    );
}

fn mouse(app: &mut App, kind: MouseEventKind, (column, row): (u16, u16)) {
    let event = Event::Mouse(MouseEvent {
        kind,
        column,
        row,
        modifiers: KeyModifiers::NONE,
    });
    handle(app, &event);
}

#[test]
fn a_click_anywhere_in_the_cell_around_a_point_hits_it() {
    let mut app = app(Variant::Four);
    render(&mut app, 100, 30);
    let grid = layout_of(&app).grid.unwrap();
    let (x, y) = cell_of(&app, point("a1"));
    let (half_x, half_y) = (grid.step_x / 2 - 1, grid.step_y / 2);
    let layout = layout_of(&app);
    for (dx, dy) in [(0, 0), (half_x, 0), (0, half_y), (half_x, half_y)] {
        assert_eq!(
            layout.point_at(x + dx, y - dy),
            Some(point("a1")),
            "{dx},{dy}"
        );
        assert_eq!(
            layout.point_at(x + dx + 1, y - dy),
            Some(point("a1"))
                .filter(|_| dx < half_x)
                .or(Some(point("b1")))
                .filter(|_| true),
            "{dx},{dy}"
        );
    }
    mouse(
        &mut app,
        MouseEventKind::Down(MouseButton::Left),
        (x + half_x, y - half_y),
    );
    assert_eq!(app.selected(), Some(point("a1")));
}

#[test]
fn drag_and_drop_makes_a_move() {
    let mut app = app(Variant::Four);
    render(&mut app, 100, 30);
    let from = cell_of(&app, point("a1"));
    let to = cell_of(&app, point("a3"));
    mouse(&mut app, MouseEventKind::Down(MouseButton::Left), from);
    mouse(&mut app, MouseEventKind::Drag(MouseButton::Left), to);
    mouse(&mut app, MouseEventKind::Up(MouseButton::Left), to);
    assert_eq!(app.game().last_move(), Some("a1xa3".parse().unwrap()));
    // A click (press and release on one point) still just picks up.
    let b4 = cell_of(&app, point("b4"));
    mouse(&mut app, MouseEventKind::Down(MouseButton::Left), b4);
    mouse(&mut app, MouseEventKind::Up(MouseButton::Left), b4);
    assert_eq!(app.selected(), Some(point("b4")));
}

#[test]
fn messages_say_plainly_what_is_wrong() {
    let mut app = app(Variant::Four);
    play(&mut app, "a1xa3");
    go(&mut app, point("a3"));
    press(&mut app, KeyCode::Enter);
    refused(&app, "a3 is not one of White's pieces");
    go(&mut app, point("b4"));
    press(&mut app, KeyCode::Enter);
    assert_eq!(status(&app), "b4 picked up: it can capture on b2");
    press(&mut app, KeyCode::Esc);
    let mut app = self::app(Variant::Five);
    go(&mut app, point("d1"));
    press(&mut app, KeyCode::Enter);
    assert_eq!(status(&app), "d1 picked up: it can go to c2");
    let mut options = config(Variant::Five);
    options.options.strict_goal = true;
    let mut app = App::new(options, 1).unwrap();
    let screen = text(&render(&mut app, 100, 32));
    assert!(screen.contains("Rules   strict goal"), "{screen}");
    assert!(!screen.contains("--"), "{screen}");
}

#[test]
fn five_field_camps_show_progress_in_the_panel() {
    let mut app = app(Variant::Five);
    play_all(&mut app, "d1-c2 e4-d3 e2-d1 d3-e2");
    let screen = text(&render(&mut app, 100, 32));
    // The win needs every point filled (by anyone) and one of them the
    // winner's own: White won with 7/7 filled, one by White.
    assert!(screen.contains("Camps   ● 6/7 full, 0 own"), "{screen}");
    assert!(screen.contains("        ○ 7/7 full, 1 own"), "{screen}");
}

#[test]
fn resize_is_not_a_key() {
    let mut app = app(Variant::Five);
    assert_eq!(act(&mut app, Action::Resize(10, 5)), NONE);
    assert!(app.too_small());
    let _ = Point::new(0, 0);
}

#[test]
fn saving_over_a_file_asks_first() {
    let mut app = app(Variant::Four);
    play(&mut app, "a1xa3");
    act(&mut app, Action::SaveExists("old.kono".into()));
    assert!(status(&app).contains("replace it?"), "{}", status(&app));
    assert_eq!(
        key(&mut app, 'y'),
        vec![Effect::Save {
            path: "old.kono".into(),
            game: Box::new(app.game().clone()),
            replace: true,
        }]
    );
    act(&mut app, Action::SaveExists("old.kono".into()));
    assert_eq!(key(&mut app, 'n'), NONE);
    assert_eq!(status(&app), "not saved");
    assert_eq!(app.game().ply_count(), 1);
}

#[test]
fn the_status_line_is_never_cut_mid_word() {
    let mut app = app(Variant::Four);
    let long = "kono --resume continues your unfinished game (four-field kono, 12 moves) \
                and this sentence goes on well past the edge of an eighty-column terminal";
    app.notify(kono::tui::app::Status::Notice(long.to_string()));
    let screen = text(&render(&mut app, 80, 24));
    let line = screen
        .lines()
        .nth(22)
        .unwrap_or_default()
        .trim()
        .to_string();
    assert!(line.ends_with('…'), "{line}");
    let kept = line.trim_end_matches('…');
    assert!(long.starts_with(kept), "{line}");
    // Cut where a word ends.
    assert_eq!(long[kept.len()..].chars().next(), Some(' '), "{line}");
    assert!(line.starts_with("kono --resume continues"), "{line}");
}

#[test]
fn five_field_camp_points_stay_marked_when_empty() {
    let mut app = app(Variant::Five);
    play_all(&mut app, "a2-b3 e4-d3 b3-c4");
    let buf = render(&mut app, 100, 32);
    // a2 left Black's camp and is empty: still marked, in Black's colour.
    let (x, y) = cell_of(&app, point("a2"));
    assert_eq!(buf[(x, y)].symbol(), "◇");
    let (x, y) = cell_of(&app, point("e4"));
    assert_eq!(buf[(x, y)].symbol(), "◇");
    assert_ne!(
        buf[(x, y)].fg,
        buf[(x + 2, y + 2)].fg,
        "camp colour, not the grid's"
    );
    // An ordinary empty point is a plain crossing.
    let (x, y) = cell_of(&app, point("c3"));
    assert_eq!(buf[(x, y)].symbol(), "┼");
}

#[test]
fn snapshot_a_big_board_with_camps_and_the_last_move() {
    let mut app = app(Variant::Five);
    play_all(&mut app, "a2-b3 e4-d3 b3-c4");
    go(&mut app, point("d3"));
    press(&mut app, KeyCode::Enter);
    insta::assert_snapshot!(text(&render(&mut app, 120, 40)));
}
