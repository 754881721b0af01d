//! Hints and review in the terminal game, by keys: the values on the board
//! from an injected solved table (a tiny exhaustive solve of a few-piece
//! four-field endgame, handed over as the worker hands the real one), the
//! marks of a known blunder, review that changes nothing, and snapshots.

use crate::common::solved::Reachable;

use std::sync::Arc;

use crate::common::*;
use kono::ai::review::Mark;
use kono::ai::{Analysis, Estimate, Solved, Value};
use kono::rules::{Game, Position, RuleOptions, Variant};
use kono::tui::Config;
use kono::tui::action::{Action, Effect, Table};
use kono::tui::app::App;
use ratatui::crossterm::event::KeyCode;

const PLAIN: RuleOptions = RuleOptions {
    strict_goal: false,
    forced_capture: false,
    no_repeat: false,
};

/// Black to move wins at once with c2xc4; c3-d3 throws that away.
const START: &str = "..w./..b./..b./w... b";

fn start() -> Position {
    Position::parse_as(Variant::Four, START).unwrap()
}

pub(super) fn table() -> Arc<Reachable> {
    Arc::new(Reachable::solve(start(), PLAIN))
}

/// An app at the endgame, with the table handed over as the worker does.
pub(super) fn endgame(ascii: bool, table: &Arc<Reachable>) -> App {
    let config = Config {
        ascii,
        options: PLAIN,
        ..config(Variant::Four)
    };
    let mut app = App::new(config, 7).unwrap();
    app.load(Game::new(start(), PLAIN).unwrap(), "test");
    give_table(&mut app, Some(Table(table.clone())));
    app
}

/// The blunder c3-d3, then the best move each turn (by the table) to the end.
fn blundered_game() -> Game {
    let table = table();
    let mut game = Game::new(start(), PLAIN).unwrap();
    game.play("c3-d3".parse().unwrap()).unwrap();
    while game.outcome().is_none() && game.ply_count() < 40 {
        let pos = *game.position();
        let mv = game
            .legal_moves()
            .into_iter()
            .max_by_key(|&mv| table.value(&pos.play_unchecked(mv)).unwrap().for_mover())
            .unwrap();
        game.play(mv).unwrap();
    }
    game
}

#[test]
fn hints_are_off_by_default_and_a_switches_them() {
    let table = table();
    let mut app = endgame(false, &table);
    assert!(!app.hints());
    assert!(app.hint_values().is_empty());
    assert!(!screen(&mut app).contains("W1"));
    key(&mut app, 'a');
    assert!(app.hints());
    assert!(!app.hint_values().is_empty());
    let text = screen(&mut app);
    assert!(text.contains("Black wins in 1"), "{text}");
    key(&mut app, 'a');
    assert!(!app.hints());
    assert!(app.hint_values().is_empty());
}

#[test]
fn the_destinations_show_their_values_for_the_mover() {
    let table = table();
    let mut app = endgame(false, &table);
    key(&mut app, 'a');
    enter_at(&mut app, "c2");
    assert_eq!(app.selected(), Some(point("c2")));
    let values = app.hint_values();
    assert_eq!(values.len(), app.targets().len());
    for mv in app.targets() {
        let after = start().play_unchecked(mv);
        let expected = Estimate::Exact(table.value(&after).unwrap().for_mover());
        assert!(values.contains(&(mv.to().unwrap(), expected)), "{mv}");
    }
    assert!(values.contains(&(point("c4"), Estimate::Exact(Value::Win(1)))));
    assert!(values.contains(&(point("c1"), Estimate::Exact(Value::Draw))));
    assert!(screen(&mut app).contains("W1"));
}

#[test]
fn without_a_table_hints_say_so() {
    let mut app = App::new(config(Variant::Five), 7).unwrap();
    assert_eq!(
        key(&mut app, 'a'),
        vec![Effect::LoadTable(Variant::Five, RuleOptions::default())]
    );
    // Asked once: the answer asks nothing more of the table.
    let after = give_table(&mut app, None);
    assert!(after.iter().all(|e| !matches!(e, Effect::LoadTable(..))));
    assert!(app.hint_values().is_empty());
    // The panel names the key that builds the table.
    assert!(screen(&mut app).contains("for exact values, b"));
}

