//! One SSH session's thread: the lobby, and from it the game screen (a
//! seek taken, or one's own seek taken by another) or a game watched,
//! each a terminal session of its own on the same channel, until the
//! player leaves.

use std::io::Write;
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::Result;
use ratatui::crossterm::event::KeyCode;

use super::keys::Who;
use super::lobby::{Doing, SeekRefused};
use super::pipe::Pipe;
use super::screen::Mirror;
use super::view::{self, Choice};
use super::watch::{Asked, asked, watch};
use super::{Served, game};
use crate::i18n::Lang;
use crate::rules::{TimeControl, Variant};
use crate::t;
use crate::tui::{Console, Ended, NetSeat};

/// How often the lobby looks again when nothing is typed.
const EVERY: Duration = Duration::from_millis(250);

/// Gives the client's screen back.
const GIVE_BACK: &[u8] = b"\x1b[?25h\x1b[?1049l";

/// A player connected.
pub struct Player {
    /// Who they are.
    pub who: Who,
    /// Their language.
    pub lang: Lang,
    /// Their terminal.
    pub pipe: Arc<Pipe>,
}

/// What the lobby leads to.
enum Next {
    /// The player left.
    Gone,
    /// A game to play.
    Play(game::Seating),
    /// A game to watch.
    Watch(super::lobby::Live),
}

/// The clocks a seek can have, in the order `t` goes through them.
fn clocks() -> [Option<TimeControl>; 3] {
    [None, "5+3".parse().ok(), "3+2".parse().ok()]
}

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
    };
    loop {
        let Ok(Some(mut console)) = player.pipe.console(player.lang) else {
            break;
        };
        let next = match lobby(served, id, player, &mut console, &mut choice) {
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
        match next {
            Next::Gone => break,
            Next::Watch(live) => {
                served.lobby.set_doing(id, Doing::Watching);
                let stays = watch(&mut console, &live).unwrap_or(false);
                served.lobby.unwatch(&live.id);
                served.lobby.set_doing(id, Doing::Lobby);
                if !stays {
                    break;
                }
            }
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
                let console = console.with_player(crate::net::Name::sanitized(&name));
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
    let mut out = player.pipe.wire();
    let _ = out.write_all(GIVE_BACK);
    if let Some(line) = player.pipe.farewell() {
        let _ = out.write_all(format!("{line}\r\n").as_bytes());
    }
    let _ = out.flush();
    out.close();
}

/// The lobby on `console` until it leads somewhere.
fn lobby(
    served: &Served,
    id: u64,
    player: &Player,
    console: &mut Console<Mirror>,
    choice: &mut Choice,
) -> Result<Next> {
    let _prefs = console.prefs.in_force();
    let name = player.who.name();
    let mut typed = Instant::now();
    loop {
        if typed.elapsed() >= served.limits.idle {
            player.pipe.hang_up_with(t!("serve-idle"));
            return Ok(Next::Gone);
        }
        if let Some(((hosting, news), game)) = served.lobby.seated(id) {
            let variant = hosting.remote.net.game().start().variant();
            return Ok(Next::Play(game::Seating {
                seat: NetSeat::Hosting(hosting),
                news,
                variant,
                id: game,
            }));
        }
        let snapshot = served.lobby.snapshot();
        let rows = snapshot.seeks.len() + snapshot.games.len();
        choice.at = choice.at.min(rows.saturating_sub(1));
        let lines = view::lines(name, served.rated(name), &snapshot, choice, &served.ratings);
        console.terminal.draw(|frame| view::draw(frame, lines))?;
        let key = match asked(&console.events.next(Some(EVERY))) {
            Asked::Gone | Asked::Back => return Ok(Next::Gone),
            Asked::Nothing => continue,
            Asked::Key(key) => key,
        };
        typed = Instant::now();
        choice.note = None;
        match key {
            KeyCode::Up => choice.at = choice.at.saturating_sub(1),
            KeyCode::Down => choice.at = (choice.at + 1).min(rows.saturating_sub(1)),
            KeyCode::Char('g') => {
                let at = Variant::ALL
                    .iter()
                    .position(|v| *v == choice.variant)
                    .unwrap_or(0);
                choice.variant = Variant::ALL[(at + 1) % Variant::ALL.len()];
            }
            KeyCode::Char('t') => {
                let all = clocks();
                let at = all.iter().position(|c| *c == choice.clock).unwrap_or(0);
                choice.clock = all[(at + 1) % all.len()];
            }
            KeyCode::Char('r') => choice.rated = !choice.rated,
            KeyCode::Char('x') => served.lobby.withdraw(id),
            KeyCode::Char('c') => {
                let refused = served
                    .lobby
                    .seek(id, choice.variant, choice.clock, choice.rated);
                choice.note = match refused {
                    Ok(()) => None,
                    Err(SeekRefused::TooMany) => {
                        Some(t!("serve-seek-too-many", most = super::lobby::MAX_SEEKS))
                    }
                    Err(SeekRefused::GuestRated) => Some(t!("serve-seek-guest-rated")),
                };
            }
            KeyCode::Enter if choice.at < snapshot.seeks.len() => {
                let wanted = &snapshot.seeks[choice.at];
                if wanted.rated && !served.rated(name) {
                    choice.note = Some(t!("serve-seek-guest-rated"));
                    continue;
                }
                let Some(seek) = served.lobby.take(id, wanted.id) else {
                    choice.note = Some(t!("serve-seek-gone"));
                    continue;
                };
                match game::seat(served, name, &seek) {
                    Ok(seating) => return Ok(Next::Play(seating)),
                    Err(e) => choice.note = Some(e.to_string()),
                }
            }
            KeyCode::Enter if choice.at < rows => {
                let live = &snapshot.games[choice.at - snapshot.seeks.len()];
                match served.lobby.watch(&live.id) {
                    Some(live) => return Ok(Next::Watch(live)),
                    None => {
                        choice.note =
                            Some(t!("serve-watch-full", most = super::lobby::MAX_WATCHERS))
                    }
                }
            }
            _ => {}
        }
    }
}
