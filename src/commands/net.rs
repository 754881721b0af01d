//! `kono host` and `kono join`: the arguments made a game hosted or joined
//! (a resumed host game; the joiner's connection), then the game screen
//! opens it through the same code as the start screen's entries. Without
//! a terminal they refuse in one line, as `kono tui` does.

use std::io::{self, BufRead, Write};
use std::path::Path;
use std::sync::mpsc;

use anyhow::{Context, Result, anyhow};

use crate::cli::{HostArgs, JoinArgs};
use crate::net::{self, Code, GameId, Limits, Name};
use crate::rules::record::Tags;
use crate::rules::{Color, RuleOptions, Variant};
use crate::store::{self, GameFile, SavedGames};
use crate::tui::{self, HostPlan, Joining, NetSeat};

/// `kono host`.
///
/// # Errors
/// No terminal, a rule option that does not fit the variant, a port in
/// use, an address that cannot be listened on, or no network game to
/// resume.
pub fn host(args: &HostArgs) -> Result<()> {
    let plan = if args.resume {
        let data = store::data_dir().ok();
        resume_hosted(
            data.as_deref(),
            net::local_name().as_ref(),
            (args.bind, args.port),
        )?
    } else {
        let at = (args.bind, args.port.unwrap_or(net::DEFAULT_PORT));
        let variant = args.rules.variant;
        let options = RuleOptions::from(args.rules.options);
        options.check(variant)?;
        let config = tui::Config {
            options,
            first: args.rules.first(),
            clock: args.clock,
            ..tui::Config::new(variant)
        };
        HostPlan {
            aids: !args.no_aids,
            ..HostPlan::new(&config, args.side.color(), args.code, at)?
        }
    };
    tui::need_terminal()?;
    can_save()?;
    let variant = plan.game.start().variant();
    let (news_tx, news) = mpsc::channel();
    let hosted = tui::hosting(plan, net::local_name(), net::sink(news_tx))?;
    on_screen(variant, NetSeat::Hosting(Box::new(hosted)), news)
}

/// A network game shows no move it could not save: where no record can
/// be written, none begins.
fn can_save() -> Result<()> {
    if let Ok(data) = store::data_dir() {
        store::check_writable(&data).map_err(|e| {
            anyhow!(crate::t!(
                "cmd-net-cannot-save",
                why = store::reason_first_in(&e, crate::tui::words::errors::cause_text)
            ))
        })?;
    }
    Ok(())
}

/// The network game on the game screen.
fn on_screen(variant: Variant, seat: NetSeat, news: mpsc::Receiver<net::NetNews>) -> Result<()> {
    let config = tui::Config {
        color: super::tui::no_color_unset(),
        ..tui::Config::new(variant)
    };
    let network = tui::Network { config, seat, news };
    let storage = tui::Storage {
        data: store::data_dir().ok(),
        ..tui::Storage::default()
    };
    let opening = tui::Opening::Network(Box::new(network));
    super::terminal::play(config, opening, storage, tui::keymap::SECTIONS)
}

/// The latest unfinished network game this player hosted, opened to go on
/// writing it, to be hosted at `at`.
fn resume_hosted(
    data: Option<&Path>,
    name: Option<&Name>,
    at: (Option<std::net::IpAddr>, Option<u16>),
) -> Result<HostPlan> {
    let data = data.ok_or_else(|| anyhow!(crate::t!("cmd-host-no-data")))?;
    let saved = SavedGames::read(data);
    let me = name.map_or("?", Name::as_str);
    let unfinished = saved
        .games
        .iter()
        .filter(|s| s.open_in.is_none() && s.finished.is_none() && s.players.network.is_some());
    for candidate in unfinished {
        // Each network game's record is read for its other tags.
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
        let (file, game, tags): (GameFile, _, Tags) = GameFile::open(&candidate.path)?;
        // Where it was hosted, unless told otherwise.
        let hosted = tui::hosted_at(data, &id).unwrap_or(tui::HostedAt {
            bind: None,
            port: net::DEFAULT_PORT,
            aids: true,
        });
        return Ok(HostPlan {
            bind: at.0.or(hosted.bind),
            port: at.1.unwrap_or(hosted.port),
            code,
            game,
            side,
            id,
            // Under the fair-play setting it was hosted with.
            aids: hosted.aids,
            clock: tags.clock,
            resumed: Some((tags, file)),
        });
    }
    Err(anyhow!(crate::t!(
        "cmd-host-nothing-to-resume",
        folder = store::shown_path(&saved.dir)
    )))
}

/// `kono join`.
///
/// # Errors
/// No terminal, an address that does not resolve, a refused connection, a
/// host that is not kono, the host's refusal, or a code that is not one.
pub fn join(args: &JoinArgs) -> Result<()> {
    tui::need_terminal()?;
    can_save()?;
    let code = match args.code {
        Some(code) => code,
        None => ask_code()?,
    };
    let (news_tx, news) = mpsc::channel();
    let joined = net::join(
        &args.addr,
        code,
        net::local_name(),
        Limits::default(),
        net::sink(news_tx),
    )?;
    let variant = joined.welcome.variant;
    let joining = Joining {
        joined,
        target: args.addr.clone(),
        code,
    };
    on_screen(variant, NetSeat::Joined(Box::new(joining)), news)
}

/// Reads the join code from the terminal.
fn ask_code() -> Result<Code> {
    let mut out = io::stdout().lock();
    write!(out, "{} ", crate::t!("cmd-join-code"))?;
    out.flush()?;
    let mut line = String::new();
    io::stdin()
        .lock()
        .read_line(&mut line)
        .with_context(|| crate::t!("cmd-join-code-reading"))?;
    Ok(Code::from_typed(&line)?)
}
