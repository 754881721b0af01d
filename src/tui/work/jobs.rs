//! The workers of hints, review, puzzles and lessons: a position's values
//! probed from the table, the search's estimate without one, the review's
//! values with their progress, a puzzle's player judged, the next puzzle
//! picked, a lesson move judged.
//! Each answers with the ticket of its request.

use std::sync::Arc;
use std::sync::atomic::Ordering;

use crate::ai;
use crate::learn::coach;
use crate::learn::coach::Answer as Coaching;
use crate::rules::{Color, Game, Position, RuleOptions};

use super::{Action, Table, Workers, answer_now, fresh_flag, send};
use crate::tui::action::{Check, Checked, Effect};
use crate::tui::effect::Finding;
use crate::tui::puzzle::Puzzle;

impl Workers {
    /// Estimates every move of `game` by search within the analysis budget,
    /// knowing the game's repetitions (see [`ai::analyze_game`]), stopping
    /// the estimate running.
    ///
    /// # Errors
    /// When the thread cannot be started.
    pub fn estimate(&mut self, ticket: u64, game: Game) -> anyhow::Result<()> {
        let flag = fresh_flag(&mut self.estimating);
        let tx = self.tx.clone();
        let pool = self.pool.clone();
        self.spawn("estimate", move || {
            let Some(_turn) = pool.enter(&flag) else {
                return;
            };
            let analysis = ai::analyze_game(&game, None, &flag);
            if !flag.load(Ordering::Relaxed) {
                send(&tx, Action::Estimated { ticket, analysis });
            }
        })
    }

    /// Asks the coach about `game` (in review, as it stood after the
    /// first `plies` plies; from `table` if given, else by the strong
    /// level's search), stopping the coach's search running.
    ///
    /// # Errors
    /// When the thread cannot be started.
    pub fn coach(
        &mut self,
        ticket: u64,
        (game, plies): (Game, Option<usize>),
        table: Option<Table>,
        explain: bool,
    ) -> anyhow::Result<()> {
        let flag = fresh_flag(&mut self.coaching);
        let tx = self.tx.clone();
        let pool = self.pool.clone();
        self.spawn("coach", move || {
            let Some(_turn) = pool.enter(&flag) else {
                return;
            };
            let game = match plies {
                Some(plies) => coach::game_until(&game, plies),
                None => game,
            };
            let table = table.as_ref().map(|t| &*t.0);
            let answer = if explain {
                Coaching::Explained(coach::explain(&game, table, &flag).map(Box::new))
            } else {
                Coaching::Suggested(coach::suggest(&game, table, &flag))
            };
            if !flag.load(Ordering::Relaxed) {
                send(&tx, Action::Coached(ticket, answer));
            }
        })
    }

    /// Works out the review's values of `game`, its progress sent in whole
    /// percents, stopping a review being worked out.
    ///
    /// # Errors
    /// When the thread cannot be started.
    pub fn review(&mut self, ticket: u64, game: Game, table: Table) -> anyhow::Result<()> {
        let flag = fresh_flag(&mut self.reviewing);
        let tx = self.tx.clone();
        let pool = self.pool.clone();
        self.spawn("review", move || {
            let Some(_turn) = pool.enter(&flag) else {
                return;
            };
            let total = game.ply_count().max(1);
            let mut told = 0;
            let mut progress = |done: usize| {
                let percent = u8::try_from(done * 100 / total).unwrap_or(100);
                if percent != told {
                    told = percent;
                    send(&tx, Action::ReviewProgress { ticket, percent });
                }
            };
            let plies = ai::review::review_with(&game, &*table.0, &flag, &mut progress);
            if !flag.load(Ordering::Relaxed) {
                send(&tx, Action::Reviewed { ticket, plies });
            }
        })
    }

    /// Works out the answer to `effect` on a thread of its own, as
    /// [`answer_now`] does on this one: a position's values, a puzzle's
    /// judgement, the next puzzle, the puzzle asked for, a lesson move's
    /// verdict. Nothing is sent for any other effect.
    ///
    /// # Errors
    /// When the thread cannot be started.
    pub fn answer(&self, effect: Effect) -> anyhow::Result<()> {
        let tx = self.tx.clone();
        self.spawn("answer", move || {
            if let Some(answer) = answer_now(&effect) {
                send(&tx, answer);
            }
        })
    }
}

/// The puzzle `finding` asks for, or `None`: none found with its seed, or
/// its start is no win by the table.
pub(super) fn found(finding: Finding) -> Action {
    let Finding {
        ticket,
        table,
        options,
        variant,
        start,
        plies,
        seed,
    } = finding;
    let puzzle = match start {
        Some(start) => Puzzle::new(table.0, start, options, plies, seed),
        None => {
            let start = Position::start(variant, Color::Black);
            Puzzle::pick(table.0, &start, options, plies, seed)
        }
    };
    Action::PuzzlePicked {
        ticket,
        seed,
        puzzle: puzzle.map(Box::new),
    }
}

/// The table's values of `position` and its moves.
pub(super) fn probed(
    ticket: u64,
    position: &Position,
    options: &RuleOptions,
    table: &Table,
) -> Action {
    let analysis = ai::exact(position, options, &*table.0);
    Action::Probed { ticket, analysis }
}

/// How the puzzle's `player`, from a win in `win`, does in `game`.
pub(super) fn judged(ticket: u64, game: &Game, player: Color, win: u16, table: &Table) -> Action {
    let progress = ai::puzzle::judge(game, player, win, &*table.0);
    Action::Judged { ticket, progress }
}

/// The verdict on the lesson move of `check`, and the task after it.
pub(super) fn checked(check: &Check) -> Action {
    let mut attempt = check.attempt.clone();
    let table = check.table.as_ref().map(|t| &*t.0);
    let verdict = attempt.play(check.mv, table);
    Action::Checked(Box::new(Checked {
        ticket: check.ticket,
        attempt,
        verdict,
    }))
}

/// The puzzle after `puzzle`: the next seed's, or `None` if none is found.
pub(super) fn picked(ticket: u64, puzzle: &Puzzle) -> Action {
    let seed = puzzle.seed().wrapping_add(1);
    let next = Puzzle::pick(
        Arc::clone(&puzzle.table),
        puzzle.start(),
        puzzle.options(),
        puzzle.asked,
        seed,
    );
    Action::PuzzlePicked {
        ticket,
        seed,
        puzzle: next.map(Box::new),
    }
}
