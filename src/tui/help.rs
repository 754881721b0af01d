//! The help's content as plain data: the bindings of the key table that
//! work in this kind of game, the rules of the variant, and the legend of
//! the board's marks, wrapped to a width. Pure, so that the App knows how
//! far the help scrolls without asking the view, and the view only styles
//! these lines (and draws the legend's samples as the board draws them).

use std::borrow::Cow;

use ratatui::layout::Rect;

use crate::ai::{Hint, Lean, Value};
use crate::rules::{Color, Variant};
use crate::tui::words::books::rules_text;

use super::action::{Action, Dir};
use super::keymap::{self, Mode};
use super::text::{reflow, wrap};

/// Columns of an entry's keys, indent included.
pub const KEY_COLUMN: usize = 18;
/// The narrowest the help's text is wrapped to.
const MIN_WIDTH: usize = 24;

/// The kind of game the help is about: it lists the keys that work in
/// such a game, whatever the moment (so that it does not change with every
/// move).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kind {
    /// The variant.
    pub variant: Variant,
    /// How the game is played.
    pub play: Play,
    /// Whether the computer plays a side.
    pub computer: bool,
}

/// How a game is played, for the help.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Play {
    /// At this keyboard: two people, or one against the computer.
    Local,
    /// A puzzle.
    Puzzle,
    /// A lesson's task.
    Lesson,
    /// Against a friend over the network.
    Network,
}

impl Kind {
    /// Whether `action` can do something in this kind of game.
    pub fn offers(&self, action: &Action) -> bool {
        let network = self.play == Play::Network;
        match action {
            Action::Diagonal(..) => keymap::Group::offered(action, self.variant),
            Action::Retry => matches!(self.play, Play::Puzzle | Play::Lesson),
            Action::BuildTable => {
                crate::store::built_on_request(self.variant)
                    && matches!(self.play, Play::Local | Play::Puzzle)
            }
            Action::Chat | Action::Reconnect => network,
            Action::Pause => self.computer && !network,
            Action::NewGame | Action::Redo | Action::Review => !network,
            _ => true,
        }
    }
}

/// A mark of the board, for the legend.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// A side's pieces.
    Piece(Color),
    /// The cursor.
    Cursor,
    /// The picked piece.
    Picked,
    /// An empty point the picked piece can move to.
    Step,
    /// The diagonal ways from the picked piece to its points (five-field).
    Way,
    /// A piece the picked piece can capture (four-field).
    Capture,
    /// The last move's two points.
    LastMove,
    /// A camp's empty points and lines (five-field).
    Camp,
    /// Hints as the board shows them.
    Hints(&'static [Hint]),
}

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
    /// A line of the legend: a sample of the mark (none on the lines its
    /// text wraps onto) and what it means.
    Legend {
        /// The mark.
        mark: Option<Mark>,
        /// What it means.
        means: String,
    },
}

/// The legend's entries for `variant`: every mark the board draws.
fn legend(variant: Variant) -> Vec<(Mark, Cow<'static, str>)> {
    let geometry = variant.geometry();
    let slanted = geometry
        .lines()
        .iter()
        .any(|l| l.a.file() != l.b.file() && l.a.rank() != l.b.rank());
    let camps = !geometry.home(Color::Black).is_empty();
    let mut marks = vec![
        (Mark::Piece(Color::Black), "Black's pieces".into()),
        (Mark::Piece(Color::White), "White's pieces".into()),
        (Mark::Cursor, "the cursor (in reverse video)".into()),
        (Mark::Picked, "the piece picked up".into()),
        (Mark::Step, "a point the picked piece can move to".into()),
    ];
    if variant.steps_diagonally() && !slanted {
        let way = format!(
            "the way there: every {} move is one step along a diagonal",
            variant.short_title()
        );
        marks.push((Mark::Way, way.into()));
    }
    if variant.fills_camps() && camps {
        marks.push((
            Mark::Camp,
            "a camp, in its owner's colour: its empty points and its doubled lines \
             (a side wins by filling the other's camp)"
                .into(),
        ));
    }
    if variant.captures() {
        marks.push((
            Mark::Capture,
            "a piece the picked piece can capture by jumping over its own".into(),
        ));
    }
    marks.push((
        Mark::LastMove,
        "the last move: the piece that moved, and the point it left".into(),
    ));
    marks.extend([
        (
            Mark::Hints(&[Hint::Known(Value::Win(7))]),
            "hint, by a point (or a piece: its best move): the move wins with best \
             play, in 7 plies counting it"
                .into(),
        ),
        (
            Mark::Hints(&[Hint::Known(Value::Draw)]),
            "hint: the move draws with best play".into(),
        ),
        (
            Mark::Hints(&[Hint::Known(Value::Loss(12))]),
            "hint: the move loses with best play, in 12 plies counting it".into(),
        ),
        (
            Mark::Hints(&[
                Hint::Leaning(Lean::Better),
                Hint::Leaning(Lean::Even),
                Hint::Leaning(Lean::Worse),
            ]),
            "hint without the solved game: the search's guess, better, even or \
             worse for the mover"
                .into(),
        ),
    ]);
    marks
}

