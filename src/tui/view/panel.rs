//! The side panel: whose turn it is, the move number, who moved first, the
//! rule options, the computer's sides, level and table, the camps
//! (five-field), the pieces left (four-field), a draw offer, and the moves
//! so far with the latest in view.

use ratatui::buffer::Buffer;
use ratatui::layout::Margin;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Padding, Paragraph, Widget};

use crate::rules::{Color, Game, Move, MoveNumber};
use crate::t;
use crate::tui::action::{Action, TableState};
use crate::tui::app::App;
use crate::tui::config::Seat;
use crate::tui::keymap::{Mode, name_of};
use crate::tui::theme::Theme;
use crate::tui::words::errors::table_text;
use crate::tui::words::{estimate_words, leaning, level_text, marks_key, pad, side, wrap};

use super::label::LABEL;
use super::paint::frame_block;

/// Draws the side panel into `area`.
pub fn draw(app: &App, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let game = app.game();
    let position = game.position();
    let label = |text: String| Span::styled(pad(&text, LABEL), theme.label());
    let mut lines: Vec<Line> = Vec::new();
    let mut turn = vec![label(if game.outcome().is_some() {
        t!("panel-result")
    } else {
        t!("panel-turn")
    })];
    match game.outcome().map(|outcome| outcome.winner()) {
        Some(Some(winner)) => turn.extend(piece_and(
            theme,
            winner,
            t!("panel-won", side = side(winner)),
        )),
        Some(None) => turn.push(Span::raw(t!("panel-drawn"))),
        None => {
            let me = position.to_move();
            turn.extend(piece_and(theme, me, t!("panel-to-move", side = side(me))));
        }
    }
    lines.push(Line::from(turn));
    lines.extend(super::clock::lines(app, theme));
    // A lesson's task needs the rows: no move number, first player or
    // standard rules there.
    let lesson = app.lesson().is_some();
    if !lesson {
        lines.extend(game_lines(app, theme));
    }
    if !lesson || app.options() != crate::rules::RuleOptions::default() {
        lines.push(Line::from(vec![
            label(t!("panel-rules")),
            Span::raw(rules_words(app)),
        ]));
    }
    lines.extend(computer_lines(
        app,
        theme,
        usize::from(area.width).saturating_sub(4),
    ));
    // Inside the frame and its padding.
    let width = usize::from(area.width).saturating_sub(4);
    lines.extend(super::puzzle::lines(app, theme, width));
    lines.extend(super::remote::lines(app, theme, width));
    lines.extend(super::lesson::lines(app, theme, width));
    if app.variant().fills_camps() {
        // How far each side is from filling the other's camp: the win
        // needs every point filled, by anyone, and one of them by the side.
        for color in [Color::Black, Color::White] {
            let goal = app.variant().geometry().home(color.opponent());
            let on_goal = |side: Option<Color>| {
                goal.iter()
                    .filter(|&&p| {
                        side.map_or(position.piece_at(p).is_some(), |side| {
                            position.piece_at(p) == Some(side)
                        })
                    })
                    .count()
            };
            let (filled, yours) = (on_goal(None), on_goal(Some(color)));
            let mut spans = vec![label(if color == Color::Black {
                t!("panel-camps")
            } else {
                String::new()
            })];
            spans.extend(piece_and(
                theme,
                color,
                t!(
                    "panel-camp-filled",
                    own = yours,
                    empty = goal.len() - filled
                ),
            ));
            lines.push(Line::from(spans));
        }
    }
    if app.variant().captures() {
        let mut spans = vec![label(t!("panel-pieces"))];
        for color in [Color::Black, Color::White] {
            spans.extend(piece_and(
                theme,
                color,
                format!("{}  ", position.count(color)),
            ));
        }
        lines.push(Line::from(spans));
    }
    if app.variant().has_hands() && !position.is_placing() {
        lines.push(Line::from(vec![
            label(t!("panel-in-hand")),
            Span::raw(t!("panel-moving")),
        ]));
    } else if app.variant().has_hands() {
        let mut spans = vec![label(t!("panel-in-hand"))];
        for color in [Color::Black, Color::White] {
            spans.extend(piece_and(
                theme,
                color,
                format!("{}  ", position.hand(color)),
            ));
        }
        lines.push(Line::from(spans));
    }
    if let Some(by) = game.draw_offer() {
        lines.push(Line::from(Span::styled(
            t!("panel-draw-offer", side = side(by)),
            theme.question(),
        )));
    }
    if game.next_repetition_draws() {
        let warning = t!("panel-repetition");
        for line in wrap(&warning, width) {
            lines.push(Line::from(Span::styled(line, theme.question())));
        }
    }
    lines.extend(hint_lines(app, theme, area));
    let inner = area.inner(Margin::new(1, 1));
    // The lesson's words get the rows the move list leaves.
    let list = game.ply_count().div_ceil(2).max(1) + 2;
    let room = usize::from(inner.height).saturating_sub(lines.len() + list);
    lines.extend(super::lesson::words(app, theme, width, room));
    lines.push(Line::default());
    lines.push(Line::from(Span::styled(t!("panel-moves"), theme.heading())));
    let room = usize::from(inner.height).saturating_sub(lines.len());
    lines.extend(move_list(game, theme, room));
    Paragraph::new(lines)
        .block(
            frame_block(theme)
                .border_style(theme.border())
                .title(Span::styled(
                    format!(" {} ", t!("panel-title")),
                    theme.heading(),
                ))
                .padding(Padding::horizontal(1)),
        )
        .render(area, buf);
}

