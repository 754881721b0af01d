//! What all sessions share: who is here, the open games (seeks), and the
//! games in progress (their data is `roster`'s). A seek taken seats both
//! players at once: the seek's player hosts the game (its session keeps
//! the clock and the record, inside the server), the taker joins it over
//! the loopback.

use std::collections::BTreeMap;
use std::sync::{Mutex, MutexGuard, PoisonError};

use super::roster::{Challenge, Doing, Here, Live, Note, Seek, Snapshot, Talks};
use crate::rules::{TimeControl, Variant};
use crate::tui::Hosting;

/// A game handed to its host's session: the listener and its news.
pub type Seated = (Box<Hosting>, std::sync::mpsc::Receiver<crate::net::NetNews>);

/// The most open seeks a player has.
pub const MAX_SEEKS: usize = 3;
/// The most spectators a game has.
pub const MAX_WATCHERS: usize = 16;

/// Everything shared.
#[derive(Default)]
pub(super) struct Inner {
    pub(super) next: u64,
    pub(super) here: BTreeMap<u64, Here>,
    pub(super) seeks: Vec<Seek>,
    games: Vec<Live>,
    /// Games handed to their host's session, not yet opened there.
    pub(super) seated: BTreeMap<u64, Seated>,
    /// The challenges not yet answered.
    pub(super) challenges: Vec<Challenge>,
    /// A word for a session from another's doing (a challenge declined).
    pub(super) notes: BTreeMap<u64, Note>,
    /// Each game's spectators' chat.
    pub(super) talk: Talks,
}

/// The lobby.
#[derive(Default)]
pub struct Lobby {
    inner: Mutex<Inner>,
}

/// Why a seek could not be opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeekRefused {
    /// The player has [`MAX_SEEKS`] open.
    TooMany,
    /// A guest asked for a rated game.
    GuestRated,
}

impl Lobby {
    pub(super) fn inner(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A session arrives: its number.
    pub fn arrive(&self, name: &str, rated: bool) -> u64 {
        let mut inner = self.inner();
        inner.next += 1;
        let id = inner.next;
        let here = Here {
            session: id,
            name: name.to_string(),
            rated,
            doing: Doing::Lobby,
        };
        inner.here.insert(id, here);
        id
    }

    /// A session leaves: its seeks end with it.
    pub fn leave(&self, session: u64) {
        let mut inner = self.inner();
        inner.here.remove(&session);
        inner.seeks.retain(|s| s.owner != session);
        inner.seated.remove(&session);
        inner.challenges.retain(|c| !c.involves(session));
        inner.notes.remove(&session);
    }

    /// What `session` does now: in a game it has no challenge; watching
    /// one, it can still receive one but not send one; on its own (where
    /// nothing of the lobby is shown) it has neither challenges nor seeks.
    pub fn set_doing(&self, session: u64, doing: Doing) {
        let mut inner = self.inner();
        match doing {
            Doing::Playing(_) => inner.challenges.retain(|c| !c.involves(session)),
            Doing::Alone => {
                inner.challenges.retain(|c| !c.involves(session));
                inner.seeks.retain(|s| s.owner != session);
            }
            Doing::Watching => inner.challenges.retain(|c| c.from != session),
            Doing::Lobby => {}
        }
        if let Some(here) = inner.here.get_mut(&session) {
            here.doing = doing;
        }
    }

    /// The lobby now.
    pub fn snapshot(&self) -> Snapshot {
        let inner = self.inner();
        Snapshot {
            here: inner.here.values().cloned().collect(),
            seeks: inner.seeks.clone(),
            games: inner.games.clone(),
        }
    }

    /// `session` opens a seek.
    ///
    /// # Errors
    /// When it has [`MAX_SEEKS`] open, or a guest asks for a rated game.
    pub fn seek(
        &self,
        session: u64,
        variant: Variant,
        clock: Option<TimeControl>,
        rated: bool,
    ) -> Result<(), SeekRefused> {
        let mut inner = self.inner();
        let Some(here) = inner.here.get(&session) else {
            return Err(SeekRefused::TooMany);
        };
        if rated && !here.rated {
            return Err(SeekRefused::GuestRated);
        }
        let name = here.name.clone();
        if inner.seeks.iter().filter(|s| s.owner == session).count() >= MAX_SEEKS {
            return Err(SeekRefused::TooMany);
        }
        inner.next += 1;
        let id = inner.next;
        inner.seeks.push(Seek {
            id,
            owner: session,
            name,
            variant,
            clock,
            rated,
        });
        Ok(())
    }

    /// `session` withdraws its seeks.
    pub fn withdraw(&self, session: u64) {
        self.inner().seeks.retain(|s| s.owner != session);
    }

    /// `session` takes the seek `id` (not one of its own): the seek, and
    /// every seek of either player gone.
    pub fn take(&self, session: u64, id: u64) -> Option<Seek> {
        let mut inner = self.inner();
        let at = inner
            .seeks
            .iter()
            .position(|s| s.id == id && s.owner != session)?;
        let seek = inner.seeks.remove(at);
        inner
            .seeks
            .retain(|s| s.owner != session && s.owner != seek.owner);
        Some(seek)
    }

    /// The game `live` begins: its host's session is handed `hosting`.
    pub fn begin(&self, live: Live, seated: Seated) {
        let mut inner = self.inner();
        inner.seated.insert(live.host, seated);
        inner.games.push(live);
    }

    /// The game handed to `session` to host, if any, and its id.
    pub fn seated(&self, session: u64) -> Option<(Seated, String)> {
        let mut inner = self.inner();
        let seated = inner.seated.remove(&session)?;
        let id = inner
            .games
            .iter()
            .rev()
            .find(|g| g.host == session)?
            .id
            .clone();
        Some((seated, id))
    }

    /// The player `name` left the game `id` (the first to leave counts).
    pub fn left(&self, id: &str, name: &str) {
        if let Some(live) = self.inner().games.iter_mut().find(|g| g.id == id) {
            live.left.get_or_insert_with(|| name.to_string());
        }
    }

    /// The game `id` ended: it, as it was last.
    pub fn end(&self, id: &str) -> Option<Live> {
        let mut inner = self.inner();
        inner.talk.remove(id);
        let at = inner.games.iter().position(|g| g.id == id)?;
        Some(inner.games.remove(at))
    }

    /// A spectator comes to the game `id`: where its record is kept, or
    /// `None` when it is over or has [`MAX_WATCHERS`].
    pub fn watch(&self, id: &str) -> Option<Live> {
        let mut inner = self.inner();
        let live = inner.games.iter_mut().find(|g| g.id == id)?;
        if live.watchers >= MAX_WATCHERS {
            return None;
        }
        live.watchers += 1;
        Some(live.clone())
    }

    /// A spectator of the game `id` leaves.
    pub fn unwatch(&self, id: &str) {
        if let Some(live) = self.inner().games.iter_mut().find(|g| g.id == id) {
            live.watchers = live.watchers.saturating_sub(1);
        }
    }
}
