//! What a dropped connection does to the requests standing (withdrawn on
//! both sides, and both screens say so), and what the screen shows of
//! text it did not write (escaped, every invisible character).

use kono::net::{Message, NetNews};
use kono::rules::Color;
use kono::tui::action::Action;
use kono::tui::theme::Theme;
use kono::tui::words::status_text;

use super::screen::{Side, four_field_start, leave_and_join_again, pair};

fn said(side: &Side) -> String {
    status_text(side.app.status(), &Theme::new(false, false))
}

/// The joiner leaves: what the host's screen says of it.
fn leave(host: &mut Side, joiner: &mut Side) -> String {
    joiner.peer.take().unwrap().close(None);
    host.pump();
    // The joiner's screen hears of its own close.
    joiner.pump();
    said(host)
}

/// The joiner (White) joins again, its App told of it.
fn rejoin(host: &mut Side, joiner: &mut Side) {
    let joined = leave_and_join_again(host, joiner);
    joiner.act(Action::Net(NetNews::Rejoined(Box::new(joined))));
}

/// A host (Black) and its joiner after a move each.
fn two_moves_played() -> (Side, Side) {
    let (mut host, mut joiner) = pair(four_field_start(), Color::Black);
    host.click_move("a1xa3".parse().unwrap());
    joiner.pump();
    let reply = joiner.app.game().legal_moves()[0];
    joiner.click_move(reply);
    host.pump();
    (host, joiner)
}

#[test]
fn a_draw_offer_dies_with_its_connection_and_the_move_after_the_rejoin_is_taken() {
    let (mut host, mut joiner) = pair(four_field_start(), Color::Black);
    host.click_move("a1xa3".parse().unwrap());
    joiner.pump();
    joiner.act(Action::OfferDraw);
    host.pump();
    let host_said = leave(&mut host, &mut joiner);
    assert!(
        host_said.contains("their draw offer is withdrawn"),
        "{host_said}"
    );
    let joiner_said = said(&joiner);
    assert!(
        joiner_said.contains("your draw offer is withdrawn"),
        "{joiner_said}"
    );
    rejoin(&mut host, &mut joiner);
    let mv = joiner.app.game().legal_moves()[0];
    joiner.click_move(mv);
    host.pump();
    assert_eq!(host.app.game(), joiner.app.game(), "the host took the move");
    assert_eq!(host.app.game().last_move(), Some(mv));
}

#[test]
fn an_undo_request_dies_with_its_connection_and_the_asker_plays_on() {
    let (mut host, mut joiner) = two_moves_played();
    host.act(Action::Undo);
    joiner.pump();
    let host_said = leave(&mut host, &mut joiner);
    assert!(
        host_said.contains("your undo request is withdrawn"),
        "{host_said}"
    );
    let joiner_said = said(&joiner);
    assert!(
        joiner_said.contains("their undo request is withdrawn"),
        "{joiner_said}"
    );
    rejoin(&mut host, &mut joiner);
    // The host moves again, and offers a draw: no request of old stands.
    let mv = host.app.game().legal_moves()[0];
    host.click_move(mv);
    assert_eq!(host.app.game().last_move(), Some(mv), "{}", said(&host));
    joiner.pump();
    assert_eq!(joiner.app.game(), host.app.game());
    // The joiner's y answers nothing now.
    joiner.act(Action::Yes);
    assert_eq!(joiner.app.game(), host.app.game());
}

#[test]
fn every_invisible_character_of_a_friend_is_shown_escaped() {
    let (_host, mut joiner) = pair(four_field_start(), Color::Black);
    let conn = joiner.peer.as_ref().unwrap().id();
    let hostile = [
        '\u{2028}',
        '\u{2029}',
        '\u{61c}',
        '\u{2060}',
        '\u{180e}',
        '\u{ad}',
        '\u{e0041}',
        '\u{fe0f}',
        '\u{115f}',
        '\u{202e}',
        '\u{200b}',
        '\u{feff}',
    ];
    for c in hostile {
        let text = format!("hi{c}there");
        let msg = Message::Say(text.parse().unwrap());
        joiner.act(Action::Net(NetNews::Message {
            conn,
            msg,
            held: Default::default(),
        }));
        let shown = said(&joiner);
        assert!(!shown.contains(c), "{c:?} raw in {shown:?}");
        let escaped = c.escape_unicode().to_string();
        assert!(shown.contains(&escaped), "{c:?} not escaped in {shown:?}");
        let chat = &joiner.app.remote().unwrap().chat;
        assert!(chat.iter().all(|(_, line)| !line.contains(c)));
    }
}

#[test]
fn a_take_back_the_host_accepted_as_the_link_died_is_not_played_again_on_rejoin() {
    let (mut host, mut joiner) = two_moves_played();
    joiner.act(Action::Undo);
    host.pump();
    // The link dies under the host's yes (the host has not heard yet):
    // its answer never arrives.
    joiner.peer.take().unwrap().close(None);
    joiner.pump();
    host.act(Action::Yes);
    assert_eq!(host.app.game().ply_count(), 1, "the host took it back");
    host.pump();
    let joiner_said = said(&joiner);
    assert!(
        joiner_said.contains("your undo request is withdrawn"),
        "{joiner_said}"
    );
    assert_eq!(joiner.app.game().ply_count(), 2);
    rejoin(&mut host, &mut joiner);
    // The host's record is the game: the taken-back move is not sent again.
    let moves = |side: &Side| side.app.game().moves().collect::<Vec<_>>();
    assert_eq!(moves(&joiner), moves(&host));
    assert_eq!(joiner.app.game().ply_count(), 1);
    assert!(!said(&joiner).contains("sent again"), "{}", said(&joiner));
}
