//! The computer's sides in the App: when to ask the event loop for a move
//! ([`Effect::Think`]), which reply is still wanted (its ticket), pausing,
//! answering a draw offer, undo and redo by whole rounds, the sign that
//! shows it thinking, and how its solved table is coming along. No thread
//! and no clock here: a worker runs the search, the event loop sends the
//! ticks.

use std::time::Duration;

use crate::ai::{Level, OFFER_AFTER, moves_without_progress};
use crate::rules::{Color, Move};
use crate::tui::action::{Action, Effect, Effects, TableState, ticket};
use crate::tui::config::Seat;
use crate::tui::effect::Request;

use super::App;
use super::overlay::Overlay;
use super::status::{Question, Refusal, Status};

/// How long a move of a game the computer plays against itself takes at
/// the least: about one move a second, to be watched.
const PACE_ALONE: Duration = Duration::from_millis(1000);

/// How long the computer's reply to a person takes at the least: long
/// enough to see the person's move land first.
const PACE_REPLY: Duration = Duration::from_millis(250);

/// The App's side of the computer player.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Computer {
    /// The request whose reply is wanted: its ticket, and the revision of
    /// the game it was asked in (any change of the game makes it stale).
    waiting: Option<(u64, u64)>,
    /// Whether the players stopped the computer.
    paused: bool,
    /// Moves on with every tick while it thinks.
    frame: u8,
    /// The solved table level 5 plays from, once the event loop has news
    /// of it.
    pub(super) table: Option<TableState>,
    /// The draw offer the computer is judging: the request's ticket.
    judging_draw: Option<u64>,
    /// How far the five-field table `b` asked for is built, while it is.
    pub(super) building: Option<u8>,
    /// The ply count when the computer last offered a draw.
    offered_at: Option<usize>,
}

/// The computer at work, for the status line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Thinking {
    /// The side it plays now.
    pub color: Color,
    /// How well it plays.
    pub level: Level,
    /// Which picture of the moving sign to show.
    pub frame: u8,
}

impl App {
    /// The computer thinking about its move, if it is.
    pub fn thinking(&self) -> Option<Thinking> {
        self.computer.waiting.map(|_| Thinking {
            color: self.game().position().to_move(),
            level: self.config().computer_level(),
            frame: self.computer.frame,
        })
    }

    /// The ticket of the reply the App waits for: the event loop stops any
    /// search for another one.
    pub fn awaited(&self) -> Option<u64> {
        self.computer.waiting.map(|(ticket, _)| ticket)
    }

    /// Whether the players paused the computer.
    pub const fn paused(&self) -> bool {
        self.computer.paused
    }

    /// Hands the sides in `computer` to the computer, at `level` (from the
    /// command line, or a record that names it). It starts thinking at the
    /// next update if it is to move.
    pub fn set_computer(&mut self, computer: Seat, level: Level) {
        self.session.set_computer(computer, level);
        self.computer.waiting = None;
    }

    /// Whether the computer is to move in a game that goes on.
    pub fn computer_to_move(&self) -> bool {
        let game = self.game();
        game.outcome().is_none() && self.config().computer_plays(game.position().to_move())
    }

    /// The side that resigns on `R`: the person's against the computer,
    /// otherwise the side to move.
    pub(super) fn resigning_side(&self) -> Color {
        self.person()
            .unwrap_or_else(|| self.game().position().to_move())
    }

    /// The one side a person plays against the computer; `None` with two
    /// people or two computers.
    pub(super) fn person(&self) -> Option<Color> {
        match self.config().computer {
            Seat::Black => Some(Color::White),
            Seat::White => Some(Color::Black),
            Seat::Both | Seat::None => None,
        }
    }

    /// Actions that do not concern the board: the clock and the replies.
    /// `None` when `action` is not one of them.
    pub(super) fn on_computer(&mut self, action: &Action) -> Option<Effects> {
        match *action {
            Action::Tick => {
                if self.computer.waiting.is_some() {
                    self.computer.frame = self.computer.frame.wrapping_add(1);
                }
            }
            Action::ComputerMoved { ticket, mv } => self.on_reply(ticket, mv),
            Action::DrawAnswered { ticket, accept } => self.on_draw_answer(ticket, accept),
            Action::TableLoaded { .. } | Action::Table(_) => return self.on_table_news(action),
            _ => return None,
        }
        Some(Effects::new())
    }

