//! The game being played and what belongs to it: the settings, whether lots
//! chose the first player, the computer's seed for this game, which game of
//! the session it is, and a revision that changes with every change to the
//! game, so that autosave knows when to write without comparing whole games.

use crate::ai::Level;
use crate::rules::{Color, Game, Move, Position, RuleError, Turn};

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
        self.new_game();
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
        self.game = game;
        self.revision += 1;
        if added {
            self.played += 1;
        }
    }

    /// Plays `mv` and the forced pass it causes (see [`Game::play`]).
    pub fn play(&mut self, mv: Move) -> Result<Turn, RuleError> {
        let result = self.game.play(mv);
        self.add(result, Result::is_ok)
    }

    /// Takes back the last turn (see [`Game::undo`]).
    pub fn undo(&mut self) -> Option<Turn> {
        let result = self.game.undo();
        self.note(result, Option::is_some)
    }

    /// Takes back turns until `color` is to move (see [`Game::undo_to_turn_of`]).
    pub fn undo_to_turn_of(&mut self, color: Color) -> Vec<Turn> {
        let result = self.game.undo_to_turn_of(color);
        self.note(result, |turns| !turns.is_empty())
    }

    /// Plays again the turn last taken back (see [`Game::redo`]).
    pub fn redo(&mut self) -> Option<Turn> {
        let result = self.game.redo();
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
