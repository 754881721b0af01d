//! One SSH connection of `kono serve` (`russh`, server side): keys or
//! guests authenticated (banned keys and too many attempts refused), only
//! a `session` channel with a pty and a shell served (exec, subsystems,
//! forwarding and X11 refused), each shell a thread of its own running
//! the session's screens, or a player's running game taken back.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use russh::server::{
    Auth, ChannelOpenHandle, Handler, Msg, PublicKeyOffer, Response, Session, VerifiedPublicKey,
};
use russh::{Channel, ChannelId, Pty};
use tokio::sync::Notify;

use super::Served;
use super::keys::{self, Who};
use super::limits::Counts;
use super::pipe::Pipe;
use super::player::Player;
use super::send::{Sending, forward};
use super::wire::Outlet;
use super::{claim, session};
use crate::i18n::Lang;
use crate::net::Bucket;

/// One connection.
pub struct Client {
    served: Arc<Served>,
    counts: Arc<Counts>,
    authed: Arc<AtomicBool>,
    address: SocketAddr,
    /// The server's address as this connection reached it.
    reached: SocketAddr,
    who: Option<Who>,
    /// The key it signed in with, if it did.
    key: Option<russh::keys::PublicKey>,
    /// The pty's size, once asked for.
    pty: Option<(u16, u16)>,
    lang: Lang,
    /// The player's terminal, and this connection's number on it.
    pipe: Option<(Arc<Pipe>, u64)>,
    /// The input's bytes allowed.
    input: Bucket,
    /// Ends the connection at once.
    kill: Arc<Notify>,
}

/// A size a client sends, as a terminal's.
fn size(columns: u32, rows: u32) -> (u16, u16) {
    let clip = |n: u32| u16::try_from(n).unwrap_or(u16::MAX);
    (clip(columns), clip(rows))
}

impl Client {
    /// A connection from `address` to `reached`, counted in `counts`,
    /// not yet authenticated (`authed` says when it is).
    pub fn new(
        served: Arc<Served>,
        counts: Arc<Counts>,
        authed: Arc<AtomicBool>,
        (address, reached): (SocketAddr, SocketAddr),
        kill: Arc<Notify>,
    ) -> Client {
        let limits = served.limits;
        Client {
            served,
            counts,
            authed,
            address,
            reached,
            who: None,
            key: None,
            pty: None,
            lang: Lang::En,
            pipe: None,
            input: Bucket::new(limits.input_burst, limits.input_every, Instant::now()),
            kill,
        }
    }

    /// Whether this address may try to authenticate once more now.
    fn may_try(&self) -> bool {
        let may = self.counts.attempt(self.address.ip(), Instant::now());
        if !may {
            let address = self.address.ip().to_string();
            eprintln!("{}", crate::t!("serve-log-attempts", address = address));
        }
        may
    }

    /// Authenticated as `who`.
    fn signed_in(&mut self, who: Who, key: Option<String>) -> Auth {
        eprintln!(
            "{}",
            crate::t!(
                "serve-log-connect",
                name = who.name(),
                address = self.address.to_string(),
                key = key.unwrap_or_else(|| "-".to_string())
            )
        );
        self.who = Some(who);
        if !self.authed.swap(true, Ordering::SeqCst) {
            self.counts.signed_in();
        }
        Auth::Accept
    }

    /// The connection ended: its session reads the end of its input, or
    /// stays away for a while in a game.
    fn left(&self) {
        if let Some((pipe, number)) = &self.pipe {
            pipe.left(*number, self.served.limits.away);
        }
    }

    /// Sends one line and closes the channel.
    fn refuse(session: &mut Session, channel: ChannelId, line: &str) -> Result<(), russh::Error> {
        session.data(channel, format!("{line}\r\n").into_bytes())?;
        session.eof(channel)?;
        session.close(channel)
    }
}

impl Handler for Client {
    type Error = russh::Error;

    async fn auth_publickey_offered(
        &mut self,
        _user: &str,
        offer: PublicKeyOffer<'_>,
    ) -> Result<Auth, Self::Error> {
        // A banned key is refused before it signs anything.
        if self.served.bans.key(&keys::fingerprint(offer.public_key)) {
            return Ok(Auth::reject());
        }
        Ok(Auth::Accept)
    }

    async fn auth_publickey(
        &mut self,
        user: &str,
        key: VerifiedPublicKey<'_>,
    ) -> Result<Auth, Self::Error> {
        if !self.may_try() {
            return Ok(Auth::reject());
        }
        let print = keys::fingerprint(key.public_key);
        if self.served.bans.key(&print) {
            eprintln!("{}", crate::t!("serve-log-banned", who = print));
            return Ok(Auth::reject());
        }
        self.key = Some(key.public_key.clone());
        let who = match self.served.accounts.sign_in(user, key.public_key) {
            Ok(who) => who,
            Err(e) => {
                eprintln!(
                    "{}",
                    crate::t!("serve-log-error", name = user, error = e.to_string())
                );
                return Ok(Auth::reject());
            }
        };
        Ok(self.signed_in(who, Some(print)))
    }

