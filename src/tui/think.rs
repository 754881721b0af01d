//! The computer's search on a worker thread: one at a time, the one before
//! stopped through its flag, the reply sent into the event channel with
//! the ticket of its request, no sooner than the request's pace.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::thread;
use std::time::{Duration, Instant};

use anyhow::Context;

use crate::ai::{self, Level, Solved};
use crate::rules::Game;

use super::event::Event;

/// How often a worker waiting out its pace looks at its flag.
const POLL: Duration = Duration::from_millis(20);

/// What the computer is asked: [`super::action::Effect::Think`]'s fields.
pub struct Request {
    /// Identifies the request; the reply carries it.
    pub ticket: u64,
    /// The game to move in.
    pub game: Game,
    /// How well to play.
    pub level: Level,
    /// Varies the choice among equal moves.
    pub seed: u64,
    /// The reply comes no sooner than this.
    pub pace: Duration,
}

/// Runs the computer's searches for the event loop.
pub struct Thinker {
    /// Where replies go.
    tx: Sender<Event>,
    /// The search running: its ticket and its stop flag.
    running: Option<(u64, Arc<AtomicBool>)>,
    /// Replaces every request's pace when set (`KONO_PACE_MS`, for tests).
    pace: Option<Duration>,
    /// The solved table level 5 plays from.
    // SEAM (issue 10): the four-field solved table is not built yet (its
    // builder, `ai::four`, is another branch's). Once it lands, a
    // background thread builds or loads it, shows its progress in the side
    // panel, and hands it in here through an `Event::TableReady`; until
    // then level 5 searches, as AI.md allows ("plays like level 4").
    solved: Option<Arc<dyn Solved>>,
}

impl Thinker {
    /// Sends replies into `tx`; `pace`, when given, replaces the pace of
    /// every request.
    pub fn new(tx: Sender<Event>, pace: Option<Duration>) -> Thinker {
        Thinker {
            tx,
            running: None,
            pace,
            solved: None,
        }
    }

    /// Starts a search for `request` on a worker thread, stopping the one
    /// running.
    ///
    /// # Errors
    /// When the thread cannot be started.
    pub fn start(&mut self, request: Request) -> anyhow::Result<()> {
        self.stop();
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&cancel);
        let tx = self.tx.clone();
        let solved = self.solved.clone();
        let pace = self.pace.unwrap_or(request.pace);
        let Request {
            ticket,
            game,
            level,
            seed,
            ..
        } = request;
        thread::Builder::new()
            .name("computer".to_string())
            .spawn(move || {
                let started = Instant::now();
                let choice = ai::choose(&game, level, solved.as_deref(), seed, &flag);
                while !flag.load(Ordering::Relaxed) {
                    let left = pace.saturating_sub(started.elapsed());
                    if left.is_zero() {
                        // When the loop is gone nobody waits for the reply.
                        let _ = tx.send(Event::Reply { ticket, choice });
                        return;
                    }
                    thread::sleep(left.min(POLL));
                }
            })
            .context("starting the computer's thread")?;
        self.running = Some((ticket, cancel));
        Ok(())
    }

    /// Stops the search running unless its ticket is `awaited`, the one the
    /// App still waits for.
    pub fn sync(&mut self, awaited: Option<u64>) {
        if self.running.as_ref().map(|(ticket, _)| *ticket) != awaited {
            self.stop();
        }
    }

    fn stop(&mut self) {
        if let Some((_, cancel)) = self.running.take() {
            cancel.store(true, Ordering::Relaxed);
        }
    }
}

impl Drop for Thinker {
    fn drop(&mut self) {
        self.stop();
    }
}
