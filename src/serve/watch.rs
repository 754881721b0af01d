//! Watching a game in progress: the host's record, read again as it
//! grows, on the game's own board and panel (read-only: a spectator's
//! keys do nothing but leave).

use std::path::PathBuf;
use std::time::Duration;

use anyhow::Result;
use ratatui::crossterm::event::{Event as Term, KeyCode, KeyEventKind, KeyModifiers};
use ratatui::layout::Rect;
use ratatui::text::Line;

use super::challenge::{Answered, Invites};
use super::game::Seating;
use super::roster::Live;
use super::talk::{Typed, Typing};
use crate::store::SavedGames;
use crate::tui::app::App;
use crate::tui::{Console, Event, Surface, view};

/// The spectators' chat lines shown.
const TALK_ROWS: usize = 3;

/// How often the record is read again.
const EVERY: Duration = Duration::from_millis(200);

/// What a key or the terminal asks of a screen of the server's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asked {
    /// A key.
    Key(KeyCode),
    /// Leave this screen.
    Back,
    /// The client left.
    Gone,
    /// Nothing (a redraw at most).
    Nothing,
}

/// What `event` asks: `q`, Esc → back; Ctrl-c, the end of the input →
/// gone.
pub fn asked(event: &Event) -> Asked {
    match event {
        Event::Terminal(Term::Key(key)) if key.kind != KeyEventKind::Release => match key.code {
            KeyCode::Char('c') if key.modifiers.contains(KeyModifiers::CONTROL) => Asked::Gone,
            KeyCode::Char('q' | 'Q') | KeyCode::Esc => Asked::Back,
            code => Asked::Key(code),
        },
        Event::InputLost(_) | Event::End(_) => Asked::Gone,
        _ => Asked::Nothing,
    }
}

/// The record of the game `live` in its host's folder, once it is made.
fn record_of(live: &Live) -> Option<PathBuf> {
    SavedGames::read(&live.folder)
        .games
        .into_iter()
        .find(|g| g.players.network.as_deref() == Some(live.id.as_str()))
        .map(|g| g.path)
}

/// How watching ended.
pub enum Watched {
    /// Back to the lobby.
    Back,
    /// The client left.
    Gone,
    /// A challenge accepted meanwhile: its game.
    Play(Seating),
}

/// Watches `live` on `console` until the spectator leaves (or accepts a
/// challenge of `invites`, asked on the top line).
///
/// # Errors
/// When the screen cannot be drawn.
pub fn watch<B: Surface>(
    console: &mut Console<B>,
    live: &Live,
    invites: &Invites,
) -> Result<Watched> {
    let mut app = App::new(crate::tui::Config::new(live.variant), 0)?;
    let mut typing = Typing::new(&invites.served.limits);
    let mut record = None;
    let mut seen = None;
    // Black and White as the record names them (the host may be either);
    // the host and the guest until it is read.
    let mut sides = live.players.clone();
    loop {
        if record.is_none() {
            record = record_of(live);
        }
        if let Some(path) = &record
            && let Ok((game, tags)) = crate::store::load(path)
            // A move, or an ending without one (a resignation, a flag).
            && seen != Some((game.ply_count(), game.outcome()))
        {
            seen = Some((game.ply_count(), game.outcome()));
            sides = (tags.black, tags.white);
            app.load(game, &live.id);
        }
        let title = invites.line().unwrap_or_else(|| {
            crate::t!(
                "serve-watching",
                black = crate::rules::record::shown(&sides.0),
                white = crate::rules::record::shown(&sides.1)
            )
        });
        let theme = console.theme;
        let heard = invites.served.lobby.heard(&live.id, TALK_ROWS);
        let talk = typing.lines(&heard);
        console.terminal.draw(|frame| {
            let area = frame.area();
            let below = u16::try_from(talk.len())
                .unwrap_or(u16::MAX)
                .min(area.height / 3);
            let top = Rect { height: 1, ..area };
            let rest = Rect {
                y: area.y + 1,
                height: area.height.saturating_sub(1 + below),
                ..area
            };
            let bottom = Rect {
                y: rest.y + rest.height,
                height: below,
                ..area
            };
            frame.render_widget(Line::from(title.as_str()), top);
            let layout = view::layout(&app, rest);
            view::draw(&app, &layout, &theme, frame);
            frame.render_widget(ratatui::widgets::Paragraph::new(talk), bottom);
        })?;
        let event = console.events.next(Some(EVERY));
        match typing.event(&event) {
            Typed::Say(text) => {
                invites.served.lobby.say(&live.id, invites.name, &text);
                continue;
            }
            Typed::Yes => continue,
            Typed::No => {}
        }
        match asked(&event) {
            Asked::Back => return Ok(Watched::Back),
            Asked::Gone => return Ok(Watched::Gone),
            Asked::Key(key) => {
                if let Some(Answered::Play(seating)) = invites.key(key) {
                    return Ok(Watched::Play(seating));
                }
            }
            Asked::Nothing => {}
        }
    }
}
