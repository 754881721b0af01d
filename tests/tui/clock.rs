//! The clock of a timed game on the game screen, with the instants the
//! event loop would stamp given by the test: no test sleeps.

use std::time::{Duration, Instant};

use kono::rules::{TimeControl, record};
use kono::tui::Config;

use super::*;

fn timed(variant: Variant, control: &str) -> (App, Instant) {
    let config = Config {
        clock: Some(control.parse().unwrap()),
        ..config(variant)
    };
    let mut app = App::new(config, 7).unwrap();
    let t0 = Instant::now();
    act(&mut app, Action::Resize(100, 30));
    act(&mut app, Action::Now(t0));
    // No time is taken before both sides have made their first move.
    assert_eq!(app.clock_view().unwrap().running, None);
    play_all(&mut app, opening(variant));
    assert_eq!(app.clock_view().unwrap().running, Some(Color::Black));
    (app, t0)
}

/// A first move each that the tests' own moves do not touch: the clocks
/// start after them, at `t0`, with nothing taken.
fn opening(variant: Variant) -> &'static str {
    match variant {
        Variant::Five => "b1-c2 b5-c4",
        _ => "a1xa3 c4xc2",
    }
}

fn at(app: &mut App, t0: Instant, secs: f64) {
    act(app, Action::Now(t0 + Duration::from_secs_f64(secs)));
}

fn left(app: &App, color: Color) -> Duration {
    app.clock_view().unwrap().left(color)
}

#[test]
fn the_clock_runs_for_the_side_to_move_and_gains_the_increment() {
    let (mut app, t0) = timed(Variant::Five, "1+2");
    assert_eq!(app.clock_view().unwrap().running, Some(Color::Black));
    at(&mut app, t0, 10.0);
    assert_eq!(left(&app, Color::Black), Duration::from_secs(50));
    play(&mut app, "a2-b3");
    assert_eq!(left(&app, Color::Black), Duration::from_secs(52));
    assert_eq!(app.clock_view().unwrap().running, Some(Color::White));
    at(&mut app, t0, 25.0);
    assert_eq!(left(&app, Color::White), Duration::from_secs(45));
    assert_eq!(left(&app, Color::Black), Duration::from_secs(52));
}

#[test]
fn the_clock_stops_in_the_help_and_on_a_small_screen() {
    let (mut app, t0) = timed(Variant::Five, "1+0");
    key(&mut app, '?');
    at(&mut app, t0, 30.0);
    assert_eq!(app.clock_view().unwrap().running, None);
    key(&mut app, '?');
    at(&mut app, t0, 40.0);
    assert_eq!(
        left(&app, Color::Black),
        Duration::from_secs(50),
        "only the 10 s after the help"
    );
    act(&mut app, Action::Resize(20, 10));
    at(&mut app, t0, 100.0);
    assert_eq!(
        left(&app, Color::Black),
        Duration::from_secs(50),
        "stopped while too small"
    );
    assert_eq!(app.game().outcome(), None);
}

#[test]
fn a_flag_ends_the_game_and_undo_gives_the_time_back() {
    let (mut app, t0) = timed(Variant::Five, "1+0");
    at(&mut app, t0, 5.0);
    play(&mut app, "a2-b3");
    at(&mut app, t0, 70.0);
    let outcome = app.game().outcome().unwrap();
    assert_eq!(
        outcome,
        Outcome::Win {
            winner: Color::Black,
            reason: WinReason::Time
        }
    );
    assert!(
        status(&app).contains("Black wins on time"),
        "{}",
        status(&app)
    );
    assert_eq!(app.clock_view().unwrap().running, None);
    // Undo takes back the flag with the move before it: Black has again
    // the 60 s it had before its move.
    key(&mut app, 'u');
    assert_eq!(app.game().outcome(), None);
    assert_eq!(app.game().ply_count(), 2);
    assert_eq!(left(&app, Color::Black), Duration::from_secs(60));
    assert_eq!(left(&app, Color::White), Duration::from_secs(60));
}

#[test]
fn the_panel_shows_both_times_and_warns_under_ten_seconds() {
    let (mut app, t0) = timed(Variant::Four, "0:15+0");
    let shown = screen(&mut app);
    assert!(shown.contains("Black 0:15"), "{shown}");
    assert!(shown.contains("White 0:15"), "{shown}");
    at(&mut app, t0, 7.6);
    let shown = screen(&mut app);
    assert!(shown.contains("Black 7.4"), "{shown}");
    assert!(shown.contains("under 10 seconds"), "{shown}");
}

#[test]
fn a_timed_game_is_autosaved_with_its_clocks_and_resumed_with_them() {
    let (mut app, t0) = timed(Variant::Five, "1+2");
    at(&mut app, t0, 10.0);
    play(&mut app, "a2-b3");
    at(&mut app, t0, 25.0);
    go(&mut app, point("e4"));
    press(&mut app, KeyCode::Enter);
    go(&mut app, point("d3"));
    let effects = app.update(Action::Activate);
    let Some(Effect::Autosave(snapshot)) = effects.into_iter().next() else {
        panic!("a move is autosaved first: {}", status(&app));
    };
    let (control, stamps) = snapshot.clock.clone().unwrap();
    assert_eq!(control, TimeControl::fischer(60, 2));
    let stamps_secs: Vec<u64> = stamps.iter().map(|s| s.unwrap().as_secs()).collect();
    // The first moves took no time.
    assert_eq!(stamps_secs, [60, 60, 52, 47]);
    let tags = record::Tags {
        clock: Some(control),
        clocks: stamps,
        ..record::Tags::default()
    };
    let text = record::write(&snapshot.game, &tags);
    assert!(text.contains("{[%clk 0:00:52]}"), "{text}");
    let (game, back) = record::read(&text).unwrap();
    let mut resumed = App::new(config(Variant::Five), 7).unwrap();
    resumed.load(game, "test");
    resumed.set_clock(back.clock.unwrap(), back.clocks);
    act(&mut resumed, Action::Resize(100, 30));
    let t1 = t0 + Duration::from_secs(3600);
    act(&mut resumed, Action::Now(t1));
    // The hour kono was closed does not count.
    assert_eq!(left(&resumed, Color::Black), Duration::from_secs(52));
    assert_eq!(left(&resumed, Color::White), Duration::from_secs(47));
    assert_eq!(resumed.clock_view().unwrap().running, Some(Color::Black));
    act(&mut resumed, Action::Now(t1 + Duration::from_secs(2)));
    assert_eq!(left(&resumed, Color::Black), Duration::from_secs(50));
}

#[test]
fn the_review_shows_the_clock_after_each_move() {
    let (mut app, t0) = timed(Variant::Five, "1+2");
    at(&mut app, t0, 10.0);
    play(&mut app, "a2-b3");
    at(&mut app, t0, 30.0);
    play(&mut app, "e4-d3");
    key(&mut app, 'r');
    let shown = screen(&mut app);
    assert!(shown.contains("Black 0:52"), "{shown}");
    assert!(shown.contains("White 0:42"), "{shown}");
    press(&mut app, KeyCode::Left);
    let shown = screen(&mut app);
    assert!(shown.contains("Black 0:52"), "{shown}");
    assert!(shown.contains("White 1:00"), "{shown}");
}
