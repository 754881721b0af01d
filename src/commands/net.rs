//! `kono host` and `kono join`: the connection set up from the arguments,
//! the game found or made (a resumed host game, the joiner's saved copy
//! checked against the host's), then the game played over the network.

use std::io::{self, BufRead, IsTerminal, Write};
use std::path::Path;
use std::sync::mpsc;

use anyhow::{Context, Result, anyhow};

use super::net_play::Match;
use super::net_seat::{Seat, name_slot, tag_name};
use crate::cli::{HostArgs, JoinArgs};
use crate::net::{
    self, Code, GameId, Host, HostConfig, Limits, Name, Sameness, Session, compare, local_addresses,
};
use crate::rules::record::{Tags, shown};
use crate::rules::{Color, Game, Position, RuleOptions, Variant};
use crate::store::{self, GameFile, SavedGames, Timestamp};
use crate::tui::app::{Invite, Remote};
use crate::tui::{self, NetLink};

/// `kono host`.
///
/// # Errors
/// A rule option that does not fit the variant, a port in use, an address
/// that cannot be listened on, or no network game to resume.
pub fn host(args: &HostArgs) -> Result<()> {
    let data = store::data_dir().ok();
    let name = net::local_name();
    let (game, side, code, id, file, tags) = if args.resume {
        resume_hosted(data.as_deref(), name.as_ref())?
    } else {
        let variant = args.rules.variant;
        let options = RuleOptions::from(args.rules.options);
        let first = args.rules.first().unwrap_or_else(net::drawn_by_lot);
        let game = Game::new(Position::start(variant, first), options)?;
        let side = args.side.color().unwrap_or_else(net::drawn_by_lot);
        let code = args.code.unwrap_or_else(Code::random);
        let id = GameId::new(code, side);
        let started = Timestamp::now();
        let file = data.as_deref().map(|d| GameFile::new(d, variant, started));
        let mut tags = Tags {
            date: started.date_tag(),
            network: Some(id.to_string()),
            ..Tags::default()
        };
        *name_slot(&mut tags, side) = tag_name(name.as_ref());
        (game, side, code, id, file, tags)
    };
    let (news_tx, news) = mpsc::channel();
    let config = HostConfig {
        bind: args.bind,
        port: args.port,
        code,
        limits: Limits::default(),
    };
    let listening = Host::listen(&config, net::sink(news_tx))?;
    let variant = game.start().variant();
    let addrs: Vec<String> = local_addresses().iter().map(ToString::to_string).collect();
    if io::stdout().is_terminal() {
        let invite = Invite {
            addrs,
            port: listening.port(),
            code: code.to_string(),
        };
        let remote = Remote::hosting(Session::new(game, side), id, name, invite);
        let link = NetLink {
            host: Some(listening),
            peer: None,
        };
        let resumed = if args.resume {
            file.map(|file| (tags, file))
        } else {
            None
        };
        return on_screen(variant, remote, link, resumed, news, data, None);
    }
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "Hosting {} as {side}. Waiting for a friend.",
        variant.title()
    )?;
    if addrs.is_empty() {
        writeln!(
            out,
            "  This machine has no network address besides loopback."
        )?;
    } else {
        writeln!(out, "  Address: {}", addrs.join(", "))?;
    }
    writeln!(out, "  Port: {}", listening.port())?;
    writeln!(out, "  Join code: {code}")?;
    writeln!(
        out,
        "  Your friend types: kono join ADDRESS:{} {code}",
        listening.port()
    )?;
    drop(out);
    let seat = Seat::Host {
        _host: listening,
        id,
        name,
    };
    let session = Session::new(game, side);
    Match::new(session, seat, file, tags).run(news)
}

/// The network game on the game screen, kept in the data directory, with
/// a first message for the status line.
fn on_screen(
    variant: Variant,
    remote: Remote,
    link: NetLink,
    resumed: Option<(Tags, GameFile)>,
    news: mpsc::Receiver<net::NetNews>,
    data: Option<std::path::PathBuf>,
    notice: Option<String>,
) -> Result<()> {
    let config = tui::Config {
        color: super::tui::no_color_unset(),
        ..tui::Config::new(variant)
    };
    let network = tui::Network {
        config,
        remote,
        link,
        resumed,
        news,
    };
    let storage = tui::Storage {
        data,
        notice,
        ..tui::Storage::default()
    };
    tui::run(config, tui::Opening::Network(Box::new(network)), storage)
}

type Resumed = (Game, Color, Code, GameId, Option<GameFile>, Tags);

/// The latest unfinished network game this player hosted, opened to go on
/// writing it.
fn resume_hosted(data: Option<&Path>, name: Option<&Name>) -> Result<Resumed> {
    let data = data.ok_or_else(|| anyhow!("no data directory to resume from: set KONO_HOME"))?;
    let saved = SavedGames::read(data);
    let me = tag_name(name);
    let unfinished = saved
        .games
        .iter()
        .filter(|s| s.open_in.is_none() && s.finished.is_none());
    for candidate in unfinished {
        // The list keeps no tags: each candidate's record is read.
        let Ok((_, tags)) = store::load(&candidate.path) else {
            continue;
        };
        let Some(id) = tags
            .network
            .as_deref()
            .and_then(|t| t.parse::<GameId>().ok())
        else {
            continue;
        };
        let (Some(code), Some(side)) = (id.code(), id.host_side()) else {
            continue;
        };
        let hosted_here = match side {
            Color::Black => tags.black == me,
            Color::White => tags.white == me,
        };
        if !hosted_here {
            continue;
        }
        let (file, game, tags) = GameFile::open(&candidate.path)?;
        return Ok((game, side, code, id, Some(file), tags));
    }
    Err(anyhow!(
        "there is no unfinished network game hosted here to resume in {}",
        store::shown_path(&saved.dir)
    ))
}

