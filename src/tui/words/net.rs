//! The words of a game against a friend over the network: the status
//! line's notes and the panel's lines.

use crate::tui::app::{Link, NetNote};

/// The words of a network game's note for the status line.
pub fn note_text(note: &NetNote) -> String {
    match note {
        NetNote::Waiting => {
            "waiting for a friend: give them an address, the port and the code in the panel"
                .to_string()
        }
        NetNote::Joined(friend) => format!("{friend} joined: the game is on"),
        NetNote::Connected(friend) => format!("you joined {friend}'s game: it is on"),
        NetNote::Refused(what) => format!("refused a connection from {what}; still waiting"),
        NetNote::TheirTurn(color) => {
            format!("it is {color}'s turn: your friend plays it over the network")
        }
        NetNote::Asked("chat") => "say:".to_string(),
        NetNote::Asked("reconnect") => "joining your friend's game again…".to_string(),
        NetNote::Rejoined {
            differ: false,
            resent: 0,
        } => "connected again: the game goes on".to_string(),
        NetNote::Rejoined { resent, .. } if *resent > 0 => format!(
            "connected again: the host had not kept your last {}, sent again",
            if *resent == 1 { "move" } else { "moves" }
        ),
        NetNote::Rejoined { .. } => {
            "connected again: your copy differed, the host's record is played on".to_string()
        }
        NetNote::CopyKept(Ok(path)) => format!(
            "connected again: the host's record is played on; yours differed and is kept in {path}"
        ),
        NetNote::CopyKept(Err(why)) => format!(
            "connected again: the host's record is played on; yours differed and could not be kept: {why}"
        ),
        NetNote::Asked(what) => format!("your {what} is sent: waiting for the answer"),
        NetNote::Answered {
            what: "draw offer",
            yes: true,
        } => "draw agreed".to_string(),
        NetNote::Answered { what, yes } => {
            format!(
                "your {what} is {}",
                if *yes { "accepted" } else { "declined" }
            )
        }
        NetNote::NoAids => {
            "no aids in this game: hints and the coach are off for both sides".to_string()
        }
        NetNote::FriendAids(friend) => {
            format!("{friend} turned hints or the coach on: both records say so")
        }
        NetNote::RematchAgreed => "rematch agreed: the host sets up the new game…".to_string(),
        NetNote::Rematch(side) => format!("the rematch is on: you play {side}"),
        NetNote::Declined(what) => format!("you declined their {what}"),
        NetNote::TookBack(1) => "took back 1 move".to_string(),
        NetNote::TookBack(n) => format!("took back {n} moves"),
        NetNote::Resigned(side) => format!("{side} resigns: {} wins", side.opponent()),
        NetNote::Said(line) => line.clone(),
        NetNote::Left(reason) if reason.is_empty() => "your friend is leaving".to_string(),
        NetNote::Left(reason) => format!("your friend is leaving: {reason}"),
        NetNote::Dropped { why, withdrawn } => {
            let mut text = format!("the connection is closed ({why})");
            for (ours, what) in withdrawn {
                let whose = if *ours { "your" } else { "their" };
                text.push_str(&format!("; {whose} {what} is withdrawn"));
            }
            text + "; the game is saved"
        }
        NetNote::Broke(what) => format!(
            "protocol error ({what}): the connection is closed, the game stays at its last legal position"
        ),
        NetNote::Cannot(why) => why.clone(),
        NetNote::NotInNetworkGame => {
            "not while you play a friend over the network (no redo, new game or review)".to_string()
        }
        NetNote::OnlyOverNetwork => "only in a game against a friend over the network".to_string(),
    }
}

/// The friend's rematch question.
pub fn rematch_question(by: crate::rules::Color) -> String {
    format!("{by} asks for a rematch, sides swapped: play it?")
}

/// The quit question of a network game: how it goes on later, as a
/// network game (never as a local one).
pub fn quit_text(hosting: bool) -> String {
    if hosting {
        "quit? The game is saved on both sides; `kono host --resume` hosts it again with its code and port".to_string()
    } else {
        "quit? The game is saved on both sides; `kono join` with the host's address and code joins it again".to_string()
    }
}

/// How the connection stands, for the panel.
pub fn link_text(link: &Link, hosting: bool) -> String {
    match link {
        Link::Waiting => "waiting".to_string(),
        Link::Connected => "connected".to_string(),
        Link::Dropped(_) if hosting => "dropped: waiting".to_string(),
        Link::Dropped(_) => "dropped: press o".to_string(),
    }
}
