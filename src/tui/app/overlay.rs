//! What lies over the board and takes the keys while it is open: a
//! question, the help, the save prompt, the review. One [`Overlay`] at a
//! time; the mode it makes decides which keys apply and which the key bar
//! offers.

use std::path::PathBuf;

use ratatui::layout::Rect;
use tui_input::Input;

use crate::tui::action::{Action, Dir, Edit, Effect, Effects};

use crate::tui::help;
use crate::tui::layout;

use super::App;
use super::status::{NetNote, Question, Refusal, Status};

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
    /// What the line is for.
    pub kind: PromptKind,
}

/// What a one-line editor over the board is for: each is a mode of its
/// own, with its own Enter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PromptKind {
    /// A file name to save the game under.
    Save,
    /// A line of chat to the friend over the network.
    Chat,
    /// A move in its notation, played on Enter.
    Move,
}

impl Prompt {
    /// An empty line of `kind`.
    pub fn empty(kind: PromptKind) -> Prompt {
        Prompt {
            input: Input::default(),
            offered: false,
            kind,
        }
    }
}

impl App {
    /// The furthest the help scrolls on the terminal as it is now.
    pub(super) fn help_end(&self) -> u16 {
        let (columns, rows) = self.size;
        let area = layout::help_area(Rect::new(0, 0, columns, rows));
        help::max_scroll(self.help_kind(), self.config().ascii, area)
    }

    /// The question waiting for `y` or `n`, if any (also while the help
    /// is open over it).
    pub fn question(&self) -> Option<Question> {
        let asked = match self.overlay {
            Some(
                Overlay::Confirm(question)
                | Overlay::Help {
                    under: Some(question),
                    ..
                },
            ) => Some(question),
            _ => None,
        };
        // A draw offered to the computer is the computer's to answer.
        let offer = self
            .game()
            .draw_offer()
            .filter(|_| !self.offered_to_computer());
        offer.map(Question::Draw).or(asked)
    }

    /// What the one-line editor open is for, if one is.
    pub fn prompt_kind(&self) -> Option<PromptKind> {
        match &self.overlay {
            Some(Overlay::Prompt(prompt)) => Some(prompt.kind),
            _ => None,
        }
    }

    /// The file name typed so far, while the save prompt is open.
    pub fn prompt(&self) -> Option<&str> {
        match &self.overlay {
            Some(Overlay::Prompt(prompt)) => Some(prompt.input.value()),
            _ => None,
        }
    }

    /// Where the text cursor is in the file name being typed, in columns
    /// from its start.
    pub fn prompt_cursor(&self) -> Option<usize> {
        match &self.overlay {
            Some(Overlay::Prompt(prompt)) => Some(prompt.input.visual_cursor()),
            _ => None,
        }
    }

    /// How many columns of the file name being typed scroll out of view at
    /// the left in a field `width` columns wide, so that the text cursor
    /// stays in it (wide characters counted as wide).
    pub fn prompt_scroll(&self, width: usize) -> Option<usize> {
        match &self.overlay {
            Some(Overlay::Prompt(prompt)) => Some(prompt.input.visual_scroll(width)),
            _ => None,
        }
    }

    /// The help's scroll offset in lines, when the help is open.
    pub const fn help(&self) -> Option<u16> {
        match self.overlay {
            Some(Overlay::Help { scroll, .. }) => Some(scroll),
            _ => None,
        }
    }

    /// Lines a page of the help scrolls: its visible lines less one, so
    /// that a line of the last page stays in view.
    fn help_page(&self) -> u16 {
        let (columns, rows) = self.size;
        let area = layout::help_area(Rect::new(0, 0, columns, rows));
        help::text_height(area).saturating_sub(1).max(1)
    }

