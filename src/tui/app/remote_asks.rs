//! Our side's requests in a game against a friend: moves, draw offers,
//! take-backs, rematches, answers to the friend's, chat, joining again,
//! and the aids: each through the network game's state, out as lines.

use crate::net::{self, LocalError, Message, Text};
use crate::tui::action::Effect;

use super::App;
use super::remote::Link;
use super::remote_note::{NetRefusal, Request};
use super::status::{NetNote, Question, Status};

impl App {
    /// Hints or the coach turned on (not `off`, hints turned off): the
    /// friend is told once, and the records say so.
    pub(super) fn aids_on(&mut self, off: bool) {
        let Some(remote) = self.remote_mut() else {
            return;
        };
        if off || remote.aids_used {
            return;
        }
        remote.aids_used = true;
        if remote.link == Link::Connected {
            self.send(Message::AidsOn);
        }
    }

    /// The joiner joins again after a drop.
    pub(super) fn reconnect(&mut self) {
        let Some(remote) = self.remote() else {
            return;
        };
        let why = match (&remote.link, &remote.target) {
            (Link::Connected, _) => NetRefusal::AlreadyConnected,
            (_, None) => NetRefusal::HostWaits,
            (_, Some((target, code))) => {
                let effect = Effect::Rejoin(net::Rejoin {
                    target: target.clone(),
                    code: *code,
                    name: remote.ours.clone(),
                });
                self.outbox.push(effect);
                self.status = Status::Net(NetNote::Reconnecting);
                return;
            }
        };
        self.status = Status::Net(NetNote::Cannot(why));
    }

    /// Our undo request (`undo`) or draw offer.
    pub(super) fn request(&mut self, undo: bool) {
        let what = if undo { Request::Undo } else { Request::Draw };
        let Some(remote) = self.remote_mut() else {
            return;
        };
        let result = if undo {
            remote.net.ask_undo()
        } else {
            remote.net.offer_draw()
        };
        // Offering back a draw offered is agreeing to it; nothing else is
        // agreed before the friend's answer comes.
        let agreed = !undo && remote.net.game().outcome().is_some();
        match result {
            Ok(msg) => {
                self.send(msg);
                if agreed {
                    // Offering back a draw offered is agreeing to it.
                    self.follow(true);
                    self.status = Status::Net(NetNote::Answered { what, yes: true });
                } else {
                    self.status = Status::Net(NetNote::Asked(what));
                }
            }
            Err(e) => self.status = Status::Net(NetNote::Cannot(NetRefusal::Local(e))),
        }
    }

    /// Our move in a network game: played, sent, shown.
    pub(super) fn remote_play(&mut self, mv: crate::rules::Move) {
        let Some(remote) = self.remote_mut() else {
            return;
        };
        if remote.link != Link::Connected {
            self.status = Status::Net(NetNote::Cannot(NetRefusal::NotConnected));
            return;
        }
        match remote.net.play(mv) {
            Ok((turn, msg)) => {
                self.send(msg);
                self.follow(true);
                self.played(turn, false);
                self.send_clock();
            }
            Err(LocalError::Rule(e)) => self.status = e.into(),
            Err(e) => self.status = Status::Net(NetNote::Cannot(NetRefusal::Local(e))),
        }
    }

    /// Our answer to a question of the network game.
    pub(super) fn remote_answer(&mut self, question: Question, yes: bool) {
        let Some(remote) = self.remote_mut() else {
            return;
        };
        let side = remote.net.ours();
        // An answer is nothing until it arrives: with the link down, none
        // is taken (the request was withdrawn on both sides).
        let answer = matches!(
            question,
            Question::PeerDraw(_) | Question::PeerRematch(_) | Question::PeerUndo(_)
        );
        if answer && remote.link != Link::Connected {
            self.overlay = None;
            self.status = Status::Net(NetNote::Cannot(NetRefusal::NotConnected));
            return;
        }
        let answered = match question {
            Question::Resign(_) if yes => remote.net.resign().map(|msg| (msg, 0)),
            Question::PeerDraw(_) => remote.net.answer_draw(yes).map(|msg| (msg, 0)),
            Question::PeerRematch(_) => remote.net.answer_rematch(yes).map(|msg| (msg, 0)),
            Question::PeerUndo(_) => remote
                .net
                .answer_undo(yes)
                .map(|(msg, taken)| (msg, taken.len())),
            _ => {
                self.status = Status::GoesOn;
                return;
            }
        };
        let (msg, taken) = match answered {
            Ok(answered) => answered,
            Err(e) => {
                self.status = Status::Net(NetNote::Cannot(NetRefusal::Local(e)));
                return;
            }
        };
        self.send(msg);
        self.follow(!matches!(question, Question::PeerUndo(_)) && yes);
        if matches!(question, Question::PeerRematch(_)) && yes {
            return self.rematch_agreed();
        }
        self.status = match (question, self.game().outcome()) {
            (Question::Resign(_), _) => Status::Net(NetNote::Resigned(side)),
            (Question::PeerDraw(_), Some(outcome)) if yes => Status::Agreed(outcome),
            (Question::PeerUndo(_), _) if yes => Status::Net(NetNote::TookBack(taken)),
            (Question::PeerUndo(_), _) => Status::Net(NetNote::Declined(Request::Undo)),
            (Question::PeerDraw(_), _) => Status::Net(NetNote::Declined(Request::Draw)),
            (Question::PeerRematch(_), _) => Status::Net(NetNote::Declined(Request::Rematch)),
            _ => Status::GoesOn,
        };
    }

