//! The two ways into a network game, for `kono host`/`kono join` and the
//! start screen's entries alike: a game hosted (listening, with what the
//! friend needs to join), and a game joined (with this player's saved copy
//! of it found, to go on writing and to send the host what it lacks).

use std::net::IpAddr;
use std::path::Path;

use crate::net::{
    self, Code, GameId, Host, HostConfig, Joined, Limits, Name, NetError, Session, Sink,
};
use crate::rules::record::Tags;
use crate::rules::{Color, Game};
use crate::store::{self, GameFile, SavedGames};
use crate::tui::app::{Invite, Remote};

/// A game to host.
pub struct HostPlan {
    /// The address to listen on; `None`: every interface.
    pub bind: Option<IpAddr>,
    /// The port; 0 lets the system choose.
    pub port: u16,
    /// The join code.
    pub code: Code,
    /// The game, new or resumed.
    pub game: Game,
    /// The host's side.
    pub side: Color,
    /// The game's id.
    pub id: GameId,
    /// Whether hints and the coach may be used (and the other side told).
    pub aids: bool,
    /// The time control; the host keeps both clocks.
    pub clock: Option<crate::rules::TimeControl>,
    /// A resumed game's record: its tags and its file, to go on writing.
    pub resumed: Option<(Tags, GameFile)>,
}

impl HostPlan {
    /// A new game to host: the first move and the host's side drawn by lot
    /// where not given, a fresh code unless given.
    ///
    /// # Errors
    /// Rule options that do not fit the game; a per-move timer, which the
    /// protocol does not carry.
    pub fn new(
        config: &crate::tui::Config,
        side: Option<Color>,
        code: Option<Code>,
        at: (Option<IpAddr>, u16),
    ) -> anyhow::Result<HostPlan> {
        let first = config.first.unwrap_or_else(net::drawn_by_lot);
        let start = crate::rules::Position::start(config.variant, first);
        let code = code.unwrap_or_else(Code::random);
        let side = side.unwrap_or_else(net::drawn_by_lot);
        if let Some(clock @ crate::rules::TimeControl::PerMove(_)) = config.clock {
            anyhow::bail!(
                "a {clock} timer for each move is for games at one keyboard: over the network, give minutes and seconds, like 5+3"
            );
        }
        Ok(HostPlan {
            bind: at.0,
            port: at.1,
            code,
            game: Game::new(start, config.options)?,
            side,
            id: GameId::new(code, side),
            aids: true,
            clock: config.clock,
            resumed: None,
        })
    }
}

/// A game hosted: the listener, the screen's network game, the record.
pub struct Hosting {
    /// The address listened on, as asked (`None`: every interface).
    pub bind: Option<IpAddr>,
    /// Listening for the friend.
    pub host: Host,
    /// The network game, waiting for the friend.
    pub remote: Remote,
    /// A resumed game's record, to go on writing.
    pub resumed: Option<(Tags, GameFile)>,
}

/// Listens for `plan`'s game, the host called `name` on the friend's
/// screen; the sockets' news goes into `sink`. The
/// addresses shown are the bound one when `--bind` names one, otherwise
/// this machine's.
///
/// # Errors
/// A port in use, an address that cannot be listened on.
pub fn hosting(plan: HostPlan, name: Option<Name>, sink: Sink) -> Result<Hosting, NetError> {
    let config = HostConfig {
        bind: plan.bind,
        port: plan.port,
        code: plan.code,
        limits: Limits::default(),
    };
    let host = Host::listen(&config, sink)?;
    let addrs = match plan.bind {
        Some(ip) if !ip.is_unspecified() => vec![ip],
        _ => net::local_addresses(),
    };
    let invite = Invite {
        addrs: addrs.iter().map(ToString::to_string).collect(),
        port: host.port(),
        code: plan.code.to_string(),
    };
    let session = Session::new(plan.game, plan.side)
        .with_aids(plan.aids)
        .with_clock(plan.clock);
    let remote = Remote::hosting(session, plan.id, name, invite);
    Ok(Hosting {
        bind: plan.bind,
        host,
        remote,
        resumed: plan.resumed,
    })
}

/// A game joined, as the network gave it, and how to join it again.
pub struct Joining {
    /// The connection, the welcome, the host's record.
    pub joined: Joined,
    /// The host's address as typed.
    pub target: String,
    /// The join code.
    pub code: Code,
}

/// This player's saved copy of the network game `id`, opened to go on
/// writing it: its file, its game and its tags.
pub fn saved_copy(data: &Path, id: &GameId) -> Option<(GameFile, Game, Tags)> {
    let id = id.to_string();
    let saved = SavedGames::read(data);
    // The list knows each record's game id: only the copy is read whole.
    let path = saved
        .games
        .iter()
        .filter(|s| s.open_in.is_none() && s.players.network.as_deref() == Some(&id))
        .find(|s| store::load(&s.path).is_ok_and(|(_, tags)| tags.network.as_deref() == Some(&id)))?
        .path
        .clone();
    GameFile::open(&path).ok()
}

/// Where a hosted game's address is kept: `hosted/<game-id>` in the data
/// directory, for `kono host --resume`.
fn address_file(data: &Path, id: &GameId) -> std::path::PathBuf {
    data.join("hosted").join(id.to_string())
}

/// Where and how a game was hosted: what `kono host --resume` keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HostedAt {
    /// The address listened on (`None`: every interface).
    pub bind: Option<IpAddr>,
    /// The port.
    pub port: u16,
    /// Whether hints and the coach were allowed.
    pub aids: bool,
}

/// Keeps where and how the game `id` is hosted (its bind address, port
/// and aids), so that resuming it listens there again, under the same
/// fair-play setting.
///
/// # Errors
/// When the file cannot be written.
pub fn remember_address(data: &Path, id: &GameId, at: HostedAt) -> std::io::Result<()> {
    let path = address_file(data, id);
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let bind = at
        .bind
        .map_or_else(|| "any".to_string(), |ip| ip.to_string());
    let aids = if at.aids { "aids" } else { "no-aids" };
    std::fs::write(path, format!("{bind} {} {aids}\n", at.port))
}

/// Where and how the game `id` was hosted, if kept (by
/// `remember_address`); a file of an older kono, without the aids, had
/// them allowed.
pub fn hosted_at(data: &Path, id: &GameId) -> Option<HostedAt> {
    let text = std::fs::read_to_string(address_file(data, id)).ok()?;
    let mut words = text.split_whitespace();
    let bind = match words.next()? {
        "any" => None,
        ip => Some(ip.parse().ok()?),
    };
    let port = words.next()?.parse().ok()?;
    let aids = words.next() != Some("no-aids");
    Some(HostedAt { bind, port, aids })
}
