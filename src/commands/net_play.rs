//! The network game in plain lines on the terminal, until the game screen
//! takes it over: the board after each move, the other player's news, and
//! commands typed one a line (a move, `draw`, `undo`, `yes`/`no`,
//! `resign`, `say …`, `reconnect`, `quit`). Every change is autosaved.

use std::io::{self, BufRead, Read};
use std::sync::mpsc::{Receiver, Sender};
use std::thread;

use anyhow::Result;

use super::net_seat::{Event, HELP, MAX_TYPED, Seat, name_slot, say, say_raw, tag_name};
use crate::net::{
    self, Closed, Fact, Limits, Message, NetNews, Peer, Sameness, Session, Text, compare,
};
use crate::rules::record::{Tags, shown};
use crate::rules::{Move, Turn, diagram};
use crate::store::{self, GameFile};

/// One network game played in lines.
pub(super) struct Match {
    session: Session,
    seat: Seat,
    peer: Option<Peer>,
    file: Option<GameFile>,
    tags: Tags,
}

impl Match {
    pub(super) fn new(session: Session, seat: Seat, file: Option<GameFile>, tags: Tags) -> Match {
        let peer = match &seat {
            Seat::Join { peer, .. } => Some(peer.clone()),
            Seat::Host { .. } => None,
        };
        Match {
            session,
            seat,
            peer,
            file,
            tags,
        }
    }

    /// Plays until the player quits or the input ends.
    pub(super) fn run(mut self, news: Receiver<NetNews>) -> Result<()> {
        let (tx, rx) = std::sync::mpsc::channel();
        let forward = tx.clone();
        thread::Builder::new()
            .name("kono-net-news".into())
            .spawn(move || {
                for item in news {
                    if forward.send(Event::Net(item)).is_err() {
                        return;
                    }
                }
            })?;
        let (tx, rx) = (&tx, &rx);
        let lines = tx.clone();
        thread::Builder::new()
            .name("kono-stdin".into())
            .spawn(move || {
                let mut stdin = io::stdin().lock();
                loop {
                    // A line is at most a few words: endless input is cut.
                    let mut bytes = Vec::new();
                    match (&mut stdin).take(MAX_TYPED).read_until(b'\n', &mut bytes) {
                        Ok(0) | Err(_) => break,
                        Ok(_) => {}
                    }
                    let line = String::from_utf8_lossy(&bytes).into_owned();
                    if lines.send(Event::Line(Some(line))).is_err() {
                        return;
                    }
                }
                let _ = lines.send(Event::Line(None));
            })?;
        say!("{HELP}");
        self.show_board();
        self.save();
        while let Ok(event) = rx.recv() {
            let go_on = match event {
                Event::Line(Some(line)) => self.typed(line.trim(), tx),
                Event::Line(None) => false,
                Event::Net(news) => {
                    self.news(news);
                    true
                }
            };
            if !go_on {
                break;
            }
        }
        if let Some(peer) = self.peer.take() {
            peer.close(Some(Message::Bye(None)));
        }
        say!("The game is saved.");
        Ok(())
    }

    fn show_board(&self) {
        let game = self.session.game();
        say_raw!("{}", diagram(game.position()));
        match (self.session.resigned(), game.outcome()) {
            (Some(side), _) => say!("{side} resigned: {} wins.", side.opponent()),
            (None, Some(outcome)) => say!("{outcome}."),
            (None, None) => {
                let to_move = game.position().to_move();
                let whose = if to_move == self.session.ours() {
                    "your move"
                } else {
                    "their move"
                };
                say!("Move {}: {to_move} to move ({whose}).", game.move_number());
            }
        }
    }

    fn save(&mut self) {
        if let Some(file) = &mut self.file
            && let Err(err) = file.save(self.session.game(), &self.tags)
        {
            say!("Autosave failed: {err:#}");
        }
    }

    fn send(&self, msg: Message) {
        if let Some(peer) = &self.peer {
            peer.send(msg);
        }
    }

