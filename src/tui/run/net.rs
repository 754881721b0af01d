//! The event loop's side of a game against a friend over the network: the
//! listener and the connection it keeps, the sockets' news joining the one
//! channel, and the screen that plays the game.

use anyhow::Context;

use super::{Autosave, Loop};
use crate::tui::app::App;
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
    /// over `link`; a resumed game goes on writing its record `file`.
    pub fn network(
        &mut self,
        mut app: App,
        remote: crate::tui::app::Remote,
        link: NetLink,
        resumed: Option<(crate::rules::record::Tags, store::GameFile)>,
        news: std::sync::mpsc::Receiver<net::NetNews>,
    ) -> anyhow::Result<Screen> {
        // The sockets' news joins the one channel.
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
        self.autosave = Autosave::new(self.data.clone());
        app.play_remote(remote);
        if let Some((tags, file)) = resumed {
            let name = self.autosave.continue_with(&app, tags, Some(file));
            self.pending.push_back(name);
        }
        self.net = link;
        Ok(Screen::Game(Box::new(app)))
    }

    /// Joins the friend's game again, on a thread of its own.
    pub(super) fn rejoin(&mut self, target: String, code: net::Code, name: Option<net::Name>) {
        let sink = net::sink(self.term.events.sender());
        net::rejoin(target, code, name, net::Limits::default(), sink);
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
}
