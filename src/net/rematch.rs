//! A rematch (v2): after the end, either side asks (`REMATCH ASK`), the
//! other answers; once agreed, the host sends the new game as a welcome
//! (`NEW`, `START`, `MOVES`, `READY`): the sides swapped, the same rules,
//! a new game id. A request withdrawn with its connection, as any other.

use super::faults::Ask;
use super::session::{Fact, LocalError, Reply, Session, Violation};
use crate::net::protocol::{MAX_HISTORY, Message, Opening, Request, Welcome};
use crate::net::rejoin::game_from;
use crate::net::words::GameId;
use crate::rules::Game;

impl Session {
    /// Asks the friend for a rematch, once the game has ended.
    ///
    /// # Errors
    /// [`LocalError::NotOver`] while the game goes on, or
    /// [`LocalError::Waiting`] while our request awaits its answer.
    pub fn ask_rematch(&mut self) -> Result<Message, LocalError> {
        if !self.is_over() {
            return Err(LocalError::NotOver);
        }
        if self.rematch == Some(self.ours()) {
            return Err(LocalError::Waiting(Ask::Rematch));
        }
        if self.rematch == Some(self.theirs()) {
            return self.answer_rematch(true);
        }
        self.rematch = Some(self.ours());
        Ok(Message::Rematch(Request::Ask))
    }

    /// Answers the friend's rematch request. A joiner that agrees waits
    /// for the host's `NEW`.
    ///
    /// # Errors
    /// [`LocalError::NoRequest`] when there is none.
    pub fn answer_rematch(&mut self, accept: bool) -> Result<Message, LocalError> {
        if self.rematch != Some(self.theirs()) {
            return Err(LocalError::NoRequest(Ask::Rematch));
        }
        self.rematch = None;
        if !accept {
            return Ok(Message::Rematch(Request::Decline));
        }
        self.next = Some(Opening::default());
        Ok(Message::Rematch(Request::Accept))
    }

    /// Whether a rematch agreed waits for the host's new game.
    pub const fn awaits_rematch(&self) -> bool {
        self.next.is_some()
    }

    /// Host: the rematch agreed, as a new session (the sides swapped, the
    /// same start and rules, the game id `id`) and the lines that send it.
    pub fn rematch(&self, id: &GameId) -> (Session, Vec<Message>) {
        let start = *self.game.start();
        let game = Game::new(start, *self.game.options()).unwrap_or_else(|_| self.game.clone());
        let mut next = Session::new(game, self.theirs())
            .with_aids(self.aids())
            .with_clock(self.clock);
        next.host = self.host;
        let mut lines = next.opening(id, None);
        if let Some(Message::Welcome(welcome)) = lines.first_mut() {
            lines[0] = Message::New(Welcome {
                name: None,
                ..welcome.clone()
            });
        }
        (next, lines)
    }

    /// The friend's rematch request or its answer.
    pub(super) fn on_rematch(&mut self, request: Request) -> Result<Reply, Violation> {
        let mut reply = Reply::default();
        match request {
            Request::Ask if !self.is_over() => {
                return Err(Violation::RematchBeforeEnd);
            }
            Request::Ask if self.rematch == Some(self.theirs()) => {
                return Err(Violation::SecondAsk(Ask::Rematch));
            }
            // Crossed requests: both agree.
            Request::Ask if self.rematch == Some(self.ours()) => {
                self.rematch = None;
                self.next = Some(Opening::default());
                reply.facts.push(Fact::RematchAnswered(true));
            }
            Request::Ask => {
                self.rematch = Some(self.theirs());
                reply.facts.push(Fact::RematchAsked);
            }
            answer => {
                if self.rematch != Some(self.ours()) {
                    return Err(Violation::AnswerWithoutAsk(Ask::Rematch));
                }
                self.rematch = None;
                let yes = answer == Request::Accept;
                if yes {
                    self.next = Some(Opening::default());
                }
                reply.facts.push(Fact::RematchAnswered(yes));
            }
        }
        Ok(reply)
    }

    /// Joiner: a line of the host's new game; at its `READY`, the game.
    pub(super) fn on_next(&mut self, msg: Message) -> Result<Reply, Violation> {
        let next = self.next.get_or_insert_with(Opening::default);
        match msg {
            Message::New(welcome) if next.welcome.is_none() => next.welcome = Some(welcome),
            Message::Start(pos) if next.welcome.is_some() && next.start.is_none() => {
                next.start = Some(pos);
            }
            Message::Moves(moves) if next.start.is_some() && next.ended.is_none() => {
                // The history's cap, as in the handshake: a record kono
                // could not read back is never begun.
                if next.moves.len() + moves.len() > MAX_HISTORY {
                    return Err(Violation::HistoryTooLong(MAX_HISTORY));
                }
                next.moves.extend(moves);
            }
            Message::Ended(how) if next.start.is_some() && next.ended.is_none() => {
                next.ended = Some(how);
            }
            Message::Ready => {
                let Some(next) = self.next.take() else {
                    return Err(Violation::ReadyOutOfPlace);
                };
                let (Some(welcome), Some(start)) = (next.welcome, next.start) else {
                    return Err(Violation::ReadyTooSoon);
                };
                let game = game_from(&welcome, &start, &next.moves, next.ended)?;
                let mut reply = Reply::default();
                reply.facts.push(Fact::Rematched {
                    game: Box::new(game),
                    welcome,
                });
                return Ok(reply);
            }
            other => {
                let word = other.to_string();
                let word = word.split(' ').next().unwrap_or_default().to_string();
                return Err(Violation::OutOfPlaceInRematch(word));
            }
        }
        Ok(Reply::default())
    }
}
