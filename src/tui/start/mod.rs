//! The start screen of plain `kono`: home. Its entries ([`menu::ENTRIES`]):
//! play the computer, two players at this keyboard, resume the unfinished
//! game, open a saved game, puzzles, the rules, quit; under the highlighted entry
//! the settings it uses (variant, side, level, first move, rule option),
//! changed with ←/→ only. Enter starts what the highlighted entry offers.
//! Pure state changed by [`Action`]s, like the App: `update` returns the
//! [`Effects`] for the event loop. What it finds on disk and remembers
//! between runs is in `library`.

mod library;
pub mod menu;

pub use super::choices::{Choices, Seat, SideChoice};
pub use library::{
    Library, Summary, choices_of, recall, recall_with, remember, remembers_nothing, settings_of,
};
pub use menu::{ENTRIES, Entry, Go, Item, Setting, first_by_rules};

use crate::tui::why::Why;
use std::path::PathBuf;

use super::action::{Action, Dir, Effect, Effects};
use super::keymap::Mode;
use super::text::reflow;

/// A row of the menu: an entry, or one of its settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Row {
    /// The entry.
    pub item: Item,
    /// The setting, on a setting's row.
    pub setting: Option<Setting>,
}

impl Row {
    /// The row of an entry itself.
    pub const fn entry(item: Item) -> Row {
        Row {
            item,
            setting: None,
        }
    }

    /// The setting ←→ change on this row: its own, or on an entry's row
    /// the entry's first (the game), so that the key bar offers them there.
    pub fn stepped(self) -> Option<Setting> {
        (self.setting).or_else(|| menu::entry(self.item)?.settings.first().copied())
    }
}

/// Which page of the start screen is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    /// The menu.
    Menu,
    /// The saved games, newest first, this one under the cursor.
    Saved(usize),
    /// The saved games, asking whether to delete this one.
    Delete(usize),
    /// The rules of the variant chosen, scrolled this many lines.
    Rules(u16),
    /// The line editor for a friend's address and join code.
    Join,
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
    /// The terminal's size as last told (columns, rows).
    pub size: (u16, u16),
    /// How the last deletion of a saved game went: the file, or why not.
    pub deleted: Option<Result<PathBuf, Why>>,
    /// What is typed on the join page: the host's address and the code.
    pub join: tui_input::Input,
    /// Why the last network game could not begin.
    pub notice: Option<Why>,
    /// Whether this is a session of `kono serve` (no network game of its
    /// own: the server's lobby is the network).
    pub served: bool,
}

/// Columns the rules page takes off the screen's width: the box's
/// borders and padding.
const RULES_MARGIN: u16 = 4;
/// The widest the start screen's box gets.
pub const WIDTH: u16 = 76;

impl Start {
    /// The start screen with the choices remembered and the games found:
    /// the unfinished game highlighted if there is one, else the kind of
    /// game played last.
    pub fn new(choices: Choices, library: Library) -> Start {
        let item = if library.unfinished.is_some() {
            Item::Resume
        } else if choices.computer != Seat::None {
            Item::Computer
        } else {
            Item::TwoPlayers
        };
        Start {
            choices,
            library,
            row: Row::entry(item),
            page: Page::Menu,
            size: (80, 24),
            deleted: None,
            join: tui_input::Input::default(),
            notice: None,
            served: false,
        }
    }

    /// For a first run (nothing remembered): the first entry highlighted,
    /// unless there is a game to resume.
    #[must_use]
    pub fn first_run(mut self) -> Start {
        if self.library.unfinished.is_none()
            && let Some(first) = ENTRIES.iter().find(|e| (e.offered)(&self))
        {
            self.row = Row::entry(first.item);
        }
        self
    }

