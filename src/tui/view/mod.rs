//! Drawing the App into the places the [`Layout`] gives: the board (with
//! the hints' values), the side panel (or, in review, the review panel with
//! the value chart), the status line and key bar, and the overlays
//! (game-over banner, help, "terminal too small"). Reads the App; changes
//! nothing.

mod banner;
mod board;
mod clock;
mod footer;
mod help;
mod label;
mod lesson;
mod lines;
mod paint;
mod panel;
mod picker;
mod point;
mod puzzle;
mod remote;
mod review;
mod start;

pub use super::words::status_text;
pub use start::draw as draw_start;

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Clear, Paragraph, Widget};

use super::action::Action;
use super::app::App;
use super::keymap::{self, Mode};
use super::layout::{BANNER_ROWS, Layout};
use super::theme::Theme;
use super::words::too_small_lines;

/// The layout of `app` on a screen `screen`: with room for the banner
/// above the board once the game is over (but not in review, where no
/// banner shows), the board as big as in play.
pub fn layout(app: &App, screen: Rect) -> Layout {
    let mut layout = Layout::new(screen, app.variant(), app.flipped());
    // A status of two rows takes the row above it, never the key bar's.
    let measure = Theme::new(false, false);
    if footer::status_rows(app, &measure, layout.status.width) > 1 {
        layout = layout.with_status_above();
    }
    if app.game().outcome().is_some() && app.reviewing().is_none() {
        layout.with_room_above(BANNER_ROWS)
    } else {
        layout
    }
}

/// Draws the whole screen.
pub fn draw(app: &App, layout: &Layout, theme: &Theme, frame: &mut Frame) {
    let buf = frame.buffer_mut();
    if let Some(need) = layout.too_small {
        draw_too_small(theme, layout.screen, need, buf);
        return;
    }
    board::draw(app, layout, theme, buf);
    match app.reviewing() {
        Some(reviewing) => review::draw(app, reviewing, theme, layout.panel, buf),
        None => panel::draw(app, theme, layout.panel, buf),
    }
    // A status that does not fit has two rows when the board left one
    // (see `layout`); the key bar is never covered.
    footer::draw_status(app, theme, layout.status, buf);
    footer::draw_keys(app, theme, layout.keys, buf);
    if let Some(outcome) = app.game().outcome()
        && app.reviewing().is_none()
    {
        banner::draw(app, outcome, layout, theme, buf);
    }
    // The course page: in place of the board and the panel.
    picker::draw(app, theme, main_area(layout), buf);
    if let Some(scroll) = app.help() {
        // Nothing of the board or the panel shows beside the help.
        Clear.render(main_area(layout), buf);
        help::draw(app, theme, layout.help, scroll, buf);
    }
}

/// The screen above the status line: where the board and the panel are.
fn main_area(layout: &Layout) -> Rect {
    Rect {
        height: layout.status.y.saturating_sub(layout.screen.y),
        ..layout.screen
    }
}

fn draw_too_small(theme: &Theme, area: Rect, need: (u16, u16), buf: &mut Buffer) {
    let quit = [Action::Quit, Action::Cancel]
        .into_iter()
        .map(|a| keymap::name_of(Mode::Board, a, theme.ascii))
        .filter(|k| !k.is_empty())
        .collect::<Vec<_>>();
    let lines = too_small_lines(
        need,
        (area.width, area.height),
        &quit,
        theme.times(),
        usize::from(area.width),
    );
    let count = u16::try_from(lines.len()).unwrap_or(u16::MAX);
    let top = area.y + area.height.saturating_sub(count) / 2;
    let rect = Rect::new(area.x, top, area.width, count.min(area.height));
    Paragraph::new(lines.into_iter().map(Line::from).collect::<Vec<_>>())
        .style(theme.refusal())
        .centered()
        .render(rect, buf);
}
