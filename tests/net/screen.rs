//! The start screen's network entries: host with the choices made, or join
//! with an address and a code typed in its line editor.

use kono::tui::action::{Action, Edit};
use kono::tui::start::{Choices, Item, Library, Page, Row, Start};

#[test]
fn the_network_entries_host_or_open_the_join_editor() {
    let mut start = Start::new(Choices::default(), Library::default());
    assert!(start.rows().contains(&Row::entry(Item::Host)));
    start.row = Row::entry(Item::Host);
    assert_eq!(
        start.update(Action::Activate),
        vec![Effect::Host(Choices::default())]
    );
    start.row = Row::entry(Item::Join);
    assert!(start.update(Action::Activate).is_empty());
    assert_eq!(start.page, Page::Join);
    // Nothing typed: Enter does nothing.
    assert!(start.update(Action::Activate).is_empty());
    for c in "127.0.0.1:7345 abc234".chars() {
        start.update(Action::Edit(Edit::InsertChar(c)));
    }
    assert_eq!(
        start.update(Action::Activate),
        vec![Effect::Join("127.0.0.1:7345 abc234".to_string())]
    );
    assert_eq!(start.page, Page::Menu);
    start.update(Action::Activate);
    start.update(Action::Cancel);
    assert_eq!(start.page, Page::Menu, "Esc leaves the editor");
}

use std::sync::mpsc::{self, Receiver};

use kono::net::NetworkTags;
use kono::net::{self, Code, GameId, Host, HostConfig, NetNews, Peer, Session, sink};
use kono::rules::{
    Color, DrawReason, Game, Move, Outcome, Position, RuleOptions, Variant, WinReason,
};
use kono::tui::Config;
use kono::tui::action::Effect;
use kono::tui::app::{App, Invite, Remote};
use kono::tui::theme::Theme;
use kono::tui::words::status_text;

use super::peers::{PATIENCE, limits};

/// One side: the game screen's App, its sockets' news, its connection,
/// and what it last asked the autosave to write.
pub(super) struct Side {
    pub(super) app: App,
    pub(super) news: Receiver<NetNews>,
    pub(super) peer: Option<Peer>,
    pub(super) saved: Option<(Game, Option<NetworkTags>)>,
    /// The copies the App asked to keep ([`Effect::KeepCopy`]).
    pub(super) kept: Vec<Game>,
    /// The game ids the host went on under ([`Effect::Rehosted`]).
    pub(super) rehosted: Vec<kono::net::GameId>,
    /// The clock of the last autosave: the control and each move's clock.
    pub(super) clocks: Option<(kono::rules::TimeControl, Vec<Option<std::time::Duration>>)>,
}

impl Side {
    /// Hands `action` to the App and carries out its effects as the loop does.
    pub(super) fn act(&mut self, action: Action) {
        for effect in self.app.update(action) {
            match effect {
                Effect::Send(msg) => self.peer.as_ref().unwrap().send(msg),
                Effect::SendAll(lines) => self.peer.as_ref().unwrap().send_all(lines),
                Effect::Hangup(last) => {
                    if let Some(peer) = self.peer.take() {
                        peer.close(last);
                    }
                }
                Effect::Autosave(snapshot) => {
                    self.saved = Some((snapshot.game.clone(), snapshot.network.clone()));
                    self.clocks.clone_from(&snapshot.clock);
                }
                Effect::KeepCopy(game) => self.kept.push(*game),
                Effect::Rehosted(id) => self.rehosted.push(id),
                _ => {}
            }
        }
    }

    /// Plays `mv` with the mouse, as a player would: the piece, then its
    /// destination, clicked.
    pub(super) fn click_move(&mut self, mv: Move) {
        self.act(Action::Click(mv.from().unwrap()));
        self.act(Action::Click(mv.to().unwrap()));
    }

    /// The next news, handed to the App.
    pub(super) fn pump(&mut self) {
        let news = self.news.recv_timeout(PATIENCE).expect("news");
        if let NetNews::Joined { peer, .. } = &news {
            self.peer = Some(peer.clone());
        }
        self.act(Action::Net(news));
    }
}

