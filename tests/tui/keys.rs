//! The keys besides moving: new game and quit ask first, lots, flip, Tab, the help and leaving a game.

use super::*;

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
fn the_help_shows_keys_and_rules_and_scrolls_to_its_end() {
    let entry = |keys: &str, does: &str| HelpLine::Entry {
        keys: keys.to_string(),
        does: does.to_string(),
    };
    let lines = help::lines(local(Variant::Four), false, 76);
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
        // Keys that fill the column: on a line of their own.
        ("Backspace Ctrl-h", ""),
        ("", "delete the character before the cursor"),
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
    let ascii = help::lines(local(Variant::Four), true, 76);
    assert!(ascii.contains(&entry("Up k", "cursor up")));
    // Narrow: the text wraps under an empty key column.
    let narrow = help::lines(local(Variant::Four), false, 30);
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
    assert!(end > 10 && end < 150, "{end}");
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
    let Some(HelpLine::Legend { means: last, .. }) =
        help::lines(local(Variant::Four), false, 72).pop()
    else {
        panic!("the help ends with the legend");
    };
    assert!(text(&first).contains(last.trim()), "the end shows: {last}");
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.help(), None);
    press(&mut app, KeyCode::Tab);
    assert!(app.help().is_none());
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

/// In a lesson and while a puzzle is looked for, a key the key bar does
/// not offer does nothing but say why: the bar and the handler read one
/// answer. (A lesson's `n`, which skips a task, is named by the status
/// line and the panel instead: it is left out of this check.)
#[test]
fn a_key_the_bar_leaves_out_changes_nothing_in_a_lesson_or_a_puzzle_being_set_up() {
    use kono::tui::action::Begin;
    let keys = [
        Action::BuildTable,
        Action::Pause,
        Action::Undo,
        Action::Redo,
        Action::OfferDraw,
        Action::Resign,
        Action::Save,
        Action::NextPiece,
        Action::PrevPiece,
        Action::Retry,
        Action::Activate,
    ];
    for variant in Variant::ALL {
        let course = kono::learn::Course::of(variant);
        let task = course.lesson(1).unwrap().tasks[0].clone();
        let mut lesson = app(variant);
        lesson.start_lesson(course, &task, kono::store::Progress::default());
        let mut seeking = app(variant);
        act(
            &mut seeking,
            Action::from(Begin::SeekPuzzle { plies: 4, seed: 1 }),
        );
        for (what, app) in [("lesson", &mut lesson), ("puzzle", &mut seeking)] {
            act(app, Action::Resize(100, 30));
            for action in keys.clone() {
                if app.offers(action.clone()) {
                    continue;
                }
                let (game, cursor, selected) = (app.game().clone(), app.cursor(), app.selected());
                let effects = act(app, action.clone());
                let cell = format!("{variant:?} {what} {action:?}");
                assert_eq!(app.game(), &game, "{cell}");
                assert_eq!((app.cursor(), app.selected()), (cursor, selected), "{cell}");
                assert!(app.question().is_none(), "{cell}: asks nothing");
                assert!(
                    !effects
                        .iter()
                        .any(|e| matches!(e, Effect::BuildTable(..) | Effect::Think(_))),
                    "{cell}: {effects:?}"
                );
            }
        }
    }
}