#[test]
fn without_a_table_hints_are_the_searchs_estimates_marked_as_such() {
    let mut app = App::new(config(Variant::Five), 7).unwrap();
    key(&mut app, 'a');
    let effects = give_table(&mut app, None);
    let Some(Effect::Estimate { ticket, game, .. }) = effects.first().cloned() else {
        panic!("no estimate asked for: {effects:?}");
    };
    // Once per position.
    assert_eq!(act(&mut app, Action::Tick), NONE);
    let pos = *game.position();
    let moves = pos.legal_moves(game.options());
    let analysis = leaning_to_the_first(&moves);
    // An answer to an earlier request is stale: dropped.
    act(
        &mut app,
        Action::Estimated {
            ticket: ticket - 1,
            analysis: analysis.clone(),
        },
    );
    assert!(app.hint_values().is_empty());
    act(&mut app, Action::Estimated { ticket, analysis });
    let values = app.hint_values();
    assert!(!values.is_empty());
    assert_eq!(
        values[0],
        (
            moves[0].from().unwrap(),
            Estimate::Searched {
                proven: None,
                score: 20
            }
        )
    );
    let text = screen(&mut app);
    assert!(text.contains("~+"), "{text}");
    assert!(text.contains("White looks better (an"), "{text}");
    assert!(text.contains("estimate)"), "{text}");
    // A move makes the estimate stale, and asks again.
    let mv = app.game().legal_moves().into_iter().next().unwrap();
    go(&mut app, mv.from().unwrap());
    press(&mut app, KeyCode::Enter);
    go(&mut app, mv.to().unwrap());
    let effects = press(&mut app, KeyCode::Enter);
    assert!(app.hint_values().is_empty());
    assert!(
        effects.iter().any(|e| matches!(e, Effect::Estimate { .. })),
        "{effects:?}"
    );
}

#[test]
fn review_steps_and_changes_nothing() {
    let table = table();
    let mut app = endgame(false, &table);
    app.load(blundered_game(), "test");
    let game = app.game().clone();
    let revision = app.revision();
    let total = game.ply_count();
    key(&mut app, 'r');
    assert_eq!(app.reviewing().unwrap().at, total);
    press(&mut app, KeyCode::Left);
    assert_eq!(app.reviewing().unwrap().at, total - 1);
    assert_eq!(app.shown_position(), game.position_after(total - 1));
    press(&mut app, KeyCode::Home);
    assert_eq!(app.reviewing().unwrap().at, 0);
    assert_eq!(app.shown_position(), &start());
    press(&mut app, KeyCode::Left);
    assert_eq!(app.reviewing().unwrap().at, 0);
    press(&mut app, KeyCode::Right);
    assert_eq!(app.shown_last_move(), Some("c3-d3".parse().unwrap()));
    press(&mut app, KeyCode::End);
    assert_eq!(app.reviewing().unwrap().at, total);
    // Keys that would play do nothing here.
    press(&mut app, KeyCode::Enter);
    key(&mut app, 'u');
    press(&mut app, KeyCode::Esc);
    assert!(app.reviewing().is_none());
    assert_eq!(app.game(), &game);
    assert_eq!(app.revision(), revision);
}

#[test]
fn review_marks_the_blunder_and_names_the_best_move() {
    let table = table();
    let mut app = endgame(false, &table);
    app.load(blundered_game(), "test");
    key(&mut app, 'r');
    let plies = app.reviewing().unwrap().plies.unwrap().to_vec();
    assert!(plies[0].mark.is_some());
    assert_eq!(plies[0].best, Some("c2xc4".parse().unwrap()));
    if let Value::Loss(_) = plies[0].after {
        assert_eq!(plies[0].mark, Some(Mark::Blunder));
    }
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Right);
    let text = screen(&mut app);
    assert!(text.contains("Best    c2xc4"), "{text}");
    assert!(!text.contains("best was"), "{text}");
    assert!(
        text.contains(&format!("c3-d3{}", plies[0].mark.unwrap())),
        "{text}"
    );
}

#[test]
fn a_finished_game_offers_review() {
    let table = table();
    let mut app = endgame(false, &table);
    app.load(blundered_game(), "test");
    assert!(app.game().outcome().is_some(), "the test game ends");
    assert!(screen(&mut app).contains("r review"));
}

#[test]
fn without_a_table_review_still_steps_and_says_what_it_needs() {
    let mut app = App::new(config(Variant::Five), 7).unwrap();
    let mv = app.game().legal_moves().into_iter().next().unwrap();
    play(&mut app, &mv.to_string());
    key(&mut app, 'r');
    give_table(&mut app, None);
    press(&mut app, KeyCode::Left);
    assert_eq!(app.reviewing().unwrap().at, 0);
    assert!(screen(&mut app).contains("the marks need the solved"));
}

#[test]
fn snapshot_hints_unicode() {
    let table = table();
    let mut app = endgame(false, &table);
    key(&mut app, 'a');
    insta::assert_snapshot!(text(&render(&mut app, 90, 30)));
}

#[test]
fn snapshot_hints_picked_ascii() {
    let table = table();
    let mut app = endgame(true, &table);
    key(&mut app, 'a');
    enter_at(&mut app, "c2");
    insta::assert_snapshot!(text(&render(&mut app, 90, 30)));
}

#[test]
fn snapshot_review_unicode() {
    let table = table();
    let mut app = endgame(false, &table);
    app.load(blundered_game(), "test");
    key(&mut app, 'r');
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Right);
    insta::assert_snapshot!(text(&render(&mut app, 90, 34)));
}

#[test]
fn snapshot_review_ascii() {
    let table = table();
    let mut app = endgame(true, &table);
    app.load(blundered_game(), "test");
    key(&mut app, 'r');
    press(&mut app, KeyCode::Left);
    insta::assert_snapshot!(text(&render(&mut app, 90, 34)));
}

