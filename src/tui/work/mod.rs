//! The worker threads: everything slow a screen asks for ([`Effect`]s of
//! the computer, the tables, hints, review, puzzles and lessons) runs here, off the
//! event loop, so the board stays live. Each worker answers with an
//! [`Action`] into the one event channel, carrying the ticket of its
//! request, so the screen drops a stale answer.
//!
//! To add a kind of work: a method here (or in a file beside), or a line
//! in [`answer_now`] when it needs no stop flag, and an [`Action`]
//! variant for its answer.

mod computer;
mod jobs;
mod tables;

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::Duration;

use anyhow::Context;

use crate::rules::{RuleOptions, Variant};

use super::action::{Action, Effect, Table, TableState};
use super::prefs::Prefs;

pub use crate::tui::effect::Request;
use crate::tui::shared::Pool;
pub use crate::tui::shared::Shared;
use tables::{Shelf, Slot};

/// Where the workers' news goes: into the event loop's channel. `false`
/// when the loop is gone.
pub type Post = Arc<dyn Fn(Action) -> bool + Send + Sync>;

/// The workers of one run of the program, and the stop flags of those
/// whose answers may stop being wanted.
pub struct Workers {
    /// Where the news goes.
    tx: Post,
    /// The tables folder, where solved tables are kept.
    data: Option<PathBuf>,
    /// Tables built in this run (kept or not).
    shelf: Shelf,
    /// Raised once a probe's damage has been told (it is told once).
    fault_told: Arc<AtomicBool>,
    /// Replaces every search's pace when set (`KONO_PACE_MS`, for tests).
    pace: Option<Duration>,
    /// The search running: its ticket and its stop flag.
    search: Option<(u64, Arc<AtomicBool>)>,
    /// The stop flag of the estimate running.
    estimating: Option<Arc<AtomicBool>>,
    /// Stops the coach's search when another question comes.
    coaching: Option<Arc<AtomicBool>>,
    /// The stop flag of the review's values being worked out.
    reviewing: Option<Arc<AtomicBool>>,
    /// The solved tables asked for, per game and rule options.
    tables: HashMap<(Variant, RuleOptions), Slot>,
    /// Raised when the workers go: stops a table being built.
    building: Arc<AtomicBool>,
    /// The session's language and keys, in force on every worker thread,
    /// so that what a worker words is in the session's language.
    prefs: Prefs,
    /// The turns of searches (one pool for a server's sessions).
    pool: Pool,
}

impl Workers {
    /// Workers that send into `tx` and keep tables in `data` (or, for a
    /// session of a server, in what the sessions `shared`); `pace`, when
    /// given, replaces the pace of every search; they word what they find
    /// with the session's `prefs`.
    pub fn new(
        tx: Post,
        data: Option<PathBuf>,
        shared: Option<Shared>,
        pace: Option<Duration>,
        prefs: Prefs,
    ) -> Workers {
        let (data, shelf, pool) = match shared {
            Some(shared) => (Some(shared.tables), shared.shelf, shared.pool),
            None => (
                data.map(|data| crate::store::tables_dir_in(&data)),
                Shelf::default(),
                Pool::default(),
            ),
        };
        Workers {
            tx,
            data,
            shelf,
            fault_told: Arc::default(),
            pace,
            search: None,
            estimating: None,
            coaching: None,
            reviewing: None,
            tables: HashMap::new(),
            building: Arc::new(AtomicBool::new(false)),
            prefs,
            pool,
        }
    }

    /// Stops every worker whose answer a screen waits for (not a table
    /// being built): the screen is left.
    pub fn stop_all(&mut self) {
        self.stop_thinking();
        for flag in [
            self.estimating.take(),
            self.reviewing.take(),
            self.coaching.take(),
        ]
        .into_iter()
        .flatten()
        {
            flag.store(true, Ordering::Relaxed);
        }
    }
}

impl Drop for Workers {
    fn drop(&mut self) {
        self.building.store(true, Ordering::Relaxed);
        self.stop_all();
    }
}

/// The answer to a screen's `effect`, worked out at once on this thread,
/// as a worker would: for the work of hints, review, puzzles and lessons (a
/// position's values, the review's, a puzzle's judgement, the next puzzle,
/// a lesson move's verdict);
/// `None` for any other effect. The workers run the same code; tests
/// that drive a screen without threads use this.
pub fn answer_now(effect: &Effect) -> Option<Action> {
    let answer = match effect {
        Effect::Probe {
            ticket,
            position,
            options,
            table,
        } => jobs::probed(*ticket, position, options, table),
        Effect::Review {
            ticket,
            game,
            table,
        } => Action::Reviewed {
            ticket: *ticket,
            plies: crate::ai::review::review(game, &*table.0),
        },
        Effect::Judge {
            ticket,
            game,
            player,
            win,
            table,
        } => jobs::judged(*ticket, game, *player, *win, table),
        Effect::NextPuzzle { ticket, puzzle } => jobs::picked(*ticket, puzzle),
        Effect::CheckMove(check) => jobs::checked(check),
        Effect::FindPuzzle(finding) => jobs::found((**finding).clone()),
        Effect::AnswerDraw {
            ticket,
            game,
            level,
            table,
        } => Action::DrawAnswered {
            ticket: *ticket,
            accept: crate::ai::accepts_draw(
                game,
                *level,
                table.as_ref().map(|t| &*t.0 as &dyn crate::ai::Solved),
                &std::sync::atomic::AtomicBool::new(false),
            ),
        },
        _ => return None,
    };
    Some(answer)
}

impl Workers {
    /// Starts `job` on a thread named `name`, the session's preferences in
    /// force there.
    ///
    /// # Errors
    /// When the thread cannot be started.
    fn spawn(&self, name: &str, job: impl FnOnce() + Send + 'static) -> anyhow::Result<()> {
        let prefs = self.prefs;
        thread::Builder::new()
            .name(name.to_string())
            .spawn(move || {
                let _prefs = prefs.in_force();
                job();
            })
            .map(drop)
            .with_context(|| format!("starting the {name} thread"))
    }
}

/// Sends `news` into `tx`; when the loop is gone nobody waits for it.
fn send(tx: &Post, news: Action) {
    let _ = tx(news);
}

/// A fresh stop flag, kept in `slot` (raising the one there before).
fn fresh_flag(slot: &mut Option<Arc<AtomicBool>>) -> Arc<AtomicBool> {
    if let Some(old) = slot.take() {
        old.store(true, Ordering::Relaxed);
    }
    let flag = Arc::new(AtomicBool::new(false));
    *slot = Some(Arc::clone(&flag));
    flag
}
