//! Listening: each connection admitted under the limits (in all, per
//! address, not yet authenticated, not banned), authenticated within a
//! time, and its output sent by a task of its own that closes a client
//! reading nothing for too long.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use anyhow::{Context, Result};
use russh::{MethodKind, MethodSet};
use tokio::net::TcpListener;
use tokio::sync::Notify;

use super::bans::Bans;
use super::keys;
use super::limits::Counts;
use super::ssh::Client;
use super::{ServeConfig, Served};

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
/// When the data directory, the host key, the bans or the address cannot
/// be used.
pub async fn listen(config: &ServeConfig) -> Result<Listening> {
    let served = Arc::new(Served::open(&config.data, config.limits)?);
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
    /// The bans in force, to read again (on SIGHUP).
    pub fn bans(&self) -> Arc<Bans> {
        Arc::clone(&self.served.bans)
    }

    /// Serves every connection until the process ends.
    ///
    /// # Errors
    /// When accepting fails.
    pub async fn run(self) -> Result<()> {
        loop {
            let (socket, peer) = self.listener.accept().await?;
            let reached = socket.local_addr().unwrap_or(self.address);
            let ip = peer.ip();
            if self.served.bans.address(ip) {
                eprintln!("{}", crate::t!("serve-log-banned", who = ip.to_string()));
                continue;
            }
            if !self.counts.admit(ip) {
                eprintln!("{}", crate::t!("serve-log-full", address = ip.to_string()));
                continue;
            }
            let counts = Arc::clone(&self.counts);
            let config = Arc::clone(&self.config);
            let authed = Arc::new(AtomicBool::new(false));
            let kill = Arc::new(Notify::new());
            let client = Client::new(
                Arc::clone(&self.served),
                Arc::clone(&counts),
                Arc::clone(&authed),
                (peer, reached),
                Arc::clone(&kill),
            );
            let limit = counts.limits.auth;
            tokio::spawn(async move {
                let setup =
                    tokio::time::timeout(limit, russh::server::run_stream(config, socket, client));
                if let Ok(Ok(running)) = setup.await {
                    let handle = running.handle();
                    let late = Arc::clone(&authed);
                    let watchdog = tokio::spawn(async move {
                        tokio::time::sleep(limit).await;
                        if !late.load(Ordering::SeqCst) {
                            let why = crate::t!("serve-auth-late");
                            let _ = handle
                                .disconnect(russh::Disconnect::ByApplication, why, String::new())
                                .await;
                        }
                    });
                    // A connection killed ends here, whatever it waits for.
                    tokio::select! {
                        _ = running => {}
                        () = kill.notified() => {}
                    }
                    watchdog.abort();
                }
                counts.release(ip, authed.load(Ordering::SeqCst));
            });
        }
    }
}
