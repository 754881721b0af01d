//! The event loop's side of a game against a friend over the network: the
//! listener and the connection it keeps, the sockets' news joining the one
//! channel, and the screen that plays the game.

use anyhow::Context;

use super::{Autosave, Loop};
use crate::tui::action::Action;
use crate::tui::app::{App, Invite, Remote};
use crate::tui::choices::Choices;
use crate::tui::event::Event;
use crate::tui::screen::Screen;
use crate::{net, store};

/// The sockets of a game against a friend over the network: the host's
/// listener (kept to go on listening) and the connection to the friend.
#[derive(Default)]
pub struct NetLink {
    /// Host: listening for the friend.
    pub host: Option<net::Host>,
    /// The friend, while connected.
    pub peer: Option<net::Peer>,
}

impl Drop for NetLink {
    fn drop(&mut self) {
        // Leaving: the friend is told, and the game stays saved on both sides.
        if let Some(peer) = self.peer.take() {
            peer.close(Some(net::Message::Bye(None)));
        }
    }
}

impl Loop {
    /// A game against a friend over the network: `app` plays `remote`
    /// over `link`; a resumed game goes on writing its record `file`; a
    /// first message `notice` replaces the status line's.
    pub fn network(
        &mut self,
        mut app: App,
        remote: crate::tui::app::Remote,
        link: NetLink,
        resumed: Option<(crate::rules::record::Tags, store::GameFile)>,
        news: Option<std::sync::mpsc::Receiver<net::NetNews>>,
        notice: Option<crate::tui::app::Status>,
    ) -> anyhow::Result<Screen> {
        // The sockets' news joins the one channel (sockets opened here
        // send into it already).
        if let Some(news) = news {
            let tx = self.term.events.sender();
            std::thread::Builder::new()
                .name("kono-net-news".into())
                .spawn(move || {
                    for item in news {
                        if tx.send(Event::Net(item)).is_err() {
                            return;
                        }
                    }
                })
                .context("starting the network's thread")?;
        }
        self.autosave = Autosave::new(self.data.clone());
        app.play_remote(remote);
        if let Some(notice) = notice {
            app.notify(notice);
        }
        if let Some((tags, file)) = resumed {
            let name = self.autosave.continue_with(&app, tags, Some(file));
            self.pending.push_back(name);
        }
        self.net = link;
        Ok(Screen::Game(Box::new(app)))
    }

    /// Joins the friend's game again, on a thread of its own.
    pub(super) fn rejoin(&mut self, to: net::Rejoin) {
        let sink = net::sink(self.term.events.sender());
        net::rejoin(to, net::Limits::default(), sink);
    }

    /// Keeps the connection the network's news is about: a friend who
    /// joined is the one lines go to; one whose connection ended is gone.
    pub(super) fn track(&mut self, news: &net::NetNews) {
        match news {
            net::NetNews::Joined { peer, .. } => {
                if let Some(old) = self.net.peer.replace(peer.clone()) {
                    old.close(None);
                }
            }
            net::NetNews::Rejoined(joined) => {
                if let Some(old) = self.net.peer.replace(joined.peer.clone()) {
                    old.close(None);
                }
            }
            net::NetNews::Closed { conn, .. }
                if self.net.peer.as_ref().is_some_and(|p| p.id() == *conn) =>
            {
                self.net.peer = None;
            }
            _ => {}
        }
    }

    /// News of the network: a game joined from the start screen begins;
    /// any other news goes to the screen.
    pub(super) fn net_event(&mut self, news: net::NetNews) -> anyhow::Result<()> {
        let on_start = matches!(self.screen, Screen::Start(_));
        match news {
            net::NetNews::Rejoined(joined) if on_start => {
                let Some((target, code)) = self.joining.take() else {
                    return Ok(());
                };
                let remote = Remote::joined(&joined, net::local_name(), target, code);
                let config = self.base_for(joined.game.start().variant());
                let app = App::new(config, fastrand::u64(..))?;
                let link = NetLink {
                    host: None,
                    peer: Some(joined.peer.clone()),
                };
                self.screen = self.network(app, remote, link, None, None, None)?;
                self.show()
            }
            net::NetNews::RejoinFailed(why) if on_start => {
                self.pending.push_back(Action::NetFailed(why));
                Ok(())
            }
            news => {
                self.track(&news);
                self.pending.push_back(news.into());
                Ok(())
            }
        }
    }

    /// The display settings for a network game of `variant`.
    fn base_for(&self, variant: crate::rules::Variant) -> crate::tui::Config {
        crate::tui::Config {
            variant,
            computer: crate::tui::Seat::None,
            ..self.base
        }
    }

    /// Hosts a game with the start screen's choices: listens on the usual
    /// port, every interface, with a fresh code; a port in use is said on
    /// the start screen.
    pub(super) fn host_from_start(&mut self, choices: Choices) -> anyhow::Result<()> {
        let code = net::Code::random();
        let config = net::HostConfig {
            bind: None,
            port: net::DEFAULT_PORT,
            code,
            limits: net::Limits::default(),
        };
        let host = match net::Host::listen(&config, net::sink(self.term.events.sender())) {
            Ok(host) => host,
            Err(e) => {
                self.pending.push_back(Action::NetFailed(e.to_string()));
                return Ok(());
            }
        };
        let game_config = choices.config(self.base);
        let first = game_config.first.unwrap_or_else(net::drawn_by_lot);
        let start = crate::rules::Position::start(game_config.variant, first);
        let game = crate::rules::Game::new(start, game_config.options)?;
        let side = net::drawn_by_lot();
        let invite = Invite {
            addrs: net::local_addresses()
                .iter()
                .map(ToString::to_string)
                .collect(),
            port: host.port(),
            code: code.to_string(),
        };
        let remote = Remote::hosting(
            net::Session::new(game, side),
            net::GameId::new(code, side),
            net::local_name(),
            invite,
        );
        let app = App::new(self.base_for(game_config.variant), fastrand::u64(..))?;
        let link = NetLink {
            host: Some(host),
            peer: None,
        };
        self.screen = self.network(app, remote, link, None, None, None)?;
        self.show()
    }

    /// Joins the game at `ADDR CODE` as typed on the start screen, on a
    /// thread of its own: the game begins when it answers.
    pub(super) fn join_from_start(&mut self, text: &str) {
        let mut words = text.split_whitespace();
        let (Some(target), Some(code), None) = (words.next(), words.next(), words.next()) else {
            let why = "type the host's address, a space, and the join code".to_string();
            self.pending.push_back(Action::NetFailed(why));
            return;
        };
        match net::Code::from_typed(code) {
            Ok(code) => {
                self.joining = Some((target.to_string(), code));
                self.rejoin(net::Rejoin {
                    target: target.to_string(),
                    code,
                    name: net::local_name(),
                });
            }
            Err(e) => self.pending.push_back(Action::NetFailed(e.to_string())),
        }
    }
}

impl From<net::NetNews> for Action {
    fn from(news: net::NetNews) -> Action {
        Action::Net(news)
    }
}