/// `kono join`.
///
/// # Errors
/// An address that does not resolve, a refused connection, a host that is
/// not kono, the host's refusal, or a code that is not one.
pub fn join(args: &JoinArgs) -> Result<()> {
    let code = match args.code {
        Some(code) => code,
        None => ask_code()?,
    };
    let name = net::local_name();
    let (news_tx, news) = mpsc::channel();
    let mut joined = net::join(
        &args.addr,
        code,
        name.clone(),
        Limits::default(),
        net::sink(news_tx),
    )?;
    let id = joined.welcome.game.clone();
    let mut out = io::stdout().lock();
    let host_name = joined
        .welcome
        .name
        .as_ref()
        .map_or("the host", Name::as_str)
        .to_string();
    writeln!(
        out,
        "Joined {}'s game of {}: you play {}.",
        shown(&host_name),
        joined.welcome.variant.title(),
        joined.welcome.joiner
    )?;
    drop(out);
    let data = store::data_dir().ok();
    let (file, tags, kept, note) = joiner_file(data.as_deref(), &mut joined, name.as_ref())?;
    if io::stdout().is_terminal() {
        let variant = joined.welcome.variant;
        let remote = Remote::joined(&joined, name, args.addr.clone(), code);
        let link = NetLink {
            host: None,
            peer: Some(joined.peer),
        };
        let resumed = if kept {
            file.map(|file| (tags, file))
        } else {
            None
        };
        return on_screen(variant, remote, link, resumed, news, data, note);
    }
    if let Some(note) = note {
        // A sentence of its own on the terminal.
        let mut chars = note.chars();
        let first = chars.next().map(|c| c.to_uppercase().to_string());
        writeln!(
            io::stdout(),
            "{}{}.",
            first.unwrap_or_default(),
            chars.as_str()
        )?;
    }
    let session = Session::new(joined.game.clone(), joined.welcome.joiner);
    let seat = Seat::Join {
        target: args.addr.clone(),
        code,
        name,
        id,
        peer: joined.peer,
    };
    Match::new(session, seat, file, tags).run(news)
}

/// Reads the join code from the terminal.
fn ask_code() -> Result<Code> {
    let mut out = io::stdout().lock();
    write!(out, "Join code: ")?;
    out.flush()?;
    let mut line = String::new();
    io::stdin()
        .lock()
        .read_line(&mut line)
        .context("reading the join code")?;
    Ok(Code::from_typed(&line)?)
}

/// The joiner's autosave of the game: its saved copy of this game id if it
/// matches the host's record (`true`: kept on; a resignation or an agreed
/// draw it ends with, which the moves do not carry, goes into `joined`);
/// otherwise a new file, the old copy kept where it is, and a line saying
/// where.
fn joiner_file(
    data: Option<&Path>,
    joined: &mut net::Joined,
    name: Option<&Name>,
) -> Result<(Option<GameFile>, Tags, bool, Option<String>)> {
    let id = joined.welcome.game.to_string();
    let mut tags = Tags {
        date: Timestamp::now().date_tag(),
        network: Some(id.clone()),
        ..Tags::default()
    };
    *name_slot(&mut tags, joined.welcome.joiner) = tag_name(name);
    *name_slot(&mut tags, joined.welcome.joiner.opponent()) =
        tag_name(joined.welcome.name.as_ref());
    let Some(data) = data else {
        return Ok((None, tags, false, None));
    };
    let saved = SavedGames::read(data);
    // The list keeps no tags: each record not open elsewhere is read.
    let copy = saved
        .games
        .iter()
        .filter(|s| s.open_in.is_none())
        .filter_map(|s| {
            store::load(&s.path)
                .ok()
                .map(|(game, tags)| (s, game, tags))
        })
        .find(|(_, _, tags)| tags.network.as_deref() == Some(id.as_str()));
    let mut note = None;
    if let Some((copy, game, _)) = copy {
        match compare(&game, &joined.game) {
            Sameness::Same => {
                let (file, saved, old) = GameFile::open(&copy.path)?;
                joined.game = net::played_on(&saved, joined.game.clone());
                return Ok((
                    Some(file),
                    Tags {
                        date: old.date,
                        ..tags
                    },
                    true,
                    None,
                ));
            }
            Sameness::Differ { common, .. } => {
                let from = match common {
                    0 => "from the start".to_string(),
                    1 => "after 1 move".to_string(),
                    n => format!("after {n} moves"),
                };
                note = Some(format!(
                    "your saved copy differs from the host's {from}: the host's record is played on; yours stays in {}",
                    store::shown_path(&copy.path)
                ));
            }
        }
    }
    let variant = joined.game.start().variant();
    Ok((
        Some(GameFile::new(data, variant, Timestamp::now())),
        tags,
        false,
        note,
    ))
}
