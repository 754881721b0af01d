//! Which keys apply now and which the key bar offers: the mode the
//! overlays make, and whether an action does something in it.

use crate::tui::action::{Action, Dir};
use crate::tui::config::Seat;
use crate::tui::help::{Kind, Play};
use crate::tui::keymap::Mode;

use super::App;
use super::overlay::{Overlay, PromptKind};

impl App {
    /// THE order of the modes: an open prompt takes every key, then the
    /// help, then a question, then the board.
    pub fn mode(&self) -> Mode {
        if self.too_small() {
            // Only the board's way out works, whatever is open.
            return Mode::Board;
        }
        match self.overlay {
            Some(Overlay::Prompt(ref prompt)) => match prompt.kind {
                PromptKind::Save => Mode::Prompt,
                PromptKind::Chat => Mode::Chat,
                PromptKind::Move => Mode::Move,
            },
            Some(Overlay::Help { .. }) => Mode::Help,
            Some(Overlay::Confirm(_)) => Mode::Question,
            Some(Overlay::Review(_)) => Mode::Review,
            None if self.question().is_some() => Mode::Question,
            None if self.page_open() => Mode::Lessons,
            None => Mode::Board,
        }
    }

    /// The kind of game this is, for the help: which keys it lists.
    pub fn help_kind(&self) -> Kind {
        let play = match self.play {
            super::Play::Network(_) => Play::Network,
            super::Play::Lesson(_) => Play::Lesson,
            super::Play::Puzzle(_) if self.puzzle().is_some() => Play::Puzzle,
            super::Play::Puzzle(_) | super::Play::Local => Play::Local,
        };
        Kind {
            variant: self.variant(),
            play,
            computer: self.config().computer != Seat::None,
        }
    }

    /// Whether `action` does something now; the key bar shows only these.
    pub fn offers(&self, action: Action) -> bool {
        let game = self.game();
        let over = game.outcome().is_some();
        match self.mode() {
            Mode::Prompt | Mode::Chat | Mode::Move | Mode::Join => return true,
            Mode::Help => {
                let scroll = self.help().unwrap_or(0);
                let end = self.help_end();
                return match action {
                    Action::Cursor(Dir::Up) | Action::Page(Dir::Up) | Action::Far(Dir::Up) => {
                        scroll > 0
                    }
                    Action::Cursor(Dir::Down)
                    | Action::Page(Dir::Down)
                    | Action::Far(Dir::Down) => scroll < end,
                    _ => true,
                };
            }
            Mode::Review if action == Action::BuildTable => return self.table_can_be_built(),
            Mode::Review => return self.review_offers(action),
            Mode::Lessons => return self.page_offers(&action),
            Mode::Board | Mode::Question | Mode::Anywhere | Mode::Start => {}
        }
        if let Some(offered) = self.play_offers(&action) {
            return offered;
        }
        match action {
            Action::Cancel => self.board.selected.is_some() || self.overlay.is_some(),
            Action::Activate | Action::OfferDraw | Action::TypeMove => {
                !over && !self.computer_to_move()
            }
            Action::Resign => !over,
            Action::Diagonal(..) => crate::tui::keymap::Group::offered(&action, self.variant()),
            Action::NextPiece | Action::PrevPiece => !over,
            Action::Pause => self.config().computer != Seat::None && !over,
            Action::BuildTable => self.table_can_be_built(),
            Action::Undo => self.can_undo(),
            Action::Save => game.ply_count() > 0,
            Action::Redo => game.can_redo(),
            Action::Retry | Action::Lessons => false,
            Action::Yes | Action::No => self.question().is_some(),
            // Only in a network game (see `remote_offers`).
            Action::Chat | Action::Reconnect => false,
            _ => true,
        }
    }

    /// How high `action` (of the table's `rank`) stands in the key bar
    /// now, lowest kept longest: in a puzzle, hints come just after moving
    /// the pieces, since they show which moves still win; a puzzle that
    /// waits for its table puts building it first; the course page's key
    /// comes right after the coach.
    pub fn bar_rank(&self, action: &Action, rank: u8) -> u8 {
        match action {
            Action::Hints if self.puzzle().is_some() => rank.min(2),
            Action::BuildTable if self.seeking_puzzle() => 0,
            // In a lesson, the course page is a way out as quitting is.
            Action::Lessons => rank.min(5),
            _ => rank,
        }
    }

    /// The key bar's word for `action` where what it does now differs
    /// from its usual word (a catalogue id): Enter removes while a 곤
    /// waits for its removal, and places while the hand has pieces.
    pub fn bar_word(&self, action: &Action) -> Option<&'static str> {
        if self.mode() != Mode::Board {
            return None;
        }
        match action {
            Action::Activate if self.board.removing.is_some() => Some("bar-remove"),
            Action::Activate
                if self.board.selected.is_none() && self.game().position().is_placing() =>
            {
                Some("bar-place")
            }
            _ => None,
        }
    }
}
