//! `Game`: a position plus its history — undo, redo, threefold repetition,
//! draw by agreement, and the result.

use std::collections::HashMap;

use super::{Color, DrawReason, Move, Outcome, Position, RuleError, RuleOptions};

/// How many times a position must occur for the game to be drawn.
const REPETITIONS_FOR_DRAW: usize = 3;

/// A game from its starting position: every move played, the moves that can
/// be redone, a pending draw offer, and the result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    options: RuleOptions,
    start: Position,
    /// Each move played, with the position after it.
    history: Vec<(Move, Position)>,
    /// How often each position of the game so far has occurred.
    seen: HashMap<Position, usize>,
    /// Moves taken back, the most recently undone last.
    redo: Vec<Move>,
    /// The side that offered a draw, waiting for the other's answer.
    offer: Option<Color>,
    /// Both players agreed to a draw after the last move.
    agreed: bool,
}

impl Game {
    /// A new game from `start` under `options`.
    ///
    /// # Errors
    /// [`RuleError::OptionNotForVariant`] when an option does not apply to
    /// the start position's variant.
    pub fn new(start: Position, options: RuleOptions) -> Result<Game, RuleError> {
        options.check(start.variant())?;
        Ok(Game::unchecked(start, options))
    }

    /// A game from `start` under options already checked against its variant.
    fn unchecked(start: Position, options: RuleOptions) -> Game {
        Game {
            options,
            start,
            history: Vec::new(),
            seen: HashMap::from([(start, 1)]),
            redo: Vec::new(),
            offer: None,
            agreed: false,
        }
    }

    /// A fresh game of the same variant under the same options, with
    /// `first` to move.
    pub fn restarted(&self, first: Color) -> Game {
        Game::unchecked(Position::start(self.start.variant(), first), self.options)
    }

    /// The rule options in force.
    pub const fn options(&self) -> &RuleOptions {
        &self.options
    }

    /// The position the game started from.
    pub const fn start(&self) -> &Position {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.history.last().map_or(&self.start, |(_, p)| p)
    }

    /// The position after the first `plies` moves (clamped to the moves played).
    pub fn position_after(&self, plies: usize) -> &Position {
        match plies.min(self.history.len()) {
            0 => &self.start,
            n => &self.history[n - 1].1,
        }
    }

    /// The moves played, in order.
    pub fn moves(&self) -> impl ExactSizeIterator<Item = Move> + '_ {
        self.history.iter().map(|(mv, _)| *mv)
    }

    /// The last move played, if any.
    pub fn last_move(&self) -> Option<Move> {
        self.history.last().map(|(mv, _)| *mv)
    }

    /// How many moves have been played.
    pub fn ply_count(&self) -> usize {
        self.history.len()
    }

    /// The number of the current move, counting a move of each side as one
    /// (starting at 1).
    pub fn move_number(&self) -> usize {
        self.history.len() / 2 + 1
    }

    /// The legal moves now: none once the game is over.
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        self.position().legal_moves(&self.options)
    }

    /// How many times the current position (pieces and side to move) has
    /// occurred in this game, counting now.
    pub fn repetitions(&self) -> usize {
        self.seen.get(self.position()).copied().unwrap_or(0)
    }

    /// The result, or `None` while the game goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        if self.agreed {
            return Some(Outcome::Draw(DrawReason::Agreement));
        }
        self.position().outcome(&self.options).or_else(|| {
            (self.repetitions() >= REPETITIONS_FOR_DRAW)
                .then_some(Outcome::Draw(DrawReason::Repetition))
        })
    }

    /// Plays `mv` for the side to move. A move forgets the moves that could
    /// be redone and any pending draw offer.
    ///
    /// # Errors
    /// [`RuleError::GameOver`] after the end, or the reason `mv` is illegal;
    /// the game is unchanged.
    pub fn play(&mut self, mv: Move) -> Result<(), RuleError> {
        if let Some(outcome) = self.outcome() {
            return Err(RuleError::GameOver(outcome));
        }
        self.push(mv)?;
        self.redo.clear();
        Ok(())
    }

    /// Plays `mv` onto the history, keeping the redo list.
    fn push(&mut self, mv: Move) -> Result<(), RuleError> {
        let next = self.position().play(mv, &self.options)?;
        self.history.push((mv, next));
        *self.seen.entry(next).or_insert(0) += 1;
        self.offer = None;
        Ok(())
    }

    /// Five-field: when the side to move has no move but the pass, plays the
    /// pass (taken from the redo list if it is next there, so that the moves
    /// after it can still be redone). Returns the side that passed.
    pub fn pass_if_forced(&mut self) -> Option<Color> {
        if self.legal_moves() != [Move::Pass] {
            return None;
        }
        let who = self.position().to_move();
        if self.redo.last() == Some(&Move::Pass) {
            self.redo();
        } else {
            self.play(Move::Pass).ok()?;
        }
        Some(who)
    }

    /// Takes back the last move, and an agreed draw with it. Returns the
    /// move taken back, or `None` (changing nothing) if no move had been played.
    pub fn undo(&mut self) -> Option<Move> {
        let (mv, left) = self.history.pop()?;
        self.agreed = false;
        self.offer = None;
        if let Some(count) = self.seen.get_mut(&left) {
            *count -= 1;
        }
        self.redo.push(mv);
        Some(mv)
    }

    /// Plays again the move most recently taken back. Returns it, or `None`
    /// if there is nothing to redo.
    pub fn redo(&mut self) -> Option<Move> {
        let mv = *self.redo.last()?;
        if self.outcome().is_some() {
            // An agreed draw after the undo ended the game: nothing to redo.
            return None;
        }
        self.push(mv).ok()?;
        self.redo.pop();
        Some(mv)
    }

    /// Whether a move can be redone.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty() && self.outcome().is_none()
    }

    /// The side whose draw offer awaits an answer.
    pub const fn draw_offer(&self) -> Option<Color> {
        self.offer
    }

    /// The side to move offers a draw; the opponent answers with
    /// [`Game::answer_draw`].
    ///
    /// # Errors
    /// [`RuleError::GameOver`] once the game has ended.
    pub fn offer_draw(&mut self) -> Result<Color, RuleError> {
        if let Some(outcome) = self.outcome() {
            return Err(RuleError::GameOver(outcome));
        }
        let by = self.position().to_move();
        self.offer = Some(by);
        Ok(by)
    }

    /// The opponent accepts (`true`, the game is drawn) or declines the
    /// pending draw offer.
    ///
    /// # Errors
    /// [`RuleError::NoDrawOffer`] when no offer is pending.
    pub fn answer_draw(&mut self, accept: bool) -> Result<(), RuleError> {
        self.offer.take().ok_or(RuleError::NoDrawOffer)?;
        self.agreed = accept;
        Ok(())
    }
}
