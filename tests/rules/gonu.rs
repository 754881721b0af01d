//! The four gonu games' special rules as positions, their notation and
//! boards: the well's first-move ban, the pumpkin's home rows, the line's
//! custodian captures, the mill's placing, 곤, marks and removals.

use kono::rules::{Color, Game, Move, Outcome, Point, Position, RuleError, Variant, WinReason};

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
    // Picking up the piece the ban holds says so, not that it cannot move.
    let a1 = "a1".parse().unwrap();
    assert_eq!(
        start.check_movable(a1, &PLAIN),
        Err(RuleError::WellFirstMove(mv("a1-b2")))
    );
    assert_eq!(set_up.check_movable(a1, &PLAIN), Ok(()));
    // A record of the set-up game keeps its position: read back, a1-b2
    // is still allowed.
    let record = kono::rules::record::write(&game, &Default::default());
    assert!(record.contains("[Position \"ww/./bb b\"]"), "{record}");
    let (mut read, _) = kono::rules::record::read(&record).unwrap();
    read.play(mv("a1-b2")).unwrap();
    game.play(mv("a1-b2")).unwrap();
    let (again, _) =
        kono::rules::record::read(&kono::rules::record::write(&game, &Default::default())).unwrap();
    assert_eq!(again.outcome(), game.outcome());
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
    // Refused without its removal, with a whole move as the example.
    let Err(RuleError::MustRemove { mv: bare, example }) = play(&p, "g1") else {
        panic!("g1 makes a 곤 and names no removal");
    };
    assert_eq!(bare, mv("g1"));
    assert_eq!(example.to(), bare.to());
    let removed = example.removed().expect("the example removes a piece");
    assert_eq!(p.piece_at(removed), Some(Color::White));
    assert!(play(&p, &example.to_string()).is_ok(), "{example}");
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
    // The banner says why: the board is full (not only that Black is stuck).
    let won = Outcome::Win {
        winner: Color::White,
        reason: WinReason::BoardFull,
    };
    assert_eq!(full.outcome(&PLAIN), Some(won));
    assert_eq!(
        won.to_string(),
        "White wins: the board is full and Black cannot move"
    );
}

/// The mill's position with Black on `black`, White on `white`, Black to
/// move, `hand` pieces in each hand.
fn mill_with(black: &[Point], white: &[Point], hand: u8) -> Position {
    let points = kono::rules::Geometry::of(Variant::Mill).points();
    let rank = |r: u8| {
        points
            .iter()
            .filter(|p| p.rank() == r)
            .fold(String::new(), |mut row, p| {
                let empty = !black.contains(p) && !white.contains(p);
                match (empty, row.pop()) {
                    (true, Some(n @ '1'..='5')) => row.push((n as u8 + 1) as char),
                    (_, last) => {
                        row.extend(last);
                        row.push(if empty {
                            '1'
                        } else if black.contains(p) {
                            'b'
                        } else {
                            'w'
                        });
                    }
                }
                row
            })
    };
    let board = (0..7).rev().map(rank).collect::<Vec<_>>().join("/");
    at(Variant::Mill, &format!("{board} b {hand} {hand}"))
}

#[test]
fn the_gon_drawn_during_a_removal_is_the_line_the_rules_make_with_any_point() {
    let points = kono::rules::Geometry::of(Variant::Mill).points().to_vec();
    let mut gons = 0;
    for (i, &a) in points.iter().enumerate() {
        for &b in &points[i + 1..] {
            for &to in points.iter().filter(|&&p| p != a && p != b) {
                let white: Vec<Point> = points
                    .iter()
                    .copied()
                    .filter(|p| ![a, b, to].contains(p))
                    .take(2)
                    .collect();
                let p = mill_with(&[a, b], &white, 10);
                let removes = p
                    .legal_moves(&PLAIN)
                    .iter()
                    .any(|m| m.to() == Some(to) && m.removed().is_some());
                let mut gon = kono::rules::gon_points(&p, None, to);
                gon.sort();
                let mut line = vec![a, b, to];
                line.sort();
                if removes {
                    gons += 1;
                    assert_eq!(gon, line, "{p} to {to}");
                } else {
                    assert!(gon.is_empty(), "{p} to {to}: {gon:?}");
                }
            }
        }
    }
    // Each of the 20 lines of three, completed from each of its points.
    assert_eq!(gons, 60);
    // Moving: the piece that leaves is not part of the 곤.
    let p = mill_with(&points_of("a1 d1 d2"), &points_of("a7 d7 b6"), 0);
    let mut gon = kono::rules::gon_points(&p, Some(pt("d2")), pt("g1"));
    gon.sort();
    assert_eq!(gon, points_of("a1 d1 g1"));
    assert!(kono::rules::gon_points(&p, Some(pt("d1")), pt("g1")).is_empty());
}

fn pt(name: &str) -> Point {
    name.parse().unwrap()
}

fn points_of(names: &str) -> Vec<Point> {
    let mut points: Vec<Point> = names.split(' ').map(pt).collect();
    points.sort();
    points
}
