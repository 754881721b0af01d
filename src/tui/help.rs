//! The help's content as plain data: every binding of the key table, then
//! the rules of the variant, wrapped to a width. Pure, so that the App knows
//! how far the help scrolls without asking the view, and the view only
//! styles these lines.

use ratatui::layout::Rect;

use crate::rules::{Variant, rules_text};

use super::action::Action;
use super::keymap::{self, Mode};
use super::text::{reflow, wrap};

/// Columns of an entry's keys, indent included.
pub const KEY_COLUMN: usize = 18;
/// The narrowest the help's text is wrapped to.
const MIN_WIDTH: usize = 24;

/// One line of the help.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HelpLine {
    /// An empty line.
    Blank,
    /// A heading: "Keys", "The rules of …".
    Heading(String),
    /// The title of a group of bindings.
    Section(&'static str),
    /// A binding: its keys (empty on the lines its text wraps onto) and
    /// what it does.
    Entry {
        /// The keys' names, "↑ k".
        keys: String,
        /// What they do.
        does: String,
    },
    /// A line of the rules.
    Text(String),
}

/// The help's lines, wrapped to `width` columns.
pub fn lines(variant: Variant, ascii: bool, width: u16) -> Vec<HelpLine> {
    let width = usize::from(width).max(MIN_WIDTH);
    let mut lines = vec![HelpLine::Heading("Keys".to_string())];
    let entry = |lines: &mut Vec<HelpLine>, keys: String, does: &str| {
        let wrapped = wrap(does, width.saturating_sub(KEY_COLUMN).max(8));
        for (i, does) in wrapped.into_iter().enumerate() {
            let keys = if i == 0 { keys.clone() } else { String::new() };
            lines.push(HelpLine::Entry { keys, does });
        }
    };
    // The start screen's keys are the start screen's own business.
    for section in keymap::sections()
        .iter()
        .filter(|s| !matches!(s.mode, Mode::Start | Mode::Join))
    {
        lines.push(HelpLine::Blank);
        lines.push(HelpLine::Section(section.title));
        // Only five-field moves diagonally: its cursor keys alone say so.
        let here = |binding: &&keymap::Binding| {
            variant == Variant::Five || !matches!(binding.action, Action::Diagonal(..))
        };
        for binding in section.bindings.iter().filter(here) {
            entry(&mut lines, keymap::keys_name(binding, ascii), binding.help);
        }
        if section.mode == Mode::Board {
            let activate = keymap::name_of(Mode::Board, Action::Activate, ascii);
            let then = if activate.is_empty() {
                String::new()
            } else {
                format!(", then {activate}")
            };
            entry(
                &mut lines,
                "mouse click".to_string(),
                &format!("cursor there{then}"),
            );
            entry(
                &mut lines,
                "mouse drag".to_string(),
                "from a piece to a marked point: the move",
            );
        }
    }
    lines.push(HelpLine::Blank);
    lines.push(HelpLine::Heading(format!(
        "The rules of {}",
        variant.title()
    )));
    lines.push(HelpLine::Blank);
    lines.extend(reflow(rules_text(variant), width).into_iter().map(|line| {
        if line.is_empty() {
            HelpLine::Blank
        } else {
            HelpLine::Text(line)
        }
    }));
    lines
}

/// Columns of text inside the help's area `area` (borders and a column of
/// padding either side taken off).
pub const fn text_width(area: Rect) -> u16 {
    area.width.saturating_sub(4)
}

/// Rows of text inside the help's area `area`.
pub const fn text_height(area: Rect) -> u16 {
    area.height.saturating_sub(2)
}

/// The furthest the help scrolls in the area `area`: its lines less those
/// that fit.
pub fn max_scroll(variant: Variant, ascii: bool, area: Rect) -> u16 {
    let total = lines(variant, ascii, text_width(area)).len();
    let total = u16::try_from(total).unwrap_or(u16::MAX);
    total.saturating_sub(text_height(area))
}
