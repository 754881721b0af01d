//! Colours and glyphs: one place that decides how every mark looks, on dark
//! and light terminals, without colour (`NO_COLOR`) and in plain ASCII.
//!
//! The shades come from a [`Palette`] chosen for the terminal's background
//! (or one that reads on both). Every mark also has a shape or a text
//! attribute, so nothing depends on colour alone.

use ratatui::style::{Color as Tint, Modifier, Style};

use crate::rules::Color;

use super::palette::{Palette, Role};

/// How the screen looks: glyph set and whether colour is used.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    /// Plain ASCII glyphs only.
    pub ascii: bool,
    /// Colours on (off under `NO_COLOR`).
    pub color: bool,
    /// The shades.
    pub palette: Palette,
}

impl Theme {
    /// A theme for the given display options, in the shades that read on
    /// dark and light backgrounds alike.
    pub const fn new(ascii: bool, color: bool) -> Theme {
        Theme {
            ascii,
            color,
            palette: Palette::Both,
        }
    }

    /// The same theme in the shades of `palette`.
    pub const fn with_palette(self, palette: Palette) -> Theme {
        Theme { palette, ..self }
    }

    fn tint(&self, style: Style, role: Role) -> Style {
        if self.color {
            style.fg(self.palette.tint(role))
        } else {
            style
        }
    }

    /// The glyph of a piece: `●`/`○`, or `B`/`W` in ASCII.
    pub const fn piece(&self, color: Color) -> char {
        match (color, self.ascii) {
            (Color::Black, false) => '●',
            (Color::White, false) => '○',
            (Color::Black, true) => 'B',
            (Color::White, true) => 'W',
        }
    }

    /// A piece three columns wide, for big boards: a solid block for
    /// Black, a hollow frame for White; `None` in ASCII.
    pub const fn big_piece(&self, color: Color) -> Option<[char; 3]> {
        match (color, self.ascii) {
            (_, true) => None,
            (Color::Black, false) => Some(['▐', '█', '▌']),
            (Color::White, false) => Some(['▕', '○', '▏']),
        }
    }

    /// A piece five columns wide and three rows high, for the biggest
    /// boards, its rows top to bottom: the outline of a rounded square,
    /// filled for Black, hollow round a `○` for White; `None` in ASCII.
    pub const fn large_piece(&self, color: Color) -> Option<[[char; 5]; 3]> {
        match (color, self.ascii) {
            (_, true) => None,
            (Color::Black, false) => Some([
                ['▗', '▄', '▄', '▄', '▖'],
                ['▐', '█', '█', '█', '▌'],
                ['▝', '▀', '▀', '▀', '▘'],
            ]),
            (Color::White, false) => Some([
                ['▗', '▄', '▄', '▄', '▖'],
                ['▐', ' ', '○', ' ', '▌'],
                ['▝', '▀', '▀', '▀', '▘'],
            ]),
        }
    }

    /// The style of a piece: Black's blue, White's orange, both bold. Plain
    /// white or black would vanish on a background of the same colour;
    /// these two read on dark and light ones, and apart from each other
    /// with red-green colour blindness too. Without colour the glyphs
    /// (filled, hollow) tell them apart.
    pub fn piece_style(&self, color: Color) -> Style {
        let role = match color {
            Color::Black => Role::BlackPiece,
            Color::White => Role::WhitePiece,
        };
        self.tint(self.point(), role).add_modifier(Modifier::BOLD)
    }

    /// The base of every point's style: the terminal's own foreground, not
    /// the grid's colour underneath.
    pub fn point(&self) -> Style {
        if self.color {
            Style::new().fg(Tint::Reset)
        } else {
            Style::new()
        }
    }

    /// An empty point of a five-field camp: `◇`, or `#` in ASCII.
    pub const fn camp_mark(&self) -> char {
        if self.ascii { '#' } else { '◇' }
    }

    /// A line between two points of a camp, across and down: doubled
    /// (`═`, `║`), or `=` and `"` in ASCII, so that a camp shows without
    /// colour and when every point of it is filled.
    pub const fn camp_lines(&self) -> (char, char) {
        if self.ascii {
            ('=', '"')
        } else {
            ('═', '║')
        }
    }

