//! Puzzle mode (`kono puzzle`) in the App: the player on the winning side,
//! the computer defending perfectly. After every change of the game a
//! worker judges from the table whether the player still wins
//! ([`Effect::Judge`]); the App says at once when the win slipped, and
//! "solved in N" at the end. Retry sets the same position up again; the
//! next puzzle is picked by a worker ([`Effect::NextPuzzle`]) while the
//! board stays live.

use crate::ai::Level;
use crate::ai::puzzle::Progress;
use crate::rules::{Color, Game, Position};
use crate::tui::action::{Action, Effect, Effects, Table, ticket};
use crate::tui::config::Seat;
use crate::tui::effect::Finding;
use crate::tui::puzzle::Puzzle;

use super::status::{Refusal, Status};
use super::{App, Play};

/// The puzzle being played and the workers' tickets for it.
#[derive(Clone, Debug, Default)]
pub struct Puzzling {
    /// The puzzle, in puzzle mode.
    pub puzzle: Option<Puzzle>,
    /// The judgement asked for: its ticket and the revision it is of.
    pub judging: Option<(u64, u64)>,
    /// The next puzzle asked for: its ticket.
    pub picking: Option<u64>,
    /// A puzzle wanted before there is one: it waits for its table.
    pub seek: Option<Seek>,
}

/// A puzzle wanted before there is one (the start screen's entry, or a
/// puzzle's game opened again): once the table is here, a worker finds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seek {
    /// The puzzle's start, for a puzzle's game opened again; `None` for
    /// a new one, picked with the seed.
    pub start: Option<Position>,
    /// About how many plies from the end.
    pub plies: u16,
    /// The seed to pick it with.
    pub seed: u64,
    /// Whether the player was told the table is missing.
    pub told: bool,
}

impl App {
    /// The puzzle being played, if this is puzzle mode.
    pub fn puzzle(&self) -> Option<&Puzzle> {
        self.puzzling()?.puzzle.as_ref()
    }

    /// Whether the next puzzle is being looked for.
    pub fn picking_puzzle(&self) -> bool {
        self.puzzling().is_some_and(|p| p.picking.is_some())
    }

    /// Whether a puzzle is wanted that is not here yet (its table is being
    /// had, or is missing).
    pub fn seeking_puzzle(&self) -> bool {
        self.puzzling().is_some_and(|p| p.seek.is_some())
    }

    /// Asks for a new puzzle about `plies` from the end, picked with
    /// `seed`, as `kono puzzle` does: the table is had (five-field's must
    /// be built: `b` then builds it), then a worker picks the puzzle and
    /// it is set up. Until then nothing is played on the board.
    pub fn seek_puzzle(&mut self, plies: u16, seed: u64) {
        self.play = Play::Puzzle(Puzzling {
            seek: Some(Seek {
                start: None,
                plies,
                seed,
                told: false,
            }),
            ..Puzzling::default()
        });
        self.status = Status::SeekingPuzzle;
    }

    /// A puzzle's game opened again (its record's `Puzzle` tag, "win in 4
    /// moves, seed 42"): once its table is here, the game goes on as that puzzle,
    /// with its panel. A tag that does not read so leaves the game as it is.
    pub fn resume_puzzle(&mut self, tag: &str) {
        let Some((win, seed)) = Puzzle::read_tag(tag) else {
            return;
        };
        self.play = Play::Puzzle(Puzzling {
            seek: Some(Seek {
                start: Some(*self.game().start()),
                plies: win,
                seed,
                told: false,
            }),
            ..Puzzling::default()
        });
    }

    /// Whether `action` does something in puzzle mode, where it differs
    /// from a game: `t` plays the puzzle again once there is one; nothing
    /// is played before it is set up. Read by the key bar; the handler
    /// ([`App::waits_for_puzzle`]) refuses exactly what this leaves out.
    pub(super) fn puzzle_offers(&self, action: &Action) -> Option<bool> {
        match action {
            Action::Retry => Some(self.puzzle().is_some()),
            _ if self.seeking_puzzle() && App::moves_on_board(action) => Some(false),
            _ => None,
        }
    }

    /// The keys that play on the board, which wait while a puzzle is set up.
    const fn moves_on_board(action: &Action) -> bool {
        matches!(
            action,
            Action::Activate
                | Action::Click(_)
                | Action::OfferDraw
                | Action::Resign
                | Action::NextPiece
                | Action::PrevPiece
        )
    }

    /// While a puzzle is wanted, refuses (saying why) what would move on
    /// the board (`t` before there is a puzzle is refused by its own
    /// handler). Whether it refused.
    pub(super) fn waits_for_puzzle(&mut self, action: &Action) -> bool {
        if !(self.seeking_puzzle() && App::moves_on_board(action)) {
            return false;
        }
        self.board.selected = None;
        self.status = if self.table_missing() {
            Status::PuzzleNeedsTable
        } else {
            Status::SeekingPuzzle
        };
        true
    }

