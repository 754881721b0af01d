//! The help's content as plain data: the bindings of the key table that
//! work in this kind of game, the rules of the variant, and the legend of
//! the board's marks, wrapped to a width. Pure, so that the App knows how
//! far the help scrolls without asking the view, and the view only styles
//! these lines (and draws the legend's samples as the board draws them).

use ratatui::layout::Rect;

use crate::ai::{Hint, Lean, Value};
use crate::i18n::game_name;
use crate::rules::{Color, Variant};
use crate::t;
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
            Action::Lessons => self.play == Play::Lesson,
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
    Section(String),
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
fn legend(variant: Variant) -> Vec<(Mark, String)> {
    let geometry = variant.geometry();
    let slanted = geometry
        .lines()
        .iter()
        .any(|l| l.a.file() != l.b.file() && l.a.rank() != l.b.rank());
    let camps = !geometry.home(Color::Black).is_empty();
    let mut marks = vec![
        (Mark::Piece(Color::Black), t!("legend-black")),
        (Mark::Piece(Color::White), t!("legend-white")),
        (Mark::Cursor, t!("legend-cursor")),
        (Mark::Picked, t!("legend-picked")),
        (Mark::Step, t!("legend-step")),
    ];
    if variant.steps_diagonally() && !slanted {
        let game = game_name(variant.name());
        marks.push((Mark::Way, t!("legend-way", game = game)));
    }
    if variant.fills_camps() && camps {
        marks.push((Mark::Camp, t!("legend-camp")));
    }
    if variant.captures() {
        let what = crate::i18n::tr(&format!("legend-capture-{}", variant.name()), &[]);
        marks.push((Mark::Capture, what));
    }
    marks.push((Mark::LastMove, t!("legend-last-move")));
    marks.extend([
        (
            Mark::Hints(&[Hint::Known(Value::Win(7))]),
            t!("legend-win", count = 7),
        ),
        (Mark::Hints(&[Hint::Known(Value::Draw)]), t!("legend-draw")),
        (
            Mark::Hints(&[Hint::Known(Value::Loss(12))]),
            t!("legend-loss", count = 12),
        ),
        (
            Mark::Hints(&[
                Hint::Leaning(Lean::Better),
                Hint::Leaning(Lean::Even),
                Hint::Leaning(Lean::Worse),
            ]),
            t!("legend-leaning"),
        ),
    ]);
    marks
}

/// The words the screens use, each with what it means.
fn words() -> [(String, String); 5] {
    [
        (t!("help-word-move"), t!("help-word-move-means")),
        (t!("help-word-best-play"), t!("help-word-best-play-means")),
        (t!("help-word-solved"), t!("help-word-solved-means")),
        (t!("help-word-draw"), t!("help-word-draw-means")),
        (t!("screens-word-goal"), t!("screens-word-goal-means")),
    ]
}

/// The help's lines for a game of `kind`, wrapped to `width` columns.
pub fn lines(kind: Kind, ascii: bool, width: u16) -> Vec<HelpLine> {
    let variant = kind.variant;
    let width = usize::from(width).max(MIN_WIDTH);
    let text_width = width.saturating_sub(KEY_COLUMN).max(8);
    // Where the legend is, since it comes last.
    let end = keymap::name_of(Mode::Help, Action::Far(Dir::Down), ascii);
    let mut lines: Vec<HelpLine> = wrap(&t!("help-intro", end = end), width)
        .into_iter()
        .map(HelpLine::Text)
        .collect();
    lines.push(HelpLine::Blank);
    lines.push(HelpLine::Heading(t!("help-keys")));
    let entry = |lines: &mut Vec<HelpLine>, keys: String, does: &str| {
        // Keys that leave no space before the text get a line of their own.
        if crate::i18n::width(&keys) > KEY_COLUMN - 3 {
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
        Mode::Lessons => kind.offers(&Action::Lessons),
        Mode::Chat => kind.offers(&Action::Chat),
        _ => true,
    };
    for section in keymap::sections().iter().filter(shown) {
        lines.push(HelpLine::Blank);
        lines.push(HelpLine::Section(section.title()));
        let here = |binding: &&keymap::Binding| kind.offers(&binding.action);
        for binding in section.bindings.iter().filter(here) {
            // A game's own keys say whose they are.
            let does = match keymap::Group::of(&binding.action) {
                Some(_) => t!(
                    "help-game-key",
                    game = game_name(variant.name()),
                    does = binding.help()
                ),
                None => binding.help(),
            };
            entry(&mut lines, keymap::keys_name(binding, ascii), &does);
        }
        if section.mode == Mode::Board {
            let activate = keymap::name_of(Mode::Board, Action::Activate, ascii);
            let click = if activate.is_empty() {
                t!("help-click")
            } else {
                t!("help-click-then", key = activate)
            };
            entry(&mut lines, t!("help-mouse-click"), &click);
            entry(&mut lines, t!("help-mouse-drag"), &t!("help-drag"));
        }
    }
    lines.push(HelpLine::Blank);
    lines.push(HelpLine::Heading(t!(
        "help-rules-of",
        game = game_name(variant.name())
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
    lines.push(HelpLine::Heading(t!("help-words")));
    lines.push(HelpLine::Blank);
    for (term, means) in words() {
        entry(&mut lines, term, &means);
    }
    lines.push(HelpLine::Blank);
    lines.push(HelpLine::Heading(t!("help-marks")));
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
