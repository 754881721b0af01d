//! A timed network game (protocol v2): the host keeps time, sends `CLOCK`
//! after every move and `FLAG` at zero; both screens and both records
//! agree. The instants are the test's: nobody sleeps.

use std::time::{Duration, Instant};

use kono::rules::{Color, Outcome, TimeControl, WinReason};
use kono::tui::action::Action;

use super::screen::{Side, four_field_start, pair_timed};

fn at(side: &mut Side, t0: Instant, secs: u64) {
    side.act(Action::Now(t0 + Duration::from_secs(secs)));
}

fn times(side: &Side) -> (Duration, Duration) {
    let view = side.app.clock_view().expect("a timed game");
    (view.black, view.white)
}

fn secs(black: u64, white: u64) -> (Duration, Duration) {
    (Duration::from_secs(black), Duration::from_secs(white))
}

#[test]
fn the_host_keeps_time_both_screens_and_records_agree_and_a_flag_ends_it() {
    let control = TimeControl::fischer(60, 2);
    let (mut host, mut joiner) = pair_timed(four_field_start(), Color::Black, true, Some(control));
    let t0 = Instant::now();
    at(&mut host, t0, 0);
    at(&mut joiner, t0, 0);
    // The host's CLOCK after the opening.
    joiner.pump();
    assert_eq!(times(&joiner), secs(60, 60));
    assert_eq!(joiner.app.clock_view().unwrap().control, control);

    // Black (the host) moves after 10 s: the first moves take no time.
    at(&mut host, t0, 10);
    let mv = host.app.game().legal_moves()[0];
    host.click_move(mv);
    assert_eq!(times(&host), secs(60, 60));
    at(&mut joiner, t0, 10);
    joiner.pump(); // the move
    joiner.pump(); // the host's CLOCK
    assert_eq!(times(&joiner), secs(60, 60));

    // White (the joiner) moves 5 s later; now both have moved, the clocks
    // run, and the host's clock is the truth.
    at(&mut joiner, t0, 15);
    let reply = joiner.app.game().legal_moves()[0];
    joiner.click_move(reply);
    at(&mut host, t0, 15);
    host.pump();
    assert_eq!(times(&host), secs(60, 60));
    joiner.pump();
    assert_eq!(times(&joiner), secs(60, 60));
    at(&mut host, t0, 25);
    assert_eq!(times(&host), secs(50, 60), "Black's time runs");

    // Black lets its time run out: the host flags it, the joiner is told.
    at(&mut host, t0, 15 + 60);
    let won_on_time = Outcome::Win {
        winner: Color::White,
        reason: WinReason::Time,
    };
    assert_eq!(host.app.game().outcome(), Some(won_on_time));
    joiner.pump(); // CLOCK with Black's zero
    assert_eq!(
        joiner.app.game().outcome(),
        None,
        "the joiner waits for FLAG"
    );
    joiner.pump(); // FLAG
    assert_eq!(joiner.app.game().outcome(), Some(won_on_time));
    assert_eq!(times(&joiner).0, Duration::ZERO);

    // Both records: the same game, the same clocks to the millisecond.
    let (h_game, _) = host.saved.clone().unwrap();
    let (j_game, _) = joiner.saved.clone().unwrap();
    assert_eq!(h_game, j_game);
    assert_eq!(host.clocks, joiner.clocks);
    let (saved_control, stamps) = host.clocks.clone().unwrap();
    assert_eq!(saved_control, control);
    assert_eq!(
        stamps,
        [Some(Duration::from_secs(60)), Some(Duration::from_secs(60))]
    );
}

#[test]
fn a_per_move_timer_is_refused_for_a_network_game_in_plain_words() {
    let config = kono::tui::Config {
        clock: Some("30s".parse().unwrap()),
        ..kono::tui::Config::new(kono::rules::Variant::Four)
    };
    let err = kono::tui::HostPlan::new(&config, None, None, (None, 0))
        .err()
        .expect("refused");
    let text = format!("{err:#}");
    assert!(text.contains("one keyboard"), "{text}");
    assert!(text.contains("5+3"), "{text}");
    let config = kono::tui::Config {
        clock: Some("5+3".parse().unwrap()),
        ..config
    };
    let plan = kono::tui::HostPlan::new(&config, None, None, (None, 0)).unwrap();
    assert_eq!(plan.clock, Some(TimeControl::fischer(300, 3)));
}

#[test]
fn the_joiners_clock_runs_on_the_host_while_it_is_away_on_its_turn() {
    let control = TimeControl::fischer(60, 0);
    let (mut host, mut joiner) = pair_timed(four_field_start(), Color::Black, true, Some(control));
    let t0 = Instant::now();
    at(&mut host, t0, 0);
    at(&mut joiner, t0, 0);
    joiner.pump();
    // Both first moves, then Black's second: White (the joiner) to move.
    for (secs, mover_is_host) in [(1, true), (2, false), (3, true)] {
        let (mover, other) = if mover_is_host {
            (&mut host, &mut joiner)
        } else {
            (&mut joiner, &mut host)
        };
        at(mover, t0, secs);
        at(other, t0, secs);
        let mv = mover.app.game().legal_moves()[0];
        mover.click_move(mv);
        other.pump();
        if mover_is_host {
            other.pump(); // the host's CLOCK
        }
    }
    assert_eq!(host.app.game().position().to_move(), Color::White);
    // The joiner's link drops on its own turn.
    joiner.peer.take().unwrap().close(None);
    host.pump();
    let theme = kono::tui::theme::Theme::new(false, false);
    let said = kono::tui::words::status_text(host.app.status(), &theme);
    assert!(said.contains("White's clock runs while away"), "{said}");
    at(&mut host, t0, 43);
    assert_eq!(
        times(&host).1,
        Duration::from_secs(20),
        "40 s away cost 40 s"
    );
    // Away past its time, White loses on time.
    at(&mut host, t0, 64);
    let won_on_time = Outcome::Win {
        winner: Color::Black,
        reason: WinReason::Time,
    };
    assert_eq!(host.app.game().outcome(), Some(won_on_time));
}
