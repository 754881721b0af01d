//! The game being played and what belongs to it: the settings, whether lots
//! chose the first player, the computer's seed for this game, which game of
//! the session it is, and a revision that changes with every change to the
//! game, so that autosave knows when to write without comparing whole games.

use std::time::{Duration, Instant};

use crate::ai::Level;
use crate::rules::{Color, Game, Move, Outcome, Position, RuleError, TimeControl, Turn};

use super::timing::Timing;

use crate::tui::config::{Config, Seat};

/// The game and its settings. Every change to the game goes through here,
/// so that the revision never misses one.
#[derive(Clone, Debug)]
pub struct Session {
    config: Config,
    game: Game,
    /// Whether the current game's first player was drawn by lot.
    first_drawn: bool,
    /// The generator that draws lots.
    lots: fastrand::Rng,
    /// The generator of the computer's seeds, one for each game.
    seeds: fastrand::Rng,
    /// The computer's seed for the current game, drawn when it begins.
    seed: u64,
    /// Counts the games of this session: a new or loaded game changes it.
    game_number: u64,
    /// Counts the changes to the game.
    revision: u64,
    /// Counts the changes that add to the game (a move, a draw offer or
    /// answer), not undo and redo: looking through a game is not a reason
    /// to give it a file of its own.
    played: u64,
    /// The clock of a timed game.
    timing: Option<Timing>,
    /// The instant the event loop last stamped: the time of what happens
    /// now (a move, a flag). No clock runs before the first.
    now: Option<Instant>,
}

impl Session {
    /// A session under `config`, its lots drawn from `seed`; its first game
    /// is not yet set up (see [`Session::restart`]).
    ///
    /// # Errors
    /// [`RuleError::OptionNotForVariant`] when a rule option does not apply
    /// to the variant.
    pub fn new(config: Config, seed: u64) -> Result<Session, RuleError> {
        let start = Position::start(config.variant, config.first.unwrap_or(Color::Black));
        Ok(Session {
            config,
            game: Game::new(start, config.options)?,
            first_drawn: false,
            lots: fastrand::Rng::with_seed(seed),
            // A sequence of its own, so that the lots stay as they were.
            seeds: fastrand::Rng::with_seed(!seed),
            seed: 0,
            game_number: 0,
            revision: 0,
            played: 0,
            timing: config.clock.map(Timing::new),
            now: None,
        })
    }

    /// The settings.
    pub const fn config(&self) -> &Config {
        &self.config
    }

    /// The game.
    pub const fn game(&self) -> &Game {
        &self.game
    }

    /// Whether lots decided who moved first in this game.
    pub const fn first_drawn(&self) -> bool {
        self.first_drawn
    }

    /// The computer's seed for the current game.
    pub const fn seed(&self) -> u64 {
        self.seed
    }

    /// Hands the sides in `computer` to the computer, at `level`.
    pub fn set_computer(&mut self, computer: Seat, level: Level) {
        self.config.computer = computer;
        self.config.level = level.number();
    }

    /// Which game of the session this is.
    pub const fn game_number(&self) -> u64 {
        self.game_number
    }

    /// Changes with every change to the game.
    pub const fn revision(&self) -> u64 {
        self.revision
    }

    /// Changes with every move, draw offer and answer (not with undo and redo).
    pub const fn played(&self) -> u64 {
        self.played
    }

    /// A fresh game, its first player chosen by the settings or by lot.
    /// Returns who moves first.
    pub fn restart(&mut self) -> Color {
        let first = if let Some(color) = self.config.first {
            color
        } else if self.draw_lot() {
            Color::White
        } else {
            Color::Black
        };
        self.first_drawn = self.config.first.is_none();
        self.game = self.game.restarted(first);
        self.timing = self.config.clock.map(Timing::new);
        self.new_game();
        first
    }

    /// Continues `game` in place of the current one, under its own variant
    /// and rule options.
    pub fn load(&mut self, game: Game) {
        self.config.variant = game.start().variant();
        self.config.options = *game.options();
        self.game = game;
        self.first_drawn = false;
        // A record with a clock continues with it (see `set_clock`).
        self.config.clock = None;
        self.timing = None;
        self.new_game();
    }

    /// Gives the loaded game `control`'s clock, with the times its
    /// record's `stamps` left each side.
    pub fn set_clock(&mut self, control: TimeControl, stamps: Vec<Option<Duration>>) {
        self.config.clock = Some(control);
        self.timing = Some(Timing::resumed(control, stamps, &self.game));
    }

    /// The clock of a timed game.
    pub const fn timing(&self) -> Option<&Timing> {
        self.timing.as_ref()
    }

    /// The instant last stamped, if one has been.
    pub const fn now(&self) -> Option<Instant> {
        self.now
    }

    /// Time has come to `now`: returns the side whose time has run out, if
    /// one has while the clock ran.
    pub fn tick(&mut self, now: Instant) -> Option<Color> {
        self.now = Some(now);
        self.timing.as_ref()?.clock().flagged(now)
    }

