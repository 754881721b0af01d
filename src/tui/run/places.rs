//! Where a loop keeps things ([`Places`]), and the loop made from them.

use std::collections::VecDeque;
use std::path::PathBuf;
use std::time::Duration;

use super::Loop;
use super::net::NetLink;
use crate::store;
use crate::tui::action::Effects;
use crate::tui::backend::Surface;
use crate::tui::config::Config;
use crate::tui::console::Console;
use crate::tui::screen::Screen;
use crate::tui::session_io::Autosave;
use crate::tui::work::Workers;

/// Where a loop keeps things.
pub struct Places {
    /// The data directory: games, tables, the remembered choices.
    pub data: Option<PathBuf>,
    /// What a server's sessions share, in a session of `kono serve`.
    pub shared: Option<crate::tui::shared::Shared>,
    /// The start screen's choices the config file fixes.
    pub pinned: store::StartSettings,
}

impl<B: Surface> Loop<B> {
    /// A loop on `term` showing `screen`, keeping things in `places`.
    pub fn new(
        term: Console<B>,
        screen: Screen,
        base: Config,
        places: Places,
        pace: Option<Duration>,
    ) -> Loop<B> {
        let Places {
            data,
            shared,
            pinned,
        } = places;
        let served = shared.is_some();
        let workers = Workers::new(term.events.post(), data.clone(), shared, pace, term.prefs);
        Loop {
            term,
            screen,
            workers,
            autosave: Autosave::new(data.clone()),
            base,
            data,
            pinned,
            served,
            pending: VecDeque::new(),
            layout: None,
            net: NetLink::default(),
            joining: None,
            opening: Effects::new(),
            continuing: None,
            debug_panic: false,
        }
    }
}
