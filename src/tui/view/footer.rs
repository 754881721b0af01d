//! The two rows under the board: the status line (with the file name while
//! the save prompt is open) and the key bar of the keys that do something
//! now, the most important ones kept when the row is narrow.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use crate::tui::action::Action;
use crate::tui::app::{App, NetNote, PromptKind, Status, Tone};
use crate::tui::keymap::{self, Mode};
use crate::tui::theme::Theme;

use crate::tui::words::{status_text, thinking_text};

/// The status line's lead (who thinks) and text, as drawn.
fn status_parts(app: &App, theme: &Theme) -> (Option<String>, String) {
    let said = status_text(app.status(), theme);
    let lead = app.thinking().map(|thinking| {
        // Who thinks comes first: the line may be cut at the right.
        let gap = if said.is_empty() { "" } else { " ·" };
        format!(" {}{gap}", thinking_text(thinking, theme))
    });
    (lead, format!(" {said}"))
}

/// The rows the status needs at `width` columns: 1, or 2 when it does not
/// fit in one (then it takes the key bar's row too, until the next key).
/// With the save prompt open, the second row is the prompt's when the
/// message leaves it too little room.
pub fn status_rows(app: &App, theme: &Theme, width: u16) -> u16 {
    let (lead, text) = status_parts(app, theme);
    // Columns, not characters: a wide character takes two.
    let used = lead.map_or(0, |l| Span::raw(l).width()) + Span::raw(text).width();
    let room = usize::from(width);
    let prompt = app.prompt().is_some() && *app.status() != asked(app);
    // Beside the prompt, a refusal is followed by " · save as:".
    let ask = if prompt {
        crate::i18n::width(&format!(" · {}", status_text(&asked(app), theme)))
    } else {
        0
    };
    if (prompt && used + ask + PROMPT_ROOM > room) || (!prompt && used > room) {
        2
    } else {
        1
    }
}

/// What the line editor open asks: "say:" for a line of chat, "move:"
/// for a typed move, "save as:" for a file name.
fn asked(app: &App) -> Status {
    match app.prompt_kind() {
        Some(PromptKind::Chat) => Status::Net(NetNote::Chatting),
        Some(PromptKind::Move) => Status::TypingMove,
        _ => Status::SaveAs,
    }
}

/// The least room the file name gets beside a message on one row.
const PROMPT_ROOM: usize = 24;

/// Draws the status over two rows of `area` (see [`status_rows`]): the
/// message wrapped at spaces (shortened with `…` if it needs more), or
/// the message above the save prompt.
fn draw_status_two(app: &App, theme: &Theme, style: Style, area: Rect, buf: &mut Buffer) {
    let (lead, text) = status_parts(app, theme);
    let width = usize::from(area.width);
    let top = Rect { height: 1, ..area };
    let bottom = Rect {
        y: area.y + 1,
        height: 1,
        ..area
    };
    let mut first = Vec::new();
    if let Some(lead) = lead {
        first.push(Span::styled(lead, theme.info()));
    }
    if let (Some(name), Some(cursor)) = (app.prompt(), app.prompt_cursor()) {
        let used: usize = first.iter().map(Span::width).sum();
        first.push(Span::styled(
            shorten(&text, width.saturating_sub(used)),
            style,
        ));
        Paragraph::new(Line::from(first)).render(top, buf);
        let ask = format!(" {}", status_text(&asked(app), theme));
        let lead = vec![Span::styled(ask, theme.question())];
        return draw_prompt_after(app, lead, (name, cursor), bottom, buf);
    }
    let used: usize = first.iter().map(Span::width).sum();
    // The line starts with a space of its own: the words get one column less.
    let room = width.saturating_sub(used + 1).max(1);
    let mut lines = super::remote::wrap_columns(text.trim_start(), room).into_iter();
    let one = lines.next().unwrap_or_default();
    let rest: Vec<String> = lines.collect();
    first.push(Span::styled(format!(" {one}"), style));
    Paragraph::new(Line::from(first)).render(top, buf);
    let second = shorten(&format!(" {}", rest.join(" ")), width);
    Paragraph::new(Line::styled(second, style)).render(bottom, buf);
}

/// Draws the status line into `area` (two rows when `area` has them).
pub fn draw_status(app: &App, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let status = app.status();
    let style = match status.tone() {
        Tone::Info => theme.info(),
        Tone::Refusal => theme.refusal(),
        Tone::Question => theme.question(),
    };
    if area.height >= 2 {
        return draw_status_two(app, theme, style, area, buf);
    }
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
        if *status != asked(app) {
            // A refusal beside the prompt: the question after it.
            let ask = format!(" · {}", status_text(&asked(app), theme));
            lead.push(Span::styled(ask, theme.question()));
        }
        return draw_prompt_after(app, lead, (name, cursor), area, buf);
    }
    let used: usize = lead.iter().map(Span::width).sum();
    let width = usize::from(area.width).saturating_sub(used);
    lead.push(Span::styled(shorten(&text, width), style));
    Paragraph::new(Line::from(lead)).render(area, buf);
}