/// The figures of the README, with the real four-field table (built into a
/// scratch directory in about 3 s in release): run with
/// `cargo test --release --test hints -- --ignored --nocapture`.
#[test]
#[ignore = "builds the real four-field table: release only"]
fn timing_with_the_real_four_field_table() {
    use std::time::Instant;
    let data = std::env::temp_dir().join("kono-hints-timing");
    let options = RuleOptions::default();
    let cancel = std::sync::atomic::AtomicBool::new(false);
    let got = kono::store::get(Some(&data), Variant::Four, &options, &|_| {}, &cancel).unwrap();
    let table: Arc<dyn Solved> = got.table().unwrap();
    let mut app = App::new(config(Variant::Four), 7).unwrap();
    give_table(&mut app, Some(Table(table)));
    render(&mut app, 110, 34);
    // A long game: a step rather than a capture where there is one.
    let mut game = Game::new(*app.game().start(), options).unwrap();
    while game.outcome().is_none() && game.ply_count() < 80 {
        let moves = game.legal_moves();
        let n = game.ply_count();
        let steps: Vec<_> = moves.iter().copied().filter(|m| !m.is_capture()).collect();
        let mv = if steps.is_empty() || n < 4 {
            moves.iter().copied().nth(n % moves.len()).unwrap()
        } else {
            steps[n * 7 % steps.len()]
        };
        game.play(mv).unwrap();
    }
    let plies = game.ply_count();
    let mut live = game.clone();
    while live.ply_count() > plies / 2 {
        live.undo();
    }
    app.load(live, "timing");
    let first = Instant::now();
    key(&mut app, 'a');
    let values = app.hint_values();
    let cold = first.elapsed();
    let started = Instant::now();
    for _ in 0..100 {
        assert_eq!(app.hint_values(), values);
    }
    let hints = started.elapsed() / 100;
    let started = Instant::now();
    let _ = render(&mut app, 110, 34);
    let hint_frame = started.elapsed();
    app.load(game, "timing");
    let started = Instant::now();
    key(&mut app, 'r');
    let review = started.elapsed();
    let started = Instant::now();
    press(&mut app, KeyCode::Left);
    let _ = render(&mut app, 110, 34);
    let step = started.elapsed();
    println!(
        "hints ({} values): the key `a` with its probes {cold:?}, then {hints:?} a frame's look-up; a frame with hints: {hint_frame:?}; \
         review of {plies} plies: {review:?}; a step and its frame: {step:?}",
        values.len()
    );
    // The figures are printed, not asserted: a test checks behaviour, and
    // a busy machine is slower. The key shows every value of the position.
    assert!(!values.is_empty(), "the key `a` shows the hints");
}

#[test]
fn the_computer_waits_while_the_game_is_reviewed() {
    let mut app = App::new(config(Variant::Four), 7).unwrap();
    app.set_computer(kono::tui::Seat::White, kono::ai::Level::new(1).unwrap());
    let mv = app.game().legal_moves().into_iter().next().unwrap();
    play(&mut app, &mv.to_string());
    let Some(ticket) = app.awaited() else {
        panic!("the computer thinks after the person's move");
    };
    key(&mut app, 'r');
    assert_eq!(app.awaited(), None, "no reply is wanted while reviewing");
    let reply = app.game().legal_moves().into_iter().next().unwrap();
    app.update(kono::tui::action::Action::ComputerMoved { ticket, mv: reply });
    assert_eq!(
        app.game().ply_count(),
        1,
        "a reply that comes anyway is dropped"
    );
    press(&mut app, KeyCode::Esc);
    assert!(
        app.awaited().is_some(),
        "leaving the review lets it think again"
    );
}

/// The search's answer: the side to move a little worse, its first move
/// of `moves` better, the others even.
fn leaning_to_the_first(moves: &[kono::rules::Move]) -> Analysis {
    let searched = |score| Estimate::Searched {
        proven: None,
        score,
    };
    Analysis {
        value: searched(-20),
        moves: moves
            .iter()
            .enumerate()
            .map(|(i, &mv)| (mv, searched(if i == 0 { 20 } else { 0 })))
            .collect(),
    }
}

#[test]
fn while_placing_the_search_leanings_show_on_the_points_to_place_on() {
    let mut app = App::new(config(Variant::Mill), 7).unwrap();
    key(&mut app, 'a');
    let effects = give_table(&mut app, None);
    let Some(Effect::Estimate { ticket, game, .. }) = effects.first().cloned() else {
        panic!("no estimate asked for: {effects:?}");
    };
    let moves = game.position().legal_moves(game.options());
    assert!(moves.iter().all(|mv| mv.from().is_none()), "{moves:?}");
    let analysis = leaning_to_the_first(&moves);
    act(&mut app, Action::Estimated { ticket, analysis });
    let values = app.hint_values();
    // One mark on each empty point, the best first, labelled a leaning.
    assert_eq!(values.len(), 24, "{values:?}");
    assert_eq!(values[0].0, moves[0].to().unwrap());
    assert_eq!(
        values[0].1.hint(),
        kono::ai::Hint::Leaning(kono::ai::Lean::Better)
    );
    let text = screen(&mut app);
    assert!(text.contains("~+") && text.contains("~="), "{text}");
}
