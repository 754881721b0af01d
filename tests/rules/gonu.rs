//! The four gonu games' special rules as positions, their notation and
//! boards: the well's first-move ban, the pumpkin's home rows, the line's
//! custodian captures, the mill's placing, 곤, marks and removals.

use std::str::FromStr;

use kono::rules::{
    Color, Game, Move, Outcome, Position, PositionError, RuleError, Shape, Variant, WinReason,
};

use super::PLAIN;
use super::gonu_perft::at;

fn mv(text: &str) -> Move {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn play(p: &Position, m: &str) -> Result<Position, RuleError> {
    p.play(mv(m), &PLAIN)
}

fn moved(p: &Position, m: &str) -> Position {
    play(p, m).unwrap_or_else(|e| panic!("{m}: {e}"))
}

// ---------------------------------------------------------------- the well

#[test]
fn the_wells_ban_binds_only_the_first_move_of_a_game_from_the_start() {
    let start = Position::start(Variant::Well, Color::Black);
    assert!(start.is_opening());
    assert_eq!(
        play(&start, "a1-b2"),
        Err(RuleError::WellFirstMove(mv("a1-b2")))
    );
    // The same position set up in notation has no such first move: a1-b2
    // wins at once, White being blocked.
    let set_up = at(Variant::Well, "ww/./bb b");
    assert!(!set_up.is_opening());
    assert_eq!(set_up, start, "the flag is history, not position");
    let mut game = Game::new(set_up, PLAIN).unwrap();
    game.play(mv("a1-b2")).unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::Blocked
        })
    );
    // With White first, the ban is a3-b2.
    let mut white_first = Game::new(Position::start(Variant::Well, Color::White), PLAIN).unwrap();
    assert_eq!(white_first.legal_moves().len(), 1);
    assert!(white_first.play(mv("a3-b2")).is_err());
    // Only the first move: every later visit of the start layout allows it.
    let mut stack = vec![(start, 0)];
    let mut revisits = 0;
    while let Some((p, depth)) = stack.pop() {
        if depth > 0 && p == start {
            revisits += 1;
            assert!(!p.is_opening());
            assert!(p.is_legal(mv("a1-b2"), &PLAIN));
        }
        if depth < 12 {
            for m in p.legal_moves(&PLAIN) {
                stack.push((p.play_unchecked(m), depth + 1));
            }
        }
    }
    assert!(revisits > 0, "some game comes back to the start layout");
}

#[test]
fn the_well_is_no_line() {
    let blocked = at(Variant::Well, ".w/w/bb b");
    assert!(blocked.legal_moves(&PLAIN).is_empty());
    assert_eq!(
        blocked.outcome(&PLAIN),
        Some(Outcome::Win {
            winner: Color::White,
            reason: WinReason::Blocked
        })
    );
    let p = at(Variant::Well, "bw/w/.b b");
    assert_eq!(play(&p, "a3-a1"), Err(RuleError::NotALine(mv("a3-a1"))));
}

// ---------------------------------------------------------------- the pumpkin

#[test]
fn a_pumpkin_piece_never_goes_back_home_nor_out_of_the_enemys_home() {
    let left_home = at(Variant::Pumpkin, "w.w/w/.../b/b.b w");
    assert_eq!(
        play(&left_home, "c4-c5"),
        Err(RuleError::NoWayHome(mv("c4-c5")))
    );
    assert!(play(&left_home, "a5-c5").is_ok(), "along the home row");
    let inside = at(Variant::Pumpkin, ".bw/./w.w/./b.b b");
    assert_eq!(
        play(&inside, "c5-c4"),
        Err(RuleError::NoWayOut(mv("c5-c4")))
    );
    assert!(play(&inside, "c5-a5").is_ok(), "along the enemy's row");
    let both = at(Variant::Pumpkin, "w.b/./w.b/./bw. w");
    assert_eq!(play(&both, "c1-c2"), Err(RuleError::NoWayOut(mv("c1-c2"))));
    assert!(play(&both, "c1-e1").is_ok());
}

// ---------------------------------------------------------------- the line