fn app(variant: Variant) -> App {
    let mut app = App::new(Config::new(variant), 1).unwrap();
    app.update(Action::Resize(120, 40));
    app
}

/// A host App and a joiner App connected over loopback.
pub(super) fn pair(game: Game, host_side: Color) -> (Side, Side) {
    pair_with(game, host_side, true)
}

/// As [`pair`], the host choosing aids or no aids.
pub(super) fn pair_with(game: Game, host_side: Color, aids: bool) -> (Side, Side) {
    pair_timed(game, host_side, aids, None)
}

/// As [`pair_with`], the host choosing a clock too.
pub(super) fn pair_timed(
    game: Game,
    host_side: Color,
    aids: bool,
    clock: Option<kono::rules::TimeControl>,
) -> (Side, Side) {
    let variant = game.start().variant();
    let code: Code = "PAR234".parse().unwrap();
    let (tx, news) = mpsc::channel();
    let config = HostConfig {
        bind: Some("127.0.0.1".parse().unwrap()),
        port: 0,
        code,
        limits: limits(),
    };
    let host = Host::listen(&config, sink(tx)).unwrap();
    let target = host.addrs()[0].to_string();
    let invite = Invite {
        addrs: Vec::new(),
        port: host.port(),
        code: code.to_string(),
    };
    let remote = Remote::hosting(
        Session::new(game, host_side)
            .with_aids(aids)
            .with_clock(clock),
        GameId::new(code, host_side),
        Some("Hana".parse().unwrap()),
        invite,
    );
    let mut hosting = Side {
        app: app(variant),
        news,
        peer: None,
        saved: None,
        kept: Vec::new(),
        rehosted: Vec::new(),
        clocks: None,
    };
    hosting.app.play_remote(remote);
    let joining = std::thread::spawn(move || {
        let (tx, news) = mpsc::channel();
        let joined = net::join(
            &target,
            code,
            Some("Jiho".parse().unwrap()),
            limits(),
            sink(tx),
        );
        (joined.unwrap(), news, target)
    });
    hosting.pump();
    let (joined, news, target) = joining.join().unwrap();
    let remote = Remote::joined(&joined, Some("Jiho".parse().unwrap()), target, code);
    let mut joiner = Side {
        app: app(variant),
        news,
        peer: Some(joined.peer.clone()),
        saved: None,
        kept: Vec::new(),
        rehosted: Vec::new(),
        clocks: None,
    };
    joiner.app.play_remote(remote);
    std::mem::forget(host); // listening until the test ends
    (hosting, joiner)
}

#[test]
fn two_game_screens_play_whole_games_over_loopback_with_the_same_autosave() {
    let mut endings = Vec::new();
    for (variant, seed) in [(Variant::Four, 3), (Variant::Five, 4), (Variant::Four, 8)] {
        let start = Position::start(variant, Color::Black);
        let game = Game::new(start, RuleOptions::default()).unwrap();
        let (mut host, mut joiner) = pair(game, Color::White);
        let mut rng = fastrand::Rng::with_seed(seed);
        while host.app.game().outcome().is_none() && host.app.game().ply_count() < 500 {
            let to_move = host.app.game().position().to_move();
            let (mover, other) = if to_move == Color::White {
                (&mut host, &mut joiner)
            } else {
                (&mut joiner, &mut host)
            };
            let moves = mover.app.game().legal_moves();
            let mv = moves[rng.usize(..moves.len())];
            mover.click_move(mv);
            assert_eq!(mover.app.game().last_move(), Some(mv));
            other.pump();
            assert_eq!(other.app.game(), mover.app.game());
        }
        endings.push(host.app.game().outcome());
        let (h_game, h_tags) = host.saved.clone().unwrap();
        let (j_game, j_tags) = joiner.saved.clone().unwrap();
        assert_eq!(h_game, j_game, "both autosaves hold the same game");
        assert_eq!(h_tags, j_tags, "and the same tags");
        assert_eq!(h_tags.unwrap().white, "Hana");
    }
    // The seeds give one game of each ending: a repetition and two wins.
    assert!(
        matches!(
            endings[..],
            [
                Some(Outcome::Draw(DrawReason::Repetition)),
                Some(Outcome::Win { .. }),
                Some(Outcome::Win { .. })
            ]
        ),
        "{endings:?}"
    );
}

