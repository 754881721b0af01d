//! The lobby's screen: its keys (a seek's game, clock and rated choice,
//! opening and withdrawing seeks, taking one, watching a game, a
//! player's page and challenging them from it), a challenge received
//! answered `y`/`n`, and a goodbye after a long time without a key.

use std::time::{Duration, Instant};

use anyhow::Result;
use ratatui::crossterm::event::KeyCode;

use super::Served;
use super::challenge::{Answered, Invites, Refused};
use super::game::{self, Seating};
use super::keys::Who;
use super::lobby::{MAX_SEEKS, MAX_WATCHERS, SeekRefused};
use super::page::{self, Page};
use super::player::Player;
use super::roster::{Here, Live, Seek, Snapshot};
use super::screen::Mirror;
use super::view::{self, Choice, Me};
use super::watch::{Asked, asked};
use crate::rules::{TimeControl, Variant};
use crate::t;
use crate::tui::{Console, NetSeat};

/// How often the lobby looks again when nothing is typed.
const EVERY: Duration = Duration::from_millis(250);

/// The clocks a seek can have, in the order `t` goes through them.
fn clocks() -> [Option<TimeControl>; 3] {
    [None, "5+3".parse().ok(), "3+2".parse().ok()]
}

/// What `row` of the lobby's cursor is.
enum Row<'a> {
    Player(&'a Here),
    Seek(&'a Seek),
    Game(&'a Live),
}

fn row(lobby: &Snapshot, me: u64, at: usize) -> Option<Row<'_>> {
    let others: Vec<_> = view::others(lobby, me).collect();
    if let Some(here) = others.get(at) {
        return Some(Row::Player(here));
    }
    let at = at - others.len();
    if let Some(seek) = lobby.seeks.get(at) {
        return Some(Row::Seek(seek));
    }
    lobby.games.get(at - lobby.seeks.len()).map(Row::Game)
}

/// What the lobby leads to.
pub enum Next {
    /// The player left.
    Gone,
    /// A game to play.
    Play(Seating),
    /// A game to watch.
    Watch(Live),
    /// The start screen of one's own: lessons, the computer, puzzles.
    Alone,
}

/// The lobby on `console` until it leads somewhere.
pub fn lobby(
    served: &Served,
    id: u64,
    player: &Player,
    console: &mut Console<Mirror>,
    choice: &mut Choice,
) -> Result<Next> {
    let _prefs = console.prefs.in_force();
    let name = player.who.name();
    let invites = Invites { served, id, name };
    let mut typed = Instant::now();
    // What a game or a game watched left on the screen goes.
    console.terminal.clear()?;
    loop {
        if typed.elapsed() >= served.limits.idle {
            player.pipe.hang_up_with(t!("serve-idle"));
            return Ok(Next::Gone);
        }
        if let Some(((hosting, news), game)) = served.lobby.seated(id) {
            let variant = hosting.remote.net.game().start().variant();
            return Ok(Next::Play(Seating {
                seat: NetSeat::Hosting(hosting),
                news,
                variant,
                id: game,
            }));
        }
        if let Some(note) = invites.note() {
            choice.note = Some(note);
        }
        let snapshot = served.lobby.snapshot();
        let rows = view::rows(&snapshot, id);
        choice.at = choice.at.min(rows.saturating_sub(1));
        let me = Me {
            name,
            session: id,
            rated: served.rated(name),
            asked: invites.line(),
        };
        let lines = view::lines(&me, &snapshot, choice, &served.ratings);
        console.terminal.draw(|frame| match &choice.page {
            Some(page) => {
                let seen = page::Shown {
                    page,
                    variant: choice.variant,
                    asked: me.asked.as_deref(),
                    note: choice.note.as_deref(),
                };
                page::draw(frame, &seen, &served.ratings);
            }
            None => view::draw(frame, lines),
        })?;
        let key = match asked(&console.events.next(Some(EVERY))) {
            Asked::Back if choice.page.is_some() => {
                choice.page = None;
                choice.note = None;
                continue;
            }
            Asked::Gone | Asked::Back => return Ok(Next::Gone),
            Asked::Nothing => continue,
            Asked::Key(key) => key,
        };
        typed = Instant::now();
        choice.note = None;
        match invites.key(key) {
            Some(Answered::Play(seating)) => return Ok(Next::Play(seating)),
            Some(Answered::Said(word)) => choice.note = Some(word),
            None => {}
        }
        if let Some(page) = choice.page.clone() {
            match (key, page.session) {
                (KeyCode::Char('g'), _) => next_game(choice),
                (KeyCode::Char('c'), Some(them)) => {
                    choice.note = Some(challenge(served, id, them, &page.name, choice));
                }
                _ => {}
            }
            continue;
        }
        match key {
            KeyCode::Up => choice.at = choice.at.saturating_sub(1),
            KeyCode::Down => choice.at = (choice.at + 1).min(rows.saturating_sub(1)),
            KeyCode::Char('g') => next_game(choice),
            KeyCode::Char('i') => {
                choice.page = Some(Page {
                    name: name.to_string(),
                    session: None,
                    rated: served.rated(name),
                });
            }
            KeyCode::Char('t') => {
                let all = clocks();
                let at = all.iter().position(|c| *c == choice.clock).unwrap_or(0);
                choice.clock = all[(at + 1) % all.len()];
            }
            KeyCode::Char('r') => choice.rated = !choice.rated,
            KeyCode::Char('m') => return Ok(Next::Alone),
            KeyCode::Char('k') => choice.note = Some(key_code(served, player)),
            KeyCode::Char('x') => {
                served.lobby.withdraw(id);
                served.lobby.unchallenge(id);
            }
            KeyCode::Char('c') => {
                let refused = served
                    .lobby
                    .seek(id, choice.variant, choice.clock, choice.rated);
                choice.note = match refused {
                    Ok(()) => None,
                    Err(SeekRefused::TooMany) => Some(t!("serve-seek-too-many", most = MAX_SEEKS)),
                    Err(SeekRefused::GuestRated) => Some(t!("serve-seek-guest-rated")),
                };
            }
            KeyCode::Enter => match row(&snapshot, id, choice.at) {
                Some(Row::Player(them)) => {
                    choice.page = Some(Page {
                        name: them.name.clone(),
                        session: Some(them.session),
                        rated: them.rated,
                    });
                }
                Some(Row::Seek(wanted)) => {
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
                Some(Row::Game(live)) => match served.lobby.watch(&live.id) {
                    Some(live) => return Ok(Next::Watch(live)),
                    None => choice.note = Some(t!("serve-watch-full", most = MAX_WATCHERS)),
                },
                None => {}
            },
            _ => {}
        }
    }
}

/// A one-time code for `player` to add a key with, and how to use it.
fn key_code(served: &Served, player: &Player) -> String {
    let Who::Player(name) = &player.who else {
        return t!("serve-key-guest");
    };
    let code = served.codes.give(name, Instant::now());
    let at = player.reached;
    t!(
        "serve-key-code",
        command = format!("ssh -p {} {name}@{}", at.port(), at.ip()),
        code = code.to_string(),
        minutes = super::codes::GOOD_FOR.as_secs() / 60
    )
}

/// The next game `g` chooses.
fn next_game(choice: &mut Choice) {
    let at = Variant::ALL
        .iter()
        .position(|v| *v == choice.variant)
        .unwrap_or(0);
    choice.variant = Variant::ALL[(at + 1) % Variant::ALL.len()];
}

/// The session `id` challenges the session `them`, called `name`, to the
/// game of `choice`: what the challenger is told.
fn challenge(served: &Served, id: u64, them: u64, name: &str, choice: &Choice) -> String {
    let sent = served
        .lobby
        .challenge(id, them, choice.variant, choice.clock, choice.rated);
    let name = crate::rules::record::shown(name);
    match sent {
        Ok(()) => t!("serve-challenge-sent", name = name),
        Err(Refused::Oneself) => t!("serve-challenge-oneself"),
        Err(Refused::Busy) => t!("serve-challenge-busy", name = name),
        Err(Refused::Pending) => t!("serve-challenge-pending"),
        Err(Refused::GuestRated) => t!("serve-seek-guest-rated"),
    }
}
