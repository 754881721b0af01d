//! The saved-games list of the start screen: who played each game, and
//! deleting one after a yes.

use super::*;

/// A game saved in `data` with these tags, returning its path.
fn saved_with(data: &std::path::Path, name: &str, tags: &kono::rules::record::Tags) -> PathBuf {
    let mut game = Game::new(
        Position::start(Variant::Four, Color::Black),
        RuleOptions::default(),
    )
    .unwrap();
    game.play("a1xa3".parse().unwrap()).unwrap();
    let dir = store::games_dir(data);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{name}.kono"));
    store::save_as(&path, &game, tags, false).unwrap();
    path
}

#[test]
fn the_saved_games_say_who_played() {
    use kono::rules::record::Tags;
    let tmp = scratch();
    let data = tmp.path();
    let computer = Tags {
        black: "kono level 3".into(),
        ..Tags::default()
    };
    saved_with(data, "computer", &computer);
    let puzzle = Tags {
        white: "kono level 5".into(),
        puzzle: Some("win in 7, seed 42".into()),
        ..Tags::default()
    };
    saved_with(data, "puzzle", &puzzle);
    let friends = saved_with(
        data,
        "friends",
        &Tags {
            black: "ann".into(),
            white: "bo".into(),
            ..Tags::default()
        },
    );
    // A network game's record carries a [Network] tag.
    let text = std::fs::read_to_string(&friends).unwrap();
    let text = text.replace("[Result", "[Network \"abcdef123456\"]\n[Result");
    std::fs::write(&friends, text).unwrap();
    let mut start = Start::new(Choices::default(), Library::scan(data));
    start.update(Action::Far(Dir::Down));
    for _ in 0..3 {
        start.update(Action::Cursor(Dir::Up));
    }
    assert_eq!(start.row, Row::entry(Item::Open));
    start.update(Action::Activate);
    let text = screen(&start);
    for needed in [
        "Black v White",
        "level 3 v person",
        "puzzle",
        "network: ann v bo",
    ] {
        assert!(text.contains(needed), "{needed} in\n{text}");
    }
    // The index remembers the players: a second scan reads it.
    let again = Library::scan(data);
    let network = again
        .games
        .iter()
        .find_map(|g| g.players.network.as_deref());
    assert_eq!(network, Some("abcdef123456"));
}

#[test]
fn a_joiners_copy_is_found_by_its_game_id_among_other_network_games() {
    use kono::rules::record::Tags;
    let tmp = scratch();
    let data = tmp.path();
    for (name, id) in [
        ("a", "aaaaaa111111"),
        ("mine", "bbbbbb222222"),
        ("c", "cccccc333333"),
    ] {
        let tags = Tags {
            network: Some(id.into()),
            black: name.into(),
            ..Tags::default()
        };
        saved_with(data, name, &tags);
    }
    let (_, game, tags) = kono::tui::saved_copy(data, &"bbbbbb222222".parse().unwrap()).unwrap();
    assert_eq!(tags.black, "mine");
    assert_eq!(game.ply_count(), 1);
    assert!(kono::tui::saved_copy(data, &"dddddd444444".parse().unwrap()).is_none());
}

#[test]
fn a_saved_game_is_deleted_after_a_yes() {
    let tmp = scratch();
    let data = tmp.path();
    saved(data, "keep", Variant::Four, &["a1xa3"], 100);
    saved(data, "gone", Variant::Five, &["d1-c2"], 10);
    let gone = store::games_dir(data).join("gone.kono");
    let mut start = Start::new(Choices::default(), Library::scan(data));
    start.update(Action::Cursor(Dir::Down));
    assert_eq!(start.row, Row::entry(Item::Open));
    start.update(Action::Activate);
    assert_eq!(start.page, Page::Saved(0));
    assert!(key_bar(&start).contains("d delete"), "{}", key_bar(&start));
    start.update(Action::Delete);
    assert_eq!(start.page, Page::Delete(0));
    assert!(screen(&start).contains("Delete gone.kono for good? y / n"));
    // No keeps it.
    start.update(Action::No);
    assert_eq!(start.page, Page::Saved(0));
    start.update(Action::Delete);
    assert_eq!(
        start.update(Action::Yes),
        vec![Effect::Delete(gone.clone())]
    );
    // The event loop deletes it through the store…
    store::delete_game(&gone).unwrap();
    assert!(!gone.exists());
    let dir = store::games_dir(data);
    let left: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .collect();
    assert!(!left.iter().any(|n| n.contains("gone")), "{left:?}");
    let listed = store::SavedGames::read(data);
    assert_eq!(listed.games.len(), 1);
    let index = std::fs::read_to_string(dir.join(".index.json")).unwrap();
    assert!(!index.contains("gone"), "{index}");
    // …and tells the screen, which forgets it.
    start.update(Action::Deleted(Ok(gone.clone())));
    assert_eq!(start.library.games.len(), 1);
    assert!(
        start
            .library
            .unfinished
            .as_ref()
            .is_none_or(|g| g.path != gone)
    );
    assert!(screen(&start).contains("deleted gone.kono"));
}

#[test]
fn a_game_open_in_another_window_is_not_deleted() {
    let tmp = scratch();
    let data = tmp.path();
    saved(data, "busy", Variant::Four, &["a1xa3"], 10);
    let busy = store::games_dir(data).join("busy.kono");
    let _held = store::Lock::acquire(&busy).unwrap();
    let err = store::delete_game(&busy).unwrap_err();
    assert!(
        format!("{err:#}").contains("open in another kono window"),
        "{err:#}"
    );
    assert!(busy.exists());
    let mut start = Start::new(Choices::default(), Library::default());
    start.update(Action::Deleted(Err(err.into())));
    assert!(screen(&start).contains("not deleted"), "{}", screen(&start));
}
