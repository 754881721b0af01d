//! The network's news in a game against a friend: the friend joining, its
//! messages played through the network game, a dropped connection, and
//! the joiner back after a rejoin.

use crate::net::{self, Closed, Fact, Message, NetNews};
use crate::rules::record::shown;
use crate::tui::action::{Effect, Effects};

use super::App;
use super::overlay::Overlay;
use super::remote::Link;
use super::remote_note::{Closing, NetRefusal, Request};
use super::status::{NetNote, Question, Status};

impl App {
    /// News of the connection.
    pub(super) fn on_net(&mut self, news: NetNews) -> Effects {
        let Some(remote) = self.remote_mut() else {
            return Effects::new();
        };
        match news {
            NetNews::Joined { peer, name } => {
                remote.conn = Some(peer.id());
                remote.theirs = name;
                remote.link = Link::Connected;
                let opening = remote.net.opening(&remote.id, remote.ours.clone());
                let friend = remote.friend();
                // The friend's name is in the record from now on.
                self.follow(false);
                self.status = Status::Net(NetNote::Joined(friend));
                self.outbox.push(Effect::SendAll(opening));
                self.send_clock();
            }
            NetNews::Refused { from, reason } => {
                if remote.link != Link::Connected {
                    self.status = Status::Net(NetNote::Refused {
                        from: from.to_string(),
                        reason,
                    });
                }
            }
            NetNews::Message { conn, msg, .. } if Some(conn) == remote.conn => {
                match remote.net.receive(msg) {
                    Ok(reply) => {
                        self.outbox.extend(reply.send.into_iter().map(Effect::Send));
                        for fact in reply.facts {
                            self.fact(fact);
                        }
                    }
                    Err(violation) => {
                        remote.conn = None;
                        remote.net.disconnected();
                        remote.link = Link::Dropped(Closing::Violation(violation.clone()));
                        self.outbox.push(Effect::Hangup(Some(violation.message())));
                        self.status = Status::Net(NetNote::Violated(violation));
                    }
                }
            }
            NetNews::Closed { conn, why } if Some(conn) == remote.conn => {
                remote.conn = None;
                let left = std::mem::take(&mut remote.left);
                let why = match why {
                    Closed::ByUs => Closing::ByUs,
                    Closed::ByPeer if left => Closing::Left(remote.friend()),
                    Closed::ByPeer => Closing::Silent(remote.friend()),
                    Closed::Lost => Closing::Lost(net::Limits::default().lost_after.as_secs()),
                    Closed::Broken(e) => Closing::Broken(remote.friend(), e),
                    Closed::Failed(e) => Closing::Failed(e),
                };
                remote.link = Link::Dropped(why.clone());
                let ours = remote.net.ours();
                let withdrawn = remote.net.disconnected();
                if !remote.hosting && withdrawn.contains(&(ours, net::Ask::Undo)) {
                    let kept = net::after_take_back(remote.net.game(), ours).ply_count();
                    remote.undo_withdrawn = Some(kept);
                }
                let withdrawn = withdrawn
                    .into_iter()
                    .map(|(side, what)| (side == ours, what));
                let to_move = remote.net.game().position().to_move();
                let timed = remote.net.clock().is_some() && !remote.net.is_over();
                let away = (timed && to_move == remote.joiner()).then_some(to_move);
                self.status = Status::Net(NetNote::Dropped {
                    why,
                    withdrawn: withdrawn.collect(),
                    away,
                });
                // A question of a request withdrawn is asked no more.
                if matches!(
                    self.overlay,
                    Some(Overlay::Confirm(
                        Question::PeerDraw(_) | Question::PeerUndo(_)
                    ))
                ) {
                    self.overlay = None;
                }
            }
            NetNews::Rejoined(joined) => self.rejoined(*joined),
            NetNews::RejoinFailed(why) => {
                self.status = Status::Net(NetNote::Cannot(NetRefusal::Rejoin(why)));
            }
            NetNews::Message { .. } | NetNews::Closed { .. } => {}
        }
        Effects::new()
    }

