//! `kono serve`: a gonu server anyone reaches with `ssh`. One process:
//! the SSH side (`ssh`, on `russh`), one thread a session running the
//! lobby and the game screens (`session`), and what they share
//! ([`Served`]: the accounts, the lobby, the ratings).
//!
//! The data directory holds `accounts/NAME/` (what `KONO_HOME` holds for
//! a local player, plus `keys`) and `server/` (`host_key`,
//! `ratings.json`, `bans.toml`, `games/`: the records of the server's
//! games).

mod alone;
pub mod bans;
mod challenge;
mod claim;
mod codes;
mod game;
mod hall;
pub mod keys;
mod limits;
mod listen;
mod lobby;
pub mod page;
mod pipe;
mod player;
pub mod ratings;
mod roster;
mod screen;
mod seats;
mod send;
mod session;
mod ssh;
mod talk;
mod view;
mod watch;
mod wire;

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;

use anyhow::Result;

use keys::{Accounts, Who};
use lobby::Lobby;
use ratings::Ratings;

pub use limits::Limits;
pub use listen::{Listening, listen};

/// What `kono serve` is asked.
#[derive(Clone, Debug)]
pub struct ServeConfig {
    /// Where to listen.
    pub at: SocketAddr,
    /// The data directory.
    pub data: PathBuf,
    /// The connection limits.
    pub limits: Limits,
}

impl ServeConfig {
    /// Serving `data` on port `port` of `bind` (every interface: `None`).
    pub fn new(bind: Option<IpAddr>, port: u16, data: PathBuf) -> ServeConfig {
        let ip = bind.unwrap_or(IpAddr::V6(std::net::Ipv6Addr::UNSPECIFIED));
        ServeConfig {
            at: SocketAddr::new(ip, port),
            data,
            limits: Limits::default(),
        }
    }
}

/// What every session shares.
pub struct Served {
    /// The accounts.
    pub accounts: Accounts,
    /// The lobby.
    lobby: Lobby,
    /// The ratings.
    pub ratings: Ratings,
    /// Where the server's records of its games go.
    pub records: PathBuf,
    /// Where guests' folders are, while they are here.
    guests: PathBuf,
    /// The limits every session keeps to.
    pub limits: Limits,
    /// The keys and addresses refused.
    pub bans: std::sync::Arc<bans::Bans>,
    /// Who plays a running game, to seat them back when they come again.
    seats: seats::Seats,
    /// The solved tables and the searches' turns, for every session.
    shared: crate::tui::shared::Shared,
    /// The one-time codes that add a key to an account.
    codes: codes::Codes,
    /// The key tables the accounts' config files ask for.
    key_tables: player::KeyTables,
}

impl Served {
    /// What the server keeps under `data`, serving under `limits`.
    ///
    /// # Errors
    /// When the ratings or the bans cannot be read.
    pub fn open(data: &std::path::Path, limits: Limits) -> Result<Served> {
        let server = data.join("server");
        Ok(Served {
            accounts: Accounts::new(data.join("accounts")),
            lobby: Lobby::default(),
            ratings: Ratings::open(server.join("ratings.json"))?,
            records: server.join("games"),
            guests: server.join("guests"),
            limits,
            bans: std::sync::Arc::new(bans::Bans::open(server.join("bans.toml"))?),
            seats: seats::Seats::default(),
            shared: crate::tui::shared::Shared::new(
                crate::store::tables_dir_in(data),
                std::thread::available_parallelism().map_or(1, usize::from),
            ),
            codes: codes::Codes::default(),
            key_tables: player::KeyTables::default(),
        })
    }

    /// The data folder of `who`.
    pub fn folder_of(&self, who: &Who) -> PathBuf {
        match who {
            Who::Guest(name) => self.guests.join(name),
            Who::Player(name) | Who::Refused(name) => self.accounts.folder(name),
        }
    }

    /// The data folder of the player called `name`.
    pub fn folder_named(&self, name: &str) -> PathBuf {
        if self.rated(name) {
            self.accounts.folder(name)
        } else {
            self.guests.join(name)
        }
    }

    /// Whether `name` plays rated games (an account, not a guest).
    pub fn rated(&self, name: &str) -> bool {
        keys::valid_name(name)
    }
}

/// `kono serve`: serves until the process is stopped; `hangups` is
/// handed the bans, to read them again when the process is told to.
///
/// # Errors
/// When the data directory, the host key, the bans or the address cannot
/// be used.
pub fn serve(config: &ServeConfig, hangups: impl FnOnce(std::sync::Arc<bans::Bans>)) -> Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async {
        let server = listen(config).await?;
        hangups(server.bans());
        eprintln!(
            "{}",
            crate::t!(
                "serve-listening",
                address = server.address.to_string(),
                fingerprint = server.fingerprint.as_str()
            )
        );
        server.run().await
    })
}
