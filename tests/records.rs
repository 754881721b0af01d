//! Game records: the format, the round trip, every error with its line, and
//! `kono replay`.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic: that is how they fail

use std::path::PathBuf;
use std::process::Command;

use kono::rules::record::{self, RecordError, Tags};
use kono::rules::{Color, DrawReason, Game, Move, Outcome, Position, RuleOptions, Variant};
use proptest::prelude::*;

fn game_of(variant: Variant, first: Color, options: RuleOptions, moves: &[&str]) -> Game {
    let mut game = Game::new(Position::start(variant, first), options).unwrap();
    for m in moves {
        game.play(m.parse().unwrap()).unwrap();
    }
    game
}

fn tags() -> Tags {
    Tags {
        black: "Ann".into(),
        white: "Bo \"the Wall\"".into(),
        date: "2026.11.21".into(),
        ..Tags::default()
    }
}

fn read_err(text: &str) -> String {
    record::read(text).unwrap_err().to_string()
}

#[test]
fn the_written_record_has_tags_numbered_moves_and_result() {
    let game = game_of(
        Variant::Five,
        Color::Black,
        RuleOptions::default(),
        &["b1-c2", "a4-b3", "a2-b1", "b3-a2"],
    );
    assert_eq!(
        record::write(&game, &tags()),
        "[Variant \"five\"]\n\
         [StrictGoal \"no\"]\n\
         [First \"black\"]\n\
         [Black \"Ann\"]\n\
         [White \"Bo \\\"the Wall\\\"\"]\n\
         [Date \"2026.11.21\"]\n\
         [Result \"0-1\"]\n\
         [Termination \"White wins: Black's camp is filled, partly by Black's own pieces left at home\"]\n\
         \n\
         1. b1-c2 a4-b3 2. a2-b1 b3-a2 0-1\n"
    );
    let (back, back_tags) = record::read(&record::write(&game, &tags())).unwrap();
    assert_eq!(back_tags, tags());
    assert_eq!(
        back.moves().collect::<Vec<_>>(),
        game.moves().collect::<Vec<_>>()
    );
    assert_eq!(back.outcome(), game.outcome());
}

#[test]
fn options_first_player_and_an_unfinished_game_round_trip() {
    let options = RuleOptions {
        forced_capture: true,
        ..RuleOptions::default()
    };
    let game = game_of(Variant::Four, Color::White, options, &["a4xa2"]);
    let text = record::write(&game, &Tags::default());
    assert!(
        text.contains("[ForcedCapture \"yes\"]\n[First \"white\"]\n"),
        "{text}"
    );
    assert!(text.ends_with("\n1. a4xa2 *\n"), "{text}");
    let (back, _) = record::read(&text).unwrap();
    assert_eq!(back.options(), game.options());
    assert_eq!(back.start(), game.start());
    assert_eq!(back.position(), game.position());
    assert_eq!(back.outcome(), None);
}

