//! The side panel's puzzle lines (`kono puzzle`): what the puzzle asks,
//! then, once the win slipped or the puzzle is solved, the verdict and the
//! winning line, wrapped to the panel's width; while a puzzle asked for
//! is not here yet, what it waits for.

use ratatui::text::{Line, Span};

use crate::t;
use crate::tui::action::{Action, TableState};
use crate::tui::app::{App, Progress};
use crate::tui::keymap::{Mode, name_of};
use crate::tui::theme::Theme;
use crate::tui::words::{title_of, verdict, wrap};

/// The puzzle's lines for a panel `width` columns wide inside; none
/// outside puzzle mode.
pub fn lines(app: &App, theme: &Theme, width: usize) -> Vec<Line<'static>> {
    let width = width.max(12);
    let Some(puzzle) = app.puzzle() else {
        return seeking(app, theme, width);
    };
    let mut lines = vec![Line::from(Span::styled(
        t!("puzzle-heading"),
        theme.heading(),
    ))];
    lines.extend(wrap(&title_of(puzzle), width).into_iter().map(Line::from));
    if let Some(verdict) = verdict(puzzle.progress(), puzzle.win()) {
        let style = match puzzle.progress() {
            Progress::Slipped(_) => theme.refusal(),
            _ => theme.info(),
        };
        for text in wrap(&verdict, width) {
            lines.push(Line::from(Span::styled(text, style)));
        }
        if matches!(puzzle.progress(), Progress::Slipped(_)) {
            let line = t!("puzzle-winning-line", line = puzzle.line_text());
            lines.extend(wrap(&line, width).into_iter().map(Line::from));
        }
        if matches!(
            puzzle.progress(),
            Progress::Slipped(_) | Progress::Slower { .. }
        ) {
            let keys = t!(
                "puzzle-keys",
                retry = name_of(Mode::Board, Action::Retry, theme.ascii),
                next = name_of(Mode::Board, Action::NewGame, theme.ascii),
                dot = theme.separator()
            );
            for text in wrap(&keys, width) {
                lines.push(Line::from(Span::styled(text, theme.label())));
            }
        }
    }
    lines
}

/// While a puzzle is wanted and not here yet: what it waits for (the
/// table being had or built, the table missing, the picking).
fn seeking(app: &App, theme: &Theme, width: usize) -> Vec<Line<'static>> {
    if !app.seeking_puzzle() {
        return Vec::new();
    }
    let text = match app.table() {
        Some(TableState::Building(percent)) => t!("puzzle-building", percent = percent),
        _ if app.table_missing() => t!(
            "puzzle-needs-table",
            key = name_of(Mode::Board, Action::BuildTable, theme.ascii)
        ),
        _ => t!("puzzle-looking"),
    };
    let mut lines = vec![Line::from(Span::styled(
        t!("puzzle-heading"),
        theme.heading(),
    ))];
    lines.extend(
        wrap(&text, width)
            .into_iter()
            .map(|l| Line::from(Span::styled(l, theme.label()))),
    );
    lines
}
