//! One SSH session's thread: the lobby, and from it the game screen (a
//! seek taken, or one's own seek taken by another) or a game watched,
//! each a terminal session of its own on the same channel, until the
//! player leaves.

use std::io::Write;

use super::alone::alone;
use super::challenge::Invites;
use super::hall::{self, Next};
use super::keys::Who;
use super::player::Player;
use super::roster::Doing;
use super::view::Choice;
use super::watch::{Watched, watch};
use super::{Served, game};
use crate::rules::Variant;
use crate::t;
use crate::tui::{Ended, NetSeat};

/// Gives the client's screen back.
const GIVE_BACK: &[u8] = b"\x1b[?25h\x1b[?1049l";

/// Runs the session of `player` until they leave.
pub fn run(served: &Served, player: &Player) {
    let rated = matches!(player.who, Who::Player(_));
    let name = player.who.name().to_string();
    let id = served.lobby.arrive(&name, rated);
    let mut choice = Choice {
        variant: Variant::ALL[0],
        clock: None,
        rated,
        at: 0,
        note: None,
        page: None,
    };
    loop {
        let Ok(Some(mut console)) = player.pipe.console(player.prefs) else {
            break;
        };
        let mut next = match hall::lobby(served, id, player, &mut console, &mut choice) {
            Ok(next) => next,
            Err(e) => {
                eprintln!(
                    "{}",
                    t!(
                        "serve-log-error",
                        name = name.as_str(),
                        error = e.to_string()
                    )
                );
                break;
            }
        };
        if let Next::Alone = next {
            served.lobby.set_doing(id, Doing::Alone);
            let ended = alone(served, player, console);
            served.lobby.set_doing(id, Doing::Lobby);
            match ended {
                Ok(Ended::Quit) if !player.pipe.away() => continue,
                _ => break,
            }
        }
        if let Next::Watch(live) = next {
            served.lobby.set_doing(id, Doing::Watching);
            let invites = Invites {
                served,
                id,
                name: &name,
            };
            let watched = watch(&mut console, &live, &invites);
            served.lobby.unwatch(&live.id);
            served.lobby.set_doing(id, Doing::Lobby);
            next = match watched {
                Ok(Watched::Back) => continue,
                Ok(Watched::Play(seating)) => Next::Play(seating),
                Ok(Watched::Gone) | Err(_) => Next::Gone,
            };
        }
        match next {
            Next::Gone | Next::Watch(_) | Next::Alone => break,
            Next::Play(seating) => {
                let game::Seating {
                    seat,
                    news,
                    variant,
                    id: game_id,
                } = seating;
                served.lobby.set_doing(id, Doing::Playing(variant));
                let hosted = match &seat {
                    NetSeat::Hosting(_) => served
                        .lobby
                        .snapshot()
                        .games
                        .into_iter()
                        .find(|g| g.id == game_id),
                    NetSeat::Joined(_) => None,
                };
                let folder = served.folder_of(&player.who);
                let console = console
                    .with_player(crate::net::Name::sanitized(&name))
                    .with_chat(served.limits.chat_rule());
                // An account's game outlives its connection for a while.
                if rated {
                    served.seats.sit(&name, &player.pipe);
                    player.pipe.hold(true);
                }
                let ended = game::play(console, seat, news, variant, &folder);
                player.pipe.hold(false);
                served.seats.stand(&name, &player.pipe);
                match hosted {
                    Some(live) => game::after(served, &live),
                    None => served.lobby.left(&game_id, &name),
                }
                served.lobby.set_doing(id, Doing::Lobby);
                if !matches!(ended, Ok(Ended::Quit)) || player.pipe.away() {
                    break;
                }
            }
        }
    }
    served.lobby.leave(id);
    if let Who::Guest(_) = player.who {
        let _ = std::fs::remove_dir_all(served.folder_of(&player.who));
    }
    give_back(player);
}

/// Gives the client's screen back, says the farewell if there is one, and
/// closes the channel.
pub fn give_back(player: &Player) {
    let mut out = player.pipe.wire();
    let _ = out.write_all(GIVE_BACK);
    if let Some(line) = player.pipe.farewell() {
        let _ = out.write_all(format!("{line}\r\n").as_bytes());
    }
    let _ = out.flush();
    out.close();
}
