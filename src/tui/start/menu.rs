//! THE list of the start screen's entries ([`ENTRIES`]): what each offers,
//! which settings show under it while it is highlighted, and what Enter
//! on it (or on one of its settings) does. Adding an entry (lessons, a
//! network game) is one [`Entry`] in the list, an [`Item`] to name it, its
//! words in `words::start`, and the [`Effect`] it asks of the event loop.

use crate::rules::{Color, TimeControl, Variant};
use crate::tui::action::Effect;

use super::{Choices, Page, Seat, SideChoice, Start};

/// Which entry of the menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Item {
    /// The lessons of the variant chosen, where they were left.
    Learn,
    /// A game against the computer.
    Computer,
    /// Two people at one keyboard.
    TwoPlayers,
    /// Host a game for a friend on another machine.
    Host,
    /// Join a friend's game on another machine.
    Join,
    /// The unfinished game played last.
    Resume,
    /// The list of saved games.
    Open,
    /// A puzzle of the variant chosen, as `kono puzzle` opens one.
    Puzzles,
    /// The rules of the variant chosen.
    Rules,
    /// Leave.
    Quit,
}

/// A value set with ←/→ under an entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Setting {
    /// Five-field or four-field.
    Variant,
    /// Which side the player takes against the computer.
    You,
    /// The computer's level.
    Level,
    /// Who moves first.
    First,
    /// The variant's rule option: strict goal or forced capture.
    RuleOption,
    /// The clock: none, or a time control.
    Clock,
    /// A hosted game: hints and the coach allowed, or for neither side.
    Aids,
}

impl Setting {
    /// Whether the setting is offered for `variant`: a rule option only
    /// for a game that has one.
    pub const fn offered_for(self, variant: Variant) -> bool {
        !matches!(self, Setting::RuleOption) || variant.option_about().is_some()
    }
}

/// Who moves first in `variant` when the player has not chosen: the side
/// its rule book names, or a draw by lot where it names none.
pub const fn first_by_rules(variant: Variant) -> SideChoice {
    match variant.default_first() {
        None => SideChoice::Random,
        Some(Color::Black) => SideChoice::Black,
        Some(Color::White) => SideChoice::White,
    }
}

/// What Enter on an entry does.
#[derive(Clone, Debug, PartialEq)]
pub enum Go {
    /// Ask the event loop for this.
    Do(Effect),
    /// Show this page of the start screen.
    Show(Page),
    /// Nothing (an entry with nothing to start).
    Nothing,
}

/// One entry of the menu.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// Which it is.
    pub item: Item,
    /// The settings shown under it while it is highlighted.
    pub settings: &'static [Setting],
    /// Whether it is offered on this start screen (with these games on
    /// disk, on a terminal of one's own or a server's).
    pub offered: fn(&Start) -> bool,
    /// What Enter on it does.
    pub go: fn(&Start) -> Go,
}

/// THE entries of the start screen, top to bottom. A first run highlights
/// the first one.
pub const ENTRIES: &[Entry] = &[
    Entry {
        item: Item::Learn,
        settings: &[Setting::Variant],
        offered: always,
        go: |start| Go::Do(Effect::Lesson(start.choices.variant)),
    },
    Entry {
        item: Item::Computer,
        settings: &[
            Setting::Variant,
            Setting::You,
            Setting::Level,
            Setting::First,
            Setting::RuleOption,
            Setting::Clock,
        ],
        offered: always,
        go: |start| Go::Do(Effect::NewGame(against_computer(start.choices))),
    },
    Entry {
        item: Item::TwoPlayers,
        settings: &[
            Setting::Variant,
            Setting::First,
            Setting::RuleOption,
            Setting::Clock,
        ],
        offered: always,
        go: |start| {
            Go::Do(Effect::NewGame(Choices {
                computer: Seat::None,
                ..start.choices
            }))
        },
    },
    Entry {
        item: Item::Host,
        settings: &[
            Setting::Variant,
            Setting::First,
            Setting::RuleOption,
            Setting::Clock,
            Setting::Aids,
        ],
        offered: own_terminal,
        go: |start| Go::Do(Effect::Host(start.choices)),
    },
    Entry {
        item: Item::Join,
        settings: &[],
        offered: own_terminal,
        go: |_| Go::Show(Page::Join),
    },
    Entry {
        item: Item::Resume,
        settings: &[],
        offered: |start| start.library.unfinished.is_some(),
        go: |start| {
            start
                .library
                .unfinished
                .as_ref()
                .map_or(Go::Nothing, |g| Go::Do(Effect::Open(g.path.clone())))
        },
    },
    Entry {
        item: Item::Open,
        settings: &[],
        offered: |start| !start.library.games.is_empty(),
        go: |_| Go::Show(Page::Saved(0)),
    },
    Entry {
        item: Item::Puzzles,
        settings: &[Setting::Variant],
        offered: always,
        // Puzzles come from a solved game: a game without one has none
        // (what the entry says of it).
        go: |start| match start.choices.variant {
            v if crate::ai::table::solved(v) => Go::Do(Effect::Puzzle(v)),
            _ => Go::Nothing,
        },
    },
    Entry {
        item: Item::Rules,
        settings: &[],
        offered: always,
        go: |_| Go::Show(Page::Rules(0)),
    },
    Entry {
        item: Item::Quit,
        settings: &[],
        offered: always,
        go: |_| Go::Do(Effect::Quit),
    },
];

