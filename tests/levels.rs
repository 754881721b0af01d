//! The computer's judgement of a game in progress: hints that prove what
//! they can and know the repetition draw, draw offers it accepts, levels 1
//! to 4 that never read a solved table, and the arena's error rate.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic: that is how they fail

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use kono::ai::search::{Limits, Search};
use kono::ai::{
    ANALYSIS, Estimate, Hint, Keeping, Lean, Level, Solved, Value, accepts_draw, analyze,
    analyze_game, choose, keeping,
};
use kono::rules::{Color, Game, Move, Position, RuleOptions, Variant};

const PLAIN: RuleOptions = RuleOptions {
    strict_goal: false,
    forced_capture: false,
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
    text.parse().unwrap()
}

fn game_from(start: &str, moves: &[&str]) -> Game {
    let mut game = Game::new(pos(start), PLAIN).unwrap();
    for m in moves {
        game.play(mv(m)).unwrap();
    }
    game
}

/// Black to move wins in 3: c3-b4, any reply, b4-a5 fills White's camp.
const WIN_IN_3: &str = ".bbbb/b.w.b/wwbww/..ww./..... b";

fn hint_of(analysis: &kono::ai::Analysis, m: &str) -> Hint {
    analysis
        .moves
        .iter()
        .find(|(x, _)| *x == mv(m))
        .map(|(_, e)| e.hint())
        .unwrap_or_else(|| panic!("{m} is not among the moves"))
}

#[test]
fn hints_find_the_win_in_3_and_call_it_known() {
    let cancel = AtomicBool::new(false);
    let game = game_from(WIN_IN_3, &[]);
    let analysis = analyze_game(&game, None, &cancel);
    assert_eq!(analysis.moves[0].0, mv("c3-b4"));
    assert_eq!(hint_of(&analysis, "c3-b4"), Hint::Known(Value::Win(3)));
    assert_eq!(analysis.value.hint(), Hint::Known(Value::Win(3)));
    // The same budget as `kono analyze`: the same answer for the same
    // position (the proof ends the search long before the time is up).
    assert_eq!(
        analyze(game.position(), &PLAIN, None, ANALYSIS, &cancel),
        analysis
    );
    for variant in [Variant::Five, Variant::Four] {
        assert_eq!(Level::MAX.limits(variant), ANALYSIS);
    }
}

#[test]
fn a_proven_win_in_1_is_known_not_estimated() {
    let cancel = AtomicBool::new(false);
    let game = game_from(WIN_IN_3, &["c3-b4", "d3-e2"]);
    let analysis = analyze_game(&game, None, &cancel);
    assert_eq!(analysis.moves[0].0, mv("b4-a5"));
    assert_eq!(hint_of(&analysis, "b4-a5"), Hint::Known(Value::Win(1)));
    assert_eq!(analysis.value.hint(), Hint::Known(Value::Win(1)));
    assert!(
        !analysis.value.is_exact(),
        "proven by the search, not a table"
    );
}

#[test]
fn estimates_lean_by_score() {
    let e = |score| Estimate::Searched {
        proven: None,
        score,
    };
    assert_eq!(e(20).hint(), Hint::Leaning(Lean::Better));
    assert_eq!(e(-20).hint(), Hint::Leaning(Lean::Worse));
    assert_eq!(e(3).hint(), Hint::Leaning(Lean::Even));
    assert_eq!(
        Estimate::Exact(Value::Draw).hint(),
        Hint::Known(Value::Draw)
    );
}

/// Black, well ahead, shuffles a2-b1-a2 while White shuffles a5-b4-a5.
const AHEAD: &str = "wwwww/w.b.w/.b.b./bb.b./..b.. b";
const SHUFFLE: [&str; 6] = ["a2-b1", "a5-b4", "b1-a2", "b4-a5", "a2-b1", "a5-b4"];

#[test]
fn the_search_knows_the_repetition_draw_of_the_game() {
    let cancel = AtomicBool::new(false);
    let game = game_from(AHEAD, &SHUFFLE);
    // b1-a2 lets White answer b4-a5, the third occurrence of the start.
    let back = mv("b1-a2");
    let mut after = game.clone();
    after.play(back).unwrap();
    assert!(after.move_draws_by_repetition(mv("b4-a5")));
    // Knowing the game, the search gives the move no more than a draw…
    let analysis = analyze_game(&game, None, &cancel);
    match analysis.moves.iter().find(|(m, _)| *m == back).unwrap().1 {
        Estimate::Searched { score, .. } => assert!(score <= 0, "b1-a2 scored {score}"),
        other => panic!("b1-a2: {other:?}"),
    }
    // …where the pieces alone look clearly better for Black.
    let fixed = Limits {
        depth: 4,
        time: None,
    };
    let blind = Search::new(PLAIN, &[], &cancel)
        .run(game.position(), fixed)
        .unwrap();
    let score = blind.moves.iter().find(|(m, _)| *m == back).unwrap().1;
    assert!(
        score > kono::ai::EVEN,
        "without the history b1-a2 scores {score}"
    );
    // The move that makes the third occurrence is an exact draw.
    let hints = analyze_game(&after, None, &cancel);
    assert_eq!(hint_of(&hints, "b4-a5"), Hint::Known(Value::Draw));
    assert_eq!(
        hints
            .moves
            .iter()
            .find(|(m, _)| *m == mv("b4-a5"))
            .unwrap()
            .1,
        Estimate::Exact(Value::Draw)
    );
}

