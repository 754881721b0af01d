//! The board at each size: it keeps its size at the end of a game and in
//! review, its pieces grow with it, and its marks keep clear of each other
//! (the cursor's brackets and the rank digits, targets and camps, camps in
//! ASCII, the diagonal ways of five-field).

use super::*;

const SIZES: [(u16, u16); 3] = [(80, 24), (100, 30), (160, 48)];

/// The board's step at `width` × `height`.
fn step(app: &mut App, width: u16, height: u16) -> (u16, u16) {
    render(app, width, height);
    let g = layout_of(app).grid.unwrap();
    (g.step_x, g.step_y)
}

#[test]
fn the_board_keeps_its_size_at_the_end_of_a_game_and_in_review() {
    for (variant, moves) in [
        (Variant::Four, FOUR_CAPTURES),
        (Variant::Five, FIVE_BLOCKING),
    ] {
        let moves: Vec<&str> = moves.split(' ').collect();
        let (last, before) = moves.split_last().unwrap();
        for (width, height) in SIZES {
            let mut app = app(variant);
            play_all(&mut app, &before.join(" "));
            let playing = step(&mut app, width, height);
            play(&mut app, last);
            assert!(app.game().outcome().is_some());
            let over = step(&mut app, width, height);
            assert_eq!(over, playing, "game over at {width}x{height}");
            let shown = text(&render(&mut app, width, height));
            assert!(shown.contains(" wins"), "{shown}");
            key(&mut app, 'r');
            assert!(app.reviewing().is_some());
            assert_eq!(
                step(&mut app, width, height),
                playing,
                "review at {width}x{height}"
            );
        }
    }
}

#[test]
fn pieces_grow_with_the_board() {
    let mut app = app(Variant::Five);
    let buf = render(&mut app, 160, 48);
    let g = layout_of(&app).grid.unwrap();
    assert!(g.step_x >= 14, "{g:?}");
    // Five columns and three rows: a rounded square, filled for Black.
    let (x, y) = cell_of(&app, point("c1"));
    let rows: Vec<String> = (y - 1..=y + 1)
        .map(|r| (x - 2..=x + 2).map(|c| buf[(c, r)].symbol()).collect())
        .collect();
    assert_eq!(rows, ["▗▄▄▄▖", "▐███▌", "▝▀▀▀▘"]);
    let (x, y) = cell_of(&app, point("c5"));
    let middle: String = (x - 2..=x + 2).map(|c| buf[(c, y)].symbol()).collect();
    assert_eq!(middle, "▐ ○ ▌");
    // The file letters below the pieces of the first rank, not on them.
    assert_eq!(
        buf[(cell_of(&app, point("c1")).0, g.letters_row())].symbol(),
        "c"
    );
    assert!(g.letters_row() > y + 1);
    // At 100×30, three columns; at 80×24 one.
    render(&mut app, 100, 30);
    assert_eq!(
        layout_of(&app).grid.unwrap().pieces(),
        layout::PieceSize::Wide
    );
    render(&mut app, 80, 24);
    assert_eq!(
        layout_of(&app).grid.unwrap().pieces(),
        layout::PieceSize::Small
    );
}

#[test]
fn the_cursor_brackets_keep_clear_of_the_rank_digits() {
    for variant in [Variant::Four, Variant::Five] {
        for (width, height) in [(80, 24), (100, 30), (120, 40), (160, 48)] {
            let mut app = app(variant);
            enter_at(&mut app, "a1");
            assert_eq!(app.selected(), Some(point("a1")));
            let buf = render(&mut app, width, height);
            let g = layout_of(&app).grid.unwrap();
            let (_, y) = cell_of(&app, point("a1"));
            assert_eq!(buf[(g.rank_column(), y)].symbol(), "1");
            assert_eq!(
                buf[(g.rank_column() + 1, y)].symbol(),
                " ",
                "{variant:?} at {width}x{height}:\n{}",
                text(&buf)
            );
            assert_eq!(buf[(g.rank_column() + 2, y)].symbol(), "[");
        }
    }
}

#[test]
fn step_targets_and_empty_camp_points_differ_in_shape_not_only_fill() {
    let mut config = config(Variant::Five);
    config.color = false;
    let mut app = App::new(config, 7).unwrap();
    play_all(&mut app, "a2-b3 e4-d3");
    enter_at(&mut app, "a1");
    let buf = render(&mut app, 80, 24);
    let at = |p: &str| {
        let (x, y) = cell_of(&app, point(p));
        buf[(x, y)].symbol().to_string()
    };
    let (target, camp) = (at("b2"), at("a2"));
    assert_eq!(target, "•");
    assert_eq!(camp, "◇");
    // Not a filled and a hollow of one shape.
    assert!(!["◆", "◈"].contains(&target.as_str()));
}

