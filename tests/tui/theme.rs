//! Every colour of the screen reads on dark and light terminals: WCAG
//! contrast against black and white, computed from the xterm palette.

use kono::rules::Color;
use kono::tui::palette::{Palette, Role, contrast, xterm_rgb};
use kono::tui::theme::Theme;
use ratatui::style::{Color as Tint, Style};

const BLACK: (u8, u8, u8) = (0, 0, 0);
const WHITE: (u8, u8, u8) = (255, 255, 255);

/// Every coloured style the theme hands out, by name.
fn styles(theme: &Theme) -> Vec<(&'static str, Style)> {
    vec![
        ("black piece", theme.piece_style(Color::Black)),
        ("white piece", theme.piece_style(Color::White)),
        ("grid", theme.grid()),
        ("selection", theme.selection()),
        ("step target", theme.step_target()),
        ("capture target", theme.capture_target()),
        ("last move", theme.last_move()),
        ("border", theme.border()),
        ("heading", theme.heading()),
        ("label", theme.label()),
        ("refusal", theme.refusal()),
        ("question", theme.question()),
        ("banner border", theme.banner_border()),
        ("key", theme.key()),
    ]
}

fn rgb(tint: Tint) -> (u8, u8, u8) {
    match tint {
        Tint::Indexed(i) => xterm_rgb(i),
        Tint::Rgb(r, g, b) => (r, g, b),
        other => panic!("{other:?} is a colour the terminal's scheme may remap"),
    }
}

#[test]
fn the_contrast_formula_matches_known_values() {
    assert!((contrast(BLACK, WHITE) - 21.0).abs() < 1e-9);
    // Bold yellow (xterm 11) on white: the 1.07:1 players could not read.
    assert!(contrast(xterm_rgb(11), WHITE) < 1.1);
    // xterm's blue (4) on black: 2.2:1.
    assert!((contrast(xterm_rgb(4), BLACK) - 2.2).abs() < 0.1);
    assert_eq!(xterm_rgb(196), (255, 0, 0));
    assert_eq!(xterm_rgb(244), (128, 128, 128));
}

#[test]
fn every_colour_reads_on_its_backgrounds() {
    for (palette, backgrounds) in [
        (Palette::Both, vec![BLACK, WHITE]),
        (Palette::Dark, vec![BLACK]),
        (Palette::Light, vec![WHITE]),
    ] {
        let theme = Theme::new(false, true).with_palette(palette);
        for (name, style) in styles(&theme) {
            let fg = rgb(style.fg.unwrap());
            for bg in &backgrounds {
                let ratio = contrast(fg, *bg);
                assert!(
                    ratio >= 3.0,
                    "{palette:?} {name} {fg:?} on {bg:?}: {ratio:.2}"
                );
            }
        }
        for role in Role::ALL {
            let fg = xterm_rgb(palette.index(role));
            for bg in &backgrounds {
                assert!(contrast(fg, *bg) >= 3.0, "{palette:?} {role:?}");
            }
        }
    }
}

#[test]
fn the_two_sides_differ_in_every_palette() {
    for palette in [Palette::Both, Palette::Dark, Palette::Light] {
        let black = xterm_rgb(palette.index(Role::BlackPiece));
        let white = xterm_rgb(palette.index(Role::WhitePiece));
        assert!(
            contrast(black, white) > 1.2 || black.2 != white.2,
            "{palette:?}"
        );
        assert_ne!(black, white);
    }
}

#[test]
fn without_colour_no_style_has_a_colour() {
    let theme = Theme::new(false, false);
    for (name, style) in styles(&theme) {
        assert_eq!(style.fg, None, "{name}");
    }
}
