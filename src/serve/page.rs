//! A player's page (Enter on a name in the lobby, `i` for one's own):
//! per game their rating, games, wins, draws and losses; for the game
//! chosen, the last [`LAST`] results and a chart of the rating. It fits
//! 80 × 24.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::symbols::Marker;
use ratatui::text::Line;
use ratatui::widgets::{Axis, Block, Chart, Dataset, GraphType, Paragraph};

use super::ratings::{Played, Rating, Ratings, Score, Standing, shown};
use crate::i18n::{fit, width};
use crate::rules::Variant;
use crate::rules::record;
use crate::t;
use crate::tui::words;

/// The results a page lists.
pub const LAST: usize = 20;

/// The width of the game's column.
const GAME_COLUMN: usize = 16;

/// The width of each number's column.
const NUMBER_COLUMN: usize = 8;

/// The width of a name in the results.
const NAME_COLUMN: usize = 14;

/// Whose page is open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Page {
    /// Their name.
    pub name: String,
    /// Their session, to challenge them; `None` on one's own page.
    pub session: Option<u64>,
    /// Whether they play rated games (not a guest).
    pub rated: bool,
}

/// A page as drawn: whose, the game chosen, the line asking to answer a
/// challenge, and the last word to the player.
pub struct Shown<'a> {
    /// Whose page.
    pub page: &'a Page,
    /// The game whose results and chart are shown.
    pub variant: Variant,
    /// The line asking to answer a challenge, if one waits.
    pub asked: Option<&'a str>,
    /// The last word to the player.
    pub note: Option<&'a str>,
}

/// `text` cut or filled to `columns` display columns, on the left
/// (`right`: on the right).
fn pad(text: &str, columns: usize, right: bool) -> String {
    let text = fit(text, columns);
    let fill = " ".repeat(columns - width(text));
    if right {
        format!("{fill}{text}")
    } else {
        format!("{text}{fill}")
    }
}

/// The word for how a game ended, as the results show it.
fn score_shown(score: Score) -> String {
    match score {
        Score::Win => t!("serve-page-win"),
        Score::Draw => t!("serve-page-draw"),
        Score::Loss => t!("serve-page-loss"),
    }
}

/// The table of every game: its head, then a line a game (the game
/// chosen marked).
fn table(seen: &Shown, ratings: &Ratings) -> Vec<Line<'static>> {
    let head = [
        t!("serve-page-rating"),
        t!("serve-page-games"),
        t!("serve-page-wins"),
        t!("serve-page-draws"),
        t!("serve-page-losses"),
    ];
    let mut first = format!("  {}", pad(&t!("serve-page-game"), GAME_COLUMN, false));
    for word in &head {
        first.push_str(&pad(word, NUMBER_COLUMN, true));
    }
    let bold = Style::default().add_modifier(Modifier::BOLD);
    let mut out = vec![Line::styled(first, bold)];
    for variant in Variant::ALL {
        let standing = ratings.standing(&seen.page.name, variant);
        let rating = standing.rating;
        let cells = [
            rating.shown(),
            rating.games.to_string(),
            standing.wins.to_string(),
            standing.draws.to_string(),
            standing.losses.to_string(),
        ];
        let mark = if variant == seen.variant { "> " } else { "  " };
        let mut line = format!(
            "{mark}{}",
            pad(&words::game_short(variant), GAME_COLUMN, false)
        );
        for cell in &cells {
            line.push_str(&pad(cell, NUMBER_COLUMN, true));
        }
        out.push(Line::from(line));
    }
    out
}

/// One result as the list shows it: how it ended, the opponent, the
/// rating after it.
fn result_line(played: &Played) -> String {
    format!(
        "{} {} {}",
        pad(&score_shown(played.score), 2, false),
        pad(&record::shown(&played.opponent), NAME_COLUMN, false),
        pad(&shown(played.rating, played.deviation), 6, true)
    )
}

