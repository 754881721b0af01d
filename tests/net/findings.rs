//! What an experienced player found unfinished, each on the game screen
//! driven by Actions: the bound address shown, a take-back after the end
//! accepted only by the friend's answer, the rejoin key in the key bar and
//! a dropped link said in words that fit, the quit question of a network
//! game, and a network game that `--resume` leaves alone.

use kono::net::{Closed, Code, Message, NetNews};
use kono::rules::{Color, Game, Position, RuleOptions, Variant};
use kono::store::SavedGames;
use kono::tui::action::Action;
use kono::tui::app::Link;
use kono::tui::theme::Theme;
use kono::tui::words::status_text;
use kono::tui::{Config, HostPlan, hosting};

use super::keys::{connected, game_rows, game_rows_at};
use super::screen::{four_field_start, pair};

fn said(app: &kono::tui::app::App) -> String {
    status_text(app.status(), &Theme::new(false, false))
}

#[test]
fn a_host_bound_to_an_address_shows_that_address_only() {
    let code: Code = "BND234".parse().unwrap();
    let config = Config::new(Variant::Four);
    let plan = HostPlan::new(
        &config,
        Some(Color::Black),
        Some(code),
        (Some("127.0.0.1".parse().unwrap()), 0),
    )
    .unwrap();
    let (tx, _rx) = std::sync::mpsc::channel();
    let hosted = hosting(plan, None, kono::net::sink::<NetNews>(tx)).unwrap();
    let invite = hosted.remote.invite.clone().unwrap();
    assert_eq!(invite.addrs, ["127.0.0.1"]);
    assert_eq!(invite.port, hosted.host.port());
}

#[test]
fn a_take_back_after_the_end_is_accepted_only_by_the_friends_answer() {
    let (mut host, mut joiner) = pair(four_field_start(), Color::Black);
    host.click_move("a1xa3".parse().unwrap());
    joiner.pump();
    joiner.act(Action::Resign);
    joiner.act(Action::Yes);
    host.pump();
    assert!(host.app.game().outcome().is_some());
    host.act(Action::Undo);
    let asked = said(&host.app);
    assert!(!asked.contains("accepted"), "{asked}");
    assert!(
        host.app.game().outcome().is_some(),
        "still over, unanswered"
    );
    joiner.pump();
    joiner.act(Action::No);
    let declined = said(&joiner.app);
    assert!(
        declined.contains("you declined their undo request"),
        "{declined}"
    );
    assert!(!declined.contains("goes on"), "{declined}");
    host.pump();
    assert!(said(&host.app).contains("declined"), "{}", said(&host.app));
    assert!(host.app.game().outcome().is_some());
}

#[test]
fn a_dropped_link_puts_the_rejoin_key_in_the_bar_and_says_what_happened() {
    let (_host, mut joiner) = pair(four_field_start(), Color::Black);
    let conn = joiner.peer.as_ref().unwrap().id();
    // The host's kono stops without a BYE (killed).
    joiner.act(Action::Net(NetNews::Closed {
        conn,
        why: Closed::ByPeer,
    }));
    let status = said(&joiner.app);
    assert!(!status.contains("left"), "{status}");
    assert!(status.contains("closed it without a word"), "{status}");
    let rows = game_rows(&joiner.app);
    let bar = rows.last().unwrap();
    assert!(bar.contains("o join again"), "{bar}");
    let panel = rows.join("\n");
    assert!(panel.contains("dropped: press o"), "{panel}");
}

#[test]
fn a_friend_that_says_bye_left() {
    let (_host, mut joiner) = pair(four_field_start(), Color::Black);
    let conn = joiner.peer.as_ref().unwrap().id();
    let msg = Message::Bye(None);
    joiner.act(Action::Net(NetNews::Message {
        conn,
        msg,
        held: Default::default(),
    }));
    joiner.act(Action::Net(NetNews::Closed {
        conn,
        why: Closed::ByPeer,
    }));
    let status = said(&joiner.app);
    assert!(status.contains("left"), "{status}");
}

#[test]
fn quitting_a_network_game_says_how_it_goes_on_as_a_network_game() {
    let mut app = connected();
    app.update(Action::Quit);
    let asked = said(&app);
    assert!(asked.contains("kono host --resume"), "{asked}");
    assert!(!asked.contains("kono --resume"), "{asked}");
    assert_eq!(app.remote().unwrap().link, Link::Connected);
}

