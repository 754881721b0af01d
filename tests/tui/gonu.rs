//! The gonu games' own moments on the screen: the mill's placing from the
//! hand, its marked points and the choice of the piece a line of three
//! removes; line kono's status naming what a step took.

use super::*;

/// A click on the point named `name`: the cursor there, then Enter.
fn click(app: &mut App, name: &str) -> Vec<Effect> {
    act(app, Action::Click(point(name)))
}

fn mill() -> App {
    app("mill".parse().unwrap())
}

#[test]
fn the_mill_places_by_keys_and_shows_both_hands() {
    let mut app = mill();
    let shown = text(&render(&mut app, 100, 30));
    assert!(shown.contains("In hand ● 12  ○ 12"), "{shown}");
    click(&mut app, "d2");
    assert_eq!(app.game().ply_count(), 1, "{}", status(&app));
    assert_eq!(
        app.game().position().piece_at(point("d2")),
        Some(Color::Black)
    );
    assert!(
        status(&app).contains("Black places a piece on d2"),
        "{}",
        status(&app)
    );
    let shown = text(&render(&mut app, 100, 30));
    assert!(shown.contains("In hand ● 11  ○ 12"), "{shown}");
    // Enter on a piece during the placing picks nothing up.
    click(&mut app, "d2");
    assert_eq!(app.game().ply_count(), 1);
    assert_eq!(app.selected(), None);
}

#[test]
fn a_line_of_three_asks_which_piece_to_remove_and_esc_does_not_cancel() {
    let mut app = mill();
    for name in ["a1", "g7", "d1", "g4"] {
        click(&mut app, name);
    }
    assert_eq!(app.game().ply_count(), 4, "{}", status(&app));
    let before = render(&mut app, 100, 30);
    let bar = |buf: &ratatui::buffer::Buffer| {
        let y = buf.area.height - 1;
        (0..buf.area.width)
            .map(|x| buf[(x, y)].symbol().to_string())
            .collect::<String>()
    };
    assert!(bar(&before).contains("Enter place"), "{}", bar(&before));
    // g1 makes a1-d1-g1: the move waits for its removal.
    click(&mut app, "g1");
    assert_eq!(app.game().ply_count(), 4);
    // It is drawn made: Black's piece on g1, the 곤's three marked alike.
    let during = render(&mut app, 100, 30);
    let at = |buf: &ratatui::buffer::Buffer, name: &str| buf[cell_of(&app, point(name))].clone();
    assert_ne!(at(&before, "g1").symbol(), at(&during, "g1").symbol());
    assert_eq!(at(&during, "g1").symbol(), at(&during, "a1").symbol());
    let row = |buf: &ratatui::buffer::Buffer, name: &str| {
        let y = cell_of(&app, point(name)).1;
        (0..buf.area.width)
            .map(|x| buf[(x, y)].symbol().to_string())
            .collect::<String>()
    };
    assert_ne!(row(&before, "a1"), row(&during, "a1"), "the 곤 is marked");
    assert!(bar(&during).contains("Enter remove"), "{}", bar(&during));
    assert!(
        status(&app).contains("which enemy piece"),
        "{}",
        status(&app)
    );
    let mut removable = app.removable();
    removable.sort();
    assert_eq!(removable, vec![point("g4"), point("g7")]);
    // Tab goes from one removable piece to the next (g7 is read first).
    act(&mut app, Action::NextPiece);
    assert_eq!(app.cursor(), point("g7"));
    act(&mut app, Action::NextPiece);
    assert_eq!(app.cursor(), point("g4"));
    act(&mut app, Action::NextPiece);
    assert_eq!(app.cursor(), point("g7"));
    let shown = text(&render(&mut app, 100, 30));
    assert!(
        shown.contains("×○×"),
        "the removable pieces are marked\n{shown}"
    );
    press(&mut app, KeyCode::Esc);
    assert!(
        status(&app).contains("part of the move"),
        "{}",
        status(&app)
    );
    assert_eq!(app.removable().len(), 2, "Esc does not cancel");
    // An empty point is not a removal.
    click(&mut app, "d7");
    assert!(status(&app).contains("not a piece this move may remove"));
    click(&mut app, "g7");
    assert_eq!(app.game().ply_count(), 5);
    assert_eq!(app.game().last_move().unwrap().to_string(), "g1xg7");
    assert!(
        status(&app).contains("removing White's piece on g7"),
        "{}",
        status(&app)
    );
    // The removed piece's point is marked: nobody places there, and Enter
    // on it (or a click) says so, not that White must place a piece.
    assert!(app.game().position().is_marked(point("g7")));
    click(&mut app, "g7");
    assert_eq!(app.game().ply_count(), 5);
    assert!(status(&app).contains("g7 is marked"), "{}", status(&app));
    let shown = text(&render(&mut app, 100, 30));
    assert!(shown.contains('×'), "{shown}");
    // In ASCII the mark is an x.
    let mut plain = App::new(
        kono::tui::Config {
            ascii: true,
            ..config("mill".parse().unwrap())
        },
        1,
    )
    .unwrap();
    for name in ["a1", "g7", "d1", "g4", "g1", "g7"] {
        click(&mut plain, name);
    }
    let shown = text(&render(&mut plain, 100, 30));
    assert!(
        shown.lines().any(|l| l.contains(" 7 ") && l.contains('x')),
        "{shown}"
    );
    // Undo takes back the whole move, removal and all.
    key(&mut app, 'u');
    assert_eq!(app.game().ply_count(), 4);
    assert_eq!(
        app.game().position().piece_at(point("g7")),
        Some(Color::White)
    );
    assert_eq!(app.game().position().piece_at(point("g1")), None);
}