#[test]
fn a_full_camp_is_marked_in_ascii_without_colour() {
    let mut config = config(Variant::Five);
    config.ascii = true;
    config.color = false;
    let mut app = App::new(config, 7).unwrap();
    let buf = render(&mut app, 80, 24);
    // Every camp point is filled at the start: the camp shows by its lines.
    let (x, y) = cell_of(&app, point("a1"));
    assert_eq!(buf[(x + 1, y)].symbol(), "=", "between a1 and b1");
    assert_eq!(buf[(x, y - 1)].symbol(), "\"", "between a1 and a2");
    let (x, y) = cell_of(&app, point("b2"));
    assert_eq!(buf[(x + 1, y)].symbol(), "-", "an ordinary line");
    assert_eq!(buf[(x, y - 1)].symbol(), "|");
}

#[test]
fn a_picked_five_field_piece_shows_the_diagonals_it_can_take() {
    let mut app = app(Variant::Five);
    play_all(&mut app, "a2-b3 e4-d3");
    enter_at(&mut app, "b3");
    let buf = render(&mut app, 80, 24);
    let between = |a: &str, b: &str| {
        let (ax, ay) = cell_of(&app, point(a));
        let (bx, by) = cell_of(&app, point(b));
        buf[(ax.midpoint(bx), ay.midpoint(by))].symbol().to_string()
    };
    // b3 to c4 up the screen, to a2 and c2 down; not to a4, White's.
    assert_eq!(between("b3", "c4"), "╱");
    assert_eq!(between("b3", "a4"), " ");
    assert_eq!(between("b3", "a2"), "╱");
    assert_eq!(between("b3", "c2"), "╲");
    // Not where it cannot go, nor once put back.
    assert_eq!(between("c2", "d1"), " ");
    press(&mut app, KeyCode::Esc);
    let buf = render(&mut app, 80, 24);
    let (ax, ay) = cell_of(&app, point("b3"));
    let (bx, by) = cell_of(&app, point("c4"));
    assert_eq!(buf[(ax.midpoint(bx), ay.midpoint(by))].symbol(), " ");
    // Four-field moves along the lines: no ways.
    let mut app = super::app(Variant::Four);
    enter_at(&mut app, "a1");
    let shown = text(&render(&mut app, 80, 24));
    assert!(!shown.contains('╱') && !shown.contains('╲'), "{shown}");
}

#[test]
fn snapshot_game_over_80x24() {
    let mut app = app(Variant::Five);
    play_all(&mut app, FIVE_BLOCKING);
    insta::assert_snapshot!(text(&render(&mut app, 80, 24)));
}

#[test]
fn snapshot_game_over_100x30() {
    let mut app = app(Variant::Four);
    play_all(&mut app, FOUR_CAPTURES);
    insta::assert_snapshot!(text(&render(&mut app, 100, 30)));
}

#[test]
fn snapshot_game_over_160x48() {
    let mut app = app(Variant::Five);
    play_all(&mut app, FIVE_BLOCKING);
    insta::assert_snapshot!(text(&render(&mut app, 160, 48)));
}

#[test]
fn snapshot_review_100x30() {
    let mut app = app(Variant::Five);
    play_all(&mut app, FIVE_BLOCKING);
    key(&mut app, 'r');
    press(&mut app, KeyCode::Left);
    insta::assert_snapshot!(text(&render(&mut app, 100, 30)));
}

#[test]
fn snapshot_five_picked_ascii_no_colour_100x30() {
    let mut config = config(Variant::Five);
    config.ascii = true;
    config.color = false;
    let mut app = App::new(config, 7).unwrap();
    play_all(&mut app, "a2-b3 e4-d3");
    enter_at(&mut app, "b3");
    insta::assert_snapshot!(text(&render(&mut app, 100, 30)));
}

#[test]
fn an_orthogonal_step_in_five_field_says_how_pieces_move() {
    let mut app = app(Variant::Five);
    enter_at(&mut app, "a2");
    press(&mut app, KeyCode::Up);
    press(&mut app, KeyCode::Enter);
    refused(
        &app,
        "a2-a3 is not a diagonal step: pieces step diagonally, to the marked points \
         (keys 7 9 1 3 move the cursor diagonally)",
    );
    // The keys it names move the cursor so.
    go(&mut app, point("c3"));
    key(&mut app, '9');
    assert_eq!(app.cursor(), point("d4"));
    key(&mut app, '1');
    key(&mut app, '1');
    assert_eq!(app.cursor(), point("b2"));
}
