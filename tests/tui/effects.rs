//! Every effect a screen asks of the event loop, from the action that asks
//! for it; and every worker's answer arriving late (its ticket stale) is
//! dropped.

use std::sync::Arc;

use kono::ai::puzzle::Progress;
use kono::ai::{Analysis, Estimate, Level, Solved, Value};
use kono::rules::{Color, Position, RuleOptions, Variant};
use kono::tui::Seat;
use kono::tui::action::{Action, Effect, Effects, Table, TableState};
use kono::tui::app::{App, Puzzle};
use kono::tui::screen::Screen;
use kono::tui::start::{Choices, Library, Start, Summary};
use ratatui::crossterm::event::{KeyCode, KeyModifiers};

use crate::common::*;

/// A table that calls every position drawn.
struct AllDrawn;

impl Solved for AllDrawn {
    fn value(&self, _: &Position) -> Option<Value> {
        Some(Value::Draw)
    }
}

/// A table that knows one position: a win in 3 for its side to move.
struct One(Position);

impl Solved for One {
    fn value(&self, pos: &Position) -> Option<Value> {
        (*pos == self.0).then_some(Value::Win(3))
    }
}

fn has(effects: &Effects, f: impl Fn(&Effect) -> bool) -> bool {
    effects.iter().any(f)
}

fn drawn_table() -> Table {
    Table(Arc::new(AllDrawn))
}

fn four() -> App {
    let mut app = app(Variant::Four);
    act(&mut app, Action::Resize(100, 32));
    app
}

#[test]
fn quit_suspend_home() {
    let mut app = four();
    assert_eq!(key(&mut app, 'q'), vec![Effect::Quit]);
    assert_eq!(
        press_with(&mut app, KeyCode::Char('z'), KeyModifiers::CONTROL),
        vec![Effect::Suspend]
    );
    play(&mut app, "a1xa3");
    // Back to the start screen: no question, the game is saved first.
    let effects = app.update(Action::Home);
    assert!(matches!(effects.first(), Some(Effect::Autosave(_))) || effects == vec![Effect::Home]);
    assert_eq!(effects.last(), Some(&Effect::Home));
    assert_eq!(key(&mut app, 'm'), vec![Effect::Home]);
}

#[test]
fn the_autosave_follows_every_change_and_nothing_else() {
    let mut app = app(Variant::Four);
    let first = app.update(Action::Resize(100, 32));
    let Some(Effect::Autosave(snapshot)) = first.first() else {
        panic!("the first update autosaves the new game: {first:?}");
    };
    assert_eq!(snapshot.game.ply_count(), 0);
    // The cursor changes nothing on disk.
    assert!(!has(
        &app.update(Action::Cursor(kono::tui::action::Dir::Up)),
        |e| { matches!(e, Effect::Autosave(_)) }
    ));
    // A move does, first of the effects.
    app.update(Action::Click("a1".parse().unwrap()));
    let effects = app.update(Action::Click("a3".parse().unwrap()));
    let Some(Effect::Autosave(snapshot)) = effects.first() else {
        panic!("no autosave after a move: {effects:?}");
    };
    assert_eq!(snapshot.game.ply_count(), 1);
    assert!(!snapshot.hints);
    // Hints on: written again, with the tag.
    let effects = app.update(Action::Hints);
    assert!(has(
        &effects,
        |e| matches!(e, Effect::Autosave(s) if s.hints)
    ));
}

#[test]
fn save_and_overwrite() {
    let mut app = four();
    play(&mut app, "a1xa3");
    act(&mut app, Action::SaveName("g.kono".to_string()));
    key(&mut app, 's');
    let effects = press(&mut app, KeyCode::Enter);
    assert!(matches!(
        effects.as_slice(),
        [Effect::Save { path, replace: false, .. }] if path.as_os_str() == "g.kono"
    ));
    act(&mut app, Action::SaveExists("g.kono".into()));
    let effects = key(&mut app, 'y');
    assert!(matches!(
        effects.as_slice(),
        [Effect::Save { replace: true, game, .. }] if game.ply_count() == 1
    ));
}

#[test]
fn think_and_stop_thinking() {
    let mut app = against_computer(Variant::Four, Seat::Black, Level::MIN);
    let effects = act(&mut app, Action::Resize(100, 32));
    assert!(has(&effects, |e| matches!(e, Effect::Think(_))));
    let ticket = app.awaited().unwrap();
    // Pausing drops the request: the search is stopped.
    let effects = app.update(Action::Pause);
    assert!(has(&effects, |e| *e == Effect::StopThinking), "{effects:?}");
    assert_eq!(app.awaited(), None);
    // Its late reply is dropped.
    let mv = app.game().legal_moves().into_iter().next().unwrap();
    act(&mut app, Action::ComputerMoved { ticket, mv });
    assert_eq!(app.game().ply_count(), 0);
}

#[test]
fn build_and_load_a_table() {
    let mut app = against_computer(Variant::Five, Seat::White, Level::MAX);
    let effects = act(&mut app, Action::Resize(100, 32));
    assert!(has(&effects, |e| matches!(
        e,
        Effect::LoadTable(Variant::Five, _)
    )));
    act(&mut app, Action::Table(TableState::Missing));
    give_table(&mut app, None);
    assert_eq!(
        key(&mut app, 'b'),
        vec![Effect::BuildTable(app.variant(), app.options())]
    );
    // A table loaded for another game is not this game's.
    give_table(&mut app, None);
    act(
        &mut app,
        Action::TableLoaded {
            key: (Variant::Four, RuleOptions::default()),
            table: Some(drawn_table()),
        },
    );
    assert!(!app.has_table());
}