    /// Why the line of chat `text` may not be said now, if it may not.
    pub(super) fn chat_refused(&mut self, text: &str) -> Option<crate::net::ChatRefused> {
        if text.is_empty() {
            return None;
        }
        let remote = self.remote_mut()?;
        remote.pace.refused(text, std::time::Instant::now())
    }

    /// A line of chat typed in the prompt.
    pub(super) fn remote_say(&mut self, text: &str) {
        let Some(text) = Text::lossy(text) else {
            return;
        };
        if let Some(remote) = self.remote_mut() {
            let ours = remote.net.ours();
            let line = remote.log(ours, &text);
            self.send(Message::Say(text));
            self.status = Status::Net(NetNote::Said {
                by: None,
                text: line,
            });
        }
    }

    /// Scrolls the chat log back (up) or on (down) by a few rows.
    pub(super) fn scroll_chat(&mut self, dir: crate::tui::action::Dir) {
        if let Some(remote) = self.remote_mut() {
            remote.chat_back = match dir {
                crate::tui::action::Dir::Up => remote.chat_back + 3,
                _ => remote.chat_back.saturating_sub(3),
            };
        }
    }

    /// `n` after the end: asks the friend for a rematch.
    pub(super) fn ask_rematch(&mut self) {
        let Some(remote) = self.remote_mut() else {
            return;
        };
        match remote.net.ask_rematch() {
            Ok(msg) => {
                let agreed = remote.net.awaits_rematch();
                self.send(msg);
                if agreed {
                    self.rematch_agreed();
                } else {
                    self.status = Status::Net(NetNote::Asked(Request::Rematch));
                }
            }
            Err(e) => self.status = Status::Net(NetNote::Cannot(NetRefusal::Local(e))),
        }
    }

    /// Both want a rematch: the host sets it up and sends it; the joiner
    /// waits for it.
    pub(super) fn rematch_agreed(&mut self) {
        let Some(remote) = self.remote_mut() else {
            return;
        };
        if !remote.hosting {
            self.status = Status::Net(NetNote::RematchAgreed);
            return;
        }
        let side = remote.net.theirs();
        let Some(code) = remote.id.code() else {
            return;
        };
        let id = net::GameId::new(code, side);
        let (session, lines) = remote.net.rematch(&id);
        remote.net = session;
        remote.id = id.clone();
        remote.aids_used = false;
        self.outbox.push(Effect::Rehosted(id));
        self.outbox.push(Effect::SendAll(lines));
        self.rematch_begins();
        self.send_clock();
    }

    /// The rematch's game on the board: a new game (a record of its own),
    /// our side at the bottom.
    pub(super) fn rematch_begins(&mut self) {
        let Some(remote) = self.remote() else {
            return;
        };
        let ours = remote.net.ours();
        let clock = remote.net.clock();
        self.session.load(remote.net.game().clone());
        if let Some(control) = clock {
            // The same clock, both sides' time afresh.
            self.session.set_clock(control, Vec::new());
        }
        self.overlay = None;
        self.board.selected = None;
        self.board.flipped = ours == crate::rules::Color::White;
        self.board.cursor = self.starting_cursor();
        self.status = Status::Net(NetNote::Rematch(ours));
    }
}

impl App {
    /// The autosave of the network game failed (`why`) and the lines of
    /// that change were held back: our move among them is taken back, as
    /// if never played; a change of the friend's (its move) cannot be
    /// undone, so the game stops here until it can be saved: the
    /// connection is closed with a word, and the friend joins again later.
    pub(super) fn unsaved(&mut self, why: crate::tui::why::Why, withheld: &[Message]) {
        let Some(remote) = self.remote_mut() else {
            return;
        };
        let ours = withheld.iter().find_map(|msg| match msg {
            Message::Move(mv) => Some(*mv),
            _ => None,
        });
        if ours.is_some_and(|mv| remote.net.withdraw(mv)) {
            self.follow(false);
            // The disk holds the game as it is again: nothing to write.
            self.autosaved = Some(self.autosave_key());
            self.status = Status::Net(NetNote::NotSaved {
                why,
                withdrawn: true,
            });
            return;
        }
        let bye = Text::lossy_or("the game could not be saved", "unsaved");
        remote.link = Link::Dropped(super::remote_note::Closing::ByUs);
        remote.conn = None;
        self.outbox
            .push(Effect::Hangup(Some(Message::Bye(Some(bye)))));
        self.status = Status::Net(NetNote::NotSaved {
            why,
            withdrawn: false,
        });
    }
}
