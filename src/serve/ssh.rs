//! The SSH side of `kono serve` (`russh`, server side): connections
//! counted in all and per address, authentication within a time, only a
//! `session` channel with a pty and a shell served (exec, subsystems,
//! forwarding and X11 refused), each shell a thread of its own running
//! the session's screens.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use anyhow::{Context, Result};
use russh::server::{Auth, ChannelOpenHandle, Handler, Msg, Response, Session, VerifiedPublicKey};
use russh::{Channel, ChannelId, MethodKind, MethodSet, Pty};
use tokio::net::TcpListener;

use super::keys::{self, Who};
use super::limits::Counts;
pub use super::limits::Limits;
use super::pipe::{Out, Pipe, Wire};
use super::session::{self, Player};
use super::{ServeConfig, Served};
use crate::i18n::Lang;

/// The server, listening.
pub struct Listening {
    /// The address listened on.
    pub address: SocketAddr,
    /// The host key's fingerprint.
    pub fingerprint: String,
    listener: TcpListener,
    config: Arc<russh::server::Config>,
    served: Arc<Served>,
    counts: Arc<Counts>,
}

/// Listens as `config` says, with the host key of its data directory
/// (made on the first start).
///
/// # Errors
/// When the data directory, the host key or the address cannot be used.
pub async fn listen(config: &ServeConfig) -> Result<Listening> {
    let served = Arc::new(Served::open(&config.data)?);
    let key = keys::host_key(&config.data.join("server"))?;
    let fingerprint = keys::fingerprint(key.public_key());
    let ssh = russh::server::Config {
        methods: MethodSet::from(&[MethodKind::PublicKey, MethodKind::KeyboardInteractive][..]),
        auth_rejection_time: Duration::from_millis(500),
        auth_rejection_time_initial: Some(Duration::ZERO),
        keys: vec![key],
        nodelay: true,
        inactivity_timeout: Some(Duration::from_secs(3600)),
        ..russh::server::Config::default()
    };
    let listener = TcpListener::bind(config.at)
        .await
        .with_context(|| crate::t!("serve-cannot-listen", address = config.at.to_string()))?;
    Ok(Listening {
        address: listener.local_addr()?,
        fingerprint,
        listener,
        config: Arc::new(ssh),
        served,
        counts: Arc::new(Counts::new(config.limits)),
    })
}

impl Listening {
    /// Serves every connection until the process ends.
    ///
    /// # Errors
    /// When accepting fails.
    pub async fn run(self) -> Result<()> {
        loop {
            let (socket, peer) = self.listener.accept().await?;
            let ip = peer.ip();
            if !self.counts.admit(ip) {
                eprintln!("{}", crate::t!("serve-log-full", address = ip.to_string()));
                continue;
            }
            let counts = Arc::clone(&self.counts);
            let config = Arc::clone(&self.config);
            let authed = Arc::new(AtomicBool::new(false));
            let client = Client {
                served: Arc::clone(&self.served),
                authed: Arc::clone(&authed),
                address: peer,
                who: None,
                pty: None,
                lang: Lang::En,
                pipe: None,
            };
            let limit = counts.limits.auth;
            tokio::spawn(async move {
                let setup =
                    tokio::time::timeout(limit, russh::server::run_stream(config, socket, client));
                if let Ok(Ok(running)) = setup.await {
                    let handle = running.handle();
                    let watchdog = tokio::spawn(async move {
                        tokio::time::sleep(limit).await;
                        if !authed.load(Ordering::SeqCst) {
                            let why = crate::t!("serve-auth-late");
                            let _ = handle
                                .disconnect(russh::Disconnect::ByApplication, why, String::new())
                                .await;
                        }
                    });
                    let _ = running.await;
                    watchdog.abort();
                }
                counts.release(ip);
            });
        }
    }
}

/// One connection.
struct Client {
    served: Arc<Served>,
    authed: Arc<AtomicBool>,
    address: SocketAddr,
    who: Option<Who>,
    /// The pty's size, once asked for.
    pty: Option<(u16, u16)>,
    lang: Lang,
    pipe: Option<Arc<Pipe>>,
}

/// A size a client sends, as a terminal's.
fn size(columns: u32, rows: u32) -> (u16, u16) {
    let clip = |n: u32| u16::try_from(n).unwrap_or(u16::MAX);
    (clip(columns), clip(rows))
}

impl Client {
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
        self.authed.store(true, Ordering::SeqCst);
        Auth::Accept
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

    async fn auth_publickey(
        &mut self,
        user: &str,
        key: VerifiedPublicKey<'_>,
    ) -> Result<Auth, Self::Error> {
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
        Ok(self.signed_in(who, Some(keys::fingerprint(key.public_key))))
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
        if let Who::Refused(name) = &who {
            let line = crate::t!("serve-name-taken", name = crate::rules::record::shown(name));
            return Client::refuse(session, channel, &line);
        }
        let pipe = Arc::new(Pipe::new(columns, rows));
        self.pipe = Some(Arc::clone(&pipe));
        let (sender, mut outgoing) = tokio::sync::mpsc::unbounded_channel();
        let handle = session.handle();
        tokio::spawn(async move {
            while let Some(out) = outgoing.recv().await {
                match out {
                    Out::Data(bytes) => {
                        if handle.data(channel, bytes).await.is_err() {
                            break;
                        }
                    }
                    Out::Close => {
                        let _ = handle.eof(channel).await;
                        let _ = handle.close(channel).await;
                        break;
                    }
                }
            }
        });
        let player = Player {
            who,
            lang: self.lang,
            pipe,
            wire: Wire::new(sender),
        };
        let served = Arc::clone(&self.served);
        std::thread::Builder::new()
            .name("kono-serve-session".into())
            .spawn(move || session::run(&served, &player))
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
        if let Some(pipe) = &self.pipe {
            pipe.typed(data);
        }
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
        if let Some(pipe) = &self.pipe {
            let (columns, rows) = size(columns, rows);
            pipe.resized(columns, rows);
        }
        Ok(())
    }

    async fn channel_eof(
        &mut self,
        _channel: ChannelId,
        _session: &mut Session,
    ) -> Result<(), Self::Error> {
        if let Some(pipe) = &self.pipe {
            pipe.hang_up();
        }
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
        // The connection ended: its screens read the end of their input.
        if let Some(pipe) = &self.pipe {
            pipe.hang_up();
        }
    }
}
