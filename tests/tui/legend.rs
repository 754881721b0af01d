//! The help: the keys of this kind of game only, rows that fit at 80
//! columns, and the legend of the board's marks drawn as the board draws
//! them.

use super::*;
use kono::tui::Seat;
use kono::tui::help::{KEY_COLUMN, Kind, Play};

/// The help opened and scrolled to its end (the legend) on a screen of
/// `width` × `height`.
fn legend_screen(app: &mut App, width: u16, height: u16) -> Buffer {
    render(app, width, height);
    key(app, '?');
    press(app, KeyCode::End);
    render(app, width, height)
}

/// The row of `buf` whose text contains `words`.
fn row_with(buf: &Buffer, words: &str) -> u16 {
    (0..buf.area.height)
        .find(|&y| {
            let line: String = (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect();
            line.contains(words)
        })
        .unwrap_or_else(|| panic!("no row says {words:?}:\n{}", text(buf)))
}

/// The first cell of row `y` showing `symbol`.
fn cell_on(buf: &Buffer, y: u16, symbol: &str) -> ratatui::buffer::Cell {
    (0..buf.area.width)
        .map(|x| buf[(x, y)].clone())
        .find(|cell| cell.symbol() == symbol)
        .unwrap_or_else(|| panic!("no {symbol:?} on row {y}:\n{}", text(buf)))
}

#[test]
fn the_legend_shows_each_mark_in_the_boards_own_style() {
    let mut app = app(Variant::Five);
    enter_at(&mut app, "b1");
    go(&mut app, point("d3"));
    let board = render(&mut app, 100, 40);
    let piece = |p: &str| {
        let (x, y) = cell_of(&app, point(p));
        board[(x, y)].clone()
    };
    let black = piece("e1");
    let white = piece("a5");
    let step = piece("c2");
    let (px, py) = cell_of(&app, point("b1"));
    let picked = board[(px, py)].clone();
    let picked_mark = board[(px - 2, py)].clone();
    press(&mut app, KeyCode::Esc);
    let help = legend_screen(&mut app, 100, 40);
    let shown = text(&help);
    for words in [
        "What the marks on the board mean",
        "Black's pieces",
        "the cursor",
        "the piece picked up",
        "the way there: every five-field kono move is one step along",
        "a camp, in its owner's colour",
        "the last move",
        "W7",
        "L12",
        "~+ ~= ~-",
    ] {
        assert!(shown.contains(words), "{words:?} in\n{shown}");
    }
    assert!(!shown.contains("capture by jumping"), "four-field's only");
    let row = row_with(&help, "Black's pieces");
    assert!(
        text(&help)
            .lines()
            .nth(usize::from(row))
            .unwrap()
            .contains("● ▐█▌")
    );
    assert_eq!(cell_on(&help, row, "●").style(), black.style());
    let row = row_with(&help, "White's pieces");
    assert_eq!(cell_on(&help, row, "○").style(), white.style());
    let row = row_with(&help, "can move to");
    assert_eq!(cell_on(&help, row, "•").style(), step.style());
    let row = row_with(&help, "the piece picked up");
    assert_eq!(cell_on(&help, row, "‹").style(), picked_mark.style());
    let sample = cell_on(&help, row, "●");
    assert_eq!(sample.style(), picked.style());
    let row = row_with(&help, "the cursor (in");
    let cursor = cell_on(&help, row, "┼");
    assert!(cursor.modifier.contains(Modifier::REVERSED));
    assert_eq!(cell_on(&help, row, "[").symbol(), "[");
    let row = row_with(&help, "the last move");
    let line = text(&help)
        .lines()
        .nth(usize::from(row))
        .unwrap()
        .to_string();
    assert!(line.contains("«●» «◌»"), "{line}");
}

#[test]
fn the_legend_in_ascii_without_colour_and_of_four_field() {
    let mut config = config(Variant::Four);
    config.ascii = true;
    config.color = false;
    let mut app = App::new(config, 7).unwrap();
    let help = legend_screen(&mut app, 80, 60);
    let shown = text(&help);
    for (sample, words) in [
        ("B ", "Black's pieces"),
        ("W ", "White's pieces"),
        ("[+]", "the cursor (in"),
        ("<B>", "the piece picked up"),
        ("*", "a point the picked piece can move to"),
        ("xWx", "capture by jumping"),
        ("(B) (o)", "the last move"),
        ("W7", "hint, by a point"),
        ("~+ ~= ~-", "hint without the solved game"),
    ] {
        let line = shown
            .lines()
            .find(|l| l.contains(words))
            .unwrap_or_else(|| panic!("{words:?} in\n{shown}"));
        assert!(line.contains(sample), "{sample:?} in {line:?}");
    }
    assert!(
        !shown.contains("the way there"),
        "five-field's only:\n{shown}"
    );
    assert!(!shown.contains('●') && !shown.contains('•'), "{shown}");
    for y in 0..help.area.height {
        for x in 0..help.area.width {
            assert_eq!(help[(x, y)].fg, Tint::Reset, "colour at {x},{y}");
        }
    }
    // Five-field's camp and ways, in ASCII.
    let mut config = super::config(Variant::Five);
    config.ascii = true;
    let mut app = App::new(config, 7).unwrap();
    let shown = text(&legend_screen(&mut app, 80, 60));
    let line = shown.lines().find(|l| l.contains("a camp")).unwrap();
    assert!(line.contains("#===# \""), "{line}");
    let line = shown.lines().find(|l| l.contains("the way there")).unwrap();
    assert!(line.contains("/ \\"), "{line}");
}

fn keys_of(kind: Kind) -> Vec<String> {
    help::lines(kind, false, 76)
        .into_iter()
        .filter_map(|line| match line {
            HelpLine::Entry { keys, .. } if !keys.is_empty() => Some(keys),
            _ => None,
        })
        .collect()
}

#[test]
fn the_help_lists_only_the_keys_of_this_kind_of_game() {
    let kind = |variant, play, computer| Kind {
        variant,
        play,
        computer,
    };
    let has = |kind: Kind, keys: &str| keys_of(kind).iter().any(|k| k == keys);
    let two = kind(Variant::Four, Play::Local, false);
    for keys in ["t", "b", "w", "o", "p", "7", "1"] {
        assert!(!has(two, keys), "{keys} in a four-field game of two");
    }
    for keys in ["u", "n", "r", "a", "?", "q", "Ctrl-r"] {
        assert!(has(two, keys), "{keys} missing in a four-field game of two");
    }
    let five = kind(Variant::Five, Play::Local, true);
    for keys in ["7", "9", "1", "3", "b", "p"] {
        assert!(has(five, keys), "{keys} missing against the computer");
    }
    assert!(!has(five, "t"));
    let puzzle = kind(Variant::Five, Play::Puzzle, true);
    assert!(has(puzzle, "t") && has(puzzle, "b"));
    let lesson = kind(Variant::Five, Play::Lesson, true);
    assert!(has(lesson, "t") && !has(lesson, "b"));
    let network = kind(Variant::Four, Play::Network, false);
    for keys in ["w", "o", "u", "d", "R"] {
        assert!(has(network, keys), "{keys} missing over the network");
    }
    for keys in ["n", "Ctrl-r", "r", "p", "b", "t"] {
        assert!(!has(network, keys), "{keys} over the network");
    }
    let titles = |kind| {
        help::lines(kind, false, 76)
            .into_iter()
            .filter(|l| matches!(l, HelpLine::Section(t) if t == "In review"))
            .count()
    };
    assert_eq!((titles(two), titles(network)), (1, 0));
    // The App says what kind of game it is.
    let mut config = super::config(Variant::Five);
    config.computer = Seat::White;
    let app = App::new(config, 7).unwrap();
    assert_eq!(app.help_kind(), kind(Variant::Five, Play::Local, true));
    assert_eq!(
        super::app(Variant::Four).help_kind(),
        kind(Variant::Four, Play::Local, false)
    );
}

#[test]
fn no_row_of_the_help_overflows_at_80_columns() {
    let area = layout::help_area(ratatui::layout::Rect::new(0, 0, 80, 24));
    let width = usize::from(help::text_width(area));
    for variant in [Variant::Four, Variant::Five] {
        for play in [Play::Local, Play::Puzzle, Play::Lesson, Play::Network] {
            for ascii in [false, true] {
                let kind = Kind {
                    variant,
                    play,
                    computer: true,
                };
                for line in help::lines(kind, ascii, help::text_width(area)) {
                    let (keys, words) = match &line {
                        HelpLine::Entry { keys, does } => (keys.clone(), does.clone()),
                        HelpLine::Legend { means, .. } => (String::new(), means.clone()),
                        HelpLine::Text(t) | HelpLine::Heading(t) => (String::new(), t.clone()),
                        _ => continue,
                    };
                    if !words.is_empty()
                        && !matches!(line, HelpLine::Text(_) | HelpLine::Heading(_))
                    {
                        assert!(
                            keys.chars().count() <= KEY_COLUMN - 3,
                            "no space after {keys:?}: {line:?}"
                        );
                        assert!(KEY_COLUMN + words.chars().count() <= width, "{line:?}");
                    }
                    assert!(words.chars().count() <= width, "{line:?}");
                }
            }
        }
    }
    // On the screen: the whole help, page by page, every row inside its box.
    let mut app = app(Variant::Five);
    render(&mut app, 80, 24);
    key(&mut app, '?');
    let mut seen = String::new();
    for _ in 0..40 {
        let buf = render(&mut app, 80, 24);
        for y in area.y + 1..area.bottom() - 1 {
            let right = area.right() - 2;
            assert_eq!(
                buf[(right, y)].symbol(),
                " ",
                "row {y} touches the border:\n{}",
                text(&buf)
            );
        }
        seen.push_str(&text(&buf));
        press(&mut app, KeyCode::PageDown);
    }
    assert!(seen.contains("Backspace Ctrl-h"), "{seen}");
    assert!(!seen.contains("Ctrl-hdelete"));
    assert!(seen.contains("What the marks on the board mean"));
}

#[test]
fn snapshot_legend_unicode() {
    let mut app = app(Variant::Five);
    insta::assert_snapshot!(text(&legend_screen(&mut app, 80, 24)));
}

#[test]
fn snapshot_legend_ascii() {
    let mut config = config(Variant::Four);
    config.ascii = true;
    let mut app = App::new(config, 7).unwrap();
    insta::assert_snapshot!(text(&legend_screen(&mut app, 80, 24)));
}

#[test]
fn the_help_says_first_where_the_legend_is() {
    let lines = help::lines(local(Variant::Five), false, 76);
    assert_eq!(
        lines[0],
        HelpLine::Text(
            "The keys, the rules, the words, then what the marks on the board mean (End).".into()
        )
    );
}

#[test]
fn the_capture_mark_is_explained_in_each_capturing_game_s_own_words() {
    use kono::tui::help::{self, HelpLine};
    let cases = [
        (Variant::Four, "jumping over its own"),
        (Variant::Line, "shuts enemy pieces in"),
        (Variant::Mill, "your 곤 may remove"),
    ];
    for (variant, words) in cases {
        let kind = Kind {
            variant,
            play: Play::Local,
            computer: false,
        };
        let capture = help::lines(kind, false, 200)
            .into_iter()
            .find_map(|line| match line {
                HelpLine::Legend {
                    mark: Some(help::Mark::Capture),
                    means,
                } => Some(means),
                _ => None,
            })
            .unwrap_or_else(|| panic!("{variant:?}: no capture mark in the legend"));
        assert!(capture.contains(words), "{variant:?}: {capture}");
    }
}
