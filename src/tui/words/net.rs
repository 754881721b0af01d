//! The words of a game against a friend over the network: the status
//! line's notes and the panel's lines.

use crate::net::{LocalError, SocketFailure};
use crate::rules::Color;
use crate::t;
use crate::tui::app::{Closing, Friend, Link, NetNote, NetRefusal, Request};
use crate::tui::words::errors::{host_refusal_text, protocol_text, violation_text};

use super::side;

/// A request's name: "draw offer", "undo request", "rematch request".
fn request(what: Request) -> String {
    match what {
        Request::Draw => t!("net-draw-offer"),
        Request::Undo => t!("net-undo-request"),
        Request::Rematch => t!("net-rematch-request"),
    }
}

/// The friend in words: its side, and its name if it gave one.
pub fn friend_text(friend: &Friend) -> String {
    match &friend.name {
        Some(name) => t!("net-friend-named", side = side(friend.side), name = name),
        None => side(friend.side),
    }
}

/// Why a line of chat was refused, for the one who typed it.
pub fn chat_refused(refused: crate::net::ChatRefused) -> String {
    match refused {
        crate::net::ChatRefused::Long(most) => t!("net-chat-long", most = most),
        crate::net::ChatRefused::Fast => t!("net-chat-fast"),
    }
}

/// The words of a network game's note for the status line.
pub fn note_text(note: &NetNote) -> String {
    match note {
        NetNote::Waiting => t!("net-waiting"),
        NetNote::Joined(friend) => t!("net-joined", friend = friend_text(friend)),
        NetNote::Connected(friend) => t!("net-connected", friend = friend_text(friend)),
        NetNote::Refused { from, reason } => t!(
            "net-refused",
            from = from,
            reason = host_refusal_text(reason)
        ),
        NetNote::TheirTurn(color) => t!("net-their-turn", side = side(*color)),
        NetNote::Chatting => t!("net-say"),
        NetNote::ChatRefused(refused) => chat_refused(*refused),
        NetNote::Reconnecting => t!("net-reconnecting"),
        NetNote::Rejoined {
            differ: false,
            resent: 0,
            over: true,
        } => t!("net-rejoined-over"),
        NetNote::Rejoined {
            differ: false,
            resent: 0,
            over: false,
        } => t!("net-rejoined"),
        NetNote::Rejoined { resent, .. } if *resent > 0 => {
            t!("net-rejoined-resent", count = *resent)
        }
        NetNote::Rejoined { .. } => t!("net-rejoined-differ"),
        NetNote::NotSaved {
            why,
            withdrawn: true,
        } => t!("net-not-saved-withdrawn", why = why.words()),
        NetNote::NotSaved { why, .. } => t!("net-not-saved-stopped", why = why.words()),
        NetNote::CopyKept(Ok(path)) => t!("net-copy-kept", path = path),
        NetNote::CopyKept(Err(why)) => t!("net-copy-not-kept", why = why.words()),
        NetNote::Asked(what) => t!("net-asked", what = request(*what)),
        NetNote::Answered {
            what: Request::Draw,
            yes: true,
        } => t!("net-draw-agreed"),
        NetNote::Answered { what, yes: true } => t!("net-accepted", what = request(*what)),
        NetNote::Answered { what, yes: false } => t!("net-declined", what = request(*what)),
        NetNote::NoAids => t!("net-no-aids"),
        NetNote::FriendAids(friend) => t!("net-friend-aids", friend = friend_text(friend)),
        NetNote::RematchAgreed => t!("net-rematch-agreed"),
        NetNote::Rematch(color) => t!("net-rematch", side = side(*color)),
        NetNote::Declined(what) => t!("net-you-declined", what = request(*what)),
        NetNote::TookBack(n) => t!("net-took-back", count = *n),
        NetNote::Resigned(color) => t!(
            "net-resigned",
            side = side(*color),
            winner = side(color.opponent())
        ),
        NetNote::Said { by: None, text } => t!("net-you-said", text = text),
        NetNote::Said {
            by: Some(friend),
            text,
        } => format!("{}: {text}", friend_text(friend)),
        NetNote::Left(reason) if reason.is_empty() => t!("net-left"),
        NetNote::Left(reason) => t!("net-left-why", reason = reason),
        NetNote::Dropped {
            why,
            withdrawn,
            away,
        } => {
            let mut parts = vec![t!("net-closed", why = closing_text(why))];
            if let Some(mover) = away {
                parts.push(t!("net-clock-runs-away", side = side(*mover)));
            }
            for (ours, what) in withdrawn {
                parts.push(if *ours {
                    t!("net-withdrawn-ours", what = request(*what))
                } else {
                    t!("net-withdrawn-theirs", what = request(*what))
                });
            }
            parts.push(t!("net-saved"));
            parts.join("; ")
        }
        NetNote::Broke(what) => t!("net-broke", what = what),
        NetNote::Violated(what) => t!("net-broke", what = violation_text(what)),
        NetNote::Cannot(why) => refusal_text(why),
        NetNote::NotInNetworkGame => t!("net-not-in-network-game"),
        NetNote::OnlyOverNetwork => t!("net-only-over-network"),
    }
}