#[test]
fn a_draw_by_agreement_is_kept() {
    let mut game = game_of(
        Variant::Four,
        Color::Black,
        RuleOptions::default(),
        &["a1xa3"],
    );
    game.offer_draw().unwrap();
    game.answer_draw(true).unwrap();
    let text = record::write(&game, &Tags::default());
    assert!(text.ends_with("1. a1xa3 1/2-1/2\n"), "{text}");
    let (back, _) = record::read(&text).unwrap();
    assert_eq!(back.outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
}

#[test]
fn long_games_wrap_their_movetext() {
    let mut game = Game::new(
        Position::start(Variant::Five, Color::Black),
        RuleOptions::default(),
    )
    .unwrap();
    let cycle = ["a2-b3", "e4-d3", "b3-a2", "d3-e4"];
    for m in cycle.iter().chain(&cycle) {
        game.play(m.parse().unwrap()).unwrap();
    }
    let text = record::write(&game, &Tags::default());
    assert!(text.lines().all(|l| l.len() <= 79));
    assert_eq!(record::read(&text).unwrap().0.outcome(), game.outcome());
}

#[test]
fn record_errors_name_the_line_and_the_reason() {
    let head = "[Variant \"four\"]\n[First \"black\"]\n\n";
    assert_eq!(
        read_err(&format!("{head}1. a1xa3 b4xb2\n2. c3-d4\n")),
        "line 5: c3-d4: c3 is not one of Black's pieces"
    );
    assert_eq!(
        read_err(&format!("{head}1. a1xa3\na3-a2\n")),
        "line 5: a3-a2: a3 is not one of White's pieces"
    );
    assert_eq!(
        read_err(&format!("{head}1. a1-b3\n")),
        "line 4: a1-b3: a1-b3: a piece steps one point up, down, left or right"
    );
    assert_eq!(
        read_err(&format!("{head}1. a1xa3 zz\n")),
        "line 4: `zz` is not a move: write a step like b1-c2, a capture like a1xa3, or pass"
    );
    assert_eq!(
        read_err(&format!("{head}2. a1xa3\n")),
        "line 4: move number 2. where 1. was expected"
    );
    assert_eq!(
        read_err(&format!("{head}1. a1xa3 2. b1xb3\n")),
        "line 4: move number 2. in the middle of move 1"
    );
    assert_eq!(
        read_err(&format!("{head}1. a1xa3 * a4xa2\n")),
        "line 4: `a4xa2` after the result"
    );
    assert_eq!(
        read_err(&format!("{head}1. a1xa3 1-0\n")),
        "line 4: the result 1-0 does not match the moves: the game is not over"
    );
    assert_eq!(
        read_err(&format!("{head}1. a1xa3\n[Black \"x\"]\n")),
        "line 5: a tag after the moves have begun"
    );
    let err = read_err("[Variant \"six\"]\n");
    assert!(
        err.starts_with("line 1: [Variant \"six\"]: `six` is not a variant: use "),
        "{err}"
    );
    for variant in Variant::ALL {
        assert!(err.contains(variant.name()), "{err}");
    }
    assert_eq!(
        read_err("[Variant five]\n"),
        "line 1: `[Variant five]` is not a tag like [Variant \"five\"]"
    );
    assert_eq!(
        read_err("[First \"black\"]\n\n1. b1-c2\n"),
        "the record has no [Variant \"five\"] or [Variant \"four\"] tag"
    );
    assert_eq!(
        read_err("[Variant \"five\"]\n\n1. b1-c2\n"),
        "line 3: the record has no [First \"black\"] or [First \"white\"] tag"
    );
    assert_eq!(
        read_err("[Variant \"five\"]\n[First \"black\"]\n[ForcedCapture \"yes\"]\n"),
        "line 3: --forced-capture does not apply to five-field kono"
    );
    assert_eq!(
        read_err("[Variant \"five\"]\n[StrictGoal \"maybe\"]\n"),
        "line 2: [StrictGoal] must be \"yes\" or \"no\", not \"maybe\""
    );
    assert_eq!(
        read_err("[Variant \"four\"]\n[Result \"2-0\"]\n"),
        "line 2: [Result \"2-0\"]: the result must be 1-0, 0-1, 1/2-1/2 or *"
    );
    // A move after the end of the game.
    assert_eq!(
        read_err(
            "[Variant \"five\"]\n[First \"black\"]\n1. b1-c2 a4-b3 2. a2-b1 b3-a2\n3. c2-d3\n"
        ),
        "line 4: c2-d3: the game is over: White wins: Black's camp is filled, partly by Black's own pieces left at home"
    );
    let err: RecordError = record::read("[Variant \"four\"]\n1. a1-a3\n").unwrap_err();
    assert_eq!(err.line, 2);
}

#[test]
fn a_byte_order_mark_and_any_line_ending_are_read() {
    let lines = ["[Variant \"four\"]", "", "1. a1xa3", "b4xb2 *"];
    let expected = record::read(&lines.join("\n")).unwrap().0;
    assert_eq!(expected.ply_count(), 2);
    for ending in ["\n", "\r\n", "\r"] {
        let text = format!("\u{feff}{}{ending}", lines.join(ending));
        assert_eq!(record::read(&text).unwrap().0, expected, "{ending:?}");
        assert_eq!(record::read_bytes(text.as_bytes()).unwrap().0, expected);
    }
    // A CR-only record names the line of its error, not line 1.
    let text = "[Variant \"four\"]\r\r1. a1xa3\rzz\r";
    assert_eq!(
        record::read(text).unwrap_err().to_string(),
        "line 4: `zz` is not a move: write a step like b1-c2, a capture like a1xa3, or pass"
    );
}

#[test]
fn text_that_is_not_utf8_names_its_line() {
    let mut bytes = b"[Variant \"four\"]\n[Black \"Ann\"]\n[White \"".to_vec();
    bytes.extend_from_slice(&[0xff, 0xfe]);
    bytes.extend_from_slice(b"\"]\n");
    assert_eq!(
        record::read_bytes(&bytes).unwrap_err().to_string(),
        "line 3: the record is not UTF-8 text"
    );
    assert_eq!(
        record::read_bytes(b"[Variant \"four\"]\r\r\xc3(")
            .unwrap_err()
            .line,
        3
    );
}

#[test]
fn a_result_tag_contradicting_the_result_token_is_refused() {
    let text = "[Variant \"four\"]\n[Result \"1-0\"]\n\n1. a1xa3 *\n";
    assert_eq!(
        read_err(text),
        "line 4: the result * contradicts [Result \"1-0\"] on line 2"
    );
    // Agreeing, they are read as before.
    let text = "[Variant \"four\"]\n[Result \"*\"]\n\n1. a1xa3 *\n";
    assert!(record::read(text).is_ok());
}

#[test]
fn a_tag_given_twice_is_refused() {
    assert_eq!(
        read_err("[Variant \"four\"]\n[Variant \"five\"]\n"),
        "line 2: a second [Variant] tag (the first is on line 1)"
    );
    assert_eq!(
        read_err("[Variant \"four\"]\n[Black \"Ann\"]\n[Event \"x\"]\n[Black \"Bo\"]\n"),
        "line 4: a second [Black] tag (the first is on line 2)"
    );
}

#[test]
fn record_errors_show_user_text_escaped_and_cut() {
    let err = read_err("[Variant \"four\"]\n\n1. \u{1b}[2J\u{1b}[41m\n");
    assert!(
        err.starts_with("line 3: `\\u{1b}[2J\\u{1b}[41m` is not a move"),
        "{err}"
    );
    let err = read_err(&format!("[Variant \"{}\"]\n", "v".repeat(1_000_000)));
    assert!(
        err.chars().count() <= 250,
        "{} characters",
        err.chars().count()
    );
    assert!(err.starts_with("line 1: [Variant \"vvv"), "{err}");
    assert!(err.contains('…'), "{err}");
    let err = read_err(&format!(
        "[Variant \"four\"]\n\n1. {}\n",
        "y".repeat(1_000_000)
    ));
    assert!(
        err.ends_with("` is not a move: write a step like b1-c2, a capture like a1xa3, or pass"),
        "{err}"
    );
}

/// Main's four-field position check refuses a board where the side that
/// just moved has at most one piece: an empty board among them.
#[test]
fn an_empty_four_field_board_is_refused() {
    let text = "[Variant \"four\"]\n[Position \"..../..../..../.... b\"]\n";
    assert!(
        read_err(text).starts_with("line 2: [Position"),
        "{}",
        read_err(text)
    );
}

#[test]
fn a_game_from_a_set_position_keeps_it() {
    let start: Position = "...w./...../wwww./bbbww/bbbb. b".parse().unwrap();
    // Black cannot move: the game opens with Black's forced pass.
    let game = Game::new(start, RuleOptions::default()).unwrap();
    let text = record::write(&game, &Tags::default());
    assert!(
        text.contains("[Position \"...w./...../wwww./bbbww/bbbb. b\"]"),
        "{text}"
    );
    assert!(text.contains("1. pass *"), "{text}");
    let (back, _) = record::read(&text).unwrap();
    assert_eq!(back.position(), game.position());
}

proptest! {
    #[test]
    fn random_games_round_trip_through_the_record(
        four in any::<bool>(),
        white_first in any::<bool>(),
        option in any::<bool>(),
        choices in prop::collection::vec(any::<usize>(), 0..150),
    ) {
        let variant = if four { Variant::Four } else { Variant::Five };
        let first = if white_first { Color::White } else { Color::Black };
        let options = RuleOptions { strict_goal: option && !four, forced_capture: option && four, no_repeat: false };
        let mut game = Game::new(Position::start(variant, first), options).unwrap();
        for c in choices {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(moves[c % moves.len()]).unwrap();
        }
        let text = record::write(&game, &Tags::default());
        let (back, _) = record::read(&text).unwrap();
        prop_assert_eq!(back.moves().collect::<Vec<_>>(), game.moves().collect::<Vec<_>>());
        for n in 0..=game.ply_count() {
            prop_assert_eq!(back.position_after(n), game.position_after(n));
        }
        prop_assert_eq!(back.outcome(), game.outcome());
        prop_assert_eq!(back.options(), game.options());
        prop_assert_eq!(record::write(&back, &Tags::default()), text);
    }
}

// ---------------------------------------------------------------- kono replay

/// A file `name` holding `text` in a fresh directory, removed with the guard
/// (the first half).
fn scratch_file(name: &str, text: &str) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::Builder::new()
        .prefix("kono-records-")
        .tempdir()
        .unwrap();
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    (dir, path)
}

