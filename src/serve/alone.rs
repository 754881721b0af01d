//! The player on their own inside a session (`m` in the lobby): the start
//! screen of a terminal of one's own (lessons, the computer, puzzles, the
//! rules, their own saved games) on their account's folder, the solved
//! tables and the searches' turns shared with every other session.

use anyhow::Result;

use super::Served;
use super::player::Player;
use crate::rules::Variant;
use crate::tui::{self, Console, Ended, Surface};

/// The start screen for `player` on `console` until they leave it (back
/// to the lobby: [`Ended::Quit`]) or the connection ends.
///
/// # Errors
/// When the screen cannot be drawn or read.
pub fn alone<B: Surface>(served: &Served, player: &Player, console: Console<B>) -> Result<Ended> {
    let storage = tui::Storage {
        data: Some(served.folder_of(&player.who)),
        shared: Some(served.shared.clone()),
        ..tui::Storage::default()
    };
    let base = tui::Config::new(Variant::default());
    tui::Ready::new(base, tui::Opening::Start, storage)?.play(console)
}