    /// A line the player typed; `false` to quit.
    fn typed(&mut self, line: &str, tx: &Sender<Event>) -> bool {
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        match word {
            "" => {}
            "quit" | "q" => return false,
            "help" | "?" => say!("{HELP}"),
            "board" => self.show_board(),
            "reconnect" | "r" => self.reconnect(tx),
            _ if self.peer.is_none() => say!("Nobody is connected yet."),
            "draw" => self.act(|s| s.offer_draw(), "You offer a draw."),
            "undo" => self.act(|s| s.ask_undo(), "You ask to take back your last move."),
            "resign" => self.act(|s| s.resign(), "You resign."),
            "yes" | "y" | "no" | "n" => self.answer(word.starts_with('y')),
            "say" => match Text::lossy(rest) {
                Some(text) => self.send(Message::Say(text)),
                None => say!("Say what? (say TEXT)"),
            },
            _ => match line.parse::<Move>() {
                Ok(mv) => match self.session.play(mv) {
                    Ok((turn, msg)) => {
                        self.send(msg);
                        self.moved(turn);
                    }
                    Err(e) => say!("{e}."),
                },
                Err(e) => say!("{e}. {HELP}"),
            },
        }
        true
    }

    /// Does one of our requests; says `done` or why not.
    fn act(
        &mut self,
        request: impl FnOnce(&mut Session) -> Result<Message, net::LocalError>,
        done: &str,
    ) {
        match request(&mut self.session) {
            Ok(msg) => {
                self.save();
                self.send(msg);
                say!("{done}");
                if self.session.is_over() {
                    self.show_board();
                }
            }
            Err(e) => say!("{e}."),
        }
    }

    fn answer(&mut self, yes: bool) {
        let theirs = Some(self.session.theirs());
        if self.session.draw_offer() == theirs {
            self.act(
                |s| s.answer_draw(yes),
                if yes {
                    "Draw agreed."
                } else {
                    "You decline the draw."
                },
            );
        } else if self.session.undo_request() == theirs {
            match self.session.answer_undo(yes) {
                Ok((msg, taken)) => {
                    self.send(msg);
                    say!("{} taken back.", taken.len());
                    self.save();
                    self.show_board();
                }
                Err(e) => say!("{e}."),
            }
        } else {
            say!("There is nothing to answer.");
        }
    }

    fn moved(&mut self, turn: Turn) {
        // Saved before it is shown: what the screen says is on disk.
        self.save();
        say!("{} played {}.", turn.by, turn.mv);
        if let Some(passed) = turn.passed {
            say!("{passed} cannot move and passes.");
        }
        self.show_board();
    }

    /// The other player, for a sentence: `White (Jiho)`.
    fn name(&self) -> String {
        let theirs = self.session.theirs();
        let name = name_slot(&mut self.tags.clone(), theirs).clone();
        format!("{theirs} ({})", shown(&name))
    }

    fn news(&mut self, news: NetNews) {
        let current = self.peer.as_ref().map(Peer::id);
        match news {
            NetNews::Joined { peer, name } => {
                if let Seat::Host { id, name: ours, .. } = &self.seat {
                    peer.send_all(self.session.opening(id, ours.clone()));
                }
                let theirs = self.session.theirs();
                *name_slot(&mut self.tags, theirs) = tag_name(name.as_ref());
                say!("{} joined from {}.", self.name(), peer.addr());
                self.peer = Some(peer);
                self.save();
                self.show_board();
            }
            NetNews::Refused { from, reason } => {
                say!("Refused a connection from {from}: {reason}.");
            }
            NetNews::Message { conn, msg } if Some(conn) == current => {
                match self.session.receive(msg) {
                    Ok(reply) => {
                        for msg in reply.send {
                            self.send(msg);
                        }
                        for fact in reply.facts {
                            self.fact(fact);
                        }
                    }
                    Err(violation) => {
                        say!(
                            "{} broke the protocol ({violation}): the connection is closed; the game stays at its last legal position.",
                            self.name()
                        );
                        if let Some(peer) = self.peer.take() {
                            peer.close(Some(violation.message()));
                        }
                        self.dropped();
                    }
                }
            }
            NetNews::Closed { conn, why } if Some(conn) == current => {
                self.peer = None;
                let lost = Limits::default().lost_after.as_secs();
                match why {
                    Closed::ByUs => {}
                    Closed::ByPeer => say!("{} closed the connection.", self.name()),
                    Closed::Lost => say!("The connection is lost: nothing came for {lost} s."),
                    Closed::Broken(e) => {
                        say!("{} sent {e}: the connection is closed.", self.name())
                    }
                    Closed::Failed(e) => say!("The connection failed: {e}."),
                }
                self.dropped();
            }
            NetNews::Message { .. }
            | NetNews::Closed { .. }
            | NetNews::Rejoined(_)
            | NetNews::RejoinFailed(_) => {}
        }
    }