/// The joiner leaves and joins again: the host's news of it is taken, and
/// what `net::join` gives back is returned, not yet handed to the App.
pub(super) fn leave_and_join_again(host: &mut Side, joiner: &mut Side) -> net::Joined {
    // (Unless it has left already.)
    if let Some(peer) = joiner.peer.take() {
        peer.close(None);
        host.pump();
    }
    let (target, code) = joiner.app.remote().unwrap().target.clone().unwrap();
    let joining = std::thread::spawn(move || {
        let (tx, news) = mpsc::channel();
        let joined = net::join(&target, code, None, limits(), sink(tx)).unwrap();
        (joined, news)
    });
    host.pump();
    let (joined, news) = joining.join().unwrap();
    joiner.news = news;
    joiner.peer = Some(joined.peer.clone());
    joined
}

pub(super) fn four_field_start() -> Game {
    Game::new(
        Position::start(Variant::Four, Color::Black),
        RuleOptions::default(),
    )
    .unwrap()
}

#[test]
fn a_resignation_is_in_both_autosaves_and_stays_after_a_rejoin() {
    let (mut host, mut joiner) = pair(four_field_start(), Color::Black);
    host.click_move("a1xa3".parse().unwrap());
    joiner.pump();
    joiner.act(Action::Resign);
    joiner.act(Action::Yes);
    host.pump();
    let resigned = Some(Outcome::Win {
        winner: Color::Black,
        reason: WinReason::Resigned,
    });
    for side in [&host, &joiner] {
        assert_eq!(side.saved.as_ref().unwrap().0.outcome(), resigned);
    }
    // The host's ENDED after its moves carries the resignation back.
    let joined = leave_and_join_again(&mut host, &mut joiner);
    assert_eq!(joined.game.outcome(), resigned);
    joiner.act(Action::Net(NetNews::Rejoined(Box::new(joined))));
    assert_eq!(joiner.app.game().outcome(), resigned);
    assert_eq!(joiner.saved.as_ref().unwrap().0.outcome(), resigned);
    assert!(joiner.kept.is_empty(), "the copies are the same");
    // The status does not say the game goes on: it is over.
    let status = status_text(joiner.app.status(), &Theme::new(false, false));
    assert!(status.contains("the game is over"), "{status}");
}

#[test]
fn a_copy_that_differs_on_a_rejoin_is_kept_and_the_status_says_where() {
    let (mut host, mut joiner) = pair(four_field_start(), Color::Black);
    host.click_move("a1xa3".parse().unwrap());
    joiner.pump();
    let mine = joiner.app.game().clone();
    let mut joined = leave_and_join_again(&mut host, &mut joiner);
    // The host's record has another first move than ours.
    let mut theirs = four_field_start();
    theirs.play("b1xb3".parse().unwrap()).unwrap();
    joined.game = theirs.clone();
    joiner.act(Action::Net(NetNews::Rejoined(Box::new(joined))));
    assert_eq!(joiner.kept, [mine], "our copy is kept");
    assert_eq!(joiner.app.game(), &theirs, "the host's record is played on");
    assert_eq!(joiner.saved.as_ref().unwrap().0, theirs);
    joiner.act(Action::CopyKept(Ok("/data/games/x.mine.kono".to_string())));
    let said = status_text(joiner.app.status(), &Theme::new(false, false));
    assert!(
        said.contains("yours differed and is kept in /data/games/x.mine.kono"),
        "{said}"
    );
    let full = std::io::Error::new(std::io::ErrorKind::StorageFull, "the disk is full");
    joiner.act(Action::CopyKept(Err(kono::tui::why::Why::new(full))));
    let said = status_text(joiner.app.status(), &Theme::new(false, false));
    assert!(
        said.contains("yours differed and could not be kept: the disk is full"),
        "{said}"
    );
}
