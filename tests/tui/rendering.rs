//! What the screen shows: snapshots, the banner over the board, cell styles, the move list.

use super::*;

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
    enter_at(&mut app, "b1");
    insta::assert_snapshot!(screen(&mut app));
}

#[test]
fn snapshot_capture_target() {
    let mut app = app(Variant::Four);
    play(&mut app, "a1xa3");
    enter_at(&mut app, "b4");
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
    enter_at(&mut app, "b4");
    let text = screen(&mut app);
    assert!(text.is_ascii(), "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn cell_styles_of_cursor_selection_and_last_move() {
    let mut app = app(Variant::Four);
    play(&mut app, "a1xa3");
    enter_at(&mut app, "b4");
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
    assert_eq!(buf[(x, y)].symbol(), "•");
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
