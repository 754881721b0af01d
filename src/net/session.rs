//! The network game's state, pure: one side's view of a game played with a
//! peer. It plays the peer's moves through the rules, keeps the draw
//! offers, undo requests and resignation both sides agree on, and says what
//! to send and what the screen should show. No I/O.
//!
//! A request (a draw offer, an undo request) stands until the other player
//! answers it or makes a move, which declines it. The asker cannot move
//! while it waits, so that an answer and a move never cross on the wire;
//! two requests of the same kind that cross decline each other.

pub use super::facts::{Fact, LocalError, Reply, Violation};

use super::faults::Ask;
use super::protocol::{MAX_HISTORY, Message, Request};
use crate::rules::{Color, Game, Move, Outcome, Turn, WinReason};

/// One side's network game.
#[derive(Clone, Debug)]
pub struct Session {
    ours: Color,
    /// The game, its resignation included (by [`Game::resign`]).
    pub(super) game: Game,
    /// The side whose draw offer awaits an answer.
    pub(super) draw: Option<Color>,
    /// The side whose undo request awaits an answer.
    pub(super) undo: Option<Color>,
    /// Whether hints and the coach may be used in this game.
    aids: bool,
    /// The time control; the host keeps both clocks (see `timed.rs`).
    pub(super) clock: Option<crate::rules::TimeControl>,
    /// The side whose rematch request awaits an answer.
    pub(super) rematch: Option<Color>,
    /// Joiner: a rematch agreed, its `NEW`, `START`, `MOVES` awaited.
    pub(super) next: Option<super::protocol::Opening>,
    /// Whether this side hosts: the host keeps time, and takes no `CLOCK`
    /// or `FLAG` from its peer.
    pub(super) host: bool,
    /// Joiner: the times of the host's last `CLOCK`, as kept (clamped to
    /// what the time control allows).
    pub(super) last_clock: Option<(std::time::Duration, std::time::Duration)>,
}

/// Whether `color` has a move of its own in the game to take back.
fn has_move(game: &Game, color: Color) -> bool {
    game.moves()
        .enumerate()
        .any(|(i, mv)| mv != Move::Pass && game.position_after(i).to_move() == color)
}

/// Takes back `asker`'s last move and every move after it, and the
/// game's end by resignation or agreement, which reopens it.
pub(super) fn take_back(game: &mut Game, asker: Color) -> Vec<Turn> {
    game.undo_ending();
    let mut taken = Vec::new();
    while let Some(turn) = game.undo() {
        taken.push(turn);
        if turn.by == asker {
            break;
        }
    }
    taken
}

impl Session {
    /// The session of the side `ours` over `game`.
    pub fn new(game: Game, ours: Color) -> Session {
        Session {
            ours,
            game,
            draw: None,
            undo: None,
            aids: true,
            clock: None,
            rematch: None,
            next: None,
            host: false,
            last_clock: None,
        }
    }

    /// Whether hints and the coach may be used in this game.
    pub const fn aids(&self) -> bool {
        self.aids
    }

    /// The same session with hints and the coach allowed (`aids`) or not,
    /// as the host chose.
    #[must_use]
    pub const fn with_aids(mut self, aids: bool) -> Session {
        self.aids = aids;
        self
    }

    /// Our side.
    pub const fn ours(&self) -> Color {
        self.ours
    }

    /// The peer's side.
    pub const fn theirs(&self) -> Color {
        self.ours.opponent()
    }

    /// The game.
    pub const fn game(&self) -> &Game {
        &self.game
    }

    /// The side that resigned, if one did.
    pub fn resigned(&self) -> Option<Color> {
        match self.game.outcome() {
            Some(Outcome::Win {
                winner,
                reason: WinReason::Resigned,
            }) => Some(winner.opponent()),
            _ => None,
        }
    }

    /// Whether the game has ended, by the rules, agreement or resignation.
    pub fn is_over(&self) -> bool {
        self.game.outcome().is_some()
    }

    /// The side whose draw offer awaits an answer.
    pub const fn draw_offer(&self) -> Option<Color> {
        self.draw
    }

    /// The side whose undo request awaits an answer.
    pub const fn undo_request(&self) -> Option<Color> {
        self.undo
    }