/// The last results, newest first, in two columns.
fn results(history: &[Played], area: Rect, frame: &mut Frame) {
    let [head, body] = Layout::vertical([Constraint::Length(1), Constraint::Fill(1)]).areas(area);
    frame.render_widget(Line::from(t!("serve-page-last", most = LAST)), head);
    let lines: Vec<String> = history.iter().rev().take(LAST).map(result_line).collect();
    let half = LAST / 2;
    let columns = Layout::horizontal([Constraint::Fill(1), Constraint::Fill(1)]).split(body);
    for (at, column) in columns.iter().enumerate() {
        let shown: Vec<Line> = lines
            .iter()
            .skip(at * half)
            .take(half)
            .map(|l| Line::from(l.clone()))
            .collect();
        frame.render_widget(Paragraph::new(shown), *column);
    }
}

/// The rating after each kept game, as a chart (from the start's when
/// every game is kept).
fn chart(standing: &Standing, area: Rect, frame: &mut Frame) {
    let block = Block::bordered().title(t!("serve-page-chart"));
    let history = &standing.history;
    let whole = standing.rating.games as usize == history.len();
    let start = whole.then(|| Rating::default().rating);
    let points: Vec<(f64, f64)> = start
        .into_iter()
        .chain(history.iter().map(|played| played.rating))
        .enumerate()
        .map(|(at, rating)| (at as f64, rating))
        .collect();
    let low = points.iter().map(|p| p.1).fold(f64::INFINITY, f64::min);
    let high = points.iter().map(|p| p.1).fold(f64::NEG_INFINITY, f64::max);
    let step = 50.0;
    let (low, high) = (
        ((low - 10.0) / step).floor() * step,
        ((high + 10.0) / step).ceil() * step,
    );
    let right = (points.len().saturating_sub(1)).max(1) as f64;
    let data = Dataset::default()
        .marker(Marker::Braille)
        .graph_type(GraphType::Line)
        .data(&points);
    let chart = Chart::new(vec![data])
        .block(block)
        .x_axis(Axis::default().bounds([0.0, right]))
        .y_axis(
            Axis::default()
                .bounds([low, high])
                .labels([format!("{low:.0}"), format!("{high:.0}")]),
        );
    frame.render_widget(chart, area);
}

/// Draws the page `seen` with the standings of `ratings`.
pub fn draw(frame: &mut Frame, seen: &Shown, ratings: &Ratings) {
    let page = seen.page;
    let [title, asked, games, _, lower, note, keys] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(1),
        Constraint::Length(1 + Variant::ALL.len() as u16),
        Constraint::Length(1),
        Constraint::Fill(1),
        Constraint::Length(1),
        Constraint::Length(1),
    ])
    .areas(frame.area());
    let bold = Style::default().add_modifier(Modifier::BOLD);
    let name = record::shown(&page.name);
    frame.render_widget(
        Line::styled(t!("serve-page-title", name = name), bold),
        title,
    );
    frame.render_widget(Line::from(seen.asked.unwrap_or_default()), asked);
    frame.render_widget(Line::from(seen.note.unwrap_or_default()), note);
    let game = words::game_short(seen.variant);
    let help = match page.session {
        Some(_) => t!("serve-page-keys", game = game.as_str()),
        None => t!("serve-page-keys-own"),
    };
    frame.render_widget(Line::from(help), keys);
    if !page.rated {
        frame.render_widget(Paragraph::new(t!("serve-page-guest")), games);
        return;
    }
    frame.render_widget(Paragraph::new(table(seen, ratings)), games);
    let standing = ratings.standing(&page.name, seen.variant);
    if standing.history.is_empty() {
        let none = t!("serve-page-no-games", game = game.as_str());
        frame.render_widget(Paragraph::new(none), lower);
        return;
    }
    let [left, right] =
        Layout::horizontal([Constraint::Length(52), Constraint::Fill(1)]).areas(lower);
    results(&standing.history, left, frame);
    chart(&standing, right, frame);
}
