//! The lobby as drawn: who is here, the open games, the games in
//! progress, what a new seek would be, and the keys.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout};
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

/// The lobby's lines: its head, the list the cursor goes through (the
/// players, the seeks, the games, with their headings), the line of the
/// list the cursor is on, and its foot (a new seek, the keys, a note).
pub struct Shown {
    /// The title, always in view.
    pub title: String,
    /// The challenge asked and the like, always in view.
    pub head: Vec<String>,
    /// The list, scrolled to keep the cursor in view.
    pub list: Vec<Line<'static>>,
    /// The list's line the cursor is on, if any.
    pub at: Option<usize>,
    /// The new seek, the keys and a note, always in view.
    pub foot: Vec<String>,
}

/// The lobby's lines for the player `me`.
pub fn lines(me: &Me, lobby: &Snapshot, choice: &Choice, ratings: &Ratings) -> Shown {
    let rated = me.rated;
    let bold = Style::default().add_modifier(Modifier::BOLD);
    let mine = if rated {
        ratings.of(me.name, choice.variant).shown()
    } else {
        t!("serve-guest")
    };
    let title = t!("serve-lobby-title", name = shown(me.name), rating = mine);
    let head = vec![me.asked.clone().unwrap_or_default()];
    let mut out = vec![Line::styled(
        t!("serve-players", count = lobby.here.len()),
        bold,
    )];
    let mut at = None;
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
            if row - 1 == choice.at {
                at = Some(out.len());
            }
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
        if row == choice.at {
            at = Some(out.len());
        }
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
        if row == choice.at {
            at = Some(out.len());
        }
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
    let mut foot = vec![
        String::new(),
        t!(
            "serve-new-seek",
            game = words::game_short(choice.variant),
            clock = clock_shown(choice.clock),
            rated = rated_shown(choice.rated)
        ),
        t!("serve-keys"),
        t!("serve-keys-more"),
    ];
    if let Some(note) = &choice.note {
        foot.extend([String::new(), note.clone()]);
    }
    Shown {
        title,
        head,
        list: out,
        at,
        foot,
    }
}

/// Draws the lobby: the head and the foot in view (the foot's long lines
/// wrapped), the list between them scrolled to keep the cursor in view.
pub fn draw(frame: &mut Frame, shown: Shown) {
    let area = frame.area();
    let width = usize::from(area.width.max(1));
    let wrapped = |texts: &[String]| -> Vec<Line<'static>> {
        // A line that fits is kept as it is (its spaces too).
        let lines = texts
            .iter()
            .flat_map(|text| match crate::i18n::width(text) <= width {
                true => vec![text.clone()],
                false => words::wrap(text, width),
            });
        lines.map(Line::from).collect()
    };
    let mut head = vec![Line::styled(
        shown.title,
        Style::default().add_modifier(Modifier::BOLD),
    )];
    head.extend(wrapped(&shown.head));
    let foot = wrapped(&shown.foot);
    let height = |lines: &[Line]| u16::try_from(lines.len()).unwrap_or(u16::MAX);
    let [head_area, list, foot_area] = Layout::vertical([
        Constraint::Length(height(&head)),
        Constraint::Min(1),
        Constraint::Length(height(&foot)),
    ])
    .areas(area);
    frame.render_widget(Paragraph::new(head), head_area);
    frame.render_widget(Paragraph::new(foot), foot_area);
    // The cursor's line in view, with the line after it where there is
    // room (the next one is in sight before it is reached).
    let room = usize::from(list.height.max(1));
    let below = shown.at.map_or(0, |at| (at + 2).min(shown.list.len()));
    let offset = below.saturating_sub(room);
    let offset = u16::try_from(offset).unwrap_or(u16::MAX);
    frame.render_widget(Paragraph::new(shown.list).scroll((offset, 0)), list);
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    use super::*;

    /// The lobby of `me` among `count` other players, the cursor on `at`,
    /// drawn at 80 × 24.
    fn drawn(count: u64, at: usize) -> String {
        let here = (0..=count)
            .map(|session| Here {
                session,
                name: format!("p{session}"),
                rated: true,
                doing: Doing::Lobby,
            })
            .collect();
        let lobby = Snapshot {
            here,
            ..Snapshot::default()
        };
        let folder = tempfile::tempdir().unwrap();
        let ratings = Ratings::open(folder.path().join("ratings.json")).unwrap();
        let me = Me {
            name: "p0",
            session: 0,
            rated: true,
            asked: None,
        };
        let choice = Choice {
            variant: Variant::ALL[0],
            clock: None,
            rated: true,
            at,
            note: Some("n".repeat(150)),
            page: None,
        };
        let shown = lines(&me, &lobby, &choice, &ratings);
        let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
        terminal.draw(|frame| draw(frame, shown)).unwrap();
        let buffer = terminal.backend().buffer();
        let rows = buffer.content().chunks(80);
        let rows = rows.map(|row| row.iter().map(|c| c.symbol()).collect::<String>());
        rows.collect::<Vec<_>>().join("\n")
    }

    #[test]
    fn a_long_list_scrolls_to_the_cursor_and_the_keys_stay_in_view() {
        let top = drawn(40, 0);
        assert!(top.contains("> p1 "), "{top}");
        let far = drawn(40, 35);
        assert!(far.contains("> p36 "), "{far}");
        assert!(!far.contains(" p1 "), "{far}");
        for screen in [&top, &far] {
            assert!(screen.contains("q leave"), "{screen}");
            assert!(screen.contains("kono serve — p0"), "{screen}");
            // The long note is wrapped whole, not cut.
            let note: usize = screen
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty() && l.chars().all(|c| c == 'n'))
                .map(str::len)
                .sum();
            assert_eq!(note, 150, "{screen}");
        }
    }
}