    /// Runs the clock of `side` from now, or stops it.
    pub fn run_clock(&mut self, side: Option<Color>) {
        if let (Some(timing), Some(now)) = (&mut self.timing, self.now) {
            timing.run(&self.game, side, now);
        }
    }

    /// Both times as of the last stamped instant, in a timed game.
    pub fn clock_times(&self) -> Option<(Duration, Duration)> {
        let timing = self.timing.as_ref()?;
        Some(match self.now {
            Some(now) => timing.clock().times(now),
            None => timing.clock().times_stopped(),
        })
    }

    /// The network host's times are the truth: both clocks take them, and
    /// the last move's stamp is its mover's.
    pub fn set_clock_times(&mut self, black: Duration, white: Duration) {
        if let (Some(timing), Some(now)) = (&mut self.timing, self.now) {
            timing.set_times(&self.game, black, white, now);
        }
    }

    /// `loser`'s time has run out (see [`Game::time_out`]).
    pub fn time_out(&mut self, loser: Color) -> Result<Outcome, RuleError> {
        self.run_clock(None);
        let result = self.game.time_out(loser);
        self.add(result, Result::is_ok)
    }

    /// Moves were taken back or redone: the clock gives their times back.
    fn rewound(&mut self) {
        if let (Some(timing), Some(now)) = (&mut self.timing, self.now) {
            timing.rewound(&self.game, now);
        }
    }

    fn new_game(&mut self) {
        self.seed = self.seeds.u64(..);
        self.game_number += 1;
        self.revision += 1;
    }

    /// Bumps the revision when `changed` says the game changed.
    fn note<T>(&mut self, result: T, changed: impl FnOnce(&T) -> bool) -> T {
        if changed(&result) {
            self.revision += 1;
        }
        result
    }

    /// Bumps the revision, and the count of additions, when `changed` says
    /// the game changed.
    fn add<T>(&mut self, result: T, changed: impl FnOnce(&T) -> bool) -> T {
        let changed = changed(&result);
        if changed {
            self.played += 1;
        }
        self.note(result, |_| changed)
    }

    /// Puts `game` in place of the current one, as the same game changed
    /// (the network game's moves, requests and answers); `added` when it
    /// gained a move or an agreement rather than lost one.
    pub fn set_game(&mut self, game: Game, added: bool) {
        let before = self.game.ply_count();
        self.game = game;
        if let (Some(timing), Some(now)) = (&mut self.timing, self.now) {
            let after = self.game.ply_count();
            if after > before {
                let mover = self.game.position_after(before).to_move();
                timing.moved(&self.game, before, mover, now);
            } else if after < before {
                timing.rewound(&self.game, now);
            }
        }
        self.revision += 1;
        if added {
            self.played += 1;
        }
    }

    /// Plays `mv` and the forced pass it causes (see [`Game::play`]).
    pub fn play(&mut self, mv: Move) -> Result<Turn, RuleError> {
        let before = self.game.ply_count();
        let result = self.game.play(mv);
        if let (Ok(turn), Some(timing), Some(now)) = (&result, &mut self.timing, self.now) {
            timing.moved(&self.game, before, turn.by, now);
        }
        self.add(result, Result::is_ok)
    }

    /// Takes back the last turn (see [`Game::undo`]).
    pub fn undo(&mut self) -> Option<Turn> {
        let result = self.game.undo();
        self.rewound();
        self.note(result, Option::is_some)
    }

    /// Takes back an agreed draw or a resignation, leaving the moves (see
    /// [`Game::undo_ending`]).
    pub fn undo_ending(&mut self) -> Option<Outcome> {
        let result = self.game.undo_ending();
        self.note(result, Option::is_some)
    }

    /// `by` resigns (see [`Game::resign`]).
    pub fn resign(&mut self, by: Color) -> Result<Outcome, RuleError> {
        let result = self.game.resign(by);
        self.add(result, Result::is_ok)
    }

    /// Takes back turns until `color` is to move (see [`Game::undo_to_turn_of`]).
    pub fn undo_to_turn_of(&mut self, color: Color) -> Vec<Turn> {
        let result = self.game.undo_to_turn_of(color);
        self.rewound();
        self.note(result, |turns| !turns.is_empty())
    }

    /// Plays again the turn last taken back (see [`Game::redo`]).
    pub fn redo(&mut self) -> Option<Turn> {
        let result = self.game.redo();
        self.rewound();
        self.note(result, Option::is_some)
    }

    /// The side to move offers a draw (see [`Game::offer_draw`]).
    pub fn offer_draw(&mut self) -> Result<Color, RuleError> {
        let result = self.game.offer_draw();
        self.add(result, Result::is_ok)
    }

    /// Answers the draw offer (see [`Game::answer_draw`]).
    pub fn answer_draw(&mut self, accept: bool) -> Result<(), RuleError> {
        let result = self.game.answer_draw(accept);
        self.add(result, Result::is_ok)
    }

    /// One random bit from the sequence started by the seed.
    fn draw_lot(&mut self) -> bool {
        self.lots.bool()
    }
}