    async fn auth_keyboard_interactive<'a>(
        &'a mut self,
        _user: &str,
        _submethods: &str,
        response: Option<Response<'a>>,
    ) -> Result<Auth, Self::Error> {
        match response {
            // No questions: whoever answers them is a guest.
            None => Ok(Auth::Partial {
                name: "".into(),
                instructions: "".into(),
                prompts: Vec::new().into(),
            }),
            Some(_) if !self.may_try() => Ok(Auth::reject()),
            Some(_) => Ok(self.signed_in(Who::Guest(keys::guest_name()), None)),
        }
    }

    async fn channel_open_session(
        &mut self,
        _channel: Channel<Msg>,
        reply: ChannelOpenHandle,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        // One terminal a connection.
        if self.pipe.is_none() && self.pty.is_none() {
            reply.accept().await;
        }
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    async fn pty_request(
        &mut self,
        channel: ChannelId,
        _term: &str,
        columns: u32,
        rows: u32,
        _pix_width: u32,
        _pix_height: u32,
        _modes: &[(Pty, u32)],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.pty = Some(size(columns, rows));
        session.channel_success(channel)
    }

    async fn env_request(
        &mut self,
        channel: ChannelId,
        name: &str,
        value: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        let language = name == "LANG" || name.starts_with("LC_");
        if language && let Some(lang) = Lang::from_locale(value) {
            self.lang = lang;
        }
        if language || name == "TERM" || name == "COLORTERM" {
            session.channel_success(channel)
        } else {
            session.channel_failure(channel)
        }
    }

    async fn shell_request(
        &mut self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        let Some((columns, rows)) = self.pty else {
            session.channel_success(channel)?;
            return Client::refuse(session, channel, &crate::t!("serve-needs-terminal"));
        };
        let Some(who) = self.who.clone() else {
            return session.channel_failure(channel);
        };
        session.channel_success(channel)?;
        // A name taken, or none an account can have, is told so and a
        // free one offered (or, when the name's owner asked for a code,
        // the code adds this key).
        let claim = match (&who, &self.key) {
            (Who::Refused(_), Some(key)) => Some(key.clone()),
            (Who::Refused(name), _) => {
                let line = crate::t!("serve-name-taken", name = crate::rules::record::shown(name));
                return Client::refuse(session, channel, &line);
            }
            _ => None,
        };
        let (outlet, outgoing) = Outlet::new();
        let limits = self.served.limits;
        let to = Sending {
            handle: session.handle(),
            channel,
            kill: Arc::clone(&self.kill),
        };
        forward(to, &outlet, outgoing, limits.stalled);
        // A player in a running game is seated back in it.
        if let Who::Player(name) = &who
            && let Some(pipe) = self.served.seats.of(name)
            && let Some(number) = pipe.attach(outlet.clone(), columns, rows)
        {
            eprintln!("{}", crate::t!("serve-log-rejoin", name = name.as_str()));
            self.pipe = Some((pipe, number));
            return Ok(());
        }
        let pipe = Arc::new(Pipe::new(limits.output));
        let Some(number) = pipe.attach(outlet, columns, rows) else {
            return session.channel_failure(channel);
        };
        self.pipe = Some((Arc::clone(&pipe), number));
        let prefs = self
            .served
            .key_tables
            .prefs(&who, &self.served.folder_of(&who), self.lang);
        let player = Player {
            who,
            prefs,
            pipe,
            reached: self.reached,
        };
        let served = Arc::clone(&self.served);
        let asked = self.lang;
        std::thread::Builder::new()
            .name("kono-serve-session".into())
            .spawn(move || match claim {
                Some(key) => {
                    if let Some(player) = claim::claim(&served, player, &key, asked) {
                        session::run(&served, &player);
                    }
                }
                None => session::run(&served, &player),
            })
            .map_err(russh::Error::IO)?;
        Ok(())
    }

    async fn exec_request(
        &mut self,
        channel: ChannelId,
        _data: &[u8],
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)
    }

    async fn subsystem_request(
        &mut self,
        channel: ChannelId,
        _name: &str,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)
    }

    async fn x11_request(
        &mut self,
        channel: ChannelId,
        _single: bool,
        _protocol: &str,
        _cookie: &str,
        _screen: u32,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        session.channel_failure(channel)
    }

    async fn data(
        &mut self,
        _channel: ChannelId,
        data: &[u8],
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        let Some((pipe, number)) = &self.pipe else {
            return Ok(());
        };
        let now = Instant::now();
        if data.iter().all(|_| self.input.take(now)) {
            pipe.typed(*number, data);
            return Ok(());
        }
        // Past the input's budget the session ends, once.
        let name = self.who.as_ref().map_or("-", Who::name);
        eprintln!("{}", crate::t!("serve-log-input", name = name));
        pipe.flooded(*number, crate::t!("serve-too-much-input"));
        self.pipe = None;
        Ok(())
    }

    async fn window_change_request(
        &mut self,
        _channel: ChannelId,
        columns: u32,
        rows: u32,
        _pix_width: u32,
        _pix_height: u32,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if let Some((pipe, number)) = &self.pipe {
            let (columns, rows) = size(columns, rows);
            pipe.resized(*number, columns, rows);
        }
        Ok(())
    }

    async fn channel_eof(
        &mut self,
        _channel: ChannelId,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.left();
        Ok(())
    }

    async fn channel_close(
        &mut self,
        channel: ChannelId,
        session: &mut Session,
    ) -> Result<(), Self::Error> {
        self.channel_eof(channel, session).await
    }
}

impl Drop for Client {
    fn drop(&mut self) {
        self.left();
    }
}
