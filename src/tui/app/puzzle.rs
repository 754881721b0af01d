//! Puzzle mode (`kono puzzle`): a won position from the solved table, the
//! player on the winning side and the computer defending perfectly. After
//! every change of the game the App asks the table whether the player still
//! wins; it says at once when the win slipped (with the winning line from
//! the start), and "solved in N" at the end. Retry sets the same position
//! up again; the next puzzle takes the next seed.

use std::fmt;
use std::sync::Arc;

use crate::ai::puzzle::Progress;
use crate::ai::{self, Level, Solved, Value};
use crate::rules::{Color, Game, Move, Position, RuleOptions};
use crate::tui::config::Seat;

use super::App;
use super::status::Status;

/// A puzzle: where it starts, how it was picked, and how the player is
/// doing.
#[derive(Clone)]
pub struct Puzzle {
    /// The table the puzzle came from and is checked against.
    table: Arc<dyn Solved>,
    /// The rule options the table was solved under.
    options: RuleOptions,
    /// The puzzle's position; its side to move wins.
    start: Position,
    /// The seed it was picked with (the next puzzle takes the next one).
    seed: u64,
    /// How far from the end the player asked for (`--plies`).
    asked: u16,
    /// The start's remoteness: a win in this many plies.
    win: u16,
    /// The best moves from the start, both sides', to the end.
    line: Vec<Move>,
    /// How the player is doing, as of the game's revision `checked`.
    progress: Progress,
    /// The App's revision when `progress` was last worked out.
    checked: Option<u64>,
}

impl fmt::Debug for Puzzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Puzzle")
            .field("start", &self.start)
            .field("seed", &self.seed)
            .field("win", &self.win)
            .field("progress", &self.progress)
            .finish_non_exhaustive()
    }
}

impl Puzzle {
    /// A puzzle picked from `table` about `plies` from the end with
    /// `seed` (see [`ai::puzzle::pick`]); `None` if none was found.
    pub fn pick(
        table: Arc<dyn Solved>,
        start: &Position,
        options: RuleOptions,
        plies: u16,
        seed: u64,
    ) -> Option<Puzzle> {
        let (pos, _) = ai::puzzle::pick(start.variant(), &options, table.as_ref(), plies, seed)?;
        Puzzle::new(table, pos, options, plies, seed)
    }

    /// The puzzle of `start`, which must be a win for its side to move by
    /// `table` (else `None`); `asked` and `seed` are kept for the next one.
    pub fn new(
        table: Arc<dyn Solved>,
        start: Position,
        options: RuleOptions,
        asked: u16,
        seed: u64,
    ) -> Option<Puzzle> {
        let Some(Value::Win(win)) = table.value(&start) else {
            return None;
        };
        let line = ai::puzzle::best_line(table.as_ref(), start, &options, win);
        Some(Puzzle {
            table,
            options,
            start,
            seed,
            asked,
            win,
            line,
            progress: Progress::Playing,
            checked: None,
        })
    }

    /// The table the puzzle is checked against.
    pub fn table(&self) -> Arc<dyn Solved> {
        Arc::clone(&self.table)
    }

    /// The rule options of the puzzle's table.
    pub const fn options(&self) -> RuleOptions {
        self.options
    }

    /// The puzzle's position.
    pub const fn start(&self) -> &Position {
        &self.start
    }

    /// The seed it was picked with.
    pub const fn seed(&self) -> u64 {
        self.seed
    }

    /// A win in this many plies from the start.
    pub const fn win(&self) -> u16 {
        self.win
    }

    /// The side the player plays, the winning one.
    pub fn player(&self) -> Color {
        self.start.to_move()
    }

    /// How the player is doing.
    pub const fn progress(&self) -> Progress {
        self.progress
    }

    /// The winning line from the start: the best moves of both sides.
    pub fn line(&self) -> &[Move] {
        &self.line
    }

    /// The winning line as text: `b1-c2 a4-b3 …`.
    pub fn line_text(&self) -> String {
        let moves: Vec<String> = self.line.iter().map(ToString::to_string).collect();
        moves.join(" ")
    }

    /// "Black to play and win in 7 (seed 42)".
    pub fn title(&self) -> String {
        format!(
            "{} to play and win in {} (seed {})",
            self.player(),
            self.win,
            self.seed
        )
    }

