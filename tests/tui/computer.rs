//! The terminal game against the computer, driven as the event loop drives
//! it: key events through the binding table, the App's requests for the
//! computer's move ([`Effect::Think`]) answered here, on the spot.

use crate::common::*;

use kono::ai::Level;
use kono::rules::record::{self, Tags};
use kono::rules::{Color, Move, Variant};
use kono::tui::action::{Action, Effect, Effects, TableState};
use kono::tui::app::App;
use kono::tui::effect::Request;
use kono::tui::keymap::Mode;
use kono::tui::{Config, Seat, computer_in};
use ratatui::crossterm::event::KeyCode;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// A game of `variant` against the computer on `seat`, at level 1.
fn against(variant: Variant, seat: Seat) -> App {
    against_computer(variant, seat, Level::MIN)
}

/// The ticket of a request for the computer's move in the app's game, and
/// the move the computer would choose there.
#[track_caller]
fn request(app: &App, effects: Effects) -> (u64, Move) {
    let Some(Effect::Think(Request {
        ticket,
        game,
        level,
        seed,
        ..
    })) = effects
        .iter()
        .find(|e| matches!(e, Effect::Think(_)))
        .cloned()
    else {
        panic!("no request for the computer's move: {effects:?}");
    };
    assert_eq!(&game, app.game());
    assert_eq!(app.awaited(), Some(ticket));
    let choice = kono::ai::choose(&game, level, None, seed, &AtomicBool::new(false)).unwrap();
    (ticket, choice.mv)
}

/// Plays `mv` by keys and returns what the last key asked of the event loop.
fn play_keys(app: &mut App, mv: &str) -> Effects {
    let mv: Move = mv.parse().unwrap();
    go(app, mv.from().unwrap());
    press(app, KeyCode::Enter);
    go(app, mv.to().unwrap());
    press(app, KeyCode::Enter)
}

#[test]
fn the_computers_reply_arrives_undo_takes_back_both_and_a_stale_reply_is_ignored() {
    let mut app = against(Variant::Four, Seat::White);
    assert_eq!(
        act(&mut app, Action::Resize(80, 24)),
        NONE,
        "Black is a person"
    );

    // Black moves by keys; the App asks for White's reply.
    let effect = play_keys(&mut app, "a1xa3");
    let (ticket, reply) = request(&app, effect);
    assert!(screen(&mut app).contains("White (computer, level 1) is thinking"));

    // While it thinks the cursor and the help work; White's pieces stay put.
    let cursor = app.cursor();
    press(&mut app, KeyCode::Right);
    assert_ne!(app.cursor(), cursor);
    key(&mut app, '?');
    assert!(app.help().is_some());
    press(&mut app, KeyCode::Esc);
    press(&mut app, KeyCode::Enter);
    refused(&app, "White is the computer's side: wait for its move");
    assert!(!app.offers(Action::Activate));
    // The sign moves with the ticks.
    let frame = app.thinking().unwrap().frame;
    app.update(Action::Tick);
    assert_ne!(app.thinking().unwrap().frame, frame);
    assert_eq!(
        app.awaited(),
        Some(ticket),
        "nothing above changed the game"
    );

    // The reply arrives and is played.
    assert_eq!(
        act(&mut app, Action::ComputerMoved { ticket, mv: reply }),
        NONE
    );
    assert_eq!(app.game().ply_count(), 2);
    assert_eq!(app.game().last_move(), Some(reply));
    assert_eq!(app.thinking(), None);
    assert_eq!(app.game().position().to_move(), Color::Black);

    // Black moves again; undo while White thinks takes back Black's move
    // and cancels the search; its late reply is ignored.
    let black = app.movable()[0];
    let mv = app
        .game()
        .legal_moves()
        .into_iter()
        .find(|m| m.from() == Some(black))
        .unwrap();
    let effect = play_keys(&mut app, &mv.to_string());
    let (stale, late) = request(&app, effect);
    assert_eq!(key(&mut app, 'u'), NONE);
    assert_eq!(app.awaited(), None);
    assert_eq!(app.game().ply_count(), 2);
    app.update(Action::ComputerMoved {
        ticket: stale,
        mv: late,
    });
    assert_eq!(app.game().ply_count(), 2, "a stale reply is dropped");

    // Undo takes back Black's move and White's reply together.
    key(&mut app, 'u');
    assert_eq!(app.game().ply_count(), 0);
    assert_eq!(
        status(&app),
        format!("took back a1xa3 and White's reply {reply}")
    );
    // Only the computer would be left to undo: nothing to undo.
    assert!(!app.offers(Action::Undo));
    key(&mut app, 'u');
    refused(&app, "nothing to undo");
    // Redo plays both again, and it is Black's turn.
    ctrl(&mut app, 'r');
    assert_eq!(app.game().ply_count(), 2);
    assert_eq!(
        status(&app),
        format!("played again a1xa3 and White's reply {reply}")
    );
    assert_eq!(app.awaited(), None);

    // A new game drops the request made in the old one.
    let effect = play_keys(&mut app, &mv.to_string());
    let (old, old_reply) = request(&app, effect);
    key(&mut app, 'n');
    key(&mut app, 'y');
    assert_eq!(app.game().ply_count(), 0);
    app.update(Action::ComputerMoved {
        ticket: old,
        mv: old_reply,
    });
    assert_eq!(app.game().ply_count(), 0);
}

