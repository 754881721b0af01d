//! The colours of the screen: one shade per role (a piece, a mark, a
//! label) in each of three palettes — for dark terminals, for light ones,
//! and one that reads on both — and how `--theme auto` picks one by asking
//! the terminal for its background.
//!
//! Every shade is a colour of the xterm 256-colour palette beyond the
//! first 16, which colour schemes do not remap, so the contrast the tests
//! compute is the contrast players see: at least 3:1 against black and
//! white for [`Palette::Both`], against its own background for the others.

use std::time::Duration;

use ratatui::style::Color as Tint;

/// A set of shades for a kind of background.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Palette {
    /// Shades that read on black and on white alike: the fallback when
    /// the terminal does not say what its background is.
    Both,
    /// Brighter shades for a dark background.
    Dark,
    /// Deeper shades for a light background.
    Light,
}

/// What a colour marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Black's pieces.
    BlackPiece,
    /// White's pieces.
    WhitePiece,
    /// The grid lines, borders and labels.
    Grid,
    /// The picked piece and the points it can step to.
    Target,
    /// A piece that can be captured; a refused action.
    Capture,
    /// The last move's points, and the move in the list.
    LastMove,
    /// Headings and key names.
    Heading,
    /// Questions and the game-over banner.
    Question,
}

impl Role {
    /// Every role.
    pub const ALL: [Role; 8] = [
        Role::BlackPiece,
        Role::WhitePiece,
        Role::Grid,
        Role::Target,
        Role::Capture,
        Role::LastMove,
        Role::Heading,
        Role::Question,
    ];
}

impl Palette {
    /// The shade of `role`, an index into the xterm 256-colour palette.
    pub const fn index(self, role: Role) -> u8 {
        match (self, role) {
            (Palette::Both, Role::BlackPiece) => 27,
            (Palette::Both, Role::WhitePiece) => 166,
            (Palette::Both, Role::Grid) => 244,
            (Palette::Both, Role::Target) => 28,
            (Palette::Both, Role::Capture) => 160,
            (Palette::Both, Role::LastMove) => 163,
            (Palette::Both, Role::Heading) => 30,
            (Palette::Both, Role::Question) => 130,
            (Palette::Dark, Role::BlackPiece) => 75,
            (Palette::Dark, Role::WhitePiece) => 214,
            (Palette::Dark, Role::Grid) => 246,
            (Palette::Dark, Role::Target) => 77,
            (Palette::Dark, Role::Capture) => 203,
            (Palette::Dark, Role::LastMove) => 213,
            (Palette::Dark, Role::Heading) => 80,
            (Palette::Dark, Role::Question) => 221,
            (Palette::Light, Role::BlackPiece) => 19,
            (Palette::Light, Role::WhitePiece) => 130,
            (Palette::Light, Role::Grid) => 242,
            (Palette::Light, Role::Target) => 22,
            (Palette::Light, Role::Capture) => 124,
            (Palette::Light, Role::LastMove) => 90,
            (Palette::Light, Role::Heading) => 24,
            (Palette::Light, Role::Question) => 94,
        }
    }

    /// The colour of `role`.
    pub const fn tint(self, role: Role) -> Tint {
        Tint::Indexed(self.index(role))
    }

    /// The palette for the terminal's background, as the terminal reports
    /// it within a short wait; [`Palette::Both`] when it does not answer.
    /// Must run before the terminal's input is read by anything else.
    pub fn detect() -> Palette {
        let mut options = terminal_colorsaurus::QueryOptions::default();
        options.timeout = Duration::from_millis(300);
        match terminal_colorsaurus::theme_mode(options) {
            Ok(terminal_colorsaurus::ThemeMode::Dark) => Palette::Dark,
            Ok(terminal_colorsaurus::ThemeMode::Light) => Palette::Light,
            Err(_) => Palette::Both,
        }
    }
}

/// The red, green and blue of colour `index` of the xterm 256-colour
/// palette (the first 16 as xterm sets them by default).
pub const fn xterm_rgb(index: u8) -> (u8, u8, u8) {
    const BASE: [(u8, u8, u8); 16] = [
        (0, 0, 0),
        (205, 0, 0),
        (0, 205, 0),
        (205, 205, 0),
        (0, 0, 238),
        (205, 0, 205),
        (0, 205, 205),
        (229, 229, 229),
        (127, 127, 127),
        (255, 0, 0),
        (0, 255, 0),
        (255, 255, 0),
        (92, 92, 255),
        (255, 0, 255),
        (0, 255, 255),
        (255, 255, 255),
    ];
    const fn level(n: u8) -> u8 {
        if n == 0 { 0 } else { 55 + n * 40 }
    }
    match index {
        0..=15 => BASE[index as usize],
        16..=231 => {
            let n = index - 16;
            (level(n / 36), level(n / 6 % 6), level(n % 6))
        }
        _ => {
            let grey = 8 + (index - 232) * 10;
            (grey, grey, grey)
        }
    }
}

/// The WCAG relative luminance of a colour.
pub fn luminance((r, g, b): (u8, u8, u8)) -> f64 {
    let linear = |c: u8| {
        let c = f64::from(c) / 255.0;
        if c <= 0.039_28 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/// The WCAG contrast ratio of two colours, from 1 to 21.
pub fn contrast(a: (u8, u8, u8), b: (u8, u8, u8)) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}