#[test]
fn undo_while_a_removal_is_asked_for_takes_back_the_whole_move() {
    let mut app = mill();
    for name in ["a1", "g7", "d1", "g4", "g1"] {
        click(&mut app, name);
    }
    assert_eq!(app.removable().len(), 2);
    key(&mut app, 'u');
    assert!(app.removable().is_empty());
    assert_eq!(app.game().ply_count(), 4);
    assert_eq!(app.game().position().piece_at(point("g1")), None);
}

#[test]
fn line_kono_says_what_a_step_took() {
    let mut app = app("line".parse().unwrap());
    for mv in [
        "a1-a2", "b4-b3", "a2-a3", "d4-d3", "c1-c2", "d3-d2", "c2-c3",
    ] {
        play(&mut app, mv);
    }
    assert_eq!(app.game().position().piece_at(point("b3")), None);
    assert!(status(&app).ends_with("Black takes b3"), "{}", status(&app));
}

#[test]
fn a_piece_whose_step_makes_a_line_lists_each_point_it_can_go_to_once() {
    use kono::rules::{Game, Position, RuleOptions};
    // g4-g1 makes a1-d1-g1, one move for each White piece it may remove.
    let pos = Position::parse_as(Variant::Mill, "ww1/w2/3/5b/3/3/bb1 b 0 0").unwrap();
    let mut app = mill();
    app.load(Game::new(pos, RuleOptions::default()).unwrap(), "test");
    click(&mut app, "g4");
    assert_eq!(app.selected(), Some(point("g4")), "{}", status(&app));
    let said = status(&app);
    let list = said.split_once("go to").map_or("", |(_, l)| l);
    let names: Vec<&str> = list
        .split([',', ' '])
        .filter(|w| w.len() == 2 && w.as_bytes()[1].is_ascii_digit())
        .collect();
    let mut unique = names.clone();
    unique.sort();
    unique.dedup();
    assert!(names.contains(&"g1"), "{said}");
    assert_eq!(names.len(), unique.len(), "{said}");
}

#[test]
fn the_end_of_the_placing_is_said_once_and_the_panel_shows_the_moving() {
    use kono::rules::Move;
    let mut app = mill();
    let mut rng = fastrand::Rng::with_seed(5);
    let mut said = 0;
    while app.game().outcome().is_none() && app.game().position().is_placing() {
        let moves = app.game().legal_moves();
        let mv = moves[rng.usize(..moves.len())];
        let Move::Place { to, remove } = mv else {
            panic!("{mv} while placing");
        };
        click(&mut app, &to.to_string());
        if let Some(removed) = remove {
            click(&mut app, &removed.to_string());
        }
        assert_eq!(app.game().last_move(), Some(mv), "{}", status(&app));
        said += usize::from(status(&app).contains("The placing is over"));
    }
    assert!(app.game().outcome().is_none(), "the seed's game goes on");
    assert_eq!(said, 1, "said at the last placement only");
    let shown = text(&render(&mut app, 100, 30));
    assert!(shown.contains("In hand none, moving"), "{shown}");
    // The next move is a step: the words are gone.
    let mv = app.game().legal_moves()[0];
    click(&mut app, &mv.from().unwrap().to_string());
    click(&mut app, &mv.to().unwrap().to_string());
    assert!(
        !status(&app).contains("The placing is over"),
        "{}",
        status(&app)
    );
}

#[test]
fn at_80_columns_the_move_list_keeps_a_space_after_every_move() {
    use kono::rules::{Game, Position, RuleOptions};
    let pos = Position::parse_as(Variant::Mill, "www/w2/3/5b/3/3/bb1 b 0 0").unwrap();
    let mut game = Game::new(pos, RuleOptions::default()).unwrap();
    game.play("g4-g1xb6".parse().unwrap()).unwrap();
    let reply = game.legal_moves()[0];
    game.play(reply).unwrap();
    let mut app = mill();
    app.load(game, "test");
    for (width, height) in [(80, 24), (100, 30)] {
        let shown = text(&render(&mut app, width, height));
        let row = shown
            .lines()
            .find(|l| l.contains("g4-g1xb6"))
            .unwrap_or_else(|| panic!("{shown}"));
        let after = row.split("g4-g1xb6").nth(1).unwrap();
        assert!(after.starts_with(' '), "{width}: {row}");
        assert!(row.contains(&reply.to_string()), "{width}: {row}");
    }
}
