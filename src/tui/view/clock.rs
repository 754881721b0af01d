//! The clock lines of the side panel in a timed game: each side's time
//! beside its name, the running one in reverse video, tenths below ten
//! seconds, and a warning while the running side is short of time.

use ratatui::text::{Line, Span};

use crate::rules::{Color, clock_text};
use crate::t;
use crate::tui::app::{App, LOW_TIME};
use crate::tui::theme::Theme;
use crate::tui::words::{pad, side};

use super::label::LABEL;

/// The panel's clock lines; none in an untimed game.
pub fn lines(app: &App, theme: &Theme) -> Vec<Line<'static>> {
    let Some(view) = app.clock_view() else {
        return Vec::new();
    };
    let mut lines = Vec::new();
    for color in [Color::Black, Color::White] {
        let label = if color == Color::Black {
            t!("clock-label")
        } else {
            String::new()
        };
        let left = view.left(color);
        let time = format!(" {} ", clock_text(left));
        let style = if view.running == Some(color) {
            theme.cursor()
        } else {
            theme.info()
        };
        lines.push(Line::from(vec![
            Span::styled(pad(&label, LABEL), theme.label()),
            Span::styled(theme.piece(color).to_string(), theme.piece_style(color)),
            Span::raw(format!(" {}", side(color))),
            Span::styled(time, style),
        ]));
    }
    if let Some(running) = view.running
        && view.left(running) < LOW_TIME
    {
        lines.push(Line::from(Span::styled(
            t!("clock-low", side = side(running)),
            theme.refusal(),
        )));
    }
    lines
}