#[test]
fn the_computer_moving_first_and_declining_a_draw() {
    let mut app = against(Variant::Four, Seat::Black);
    let (ticket, mv) = {
        let effect = act(&mut app, Action::Resize(80, 24));
        request(&app, effect)
    };
    app.update(Action::ComputerMoved { ticket, mv });
    assert_eq!(app.game().ply_count(), 1);
    // Only the computer has moved: nothing of White's to take back.
    assert!(!app.offers(Action::Undo));
    key(&mut app, 'u');
    refused(&app, "nothing to undo");
    // White, a person, offers a draw: the computer declines at once.
    key(&mut app, 'd');
    assert_eq!(status(&app), "Black declines the draw");
    assert_eq!(app.game().draw_offer(), None);
    assert_eq!(app.mode(), Mode::Board);
}

#[test]
fn both_sides_the_game_plays_itself_at_a_watchable_pace_and_pauses() {
    let mut app = against(Variant::Four, Seat::Both);
    let effect = act(&mut app, Action::Resize(80, 24));
    let Some(Effect::Think(Request { pace, .. })) = effect.first() else {
        panic!("no request: {effect:?}");
    };
    assert!(*pace >= Duration::from_millis(900), "{pace:?}");
    let (ticket, mv) = request(&app, effect);
    // Each reply brings the next request.
    let effect = act(&mut app, Action::ComputerMoved { ticket, mv });
    let (ticket, mv) = request(&app, effect);
    assert!(app.offers(Action::Pause));

    // p pauses: the request is dropped, its reply ignored, no piece moves.
    assert_eq!(key(&mut app, 'p'), NONE);
    assert!(app.paused());
    assert_eq!(app.awaited(), None);
    app.update(Action::ComputerMoved { ticket, mv });
    assert_eq!(app.game().ply_count(), 1);
    press(&mut app, KeyCode::Enter);
    refused(
        &app,
        "White is the computer's side, paused: p lets it play on",
    );
    assert!(screen(&mut app).contains("both, paused"));

    // p lets it play on; undo pauses it again and takes back one turn.
    let effect = key(&mut app, 'p');
    request(&app, effect);
    assert_eq!(status(&app), "the computer plays on");
    assert_eq!(key(&mut app, 'u'), NONE);
    assert!(app.paused());
    assert_eq!(app.game().ply_count(), 0);
}

#[test]
fn pause_without_a_computer_is_refused() {
    let mut app = app(Variant::Four);
    assert!(!app.offers(Action::Pause));
    key(&mut app, 'p');
    refused(&app, "no computer plays in this game");
}