/// The move number and who moved first (and whether lots said so).
fn game_lines(app: &App, theme: &Theme) -> Vec<Line<'static>> {
    let label = |text: String| Span::styled(pad(&text, LABEL), theme.label());
    let first = app.game().start().to_move();
    let mut first_line = vec![label(t!("panel-first"))];
    first_line.extend(piece_and(theme, first, side(first)));
    let mut lines = vec![
        Line::from(vec![
            label(t!("panel-move")),
            Span::raw(move_number(app.game()).to_string()),
        ]),
        Line::from(first_line),
    ];
    if app.first_drawn() {
        lines.push(Line::from(vec![
            label(String::new()),
            Span::styled(t!("panel-first-drawn"), theme.label()),
        ]));
    }
    lines
}

/// The number of the move to be played next, or of the last one once
/// the game is over, in the record's numbering (a number for each pair).
fn move_number(game: &Game) -> usize {
    let played = game.ply_count();
    let ply = if game.outcome().is_some() {
        played.saturating_sub(1)
    } else {
        played
    };
    MoveNumber::of_ply(ply).number
}

/// The rule options in force, in words.
fn rules_words(app: &App) -> String {
    let options = app.options();
    let mut words = Vec::new();
    if options.strict_goal {
        words.push(t!("panel-rule-strict-goal"));
    }
    if options.forced_capture {
        words.push(t!("panel-rule-forced-capture"));
    }
    if options.no_repeat {
        words.push(t!("panel-rule-no-repeat"));
    }
    if words.is_empty() {
        t!("panel-rules-standard")
    } else {
        words.join(", ")
    }
}

/// A side's piece glyph in its colour, then `text`.
fn piece_and<'a>(theme: &Theme, color: Color, text: String) -> Vec<Span<'a>> {
    vec![
        Span::styled(theme.piece(color).to_string(), theme.piece_style(color)),
        Span::raw(format!(" {text}")),
    ]
}

/// The moves, each numbered, two to a row, the latest rows that fit in
/// `room`.
fn move_list<'a>(game: &Game, theme: &Theme, room: usize) -> Vec<Line<'a>> {
    let moves: Vec<Move> = game.moves().collect();
    if moves.is_empty() {
        return vec![Line::from(Span::styled(
            format!("  {}", t!("panel-no-moves")),
            theme.label(),
        ))];
    }
    // One row for each pair of moves, numbered as the record numbers them.
    let cell = move_cell(&moves);
    let rows = moves.len().div_ceil(2);
    let skip = rows.saturating_sub(room);
    let latest = moves.len() - 1;
    (skip..rows)
        .map(|row| {
            let number = MoveNumber::of_ply(row * 2);
            let mut spans = vec![Span::styled(
                format!("{:>4} ", number.to_string()),
                theme.label(),
            )];
            for (i, mv) in moves.iter().enumerate().skip(row * 2).take(2) {
                let style = if i == latest {
                    theme.last_move()
                } else {
                    Style::new()
                };
                spans.push(Span::styled(format!("{:<cell$}", mv.to_string()), style));
            }
            Line::from(spans)
        })
        .collect()
}

/// The width of a move's cell in a move list: 7, or the longest move and a
/// space (참고누's `c5-b6xf2`), so that no two moves run together.
pub(super) fn move_cell(moves: &[Move]) -> usize {
    let longest = moves.iter().map(|m| m.to_string().len()).max().unwrap_or(0);
    (longest + 1).max(7)
}

