//! The computer under a clock: how long it may think about one move. It
//! spends at most its fair share of the time it has left (over the moves
//! it still expects to make) plus most of the increment, and never so
//! much that its time could run out before its move is made.

use std::time::Duration;

use crate::rules::TimeControl;

/// Moves the computer expects still to make, whatever the game: a share
/// of 1/20 of what is left keeps time in hand for a long ending.
const MOVES_AHEAD: u32 = 20;

/// Kept back from every budget for the move to reach the board.
const MARGIN: Duration = Duration::from_millis(50);

/// The longest the computer may think with `left` on its clock under
/// `control`.
pub fn think_time(control: TimeControl, left: Duration) -> Duration {
    let share = match control {
        TimeControl::Fischer { increment, .. } => left / MOVES_AHEAD + increment * 4 / 5,
        // What is left of this move's time is all there is.
        TimeControl::PerMove(_) => left / 2,
    };
    share.min(left / 2).saturating_sub(MARGIN)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_share_leaves_time_in_hand() {
        let s = Duration::from_secs;
        let five_three = TimeControl::fischer(300, 3);
        assert_eq!(
            think_time(five_three, s(300)),
            s(15) + s(3) * 4 / 5 - MARGIN
        );
        // Short of time, never more than half of what is left.
        assert_eq!(think_time(five_three, s(4)), s(2) - MARGIN);
        assert_eq!(
            think_time(five_three, Duration::from_millis(60)),
            Duration::ZERO
        );
        assert_eq!(
            think_time(TimeControl::PerMove(s(30)), s(30)),
            s(15) - MARGIN
        );
    }

    #[test]
    fn a_search_out_of_time_still_moves() {
        use std::sync::atomic::AtomicBool;

        use crate::ai::{Level, choose_within};
        use crate::rules::{Color, Game, Position, RuleOptions, Variant};

        let game = Game::new(
            Position::start(Variant::Five, Color::Black),
            RuleOptions::default(),
        )
        .unwrap_or_else(|_| unreachable!());
        let cancel = AtomicBool::new(false);
        let choice = choose_within(
            &game,
            Level::new(4).unwrap_or_default(),
            None,
            1,
            &cancel,
            Some(Duration::ZERO),
        );
        let mv = choice.map(|c| c.mv);
        assert!(
            mv.is_some_and(|mv| game.legal_moves().contains(&mv)),
            "{mv:?}"
        );
    }

    /// The computer against itself under a short clock, the clock advanced
    /// by the time each search really took: nobody's time runs out.
    #[test]
    fn the_computer_never_loses_on_time() {
        use std::sync::atomic::AtomicBool;
        use std::time::Instant;

        use crate::ai::{Level, choose_within};
        use crate::rules::{Clock, Color, Game, Position, RuleOptions, Variant};

        let control = TimeControl::fischer(3, 0);
        let mut clock = Clock::new(control);
        let mut game = Game::new(
            Position::start(Variant::Five, Color::Black),
            RuleOptions::default(),
        )
        .unwrap_or_else(|_| unreachable!());
        let cancel = AtomicBool::new(false);
        let level = Level::new(4).unwrap_or_default();
        // The clock runs on invented instants, each move's as long as its search.
        let mut now = Instant::now();
        clock.start(game.position().to_move(), now);
        for _ in 0..160 {
            if game.outcome().is_some() {
                break;
            }
            let mover = game.position().to_move();
            let within = think_time(control, clock.left(mover, now));
            let started = Instant::now();
            let choice = choose_within(&game, level, None, 7, &cancel, Some(within));
            now += started.elapsed();
            assert_eq!(
                clock.flagged(now),
                None,
                "{mover} lost on time at ply {}",
                game.ply_count()
            );
            let Some(choice) = choice else { break };
            let turn = game.play(choice.mv).unwrap_or_else(|e| panic!("{e}"));
            clock.moved(turn.by, now);
            clock.start(game.position().to_move(), now);
        }
    }
}