    /// One thing the friend did.
    fn fact(&mut self, fact: Fact) {
        let Some(remote) = self.remote_mut() else {
            return;
        };
        let theirs = remote.net.theirs();
        let friend = remote.friend();
        match fact {
            Fact::Said(text) => {
                let text = remote.log(theirs, &text);
                self.status = Status::Net(NetNote::Said {
                    by: Some(friend),
                    text,
                });
            }
            Fact::Moved(turn) => {
                self.follow(true);
                self.played(turn, false);
                self.send_clock();
            }
            Fact::Clock { black, white } => self.session.set_clock_times(black, white),
            Fact::Flag(_) => {
                self.follow(true);
                if let Some(outcome) = self.game().outcome() {
                    self.board.selected = None;
                    self.status = Status::Agreed(outcome);
                }
            }
            Fact::DrawOffered => self.confirm(Question::PeerDraw(theirs)),
            Fact::UndoAsked => self.confirm(Question::PeerUndo(theirs)),
            Fact::DrawAnswered(yes) => {
                self.follow(yes);
                self.status = Status::Net(NetNote::Answered {
                    what: Request::Draw,
                    yes,
                });
            }
            Fact::UndoAnswered { accepted, taken } => {
                self.follow(false);
                self.status = Status::Net(if accepted {
                    NetNote::TookBack(taken.len())
                } else {
                    NetNote::Answered {
                        what: Request::Undo,
                        yes: false,
                    }
                });
            }
            Fact::RematchAsked => self.confirm(Question::PeerRematch(theirs)),
            Fact::RematchAnswered(true) => self.rematch_agreed(),
            Fact::RematchAnswered(false) => {
                self.status = Status::Net(NetNote::Answered {
                    what: Request::Rematch,
                    yes: false,
                });
            }
            Fact::Rematched { game, welcome } => {
                remote.net = net::Session::new(*game, welcome.joiner)
                    .with_aids(welcome.aids)
                    .with_clock(welcome.clock);
                remote.id = welcome.game;
                remote.aids_used = false;
                self.rematch_begins();
            }
            Fact::AidsOn => {
                remote.aids_used = true;
                self.status = Status::Net(NetNote::FriendAids(friend));
            }
            Fact::Resigned => {
                self.follow(true);
                self.status = Status::Net(NetNote::Resigned(theirs));
            }
            Fact::Left(reason) => {
                remote.left = true;
                let reason = reason.map_or_else(String::new, |r| shown(r.as_str()));
                self.status = Status::Net(NetNote::Left(reason));
            }
            Fact::Failed(text) => {
                self.status = Status::Net(NetNote::Broke(shown(text.as_str())));
            }
        }
    }

    /// Back in the host's game after a rejoin: the host's record wins, and
    /// our moves it had not kept are played and sent again.
    fn rejoined(&mut self, joined: net::Joined) {
        let super::Play::Network(remote) = &mut self.play else {
            return;
        };
        if joined.welcome.game != remote.id {
            self.outbox.push(Effect::Hangup(Some(Message::Bye(None))));
            self.status = Status::Net(NetNote::Cannot(NetRefusal::OtherGame));
            return;
        }
        let ours = joined.welcome.joiner;
        let aids = joined.welcome.aids;
        // A take-back the host accepted just before the drop: its answer
        // was lost, and the host's record, without those moves, is the game.
        let taken = net::after_take_back(remote.net.game(), ours);
        let accepted = remote.undo_withdrawn.take() == Some(joined.game.ply_count())
            && net::compare(&taken, &joined.game) == net::Sameness::Same;
        let mine = if accepted { &taken } else { remote.net.game() };
        let (session, again) = net::Session::rejoined(mine, joined.game, ours);
        let session = session.with_aids(aids).with_clock(joined.welcome.clock);
        // Our moves the host lacked, played again, and the host's moves we
        // had not seen yet, make no difference: only moves of ours that the
        // game played on lacks do.
        let differ = matches!(
            net::compare(mine, session.game()),
            net::Sameness::Differ { common, ours, .. } if common < ours
        );
        if differ {
            // Neither copy is lost: ours goes to a file of its own.
            self.outbox.push(Effect::KeepCopy(Box::new(mine.clone())));
        }
        remote.net = session;
        remote.conn = Some(joined.peer.id());
        remote.theirs = joined.welcome.name;
        remote.link = Link::Connected;
        let resent = again.len();
        let over = remote.net.is_over();
        self.outbox
            .extend(again.into_iter().map(|(_, msg)| Effect::Send(msg)));
        self.follow(true);
        self.status = Status::Net(NetNote::Rejoined {
            differ,
            resent,
            over,
        });
    }
}