/// The computer's lines: the sides it plays (and whether it is paused),
/// its level, and the solved table level 5 plays from; none when two
/// people play.
fn computer_lines(app: &App, theme: &Theme, width: usize) -> Vec<Line<'static>> {
    let paused = |text: String| {
        if app.paused() {
            t!("panel-paused", sides = text)
        } else {
            text
        }
    };
    let sides = match app.config().computer {
        Seat::None => return Vec::new(),
        Seat::Black => piece_and(theme, Color::Black, paused(side(Color::Black))),
        Seat::White => piece_and(theme, Color::White, paused(side(Color::White))),
        Seat::Both => vec![Span::raw(paused(t!("panel-both")))],
    };
    // The other labels' column, or one wider where a label fills it
    // ("Computer"): a space always follows.
    let column = |text: &str| LABEL.max(crate::i18n::width(text) + 1);
    let wide = |text: String, columns: usize| Span::styled(pad(&text, columns), theme.label());
    // A label and its text, wrapped under itself: the level when it says
    // how it becomes perfect, the table when it says why it is not kept.
    let labelled = |lines: &mut Vec<Line<'static>>, label: String, text: &str| {
        let columns = column(&label);
        for (i, part) in wrap(text, width.saturating_sub(columns).max(8))
            .into_iter()
            .enumerate()
        {
            let head = if i == 0 {
                wide(label.clone(), columns)
            } else {
                wide(String::new(), columns)
            };
            lines.push(Line::from(vec![head, Span::raw(part)]));
        }
    };
    let computer = t!("panel-computer");
    let columns = column(&computer);
    let mut lines = vec![Line::from([vec![wide(computer, columns)], sides].concat())];
    let level = level_text(
        app.config().computer_level(),
        app.variant(),
        app.perfect_without_table(),
        app.offers(Action::BuildTable)
            .then(|| name_of(Mode::Board, Action::BuildTable, theme.ascii))
            .as_deref(),
    );
    labelled(&mut lines, t!("panel-level"), &level);
    let table = match app.table() {
        None => None,
        Some(TableState::Building(percent)) => Some(t!("panel-table-building", percent = percent)),
        Some(TableState::Ready) => Some(t!("panel-table-solved")),
        Some(TableState::Missing) if app.offers(Action::BuildTable) => Some(t!(
            "panel-table-build",
            key = name_of(Mode::Board, Action::BuildTable, theme.ascii)
        )),
        Some(TableState::Missing) => Some(t!("panel-table-searches")),
        Some(TableState::Unkept(err)) => Some(t!("panel-table-unkept", why = table_text(&err))),
        Some(TableState::Failed(err)) => Some(t!("panel-table-failed", why = table_text(&err))),
    };
    if let Some(table) = table {
        labelled(&mut lines, t!("panel-table"), &table);
    }
    lines
}

/// With hints on, the position's value in words, or why there is none yet.
fn hint_lines(app: &App, theme: &Theme, area: Rect) -> Vec<Line<'static>> {
    if !app.hints() {
        return Vec::new();
    }
    let width = usize::from(area.width.saturating_sub(4)).max(8);
    let (text, style) = match app.hint_value() {
        Some(estimate) => (
            estimate_words(estimate, app.game().position().to_move()),
            theme.value(leaning(estimate)),
        ),
        // A finished game has nothing left to search.
        None if app.game().outcome().is_some() => return Vec::new(),
        None if app.table_missing() => (t!("panel-hints-searching"), theme.label()),
        None => match app.table() {
            Some(TableState::Building(percent)) => {
                (t!("panel-hints-building", percent = percent), theme.label())
            }
            _ => (t!("panel-hints-loading"), theme.label()),
        },
    };
    let mut lines: Vec<Line<'static>> = wrap(&text, width)
        .into_iter()
        .map(|line| Line::from(Span::styled(line, style)))
        .collect();
    lines.extend(
        marks_key(app.hint_values().iter().map(|(_, e)| e.hint()))
            .iter()
            .flat_map(|key| wrap(key, width))
            .map(|line| Line::from(Span::styled(line, theme.label()))),
    );
    if app.table_missing() {
        let need = if app.offers(Action::BuildTable) {
            t!(
                "panel-exact-build",
                key = name_of(Mode::Board, Action::BuildTable, theme.ascii)
            )
        } else if matches!(app.table(), Some(TableState::Building(_))) {
            t!("panel-exact-building")
        } else {
            t!("panel-exact-command")
        };
        lines.extend(
            wrap(&need, width)
                .into_iter()
                .map(|line| Line::from(Span::styled(line, theme.label()))),
        );
    }
    lines
}
