//! The two rows under the board: the status line (with the file name while
//! the save prompt is open) and the key bar of the keys that do something
//! now, the most important ones kept when the row is narrow.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use crate::tui::action::Action;
use crate::tui::app::{App, Tone};
use crate::tui::keymap::{self, Mode};
use crate::tui::theme::Theme;

use crate::tui::words::{status_text, thinking_text};

/// Draws the status line into `area`.
pub fn draw_status(app: &App, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let status = app.status();
    let style = match status.tone() {
        Tone::Info => theme.info(),
        Tone::Refusal => theme.refusal(),
        Tone::Question => theme.question(),
    };
    let said = status_text(status, theme);
    let mut lead = Vec::new();
    if let Some(thinking) = app.thinking() {
        // Who thinks comes first: the line may be cut at the right.
        let gap = if said.is_empty() { "" } else { " ·" };
        lead.push(Span::styled(
            format!(" {}{gap}", thinking_text(thinking, theme)),
            theme.info(),
        ));
    }
    let text = format!(" {said}");
    if let (Some(name), Some(cursor)) = (app.prompt(), app.prompt_cursor()) {
        lead.push(Span::styled(text, style));
        return draw_prompt(lead, name, cursor, area, buf);
    }
    let used: usize = lead.iter().map(Span::width).sum();
    let width = usize::from(area.width).saturating_sub(used);
    lead.push(Span::styled(shorten(&text, width), style));
    Paragraph::new(Line::from(lead)).render(area, buf);
}

/// The save prompt's line: `lead` (who thinks, the question), then the
/// file name scrolled so that the text cursor (reverse video) stays in view.
fn draw_prompt(lead: Vec<Span<'static>>, name: &str, cursor: usize, area: Rect, buf: &mut Buffer) {
    let used: usize = lead.iter().map(Span::width).sum();
    let room = usize::from(area.width).saturating_sub(used + 2);
    let chars: Vec<char> = name.chars().collect();
    let skip = (cursor + 1).saturating_sub(room);
    let shown: String = chars.iter().skip(skip).take(room).collect();
    let at = cursor - skip;
    let (before, rest): (String, String) = (
        shown.chars().take(at).collect(),
        shown.chars().skip(at).collect(),
    );
    let mut rest = rest.chars();
    let under = rest.next().map_or_else(|| " ".to_string(), String::from);
    let mut spans = lead;
    spans.extend([
        Span::raw(" "),
        Span::raw(before),
        Span::styled(under, Style::new().add_modifier(Modifier::REVERSED)),
        Span::raw(rest.collect::<String>()),
    ]);
    Paragraph::new(Line::from(spans)).render(area, buf);
}

/// `text` in at most `width` columns: cut at the last space that fits,
/// with `…`, so that no word is cut in half.
pub fn shorten(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    let keep: String = text.chars().take(width.saturating_sub(1)).collect();
    let cut = keep
        .trim_end()
        .rfind(' ')
        .filter(|&at| at > 0)
        .unwrap_or(keep.len());
    format!("{}…", keep[..cut].trim_end())
}

/// One entry of the key bar.
struct Entry {
    keys: String,
    word: &'static str,
    /// Lowest is kept longest.
    rank: u8,
}

impl Entry {
    fn width(&self) -> usize {
        self.keys.chars().count() + 1 + self.word.chars().count()
    }
}

/// The key bar's entries now: the bindings of the App's mode that do
/// something, in the table's order.
fn entries(mode: Mode, offers: impl Fn(Action) -> bool, ascii: bool) -> Vec<Entry> {
    keymap::bindings(mode)
        .filter(|b| offers(b.action.clone()))
        .filter_map(|b| {
            let bar = b.bar?;
            let keys = match bar.keys {
                Some((unicode, plain)) => (if ascii { plain } else { unicode }).to_string(),
                None => keymap::key_name(*b.keys.first()?, ascii),
            };
            Some(Entry {
                keys,
                word: bar.word,
                rank: bar.rank,
            })
        })
        .collect()
}

/// Draws the key bar into `area`.
pub fn draw_keys(app: &App, theme: &Theme, area: Rect, buf: &mut Buffer) {
    draw_bar(app.mode(), |a| app.offers(a), theme, area, buf);
}

/// Draws into `area` the key bar of `mode`: the bindings `offers` says
/// do something, the most important ones kept when the row is narrow.
pub fn draw_bar(
    mode: Mode,
    offers: impl Fn(Action) -> bool,
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let entries = entries(mode, offers, theme.ascii);
    let sep = theme.separator().chars().count();
    // Keep the most important entries that fit, shown in the table's order.
    let mut ranks: Vec<u8> = entries.iter().map(|e| e.rank).collect();
    ranks.sort_unstable();
    let mut used = 1;
    let mut limit = None;
    for rank in ranks {
        let w: usize = entries
            .iter()
            .filter(|e| e.rank == rank)
            .map(|e| e.width() + sep)
            .sum();
        if used + w > usize::from(area.width) + sep {
            break;
        }
        used += w;
        limit = Some(rank);
    }
    let mut spans = vec![Span::raw(" ")];
    for entry in entries {
        if limit.is_none_or(|limit| entry.rank > limit) {
            continue;
        }
        if spans.len() > 1 {
            spans.push(Span::styled(theme.separator(), theme.label()));
        }
        spans.push(Span::styled(entry.keys, theme.key()));
        spans.push(Span::raw(format!(" {}", entry.word)));
    }
    Paragraph::new(Line::from(spans)).render(area, buf);
}
