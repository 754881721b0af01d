//! Challenges: Enter on a player's name in the lobby offers them a game
//! (the challenger's game, clock and rated choice); they answer `y` or
//! `n` in whatever screen they are in, except a game. A player has at
//! most one challenge pending, sent or received; it ends when either
//! starts a game, goes to watch one, or leaves. Accepted, it seats both
//! as a seek taken does: the challenger hosts.

use ratatui::crossterm::event::KeyCode;

use super::Served;
use super::game::{self, Seating};
use super::lobby::Lobby;
use super::roster::{Challenge, Doing, Note, Seek};
use super::view::{clock_shown, rated_shown};
use crate::rules::record::shown;
use crate::rules::{TimeControl, Variant};
use crate::t;
use crate::tui::words;

/// Why a challenge was not sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused {
    /// To oneself.
    Oneself,
    /// The player left, or is in a game.
    Busy,
    /// One of the two has a challenge pending.
    Pending,
    /// A rated game with a guest.
    GuestRated,
}

impl Lobby {
    /// `from` challenges `to` to a game of `variant` with `clock`.
    ///
    /// # Errors
    /// See [`Refused`].
    pub fn challenge(
        &self,
        from: u64,
        to: u64,
        variant: Variant,
        clock: Option<TimeControl>,
        rated: bool,
    ) -> Result<(), Refused> {
        let mut inner = self.inner();
        let (Some(me), Some(them)) = (inner.here.get(&from), inner.here.get(&to)) else {
            return Err(Refused::Busy);
        };
        if from == to || me.name == them.name {
            return Err(Refused::Oneself);
        }
        if matches!(them.doing, Doing::Playing(_) | Doing::Alone) {
            return Err(Refused::Busy);
        }
        if rated && !(me.rated && them.rated) {
            return Err(Refused::GuestRated);
        }
        if inner
            .challenges
            .iter()
            .any(|c| c.involves(from) || c.involves(to))
        {
            return Err(Refused::Pending);
        }
        let challenge = Challenge {
            from,
            to,
            name: me.name.clone(),
            to_name: them.name.clone(),
            variant,
            clock,
            rated,
        };
        inner.challenges.push(challenge);
        Ok(())
    }

    /// The challenge pending for `session`: sent (`sent`) or received.
    pub fn challenge_of(&self, session: u64, sent: bool) -> Option<Challenge> {
        let inner = self.inner();
        let mine = |c: &&Challenge| if sent { c.from } else { c.to } == session;
        inner.challenges.iter().find(mine).cloned()
    }

    /// `session` answers the challenge it received: accepted, it is
    /// handed back as a seek to take (while its challenger is still in
    /// the lobby) and both players' seeks end; declined, its challenger
    /// is told.
    pub fn answer(&self, session: u64, yes: bool) -> Option<Seek> {
        let mut inner = self.inner();
        let at = inner.challenges.iter().position(|c| c.to == session)?;
        let challenge = inner.challenges.remove(at);
        if !yes {
            let note = Note::Declined(challenge.to_name.clone());
            inner.notes.insert(challenge.from, note);
            return None;
        }
        let free = inner
            .here
            .get(&challenge.from)
            .is_some_and(|h| h.doing == Doing::Lobby)
            && !inner.seated.contains_key(&challenge.from);
        if !free {
            return None;
        }
        // Both start a game: their seeks end.
        inner
            .seeks
            .retain(|s| s.owner != challenge.from && s.owner != session);
        inner.next += 1;
        Some(Seek {
            id: inner.next,
            owner: challenge.from,
            name: challenge.name,
            variant: challenge.variant,
            clock: challenge.clock,
            rated: challenge.rated,
        })
    }

    /// `session` withdraws the challenge it sent.
    pub fn unchallenge(&self, session: u64) {
        self.inner().challenges.retain(|c| c.from != session);
    }

    /// The word waiting for `session`, if any.
    pub fn note(&self, session: u64) -> Option<Note> {
        self.inner().notes.remove(&session)
    }
}

/// What answering a challenge led to.
pub enum Answered {
    /// A game to play.
    Play(Seating),
    /// A word for the player (declined, gone, failed).
    Said(String),
}

/// The challenges to the session `id` of the player `name`, as a screen
/// shows and answers them.
pub struct Invites<'a> {
    /// What the sessions share.
    pub served: &'a Served,
    /// The session.
    pub id: u64,
    /// Its player's name.
    pub name: &'a str,
}

impl Invites<'_> {
    /// The line asking the player, while a challenge waits for them.
    pub fn line(&self) -> Option<String> {
        let challenge = self.served.lobby.challenge_of(self.id, false)?;
        Some(t!(
            "serve-challenged",
            name = shown(&challenge.name),
            game = words::game_short(challenge.variant),
            clock = clock_shown(challenge.clock),
            rated = rated_shown(challenge.rated)
        ))
    }

    /// The player typed `key`: `y` or `n` answers a challenge waiting.
    pub fn key(&self, key: KeyCode) -> Option<Answered> {
        let yes = match key {
            KeyCode::Char('y' | 'Y') => true,
            KeyCode::Char('n' | 'N') => false,
            _ => return None,
        };
        self.served.lobby.challenge_of(self.id, false)?;
        let Some(seek) = self.served.lobby.answer(self.id, yes) else {
            let word = if yes {
                t!("serve-challenge-gone")
            } else {
                t!("serve-challenge-no")
            };
            return Some(Answered::Said(word));
        };
        match game::seat(self.served, self.name, &seek) {
            Ok(seating) => Some(Answered::Play(seating)),
            Err(e) => Some(Answered::Said(e.to_string())),
        }
    }

    /// A word for the challenger, if one waits.
    pub fn note(&self) -> Option<String> {
        match self.served.lobby.note(self.id)? {
            Note::Declined(name) => Some(t!("serve-challenge-declined", name = shown(&name))),
        }
    }
}
