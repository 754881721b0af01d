//! The gonu games' notation (round trips, refusals naming what is wrong),
//! names, boards, rule books and the line's --no-repeat option.

use std::str::FromStr;

use kono::rules::{
    Color, Game, Move, Position, PositionError, RuleError, RuleOptions, Shape, Variant,
};

use super::PLAIN;
use super::gonu_perft::at;

fn mv(text: &str) -> Move {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

// ---------------------------------------------------------------- notation

#[test]
fn gonu_positions_print_and_parse_back() {
    for (variant, text) in [
        (Variant::Well, "ww/./bb b"),
        (Variant::Pumpkin, "www/./..././bbb b"),
        (Variant::Line, "wwww/..../..../bbbb b"),
        (Variant::Mill, "3/3/3/6/3/3/3 b 12 12"),
        (Variant::Mill, "xw1/3/3/6/3/3/bbb w 9 10"),
    ] {
        let p = at(variant, text);
        assert_eq!(p.variant(), variant);
        assert_eq!(Position::parse_as(variant, &p.to_string()), Ok(p));
    }
    assert_eq!(
        Position::start(Variant::Mill, Color::Black).to_string(),
        "3/3/3/6/3/3/3 b 12 12"
    );
    assert_eq!(
        Position::start(Variant::Pumpkin, Color::Black).to_string(),
        "www/./..././bbb b"
    );
    // Counts are read in every game and written only in the mill.
    assert_eq!(at(Variant::Well, "ww/1/bb b").to_string(), "ww/./bb b");
    // The board's shape names the game; 4 x 4 is four-field unless asked.
    assert_eq!(
        Position::from_str("ww/./bb b").unwrap().variant(),
        Variant::Well
    );
    assert_eq!(
        Position::from_str("www/./3/./bbb b").unwrap().variant(),
        Variant::Pumpkin
    );
    // A 4 × 4 board is two games': it is refused until one is named.
    assert_eq!(
        Position::from_str("wwww/..../..../bbbb b"),
        Err(kono::rules::PositionError::SharedShape {
            games: [Variant::Four, Variant::Line]
        })
    );
    assert_eq!(
        Position::read(Some(Variant::Four), "wwww/..../..../bbbb b")
            .unwrap()
            .variant(),
        Variant::Four
    );
    assert_eq!(
        Position::from_str("3/3/3/6/3/3/3 b 12 12")
            .unwrap()
            .variant(),
        Variant::Mill
    );
}

#[test]
fn malformed_gonu_positions_are_refused_saying_what_is_wrong() {
    use PositionError as E;
    let err = |v, t: &str| Position::parse_as(v, t).unwrap_err();
    let any = |t: &str| Position::from_str(t).unwrap_err();
    assert_eq!(
        any("ww/./bbb b"),
        E::RankLength {
            rank: 1,
            found: 3,
            expected: 2
        }
    );
    assert_eq!(any("w/w b"), E::RankCount(2));
    assert_eq!(any("wx/./bb b"), E::BadChar { rank: 3, ch: 'x' });
    assert_eq!(any("ww/0/bb b"), E::BadChar { rank: 2, ch: '0' });
    assert!(matches!(
        any("ww/./b. b"),
        E::PieceCount {
            color: Color::Black,
            count: 1,
            expected: 2,
            ..
        }
    ));
    assert!(matches!(
        any("www/b/3/./bbb b"),
        E::PieceCount {
            color: Color::Black,
            count: 4,
            ..
        }
    ));
    assert_eq!(any("www/./3/./bbb b 1"), E::TrailingText("1".into()));
    assert!(matches!(
        err(Variant::Line, "wwww/w.../..../bbbb b"),
        E::TooManyPieces { count: 5, .. }
    ));
    assert!(matches!(
        err(Variant::Line, "b.../..../..../bbb. b"),
        E::MoverBeaten {
            color: Color::White,
            count: 0,
            ..
        }
    ));
    assert_eq!(
        err(Variant::Line, "ww/./bb b"),
        E::WrongBoard {
            variant: Variant::Line
        }
    );
    assert_eq!(any("3/3/3/6/3/3/3 b"), E::NoHands);
    assert_eq!(any("3/3/3/6/3/3/3 b 13 12"), E::BadHand("13".into()));
    assert_eq!(
        any("3/3/3/6/3/3/3 b 11 12"),
        E::Hands {
            to_move: Color::Black,
            black: 11,
            white: 12
        }
    );
    assert_eq!(
        any("x2/3/3/6/bbb/www/3 b 0 0"),
        E::Marks {
            marks: 1,
            removed: 0
        }
    );
    assert_eq!(
        any("x2/3/3/6/3/3/3 b 12 12"),
        E::Marks {
            marks: 1,
            removed: 0
        }
    );
    assert!(matches!(
        any("3/3/3/6/3/3/ww1 b 0 0"),
        E::MoverBeaten {
            color: Color::White,
            ..
        }
    ));
    // Each error says what is wrong in words.
    assert!(any("3/3/3/6/3/3/3 b").to_string().contains("hand"));
}

// ---------------------------------------------------------------- names and boards

#[test]
fn the_games_are_named_in_english_and_korean() {
    assert_eq!(
        Variant::ALL,
        [
            Variant::Five,
            Variant::Four,
            Variant::Well,
            Variant::Pumpkin,
            Variant::Line,
            Variant::Mill
        ]
    );
    for (text, variant) in [
        ("well", Variant::Well),
        ("우물", Variant::Well),
        ("우물고누", Variant::Well),
        ("호박", Variant::Pumpkin),
        ("줄고누", Variant::Line),
        ("참", Variant::Mill),
        ("MILL", Variant::Mill),
    ] {
        assert_eq!(text.parse::<Variant>(), Ok(variant), "{text}");
    }
    assert!("고누".parse::<Variant>().is_err());
}

#[test]
fn each_gonu_board_has_its_points_lines_wells_and_homes() {
    let count = |v: Variant, shape| {
        v.geometry()
            .lines()
            .iter()
            .filter(|l| l.shape == shape)
            .count()
    };
    let well = Variant::Well.geometry();
    assert_eq!((well.points().len(), well.lines().len()), (5, 7));
    assert_eq!(
        well.wells(),
        [("a3".parse().unwrap(), "a1".parse().unwrap())]
    );
    let pumpkin = Variant::Pumpkin.geometry();
    assert_eq!((pumpkin.points().len(), pumpkin.lines().len()), (11, 14));
    assert_eq!(
        (
            count(Variant::Pumpkin, Shape::Arc),
            count(Variant::Pumpkin, Shape::Straight)
        ),
        (4, 10)
    );
    assert_eq!(pumpkin.home(Color::White).len(), 3);
    assert_eq!(pumpkin.home_of("c1".parse().unwrap()), Some(Color::Black));
    let line = Variant::Line.geometry();
    assert_eq!((line.points().len(), line.lines().len()), (16, 24));
    let mill = Variant::Mill.geometry();
    assert_eq!(
        (mill.points().len(), mill.lines().len(), mill.files()),
        (24, 40, 7)
    );
    for v in Variant::ALL {
        let g = v.geometry();
        for l in g.lines() {
            assert!(g.contains(l.a) && g.contains(l.b), "{v}: {l:?}");
        }
        // A point's bit is its index: the start pieces sit on their points.
        let start = Position::start(v, Color::Black);
        for p in start.points_of(Color::Black) {
            assert_eq!(start.piece_at(p), Some(Color::Black));
        }
    }
}

#[test]
fn the_rule_books_speak_of_each_game() {
    for (variant, word) in [
        (Variant::Well, "well"),
        (Variant::Pumpkin, "home row"),
        (Variant::Line, "Capturing"),
        (Variant::Mill, "곤"),
    ] {
        let book = kono::tui::words::books::rule_book(variant);
        assert!(book.contains(word), "{variant}");
        assert!(book.contains(&Position::start(variant, Color::Black).to_string()));
    }
}

#[test]
fn no_repeat_forbids_recreating_an_earlier_position_in_line_kono() {
    let options = RuleOptions {
        no_repeat: true,
        ..PLAIN
    };
    assert!(options.check(Variant::Four).is_err());
    let mut game = Game::new(Position::start(Variant::Line, Color::Black), options).unwrap();
    for m in ["a1-a2", "a4-a3"] {
        game.play(mv(m)).unwrap();
    }
    // Black's step back makes a new position (White's a3 has moved);
    // White's a3-a4 would then recreate the start.
    game.play(mv("a2-a1")).unwrap();
    assert!(!game.legal_moves().contains(&mv("a3-a4")));
    assert_eq!(game.play(mv("a3-a4")), Err(RuleError::Repeats(mv("a3-a4"))));
    // Under the standard rule it is allowed.
    let mut plain = Game::new(Position::start(Variant::Line, Color::Black), PLAIN).unwrap();
    for m in ["a1-a2", "a4-a3", "a2-a1", "a3-a4"] {
        plain.play(mv(m)).unwrap();
    }
}