fn replay(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_kono"))
        .env("LC_ALL", "C")
        .arg("replay")
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn replay_prints_the_board_at_the_end_or_after_move_n() {
    let game = game_of(
        Variant::Five,
        Color::Black,
        RuleOptions::default(),
        &["b1-c2", "a4-b3", "a2-b1", "b3-a2"],
    );
    let (_scratch, path) = scratch_file("five.kono", &record::write(&game, &Tags::default()));
    let path = path.to_str().unwrap();
    let (code, out, _) = replay(&[path]);
    assert_eq!(code, 0);
    // 4 plies are the record's moves 1 and 2.
    assert!(
        out.starts_with(
            "five-field kono after move 2 of 2 (last: 2... b3-a2):\n\n5  W---W---W---W---W\n"
        ),
        "{out}"
    );
    assert!(out.contains("2  W---+---B---+---B\n"), "{out}");
    assert!(
        out.ends_with(
            "White wins: Black's camp is filled, partly by Black's own pieces left at home.\n"
        ),
        "{out}"
    );
    // --to 1: after the record's move 1, both its moves.
    let (code, out, _) = replay(&[path, "--to", "1"]);
    assert_eq!(code, 0);
    assert!(
        out.starts_with("five-field kono after move 1 of 2 (last: 1... a4-b3):"),
        "{out}"
    );
    assert!(out.contains("2  B---+---B---+---B\n"), "{out}");
    assert!(out.contains("1  B---+---B---B---B\n"), "{out}");
    assert!(out.ends_with("Black to move.\n"), "{out}");
    let (code, out, _) = replay(&[path, "--to", "0"]);
    assert_eq!(code, 0);
    assert!(
        out.starts_with("five-field kono at the start, before move 1 of 2:"),
        "{out}"
    );
    assert!(out.ends_with("Black to move.\n"), "{out}");
    let (code, _, err) = replay(&[path, "--to", "3"]);
    assert_eq!(code, 1);
    assert!(
        err.contains("--to 3 is past the end") && err.contains("has 2 moves"),
        "{err}"
    );
}

#[test]
fn replay_to_counts_the_records_numbered_moves_and_speaks_korean() {
    // 5 plies: the record's moves 1, 2 and Black's half of 3.
    let game = game_of(
        Variant::Four,
        Color::Black,
        RuleOptions::default(),
        &["a1xa3", "b4xb2", "a2xa4", "b3xb1", "c1xc3"],
    );
    assert!(game.outcome().is_none());
    let text = record::write(&game, &Tags::default());
    assert!(text.contains("3. c1xc3"), "{text}");
    let (_scratch, path) = scratch_file("four-odd.kono", &text);
    let path = path.to_str().unwrap();
    for (args, head, foot) in [
        (
            &[path, "--to", "2"][..],
            "four-field kono after move 2 of 3 (last: 2... b3xb1):",
            "Black to move.\n",
        ),
        (
            &[path, "--to", "3"],
            "four-field kono after move 3 of 3 (last: 3. c1xc3):",
            "White to move.\n",
        ),
        (
            &[path, "--to", "2", "--lang", "ko"],
            "네밭고누, 3수 가운데 2수째를 둔 뒤 (마지막 수: 2... b3xb1):",
            "흑 차례예요.\n",
        ),
    ] {
        let (code, out, _) = replay(args);
        assert_eq!(code, 0, "{args:?}");
        assert!(out.starts_with(head) && out.ends_with(foot), "{out}");
    }
}

#[test]
fn replay_refuses_a_bad_record_or_a_missing_file() {
    let (_scratch, path) = scratch_file(
        "bad.kono",
        "[Variant \"four\"]\n[First \"white\"]\n\n1. a1xa3\n",
    );
    let (code, out, err) = replay(&[path.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(out.is_empty());
    assert_eq!(
        err.trim_end(),
        format!(
            "kono: {}: line 4: a1xa3: a1 is not one of White's pieces",
            path.display()
        )
    );
    let (code, _, err) = replay(&["/no/such/game.kono"]);
    assert_eq!(code, 1);
    assert_eq!(err.trim_end(), "kono: /no/such/game.kono: no such file");
}

#[test]
fn a_record_ending_just_before_a_forced_pass_opens_with_the_pass_played() {
    // After White's d5-c4, Black cannot move. The record stops there; the
    // game read from it must not wait for a move nobody can make.
    let text = "[Variant \"five\"]\n[Position \"...w./...../wwww./bbbww/bbbb. w\"]\n1. d5-c4 *\n";
    let (game, _) = record::read(text).unwrap();
    assert_eq!(game.last_move(), Some(Move::Pass));
    assert_eq!(game.position().to_move(), Color::White);
    assert!(!game.legal_moves().is_empty());
}

#[test]
fn a_record_that_leaves_out_a_forced_pass_is_refused_at_that_move() {
    // After White's d5-c4 Black has no move: the record must say `pass`
    // before White's next move, not take that move for Black's.
    let start = "...w./...../wwww./bbbww/bbbb. w";
    let mut game = Game::new(start.parse().unwrap(), RuleOptions::default()).unwrap();
    game.play("d5-c4".parse().unwrap()).unwrap();
    assert_eq!(game.last_move(), Some(Move::Pass));
    let next = game.legal_moves()[0];
    let text = format!("[Variant \"five\"]\n[Position \"{start}\"]\n1. d5-c4\n{next}\n*\n");
    assert_eq!(
        read_err(&text),
        format!("line 4: {next}: Black has no move here and must pass: write pass before it")
    );
    // Written out, the same game reads.
    let good = format!("[Variant \"five\"]\n[Position \"{start}\"]\n1. d5-c4 pass\n2. {next} *\n");
    assert!(record::read(&good).is_ok(), "{good}");
}

#[test]
fn a_position_tag_of_another_game_is_named_as_that_games() {
    // Read as the Variant tag's game, whichever tag comes first; one that
    // fits another game's board says which.
    for (tag, position, other) in [
        ("pumpkin", "wwwww/w...w/...../b...b/bbbbb b", "five-field"),
        ("line", "wwww/wwww/bbbb/bbbb b", "four-field"),
    ] {
        let text =
            format!("[Position \"{position}\"]\n[Variant \"{tag}\"]\n[First \"black\"]\n\n*\n");
        let err = read_err(&text);
        assert!(
            err.starts_with("line 1:") && err.contains(other) && err.contains("[Variant]"),
            "{tag}: {err}"
        );
    }
    // The tag's own game reads it, though the tags come in either order.
    let text = "[Position \"wwww/..../..../bbbb b\"]\n[Variant \"line\"]\n[First \"black\"]\n\n*\n";
    let (game, _) = record::read(text).unwrap();
    assert_eq!(game.start().variant(), Variant::Line);
}

#[test]
fn a_record_with_too_many_tags_is_refused_at_the_first_one_past_the_cap() {
    // 40,000 tags (once 7.6 s to read): refused at the 1,001st, by the
    // full read and by the saved-games list's summary alike.
    let mut text = String::from("[Variant \"four\"]\n");
    for i in 0..40_000 {
        text.push_str(&format!("[Extra{i} \"x\"]\n"));
    }
    text.push_str("\n*\n");
    let err = read_err(&text);
    assert_eq!(err, "line 1001: more than 1000 tags");
    let summary = record::summary(&text).unwrap_err().to_string();
    assert_eq!(summary, "line 1001: more than 1000 tags");
}