    /// Applies one message of the peer.
    ///
    /// # Errors
    /// A [`Violation`] when the peer may not send it now: an illegal move,
    /// a move out of turn or after the end, a handshake line, an answer to
    /// nothing.
    pub fn receive(&mut self, msg: Message) -> Result<Reply, Violation> {
        let theirs = self.theirs();
        let mut reply = Reply::default();
        match msg {
            Message::Move(mv) => {
                if self.is_over() {
                    return Err(Violation::MoveAfterEnd(mv));
                }
                if self.game.position().to_move() != theirs {
                    return Err(Violation::MoveOutOfTurn(mv));
                }
                if self.game.ply_count() >= MAX_HISTORY {
                    return Err(Violation::MoveTooMany {
                        mv,
                        most: MAX_HISTORY,
                    });
                }
                if self.draw == Some(theirs) || self.undo == Some(theirs) {
                    return Err(Violation::MoveBeforeAnswer(mv));
                }
                let turn = self
                    .game
                    .play(mv)
                    .map_err(|why| Violation::MoveIllegal { mv, why })?;
                // The move declines our pending requests.
                if self.draw.take().is_some() {
                    reply.facts.push(Fact::DrawAnswered(false));
                }
                if self.undo.take().is_some() {
                    reply.facts.push(Fact::UndoAnswered {
                        accepted: false,
                        taken: Vec::new(),
                    });
                }
                reply.facts.push(Fact::Moved(turn));
            }
            Message::Draw(Request::Ask) => match self.draw {
                Some(side) if side == theirs => {
                    return Err(Violation::SecondAsk(Ask::Draw));
                }
                // Crossed offers decline each other; a finished game has
                // nothing to draw.
                Some(_) => reply.send.push(Message::Draw(Request::Decline)),
                None if self.is_over() => reply.send.push(Message::Draw(Request::Decline)),
                None => {
                    self.draw = Some(theirs);
                    reply.facts.push(Fact::DrawOffered);
                }
            },
            Message::Draw(answer) => {
                if self.draw != Some(self.ours) {
                    return Err(Violation::AnswerWithoutAsk(Ask::Draw));
                }
                self.draw = None;
                let accepted = answer == Request::Accept;
                if accepted {
                    self.agree_draw();
                }
                reply.facts.push(Fact::DrawAnswered(accepted));
            }
            Message::Undo(Request::Ask) => match self.undo {
                Some(side) if side == theirs => {
                    return Err(Violation::SecondAsk(Ask::Undo));
                }
                Some(_) => reply.send.push(Message::Undo(Request::Decline)),
                None if !has_move(&self.game, theirs) => {
                    reply.send.push(Message::Undo(Request::Decline));
                }
                None => {
                    self.undo = Some(theirs);
                    reply.facts.push(Fact::UndoAsked);
                }
            },
            Message::Undo(answer) => {
                if self.undo != Some(self.ours) {
                    return Err(Violation::AnswerWithoutAsk(Ask::Undo));
                }
                self.undo = None;
                let accepted = answer == Request::Accept;
                let taken = if accepted {
                    take_back(&mut self.game, self.ours)
                } else {
                    Vec::new()
                };
                reply.facts.push(Fact::UndoAnswered { accepted, taken });
            }
            Message::Resign => {
                // A resignation crossing the end of the game changes nothing.
                if self.game.resign(theirs).is_ok() {
                    self.draw = None;
                    self.undo = None;
                    reply.facts.push(Fact::Resigned);
                }
            }
            Message::Say(text) => reply.facts.push(Fact::Said(text)),
            Message::AidsOn if !self.aids => {
                return Err(Violation::AidsWithout);
            }
            Message::AidsOn => reply.facts.push(Fact::AidsOn),
            Message::Clock { .. } | Message::Flag => reply.facts.push(self.on_clock(&msg)?),
            Message::Rematch(request) => return self.on_rematch(request),
            Message::New(_)
            | Message::Start(_)
            | Message::Moves(_)
            | Message::Ended(_)
            | Message::Ready
                if self.next.is_some() =>
            {
                return self.on_next(msg);
            }
            Message::Bye(reason) => reply.facts.push(Fact::Left(reason)),
            Message::Error(reason) => reply.facts.push(Fact::Failed(reason)),
            Message::Ping | Message::Pong => {}
            other => {
                let line = other.to_string();
                let words = if line.starts_with("KONO/") { 2 } else { 1 };
                let word = line.split(' ').take(words).collect::<Vec<_>>().join(" ");
                return Err(Violation::AfterHandshake(word));
            }
        }
        Ok(reply)
    }