    /// The menu's rows now: each entry offered, and under the highlighted
    /// one its settings.
    pub fn rows(&self) -> Vec<Row> {
        let mut rows = Vec::new();
        for entry in ENTRIES.iter().filter(|e| (e.offered)(self)) {
            rows.push(Row::entry(entry.item));
            if entry.item == self.row.item {
                let variant = self.choices.variant;
                let offered = entry.settings.iter().filter(|s| s.offered_for(variant));
                rows.extend(offered.map(|s| Row {
                    item: entry.item,
                    setting: Some(*s),
                }));
            }
        }
        rows
    }

    /// Which group of key bindings applies: the rules page reads like
    /// the help, a question takes y or n.
    pub const fn mode(&self) -> Mode {
        match self.page {
            Page::Rules(_) => Mode::Help,
            Page::Delete(_) => Mode::Question,
            Page::Join => Mode::Join,
            Page::Menu | Page::Saved(_) => Mode::Start,
        }
    }

    /// The rules page's lines, wrapped once to the screen's width.
    pub fn rules_lines(&self) -> Vec<String> {
        let width = self.size.0.min(WIDTH).saturating_sub(RULES_MARGIN);
        reflow(
            &super::words::books::game_book(self.choices.variant),
            usize::from(width.max(20)),
        )
    }

    /// The furthest the rules page scrolls.
    fn rules_end(&self) -> u16 {
        let total = u16::try_from(self.rules_lines().len()).unwrap_or(u16::MAX);
        // The box's borders and the key bar.
        total.saturating_sub(self.size.1.saturating_sub(3))
    }

    /// Whether `action` does something now: the key bar shows only these.
    pub fn offers(&self, action: &Action) -> bool {
        match (self.page, action) {
            (Page::Menu, Action::Cursor(Dir::Left | Dir::Right)) => self.row.stepped().is_some(),
            (Page::Menu, Action::Cancel | Action::Delete) => false,
            (Page::Saved(_), Action::Cursor(Dir::Left | Dir::Right) | Action::Help) => false,
            (Page::Rules(at), Action::Cursor(Dir::Up) | Action::Page(Dir::Up)) => at > 0,
            (Page::Rules(at), Action::Cursor(Dir::Down) | Action::Page(Dir::Down)) => {
                at < self.rules_end()
            }
            _ => true,
        }
    }

    /// Applies one action; the effects say what the event loop is to do.
    pub fn update(&mut self, action: Action) -> Effects {
        match action {
            Action::ForceQuit => return vec![Effect::Quit],
            Action::Suspend => return vec![Effect::Suspend],
            Action::Resize(columns, rows) => {
                self.size = (columns, rows);
                if let Page::Rules(at) = self.page {
                    self.page = Page::Rules(at.min(self.rules_end()));
                }
                return Effects::new();
            }
            Action::Unreadable(why) => {
                self.library.unreadable.push(why.words());
                return Effects::new();
            }
            Action::Deleted(result) => {
                self.forget(result);
                return Effects::new();
            }
            Action::NetFailed(why) => {
                // The next try is typed afresh, not appended to this one.
                self.join.reset();
                self.notice = Some(why);
                return Effects::new();
            }
            _ => {}
        }
        self.deleted = None;
        match self.page {
            Page::Menu => self.on_menu(&action),
            Page::Saved(at) => self.on_saved(at, &action),
            Page::Delete(at) => self.on_delete(at, &action),
            Page::Join => self.on_join(action),
            Page::Rules(scroll) => {
                let end = self.rules_end();
                let page = self.size.1.saturating_sub(4).max(1);
                self.page = match action {
                    Action::Cursor(Dir::Up) => Page::Rules(scroll.saturating_sub(1)),
                    Action::Cursor(Dir::Down) => Page::Rules(scroll.saturating_add(1).min(end)),
                    Action::Page(Dir::Up) => Page::Rules(scroll.saturating_sub(page)),
                    Action::Page(Dir::Down) => Page::Rules(scroll.saturating_add(page).min(end)),
                    Action::Far(Dir::Up) => Page::Rules(0),
                    Action::Far(Dir::Down) => Page::Rules(end),
                    Action::Cancel | Action::Quit | Action::Activate | Action::Help => Page::Menu,
                    _ => Page::Rules(scroll),
                };
                Effects::new()
            }
        }
    }

