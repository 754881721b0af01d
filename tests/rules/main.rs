//! The rule book (`kono rules`) as tests: perft values, each rule as a position,
//! notation, errors, the game layer, and property tests of invariants.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic: that is how they fail

use kono::rules::{
    Color, DrawReason, Game, Move, Outcome, Point, Position, PositionError, RuleError, RuleOptions,
    Turn, Variant, WinReason, perft, perft_divide,
};
use proptest::prelude::*;

#[path = "../endings.rs"]
mod endings;
mod gonu;
mod gonu_notation;
mod gonu_perft;
#[path = "../perft_reference.rs"]
mod perft_reference;
#[path = "../records.rs"]
mod records;

/// No rule option.
pub const PLAIN: RuleOptions = RuleOptions {
    strict_goal: false,
    forced_capture: false,
    no_repeat: false,
};
const STRICT: RuleOptions = RuleOptions {
    strict_goal: true,
    forced_capture: false,
    no_repeat: false,
};
const FORCED: RuleOptions = RuleOptions {
    strict_goal: false,
    forced_capture: true,
    no_repeat: false,
};

/// A position of the game its board's shape names; a 4 × 4 board here
/// is four-field kono's.
fn pos(text: &str) -> Position {
    Position::read(None, text)
        .or_else(|_| Position::parse_as(kono::rules::Variant::Four, text))
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn mv(text: &str) -> Move {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn after(p: &str, m: &str, options: RuleOptions) -> Position {
    pos(p)
        .play(mv(m), &options)
        .unwrap_or_else(|e| panic!("{m}: {e}"))
}

fn refusal(p: &str, m: &str, options: RuleOptions) -> String {
    pos(p).play(mv(m), &options).unwrap_err().to_string()
}

fn win(winner: Color, reason: WinReason) -> Option<Outcome> {
    Some(Outcome::Win { winner, reason })
}

fn perfts(start: Position, options: RuleOptions, depths: usize) -> Vec<u64> {
    (1..=depths as u32)
        .map(|d| perft(&start, d, &options))
        .collect()
}

// ---------------------------------------------------------------- perft

#[test]
fn perft_five_start() {
    let start = Position::start(Variant::Five, Color::Black);
    assert_eq!(perfts(start, PLAIN, 6), [8, 62, 564, 4904, 45180, 400784]);
}

#[test]
fn perft_five_start_strict_goal() {
    let start = Position::start(Variant::Five, Color::Black);
    assert_eq!(perfts(start, STRICT, 5), [8, 62, 564, 4904, 45194]);
}

#[test]
fn perft_four_start() {
    let start = Position::start(Variant::Four, Color::Black);
    assert_eq!(
        perfts(start, PLAIN, 8),
        [4, 16, 100, 576, 3642, 21474, 144064, 915890]
    );
}

#[test]
fn perft_four_start_forced_capture() {
    let start = Position::start(Variant::Four, Color::Black);
    assert_eq!(perfts(start, FORCED, 7), [4, 16, 56, 164, 428, 922, 2494]);
}

#[test]
fn perft_divide_sums_to_perft_and_lists_legal_moves() {
    let start = Position::start(Variant::Five, Color::Black);
    let divided = perft_divide(&start, 4, &PLAIN);
    let moves: Vec<Move> = divided.iter().map(|(m, _)| *m).collect();
    assert_eq!(moves, start.legal_moves(&PLAIN).to_vec());
    assert_eq!(divided.iter().map(|(_, n)| n).sum::<u64>(), 4904);
}

#[test]
fn perft_of_a_finished_game_is_zero_and_a_pass_counts_one() {
    let finished = after(".bbbb/bb..b/.www./wwww./..... b", "b4-a5", PLAIN);
    assert_eq!(perft(&finished, 1, &PLAIN), 0);
    assert_eq!(perft(&pos("...w./...../wwww./bbbww/bbbb. b"), 1, &PLAIN), 1);
}

// ---------------------------------------------------------------- five-field

#[test]
fn five_setup_is_seven_pieces_on_each_camp() {
    let start = Position::start(Variant::Five, Color::Black);
    assert_eq!(start.to_string(), "wwwww/w...w/...../b...b/bbbbb b");
    assert_eq!(start.count(Color::Black), 7);
    assert_eq!(start.count(Color::White), 7);
}

#[test]
fn five_moves_are_single_diagonal_steps_forward_or_backward() {
    let start = Position::start(Variant::Five, Color::Black);
    let moves: Vec<String> = start
        .legal_moves(&PLAIN)
        .iter()
        .map(|m| m.to_string())
        .collect();
    assert_eq!(
        moves,
        [
            "a1-b2", "a2-b3", "b1-c2", "c1-b2", "c1-d2", "d1-c2", "e1-d2", "e2-d3"
        ]
    );
    // A backward step: a piece on c3 may go back to b2 as well as on to d4.
    let p = pos("wwwww/w...w/..b../b...b/bbbb. b");
    let moves = p.legal_moves(&PLAIN);
    assert!(moves.contains(&mv("c3-b2")));
    assert!(moves.contains(&mv("c3-d4")));
    assert!(moves.contains(&mv("c3-b4")));
}

/// Each move is refused from `position` with exactly its message.
fn assert_refusals(position: &str, options: RuleOptions, cases: &[(&str, &str)]) {
    for (m, message) in cases {
        assert_eq!(refusal(position, m, options), *message, "{position}: {m}");
    }
}

#[test]
fn five_refuses_orthogonal_steps_jumps_and_captures() {
    assert_refusals(
        "wwwww/w...w/...../b...b/bbbbb b",
        PLAIN,
        &[
            ("a2-a3", "a2-a3 is not a diagonal step"),
            ("b1-d3", "b1-d3 is not a diagonal step"),
            ("c3-d4", "c3 is not one of Black's pieces"),
            ("a4-b3", "a4 is not one of Black's pieces"),
            ("b1-a2", "a2 is not empty"),
            ("a1xc3", "a1xc3: five-field kono has no captures"),
            ("pass", "Black can move, so cannot pass"),
        ],
    );
}

#[test]
fn five_camp_win_when_the_mover_fills_the_opponents_camp() {
    let p = ".bbbb/bb..b/.www./wwww./..... b";
    let next = after(p, "b4-a5", PLAIN);
    assert_eq!(
        next.outcome(&PLAIN),
        win(Color::Black, WinReason::CampFilled)
    );
    assert!(next.legal_moves(&PLAIN).is_empty());
    assert_eq!(pos(p).outcome(&PLAIN), None);
}

#[test]
fn five_blocking_clause_pieces_left_at_home_count_as_filling() {
    let p = "wwwbb/b..../.wwb./w.w../bb..b b";
    let next = after(p, "d3-e4", PLAIN);
    assert_eq!(
        next.outcome(&PLAIN),
        win(Color::Black, WinReason::CampBlocked)
    );
    assert_eq!(
        next.outcome(&PLAIN).unwrap().to_string(),
        "Black wins: White's camp is filled, partly by White's own pieces left at home"
    );
    // The camp full of the owner's pieces only is no win for anyone.
    let start = Position::start(Variant::Five, Color::Black);
    assert_eq!(start.outcome(&PLAIN), None);
}

#[test]
fn five_rules_example_white_wins_after_four_plies() {
    let mut game = Game::new(Position::start(Variant::Five, Color::Black), PLAIN).unwrap();
    for m in ["b1-c2", "a4-b3", "a2-b1", "b3-a2"] {
        game.play(mv(m)).unwrap();
    }
    assert_eq!(game.outcome(), win(Color::White, WinReason::CampBlocked));
}

#[test]
fn five_move_completing_the_opponents_condition_loses() {
    let p = "wwwww/w..../...b./wb..b/.bbbb b";
    let next = after(p, "b2-a1", PLAIN);
    let outcome = next.outcome(&PLAIN);
    assert_eq!(outcome, win(Color::White, WinReason::FilledByLoser));
    assert_eq!(
        outcome.unwrap().to_string(),
        "White wins: Black's own step filled the last point of Black's camp"
    );
}

#[test]
fn five_movers_win_is_checked_before_the_opponents() {
    // Both camp conditions hold: the side that just moved wins.
    let both = pos("bbbbb/b...b/...../w...w/wwwww w");
    assert_eq!(
        both.outcome(&PLAIN),
        win(Color::Black, WinReason::CampFilled)
    );
    let both = pos("bbbbb/b...b/...../w...w/wwwww b");
    assert_eq!(
        both.outcome(&PLAIN),
        win(Color::White, WinReason::CampFilled)
    );
}

#[test]
fn five_strict_goal_needs_all_seven_pieces_in_the_camp() {
    let blocked = after("wwwbb/b..../.wwb./w.w../bb..b b", "d3-e4", STRICT);
    assert_eq!(blocked.outcome(&STRICT), None);
    let filled = after(".bbbb/bb..b/.www./wwww./..... b", "b4-a5", STRICT);
    assert_eq!(
        filled.outcome(&STRICT),
        win(Color::Black, WinReason::CampFilled)
    );
    // Six pieces in, the seventh outside: no strict win.
    assert_eq!(
        pos(".bbbb/bb..b/.www./wwww./..... b").outcome(&STRICT),
        None
    );
}

#[test]
fn five_forced_pass_is_the_only_move_and_is_recorded() {
    let p = pos("...w./...../wwww./bbbww/bbbb. b");
    assert_eq!(p.legal_moves(&PLAIN), [Move::Pass]);
    assert_eq!(
        p.play(mv("a1-b2"), &PLAIN).unwrap_err().to_string(),
        "Black has no legal move and must pass"
    );
    let passed = p.play(Move::Pass, &PLAIN).unwrap();
    assert_eq!(passed.to_string(), "...w./...../wwww./bbbww/bbbb. w");
    let game = Game::new(p, PLAIN).unwrap();
    assert_eq!(game.moves().collect::<Vec<_>>(), [Move::Pass]);
}

#[test]
fn five_pieces_keep_their_colour_class() {
    // Every legal step stays on the same colour class of points.
    let start = Position::start(Variant::Five, Color::Black);
    for m in start.legal_moves(&PLAIN) {
        assert_eq!(
            m.from().unwrap().is_even(),
            m.to().unwrap().is_even(),
            "{m}"
        );
    }
    // A position with a split other than 3 + 4 is not a position of this game.
    assert_eq!(
        "wwwww/w...w/...../bb..b/b.bbb b".parse::<Position>(),
        Err(PositionError::ColourClass {
            color: Color::Black,
            even: 4
        })
    );
}

// ---------------------------------------------------------------- four-field

#[test]
fn four_setup_is_a_full_board_and_black_moves_first() {
    let start = Position::start(Variant::Four, Color::Black);
    assert_eq!(start.to_string(), "wwww/wwww/bbbb/bbbb b");
    assert_eq!(Variant::Four.default_first(), Some(Color::Black));
    assert_eq!(Variant::Five.default_first(), None);
}

#[test]
fn four_first_move_must_capture() {
    let start = Position::start(Variant::Four, Color::Black);
    let moves = start.legal_moves(&PLAIN);
    assert_eq!(moves.len(), 4);
    assert!(moves.iter().all(|m| m.is_capture()));
    assert_eq!(
        refusal("wwww/wwww/bbbb/bbbb b", "b2-b3", PLAIN),
        "b3 is not empty"
    );
}

#[test]
fn four_capture_jumps_an_own_piece_onto_the_enemy() {
    let next = after("wwww/wwww/bbbb/bbbb b", "a1xa3", PLAIN);
    assert_eq!(next.to_string(), "wwww/bwww/bbbb/.bbb w");
    assert_eq!(next.count(Color::White), 7);
    assert_eq!(next.count(Color::Black), 8);
}

#[test]
fn four_captures_are_straight_single_and_only_over_own_pieces() {
    let shape = "is not a capture: a capture jumps two points along a line";
    assert_refusals(
        "wwww/wwww/bbbb/bbbb b",
        PLAIN,
        &[
            ("a1xc3", &format!("a1xc3 {shape}")),
            ("a1xa4", &format!("a1xa4 {shape}")),
            // Over an enemy piece: the black a2 cannot jump the white a3.
            (
                "a2xa4",
                "a2xa4: a piece can only jump over a piece of Black's, and a3 is White's",
            ),
            // Onto an own piece.
            (
                "a1xc1",
                "a1xc1: a jump must land on a piece of White's, and c1 has none",
            ),
        ],
    );
    // A step must be orthogonal and single.
    let p = "w.../..../..../bb.w b";
    assert_refusals(
        p,
        PLAIN,
        &[
            (
                "b1-c2",
                "b1-c2: a piece steps one point up, down, left or right",
            ),
            (
                "a1-a3",
                "a1-a3: a piece steps one point up, down, left or right",
            ),
        ],
    );
    assert!(pos(p).legal_moves(&PLAIN).contains(&mv("b1-c1")));
    assert!(!pos(p).legal_moves(&PLAIN).iter().any(|m| m.is_capture()));
    assert!(pos(p).legal_moves(&PLAIN).contains(&mv("a1-a2")));
}

#[test]
fn four_captures_are_optional_unless_forced() {
    // Black can capture b1xd1 (over c1) or step.
    let p = "w.w./..../..../.bbw b";
    let moves = pos(p).legal_moves(&PLAIN);
    assert!(moves.contains(&mv("b1xd1")));
    assert!(moves.contains(&mv("b1-a1")));
    let forced = pos(p).legal_moves(&FORCED);
    assert_eq!(forced, [mv("b1xd1")]);
    assert_eq!(
        refusal(p, "b1-a1", FORCED),
        "b1-a1 is not allowed: a capture is available and captures are forced"
    );
    after(p, "b1-a1", PLAIN);
}

#[test]
fn check_movable_says_why_a_piece_cannot_be_picked() {
    let why = |p: &str, at: &str, options: RuleOptions| {
        pos(p)
            .check_movable(at.parse().unwrap(), &options)
            .map_err(|e| e.to_string())
    };
    let start = "wwww/wwww/bbbb/bbbb b";
    assert_eq!(why(start, "a1", PLAIN), Ok(()));
    assert_eq!(
        why(start, "a2", PLAIN),
        Err("the piece on a2 has no legal move".into())
    );
    assert_eq!(
        why(start, "a3", PLAIN),
        Err("a3 is not one of Black's pieces".into())
    );
    assert_eq!(
        why(start, "e1", PLAIN),
        Err("e1 is not on the board of four-field kono".into())
    );
    // Black can capture b1xd1, so with forced captures the a4 piece may not step.
    let p = "b.w./..../..../.bbw b";
    assert_eq!(why(p, "a4", PLAIN), Ok(()));
    assert_eq!(
        why(p, "a4", FORCED),
        Err("the piece on a4 cannot capture, and captures are forced".into())
    );
    assert_eq!(why(p, "a3", PLAIN), Err("a3 is empty".into()));
    let over = after("bbw./..../..../b..w b", "a4xc4", PLAIN);
    assert!(matches!(
        over.check_movable("a1".parse().unwrap(), &PLAIN),
        Err(RuleError::GameOver(_))
    ));
}

#[test]
fn four_win_when_the_opponent_has_one_piece_left() {
    let next = after("bbw./..../..../b..w b", "a4xc4", PLAIN);
    assert_eq!(
        next.outcome(&PLAIN),
        win(Color::Black, WinReason::OnePieceLeft)
    );
    assert_eq!(
        next.outcome(&PLAIN).unwrap().to_string(),
        "Black wins: White has one piece left"
    );
    assert!(next.legal_moves(&PLAIN).is_empty());
}

#[test]
fn four_win_when_the_opponent_is_blocked() {
    let p = "wb../b..b/..../..bw b";
    assert_eq!(pos(p).outcome(&PLAIN), None);
    let next = after(p, "d3-d2", PLAIN);
    assert_eq!(next.outcome(&PLAIN), win(Color::Black, WinReason::Blocked));
    assert_eq!(
        next.outcome(&PLAIN).unwrap().to_string(),
        "Black wins: White cannot move"
    );
    assert_eq!(
        next.play(mv("a4-a3"), &PLAIN).unwrap_err(),
        RuleError::GameOver(Outcome::Win {
            winner: Color::Black,
            reason: WinReason::Blocked
        })
    );
}

// ---------------------------------------------------------------- notation

#[test]
fn move_notation_accepts_any_case_and_surrounding_spaces() {
    assert_eq!(mv("  B1-C2 "), mv("b1-c2"));
    assert_eq!(
        mv("A1XA3"),
        Move::Capture {
            from: Point::new(0, 0).unwrap(),
            to: Point::new(0, 2).unwrap()
        }
    );
    assert_eq!(mv(" PASS "), Move::Pass);
    assert_eq!(mv("b1-c2").to_string(), "b1-c2");
    assert_eq!(mv("a1xa3").to_string(), "a1xa3");
    assert_eq!(
        "b1c2".parse::<Move>().unwrap_err().to_string(),
        "`b1c2` is not a move: write a step like b1-c2, a capture like a1xa3, or pass"
    );
    assert_eq!(
        "b1-z9".parse::<Move>().unwrap_err().to_string(),
        "`z9` is not a point: write a file letter and a rank digit, like c3"
    );
}

#[test]
fn points_off_the_four_field_board_are_refused() {
    assert_eq!(
        refusal("wwww/wwww/bbbb/bbbb b", "e1-e2", PLAIN),
        "e1 is not on the board of four-field kono"
    );
}

#[test]
fn position_notation_rejects_malformed_and_impossible_positions() {
    // A 4 × 4 board is read as four-field's, as `--variant four` does.
    let err = |t: &str| {
        match Position::read(None, t) {
            Err(kono::rules::PositionError::SharedShape { games }) => {
                Position::parse_as(games[0], t)
            }
            other => other,
        }
        .unwrap_err()
        .to_string()
    };
    assert_eq!(
        err("wwww/wwww/bbbb/bbbb"),
        "the position needs a space and the side to move (b or w) after the board"
    );
    assert_eq!(
        err("wwww/wwww/bbbb/bbbb x"),
        "the side to move must be b or w, not `x`"
    );
    assert_eq!(
        err("wwww/wwww/bbbb/bbbb b w"),
        "unexpected `w` after the side to move"
    );
    assert_eq!(
        err("www/ww/www/www/www/bbb b"),
        "a position has 3, 4, 5 or 7 ranks, not 6"
    );
    assert_eq!(
        err("wwww/wwww/bbb/bbbb b"),
        "rank 2 has 3 points; this board needs 4"
    );
    assert_eq!(
        err("wwww/wxww/bbbb/bbbb b"),
        "rank 3: `x` is not a piece (use b, w, . or a count of empty points; x marks a point in the mill)"
    );
    assert_eq!(
        err("wwwww/w...w/...../b...b/bbbb. b"),
        "five-field kono needs 7 pieces of each side; Black has 6"
    );
    assert_eq!(
        err("wwwww/w...w/...../bb..b/b.bbb b"),
        "Black has 4 pieces on even points (file + rank even); five-field kono keeps 3 there and 4 on odd points"
    );
    assert_eq!(
        err("wwww/wwww/wbbb/bbbb b"),
        "four-field kono has at most 8 pieces a side; White has 9"
    );
    // Upper case is read, spaces around are ignored; the printed form is canonical.
    assert_eq!(
        pos("  WWWW/wwww/BBBB/bbbb B ").to_string(),
        "wwww/wwww/bbbb/bbbb b"
    );
}

// ---------------------------------------------------------------- the game

fn new_game(variant: Variant, options: RuleOptions) -> Game {
    Game::new(Position::start(variant, Color::Black), options).unwrap()
}

#[test]
fn options_that_do_not_apply_are_refused() {
    let five = Position::start(Variant::Five, Color::Black);
    assert_eq!(
        Game::new(five, FORCED).unwrap_err().to_string(),
        "--forced-capture does not apply to five-field kono"
    );
    let four = Position::start(Variant::Four, Color::Black);
    assert_eq!(
        Game::new(four, STRICT).unwrap_err().to_string(),
        "--strict-goal does not apply to four-field kono"
    );
}

#[test]
fn threefold_repetition_draws() {
    let mut game = new_game(Variant::Five, PLAIN);
    let cycle = ["a2-b3", "e4-d3", "b3-a2", "d3-e4"];
    for m in cycle {
        game.play(mv(m)).unwrap();
    }
    assert_eq!(game.repetitions(), 2);
    assert_eq!(game.outcome(), None);
    for m in cycle {
        game.play(mv(m)).unwrap();
    }
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
    assert_eq!(
        game.outcome().unwrap().to_string(),
        "Draw: the same position occurred three times"
    );
    assert!(game.legal_moves().is_empty());
    assert!(matches!(
        game.play(mv("a2-b3")),
        Err(RuleError::GameOver(_))
    ));
    // Taking back the third occurrence takes back the draw.
    game.undo();
    assert_eq!(game.repetitions(), 2);
    assert_eq!(game.outcome(), None);
}

#[test]
fn a_game_whose_side_to_move_must_pass_passes_at_once() {
    // Black cannot move; the game plays the pass as it opens. The pieces are
    // the same but the other side moves: another position, seen once.
    let start = pos("...w./...../wwww./bbbww/bbbb. b");
    let game = Game::new(start, PLAIN).unwrap();
    assert_eq!(game.last_move(), Some(Move::Pass));
    assert_eq!(game.position().to_move(), Color::White);
    assert_eq!(game.repetitions(), 1);
    // The opening pass cannot be taken back: it would only be played again.
    let mut game = game;
    assert!(!game.can_undo());
    assert_eq!(game.undo(), None);
}

#[test]
fn a_forced_pass_is_played_with_the_move_undone_and_redone_with_it() {
    let start = pos("...w./...../wwww./bbbww/bbbb. w");
    let mut game = Game::new(start, PLAIN).unwrap();
    assert_eq!(game.ply_count(), 0, "White can move");
    // White moves; Black then has nothing but the pass, played at once.
    let turn = game.play(mv("d5-c4")).unwrap();
    assert_eq!(
        turn,
        Turn {
            mv: mv("d5-c4"),
            by: Color::White,
            passed: Some(Color::Black)
        }
    );
    assert_eq!(game.last_move(), Some(Move::Pass));
    assert_eq!(game.position().to_move(), Color::White);
    game.play(mv("c4-d5")).unwrap();
    assert_eq!(
        game.ply_count(),
        4,
        "d5-c4, pass, c4-d5, and Black's pass again"
    );
    // One undo takes back a move with the pass it forced.
    let back = game.undo().unwrap();
    assert_eq!((back.mv, back.passed), (mv("c4-d5"), Some(Color::Black)));
    assert_eq!(game.ply_count(), 2);
    assert_eq!(game.undo().map(|t| t.mv), Some(mv("d5-c4")));
    assert_eq!(*game.position(), start);
    // Redo plays each move again with its pass.
    assert_eq!(game.redo(), Some(turn));
    assert_eq!(game.ply_count(), 2);
    assert_eq!(game.redo().map(|t| t.mv), Some(mv("c4-d5")));
    assert_eq!(game.ply_count(), 4);
    assert_eq!(game.redo(), None);
}

#[test]
fn an_explicit_pass_is_refused_but_a_record_may_write_the_forced_one() {
    let start = pos("...w./...../wwww./bbbww/bbbb. w");
    let mut game = Game::new(start, PLAIN).unwrap();
    game.play(mv("d5-c4")).unwrap();
    // The game passed for Black; White can move, so a pass now is refused.
    assert_eq!(
        game.play(Move::Pass).unwrap_err().to_string(),
        "White can move, so cannot pass"
    );
    // A record writes the pass out: it is the one already played.
    let mut replayed = Game::new(start, PLAIN).unwrap();
    for m in ["d5-c4", "pass", "c4-d5", "pass"] {
        replayed.play_recorded(mv(m)).unwrap();
    }
    assert_eq!(replayed.ply_count(), 4);
    assert!(replayed.play_recorded(Move::Pass).is_err(), "only one echo");
}

#[test]
fn undo_to_turn_of_goes_back_to_that_players_turn() {
    let mut game = new_game(Variant::Five, PLAIN);
    for m in ["b1-c2", "a4-b3", "e2-d3"] {
        game.play(mv(m)).unwrap();
    }
    // White to move; White takes back to its own last turn: two turns.
    let turns = game.undo_to_turn_of(Color::White);
    assert_eq!(
        turns.iter().map(|t| t.mv).collect::<Vec<_>>(),
        [mv("e2-d3"), mv("a4-b3")]
    );
    assert_eq!(game.position().to_move(), Color::White);
    assert_eq!(game.ply_count(), 1);
}

#[test]
fn draw_by_agreement_offer_decline_accept() {
    let mut game = new_game(Variant::Four, PLAIN);
    assert_eq!(game.answer_draw(true), Err(RuleError::NoDrawOffer));
    assert_eq!(game.offer_draw(), Ok(Color::Black));
    assert_eq!(game.draw_offer(), Some(Color::Black));
    game.answer_draw(false).unwrap();
    assert_eq!(game.draw_offer(), None);
    assert_eq!(game.outcome(), None);
    game.play(mv("a1xa3")).unwrap();
    assert_eq!(game.offer_draw(), Ok(Color::White));
    game.answer_draw(true).unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
    assert_eq!(game.outcome().unwrap().to_string(), "Draw agreed");
    assert!(game.offer_draw().is_err());
    // Undo takes back the agreement only: the last move stays.
    assert!(game.can_undo());
    assert_eq!(game.undo(), None);
    assert_eq!(game.outcome(), None);
    assert_eq!(game.last_move(), Some(mv("a1xa3")));
    // The next undo takes back the move.
    assert_eq!(game.undo().map(|t| t.mv), Some(mv("a1xa3")));
    // With no move played, undo takes back an agreement all the same.
    game.offer_draw().unwrap();
    game.answer_draw(true).unwrap();
    assert_eq!(
        game.undo_ending(),
        Some(Outcome::Draw(DrawReason::Agreement))
    );
    assert_eq!(game.outcome(), None);
    assert_eq!(game.undo_ending(), None);
    assert!(!game.can_undo());
}

#[test]
fn a_move_cancels_a_pending_draw_offer() {
    let mut game = new_game(Variant::Four, PLAIN);
    game.offer_draw().unwrap();
    game.play(mv("a1xa3")).unwrap();
    assert_eq!(game.draw_offer(), None);
}

#[test]
fn undo_and_redo_any_number_of_moves_across_the_end() {
    let mut game = new_game(Variant::Five, PLAIN);
    let line = ["b1-c2", "a4-b3", "a2-b1", "b3-a2"];
    for m in line {
        game.play(mv(m)).unwrap();
    }
    assert!(game.outcome().is_some());
    let end = *game.position();
    for m in line.iter().rev() {
        assert_eq!(game.undo().map(|t| t.mv), Some(mv(m)));
    }
    assert_eq!(game.undo(), None);
    assert_eq!(
        *game.position(),
        Position::start(Variant::Five, Color::Black)
    );
    for m in line {
        assert_eq!(game.redo().map(|t| t.mv), Some(mv(m)));
    }
    assert_eq!(game.redo(), None);
    assert_eq!(*game.position(), end);
    assert!(game.outcome().is_some());
    // A new move after an undo forgets the redo list.
    game.undo();
    game.undo();
    game.play(mv("e2-d3")).unwrap();
    assert_eq!(game.redo(), None);
}

#[test]
fn an_illegal_move_leaves_the_game_unchanged() {
    let mut game = new_game(Variant::Four, PLAIN);
    let before = game.clone();
    assert!(game.play(mv("b2-b3")).is_err());
    assert_eq!(game, before);
}

// ---------------------------------------------------------------- properties

/// A random game: at each ply, pick one of the legal moves by `choices`.
fn random_game(variant: Variant, options: RuleOptions, choices: &[usize]) -> Game {
    let mut game = Game::new(Position::start(variant, Color::Black), options).unwrap();
    for &c in choices {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[c % moves.len()]).unwrap();
    }
    game
}

/// Every game with every rule option it has, from the list of games.
fn variant_and_options() -> impl Strategy<Value = (Variant, RuleOptions)> {
    let all: Vec<(Variant, RuleOptions)> = Variant::ALL
        .into_iter()
        .flat_map(|v| RuleOptions::ALL.map(|o| (v, o)))
        .filter(|(v, o)| o.check(*v).is_ok())
        .collect();
    prop::sample::select(all)
}

proptest! {
    #[test]
    fn random_games_keep_piece_counts_and_colour_classes(
        (variant, options) in variant_and_options(),
        choices in prop::collection::vec(any::<usize>(), 0..120),
    ) {
        let game = random_game(variant, options, &choices);
        let mut previous = *game.start();
        for ply in 1..=game.ply_count() {
            let p = *game.position_after(ply);
            for color in [Color::Black, Color::White] {
                let set = p.pieces(color);
                match variant {
                    Variant::Five => {
                        prop_assert_eq!(p.count(color), 7);
                        let even = p.points_of(color).filter(|q| q.is_even()).count();
                        prop_assert_eq!(even, 3);
                    }
                    Variant::Four => {
                        // Only the side that was captured from loses, one piece at a time.
                        let lost = previous.count(color) - p.count(color);
                        prop_assert!(lost <= 1);
                        prop_assert!(lost == 0 || color == p.to_move());
                    }
                    Variant::Well => prop_assert_eq!(p.count(color), 2),
                    Variant::Pumpkin => prop_assert_eq!(p.count(color), 3),
                    Variant::Line => {
                        // Custodian captures take one or two pieces a direction, at
                        // most four, only from the side that did not move.
                        let lost = previous.count(color) - p.count(color);
                        prop_assert!(lost <= 4);
                        prop_assert!(lost == 0 || color == p.to_move());
                    }
                    Variant::Mill => {
                        // Board and hand together lose at most the one piece removed.
                        let total = |q: &Position| q.count(color) + q.hand(color);
                        let lost = total(&previous) - total(&p);
                        prop_assert!(lost <= 1);
                        prop_assert!(lost == 0 || color == p.to_move());
                        prop_assert_eq!(p.marks() & (p.pieces(color)), 0);
                        prop_assert!(p.is_placing() || p.marks() == 0);
                    }
                }
                prop_assert_eq!(set & p.pieces(color.opponent()), 0);
            }
            previous = p;
        }
    }

    #[test]
    fn undo_restores_exactly(
        (variant, options) in variant_and_options(),
        choices in prop::collection::vec(any::<usize>(), 1..80),
    ) {
        let mut game = random_game(variant, options, &choices);
        let positions: Vec<Position> =
            (0..=game.ply_count()).map(|n| *game.position_after(n)).collect();
        let mut before = game.ply_count();
        while let Some(turn) = game.undo() {
            // A turn is one ply, or two with the pass it forced.
            let n = game.ply_count();
            prop_assert_eq!(*game.position(), positions[n]);
            prop_assert_eq!(before - n, if turn.passed.is_some() { 2 } else { 1 });
            prop_assert!(turn.mv != Move::Pass);
            before = n;
        }
        prop_assert_eq!(game.ply_count(), 0);
    }

    #[test]
    fn printed_positions_and_moves_parse_back(
        (variant, options) in variant_and_options(),
        choices in prop::collection::vec(any::<usize>(), 0..80),
    ) {
        let game = random_game(variant, options, &choices);
        let p = *game.position();
        prop_assert_eq!(Position::parse_as(variant, &p.to_string()), Ok(p));
        // Read without its game, it is its board's one game, or refused
        // as a board two games share.
        match p.to_string().parse::<Position>() {
            Err(kono::rules::PositionError::SharedShape { games }) => {
                prop_assert!(games.contains(&variant));
            }
            other => prop_assert_eq!(other, Ok(p)),
        }
        for m in p.legal_moves(&options) {
            prop_assert_eq!(m.to_string().parse::<Move>().map(|m| p.canonical(m)), Ok(m));
        }
    }

    #[test]
    fn random_games_under_the_draw_rules_always_end(
        (variant, options) in variant_and_options(),
        seed in any::<u64>(),
    ) {
        // Each position can occur at most twice before the third occurrence
        // ends the game, so a game is bounded; play until it ends.
        let mut game = Game::new(Position::start(variant, Color::Black), options).unwrap();
        let mut rng = fastrand::Rng::with_seed(seed);
        let mut plies = 0;
        while game.outcome().is_none() {
            let moves = game.legal_moves();
            prop_assert!(!moves.is_empty(), "an unfinished game has a legal move");
            game.play(moves[rng.usize(..moves.len())]).unwrap();
            plies += 1;
            prop_assert!(plies < 200_000, "the game did not end");
        }
    }
}

// ---------------------------------------------------------------- the public generator

#[test]
fn check_move_names_the_legal_move_between_two_points_or_why_not() {
    let four = Position::start(Variant::Four, Color::Black);
    let point = |s: &str| s.parse::<Point>().unwrap();
    assert_eq!(
        four.check_move(point("a1"), point("a3"), &PLAIN),
        Ok(mv("a1xa3"))
    );
    // Onto an enemy piece the move is judged as a capture…
    assert_eq!(
        four.check_move(point("a2"), point("a3"), &PLAIN)
            .unwrap_err()
            .to_string(),
        "a2xa3 is not a capture: a capture jumps two points along a line"
    );
    // …onto anything else as a step.
    assert_eq!(
        four.check_move(point("a1"), point("a2"), &PLAIN),
        Err(RuleError::Occupied(point("a2")))
    );
    let five = Position::start(Variant::Five, Color::Black);
    assert_eq!(
        five.check_move(point("b1"), point("c2"), &PLAIN),
        Ok(mv("b1-c2"))
    );
    assert_eq!(
        five.check_move(point("a2"), point("a3"), &PLAIN)
            .unwrap_err()
            .to_string(),
        "a2-a3 is not a diagonal step"
    );
}

#[test]
fn for_each_move_stops_at_the_first_break_and_matches_legal_moves() {
    let start = Position::start(Variant::Five, Color::Black);
    let mut seen = Vec::new();
    let found = start.for_each_move(&PLAIN, |m| {
        seen.push(m);
        if seen.len() == 3 {
            std::ops::ControlFlow::Break(m)
        } else {
            std::ops::ControlFlow::Continue(())
        }
    });
    assert_eq!(seen.len(), 3);
    assert_eq!(found, std::ops::ControlFlow::Break(seen[2]));
    let mut all = Vec::new();
    let mut children = Vec::new();
    let _ = start.for_each_child(&PLAIN, |m, child| {
        all.push(m);
        children.push(child);
        std::ops::ControlFlow::<()>::Continue(())
    });
    all.sort();
    assert_eq!(all, start.legal_moves(&PLAIN).to_vec());
    assert_eq!(start.count_moves(&PLAIN) as usize, all.len());
    // Each child is the position its move leads to.
    for child in &children {
        assert!(all.iter().any(|&m| start.play(m, &PLAIN) == Ok(*child)));
    }
    // A finished position has no moves at all.
    let over = pos("bwww/.w../..../.... b");
    assert_eq!(over.count_moves(&PLAIN), 0);
    assert!(over.legal_moves(&PLAIN).is_empty());
}

#[test]
fn four_positions_where_the_side_that_just_moved_has_one_piece_or_none_are_impossible() {
    assert_eq!(
        kono::rules::Position::parse_as(kono::rules::Variant::Four, "wwww/..../..../...b w"),
        Err(PositionError::MoverBeaten {
            variant: Variant::Four,
            color: Color::Black,
            count: 1
        })
    );
    assert_eq!(
        kono::rules::Position::parse_as(kono::rules::Variant::Four, "..../..../..../.... b")
            .unwrap_err()
            .to_string(),
        "White has just moved but has 0 pieces left: four-field kono ends before that"
    );
    // The side to move may have none: it has lost.
    let lost = pos("ww../..../..../.... b");
    assert_eq!(
        lost.outcome(&PLAIN),
        win(Color::White, WinReason::NoPiecesLeft)
    );
    assert_eq!(
        lost.outcome(&PLAIN).unwrap().to_string(),
        "White wins: Black has no pieces left"
    );
}

#[test]
fn outcome_words_in_a_sentence() {
    assert_eq!(
        Outcome::Draw(DrawReason::Agreement).in_sentence(),
        "draw agreed"
    );
    assert_eq!(
        Outcome::Draw(DrawReason::Repetition).in_sentence(),
        "draw: the same position occurred three times"
    );
    let won = Outcome::Win {
        winner: Color::White,
        reason: WinReason::Blocked,
    };
    assert_eq!(won.in_sentence(), "White wins: Black cannot move");
    assert_eq!(
        RuleError::GameOver(Outcome::Draw(DrawReason::Agreement)).to_string(),
        "the game is over: draw agreed"
    );
}

#[test]
fn four_field_refusals_say_what_is_wrong_in_plain_words() {
    // Black: a1, a2, b2; White: b3, a4, d4, d1. Black to move.
    let p = pos("w..w/.w../bb../b..w b");
    let why = |from: &str, to: &str| {
        p.check_move(from.parse().unwrap(), to.parse().unwrap(), &PLAIN)
            .unwrap_err()
            .to_string()
    };
    assert_eq!(
        why("b2", "b4"),
        "b2xb4: a piece can only jump over a piece of Black's, and b3 is White's"
    );
    assert_eq!(
        why("a2", "c2"),
        "a2xc2: a jump must land on a piece of White's, and c2 has none"
    );
    assert_eq!(
        why("b2", "d2"),
        "b2-d2: a piece steps one point up, down, left or right"
    );
    assert_eq!(
        why("b2", "c3"),
        "b2-c3: a piece steps one point up, down, left or right"
    );
    for words in [why("b2", "b4"), why("a2", "c2"), why("b2", "d2")] {
        assert!(!words.contains("orthogonal"), "{words}");
    }
}

proptest! {
    /// Whatever time a clock holds (a hostile host's `CLOCK` of any number
    /// of milliseconds, a 1440+86400 game's), the record's `[%clk]` written
    /// for it reads back: the time to the tenth, or the longest a record
    /// holds.
    #[test]
    fn every_clock_the_writer_writes_reads_back(ms in any::<u64>()) {
        use kono::rules::{clk_text, parse_clk};
        use std::time::Duration;
        let left = Duration::from_millis(ms);
        let kept = left.min(kono::rules::MAX_CLK);
        let tenths = Duration::from_millis(kept.as_millis() as u64 / 100 * 100);
        prop_assert_eq!(parse_clk(&clk_text(left)), Ok(tenths));
    }
}

#[test]
fn a_long_clock_is_written_in_a_record_that_reads_back() {
    // 47:59:58.2 after one move of a 1440+86400 game, and a hostile host's
    // largest CLOCK: both records read back.
    use kono::rules::record::{Tags, read, write};
    use std::time::Duration;
    let mut game = Game::new(Position::start(Variant::Four, Color::Black), PLAIN).unwrap();
    game.play(game.legal_moves()[0]).unwrap();
    for left in [
        Duration::from_millis(172_798_200),
        Duration::from_millis(u64::MAX),
    ] {
        let tags = Tags {
            clock: Some(kono::rules::TimeControl::fischer(86_400, 86_400)),
            clocks: vec![Some(left)],
            ..Tags::default()
        };
        let text = write(&game, &tags);
        let (back, back_tags) = read(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(back, game);
        assert_eq!(
            back_tags.clocks,
            [Some(left.min(kono::rules::MAX_CLK))],
            "{text}"
        );
    }
}
