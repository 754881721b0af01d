//! The computer's search on a worker thread: one at a time, the one before
//! stopped through its flag, the reply sent into the event channel with
//! the ticket of its request, no sooner than the request's pace. Level 5
//! plays from the solved table the request brings, or else from the one
//! the workers load (once per game and rule options).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use crate::ai::{self, Level, Solved};
use crate::rules::Game;
use crate::tui::action::TableState;

use super::tables::load;
use super::{Action, Table, Workers, send};
use crate::tui::effect::Request;

/// How often a worker waiting out its pace looks at its flag.
const POLL: Duration = Duration::from_millis(20);

impl Workers {
    /// Starts a search for `request` on a worker thread, stopping the one
    /// running.
    ///
    /// # Errors
    /// When the thread cannot be started.
    pub fn think(&mut self, request: Request) -> anyhow::Result<()> {
        self.stop_thinking();
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&cancel);
        let tx = self.tx.clone();
        let Request {
            ticket,
            game,
            level,
            seed,
            pace,
            table,
            within,
        } = request;
        let slot = (level == Level::MAX && table.is_none()).then(|| {
            let (variant, options) = (game.start().variant(), *game.options());
            (variant, options, self.slot(variant, options))
        });
        let data = self.data.clone();
        let shelf = Arc::clone(&self.shelf);
        let fault_told = Arc::clone(&self.fault_told);
        let pool = self.pool.clone();
        let mut pace = self.pace.unwrap_or(pace);
        if let Some(within) = within {
            // The pace is for watching, never at the clock's cost.
            pace = pace.min(within / 2);
        }
        self.spawn("computer", move || {
            let started = Instant::now();
            // Waits while another worker loads the same table.
            let solved = table.map(|t| t.0).or_else(|| {
                slot.and_then(|(variant, options, slot)| {
                    slot.get_or_init(|| load(data.as_deref(), &shelf, variant, options, &tx))
                        .clone()
                })
            });
            // The thinking sign shows while other sessions' searches run.
            let Some(turn) = pool.enter(&flag) else {
                return;
            };
            let choice = ai::choose_within(&game, level, solved.as_deref(), seed, &flag, within);
            drop(turn);
            if let Some(err) = solved.as_deref().and_then(Solved::fault)
                && !fault_told.swap(true, Ordering::Relaxed)
            {
                // A block damaged since the table was checked: searched.
                send(&tx, Action::Table(TableState::failed(err)));
            }
            while !flag.load(Ordering::Relaxed) {
                let left = pace.saturating_sub(started.elapsed());
                if left.is_zero() {
                    // No move means the search was stopped: nobody waits.
                    if let Some(choice) = choice {
                        send(
                            &tx,
                            Action::ComputerMoved {
                                ticket,
                                mv: choice.mv,
                            },
                        );
                    }
                    return;
                }
                thread::sleep(left.min(POLL));
            }
        })?;
        self.search = Some((ticket, cancel));
        Ok(())
    }

    /// Judges the draw offered to the computer in `game` at `level` on a
    /// worker thread (level 5 by its table: the one given, or else the one
    /// the workers load) and answers [`Action::DrawAnswered`].
    ///
    /// # Errors
    /// When the thread cannot be started.
    pub fn answer_draw(
        &mut self,
        ticket: u64,
        game: Game,
        level: Level,
        table: Option<Table>,
    ) -> anyhow::Result<()> {
        let slot = (level == Level::MAX && table.is_none()).then(|| {
            let (variant, options) = (game.start().variant(), *game.options());
            (variant, options, self.slot(variant, options))
        });
        let data = self.data.clone();
        let shelf = Arc::clone(&self.shelf);
        let tx = self.tx.clone();
        self.spawn("draw", move || {
            let solved = table.map(|t| t.0).or_else(|| {
                slot.and_then(|(variant, options, slot)| {
                    slot.get_or_init(|| load(data.as_deref(), &shelf, variant, options, &tx))
                        .clone()
                })
            });
            let never = AtomicBool::new(false);
            let accept = ai::accepts_draw(&game, level, solved.as_deref(), &never);
            send(&tx, Action::DrawAnswered { ticket, accept });
        })
    }

    /// Stops the search running: its answer is no longer wanted.
    pub fn stop_thinking(&mut self) {
        if let Some((_, cancel)) = self.search.take() {
            cancel.store(true, Ordering::Relaxed);
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // tests may panic: that is how they fail

    use std::sync::mpsc::{self, Receiver};

    use super::*;
    use crate::rules::{Color, Position, RuleOptions, Variant};
    use crate::tui::action::TableState;

    fn request(ticket: u64, variant: Variant, level: u8, pace: Duration) -> Request {
        let start = Position::start(variant, Color::Black);
        Request {
            ticket,
            game: Game::new(start, RuleOptions::default()).unwrap(),
            level: Level::new(level).unwrap(),
            seed: 1,
            pace,
            table: None,
            within: None,
        }
    }

    /// A channel the workers post into.
    fn channel() -> (super::super::Post, Receiver<Action>) {
        let (tx, rx) = mpsc::channel();
        (Arc::new(move |work| tx.send(work).is_ok()), rx)
    }

    /// A game whose solved table is built only on request (none here: no
    /// data directory), and whose search at level 4 takes a while.
    fn big() -> Variant {
        Variant::ALL
            .into_iter()
            .find(|&v| crate::store::built_on_request(v))
            .unwrap()
    }

    /// A game whose level 1 answers at once.
    fn small() -> Variant {
        Variant::ALL
            .into_iter()
            .find(|&v| !crate::store::built_on_request(v))
            .unwrap()
    }

    /// The preferences of an English session with the default keys.
    fn english() -> crate::tui::Prefs {
        crate::tui::Prefs::new(crate::i18n::Lang::En)
    }

    /// The next news, which must come within a few seconds.
    fn next(rx: &Receiver<Action>) -> Action {
        rx.recv_timeout(Duration::from_secs(10)).unwrap()
    }

    #[test]
    fn one_search_at_a_time_and_a_stopped_one_never_answers() {
        let (tx, rx) = channel();
        let mut workers = Workers::new(tx, None, None, Some(Duration::ZERO), english());
        let strong = |ticket| request(ticket, big(), 4, Duration::ZERO);
        workers.think(strong(1)).unwrap();
        // A new request stops the search running.
        workers
            .think(request(2, small(), 1, Duration::ZERO))
            .unwrap();
        assert!(matches!(next(&rx), Action::ComputerMoved { ticket: 2, .. }));
        // A search the App no longer waits for is stopped, and never
        // answers: a quick one sent after it shows the channel is clear.
        workers.think(strong(3)).unwrap();
        workers.stop_thinking();
        workers
            .think(request(4, small(), 1, Duration::ZERO))
            .unwrap();
        assert!(matches!(next(&rx), Action::ComputerMoved { ticket: 4, .. }));
    }

    #[test]
    fn a_reply_comes_no_sooner_than_its_pace() {
        let (tx, rx) = channel();
        let mut workers = Workers::new(tx, None, None, None, english());
        let started = Instant::now();
        let pace = Duration::from_millis(300);
        workers.think(request(7, small(), 1, pace)).unwrap();
        assert!(matches!(next(&rx), Action::ComputerMoved { ticket: 7, .. }));
        assert!(started.elapsed() >= pace);
    }

    #[test]
    fn level_5_without_a_table_says_so_and_searches() {
        // No data directory: the big game has no solved table.
        let (tx, rx) = channel();
        let mut workers = Workers::new(tx, None, None, Some(Duration::ZERO), english());
        workers.think(request(1, big(), 5, Duration::ZERO)).unwrap();
        assert!(matches!(next(&rx), Action::Table(TableState::Missing)));
        assert!(matches!(next(&rx), Action::ComputerMoved { ticket: 1, .. }));
    }

    #[test]
    fn a_missing_table_is_said_missing() {
        // No data directory: the big game has no solved table.
        let (tx, rx) = channel();
        let mut workers = Workers::new(tx, None, None, Some(Duration::ZERO), english());
        let options = RuleOptions::default();
        workers.load_table(big(), options).unwrap();
        assert!(matches!(next(&rx), Action::Table(TableState::Missing)));
        assert!(matches!(next(&rx), Action::TableLoaded { table: None, .. }));
    }

    #[test]
    fn an_estimate_comes_back_with_its_stamp() {
        let (tx, rx) = channel();
        let mut workers = Workers::new(tx, None, None, Some(Duration::ZERO), english());
        let game = request(1, big(), 1, Duration::ZERO).game;
        workers.estimate(34, game).unwrap();
        let Action::Estimated { ticket, analysis } = next(&rx) else {
            panic!("not an estimate");
        };
        assert_eq!(ticket, 34);
        assert!(!analysis.moves.is_empty());
        assert!(!analysis.value.is_exact());
    }
}
