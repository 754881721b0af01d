//! A puzzle of `kono puzzle` as data: a won position from the solved
//! table, how it was picked, the winning line, and how the player is doing.
//! The App plays it (`app::puzzle`); the words for it are in `words`.

use std::fmt;
use std::sync::Arc;

use crate::ai::puzzle::Progress;
use crate::ai::{self, Solved, Value};
use crate::rules::{Color, Move, Position, RuleOptions};

/// A puzzle: where it starts, how it was picked, and how the player is
/// doing.
#[derive(Clone)]
pub struct Puzzle {
    /// The table the puzzle came from and is checked against.
    pub(crate) table: Arc<dyn Solved>,
    /// The rule options the table was solved under.
    pub(crate) options: RuleOptions,
    /// The puzzle's position; its side to move wins.
    pub(crate) start: Position,
    /// The seed it was picked with (the next puzzle takes the next one).
    pub(crate) seed: u64,
    /// How far from the end the player asked for (`--plies`).
    pub(crate) asked: u16,
    /// The start's remoteness: a win in this many plies.
    pub(crate) win: u16,
    /// The best moves from the start, both sides', to the end.
    pub(crate) line: Vec<Move>,
    /// How the player is doing, as of the game's revision `checked`.
    pub(crate) progress: Progress,
    /// The App's revision when `progress` was last worked out.
    pub(crate) checked: Option<u64>,
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

    /// The record's `[Puzzle]` tag: "win in 4 moves, seed 42", counted in
    /// the winner's own moves as the screen counts them.
    pub fn tag(&self) -> String {
        let moves = self.win.div_ceil(2);
        let unit = if moves == 1 { "move" } else { "moves" };
        format!("win in {moves} {unit}, seed {}", self.seed)
    }

    /// The win in plies and the seed of a `[Puzzle]` tag ("win in 4
    /// moves, seed 42"; a tag of before, "win in 7, seed 42", counted
    /// plies); `None` when it does not read so.
    pub fn read_tag(tag: &str) -> Option<(u16, u64)> {
        let (win, seed) = tag.trim().split_once(", ")?;
        let win = win.strip_prefix("win in ")?;
        let plies = match win.split_once(' ') {
            Some((moves, "moves" | "move")) => {
                moves.parse::<u16>().ok()?.checked_mul(2)?.checked_sub(1)?
            }
            Some(_) => return None,
            None => win.parse().ok()?,
        };
        let seed = seed.strip_prefix("seed ")?.parse().ok()?;
        Some((plies, seed))
    }
}

impl PartialEq for Puzzle {
    /// The same puzzle: the same position, seed and progress.
    fn eq(&self, other: &Puzzle) -> bool {
        self.start == other.start
            && self.options == other.options
            && self.seed == other.seed
            && self.progress == other.progress
    }
}
