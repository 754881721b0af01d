//! The coach: a best move by the table, the explanation of a move that
//! threw the draw away, and a quick win by search without a table.

use std::sync::atomic::AtomicBool;

use kono::ai::{Estimate, Value, move_values};
use kono::learn::{Course, coach};
use kono::rules::{Game, Position, RuleOptions, Variant};

use super::solved::Reachable;

/// A small four-field position (two against three) and its exact table.
fn small() -> (Game, Reachable) {
    let pos: Position =
        kono::rules::Position::parse_as(kono::rules::Variant::Four, ".b../w.w./..w./.b.. b")
            .unwrap();
    (
        Game::new(pos, RuleOptions::default()).unwrap(),
        Reachable::solve(pos, RuleOptions::default()),
    )
}

#[test]
fn the_coach_suggests_a_best_move_by_the_table() {
    let (game, table) = small();
    let cancel = AtomicBool::new(false);
    let suggestion = coach::suggest(&game, Some(&table), &cancel).unwrap();
    let values = move_values(game.position(), game.options(), &table).unwrap();
    let best = values.iter().map(|&(_, v)| v).max().unwrap();
    assert_eq!(suggestion.value, Estimate::Exact(best));
    assert!(values.contains(&(suggestion.mv, best)));
    assert_eq!(
        suggestion.to_string(),
        format!("try {} (draw)", suggestion.mv)
    );
}

#[test]
fn the_coach_explains_a_move_that_threw_the_draw_away() {
    let (mut game, table) = small();
    game.play("b1-c1".parse().unwrap()).unwrap(); // loses in 2 plies
    let cancel = AtomicBool::new(false);
    let explanation = coach::explain(&game, Some(&table), &cancel).unwrap();
    assert_eq!(explanation.before, Estimate::Exact(Value::Draw));
    assert_eq!(explanation.after, Estimate::Exact(Value::Loss(2)));
    assert!(explanation.threw());
    assert_eq!(explanation.best, Some("b4-b3".parse().unwrap()));
    let mut pos = *game.position();
    for &mv in &explanation.punish {
        pos = pos.play(mv, game.options()).unwrap();
    }
    assert!(pos.outcome(game.options()).is_some(), "the line wins");
    assert!(explanation.to_string().starts_with(
        "Black played b1-c1: draw before it, loss in 1 after it. b4-b3 was better; White answers "
    ));
}

#[test]
fn the_coach_without_a_table_finds_a_quick_win_by_search() {
    let course = Course::of(Variant::Five);
    let task = &course.lesson(4).unwrap().tasks[0]; // win in 1
    let game = Game::new(task.start, task.options).unwrap();
    let cancel = AtomicBool::new(false);
    let suggestion = coach::suggest(&game, None, &cancel).unwrap();
    assert_eq!(suggestion.mv, task.solution[0]);
    assert_eq!(suggestion.value.known(), Some(Value::Win(1)));
}

#[test]
fn the_coach_keys_ask_a_worker_and_mark_the_suggested_move_on_the_board() {
    use kono::tui::Config;
    use kono::tui::action::{Action, Effect};
    use kono::tui::app::{App, Status};
    let mut config = Config::new(Variant::Five);
    config.first = Some(kono::rules::Color::Black);
    let mut app = App::new(config, 7).unwrap();
    app.update(Action::Resize(100, 40));
    let effects = app.update(Action::Coach);
    let Some(Effect::Coach {
        ticket,
        game,
        plies,
        table,
        explain,
    }) = effects
        .into_iter()
        .find(|e| matches!(e, Effect::Coach { .. }))
    else {
        panic!("no question for the coach");
    };
    assert!(!explain && table.is_none() && plies.is_none());
    assert_eq!(app.status(), &Status::AskingCoach);
    let cancel = AtomicBool::new(false);
    let suggestion = coach::suggest(&game, None, &cancel).unwrap();
    // A stale answer is dropped; the right one marks the move.
    app.update(Action::Coached(
        ticket + 1_000,
        coach::Answer::Suggested(Some(suggestion)),
    ));
    assert_eq!(app.selected(), None);
    app.update(Action::Coached(
        ticket,
        coach::Answer::Suggested(Some(suggestion)),
    ));
    assert_eq!(app.selected(), suggestion.mv.from());
    assert_eq!(Some(app.cursor()), suggestion.mv.to());
    // Enter plays it; then `e` asks what it did.
    app.update(Action::Activate);
    assert_eq!(app.game().last_move(), Some(suggestion.mv));
    let effects = app.update(Action::Explain);
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Coach { explain: true, .. }))
    );
}

#[test]
fn at_80_by_24_the_key_bar_shows_the_coach_and_hints_a_newcomer_needs() {
    use super::common::{against_computer, key_bar, render, text};
    use kono::tui::Seat;
    use kono::tui::action::Action;
    for variant in [Variant::Five, Variant::Four] {
        let mut app = against_computer(variant, Seat::White, kono::ai::Level::MIN);
        app.update(Action::Resize(80, 24));
        let bar = key_bar(&text(&render(&mut app, 80, 24)));
        for entry in [
            "move",
            "pick/drop",
            "c coach",
            "a hints",
            "? help",
            "q quit",
        ] {
            assert!(bar.contains(entry), "{variant:?}: no {entry} in {bar}");
        }
        // Wider, the less used keys come back.
        let wide = key_bar(&text(&render(&mut app, 160, 48)));
        assert!(wide.contains("Tab next piece"), "{wide}");
    }
}

