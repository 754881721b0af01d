//! The side panel's puzzle lines (`kono puzzle`): what the puzzle asks,
//! then, once the win slipped or the puzzle is solved, the verdict and the
//! winning line, wrapped to the panel's width; while a puzzle asked for
//! is not here yet, what it waits for.

use ratatui::text::{Line, Span};

use crate::tui::action::{Action, TableState};
use crate::tui::app::{App, Progress};
use crate::tui::keymap::{Mode, name_of};
use crate::tui::theme::Theme;
use crate::tui::words::{title_of, verdict};

/// The puzzle's lines for a panel `width` columns wide inside; none
/// outside puzzle mode.
pub fn lines(app: &App, theme: &Theme, width: usize) -> Vec<Line<'static>> {
    let width = width.max(12);
    let Some(puzzle) = app.puzzle() else {
        return seeking(app, theme, width);
    };
    let mut lines = vec![Line::from(Span::styled("Puzzle", theme.heading()))];
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
            let line = format!("winning line: {}", puzzle.line_text());
            lines.extend(wrap(&line, width).into_iter().map(Line::from));
        }
        if matches!(
            puzzle.progress(),
            Progress::Slipped(_) | Progress::Slower { .. }
        ) {
            lines.push(Line::from(Span::styled(
                "t retry · n next puzzle",
                theme.label(),
            )));
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
        Some(TableState::Building(percent)) => format!("building the table {percent}%"),
        _ if app.table_missing() => format!(
            "needs the solved table: {} builds it",
            name_of(Mode::Board, Action::BuildTable, theme.ascii)
        ),
        _ => "looking for one…".to_string(),
    };
    let mut lines = vec![Line::from(Span::styled("Puzzle", theme.heading()))];
    lines.extend(
        wrap(&text, width)
            .into_iter()
            .map(|l| Line::from(Span::styled(l, theme.label()))),
    );
    lines
}

/// `text` cut into lines of at most `width` characters, between words.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::wrap;

    #[test]
    fn wraps_between_words() {
        assert_eq!(
            wrap("the win slipped: the position", 12),
            ["the win", "slipped: the", "position"]
        );
    }
}