#[test]
fn records_name_the_computer_and_give_it_back() {
    let mut config = Config {
        computer: Seat::White,
        level: Level::MAX.number(),
        ..config(Variant::Four)
    };
    let mut tags = Tags::default();
    config.name_players(&mut tags);
    assert_eq!(
        (tags.black.as_str(), tags.white.as_str()),
        ("?", "kono level 5")
    );
    let game = App::new(config, 1).unwrap().game().clone();
    let text = record::write(&game, &tags);
    assert!(text.contains("[White \"kono level 5\"]"), "{text}");
    let (_, read) = record::read(&text).unwrap();
    assert_eq!(computer_in(&read), Some((Seat::White, Level::MAX)));

    // Both sides; then two people again: the computer's names go, a
    // person's own name stays.
    config.computer = Seat::Both;
    config.level = Level::MIN.number();
    config.name_players(&mut tags);
    assert_eq!(computer_in(&tags), Some((Seat::Both, Level::MIN)));
    tags.black = "Ada".to_string();
    config.computer = Seat::None;
    config.name_players(&mut tags);
    assert_eq!((tags.black.as_str(), tags.white.as_str()), ("Ada", "?"));
    assert_eq!(computer_in(&tags), None);
}

#[test]
fn the_side_panel_shows_the_level_5_table_coming_along() {
    let mut app = against_computer(Variant::Four, Seat::White, Level::MAX);
    assert!(screen(&mut app).contains("5 (perfect)"));
    assert!(!screen(&mut app).contains("Table"), "no news yet");
    for (state, shown) in [
        (TableState::Building(40), "building 40%"),
        (TableState::Ready, "solved"),
        (TableState::Missing, "none: it searches"),
    ] {
        app.update(Action::Table(state.clone()));
        assert_eq!(app.table(), Some(state));
        assert!(screen(&mut app).contains(shown), "{shown}");
    }
}

#[test]
fn the_start_screens_computer_choice_starts_a_game_against_it() {
    use kono::tui::action::Dir;
    use kono::tui::action::Effect;
    use kono::tui::start::{Choices, Item, Library, Row, Start};

    // Plain `kono`'s menu: four-field, Black first, the computer plays
    // Black at level 1.
    let mut start = Start::new(Choices::default(), Library::default());
    for action in [
        Action::Cursor(Dir::Down),  // the variant
        Action::Cursor(Dir::Right), // four-field
        Action::Cursor(Dir::Down),  // your side
        Action::Cursor(Dir::Right), // White: the computer plays Black
        Action::Cursor(Dir::Down),  // the level
        Action::Cursor(Dir::Right),
        Action::Cursor(Dir::Left), // 2, 1
    ] {
        start.update(action);
    }
    // Four-field's rule book has Black move first: the choice follows it.
    assert_eq!(start.choices.first, kono::tui::choices::SideChoice::Black);
    for _ in 0..3 {
        start.update(Action::Cursor(Dir::Up));
    }
    assert_eq!(start.row, Row::entry(Item::Computer));
    let [Effect::NewGame(choices)] = start.update(Action::Activate)[..] else {
        panic!("no new game");
    };

    // The choices become the game's configuration, as `tui::run_start`
    // makes it, and the App asks for the computer's first move at once.
    let config = choices.config(Config::new(Variant::Five));
    assert_eq!(config.computer, Seat::Black);
    assert_eq!(config.computer_level(), Level::MIN);
    let mut app = App::new(config, 7).unwrap();
    let effect = act(&mut app, Action::Resize(80, 24));
    let (ticket, mv) = request(&app, effect);
    assert!(screen(&mut app).contains("Black (computer, level 1) is thinking"));
    app.update(Action::ComputerMoved { ticket, mv });
    assert_eq!(app.game().last_move(), Some(mv));
    assert_eq!(app.game().position().to_move(), Color::White);
    let text = screen(&mut app);
    assert!(text.contains("Computer"), "{text}");
    assert!(text.contains("1 (beginner)"), "{text}");
    let mut tags = Tags::default();
    app.config().name_players(&mut tags);
    assert_eq!(tags.black, "kono level 1");
}

