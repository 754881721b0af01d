//! The panel, the status line, the banner and the key bar say what is so, in full words.

use super::*;

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
fn five_field_camps_show_progress_in_the_panel() {
    let mut app = app(Variant::Five);
    play_all(&mut app, "d1-c2 e4-d3 e2-d1 d3-e2");
    let screen = text(&render(&mut app, 100, 32));
    // The win needs every point filled (by anyone) and one of them the
    // winner's own: White won with 7/7 filled, one by White.
    assert!(screen.contains("Goal    ● 0 in, 1 to fill"), "{screen}");
    assert!(screen.contains("        ○ 1 in, 0 to fill"), "{screen}");
}

#[test]
fn the_status_line_is_never_cut_mid_word() {
    let mut app = app(Variant::Four);
    let long = "kono --resume continues your unfinished game (four-field kono, 12 moves) \
                and this sentence goes on well past the edge of an eighty-column terminal";
    app.notify(kono::tui::app::Status::Notice(long.to_string()));
    let screen = text(&render(&mut app, 80, 24));
    let rows: Vec<String> = screen.lines().map(|l| l.trim().to_string()).collect();
    let (first, second) = (&rows[21], &rows[22]);
    // Wrapped onto the row above it where a word ends, nothing lost, and
    // the key bar under it, uncovered.
    assert_eq!(format!("{first} {second}"), long, "{screen}");
    assert!(rows[23].ends_with("q quit"), "{screen}");
    assert!(first.starts_with("kono --resume continues"), "{first}");
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
    enter_at(&mut app, "d3");
    insta::assert_snapshot!(text(&render(&mut app, 120, 40)));
}
