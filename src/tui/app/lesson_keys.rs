//! The keys of lesson mode where they differ from a game's: one answer
//! ([`App::lesson_key`]) that both the handler and the key bar read.

use crate::tui::action::{Action, Effects};

use super::App;
use super::status::Refusal;

impl App {
    /// What `action` does in a lesson where it differs from a game: THE
    /// one answer that both the handler ([`App::lesson_board`]) and the key
    /// bar ([`App::lesson_offers`]) read, so that they cannot disagree.
    /// `None` for the keys a lesson leaves as they are (and outside lesson
    /// mode).
    fn lesson_key(&self, action: &Action) -> Option<LessonKey> {
        let lesson = self.lesson()?;
        Some(match action {
            Action::Activate if lesson.done() => LessonKey::GoOn,
            // `n` skips a task: the status line and the panel name it, so
            // the key bar leaves it out.
            Action::NewGame => LessonKey::Skip,
            Action::Lessons => LessonKey::Page,
            Action::Retry => LessonKey::Retry,
            Action::Undo
            | Action::Redo
            | Action::OfferDraw
            | Action::Resign
            | Action::Save
            | Action::Pause => LessonKey::GamesOnly,
            _ => return None,
        })
    }

    /// The keys on the board that a lesson handles otherwise than a game;
    /// `None` for the others.
    pub(super) fn lesson_board(&mut self, action: &Action) -> Option<Effects> {
        Some(match self.lesson_key(action)? {
            LessonKey::GoOn => self.go_on(false),
            LessonKey::Skip => self.go_on(true),
            LessonKey::Page => {
                self.open_page();
                Effects::new()
            }
            LessonKey::Retry => {
                self.retry_lesson();
                Effects::new()
            }
            LessonKey::GamesOnly => {
                self.status = Refusal::InLesson.into();
                Effects::new()
            }
        })
    }

    /// Whether `action` does something in a lesson, where it differs from
    /// a game; `None` for the others (and outside lesson mode).
    pub(super) fn lesson_offers(&self, action: &Action) -> Option<bool> {
        self.lesson_key(action).map(LessonKey::offered)
    }
}

/// What a key does in a lesson where it differs from a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LessonKey {
    /// Enter once the task is done: on to the next.
    GoOn,
    /// `n`: skip the task (named by the status line and the panel).
    Skip,
    /// The course page.
    Page,
    /// Try the task again.
    Retry,
    /// A key for games (undo, a draw, resigning, saving, pausing): refused.
    GamesOnly,
}

impl LessonKey {
    /// Whether the key bar offers it.
    const fn offered(self) -> bool {
        match self {
            LessonKey::GoOn | LessonKey::Page | LessonKey::Retry => true,
            LessonKey::Skip | LessonKey::GamesOnly => false,
        }
    }
}