    /// Says how the game goes on after a drop.
    fn dropped(&self) {
        match &self.seat {
            Seat::Host { _host: host, .. } => say!(
                "The game is saved. Waiting for them to join again (code {}).",
                host.code()
            ),
            Seat::Join { .. } => say!("The game is saved. Type reconnect to join again."),
        }
    }

    fn fact(&mut self, fact: Fact) {
        let name = self.name();
        match fact {
            Fact::Moved(turn) => self.moved(turn),
            Fact::DrawOffered => say!("{name} offers a draw: yes or no?"),
            Fact::DrawAnswered(true) => {
                self.save();
                say!("{name} accepts: draw agreed.");
                self.show_board();
            }
            Fact::DrawAnswered(false) => say!("{name} declines the draw."),
            Fact::UndoAsked => say!("{name} asks to take back their last move: yes or no?"),
            Fact::UndoAnswered {
                accepted: true,
                taken,
            } => {
                say!("{name} agrees: {} taken back.", taken.len());
                self.save();
                self.show_board();
            }
            Fact::UndoAnswered {
                accepted: false, ..
            } => say!("{name} declines the undo."),
            Fact::Resigned => {
                self.save();
                self.show_board();
            }
            Fact::Said(text) => say!("{name}: {}", shown(text.as_str())),
            Fact::Left(reason) => match reason {
                Some(r) => say!("{name} is leaving: {}", shown(r.as_str())),
                None => say!("{name} is leaving."),
            },
            Fact::Failed(text) => say!("{name} reports an error: {}", shown(text.as_str())),
        }
    }

    /// The joiner joins again and plays on from the host's record.
    fn reconnect(&mut self, tx: &Sender<Event>) {
        let Seat::Join {
            target,
            code,
            name,
            id,
            ..
        } = &self.seat
        else {
            say!("Only the joiner reconnects; the host waits for them.");
            return;
        };
        if self.peer.is_some() {
            say!("You are connected.");
            return;
        }
        match net::join(
            target,
            *code,
            name.clone(),
            Limits::default(),
            net::sink(tx.clone()),
        ) {
            Err(e) => say!("{e}."),
            Ok(joined) if joined.welcome.game != *id => {
                joined.peer.close(Some(Message::Bye(None)));
                say!("The host is playing another game now.");
            }
            Ok(joined) => {
                if let Sameness::Differ { common, ours, host } =
                    compare(self.session.game(), &joined.game)
                {
                    self.keep_our_copy();
                    say!(
                        "Your copy ({ours} moves) differs from the host's ({host} moves) after move {common}: the host's record is played on."
                    );
                }
                let (session, again) =
                    Session::rejoined(self.session.game(), joined.game, joined.welcome.joiner);
                self.session = session;
                self.peer = Some(joined.peer);
                say!("Connected again.");
                for (mv, msg) in again {
                    self.send(msg);
                    say!("Your move {mv}, which the host had not kept, is sent again.");
                }
                self.save();
                self.show_board();
            }
        }
    }

    /// Keeps our copy of the game beside the autosave, before the host's
    /// record replaces it.
    fn keep_our_copy(&self) {
        let Some(path) = self.file.as_ref().and_then(GameFile::path) else {
            return;
        };
        match store::keep_beside(path, self.session.game(), &self.tags) {
            Ok(copy) => say!("Your copy is kept in {}.", store::shown_path(&copy)),
            Err(e) => say!("Your copy could not be kept: {e:#}"),
        }
    }
}
