//! The event loop's side of a game against a friend over the network: the
//! listener and the connection it keeps, the sockets' news joining the one
//! channel, and the screen that plays the game.

mod seat;

pub use seat::{
    HostPlan, HostedAt, Hosting, Joining, hosted_at, hosting, remember_address, saved_copy,
};

use crate::tui::why::Why;
use anyhow::Context;

use super::{Autosave, Loop};
use crate::tui::action::Action;
use crate::tui::app::{App, Remote};
use crate::tui::backend::Surface;
use crate::tui::choices::Choices;
use crate::tui::event::Event;
use crate::tui::screen::Screen;
use crate::{net, store};

/// How long leaving waits for its `BYE` to be written.
const LEAVING_WAIT: std::time::Duration = std::time::Duration::from_secs(2);

/// The sockets of a game against a friend over the network: the host's
/// listener (kept to go on listening) and the connection to the friend.
#[derive(Default)]
pub struct NetLink {
    /// Host: listening for the friend.
    pub host: Option<net::Host>,
    /// The friend, while connected.
    pub peer: Option<net::Peer>,
    /// Host: where and how the game is hosted, kept again for each
    /// rematch's game id.
    pub at: Option<HostedAt>,
}

impl Drop for NetLink {
    fn drop(&mut self) {
        // Leaving: the friend is told (kono waits a moment for the word to
        // go out before it exits), and the game stays saved on both sides.
        if let Some(peer) = self.peer.take() {
            peer.close_and_wait(Some(net::Message::Bye(None)), LEAVING_WAIT);
        }
    }
}

impl<B: Surface> Loop<B> {
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
                .with_context(|| crate::t!("err-net-thread"))?;
        }
        self.autosave = Autosave::new(self.data.clone());
        let mut remote = remote;
        remote.pace = net::ChatPace::new(self.term.chat);
        app.play_remote(remote);
        if let Some(notice) = notice {
            app.notify(notice);
        }
        if let Some((tags, file)) = resumed {
            // A resumed timed game goes on with the times its record kept.
            if let Some(control) = tags.clock {
                app.set_clock(control, tags.clocks.clone());
            }
            let name = self
                .autosave
                .continue_with(&app.snapshot(), tags, Some(file));
            self.pending.push_back(name);
        }
        self.net = link;
        Ok(Screen::Game(Box::new(app)))
    }

    /// Keeps where and how the game `id` is hosted, for `kono host
    /// --resume`: best effort, as without it a resumed game listens where
    /// told.
    pub(super) fn remember_hosted(&self, at: HostedAt, id: &net::GameId) {
        if let Some(data) = &self.data {
            let _ = remember_address(data, id, at);
        }
    }

    /// Why no network game may begin here, if none may: no record can be
    /// written in the games folder.
    fn cannot_save(&self) -> Option<Why> {
        let data = self.data.as_deref()?;
        let e = store::check_writable(data).err()?;
        Some(Why::CannotSave(std::sync::Arc::new(e)))
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
                let joining = Joining {
                    joined: *joined,
                    target,
                    code,
                };
                self.screen = self.open_joined(joining, None)?;
                self.show()
            }
            net::NetNews::RejoinFailed(why) if on_start => {
                self.pending.push_back(Action::NetFailed(Why::new(why.0)));
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
        if let Some(why) = self.cannot_save() {
            self.pending.push_back(Action::NetFailed(why));
            return Ok(());
        }
        let config = choices.config(self.base);
        let plan = match HostPlan::new(&config, None, None, (None, net::DEFAULT_PORT)) {
            Ok(plan) => HostPlan {
                aids: choices.aids,
                ..plan
            },
            Err(e) => {
                self.pending.push_back(Action::NetFailed(e.into()));
                return Ok(());
            }
        };
        match hosting(
            plan,
            self.term.player.clone(),
            net::sink(self.term.events.sender()),
        ) {
            Ok(hosted) => {
                self.screen = self.open_hosting(hosted, None)?;
                self.show()
            }
            Err(e) => {
                self.pending.push_back(Action::NetFailed(Why::new(e)));
                Ok(())
            }
        }
    }

    /// The game screen of a game hosted (by `kono host` or the start
    /// screen): waiting for the friend; `news` the sockets' news when it
    /// comes on a channel of its own.
    pub fn open_hosting(
        &mut self,
        hosted: Hosting,
        news: Option<std::sync::mpsc::Receiver<net::NetNews>>,
    ) -> anyhow::Result<Screen> {
        let app = App::new(
            self.base_for(hosted.remote.net.game().start().variant()),
            fastrand::u64(..),
        )?;
        let at = HostedAt {
            bind: hosted.bind,
            port: hosted.host.port(),
            aids: hosted.remote.net.aids(),
        };
        self.remember_hosted(at, &hosted.remote.id);
        let link = NetLink {
            host: Some(hosted.host),
            peer: None,
            at: Some(at),
        };
        self.network(app, hosted.remote, link, hosted.resumed, news, None)
    }

    /// The game screen of a game joined (by `kono join` or the start
    /// screen), the same way: with this player's saved copy of it, if there
    /// is one, checked against the host's record as a rejoin is (the moves
    /// the host lacks sent again, a copy that differs kept beside).
    pub fn open_joined(
        &mut self,
        joining: Joining,
        news: Option<std::sync::mpsc::Receiver<net::NetNews>>,
    ) -> anyhow::Result<Screen> {
        let Joining {
            joined,
            target,
            code,
        } = joining;
        let mut remote = Remote::joined(&joined, self.term.player.clone(), target, code);
        let copy = self
            .data
            .as_deref()
            .and_then(|data| saved_copy(data, &joined.welcome.game));
        let resumed = copy.map(|(file, game, tags)| {
            remote.net =
                net::Session::new(game, joined.welcome.joiner).with_aids(joined.welcome.aids);
            (tags, file)
        });
        let app = App::new(
            self.base_for(joined.game.start().variant()),
            fastrand::u64(..),
        )?;
        let link = NetLink {
            host: None,
            at: None,
            peer: Some(joined.peer.clone()),
        };
        let again = resumed.is_some();
        let screen = self.network(app, remote, link, resumed, news, None)?;
        if again {
            // Our copy meets the host's record as on a rejoin.
            self.pending
                .push_back(Action::Net(net::NetNews::Rejoined(Box::new(joined))));
        }
        Ok(screen)
    }

    /// Joins the game at `ADDR CODE` as typed on the start screen, on a
    /// thread of its own: the game begins when it answers.
    pub(super) fn join_from_start(&mut self, text: &str) {
        if let Some(why) = self.cannot_save() {
            self.pending.push_back(Action::NetFailed(why));
            return;
        }
        let mut words = text.split_whitespace();
        let (Some(target), Some(code), None) = (words.next(), words.next(), words.next()) else {
            self.pending.push_back(Action::NetFailed(Why::JoinTyped));
            return;
        };
        match net::Code::from_typed(code) {
            Ok(code) => {
                self.joining = Some((target.to_string(), code));
                self.rejoin(net::Rejoin {
                    target: target.to_string(),
                    code,
                    name: self.term.player.clone(),
                });
            }
            Err(e) => {
                self.pending.push_back(Action::NetFailed(Why::new(e)));
            }
        }
    }
}

impl From<net::NetNews> for Action {
    fn from(news: net::NetNews) -> Action {
        Action::Net(news)
    }
}