/// A table that gives every position the same value, and counts its probes.
struct Says(Value, AtomicUsize);

impl Solved for Says {
    fn value(&self, _: &Position) -> Option<Value> {
        self.1.fetch_add(1, Ordering::Relaxed);
        Some(self.0)
    }
}

fn says(value: Value) -> Says {
    Says(value, AtomicUsize::new(0))
}

#[test]
fn levels_1_to_4_never_read_the_table() {
    let cancel = AtomicBool::new(false);
    let table = says(Value::Draw);
    for start in [WIN_IN_3, AHEAD, "wwww/wwww/bbbb/bbbb b"] {
        let game = game_from(start, &[]);
        for level in Level::all().take(4) {
            choose(&game, level, Some(&table), 3, &cancel).unwrap();
        }
    }
    assert_eq!(table.1.load(Ordering::Relaxed), 0);
    let game = game_from(AHEAD, &[]);
    choose(&game, Level::MAX, Some(&table), 3, &cancel).unwrap();
    assert!(table.1.load(Ordering::Relaxed) > 0, "level 5 reads it");
}

#[test]
fn level_5_accepts_a_draw_its_table_calls_drawn_or_lost() {
    let cancel = AtomicBool::new(false);
    let mut game = game_from(AHEAD, &[]);
    // Black, to move, offers: the computer plays White.
    game.offer_draw().unwrap();
    let five = Level::MAX;
    assert!(accepts_draw(&game, five, Some(&says(Value::Draw)), &cancel));
    // A win for Black is White's loss: a draw is welcome.
    assert!(accepts_draw(
        &game,
        five,
        Some(&says(Value::Win(9))),
        &cancel
    ));
    // A loss for Black is White's win: White plays on.
    assert!(!accepts_draw(
        &game,
        five,
        Some(&says(Value::Loss(9))),
        &cancel
    ));
    // The weakest levels play every game out.
    for level in [Level::MIN, Level::new(2).unwrap()] {
        assert!(!accepts_draw(
            &game,
            level,
            Some(&says(Value::Draw)),
            &cancel
        ));
    }
}

#[test]
fn levels_3_and_4_judge_by_their_search() {
    let cancel = AtomicBool::new(false);
    let three = Level::DEFAULT;
    // Black, to move, has a win in 3 and offers a draw: White, proven lost,
    // accepts even in the opening.
    let mut game = game_from(WIN_IN_3, &[]);
    game.offer_draw().unwrap();
    assert!(accepts_draw(&game, three, None, &cancel));
    // The other way round, White (to move) is lost and offers: Black declines.
    let mut game = game_from(".bbbb/b.w.b/wwbww/..ww./..... w", &[]);
    game.offer_draw().unwrap();
    assert!(!accepts_draw(&game, Level::new(4).unwrap(), None, &cancel));
    // In the opening, with nothing proven, they play on.
    let mut game = Game::new(Position::start(Variant::Five, Color::Black), PLAIN).unwrap();
    game.offer_draw().unwrap();
    assert!(!accepts_draw(&game, three, None, &cancel));
}

#[test]
fn a_move_that_throws_value_away_is_told_from_one_that_keeps_it() {
    // With the table's values: moves into a position lost for the opponent
    // keep the win; a table that calls everything drawn leaves no choice.
    let p = pos(WIN_IN_3);
    let flat = says(Value::Draw);
    assert_eq!(
        keeping(&p, &PLAIN, &flat, mv("c3-b4")),
        Some(Keeping::NoChoice)
    );
    struct OneWins(Position);
    impl Solved for OneWins {
        fn value(&self, p: &Position) -> Option<Value> {
            Some(if *p == self.0 {
                Value::Loss(2)
            } else {
                Value::Draw
            })
        }
    }
    let table = OneWins(p.play_unchecked(mv("c3-b4")));
    assert_eq!(
        keeping(&p, &PLAIN, &table, mv("c3-b4")),
        Some(Keeping::Kept)
    );
    assert_eq!(
        keeping(&p, &PLAIN, &table, mv("c3-d4")),
        Some(Keeping::Thrown)
    );
    assert_eq!(keeping(&p, &PLAIN, &table, mv("a1-b2")), None, "illegal");
}

#[test]
fn arena_counts_one_game_and_says_when_it_cannot_count_slips() {
    let home = tempfile::TempDir::new().unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_kono"))
        .env("LC_ALL", "C")
        .args(["arena", "--variant", "five", "--black", "1", "--white", "1"])
        .args(["--games", "1", "--seed", "3"])
        .env("KONO_HOME", home.path())
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    assert!(
        text.starts_with("1 game of five-field kono: Black level 1 (beginner)"),
        "{text}"
    );
    // No five-field table in an empty data directory: nothing to judge by.
    assert!(
        text.contains("value thrown away: not counted without the solved table"),
        "{text}"
    );
}
