//! Saving: the prompt, a line editor; the loop asked to save; overwriting asks; loaded games go on.

use super::*;

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
    assert_eq!(app.prompt(), Some("game.qnu.txt"), "open until it is saved");
    act(&mut app, Action::Saved(Ok("/tmp/game.qnu.txt".to_string())));
    assert_eq!(app.prompt(), None);
    assert_eq!(status(&app), "saved to /tmp/game.qnu.txt");
    key(&mut app, 's');
    act(
        &mut app,
        Action::Saved(Err(anyhow::anyhow!("writing x: Permission denied").into())),
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
    enter_at(&mut app, "a1");
    changes(&app, false, "picking up");
    enter_at(&mut app, "c3");
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
fn a_bare_name_is_saved_in_the_games_folder_and_a_path_where_it_says() {
    use std::path::Path;
    let home = tempfile::tempdir().unwrap();
    let data = Some(home.path());
    let games = kono::store::games_dir(home.path());
    // A name: into the games folder (made), with the extension added.
    let named = kono::store::save_path(data, Path::new("첫판"), false).unwrap();
    assert_eq!(named, games.join("첫판.kono"));
    assert!(games.is_dir());
    // An extension of the player's own is kept.
    let kept = kono::store::save_path(data, Path::new("mine.txt"), false).unwrap();
    assert_eq!(kept, games.join("mine.txt"));
    // A path typed is taken as typed, on a terminal of one's own.
    for typed in ["saves/mine.kono", "/tmp/mine.kono", "./mine"] {
        let path = kono::store::save_path(data, Path::new(typed), false).unwrap();
        assert_eq!(path, Path::new(typed));
    }
    // On a server only a name, into the player's own folder.
    for typed in ["saves/mine.kono", "/etc/passwd", "../other/x", "./mine"] {
        let refused = kono::store::save_path(data, Path::new(typed), true);
        assert!(refused.is_err(), "{typed}");
    }
    let served = kono::store::save_path(data, Path::new("x"), true).unwrap();
    assert_eq!(served, games.join("x.kono"));
    // Without a data directory a name stays where the program runs.
    let nowhere = kono::store::save_path(None, Path::new("x"), false).unwrap();
    assert_eq!(nowhere, Path::new("x.kono"));
}
