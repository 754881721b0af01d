//! A game on the server: a seek taken seats both players. The seek's
//! player hosts it on the loopback inside the server (its session keeps
//! the clock and the record, as `kono host` does), the taker joins it;
//! both play on the normal network game screen. At the end the record
//! goes to the server's records and a rated game updates the ratings.

use std::net::{IpAddr, Ipv4Addr};
use std::path::Path;
use std::sync::mpsc::{self, Receiver};

use anyhow::Result;

use super::Served;
use super::roster::{Live, Seek};
use crate::net::{self, Limits, Name, NetNews};
use crate::store::SavedGames;
use crate::tui::{self, HostPlan, Joining, NetSeat};

/// A game abandoned before this many moves is aborted, not rated.
pub const ABORTED_BEFORE: usize = 2;

/// A game to play: the seat, its news, the game, and its id.
pub struct Seating {
    /// The seat.
    pub seat: NetSeat,
    /// The network's news of it.
    pub news: Receiver<NetNews>,
    /// The game.
    pub variant: crate::rules::Variant,
    /// The network game's id.
    pub id: String,
}

/// The taker of `seek`, called `name`, seats both: the
/// game is handed to the seek's session to host, and joined here.
///
/// # Errors
/// When the game cannot be made, listened for or joined.
pub fn seat(served: &Served, name: &str, seek: &Seek) -> Result<Seating> {
    let config = tui::Config {
        clock: seek.clock,
        ..tui::Config::new(seek.variant)
    };
    let at = (Some(IpAddr::V4(Ipv4Addr::LOCALHOST)), 0);
    let plan = HostPlan {
        // Rated games are played without aids.
        aids: !seek.rated,
        ..HostPlan::new(&config, None, None, at)?
    };
    let (code, id) = (plan.code, plan.id.as_str().to_string());
    let game = id.clone();
    let (host_tx, host_news) = mpsc::channel();
    let hosting = tui::hosting(plan, Name::sanitized(&seek.name), net::sink(host_tx))?;
    let target = format!("127.0.0.1:{}", hosting.host.port());
    let live = Live {
        id,
        host: seek.owner,
        players: (seek.name.clone(), name.to_string()),
        variant: seek.variant,
        folder: served.folder_named(&seek.name),
        watchers: 0,
        rated: seek.rated,
        left: None,
    };
    served.lobby.begin(live, (Box::new(hosting), host_news));
    let (tx, news) = mpsc::channel();
    let sink = net::sink(tx);
    let joined = net::join(
        &target,
        code,
        Name::sanitized(name),
        Limits::default(),
        sink,
    )?;
    let joining = Joining {
        joined,
        target,
        code,
    };
    Ok(Seating {
        seat: NetSeat::Joined(Box::new(joining)),
        news,
        variant: seek.variant,
        id: game,
    })
}

/// The network game `seat` on the game screen of `console`, its records
/// in `folder`: how the screen ended.
///
/// # Errors
/// When the screen cannot be drawn or read.
pub fn play<B: tui::Surface>(
    console: tui::Console<B>,
    seat: NetSeat,
    news: Receiver<NetNews>,
    variant: crate::rules::Variant,
    folder: &Path,
) -> Result<tui::Ended> {
    let config = tui::Config::new(variant);
    let network = tui::Network { config, seat, news };
    let storage = tui::Storage {
        data: Some(folder.to_path_buf()),
        ..tui::Storage::default()
    };
    let opening = tui::Opening::Network(Box::new(network));
    tui::Ready::new(config, opening, storage)?.play(console)
}

/// The host's game `live` ended on its screen: the lobby no longer shows
/// it, its records (the game and any rematch) go to the server's records,
/// and each rated one updates the ratings. A game not finished was
/// abandoned by the first player to leave it (the host, if nobody left
/// before): in its first [`ABORTED_BEFORE`] moves it is aborted (neither
/// kept nor rated), after them its abandoner loses.
pub fn after(served: &Served, live: &Live) {
    let abandoner = served
        .lobby
        .end(&live.id)
        .and_then(|gone| gone.left)
        .unwrap_or_else(|| live.players.0.clone());
    let code = &live.id[..live.id.len().min(6)];
    let saved = SavedGames::read(&live.folder);
    let ours = saved.games.iter().filter(|g| {
        g.players
            .network
            .as_deref()
            .is_some_and(|id| id.starts_with(code))
    });
    for game in ours {
        let Some(file) = game.path.file_name() else {
            continue;
        };
        let (black, white) = (&game.players.black, &game.players.white);
        if game.finished.is_none() && game.plies < ABORTED_BEFORE {
            let (black, white) = (black.as_str(), white.as_str());
            eprintln!(
                "{}",
                crate::t!("serve-log-aborted", black = black, white = white)
            );
            continue;
        }
        let kept = served.records.join(file);
        if kept.exists() {
            continue;
        }
        if let Err(e) = std::fs::create_dir_all(&served.records)
            .and_then(|()| std::fs::copy(&game.path, &kept).map(|_| ()))
        {
            eprintln!("{}", crate::t!("serve-log-record", error = e.to_string()));
        }
        if !live.rated {
            continue;
        }
        let won = match game.finished {
            Some(finished) => finished.winner().map(|w| w == crate::rules::Color::Black),
            None => {
                let gone = abandoner.as_str();
                eprintln!("{}", crate::t!("serve-log-abandoned", name = gone));
                Some(*white == abandoner)
            }
        };
        match served.ratings.record(live.variant, black, white, won) {
            Ok((b, w)) => eprintln!(
                "{}",
                crate::t!(
                    "serve-log-rated",
                    black = black.as_str(),
                    white = white.as_str(),
                    black_rating = b.shown(),
                    white_rating = w.shown()
                )
            ),
            Err(e) => eprintln!("{}", crate::t!("serve-log-record", error = e.to_string())),
        }
    }
}
