//! The lobby as drawn: who is here, the open games, the games in
//! progress, what a new seek would be, and the keys.

use ratatui::Frame;
use ratatui::style::{Modifier, Style};
use ratatui::text::Line;
use ratatui::widgets::Paragraph;

use super::page::Page;
use super::ratings::Ratings;
use super::roster::{Doing, Here, Snapshot};
use crate::rules::record::shown;
use crate::rules::{TimeControl, Variant};
use crate::t;
use crate::tui::words;

/// What a session's lobby has chosen.
#[derive(Clone, Debug)]
pub struct Choice {
    /// The game a new seek is for.
    pub variant: Variant,
    /// Its clock.
    pub clock: Option<TimeControl>,
    /// Whether it is rated.
    pub rated: bool,
    /// The line chosen among the other players, the seeks and then the
    /// games.
    pub at: usize,
    /// The last word to the player.
    pub note: Option<String>,
    /// The player's page open over the lobby, if one is.
    pub page: Option<Page>,
}

/// A clock as a seek shows it.
pub fn clock_shown(clock: Option<TimeControl>) -> String {
    clock.map_or_else(|| t!("serve-no-clock"), |c| c.to_string())
}

/// Rated or not, as a seek shows it.
pub fn rated_shown(rated: bool) -> String {
    if rated {
        t!("serve-rated")
    } else {
        t!("serve-unrated")
    }
}

/// Whose lobby it is: the player's name, session, whether they play
/// rated games, and the challenge asked of them, if any.
pub struct Me<'a> {
    /// The name.
    pub name: &'a str,
    /// The session.
    pub session: u64,
    /// Not a guest.
    pub rated: bool,
    /// The line asking them to answer a challenge.
    pub asked: Option<String>,
}

/// The rows the lobby's cursor goes through: the other players, the
/// seeks, the games.
pub fn rows(lobby: &Snapshot, me: u64) -> usize {
    others(lobby, me).count() + lobby.seeks.len() + lobby.games.len()
}

/// The players here but `me`.
pub fn others(lobby: &Snapshot, me: u64) -> impl Iterator<Item = &Here> {
    lobby.here.iter().filter(move |h| h.session != me)
}

/// The lobby's lines for the player `me`.
pub fn lines(me: &Me, lobby: &Snapshot, choice: &Choice, ratings: &Ratings) -> Vec<Line<'static>> {
    let rated = me.rated;
    let bold = Style::default().add_modifier(Modifier::BOLD);
    let mine = if rated {
        ratings.of(me.name, choice.variant).shown()
    } else {
        t!("serve-guest")
    };
    let mut out = vec![
        Line::styled(
            t!("serve-lobby-title", name = shown(me.name), rating = mine),
            bold,
        ),
        Line::from(me.asked.clone().unwrap_or_default()),
        Line::styled(t!("serve-players", count = lobby.here.len()), bold),
    ];
    let mut row = 0;
    let pointer = |row: usize| if row == choice.at { "> " } else { "  " };
    for here in &lobby.here {
        let doing = match here.doing {
            Doing::Lobby => t!("serve-doing-lobby"),
            Doing::Playing(v) => t!("serve-doing-playing", game = words::game_short(v)),
            Doing::Watching => t!("serve-doing-watching"),
            Doing::Alone => t!("serve-doing-alone"),
        };
        let rating = if here.rated {
            ratings.of(&here.name, choice.variant).shown()
        } else {
            t!("serve-guest")
        };
        let mark = if here.session == me.session {
            "  "
        } else {
            row += 1;
            pointer(row - 1)
        };
        out.push(Line::from(format!(
            "{mark}{}  {rating}  {doing}",
            shown(&here.name)
        )));
    }
    out.push(Line::from(""));
    out.push(Line::styled(t!("serve-seeks"), bold));
    if lobby.seeks.is_empty() {
        out.push(Line::from(format!("  {}", t!("serve-none"))));
    }
    for seek in &lobby.seeks {
        out.push(Line::from(format!(
            "{}{}  {}  {}  {}",
            pointer(row),
            shown(&seek.name),
            words::game_short(seek.variant),
            clock_shown(seek.clock),
            rated_shown(seek.rated)
        )));
        row += 1;
    }
    out.push(Line::from(""));
    out.push(Line::styled(t!("serve-games"), bold));
    if lobby.games.is_empty() {
        out.push(Line::from(format!("  {}", t!("serve-none"))));
    }
    for game in &lobby.games {
        out.push(Line::from(format!(
            "{}{}",
            pointer(row),
            t!(
                "serve-game-line",
                host = shown(&game.players.0),
                guest = shown(&game.players.1),
                game = words::game_short(game.variant),
                watchers = game.watchers
            )
        )));
        row += 1;
    }
    out.push(Line::from(""));
    out.push(Line::from(t!(
        "serve-new-seek",
        game = words::game_short(choice.variant),
        clock = clock_shown(choice.clock),
        rated = rated_shown(choice.rated)
    )));
    out.push(Line::from(t!("serve-keys")));
    out.push(Line::from(t!("serve-keys-more")));
    if let Some(note) = &choice.note {
        out.push(Line::from(""));
        out.push(Line::from(note.clone()));
    }
    out
}

/// Draws the lobby.
pub fn draw(frame: &mut Frame, lines: Vec<Line<'static>>) {
    frame.render_widget(Paragraph::new(lines), frame.area());
}
