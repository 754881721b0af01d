//! How a game screen opens ([`Action::Begin`]): a record continued (its
//! computer, hints, clock and puzzle going on, the autosave told which
//! record it continues), a lesson's task, a puzzle.

use super::{App, Status};
use crate::tui::action::{Action, Begin, Effect, Effects};
use crate::tui::config::computer_in;

impl App {
    /// Opens `begin` on this screen.
    pub(super) fn begin(&mut self, begin: Begin) -> Effects {
        match begin {
            Begin::Record {
                game,
                from,
                tags,
                read_only,
            } => {
                self.load(game, &from);
                // The record's computer plays on; a record of two people's
                // keeps the command line's.
                if let Some((seat, level)) = computer_in(&tags) {
                    self.set_computer(seat, level);
                }
                self.set_hints(tags.hints);
                if let Some(control) = tags.clock {
                    self.set_clock(control, tags.clocks.clone());
                }
                if let Some(tag) = &tags.puzzle {
                    // A puzzle's try goes on as a puzzle, its panel and all.
                    self.resume_puzzle(tag);
                }
                if let Some(why) = read_only {
                    self.notify(Status::ReadOnly(why));
                }
                // The record holds this state already: nothing to write
                // until it changes.
                self.autosaved = Some(self.autosave_key());
                return vec![Effect::Continue(Box::new(self.snapshot()), tags)];
            }
            Begin::Lesson {
                course,
                task,
                progress,
            } => self.start_lesson(*course, &task, *progress),
            Begin::Puzzle(puzzle) => self.start_puzzle(*puzzle),
            Begin::SeekPuzzle { plies, seed } => self.seek_puzzle(plies, seed),
        }
        Effects::new()
    }
}

impl From<Begin> for Action {
    fn from(begin: Begin) -> Action {
        Action::Begin(Box::new(begin))
    }
}