/// The help's lines for a game of `kind`, wrapped to `width` columns.
pub fn lines(kind: Kind, ascii: bool, width: u16) -> Vec<HelpLine> {
    let variant = kind.variant;
    let width = usize::from(width).max(MIN_WIDTH);
    let text_width = width.saturating_sub(KEY_COLUMN).max(8);
    // Where the legend is, since it comes last.
    let end = keymap::name_of(Mode::Help, Action::Far(Dir::Down), ascii);
    let mut lines: Vec<HelpLine> = wrap(
        &format!("The keys, the rules, then what the marks on the board mean ({end})."),
        width,
    )
    .into_iter()
    .map(HelpLine::Text)
    .collect();
    lines.push(HelpLine::Blank);
    lines.push(HelpLine::Heading("Keys".to_string()));
    let entry = |lines: &mut Vec<HelpLine>, keys: String, does: &str| {
        // Keys that leave no space before the text get a line of their own.
        if keys.chars().count() > KEY_COLUMN - 3 {
            lines.push(HelpLine::Entry {
                keys,
                does: String::new(),
            });
            for does in wrap(does, text_width) {
                lines.push(HelpLine::Entry {
                    keys: String::new(),
                    does,
                });
            }
            return;
        }
        for (i, does) in wrap(does, text_width).into_iter().enumerate() {
            let keys = if i == 0 { keys.clone() } else { String::new() };
            lines.push(HelpLine::Entry { keys, does });
        }
    };
    // The start screen's keys (and its join line's) are the start screen's
    // own business; review and chat only where there are such.
    let shown = |s: &&keymap::Section| match s.mode {
        Mode::Start | Mode::Join => false,
        Mode::Review => kind.offers(&Action::Review),
        Mode::Chat => kind.offers(&Action::Chat),
        _ => true,
    };
    for section in keymap::sections().iter().filter(shown) {
        lines.push(HelpLine::Blank);
        lines.push(HelpLine::Section(section.title));
        let here = |binding: &&keymap::Binding| kind.offers(&binding.action);
        for binding in section.bindings.iter().filter(here) {
            // A game's own keys say whose they are.
            let does = match keymap::Group::of(&binding.action) {
                Some(_) => format!("{}: {}", variant.short_title(), binding.help),
                None => binding.help.to_string(),
            };
            entry(&mut lines, keymap::keys_name(binding, ascii), &does);
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
    lines.extend(reflow(&rules_text(variant), width).into_iter().map(|line| {
        if line.is_empty() {
            HelpLine::Blank
        } else {
            HelpLine::Text(line)
        }
    }));
    lines.push(HelpLine::Blank);
    lines.push(HelpLine::Heading(
        "What the marks on the board mean".to_string(),
    ));
    lines.push(HelpLine::Blank);
    for (mark, means) in legend(variant) {
        for (i, means) in wrap(&means, text_width).into_iter().enumerate() {
            let mark = (i == 0).then_some(mark);
            lines.push(HelpLine::Legend { mark, means });
        }
    }
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
pub fn max_scroll(kind: Kind, ascii: bool, area: Rect) -> u16 {
    let total = lines(kind, ascii, text_width(area)).len();
    let total = u16::try_from(total).unwrap_or(u16::MAX);
    total.saturating_sub(text_height(area))
}