    fn agree_draw(&mut self) {
        // Both calls succeed on a game in progress, and an offer is only
        // pending while it is.
        if self.game.offer_draw().is_ok() {
            let _ = self.game.answer_draw(true);
        }
    }

    /// Plays our move; returns the turn and the line to send.
    ///
    /// # Errors
    /// [`LocalError`] when it is not our turn, the game is over, our own
    /// request awaits an answer, or the rules refuse the move.
    pub fn play(&mut self, mv: Move) -> Result<(Turn, Message), LocalError> {
        if self.is_over() {
            return Err(LocalError::GameOver);
        }
        let to_move = self.game.position().to_move();
        if to_move != self.ours {
            return Err(LocalError::NotYourTurn(to_move));
        }
        self.check_not_waiting()?;
        let turn = self.game.play(mv)?;
        // Our move declines the peer's requests.
        self.draw = None;
        self.undo = None;
        Ok((turn, Message::Move(mv)))
    }

    fn check_not_waiting(&self) -> Result<(), LocalError> {
        if self.draw == Some(self.ours) {
            return Err(LocalError::Waiting(Ask::Draw));
        }
        if self.undo == Some(self.ours) {
            return Err(LocalError::Waiting(Ask::Undo));
        }
        Ok(())
    }

    /// Offers the peer a draw.
    ///
    /// # Errors
    /// [`LocalError::GameOver`], or [`LocalError::Waiting`] while a request
    /// of ours is pending.
    pub fn offer_draw(&mut self) -> Result<Message, LocalError> {
        if self.is_over() {
            return Err(LocalError::GameOver);
        }
        self.check_not_waiting()?;
        if self.draw == Some(self.theirs()) {
            // They offered first: offering back is accepting.
            return self.answer_draw(true);
        }
        self.draw = Some(self.ours);
        Ok(Message::Draw(Request::Ask))
    }

    /// Answers the peer's draw offer.
    ///
    /// # Errors
    /// [`LocalError::NoRequest`] when there is none.
    pub fn answer_draw(&mut self, accept: bool) -> Result<Message, LocalError> {
        if self.draw != Some(self.theirs()) {
            return Err(LocalError::NoRequest(Ask::Draw));
        }
        self.draw = None;
        if accept {
            self.agree_draw();
            Ok(Message::Draw(Request::Accept))
        } else {
            Ok(Message::Draw(Request::Decline))
        }
    }

    /// Asks the peer to take back our last move (and its reply).
    ///
    /// # Errors
    /// [`LocalError::NothingToUndo`], or [`LocalError::Waiting`]. After the
    /// end it may be asked: accepted, it reopens the game.
    pub fn ask_undo(&mut self) -> Result<Message, LocalError> {
        self.check_not_waiting()?;
        if !has_move(&self.game, self.ours) {
            return Err(LocalError::NothingToUndo);
        }
        if self.undo == Some(self.theirs()) {
            return Err(LocalError::AnswerFirst(Ask::Undo));
        }
        self.undo = Some(self.ours);
        Ok(Message::Undo(Request::Ask))
    }

    /// Answers the peer's undo request; on yes, the turns taken back,
    /// latest first.
    ///
    /// # Errors
    /// [`LocalError::NoRequest`] when there is none.
    pub fn answer_undo(&mut self, accept: bool) -> Result<(Message, Vec<Turn>), LocalError> {
        if self.undo != Some(self.theirs()) {
            return Err(LocalError::NoRequest(Ask::Undo));
        }
        self.undo = None;
        if accept {
            let theirs = self.theirs();
            let taken = take_back(&mut self.game, theirs);
            Ok((Message::Undo(Request::Accept), taken))
        } else {
            Ok((Message::Undo(Request::Decline), Vec::new()))
        }
    }

    /// Resigns the game.
    ///
    /// # Errors
    /// [`LocalError::GameOver`] once it has ended.
    pub fn resign(&mut self) -> Result<Message, LocalError> {
        if self.game.resign(self.ours).is_err() {
            return Err(LocalError::GameOver);
        }
        self.draw = None;
        self.undo = None;
        Ok(Message::Resign)
    }
}