#[test]
fn at_80_by_24_the_ways_out_stay_on_the_key_bar_in_every_game_and_language() {
    use super::common::{app, key_bar, render, text};
    use kono::i18n::{Lang, set_for_thread};
    use kono::tui::action::Action;
    for lang in Lang::ALL {
        let before = set_for_thread(Some(lang));
        for variant in Variant::ALL {
            let mut app = app(variant);
            app.update(Action::Resize(80, 24));
            // A piece picked up (or one placed): the bar is at its fullest.
            app.update(Action::NextPiece);
            app.update(Action::Activate);
            // Wide characters are drawn with a blank cell after them.
            let bar = key_bar(&text(&render(&mut app, 80, 24))).replace(' ', "");
            for way_out in [kono::t!("bar-menu"), kono::t!("bar-quit")] {
                let way_out = way_out.replace(' ', "");
                assert!(bar.contains(&way_out), "{lang:?} {variant:?}: {bar}");
            }
        }
        set_for_thread(before);
    }
}

#[test]
fn the_coach_speaks_in_plain_words_never_search_scores() {
    use kono::learn::coach::Suggestion;
    let mv = "c1-b2".parse().unwrap();
    let said = |value| Suggestion { mv, value }.to_string();
    let searched = |score| Estimate::Searched {
        proven: None,
        score,
    };
    assert_eq!(said(searched(54)), "try c1-b2 (looks better, an estimate)");
    assert_eq!(said(searched(0)), "try c1-b2 (about even, an estimate)");
    assert_eq!(said(searched(-40)), "try c1-b2 (looks worse, an estimate)");
    assert_eq!(said(Estimate::Exact(Value::Draw)), "try c1-b2 (draw)");
    // A move explained where the search only leans: said once, as a person would.
    let explained = |before, after| {
        kono::learn::coach::Explanation {
            mv,
            mover: kono::rules::Color::White,
            before,
            after,
            best: None,
            punish: Vec::new(),
        }
        .to_string()
    };
    assert_eq!(
        explained(searched(54), searched(60)),
        "White played c1-b2: before it and after it, White looks a little better (an estimate)"
    );
    assert_eq!(
        explained(searched(0), searched(-40)),
        "White played c1-b2: before it, it looks about even; after it, White looks a little worse (an estimate)"
    );
    assert_eq!(
        explained(
            Estimate::Exact(Value::Draw),
            Estimate::Exact(Value::Loss(3))
        ),
        "White played c1-b2: draw before it, loss in 1 after it"
    );
    let before = kono::i18n::set_for_thread(Some(kono::i18n::Lang::Ko));
    let korean = explained(searched(54), searched(60));
    kono::i18n::set_for_thread(before);
    assert_eq!(
        korean,
        "백의 수 c1-b2: 두기 전에도 뒤에도 백이 조금 좋아 보여요 (어림)"
    );
    // A move that loses at once says so, not "wins in 0".
    let refutation = kono::learn::Refutation {
        played: "d3-e2".parse().unwrap(),
        opponent: kono::rules::Color::White,
        outlook: kono::learn::Outlook::Wins(0),
        line: Vec::new(),
    };
    assert_eq!(
        refutation.to_string(),
        "d3-e2 ends the game: White wins at once"
    );
}

#[test]
fn in_a_lesson_the_coach_serves_the_task_with_its_fewest_moves() {
    use super::common::{key, point, status};
    use kono::tui::action::{Action, Effect};
    use kono::tui::work::answer_now;
    let course = Course::of(Variant::Five);
    let task = course.lesson(1).unwrap().tasks[3].clone(); // c3 in 2 moves
    let config = kono::tui::Config {
        options: task.options,
        ..kono::tui::Config::new(Variant::Five)
    };
    let mut app = kono::tui::app::App::new(config, 7).unwrap();
    app.update(Action::Resize(80, 24));
    app.start_lesson(course, &task, kono::store::Progress::default());
    let effects = key(&mut app, 'c');
    assert!(
        !effects.iter().any(|e| matches!(e, Effect::Coach { .. })),
        "{effects:?}"
    );
    assert_eq!(app.selected(), Some(point("a1")));
    assert_eq!(app.cursor(), point("b2"));
    assert!(
        status(&app).starts_with("coach: a1-b2 leads to the goal in the fewest moves"),
        "{}",
        status(&app)
    );
    // Enter plays it; the verdict comes; the coach has the next one.
    let effects = app.update(Action::Activate);
    let check = effects
        .iter()
        .find(|e| matches!(e, Effect::CheckMove(_)))
        .unwrap();
    app.update(answer_now(check).unwrap());
    key(&mut app, 'c');
    assert!(status(&app).starts_with("coach: b2-c3"), "{}", status(&app));
}