#[test]
fn custodian_captures_take_one_or_two_in_any_direction() {
    let white = |p: &Position| {
        p.points_of(Color::White)
            .map(|q| q.to_string())
            .collect::<Vec<_>>()
    };
    // One piece.
    let one = at(Variant::Line, "w.../w.../..../bw.b b");
    assert_eq!(white(&moved(&one, "d1-c1")), ["a3", "a4"]);
    // Two directions at once.
    let two_ways = at(Variant::Line, "w.bw/..w./bw../..b. b");
    let after = moved(&two_ways, "c1-c2");
    assert_eq!(white(&after), ["a4", "d4"]);
    assert_eq!(two_ways.removed_by(mv("c1-c2"), &PLAIN).count_ones(), 2);
    // Two in a column.
    let column = at(Variant::Line, "b..w/w..w/w.../.b.. b");
    assert_eq!(white(&moved(&column, "b1-a1")), ["d3", "d4"]);
    // A step into the gap between two enemies is safe and takes nothing.
    let gap = at(Variant::Line, "w..b/..../.b../w.w. b");
    let after = moved(&gap, "b2-b1");
    assert_eq!(after.count(Color::White), 3);
    assert_eq!(after.count(Color::Black), 2);
    // Taking the last two ends the game.
    let last = at(Variant::Line, "b.../w.../w.../.b.. b");
    let after = moved(&last, "b1-a1");
    assert_eq!(after.count(Color::White), 0);
    assert_eq!(
        after.outcome(&PLAIN),
        Some(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::NoPiecesLeft
        })
    );
}

// ---------------------------------------------------------------- the mill

#[test]
fn a_gon_in_the_placing_removes_and_marks_and_in_the_moving_does_not_mark() {
    let p = at(Variant::Mill, "ww1/3/3/6/3/3/bb1 b 10 10");
    assert_eq!(play(&p, "g1"), Err(RuleError::MustRemove(mv("g1"))));
    let a4xa7 = p.canonical(mv("a4xa7"));
    assert_eq!(a4xa7.removed(), Some("a7".parse().unwrap()));
    assert_eq!(play(&p, "a4xa7"), Err(RuleError::NoGon(a4xa7)));
    let after = moved(&p, "g1xa7");
    assert_eq!(after.to_string(), "xw1/3/3/6/3/3/bbb w 9 10");
    assert!(after.is_marked("a7".parse().unwrap()));
    assert_eq!(
        play(&after, "a7"),
        Err(RuleError::Marked("a7".parse().unwrap()))
    );
    assert_eq!(
        play(&after, "d7-d6"),
        Err(RuleError::MustPlace(Color::White))
    );
    // Moving: g4-g1 remakes a 곤, removes d6 from inside White's own 곤,
    // marks nothing, and leaves White two pieces: White has lost.
    let moving = at(Variant::Mill, "3/www/3/5b/3/3/bb1 b 0 0");
    assert_eq!(play(&moving, "d2"), Err(RuleError::PlacingOver(mv("d2"))));
    let after = moved(&moving, "g4-g1xd6");
    assert_eq!(after.marks(), 0);
    assert_eq!(after.to_string(), "3/w1w/3/6/3/3/bbb w 0 0");
    assert_eq!(
        after.outcome(&PLAIN),
        Some(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::TooFewPieces
        })
    );
}

#[test]
fn two_gon_at_once_remove_one_piece_and_the_last_placement_clears_the_marks() {
    let double = at(Variant::Mill, "bw1/3/3/1bbww1/3/3/b1w b 8 8");
    let a4: Vec<String> = double
        .legal_moves(&PLAIN)
        .iter()
        .filter(|m| m.to() == Some("a4".parse().unwrap()))
        .map(ToString::to_string)
        .collect();
    assert_eq!(a4, ["a4xd7", "a4xe4", "a4xf4", "a4xg1"]);
    let last = at(Variant::Mill, "bxb/xxw/wbb/bbbwbw/wb1/wbw/www w 0 1");
    assert_eq!(last.marks().count_ones(), 3);
    let after = moved(&last, "e3xa7");
    assert_eq!(after.marks(), 0);
    assert!(!after.is_placing());
    assert_eq!(after.to_string(), "2b/2w/wbb/bbbwbw/wbw/wbw/www b 0 0");
}

#[test]
fn a_full_board_with_no_move_is_lost() {
    let full = at(Variant::Mill, "bwb/wbw/bwb/wbwbwb/wbw/bwb/wbw b 0 0");
    assert!(full.legal_moves(&PLAIN).is_empty());
    assert_eq!(
        full.outcome(&PLAIN),
        Some(Outcome::Win {
            winner: Color::White,
            reason: WinReason::Blocked
        })
    );
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
    assert_eq!(
        Position::from_str("wwww/..../..../bbbb b")
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
        let book = kono::rules::rule_book(variant);
        assert!(book.contains(word), "{variant}");
        assert!(book.contains(&Position::start(variant, Color::Black).to_string()));
    }
}
