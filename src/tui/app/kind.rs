//! THE kind of play on the game screen: a game at one keyboard (against a
//! friend or the computer), a puzzle, a lesson, or a game over the network.
//! One at a time, each owning its state; what differs between them on the
//! board (the keys that act otherwise, and whether they are offered) is
//! asked of the kind in one place, [`App::play_board`] and
//! [`App::play_offers`].

use crate::tui::action::{Action, Effects};

use super::App;
use super::lesson::Lessoning;
use super::puzzle::Puzzling;
use super::remote::Remote;

/// The kind of play, with its own state.
#[derive(Clone, Debug, Default)]
pub enum Play {
    /// Two players at one keyboard, or against the computer.
    #[default]
    Local,
    /// A puzzle (`kono puzzle`), wanted or being played.
    Puzzle(Puzzling),
    /// A lesson (`kono learn`).
    Lesson(Box<Lessoning>),
    /// A game against a friend over the network.
    Network(Box<Remote>),
}

impl App {
    /// The kind of play this is.
    pub const fn play_kind(&self) -> &Play {
        &self.play
    }

    /// The puzzle mode's state, in puzzle mode.
    pub(super) const fn puzzling(&self) -> Option<&Puzzling> {
        match &self.play {
            Play::Puzzle(puzzling) => Some(puzzling),
            _ => None,
        }
    }

    /// The puzzle mode's state to change, in puzzle mode.
    pub(super) const fn puzzling_mut(&mut self) -> Option<&mut Puzzling> {
        match &mut self.play {
            Play::Puzzle(puzzling) => Some(puzzling),
            _ => None,
        }
    }

    /// The lesson being taken, in lesson mode.
    pub fn lesson(&self) -> Option<&Lessoning> {
        match &self.play {
            Play::Lesson(lesson) => Some(lesson),
            _ => None,
        }
    }

    /// The lesson to change, in lesson mode.
    pub(super) fn lesson_mut(&mut self) -> Option<&mut Lessoning> {
        match &mut self.play {
            Play::Lesson(lesson) => Some(lesson),
            _ => None,
        }
    }

    /// Leaves lesson mode, handing back the lesson it was in.
    pub(super) fn take_lesson(&mut self) -> Option<Lessoning> {
        match std::mem::take(&mut self.play) {
            Play::Lesson(lesson) => Some(*lesson),
            other => {
                self.play = other;
                None
            }
        }
    }

    /// The network game, if this is one.
    pub fn remote(&self) -> Option<&Remote> {
        match &self.play {
            Play::Network(remote) => Some(remote),
            _ => None,
        }
    }

    /// The network game to change, if this is one.
    pub(super) fn remote_mut(&mut self) -> Option<&mut Remote> {
        match &mut self.play {
            Play::Network(remote) => Some(remote),
            _ => None,
        }
    }

    /// The keys on the board that this kind of play handles otherwise than
    /// a game at one keyboard: what they did, or `None` for the usual.
    pub(super) fn play_board(&mut self, action: &Action) -> Option<Effects> {
        match self.play {
            Play::Local => None,
            Play::Puzzle(_) => self.waits_for_puzzle(action).then(Effects::new),
            Play::Lesson(_) => self.lesson_board(action),
            Play::Network(_) => self.remote_board(action),
        }
    }

    /// Whether `action` does something on the board in this kind of play,
    /// where it differs from a game at one keyboard; `None` for the usual.
    pub(super) fn play_offers(&self, action: &Action) -> Option<bool> {
        match self.play {
            Play::Local => None,
            Play::Puzzle(_) => self.puzzle_offers(action),
            Play::Lesson(_) => self.lesson_offers(action),
            Play::Network(_) => self.remote_offers(action),
        }
    }
}