    fn on_menu(&mut self, action: &Action) -> Effects {
        let rows = self.rows();
        let at = rows.iter().position(|r| *r == self.row).unwrap_or(0);
        let last = rows.len().saturating_sub(1);
        let to = |i: usize| rows.get(i).copied();
        let moved = match action {
            Action::Cursor(Dir::Up) => to(at.saturating_sub(1)),
            Action::Cursor(Dir::Down) => to((at + 1).min(last)),
            Action::Far(Dir::Up) | Action::Page(Dir::Up) => to(0),
            Action::Far(Dir::Down) | Action::Page(Dir::Down) => to(last),
            Action::Cursor(Dir::Left) | Action::Cursor(Dir::Right) => {
                if let Some(setting) = self.row.stepped() {
                    let forward = *action == Action::Cursor(Dir::Right);
                    menu::step(&mut self.choices, setting, forward);
                }
                None
            }
            Action::Activate => return self.go(),
            Action::Help => {
                self.page = Page::Rules(0);
                None
            }
            Action::Quit => return vec![Effect::Quit],
            _ => None,
        };
        if let Some(row) = moved {
            self.row = row;
        }
        Effects::new()
    }

    /// The join page: the address and the code typed; Enter joins.
    fn on_join(&mut self, action: Action) -> Effects {
        match action {
            Action::Edit(edit) => {
                self.join.handle(edit);
            }
            Action::Activate if !self.join.value().trim().is_empty() => {
                self.page = Page::Menu;
                self.notice = None;
                return vec![Effect::Join(self.join.value().trim().to_string())];
            }
            Action::Cancel => self.page = Page::Menu,
            _ => {}
        }
        Effects::new()
    }

    /// Enter: what the highlighted entry offers.
    fn go(&mut self) -> Effects {
        let Some(entry) = menu::entry(self.row.item) else {
            return Effects::new();
        };
        match (entry.go)(self) {
            Go::Do(effect) => vec![effect],
            Go::Show(page) => {
                self.page = page;
                Effects::new()
            }
            Go::Nothing => Effects::new(),
        }
    }

    fn on_saved(&mut self, at: usize, action: &Action) -> Effects {
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
            Action::Activate => {
                if let Some(game) = self.library.games.get(at) {
                    return vec![Effect::Open(game.path.clone())];
                }
            }
            Action::Delete if at < count => self.page = Page::Delete(at),
            Action::Cancel => self.page = Page::Menu,
            Action::Quit => return vec![Effect::Quit],
            _ => {}
        }
        Effects::new()
    }

    fn on_delete(&mut self, at: usize, action: &Action) -> Effects {
        match action {
            Action::Yes => {
                self.page = Page::Saved(at);
                if let Some(game) = self.library.games.get(at) {
                    return vec![Effect::Delete(game.path.clone())];
                }
            }
            Action::No | Action::Cancel => self.page = Page::Saved(at),
            _ => {}
        }
        Effects::new()
    }

    /// A deletion's outcome: the game leaves the list (and the menu's
    /// resume), or the list says why it stays.
    fn forget(&mut self, result: Result<PathBuf, Why>) {
        if let Ok(path) = &result {
            self.library.games.retain(|g| g.path != *path);
            if self
                .library
                .unfinished
                .as_ref()
                .is_some_and(|g| g.path == *path)
            {
                self.library.unfinished = None;
                if self.row.item == Item::Resume {
                    self.row = Row::entry(Item::Computer);
                }
            }
            let count = self.library.games.len();
            self.page = match self.page {
                _ if count == 0 => {
                    if self.row.item == Item::Open {
                        self.row = Row::entry(Item::Computer);
                    }
                    Page::Menu
                }
                Page::Saved(at) | Page::Delete(at) => Page::Saved(at.min(count - 1)),
                page => page,
            };
        }
        self.deleted = Some(result);
    }
}
