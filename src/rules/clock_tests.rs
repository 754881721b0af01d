//! The clock as a value, driven by invented instants: no test sleeps.

#![allow(clippy::unwrap_used)]

use std::time::{Duration, Instant};

use super::*;

fn secs(s: f64) -> Duration {
    Duration::from_secs_f64(s)
}

#[test]
fn controls_read_and_write_in_both_forms() {
    let c: TimeControl = "5+3".parse().unwrap();
    assert_eq!(c, TimeControl::fischer(300, 3));
    assert_eq!(c.to_string(), "5+3");
    assert_eq!(c.seconds_text(), "300+3");
    assert_eq!(TimeControl::from_seconds_text("300+3").unwrap(), c);
    let half: TimeControl = "0:30+2".parse().unwrap();
    assert_eq!(half, TimeControl::fischer(30, 2));
    assert_eq!(half.to_string(), "0:30+2");
    let per: TimeControl = "30s".parse().unwrap();
    assert_eq!(per, TimeControl::PerMove(Duration::from_secs(30)));
    assert_eq!(per.to_string(), "30s");
    assert_eq!(per.seconds_text(), "1/30");
    assert_eq!(TimeControl::from_seconds_text("1/30").unwrap(), per);
    for c in TimeControl::PRESETS {
        assert_eq!(c.to_string().parse::<TimeControl>().unwrap(), c);
        assert_eq!(
            TimeControl::from_seconds_text(&c.seconds_text()).unwrap(),
            c
        );
    }
}

#[test]
fn bad_controls_say_what_is_wrong() {
    assert!(matches!(
        "5".parse::<TimeControl>(),
        Err(ClockError::Shape(_))
    ));
    assert!(matches!(
        "a+3".parse::<TimeControl>(),
        Err(ClockError::Shape(_))
    ));
    assert!(matches!(
        "0:75+3".parse::<TimeControl>(),
        Err(ClockError::Shape(_))
    ));
    assert!(matches!(
        "0+0".parse::<TimeControl>(),
        Err(ClockError::NoTime(_))
    ));
    assert!(matches!(
        "0s".parse::<TimeControl>(),
        Err(ClockError::NoTime(_))
    ));
    assert!(matches!(
        "2000+0".parse::<TimeControl>(),
        Err(ClockError::TooLong(_))
    ));
    let message = "x".parse::<TimeControl>().unwrap_err().to_string();
    assert!(message.contains("5+3"), "{message}");
}

#[test]
fn only_the_side_to_move_loses_time() {
    let t0 = Instant::now();
    let mut clock = Clock::new(TimeControl::fischer(60, 2));
    assert_eq!(clock.running(), None);
    assert_eq!(clock.left(Color::Black, t0 + secs(30.0)), secs(60.0));
    clock.start(Color::Black, t0);
    assert_eq!(clock.left(Color::Black, t0 + secs(10.0)), secs(50.0));
    assert_eq!(clock.left(Color::White, t0 + secs(10.0)), secs(60.0));
    clock.moved(Color::Black, t0 + secs(10.0));
    // Black gained its increment; White's time runs.
    assert_eq!(clock.left(Color::Black, t0 + secs(25.0)), secs(52.0));
    assert_eq!(clock.left(Color::White, t0 + secs(25.0)), secs(45.0));
    assert_eq!(clock.running(), Some(Color::White));
}

#[test]
fn a_stopped_clock_keeps_its_times() {
    let t0 = Instant::now();
    let mut clock = Clock::new(TimeControl::fischer(60, 0));
    clock.start(Color::White, t0);
    clock.stop(t0 + secs(5.0));
    assert_eq!(clock.left(Color::White, t0 + secs(500.0)), secs(55.0));
    assert_eq!(clock.flagged(t0 + secs(500.0)), None);
    clock.start(Color::White, t0 + secs(500.0));
    assert_eq!(clock.left(Color::White, t0 + secs(510.0)), secs(45.0));
}

#[test]
fn the_running_side_flags_at_zero() {
    let t0 = Instant::now();
    let mut clock = Clock::new(TimeControl::fischer(60, 0));
    clock.start(Color::Black, t0);
    assert_eq!(clock.until_flag(t0 + secs(59.5)), Some(secs(0.5)));
    assert_eq!(clock.flagged(t0 + secs(59.9)), None);
    assert_eq!(clock.flagged(t0 + secs(60.0)), Some(Color::Black));
    assert_eq!(clock.left(Color::Black, t0 + secs(99.0)), Duration::ZERO);
}

#[test]
fn a_per_move_timer_is_reset_after_each_move() {
    let t0 = Instant::now();
    let mut clock = Clock::new(TimeControl::PerMove(secs(30.0)));
    clock.start(Color::Black, t0);
    clock.moved(Color::Black, t0 + secs(29.0));
    assert_eq!(clock.left(Color::Black, t0 + secs(40.0)), secs(30.0));
    assert_eq!(clock.flagged(t0 + secs(58.9)), None);
    assert_eq!(clock.flagged(t0 + secs(59.0)), Some(Color::White));
}

#[test]
fn no_base_gives_each_move_its_increment() {
    let clock = Clock::new("0+2".parse().unwrap());
    assert_eq!(clock.times(Instant::now()), (secs(2.0), secs(2.0)));
}

#[test]
fn times_set_back_keep_the_running_side() {
    let t0 = Instant::now();
    let mut clock = Clock::new(TimeControl::fischer(60, 0));
    clock.start(Color::White, t0);
    clock.set_times(secs(40.0), secs(30.0), t0 + secs(20.0));
    assert_eq!(
        clock.times(t0 + secs(25.0)),
        (secs(40.0), secs(25.0)),
        "White runs from the moment its time was set"
    );
}

#[test]
fn clock_texts() {
    assert_eq!(clock_text(secs(295.0)), "4:55");
    assert_eq!(clock_text(secs(9.44)), "9.4");
    assert_eq!(clock_text(secs(10.0)), "0:10");
    assert_eq!(clock_text(secs(3723.0)), "1:02:03");
    assert_eq!(clk_text(secs(295.0)), "0:04:55");
    assert_eq!(clk_text(secs(7.3)), "0:00:07.3");
    for t in [0.0, 7.3, 295.0, 3723.9] {
        let d = Duration::from_millis((t * 1000.0_f64).round() as u64);
        assert_eq!(parse_clk(&clk_text(d)).unwrap(), d);
    }
    for bad in ["", "4:55", "0:4:5x", "0:60:00", "0:00:07.35", "-1:00:00"] {
        assert!(parse_clk(bad).is_err(), "{bad}");
    }
}