/// `lead`, then the file name being typed (`prompt`: the name and the
/// text cursor's column) in a field to the end of `area`.
fn draw_prompt_after(
    app: &App,
    lead: Vec<Span<'static>>,
    (name, cursor): (&str, usize),
    area: Rect,
    buf: &mut Buffer,
) {
    let used = u16::try_from(lead.iter().map(Span::width).sum::<usize>()).unwrap_or(u16::MAX);
    Paragraph::new(Line::from(lead)).render(area, buf);
    // The name's field: after a space, to the end of the line.
    let [_, field] = Layout::horizontal([
        Constraint::Length(used.saturating_add(1)),
        Constraint::Fill(1),
    ])
    .areas(area);
    // One column is kept for the cursor after the last character.
    let scroll = app
        .prompt_scroll(usize::from(field.width.saturating_sub(1)))
        .unwrap_or(0);
    draw_prompt(name, cursor, scroll, field, buf);
}

/// The file name in its `field`, scrolled `scroll` columns (tui-input
/// works out how far, counting wide characters as wide), the text cursor
/// at column `cursor` of the name in reverse video.
fn draw_prompt(name: &str, cursor: usize, scroll: usize, field: Rect, buf: &mut Buffer) {
    let offset = u16::try_from(scroll).unwrap_or(u16::MAX);
    Paragraph::new(name).scroll((0, offset)).render(field, buf);
    let column = u16::try_from(cursor.saturating_sub(scroll)).unwrap_or(u16::MAX);
    let x = field.x.saturating_add(column);
    if field.width > 0 && x < field.right() {
        buf[(x, field.y)].set_style(Style::new().add_modifier(Modifier::REVERSED));
    }
}

/// `text` in at most `width` columns: cut at the last space that fits,
/// with `…`, so that no word is cut in half.
pub fn shorten(text: &str, width: usize) -> String {
    if crate::i18n::width(text) <= width {
        return text.to_string();
    }
    // Columns, not characters: Hangul takes two, and none is cut in half.
    let keep = crate::i18n::fit(text, width.saturating_sub(1));
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
    /// What the keys do, in the language in use.
    word: String,
    /// Lowest is kept longest.
    rank: u8,
}

impl Entry {
    /// The columns it takes (display width: Hangul takes two).
    fn width(&self) -> usize {
        crate::i18n::width(&self.keys) + 1 + crate::i18n::width(&self.word)
    }
}

/// The key bar's entries now: the bindings of the App's mode that do
/// something, in the table's order.
fn entries(
    mode: Mode,
    offers: impl Fn(Action) -> bool,
    rank: impl Fn(&Action, u8) -> u8,
    word: impl Fn(&Action) -> Option<&'static str>,
    ascii: bool,
) -> Vec<Entry> {
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
                word: word(&b.action).map_or_else(|| bar.word(), |id| crate::i18n::tr(id, &[])),
                rank: rank(&b.action, bar.rank),
            })
        })
        .collect()
}

/// Draws the key bar into `area`.
pub fn draw_keys(app: &App, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let mode = app.mode();
    let entries = entries(
        mode,
        |a| app.offers(a),
        |a, rank| {
            // Once the game is over, a new one comes right after moving.
            let over = app.game().outcome().is_some() && *a == Action::NewGame;
            let rank = if over {
                1
            } else {
                newcomer_rank(mode, a, rank)
            };
            app.bar_rank(a, rank)
        },
        |a| app.bar_word(a),
        theme.ascii,
    );
    draw_entries(entries, theme, area, buf);
}

/// On the board, the rank of a key in the bar, the keys a newcomer needs
/// first: moving, picking, putting back, retry (puzzles and lessons), help,
/// the ways out (quit, the menu: never dropped, for a newcomer not to be
/// lost), the coach, undo, hints, explain and review; then the others in the
/// table's order. At 80 columns the less used ones drop out first.
fn newcomer_rank(mode: Mode, action: &Action, rank: u8) -> u8 {
    if mode != Mode::Board {
        return rank;
    }
    let first = [
        Action::Activate,
        Action::Cancel,
        Action::Retry,
        Action::Help,
        Action::Quit,
        Action::Home,
        Action::Coach,
        Action::Undo,
        Action::Hints,
        Action::Explain,
        Action::Review,
    ];
    match action {
        Action::Cursor(_) => 0,
        _ => match first.iter().position(|a| a == action) {
            Some(at) => u8::try_from(at + 1).unwrap_or(u8::MAX),
            None => rank.saturating_add(20),
        },
    }
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
    draw_entries(
        entries(mode, offers, |_, rank| rank, |_| None, theme.ascii),
        theme,
        area,
        buf,
    );
}

/// Draws `entries` into `area`, the most important ones kept when the row
/// is narrow.
fn draw_entries(entries: Vec<Entry>, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let sep = crate::i18n::width(theme.separator());
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