#[test]
fn probe_with_a_table_estimate_without() {
    let mut app = four();
    give_table(&mut app, Some(drawn_table()));
    let effects = app.update(Action::Hints);
    let Some(Effect::Probe { ticket, .. }) = effects
        .iter()
        .find(|e| matches!(e, Effect::Probe { .. }))
        .cloned()
    else {
        panic!("no probe: {effects:?}");
    };
    // A stale probe is dropped; the one asked for shows.
    let analysis = Analysis {
        value: Estimate::Exact(Value::Draw),
        moves: app
            .game()
            .legal_moves()
            .into_iter()
            .map(|mv| (mv, Estimate::Exact(Value::Draw)))
            .collect(),
    };
    act(
        &mut app,
        Action::Probed {
            ticket: ticket + 1_000_000,
            analysis: Some(analysis.clone()),
        },
    );
    assert!(app.hint_values().is_empty());
    act(
        &mut app,
        Action::Probed {
            ticket,
            analysis: Some(analysis),
        },
    );
    assert!(!app.hint_values().is_empty());
    // Without a table: the search's estimate.
    let mut five = App::new(config(Variant::Five), 7).unwrap();
    key(&mut five, 'a');
    let effects = give_table(&mut five, None);
    assert!(has(&effects, |e| matches!(e, Effect::Estimate { .. })));
}

#[test]
fn review_asks_for_its_values_and_drops_stale_progress() {
    let mut app = four();
    play(&mut app, "a1xa3");
    give_table(&mut app, Some(drawn_table()));
    let effects = app.update(Action::Review);
    let Some(Effect::Review { ticket, .. }) = effects
        .iter()
        .find(|e| matches!(e, Effect::Review { .. }))
        .cloned()
    else {
        panic!("no review: {effects:?}");
    };
    act(
        &mut app,
        Action::ReviewProgress {
            ticket: ticket + 1_000_000,
            percent: 77,
        },
    );
    assert_eq!(app.reviewing().unwrap().working, Some(0));
    act(
        &mut app,
        Action::ReviewProgress {
            ticket,
            percent: 50,
        },
    );
    assert_eq!(app.reviewing().unwrap().working, Some(50));
}

#[test]
fn a_puzzle_is_judged_by_a_worker_and_its_next_is_picked_by_one() {
    let start: Position =
        kono::rules::Position::parse_as(kono::rules::Variant::Four, "bb../...b/.ww./w.ww w")
            .unwrap();
    let puzzle = Puzzle::new(Arc::new(One(start)), start, RuleOptions::default(), 3, 5).unwrap();
    let mut app = four();
    app.start_puzzle(puzzle);
    app.update(Action::Click("a1".parse().unwrap()));
    let effects = app.update(Action::Click("a2".parse().unwrap()));
    let Some(Effect::Judge { ticket, player, .. }) = effects
        .iter()
        .find(|e| matches!(e, Effect::Judge { .. }))
        .cloned()
    else {
        panic!("no judgement asked for: {effects:?}");
    };
    assert_eq!(player, Color::White);
    // A stale judgement is dropped; the one asked for is said.
    act(
        &mut app,
        Action::Judged {
            ticket: ticket + 1_000_000,
            progress: Progress::Slipped(Value::Draw),
        },
    );
    assert_eq!(app.puzzle().unwrap().progress(), Progress::Playing);
    act(
        &mut app,
        Action::Judged {
            ticket,
            progress: Progress::Slipped(Value::Draw),
        },
    );
    assert_eq!(
        app.puzzle().unwrap().progress(),
        Progress::Slipped(Value::Draw)
    );
    assert!(
        status(&app).starts_with("the win slipped"),
        "{}",
        status(&app)
    );
    // n asks for the next puzzle.
    key(&mut app, 't');
    assert!(has(&app.update(Action::NewGame), |e| matches!(
        e,
        Effect::NextPuzzle { .. }
    )));
}

#[test]
fn the_start_screen_asks_for_a_new_game_or_a_saved_one() {
    let mut screen = Screen::Start(Box::new(Start::new(Choices::default(), Library::default())));
    assert_eq!(
        screen.update(Action::Activate),
        vec![Effect::NewGame(Choices::default())]
    );
    assert_eq!(screen.update(Action::Quit), vec![Effect::Quit]);
    let summary = Summary {
        path: "saved.kono".into(),
        variant: Variant::Four,
        moves: 1,
        outcome: None,
        written: std::time::SystemTime::now(),
        players: kono::rules::record::Players::default(),
    };
    let library = Library {
        games: vec![summary.clone()],
        unfinished: Some(summary),
        ..Library::default()
    };
    let mut screen = Screen::Start(Box::new(Start::new(Choices::default(), library.clone())));
    // The unfinished game is offered first: Enter opens it.
    assert_eq!(
        screen.update(Action::Activate),
        vec![Effect::Open("saved.kono".into())]
    );
    // A file that cannot be opened is named on the start screen.
    screen.update(Action::Unreadable(
        anyhow::anyhow!("saved.kono: damaged").into(),
    ));
    let Screen::Start(start) = &screen else {
        panic!("not the start screen");
    };
    assert_eq!(start.library.unreadable, ["saved.kono: damaged"]);
}