/// What cannot be done now, in words.
fn refusal_text(why: &NetRefusal) -> String {
    match why {
        NetRefusal::NotConnected => t!("net-not-connected"),
        NetRefusal::GameOver => t!("net-game-over"),
        NetRefusal::AlreadyConnected => t!("net-already-connected"),
        NetRefusal::HostWaits => t!("net-host-waits"),
        NetRefusal::OtherGame => t!("net-other-game"),
        NetRefusal::Local(e) => local_text(e),
        NetRefusal::Rejoin(failure) => super::errors::net_text(&failure.0),
    }
}

/// What the network game refuses our own player now, in words.
fn local_text(e: &LocalError) -> String {
    let what = |ask: &Request| request(*ask);
    match e {
        LocalError::GameOver => t!("net-game-over"),
        LocalError::NotOver => t!("net-not-over"),
        LocalError::NotYourTurn(color) => t!("net-their-turn", side = side(*color)),
        LocalError::Waiting(word) => t!("net-waiting-answer", what = what(word)),
        LocalError::NothingToUndo => t!("net-nothing-to-undo"),
        LocalError::NoRequest(word) => t!("net-no-request", what = what(word)),
        LocalError::AnswerFirst(word) => t!("net-answer-first", what = what(word)),
        LocalError::Rule(e) => super::refusal::rule_error_text(e),
    }
}

/// Why the connection ended, in words.
pub fn closing_text(why: &Closing) -> String {
    match why {
        Closing::ByUs => t!("net-closed-by-us"),
        Closing::Left(friend) => t!("net-closed-left", friend = friend_text(friend)),
        Closing::Silent(friend) => t!("net-closed-silent", friend = friend_text(friend)),
        Closing::Lost(secs) => t!("net-closed-lost", secs = *secs),
        Closing::Broken(friend, what) => t!(
            "net-closed-broken",
            friend = friend_text(friend),
            what = protocol_text(what)
        ),
        Closing::Violation(what) => violation_text(what),
        Closing::Failed(SocketFailure::Overflow { kib }) => t!("net-closed-overflow", kib = *kib),
        Closing::Failed(SocketFailure::Io { kind, text }) => super::errors::io_text(*kind, text),
    }
}

/// The friend's rematch question.
pub fn rematch_question(by: Color) -> String {
    t!("net-rematch-question", side = side(by))
}

/// The quit question of a network game: how it goes on later, as a
/// network game (never as a local one).
pub fn quit_text(hosting: bool) -> String {
    if hosting {
        t!("net-quit-host")
    } else {
        t!("net-quit-join")
    }
}

/// How the connection stands, for the panel; `rejoin` names the key
/// that joins again.
pub fn link_text(link: &Link, hosting: bool, rejoin: &str) -> String {
    match link {
        Link::Waiting => t!("net-link-waiting"),
        Link::Connected => t!("net-link-connected"),
        Link::Dropped(_) if hosting => t!("net-link-dropped-host"),
        Link::Dropped(_) => t!("net-link-dropped", key = rejoin),
    }
}
