//! What lies over the board and takes the keys while it is open: a
//! question, the help, the save prompt. One [`Overlay`] at a time.

use std::path::PathBuf;

use tui_input::Input;

use crate::tui::action::{Action, Dir, Edit, Effect};

use super::App;
use super::status::{Question, Refusal, Status};

/// What is open over the board. (A draw offer is the game's own state,
/// not an overlay: it asks its question without one.)
#[derive(Clone, Debug)]
pub enum Overlay {
    /// A question of the App's, waiting for `y` or `n`.
    Confirm(Question),
    /// The help.
    Help {
        /// How many lines it is scrolled down.
        scroll: u16,
        /// The question it was opened over, asked again when it closes.
        under: Option<Question>,
    },
    /// The save prompt, with the file name typed so far.
    Prompt(Prompt),
    /// Looking back over the game.
    Review(Review),
}

/// The review open over the board.
#[derive(Clone, Debug)]
pub struct Review {
    /// How many plies of the game the board shows.
    pub at: usize,
    /// Every move looked back on, once the table is here.
    pub plies: Option<Vec<crate::ai::review::Ply>>,
}

/// The save prompt's line: the name and the text cursor in it.
#[derive(Clone, Debug)]
pub struct Prompt {
    /// The name and the cursor.
    pub input: Input,
    /// Whether the name is still the one offered, untouched: the first
    /// character typed then replaces it rather than adding to it.
    pub offered: bool,
}

impl App {
    /// Keys while the save prompt is open: they edit the file name.
    pub(super) fn on_prompt(&mut self, action: Action) -> Effect {
        let Some(Overlay::Prompt(prompt)) = &mut self.overlay else {
            return Effect::None;
        };
        let name = prompt.input.value().trim().to_string();
        match action {
            Action::Edit(edit) => {
                // Typing over the name offered replaces it; moving the
                // cursor first keeps it for editing.
                if prompt.offered && matches!(edit, Edit::InsertChar(_)) {
                    prompt.input.reset();
                }
                prompt.offered = false;
                prompt.input.handle(edit);
            }
            Action::Cancel => {
                self.overlay = None;
                self.status = Status::NotSaved;
            }
            Action::Activate if name.is_empty() => {
                self.status = Refusal::NoFileName.into();
            }
            Action::Activate => {
                self.overlay = None;
                return Effect::Save(PathBuf::from(name));
            }
            _ => {}
        }
        Effect::None
    }

    /// Opens the save prompt with the name it offers first.
    pub(super) fn open_prompt(&mut self) {
        self.board.selected = None;
        self.overlay = Some(Overlay::Prompt(Prompt {
            input: Input::new(self.save_name.clone()),
            offered: true,
        }));
        self.status = Status::SaveAs;
    }

    /// Keys while the help is open: they scroll it or close it.
    pub(super) fn on_help(&mut self, action: Action) -> Effect {
        let page = self.help_page();
        // Scrolling up starts from the end at the most, so that the first
        // step up always shows: the end may have come nearer since.
        match action {
            Action::Cursor(Dir::Up) => self.scroll_help(|at, end| at.min(end).saturating_sub(1)),
            Action::Cursor(Dir::Down) => self.scroll_help(|at, _| at.saturating_add(1)),
            Action::Page(Dir::Up) => self.scroll_help(|at, end| at.min(end).saturating_sub(page)),
            Action::Page(Dir::Down) => self.scroll_help(|at, _| at.saturating_add(page)),
            Action::Far(Dir::Up) => self.scroll_help(|_, _| 0),
            Action::Far(Dir::Down) => self.scroll_help(|_, end| end),
            Action::Help | Action::Cancel | Action::Quit => {
                if let Some(Overlay::Help { under, .. }) = self.overlay {
                    self.overlay = under.map(Overlay::Confirm);
                }
            }
            _ => {}
        }
        Effect::None
    }

    /// Opens the help over whatever question is asked.
    pub(super) fn open_help(&mut self) {
        let under = match self.overlay {
            Some(Overlay::Confirm(question)) => Some(question),
            _ => None,
        };
        self.overlay = Some(Overlay::Help { scroll: 0, under });
    }

    /// Sets the help's scroll to `to(scroll, end)`, kept within the end
    /// on the terminal as it is now; nothing when the help is closed.
    pub(super) fn scroll_help(&mut self, to: impl FnOnce(u16, u16) -> u16) {
        let end = self.help_end();
        if let Some(Overlay::Help { scroll, .. }) = &mut self.overlay {
            *scroll = to(*scroll, end).min(end);
        }
    }

    /// Keys while a question waits: `y`, `n`, or the help; any other key
    /// asks the question again.
    pub(super) fn on_question(&mut self, action: Action) -> Effect {
        let Some(question) = self.question() else {
            return Effect::None;
        };
        match action {
            Action::Yes => return self.answer(question, true),
            Action::No | Action::Cancel => return self.answer(question, false),
            Action::Help => self.open_help(),
            _ => self.status = Status::Asked(question),
        }
        Effect::None
    }

    /// Asks `question` of the App's own.
    pub(super) fn confirm(&mut self, question: Question) {
        self.overlay = Some(Overlay::Confirm(question));
        self.status = Status::Asked(question);
    }

    fn answer(&mut self, question: Question, yes: bool) -> Effect {
        self.overlay = None;
        let overwrite = self.overwrite.take();
        match (question, yes) {
            (Question::Quit, true) => return Effect::Quit,
            (Question::Overwrite, true) => {
                if let Some(path) = overwrite {
                    return Effect::Overwrite(path);
                }
            }
            (Question::Overwrite, false) => self.status = Status::NotSaved,
            (Question::NewGame, true) => self.new_game(),
            (Question::Draw(by), _) => match self.session.answer_draw(yes) {
                Ok(()) => match self.game().outcome() {
                    Some(outcome) if yes => self.status = Status::Agreed(outcome),
                    _ => self.status = Status::Declined(by.opponent()),
                },
                Err(err) => self.status = err.into(),
            },
            (_, false) => self.status = Status::GoesOn,
        }
        Effect::None
    }
}