    /// For the puzzle wanted: the table asked for, the player told when it
    /// is missing, or, once it is here, the puzzle asked of a worker.
    fn seek_more(&mut self, effects: &mut Effects) {
        let key = (self.session.config().variant, self.session.config().options);
        let table = self
            .learn
            .table
            .as_ref()
            .filter(|(_, k)| *k == key)
            .map(|(table, _)| table.clone());
        let Play::Puzzle(puzzling) = &mut self.play else {
            return;
        };
        let Some(seek) = &mut puzzling.seek else {
            return;
        };
        if puzzling.picking.is_some() {
            return;
        }
        if let Some(table) = table {
            let ticket = ticket();
            puzzling.picking = Some(ticket);
            effects.push(Effect::FindPuzzle(Box::new(Finding {
                ticket,
                table,
                options: key.1,
                variant: key.0,
                start: seek.start,
                plies: seek.plies,
                seed: seek.seed,
            })));
        } else if self.learn.missing == Some(key) {
            if !seek.told {
                seek.told = true;
                self.status = Status::PuzzleNeedsTable;
            }
        } else if self.learn.asked_table != Some(key) {
            self.learn.asked_table = Some(key);
            effects.push(Effect::LoadTable(key.0, key.1));
        }
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
        self.load(game, "");
        self.set_computer(seat, Level::MAX);
        // The puzzle's own table: level 5, hints and review need no other.
        self.learn.table = Some((Table(puzzle.table()), self.key()));
        self.learn.missing = None;
        self.status = Status::PuzzleSet {
            player: puzzle.player(),
            win: puzzle.win,
            seed: puzzle.seed,
        };
        self.playing_puzzle(puzzle);
    }

    /// Puzzle mode with `puzzle` being played (what is being picked or
    /// sought goes on).
    fn playing_puzzle(&mut self, puzzle: Puzzle) {
        let (picking, seek) = self
            .puzzling()
            .map_or((None, None), |p| (p.picking, p.seek));
        self.play = Play::Puzzle(Puzzling {
            puzzle: Some(Puzzle {
                progress: Progress::Playing,
                checked: None,
                ..puzzle
            }),
            judging: None,
            picking,
            seek,
        });
    }

    /// Goes on with the game played as `puzzle` (a puzzle's game opened
    /// again): the computer defends, the panel shows the puzzle.
    fn continue_puzzle(&mut self, puzzle: Puzzle) {
        let seat = match puzzle.player() {
            Color::Black => Seat::White,
            Color::White => Seat::Black,
        };
        self.set_computer(seat, Level::MAX);
        self.learn.table = Some((Table(puzzle.table()), self.key()));
        self.learn.missing = None;
        self.playing_puzzle(puzzle);
    }

    /// `t`: the same puzzle again from its start.
    pub(super) fn retry_puzzle(&mut self) {
        match self.puzzling_mut().and_then(|p| p.puzzle.take()) {
            Some(puzzle) => self.start_puzzle(puzzle),
            None => self.status = Refusal::NotAPuzzle.into(),
        }
    }

    /// In puzzle mode, asks a worker for the puzzle of the next seed and
    /// says true; otherwise false. The board stays as it is meanwhile.
    pub(super) fn next_puzzle(&mut self, effects: &mut Effects) -> bool {
        let Some(puzzling) = self.puzzling_mut() else {
            return false;
        };
        let Some(puzzle) = puzzling.puzzle.clone() else {
            return false;
        };
        let ticket = ticket();
        puzzling.picking = Some(ticket);
        self.status = Status::FindingPuzzle;
        effects.push(Effect::NextPuzzle {
            ticket,
            puzzle: Box::new(puzzle),
        });
        true
    }

    /// The worker's next puzzle: set up, or, when none was found (or the
    /// answer is stale), the same one goes on.
    pub(super) fn on_puzzle_picked(&mut self, ticket: u64, seed: u64, puzzle: Option<Puzzle>) {
        let Some(puzzling) = self.puzzling_mut().filter(|p| p.picking == Some(ticket)) else {
            return;
        };
        puzzling.picking = None;
        let seek = puzzling.seek.take();
        match (puzzle, seek) {
            (Some(puzzle), Some(Seek { start: Some(_), .. })) => self.continue_puzzle(puzzle),
            (Some(puzzle), _) => self.start_puzzle(puzzle),
            (None, _) => self.status = Status::NoPuzzle { seed },
        }
    }

    /// After every action in puzzle mode: asks a worker whether the player
    /// still wins, once per revision of the game.
    pub(super) fn follow_puzzle(&mut self, effects: &mut Effects) {
        self.seek_more(effects);
        let revision = self.revision();
        let game = self.game().clone();
        let Some(puzzling) = self.puzzling_mut() else {
            return;
        };
        let Some(puzzle) = &puzzling.puzzle else {
            return;
        };
        if puzzle.checked == Some(revision) || puzzling.judging.is_some_and(|(_, r)| r == revision)
        {
            return;
        }
        let ticket = ticket();
        effects.push(Effect::Judge {
            ticket,
            game,
            player: puzzle.player(),
            win: puzzle.win,
            table: Table(puzzle.table()),
        });
        puzzling.judging = Some((ticket, revision));
    }

    /// The worker's judgement: a slip or a solution is said on the status
    /// line once; a stale one is dropped.
    pub(super) fn on_judged(&mut self, ticket: u64, progress: Progress) {
        let Some(puzzling) = self.puzzling_mut() else {
            return;
        };
        let Some((asked, revision)) = puzzling.judging else {
            return;
        };
        if asked != ticket {
            return;
        }
        puzzling.judging = None;
        let Some(puzzle) = &mut puzzling.puzzle else {
            return;
        };
        let before = puzzle.progress;
        puzzle.progress = progress;
        puzzle.checked = Some(revision);
        // Said once: a slip is not said again as the loss draws nearer.
        let news = progress != before
            && !matches!(
                (before, progress),
                (Progress::Slipped(_), Progress::Slipped(_))
            );
        if news && progress != Progress::Playing {
            self.status = Status::PuzzleVerdict {
                progress,
                win: puzzle.win,
                line: puzzle.line.clone(),
            };
        }
    }
}