    /// The record's `[Puzzle]` tag: "win in 7, seed 42".
    pub fn tag(&self) -> String {
        format!("win in {}, seed {}", self.win, self.seed)
    }

    /// What to say of the player's progress: `None` while the win holds.
    pub fn verdict(&self) -> Option<String> {
        match self.progress {
            Progress::Playing => None,
            Progress::Slipped(value) => {
                let now = match value {
                    Value::Draw => "a draw".to_string(),
                    Value::Loss(0) => "lost".to_string(),
                    Value::Loss(n) => format!("lost in {n}"),
                    Value::Win(n) => format!("won in {n}, but the game ended"),
                };
                Some(format!("the win slipped: the position is now {now}"))
            }
            Progress::Solved { moves, quickest } => {
                let how = if quickest {
                    "the quickest win".to_string()
                } else {
                    format!("the quickest takes {}", self.win.div_ceil(2))
                };
                Some(format!(
                    "solved in {} ({how})",
                    super::counted(moves, "move")
                ))
            }
        }
    }
}

impl App {
    /// The puzzle being played, if this is puzzle mode.
    pub fn puzzle(&self) -> Option<&Puzzle> {
        self.puzzle.as_ref()
    }

    /// Sets `puzzle` up: its position, the player on the winning side,
    /// the computer on the other at its best.
    pub fn start_puzzle(&mut self, puzzle: Puzzle) {
        let game = match Game::new(puzzle.start, puzzle.options) {
            Ok(game) => game,
            Err(err) => {
                self.status = err.into();
                return;
            }
        };
        let seat = match puzzle.player() {
            Color::Black => Seat::White,
            Color::White => Seat::Black,
        };
        let title = puzzle.title();
        self.load(game, "");
        self.set_computer(seat, Level::MAX);
        self.puzzle = Some(Puzzle {
            progress: Progress::Playing,
            checked: None,
            ..puzzle
        });
        self.status = Status::Notice(format!("Puzzle: {title}"));
    }

    /// `t`: the same puzzle again from its start.
    pub(super) fn retry_puzzle(&mut self) {
        match self.puzzle.take() {
            Some(puzzle) => self.start_puzzle(puzzle),
            None => self.status = Status::Notice("retry is for puzzles".to_string()),
        }
    }

    /// In puzzle mode, sets up the puzzle of the next seed (the same
    /// if none is found) and says true; otherwise false.
    pub(super) fn next_puzzle(&mut self) -> bool {
        let Some(puzzle) = self.puzzle.take() else {
            return false;
        };
        let seed = puzzle.seed.wrapping_add(1);
        let next = Puzzle::pick(
            Arc::clone(&puzzle.table),
            &puzzle.start,
            puzzle.options,
            puzzle.asked,
            seed,
        );
        match next {
            Some(next) => self.start_puzzle(next),
            None => {
                self.start_puzzle(puzzle);
                self.status = Status::Notice(format!("no puzzle found with seed {seed}"));
            }
        }
        true
    }

    /// After every action in puzzle mode: whether the player still wins;
    /// a slip or a solution is said on the status line once.
    pub(super) fn follow_puzzle(&mut self) {
        let revision = self.revision();
        let Some(puzzle) = &self.puzzle else { return };
        if puzzle.checked == Some(revision) {
            return;
        }
        let progress = ai::puzzle::judge(
            self.game(),
            puzzle.player(),
            puzzle.win,
            puzzle.table.as_ref(),
        );
        let before = puzzle.progress;
        if let Some(puzzle) = &mut self.puzzle {
            puzzle.progress = progress;
            puzzle.checked = Some(revision);
            // Said once: a slip is not said again as the loss draws nearer.
            let news = progress != before
                && !matches!(
                    (before, progress),
                    (Progress::Slipped(_), Progress::Slipped(_))
                );
            if news && let Some(verdict) = puzzle.verdict() {
                let text = match progress {
                    Progress::Slipped(_) => {
                        format!("{verdict}; the winning line: {}", puzzle.line_text())
                    }
                    _ => verdict,
                };
                self.status = Status::Notice(text);
            }
        }
    }
}