#[test]
fn resume_leaves_a_network_game_alone() {
    let home = tempfile::TempDir::new().unwrap();
    let games = home.path().join("games");
    std::fs::create_dir_all(&games).unwrap();
    let mut game = Game::new(
        Position::start(Variant::Four, Color::Black),
        RuleOptions::default(),
    )
    .unwrap();
    game.play("a1xa3".parse().unwrap()).unwrap();
    let tags = kono::rules::record::Tags {
        network: Some("abc234bxyz12".into()),
        ..Default::default()
    };
    kono::store::save_as(&games.join("net.kono"), &game, &tags, false).unwrap();
    let saved = SavedGames::read(home.path());
    assert_eq!(saved.games.len(), 1);
    assert!(
        saved.resumable().is_none(),
        "a network game is never resumed here"
    );
}

#[test]
fn chat_wraps_by_display_width_and_its_log_scrolls_back() {
    let (_host, mut joiner) = pair(four_field_start(), Color::Black);
    let conn = joiner.peer.as_ref().unwrap().id();
    let say = |joiner: &mut super::screen::Side, text: &str| {
        let msg = Message::Say(text.parse().unwrap());
        joiner.act(Action::Net(NetNews::Message {
            conn,
            msg,
            held: Default::default(),
        }));
    };
    let hello = "Hello! 안녕하세요 고누 한 판 할래요? 🎲🙂 \"quoted\"";
    say(&mut joiner, hello);
    // (A wide character's second cell reads as a space here: spaces are
    // left out of the comparison.)
    let packed = |rows: Vec<String>| rows.concat().replace(' ', "");
    let rows = packed(game_rows(&joiner.app));
    for word in hello.split(' ') {
        assert!(rows.contains(word), "{word:?} missing from\n{rows}");
    }
    // A long message: its start is cut off the panel's six rows, with an
    // ellipsis, and scrolling the log back shows it.
    let long = (0..40)
        .map(|i| format!("w{i}"))
        .collect::<Vec<_>>()
        .join(" ");
    say(&mut joiner, &long);
    let rows = packed(game_rows(&joiner.app));
    assert!(rows.contains("w39"), "{rows}");
    assert!(rows.contains('…'), "{rows}");
    assert!(!rows.contains("안녕하세요"), "{rows}");
    joiner.act(Action::Chat);
    for _ in 0..10 {
        joiner.act(Action::Page(kono::tui::action::Dir::Up));
    }
    let rows = packed(game_rows(&joiner.app));
    assert!(rows.contains("안녕하세요"), "{rows}");
}

#[test]
fn under_aids_the_friend_is_told_and_under_no_aids_there_are_none() {
    let (mut host, mut joiner) = super::screen::pair_with(four_field_start(), Color::Black, true);
    joiner.act(Action::Hints);
    assert!(joiner.app.hints());
    host.pump();
    let told = said(&host.app);
    assert!(told.contains("turned hints or the coach on"), "{told}");
    assert!(host.app.remote().unwrap().aids_used);

    let (_host, mut joiner) = super::screen::pair_with(four_field_start(), Color::Black, false);
    assert!(
        !joiner.app.remote().unwrap().net.aids(),
        "the welcome said no-aids"
    );
    for action in [Action::Hints, Action::Coach] {
        joiner.act(action);
        assert!(
            said(&joiner.app).contains("no aids in this game"),
            "{}",
            said(&joiner.app)
        );
    }
    assert!(!joiner.app.hints());
    assert!(!joiner.app.offers(Action::Hints));
}

#[test]
fn a_refused_join_leaves_the_join_line_empty_for_the_next_try() {
    use kono::tui::action::{Edit, Effect};
    use kono::tui::start::{Choices, Item, Library, Row, Start};
    let mut start = Start::new(Choices::default(), Library::default());
    let join = |start: &mut Start, text: &str| {
        start.row = Row::entry(Item::Join);
        start.update(Action::Activate);
        for c in text.chars() {
            start.update(Action::Edit(Edit::InsertChar(c)));
        }
        start.update(Action::Activate)
    };
    join(&mut start, "127.0.0.1 ZZZ999");
    start.update(Action::NetFailed(kono::tui::why::Why::new(
        anyhow::anyhow!("the host refused: wrong code"),
    )));
    assert_eq!(
        join(&mut start, "127.0.0.1 ABC234"),
        vec![Effect::Join("127.0.0.1 ABC234".to_string())]
    );
}

#[test]
fn a_long_network_status_wraps_and_is_read_to_its_end() {
    let (_host, mut joiner) = pair(four_field_start(), Color::Black);
    let conn = joiner.peer.as_ref().unwrap().id();
    let reason = format!(
        "MOVE d4-d3: {}",
        "the move is not one of the rules ".repeat(5)
    );
    let msg = Message::Error(reason.trim().parse().unwrap());
    joiner.act(Action::Net(NetNews::Message {
        conn,
        msg,
        held: Default::default(),
    }));
    let rows = game_rows(&joiner.app);
    let bottom = rows[rows.len() - 3..rows.len() - 1].join(" ");
    assert!(bottom.contains("last legal position"), "{bottom}");
    // The key bar under it, never covered.
    let bar = rows.last().unwrap();
    assert!(bar.contains("q quit"), "{bar}");
}

