//! `Game`: a position plus its history — forced passes, undo and redo by
//! turns, threefold repetition, draw by agreement, resignation, and the
//! result.

use std::collections::HashMap;

mod consent;

use super::{
    Color, DrawReason, Move, MoveList, MoveNumber, Outcome, Position, RuleError, RuleOptions,
    WinReason,
};

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
    /// The side that resigned after the last move.
    resigned: Option<Color>,
    /// The ending when a side's time ran out after the last move.
    timed_out: Option<Outcome>,
    /// The last move is a forced pass the game played by itself, which a
    /// record may still write out ([`Game::play_recorded`]).
    unechoed_pass: bool,
}

/// One turn of a player, as [`Game::play`], [`Game::undo`] and
/// [`Game::redo`] report it: the move, who made it, and the forced pass of
/// the opponent that came with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turn {
    /// The move (never a pass: passes come with the move that forced them).
    pub mv: Move,
    /// The side that made it.
    pub by: Color,
    /// The side that then had to pass, if one did.
    pub passed: Option<Color>,
}

impl Game {
    /// A new game from `start` under `options`.
    ///
    /// # Errors
    /// [`RuleError::OptionNotForVariant`] when an option does not apply to
    /// the start position's variant.
    pub fn new(start: Position, options: RuleOptions) -> Result<Game, RuleError> {
        options.check(start.variant())?;
        let mut game = Game::unchecked(start, options);
        // A start whose side to move cannot move passes at once.
        game.pass_if_forced();
        Ok(game)
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
            resigned: None,
            timed_out: None,
            unechoed_pass: false,
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

    /// The number of the move about to be played, in the record's
    /// numbering (a number for each pair of moves, starting at 1).
    pub fn move_number(&self) -> usize {
        self.next_number().number
    }

    /// Where the move about to be played stands in the record's numbering.
    pub fn next_number(&self) -> MoveNumber {
        MoveNumber::of_ply(self.history.len())
    }

    /// The legal moves now: none once the game is over.
    pub fn legal_moves(&self) -> MoveList {
        if self.outcome().is_some() {
            return MoveList::new();
        }
        self.allowed()
    }

    /// The position's legal moves less, under `--no-repeat`, those that
    /// would recreate an earlier position of the game.
    fn allowed(&self) -> MoveList {
        let pos = self.position();
        let mut moves = pos.legal_moves(&self.options);
        if self.options.no_repeat {
            moves.retain(|mv| !self.seen.contains_key(&pos.play_unchecked(*mv)));
        }
        moves
    }

    /// How many times the current position (pieces and side to move) has
    /// occurred in this game, counting now.
    pub fn repetitions(&self) -> usize {
        self.seen.get(self.position()).copied().unwrap_or(0)
    }

    /// Whether the current position has occurred twice: once more is a
    /// draw by repetition.
    pub fn next_repetition_draws(&self) -> bool {
        self.outcome().is_none() && self.repetitions() == REPETITIONS_FOR_DRAW - 1
    }

    /// Whether playing `mv` now (with the forced pass it may cause) ends the
    /// game in a draw by repetition; `false` for an illegal move.
    pub fn move_draws_by_repetition(&self, mv: Move) -> bool {
        let mut after = self.clone();
        after.play(mv).is_ok() && after.outcome() == Some(Outcome::Draw(DrawReason::Repetition))
    }

    /// The result, or `None` while the game goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        if self.timed_out.is_some() {
            return self.timed_out;
        }
        if let Some(loser) = self.resigned {
            return Some(Outcome::Win {
                winner: loser.opponent(),
                reason: WinReason::Resigned,
            });
        }
        if self.agreed {
            return Some(Outcome::Draw(DrawReason::Agreement));
        }
        let blocked = || Outcome::Win {
            winner: self.position().to_move().opponent(),
            reason: WinReason::Blocked,
        };
        self.position().outcome(&self.options).or_else(|| {
            if self.options.no_repeat && self.allowed().is_empty() {
                return Some(blocked());
            }
            (self.repetitions() >= REPETITIONS_FOR_DRAW)
                .then_some(Outcome::Draw(DrawReason::Repetition))
        })
    }

    /// Plays `mv` for the side to move, and then the forced pass of the next
    /// player if they cannot move. A move forgets the moves that could be
    /// redone and any pending draw offer.
    ///
    /// # Errors
    /// [`RuleError::GameOver`] after the end, or the reason `mv` is illegal;
    /// the game is unchanged.
    pub fn play(&mut self, mv: Move) -> Result<Turn, RuleError> {
        if let Some(outcome) = self.outcome() {
            return Err(RuleError::GameOver(outcome));
        }
        let turn = self.push_turn(mv)?;
        self.redo.clear();
        Ok(turn)
    }

    /// Plays `mv` as written in a game record, where forced passes are
    /// written out: a `pass` that the game already played by itself right
    /// before is accepted and changes nothing.
    ///
    /// # Errors
    /// As [`Game::play`].
    pub fn play_recorded(&mut self, mv: Move) -> Result<(), RuleError> {
        if mv == Move::Pass && std::mem::take(&mut self.unechoed_pass) {
            return Ok(());
        }
        self.play(mv).map(|_| ())
    }

    /// Whether the last move is a forced pass the game played by itself that
    /// a record being read has not written out yet (see [`Game::play_recorded`]).
    pub const fn pass_unrecorded(&self) -> bool {
        self.unechoed_pass
    }

    /// Plays `mv` and the forced pass after it onto the history, keeping the
    /// redo list.
    fn push_turn(&mut self, mv: Move) -> Result<Turn, RuleError> {
        let by = self.position().to_move();
        self.push(mv)?;
        Ok(Turn {
            mv,
            by,
            passed: self.pass_if_forced(),
        })
    }

    /// Plays `mv` onto the history, keeping the redo list.
    fn push(&mut self, mv: Move) -> Result<(), RuleError> {
        let mv = self.position().canonical(mv);
        let next = self.position().play(mv, &self.options)?;
        if self.options.no_repeat && self.seen.contains_key(&next) {
            return Err(RuleError::Repeats(mv));
        }
        self.history.push((mv, next));
        *self.seen.entry(next).or_insert(0) += 1;
        self.offer = None;
        self.unechoed_pass = false;
        Ok(())
    }

    /// Five-field: when the side to move has no move but the pass, plays it
    /// and returns who passed.
    fn pass_if_forced(&mut self) -> Option<Color> {
        if self.outcome().is_some() || self.legal_moves() != [Move::Pass] {
            return None;
        }
        let who = self.position().to_move();
        self.push(Move::Pass).ok()?;
        self.unechoed_pass = true;
        if self.redo.last() == Some(&Move::Pass) {
            self.redo.pop();
        }
        Some(who)
    }

    /// Whether [`Game::undo`] has anything to take back: an agreed draw or
    /// a resignation, or a move (a forced pass at the very start cannot be
    /// taken back: it would only be played again).
    pub fn can_undo(&self) -> bool {
        if self.ended_by_consent() {
            return true;
        }
        self.can_undo_move()
    }

    /// Whether a move can be taken back (a forced pass at the very start
    /// cannot).
    fn can_undo_move(&self) -> bool {
        match self.history.first() {
            Some((Move::Pass, _)) => self.history.len() > 1,
            first => first.is_some(),
        }
    }

    /// Whether the game ended by the players' word rather than on the
    /// board: an agreed draw or a resignation.
    pub const fn ended_by_consent(&self) -> bool {
        self.agreed || self.resigned.is_some()
    }

    /// Takes back an agreed draw or a resignation, leaving every move on
    /// the board: the game goes on. Returns the ending taken back, or `None`
    /// (changing nothing) when the game did not end so.
    pub fn undo_ending(&mut self) -> Option<Outcome> {
        let ending = self.outcome().filter(|_| self.ended_by_consent())?;
        self.agreed = false;
        self.resigned = None;
        self.offer = None;
        Some(ending)
    }

    /// Takes back one turn: the last move, with the forced pass it caused.
    /// Returns what was taken back, or `None` if there is nothing to take
    /// back. After an agreed draw or a resignation it takes back only that
    /// ending, as [`Game::undo_ending`] does (call that first to learn which),
    /// and returns `None`.
    pub fn undo(&mut self) -> Option<Turn> {
        if self.timed_out.is_some() {
            // The flag goes with the move before it: taking back the flag
            // alone would let it fall again at once.
            if !self.can_undo_move() {
                return None;
            }
            self.timed_out = None;
        } else if self.undo_ending().is_some() || !self.can_undo() {
            return None;
        }
        let mut passed = None;
        let mut mv = self.pop()?;
        if mv == Move::Pass {
            passed = Some(self.position().to_move());
            mv = self.pop()?;
        }
        self.offer = None;
        self.unechoed_pass = false;
        Some(Turn {
            mv,
            by: self.position().to_move(),
            passed,
        })
    }

    /// Takes back turns until `color` is to move again (at least one turn):
    /// "back to my last turn" against the computer. Returns the turns taken
    /// back, the latest first; empty if there was nothing to take back (or
    /// only an agreed draw or a resignation, see [`Game::undo`]).
    /// Stops at the start even if `color` is not to move there.
    pub fn undo_to_turn_of(&mut self, color: Color) -> Vec<Turn> {
        let mut turns = Vec::new();
        while let Some(turn) = self.undo() {
            turns.push(turn);
            if self.position().to_move() == color {
                break;
            }
        }
        turns
    }

    /// Removes the last move from the history onto the redo list.
    fn pop(&mut self) -> Option<Move> {
        let (mv, left) = self.history.pop()?;
        if let Some(count) = self.seen.get_mut(&left) {
            *count -= 1;
        }
        self.redo.push(mv);
        Some(mv)
    }

    /// Plays again the turn most recently taken back. Returns it, or `None`
    /// if there is nothing to redo.
    pub fn redo(&mut self) -> Option<Turn> {
        let mv = *self.redo.last()?;
        if self.outcome().is_some() {
            // An agreed draw after the undo ended the game: nothing to redo.
            return None;
        }
        self.redo.pop();
        match self.push_turn(mv) {
            Ok(turn) => Some(turn),
            Err(_) => {
                self.redo.push(mv);
                None
            }
        }
    }

    /// Whether a move can be redone.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty() && self.outcome().is_none()
    }
}