#[test]
fn a_missing_five_field_table_is_offered_and_built_in_the_background() {
    let mut app = against_computer(Variant::Five, Seat::White, Level::MAX);
    // The perfect computer's table is looked for as the game starts.
    let asks = |effects: &Effects| effects.iter().any(|e| matches!(e, Effect::LoadTable(..)));
    assert!(asks(&act(&mut app, Action::Resize(80, 24))));
    // Before level 5 has heard of its table, `b` does nothing.
    assert!(!app.offers(Action::BuildTable));
    assert_eq!(key(&mut app, 'b'), NONE);
    refused(
        &app,
        "nothing to build: only a missing five-field table that level 5, hints, the review or a puzzle need",
    );
    app.update(Action::Table(TableState::Missing));
    let effects = give_table(&mut app, None);
    assert!(!asks(&effects), "asked once");
    assert!(app.offers(Action::BuildTable));
    let shown = screen(&mut app);
    assert!(shown.contains("none: b builds it"), "{shown}");
    // `b` asks the loop to build it, and the panel follows the progress.
    assert_eq!(
        key(&mut app, 'b'),
        vec![Effect::BuildTable(app.variant(), app.options())]
    );
    assert_eq!(app.table(), Some(TableState::Building(0)));
    assert!(status(&app).starts_with("building the solved five-field game in the background"));
    assert!(!app.offers(Action::BuildTable), "one build at a time");
    app.update(Action::Table(TableState::Building(40)));
    assert!(screen(&mut app).contains("building 40%"));
    app.update(Action::Table(TableState::Ready));
    assert!(screen(&mut app).contains("solved"));
    // Hints may now ask for the new table.
    assert!(asks(&act(&mut app, Action::Hints)));
    // The game went on meanwhile: the person can move.
    assert!(app.offers(Action::Activate) || app.computer_to_move());
}

#[test]
fn table_news_concerns_only_the_perfect_computer() {
    // Hints fetch the table of a game against level 1: the panel's Table
    // line belongs to level 5 and stays away.
    let mut app = against(Variant::Four, Seat::White);
    app.update(Action::Table(TableState::Ready));
    assert_eq!(app.table(), None);
    assert!(!screen(&mut app).contains("Table"));
}

#[test]
fn when_the_computer_moves_first_the_cursor_starts_on_the_players_own_piece() {
    for variant in [Variant::Four, Variant::Five] {
        let mut app = against(variant, Seat::Black);
        act(&mut app, Action::Resize(80, 24));
        let cursor = app.cursor();
        assert_eq!(
            app.game().position().piece_at(cursor),
            Some(Color::White),
            "{variant:?}: the cursor starts on {cursor}"
        );
        // And on a new game too.
        key(&mut app, 'n');
        if app.question().is_some() {
            key(&mut app, 'y');
        }
        let cursor = app.cursor();
        assert_eq!(
            app.game().position().piece_at(cursor),
            Some(Color::White),
            "{variant:?}: a new game's cursor starts on {cursor}"
        );
    }
}

#[test]
fn a_table_built_in_the_game_but_not_kept_says_why_and_plays_on() {
    let mut app = against_computer(Variant::Four, Seat::White, Level::MAX);
    let not_kept = kono::ai::TableError::NotKept {
        table: "four-field".to_string(),
        reason: "no space left on device".to_string(),
    };
    app.update(Action::Table(TableState::unkept(not_kept)));
    // Level 5 has its table for this game, although it was not written.
    assert!(app.table().is_some_and(|state| state.is_ready()));
    let shown = text(&render(&mut app, 160, 48));
    assert!(shown.contains("Table   solved; the"), "{shown}");
    // The reason in full, wrapped under the label.
    assert!(shown.contains("kept: no space"), "{shown}");
    assert!(shown.contains("left on device"), "{shown}");
    assert!(!shown.contains("none:"), "{shown}");
}