    /// Plays the computer's move if its ticket is the one waited for; a
    /// stale reply (the game changed since) is dropped.
    fn on_reply(&mut self, ticket: u64, mv: Move) {
        if self.awaited() != Some(ticket) {
            return;
        }
        self.computer.waiting = None;
        match self.session.play(mv) {
            // The cursor stays where the person left it, unless it is on
            // a piece of the computer's (as when the computer moved first)
            // or on one of the person's that the reply left without a
            // move: then it goes to the nearest piece the person can move.
            // An open question or save prompt keeps the status line.
            Ok(turn) if matches!(self.overlay, None | Some(Overlay::Help { .. })) => {
                let cursor = self.board.cursor;
                let piece = self.game().position().piece_at(cursor);
                let stuck = piece == Some(turn.by.opponent()) && !self.movable().contains(&cursor);
                if self.board.selected.is_none() && (piece == Some(turn.by) || stuck) {
                    self.cursor_to_nearest_movable();
                }
                self.status = self.moved_status(turn, false);
            }
            Ok(_) => {}
            Err(err) => self.status = err.into(),
        }
    }

    /// Refuses, with the reason on the status line, an action on the board
    /// that would move for the computer. Whether it refused.
    pub(super) fn hands_off(&mut self, action: &Action) -> bool {
        let moving = matches!(
            action,
            Action::Activate | Action::Click(_) | Action::OfferDraw
        );
        if moving && self.computer_to_move() {
            self.board.selected = None;
            self.status = Refusal::ComputersTurn {
                color: self.game().position().to_move(),
                paused: self.computer.paused,
            }
            .into();
        }
        moving && self.computer_to_move()
    }

    /// `p`: stops the computer, or lets it play on.
    pub(super) fn pause(&mut self) {
        if self.config().computer == Seat::None {
            self.status = Refusal::NoComputer.into();
            return;
        }
        self.computer.paused = !self.computer.paused;
        self.status = Status::Paused(self.computer.paused);
    }

    /// Whether `u` takes something back: against the computer, it must
    /// reach back to a turn of the person's.
    pub(super) fn can_undo(&self) -> bool {
        if self.game().ended_by_consent() {
            return true;
        }
        let Some(me) = self.person() else {
            return self.game().can_undo();
        };
        let mut probe = self.game().clone();
        probe.undo_to_turn_of(me);
        probe.ply_count() < self.game().ply_count() && probe.position().to_move() == me
    }

    /// `u`: against the computer, back to the person's last turn (their
    /// move and the computer's reply); when the computer plays itself, it
    /// pauses and one turn goes back; otherwise one turn.
    pub(super) fn undo(&mut self) {
        if self.game().ended_by_consent() {
            return self.undo_one();
        }
        let Some(me) = self.person() else {
            if self.config().computer == Seat::Both && self.game().can_undo() {
                self.computer.paused = true;
            }
            return self.undo_one();
        };
        if !self.can_undo() {
            // Only the computer has moved: nothing of the person's to take back.
            self.status = Refusal::NothingToUndo.into();
            return;
        }
        let turns = self.session.undo_to_turn_of(me);
        let (Some(&mine), reply) = (turns.last(), turns.first().filter(|_| turns.len() > 1)) else {
            return;
        };
        self.took_back(mine, reply.copied());
    }

    /// Ctrl-r: plays again what was taken back, against the computer up to
    /// the person's turn (their move and the reply), otherwise one turn.
    pub(super) fn redo(&mut self) {
        let me = self.person();
        let mut turns = Vec::new();
        while let Some(turn) = self.session.redo() {
            turns.push(turn);
            if me.is_none_or(|me| self.game().position().to_move() == me) {
                break;
            }
        }
        match turns[..] {
            [] => {
                if !self.over() {
                    self.status = Refusal::NothingToRedo.into();
                }
            }
            [mine, reply] => {
                self.played(mine, true);
                self.status = Status::PlayedAgainRound { mine, reply };
            }
            [.., turn] => self.played(turn, true),
        }
    }