#[test]
fn after_a_drop_the_hosts_long_status_leaves_the_key_bar_whole() {
    let (mut host, joiner) = pair(four_field_start(), Color::Black);
    let conn = host.peer.as_ref().unwrap().id();
    drop(joiner);
    host.act(Action::Net(NetNews::Closed {
        conn,
        why: Closed::ByPeer,
    }));
    let status = said(&host.app);
    let rows = game_rows_at(&host.app, 80, 24);
    // Two rows of status at 80 columns, read whole, above the key bar.
    let shown = rows[21..23].iter().map(|r| r.trim()).collect::<Vec<_>>();
    assert_eq!(shown.join(" "), status, "{}", rows.join("\n"));
    assert!(rows[23].trim_end().ends_with("q quit"), "{}", rows[23]);
}

#[test]
fn a_status_of_wide_characters_wraps_by_their_width() {
    let (_host, mut joiner) = pair(four_field_start(), Color::Black);
    let conn = joiner.peer.as_ref().unwrap().id();
    // Fewer characters than a row has columns, but wider than the row.
    let text = format!("{} END", "고누 한 판 할래요 ".repeat(7));
    let msg = Message::Say(text.trim().parse().unwrap());
    joiner.act(Action::Net(NetNews::Message {
        conn,
        msg,
        held: Default::default(),
    }));
    let rows = game_rows(&joiner.app);
    let bottom = rows[rows.len() - 2..].join(" ");
    assert!(bottom.contains("END"), "{bottom}");
}

#[test]
fn after_the_end_n_asks_a_rematch_with_sides_swapped_and_r_reviews() {
    let (mut host, mut joiner) = pair(four_field_start(), Color::Black);
    host.click_move("a1xa3".parse().unwrap());
    joiner.pump();
    joiner.act(Action::Resign);
    joiner.act(Action::Yes);
    host.pump();
    let old_id = host.app.remote().unwrap().id.clone();
    assert!(host.app.offers(Action::NewGame) && host.app.offers(Action::Review));
    host.act(Action::NewGame);
    joiner.pump();
    assert!(
        said(&joiner.app).contains("asks for a rematch"),
        "{}",
        said(&joiner.app)
    );
    joiner.act(Action::Yes);
    host.pump();
    // The host's new game: NEW, START, MOVES, READY.
    for _ in 0..4 {
        joiner.pump();
    }
    for side in [&host, &joiner] {
        let remote = side.app.remote().unwrap();
        assert_ne!(remote.id, old_id, "a new game id");
        // The host keeps where it hosts for the new id too.
        let rehosted = side
            .app
            .remote()
            .unwrap()
            .hosting
            .then(|| remote.id.clone());
        assert_eq!(side.rehosted, Vec::from_iter(rehosted));
        assert_eq!(side.app.game().ply_count(), 0);
        assert!(side.app.game().outcome().is_none());
    }
    assert_eq!(
        host.app.remote().unwrap().net.ours(),
        Color::White,
        "sides swapped"
    );
    assert_eq!(joiner.app.remote().unwrap().net.ours(), Color::Black);
    assert_eq!(
        host.app.remote().unwrap().id,
        joiner.app.remote().unwrap().id
    );
    // The new game is played: Black (now the joiner) moves first.
    joiner.click_move("a1xa3".parse().unwrap());
    host.pump();
    assert_eq!(host.app.game(), joiner.app.game());
    assert_eq!(host.app.game().ply_count(), 1);
}

#[test]
fn a_resumed_host_keeps_its_fair_play_setting_with_its_port() {
    use kono::tui::{HostedAt, hosted_at};
    let dir = tempfile::TempDir::new().unwrap();
    let id: kono::net::GameId = "abc234def567".parse().unwrap();
    let at = HostedAt {
        bind: Some("127.0.0.1".parse().unwrap()),
        port: 36405,
        aids: false,
    };
    kono::tui::remember_address(dir.path(), &id, at).unwrap();
    assert_eq!(hosted_at(dir.path(), &id), Some(at));
    // A file an older kono wrote (no aids word) had them allowed.
    let file = std::fs::read_dir(dir.path().join("hosted"))
        .unwrap()
        .next()
        .unwrap()
        .unwrap();
    std::fs::write(file.path(), "any 7345\n").unwrap();
    let old = hosted_at(dir.path(), &id).unwrap();
    assert_eq!((old.bind, old.port, old.aids), (None, 7345, true));
}