/// The last entry that starts a game: the menu leaves a blank line after
/// it (or after the last one offered before it).
const GAMES_END: Item = Item::Join;

/// Whether `item` is one of the ways to play (the entries down to
/// `GAMES_END`).
pub fn plays(item: Item) -> bool {
    let at = |item| ENTRIES.iter().position(|e| e.item == item);
    at(item) <= at(GAMES_END)
}

fn always(_: &Start) -> bool {
    true
}

/// A network game of one's own is offered on a terminal of one's own,
/// not in a session of a server (its lobby is the network).
fn own_terminal(start: &Start) -> bool {
    !start.served
}

/// The entry named `item`.
pub fn entry(item: Item) -> Option<&'static Entry> {
    ENTRIES.iter().find(|e| e.item == item)
}

/// `choices` for a game against the computer: it plays White when the
/// choices name no computer side (the last game was two people's).
pub const fn against_computer(choices: Choices) -> Choices {
    match choices.computer {
        Seat::None => Choices {
            computer: Seat::White,
            ..choices
        },
        _ => choices,
    }
}

/// The side the player takes in `choices` against the computer; `None`:
/// the computer plays both and the player watches.
pub const fn you(choices: &Choices) -> Option<Color> {
    match choices.computer {
        Seat::Both => None,
        Seat::Black => Some(Color::White),
        Seat::White | Seat::None => Some(Color::Black),
    }
}

/// Steps `setting` of `choices` one value forwards or back; the values
/// stop at their ends (level 1 never wraps round to 5).
pub fn step(choices: &mut Choices, setting: Setting, forward: bool) {
    // The value `at` of `n` moved one step, kept within 0..n.
    let moved = |at: usize, n: usize| {
        if forward {
            (at + 1).min(n - 1)
        } else {
            at.saturating_sub(1)
        }
    };
    match setting {
        Setting::Variant => {
            let order = Variant::ALL;
            let at = order
                .iter()
                .position(|v| *v == choices.variant)
                .unwrap_or(0);
            let next = order[moved(at, order.len())];
            // The first mover follows the rule book until the player picks one.
            if choices.first == first_by_rules(choices.variant) {
                choices.first = first_by_rules(next);
            }
            choices.variant = next;
        }
        Setting::You => {
            // The player Black, White, or watching: the computer the other.
            let order = [Seat::White, Seat::Black, Seat::Both];
            let at = order
                .iter()
                .position(|s| *s == against_computer(*choices).computer)
                .unwrap_or(0);
            choices.computer = order[moved(at, order.len())];
        }
        Setting::Level => {
            let at = usize::from(choices.level.clamp(1, 5) - 1);
            choices.level = u8::try_from(moved(at, 5) + 1).unwrap_or(1);
        }
        Setting::First => {
            let order = [SideChoice::Random, SideChoice::Black, SideChoice::White];
            let at = order.iter().position(|f| *f == choices.first).unwrap_or(0);
            choices.first = order[moved(at, order.len())];
        }
        Setting::RuleOption => choices.option = moved(usize::from(choices.option), 2) == 1,
        Setting::Clock => {
            let order: Vec<Option<TimeControl>> = std::iter::once(None)
                .chain(TimeControl::PRESETS.map(Some))
                .collect();
            let at = order.iter().position(|c| *c == choices.clock).unwrap_or(0);
            choices.clock = order[moved(at, order.len())];
        }
        Setting::Aids => choices.aids = moved(usize::from(choices.aids), 2) == 1,
    }
}