    /// Whether a draw offer waits for the computer's answer.
    pub fn offered_to_computer(&self) -> bool {
        self.game()
            .draw_offer()
            .is_some_and(|by| self.config().computer_plays(by.opponent()))
    }

    /// The status after `by` offered a draw: waiting for the computer's
    /// answer when the computer is asked, else the question to the person.
    pub(super) fn draw_offered(&self, by: Color) -> Status {
        if self.offered_to_computer() {
            Status::OfferedDraw(by)
        } else {
            Status::Asked(Question::Draw(by))
        }
    }

    /// Whether the computer, to move, offers a draw now: after
    /// [`OFFER_AFTER`] moves without progress, and again only after as many
    /// more, so that no game against it runs on for ever.
    fn offers_draw(&self) -> bool {
        let game = self.game();
        let plies = game.ply_count();
        game.draw_offer().is_none()
            && moves_without_progress(game) >= OFFER_AFTER
            && self
                .computer
                .offered_at
                .is_none_or(|at| plies >= at + 2 * OFFER_AFTER || plies < at)
    }

    /// The computer's answer to the draw offered to it; dropped when the
    /// offer is no longer the one it judged.
    fn on_draw_answer(&mut self, ticket: u64, accept: bool) {
        if self.computer.judging_draw != Some(ticket) || !self.offered_to_computer() {
            return;
        }
        self.computer.judging_draw = None;
        let Some(by) = self.game().draw_offer() else {
            return;
        };
        match self.session.answer_draw(accept) {
            Ok(()) => match self.game().outcome() {
                Some(outcome) if accept => self.status = Status::Agreed(outcome),
                _ => self.status = Status::Declined(by.opponent()),
            },
            Err(err) => self.status = err.into(),
        }
    }

    /// After every action: a reply waited for in a game that has changed
    /// since is no longer wanted; a draw offered to the computer is given
    /// to it to judge; then, if nothing else is to be done and the computer
    /// is to move, the event loop is asked for its move.
    pub(super) fn after(&mut self, effects: &mut Effects) {
        if !self.offered_to_computer() {
            self.computer.judging_draw = None;
        } else if self.computer.judging_draw.is_none() {
            let ticket = ticket();
            self.computer.judging_draw = Some(ticket);
            let level = self.config().computer_level();
            let table = (level == Level::MAX)
                .then(|| self.learn.table.as_ref().map(|(table, _)| table.clone()))
                .flatten()
                .filter(|_| self.has_table());
            effects.push(Effect::AnswerDraw {
                ticket,
                game: self.game().clone(),
                level,
                table,
            });
        }
        let revision = self.revision();
        // Reviewing holds the game still: the computer waits until it ends.
        let reviewing = matches!(self.overlay, Some(Overlay::Review(_)));
        if self.computer.paused
            || reviewing
            || self.computer.waiting.is_some_and(|(_, r)| r != revision)
        {
            self.computer.waiting = None;
        }
        if !effects.is_empty()
            || self.computer.waiting.is_some()
            || self.computer.paused
            || reviewing
            || !self.computer_to_move()
        {
            return;
        }
        if self.offers_draw()
            && matches!(self.overlay, None | Some(Overlay::Help { .. }))
            && let Ok(by) = self.session.offer_draw()
        {
            self.computer.offered_at = Some(self.game().ply_count());
            self.board.selected = None;
            self.status = self.draw_offered(by);
            // The other computer, if it plays both sides, is asked at once.
            return self.after(effects);
        }
        if self.game().draw_offer().is_some() {
            // The computer waits for the answer to a draw offer.
            return;
        }
        let ticket = ticket();
        self.computer.waiting = Some((ticket, revision));
        let table = (self.config().computer_level() == Level::MAX)
            .then(|| self.learn.table.as_ref().map(|(table, _)| table.clone()))
            .flatten()
            .filter(|_| self.has_table());
        effects.push(Effect::Think(Request {
            ticket,
            game: self.game().clone(),
            level: self.config().computer_level(),
            seed: self.session.seed(),
            pace: if self.person().is_some() {
                PACE_REPLY
            } else {
                PACE_ALONE
            },
            table,
            within: self.think_time(),
        }));
    }
}