    /// The lines and empty points of `color`'s camp: its pieces' colour.
    pub fn camp(&self, color: Color) -> Style {
        let role = match color {
            Color::Black => Role::BlackPiece,
            Color::White => Role::WhitePiece,
        };
        self.tint(Style::new(), role)
    }

    /// The grid lines.
    pub fn grid(&self) -> Style {
        self.tint(Style::new(), Role::Grid)
    }

    /// Where grid lines meet at a point: `up`, `down`, `left`, `right` say
    /// which lines leave it.
    pub fn junction(&self, up: bool, down: bool, left: bool, right: bool) -> char {
        if self.ascii {
            return '+';
        }
        match (up, down, left, right) {
            (false, true, false, true) => '┌',
            (false, true, true, false) => '┐',
            (true, false, false, true) => '└',
            (true, false, true, false) => '┘',
            (true, true, false, true) => '├',
            (true, true, true, false) => '┤',
            (false, true, true, true) => '┬',
            (true, false, true, true) => '┴',
            _ => '┼',
        }
    }

    /// A point the drawing leaves one way or none along a rank or file:
    /// `╳` where only slanted lines meet, else `◦` (Unicode only; ASCII
    /// draws every point as `+`).
    pub const fn end_point(&self, slanted_only: bool) -> char {
        if slanted_only { '╳' } else { '◦' }
    }

    /// A slanted line of the board, rising to the right or falling: `╱`
    /// or `╲`, `/` and `\` in ASCII (as the ways of [`Theme::way_mark`]).
    pub const fn slant(&self, rising: bool) -> char {
        self.way_mark(rising)
    }

    /// Where an arc bends: joining the line above (`up`) or below, and the
    /// one to the left (`left`) or right: `╯ ╰ ╮ ╭`, or `'` and `.` in
    /// ASCII.
    pub const fn bend(&self, up: bool, left: bool) -> char {
        match (self.ascii, up, left) {
            (true, true, _) => '\'',
            (true, false, _) => '.',
            (false, true, true) => '╯',
            (false, true, false) => '╰',
            (false, false, true) => '╮',
            (false, false, false) => '╭',
        }
    }

    /// A side drawn as a well, across its middle: `( )`.
    pub const fn well(&self) -> [char; 3] {
        ['(', ' ', ')']
    }

    /// A horizontal line segment.
    pub const fn hline(&self) -> char {
        if self.ascii { '-' } else { '─' }
    }

    /// A vertical line segment.
    pub const fn vline(&self) -> char {
        if self.ascii { '|' } else { '│' }
    }

    /// The brackets around the cursor.
    pub const fn cursor_marks(&self) -> (char, char) {
        ('[', ']')
    }

    /// The cursor's point: reverse video, visible with or without colour.
    pub fn cursor(&self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
    }

