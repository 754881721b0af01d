//! The start screen of plain `kono`: a new game (variant, who moves first,
//! the rule option, who plays each side and the computer's level), the
//! unfinished game to resume, a saved game to open, the rules, quit. Pure
//! state changed by [`Action`]s, like the App; what it finds on disk and
//! remembers between runs is in `library`.

mod library;

pub use super::choices::{Choices, First};
pub use library::{Library, Summary, choices_of, recall, recall_with, remember, settings_of};

use crate::rules::Variant;

use super::action::{Action, Dir};

/// A row of the start screen's menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Row {
    /// Start a new game with the choices below.
    NewGame,
    /// The variant.
    Variant,
    /// Who moves first.
    First,
    /// The variant's rule option.
    Option,
    /// Who plays Black.
    Black,
    /// Who plays White.
    White,
    /// The computer's level.
    Level,
    /// Continue the unfinished game.
    Resume,
    /// Open a saved game from the list.
    Open,
    /// Read the rules of the variant chosen.
    Rules,
    /// Leave.
    Quit,
}

/// Which page of the start screen is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    /// The menu.
    Menu,
    /// The saved games, newest first, this one under the cursor.
    Saved(usize),
    /// The rules of the variant chosen, scrolled this many lines.
    Rules(u16),
}

/// What the player chose to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Stay on the start screen.
    Stay,
    /// A new game with these choices.
    NewGame(Choices),
    /// Open the saved game with this index in the library (resumed when
    /// it is the unfinished game).
    Open(usize),
    /// Continue the unfinished game.
    Resume,
    /// Leave the program.
    Quit,
}

/// The start screen's state.
#[derive(Clone, Debug)]
pub struct Start {
    /// The choices for a new game.
    pub choices: Choices,
    /// The games on disk.
    pub library: Library,
    /// The menu row under the cursor.
    pub row: Row,
    /// The page shown.
    pub page: Page,
}

impl Start {
    /// The start screen with the choices remembered and the games found.
    pub fn new(choices: Choices, library: Library) -> Start {
        let row = if library.unfinished.is_some() {
            Row::Resume
        } else {
            Row::NewGame
        };
        Start {
            choices,
            library,
            row,
            page: Page::Menu,
        }
    }

    /// The menu's rows now: no resume without an unfinished game, no
    /// list without saved games, no level without a computer player.
    pub fn rows(&self) -> Vec<Row> {
        let c = &self.choices;
        let mut rows = vec![Row::NewGame, Row::Variant, Row::First, Row::Option];
        rows.extend([Row::Black, Row::White]);
        if c.computer_black || c.computer_white {
            rows.push(Row::Level);
        }
        if self.library.unfinished.is_some() {
            rows.push(Row::Resume);
        }
        if !self.library.games.is_empty() {
            rows.push(Row::Open);
        }
        rows.extend([Row::Rules, Row::Quit]);
        rows
    }

    /// Applies one action; says what the player chose.
    pub fn update(&mut self, action: Action) -> Choice {
        match action {
            Action::ForceQuit => return Choice::Quit,
            Action::Resize(..) => return Choice::Stay,
            _ => {}
        }
        match self.page {
            Page::Menu => self.on_menu(action),
            Page::Saved(at) => self.on_saved(at, action),
            Page::Rules(scroll) => {
                let end = u16::try_from(
                    crate::rules::rule_book(self.choices.variant)
                        .lines()
                        .count(),
                )
                .unwrap_or(u16::MAX);
                self.page = match action {
                    Action::Cursor(Dir::Up) => Page::Rules(scroll.saturating_sub(1)),
                    Action::Cursor(Dir::Down) => Page::Rules(scroll.saturating_add(1).min(end)),
                    Action::Page(Dir::Up) => Page::Rules(scroll.saturating_sub(10)),
                    Action::Page(Dir::Down) => Page::Rules(scroll.saturating_add(10).min(end)),
                    Action::Far(Dir::Up) => Page::Rules(0),
                    Action::Far(Dir::Down) => Page::Rules(end),
                    Action::Cancel | Action::Quit | Action::Activate | Action::Help => Page::Menu,
                    _ => Page::Rules(scroll),
                };
                Choice::Stay
            }
        }
    }

    fn on_menu(&mut self, action: Action) -> Choice {
        let rows = self.rows();
        let at = rows.iter().position(|r| *r == self.row).unwrap_or(0);
        match action {
            Action::Cursor(Dir::Up) => self.row = rows[at.checked_sub(1).unwrap_or(rows.len() - 1)],
            Action::Cursor(Dir::Down) => self.row = rows[(at + 1) % rows.len()],
            Action::Cursor(Dir::Left) => self.change(false),
            Action::Cursor(Dir::Right) => self.change(true),
            Action::Activate => return self.activate(),
            Action::Help => self.page = Page::Rules(0),
            Action::Cancel | Action::Quit => return Choice::Quit,
            _ => {}
        }
        Choice::Stay
    }

    fn activate(&mut self) -> Choice {
        match self.row {
            Row::NewGame => Choice::NewGame(self.choices),
            Row::Resume => Choice::Resume,
            Row::Open => {
                self.page = Page::Saved(0);
                Choice::Stay
            }
            Row::Rules => {
                self.page = Page::Rules(0);
                Choice::Stay
            }
            Row::Quit => Choice::Quit,
            _ => {
                self.change(true);
                Choice::Stay
            }
        }
    }

    /// Changes the value of the row under the cursor, forwards or back.
    fn change(&mut self, forward: bool) {
        let c = &mut self.choices;
        match self.row {
            Row::Variant => {
                c.variant = match c.variant {
                    Variant::Five => Variant::Four,
                    Variant::Four => Variant::Five,
                };
            }
            Row::First => {
                let order = [First::Random, First::Black, First::White];
                let at = order.iter().position(|f| *f == c.first).unwrap_or(0);
                let next = if forward {
                    at + 1
                } else {
                    at + order.len() - 1
                };
                c.first = order[next % order.len()];
            }
            Row::Option => c.option = !c.option,
            Row::Black => c.computer_black = !c.computer_black,
            Row::White => c.computer_white = !c.computer_white,
            Row::Level => {
                c.level = if forward {
                    (c.level % 5) + 1
                } else {
                    (c.level + 3) % 5 + 1
                };
            }
            _ => {}
        }
    }

    fn on_saved(&mut self, at: usize, action: Action) -> Choice {
        let count = self.library.games.len();
        match action {
            Action::Cursor(Dir::Up) => self.page = Page::Saved(at.saturating_sub(1)),
            Action::Cursor(Dir::Down) => {
                self.page = Page::Saved((at + 1).min(count.saturating_sub(1)));
            }
            Action::Page(Dir::Up) | Action::Far(Dir::Up) => self.page = Page::Saved(0),
            Action::Page(Dir::Down) | Action::Far(Dir::Down) => {
                self.page = Page::Saved(count.saturating_sub(1));
            }
            Action::Activate if at < count => return Choice::Open(at),
            Action::Cancel | Action::Quit => self.page = Page::Menu,
            _ => {}
        }
        Choice::Stay
    }
}