    /// Keys while the save prompt is open: they edit the file name.
    pub(super) fn on_prompt(&mut self, action: Action) -> Effects {
        let Some(Overlay::Prompt(prompt)) = &mut self.overlay else {
            return Effects::new();
        };
        let name = prompt.input.value().trim().to_string();
        if prompt.kind == PromptKind::Move {
            return self.on_typed(action, &name);
        }
        if prompt.kind == PromptKind::Chat {
            match action {
                Action::Edit(edit) => {
                    prompt.input.handle(edit);
                }
                Action::Cancel => {
                    self.overlay = None;
                    self.status = Status::GoesOn;
                }
                Action::Activate => {
                    // A line refused stays in the prompt, to be mended or
                    // sent a moment later.
                    if let Some(refused) = self.chat_refused(&name) {
                        self.status = Status::Net(NetNote::ChatRefused(refused));
                        return Effects::new();
                    }
                    self.overlay = None;
                    self.remote_say(&name);
                }
                Action::Page(dir) => self.scroll_chat(dir),
                _ => {}
            }
            return Effects::new();
        }
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
                // The prompt stays open until the save is done: a refusal
                // leaves the name to be mended, not typed again.
                return vec![Effect::Save {
                    path: PathBuf::from(name),
                    game: Box::new(self.game().clone()),
                    replace: false,
                }];
            }
            _ => {}
        }
        Effects::new()
    }

    /// Closes the save prompt, if it is open.
    pub(super) fn close_prompt(&mut self) {
        if matches!(self.overlay, Some(Overlay::Prompt(_))) {
            self.overlay = None;
        }
    }

    /// Opens the save prompt with the name it offers first.
    pub(super) fn open_prompt(&mut self) {
        self.board.selected = None;
        self.overlay = Some(Overlay::Prompt(Prompt {
            input: Input::new(self.save_name.clone()),
            offered: true,
            kind: PromptKind::Save,
        }));
        self.status = Status::SaveAs;
    }

    /// Keys while the help is open: they scroll it or close it.
    pub(super) fn on_help(&mut self, action: Action) -> Effects {
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
        Effects::new()
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
    pub(super) fn on_question(&mut self, action: Action) -> Effects {
        let Some(question) = self.question() else {
            return Effects::new();
        };
        match action {
            Action::Yes => return self.answer(question, true),
            Action::No | Action::Cancel => return self.answer(question, false),
            Action::Help => self.open_help(),
            _ => self.status = Status::Asked(question),
        }
        Effects::new()
    }

    /// Asks `question` of the App's own.
    pub(super) fn confirm(&mut self, question: Question) {
        self.overlay = Some(Overlay::Confirm(question));
        self.status = Status::Asked(question);
    }

    fn answer(&mut self, question: Question, yes: bool) -> Effects {
        self.overlay = None;
        let overwrite = self.overwrite.take();
        match (question, yes) {
            (
                Question::Quit
                | Question::QuitNetwork { .. }
                | Question::LeavePuzzle { next: false },
                true,
            ) => {
                return vec![Effect::Quit];
            }
            (Question::Overwrite, true) => {
                if let Some(path) = overwrite {
                    return vec![Effect::Save {
                        path,
                        game: Box::new(self.game().clone()),
                        replace: true,
                    }];
                }
            }
            (Question::Overwrite, false) => {
                // Back to the prompt, the name kept for another try.
                if let Some(path) = overwrite {
                    self.overlay = Some(Overlay::Prompt(Prompt {
                        input: Input::new(path.display().to_string()),
                        offered: false,
                        kind: PromptKind::Save,
                    }));
                }
                self.status = Status::NotSaved;
            }
            (Question::NewGame | Question::LeavePuzzle { next: true }, true) => {
                return self.new_game();
            }
            (
                Question::Resign(_)
                | Question::PeerDraw(_)
                | Question::PeerUndo(_)
                | Question::PeerRematch(_),
                _,
            ) if self.remote().is_some() => {
                self.remote_answer(question, yes);
            }
            (Question::Resign(by), true) => match self.session.resign(by) {
                Ok(outcome) => self.status = Status::Agreed(outcome),
                Err(err) => self.status = err.into(),
            },
            (Question::Draw(by), _) => match self.session.answer_draw(yes) {
                Ok(()) => match self.game().outcome() {
                    Some(outcome) if yes => self.status = Status::Agreed(outcome),
                    _ => self.status = Status::Declined(by.opponent()),
                },
                Err(err) => self.status = err.into(),
            },
            // A friend's question without the friend: nothing to answer.
            (Question::PeerDraw(_) | Question::PeerUndo(_) | Question::PeerRematch(_), true)
            | (_, false) => {
                self.status = Status::GoesOn;
            }
        }
        Effects::new()
    }
}