    /// The brackets of the cursor.
    pub fn cursor_bracket(&self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    /// The marks either side of the picked piece.
    pub const fn selection_marks(&self) -> (char, char) {
        if self.ascii {
            ('<', '>')
        } else {
            ('‹', '›')
        }
    }

    /// The picked piece and its marks: underlined as well as coloured, so
    /// that it differs from the step targets without colour too.
    pub fn selection(&self) -> Style {
        self.tint(Style::new(), Role::Target)
            .add_modifier(Modifier::BOLD | Modifier::UNDERLINED)
    }

    /// The glyph on an empty point the picked piece can step to: a dot,
    /// a shape of its own beside the camps' `◇` (not only a fill).
    pub const fn step_mark(&self) -> char {
        if self.ascii { '*' } else { '•' }
    }

    /// The way from the picked piece to a point it can step to
    /// diagonally (five-field), drawn between the two: `╱` (rising to the
    /// right) or `╲` (falling), `/` and `\` in ASCII.
    pub const fn way_mark(&self, rising: bool) -> char {
        match (rising, self.ascii) {
            (true, false) => '╱',
            (false, false) => '╲',
            (true, true) => '/',
            (false, true) => '\\',
        }
    }

    /// A point the picked piece can step to: the selection's colour, not
    /// underlined (and a glyph of its own, [`Theme::step_mark`]).
    pub fn step_target(&self) -> Style {
        self.tint(Style::new(), Role::Target)
    }

    /// The marks either side of an enemy piece the picked piece can capture.
    pub const fn capture_marks(&self) -> (char, char) {
        if self.ascii { ('x', 'x') } else { ('×', '×') }
    }

    /// An enemy piece the picked piece can capture, and its marks.
    pub fn capture_target(&self) -> Style {
        self.tint(Style::new(), Role::Capture)
            .add_modifier(Modifier::BOLD)
    }

    /// An empty point of the class of points a lesson shows: `◦`, or `:`
    /// in ASCII.
    pub const fn class_mark(&self) -> char {
        if self.ascii { ':' } else { '◦' }
    }

    /// A point marked where a removed piece stood, where nobody places
    /// while the placing lasts: `×`, or `x` in ASCII.
    pub const fn marked_point(&self) -> char {
        if self.ascii { 'x' } else { '×' }
    }

    /// The glyph left on the point the last move came from.
    pub const fn last_from_mark(&self) -> char {
        if self.ascii { 'o' } else { '◌' }
    }

    /// The marks either side of both points of the last move.
    pub const fn last_move_marks(&self) -> (char, char) {
        if self.ascii { ('(', ')') } else { ('«', '»') }
    }

    /// The piece that made the last move: underlined, in its side's colour.
    pub fn last_move_piece(&self) -> Style {
        Style::new().add_modifier(Modifier::BOLD | Modifier::UNDERLINED)
    }

    /// The mark on the point the last move came from, and the last move
    /// in the move list.
    pub fn last_move(&self) -> Style {
        self.tint(Style::new(), Role::LastMove)
            .add_modifier(Modifier::BOLD | Modifier::UNDERLINED)
    }

    /// A value of a move for its mover, in hints and review: wins as
    /// targets, losses as captures, draws as questions (the letters say it
    /// without colour).
    pub fn value(&self, value: crate::ai::Value) -> Style {
        let role = match value {
            crate::ai::Value::Win(_) => Role::Target,
            crate::ai::Value::Draw => Role::Question,
            crate::ai::Value::Loss(_) => Role::Capture,
        };
        self.tint(Style::new(), role).add_modifier(Modifier::BOLD)
    }

    /// Borders of the panels.
    pub fn border(&self) -> Style {
        self.tint(Style::new(), Role::Grid)
    }

    /// Titles and headings.
    pub fn heading(&self) -> Style {
        self.tint(Style::new(), Role::Heading)
            .add_modifier(Modifier::BOLD)
    }

    /// Secondary text (labels in the side panel).
    pub fn label(&self) -> Style {
        self.tint(Style::new(), Role::Grid)
    }

    /// A plain status message.
    pub fn info(&self) -> Style {
        Style::new()
    }

    /// A refused action's message.
    pub fn refusal(&self) -> Style {
        self.tint(Style::new(), Role::Capture)
            .add_modifier(Modifier::BOLD)
    }

    /// A question waiting for y or n.
    pub fn question(&self) -> Style {
        self.tint(Style::new(), Role::Question)
            .add_modifier(Modifier::BOLD)
    }

    /// The game-over banner.
    pub fn banner(&self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    /// The game-over banner when it is a strip on the board's frame:
    /// reverse video, so that it stands out with or without colour.
    pub fn banner_strip(&self) -> Style {
        self.banner_border().add_modifier(Modifier::REVERSED)
    }

    /// The banner's border.
    pub fn banner_border(&self) -> Style {
        self.tint(Style::new(), Role::Question)
            .add_modifier(Modifier::BOLD)
    }

    /// A key's name in the key bar and the help.
    pub fn key(&self) -> Style {
        self.tint(Style::new(), Role::Heading)
            .add_modifier(Modifier::BOLD)
    }

    /// The separator between key bar entries.
    pub const fn separator(&self) -> &'static str {
        if self.ascii { " | " } else { " · " }
    }

    /// The arrow in a move's status message.
    pub const fn arrow(&self) -> &'static str {
        if self.ascii { "->" } else { "→" }
    }

    /// The sign between the points of a capture in a status message.
    pub const fn capture_sign(&self) -> char {
        if self.ascii { 'x' } else { '×' }
    }

    /// The multiplication sign of "need W×H".
    pub const fn times(&self) -> char {
        if self.ascii { 'x' } else { '×' }
    }
}
