//! The start screen's words: each entry and setting with the one line
//! that says what it means, the saved games' players, the questions and
//! notes of the saved-games list.

use std::path::Path;

use crate::ai::Level;
use crate::rules::record::Players;
use crate::rules::{TimeControl, Variant};
use crate::tui::start::{Choices, First, Item, Setting, Start, You, menu};

use super::counted;

/// The line at the top of the start screen.
pub const TAGLINE: &str = "Two Korean board games for one or two players.";

/// The words of an entry of the menu.
pub fn entry_label(item: Item, start: &Start) -> String {
    let library = &start.library;
    match item {
        Item::Learn => {
            let (done, all) = library.lessons;
            format!("Learn to play (lessons {done}/{all} done)")
        }
        Item::Computer => "Play the computer".to_string(),
        Item::TwoPlayers => "Two players at this keyboard".to_string(),
        Item::Host => "Play a friend over the network: host".to_string(),
        Item::Join => "Play a friend over the network: join".to_string(),
        Item::Resume => library.unfinished.as_ref().map_or_else(String::new, |g| {
            format!("Resume {}, {}", g.variant.title(), counted(g.moves, "move"))
        }),
        Item::Open => format!("Open a saved game ({})", library.games.len()),
        Item::Puzzles => "Puzzles: win against perfect defence".to_string(),
        Item::Rules => format!("Rules of {}", start.choices.variant.title()),
        Item::Quit => "Quit".to_string(),
    }
}

/// The join page's lines before the line typed.
pub const JOIN_ABOUT: [&str; 2] = [
    "Your friend hosts with `kono host` (or this menu) and tells you an address and a join code.",
    "Type the address (with :PORT if not 7345), a space, and the code.",
];

/// What an entry means, in one line.
pub fn entry_about(item: Item, start: &Start) -> String {
    match item {
        Item::Learn => {
            "New to kono? Short lessons on the real board; Enter goes on where you stopped."
                .to_string()
        }
        Item::Computer => {
            let c = menu::against_computer(start.choices);
            let level = Level::new(c.level).unwrap_or(Level::MIN);
            match menu::you(&c) {
                You::Black => format!("Enter starts: you play Black against level {level}."),
                You::White => format!("Enter starts: you play White against level {level}."),
                You::Neither => format!("Enter starts: level {level} plays itself."),
            }
        }
        Item::TwoPlayers => {
            "Enter starts a game for two, taking turns at one keyboard.".to_string()
        }
        Item::Host => {
            "Enter waits for a friend: the screen shows the address and code to give.".to_string()
        }
        Item::Join => "Enter asks for the address and code your friend's screen shows.".to_string(),
        Item::Resume => "Go on with the game you left: every game is saved as it goes.".to_string(),
        Item::Open => "Every game is saved as it is played: open or delete one.".to_string(),
        Item::Puzzles => if crate::store::built_on_request(start.choices.variant) {
            "Enter sets up a won position from the solved game (built once)."
        } else {
            "Enter sets up a won position from the solved game: win it."
        }
        .to_string(),
        Item::Rules => "How to play, on one page (choose the game above).".to_string(),
        Item::Quit => "Leave kono; the games stay saved.".to_string(),
    }
}

/// The name of a setting.
pub const fn setting_label(setting: Setting, variant: Variant) -> &'static str {
    match (setting, variant.option_about()) {
        (Setting::Variant, _) => "Game",
        (Setting::You, _) => "You play",
        (Setting::Level, _) => "Level",
        (Setting::First, _) => "First move",
        (Setting::RuleOption, Some(option)) => option.label,
        (Setting::RuleOption, None) => "Rule option",
        (Setting::Clock, _) => "Clock",
        (Setting::Aids, _) => "Hints, coach",
    }
}

/// A setting's value now.
pub fn setting_value(setting: Setting, choices: &Choices) -> String {
    match setting {
        Setting::Variant => choices.variant.title().to_string(),
        Setting::You => match menu::you(choices) {
            You::Black => "Black",
            You::White => "White",
            You::Neither => "neither: watch",
        }
        .to_string(),
        Setting::Level => {
            let level = Level::new(choices.level).unwrap_or(Level::MIN);
            format!("{} {}", level.number(), level.name())
        }
        Setting::First => match choices.first {
            First::Random => "drawn by lot",
            First::Black => "Black",
            First::White => "White",
        }
        .to_string(),
        Setting::RuleOption => if choices.option { "on" } else { "off" }.to_string(),
        Setting::Clock => choices
            .clock
            .map_or_else(|| "none".to_string(), |c| c.to_string()),
        Setting::Aids => if choices.aids { "allowed" } else { "off" }.to_string(),
    }
}

/// What a setting's value means, in one line.
pub fn setting_about(setting: Setting, choices: &Choices) -> &'static str {
    match setting {
        Setting::Variant => choices.variant.description(),
        Setting::You => match menu::you(choices) {
            You::Black => "Black starts at the bottom of the board.",
            You::White => "White starts at the top; the computer plays Black.",
            You::Neither => "The computer plays both sides while you watch.",
        },
        Setting::Level => level_about(choices.level),
        Setting::First => match choices.first {
            First::Random => "Who moves first is drawn by lot for each game.",
            First::Black => "Black always moves first.",
            First::White => "White always moves first.",
        },
        Setting::RuleOption => match choices.variant.option_about() {
            Some(option) if choices.option => option.on,
            Some(option) => option.off,
            None => "This game has no rule option.",
        },
        Setting::Clock => match choices.clock {
            None => "No clock: take all the time you like.",
            Some(TimeControl::PerMove(_)) => "Each move within 30 seconds, or it is lost.",
            Some(_) => "Minutes each + seconds added a move; time out loses.",
        },
        Setting::Aids if choices.aids => "Either side may use them; the other is told.",
        Setting::Aids => "Off for both sides: a game of your own judgement.",
    }
}

/// How the computer plays at `level`, in one line.
pub const fn level_about(level: u8) -> &'static str {
    match level {
        1 => "Beginner: mostly random, but never misses a win in one move.",
        2 => "Casual: looks a few moves ahead and slips now and then.",
        3 => "Club: a real search; beatable with care.",
        4 => "Strong: a deep search; hard to beat.",
        _ => "Perfect: plays from the solved game, once built; never lets a win slip.",
    }
}

/// Who played a saved game, for the list: `you · level 3`, `puzzle`,
/// `network: ann · bo`.
pub fn players_text(players: &Players) -> String {
    let side = |tag: &str| {
        let tag = tag.trim();
        match tag.strip_prefix("kono level ") {
            Some(level) => format!("level {level}"),
            None if tag.is_empty() || tag == "?" => "person".to_string(),
            None => tag.to_string(),
        }
    };
    let pair = format!("{} v {}", side(&players.black), side(&players.white));
    if players.puzzle {
        "puzzle".to_string()
    } else if players.network {
        format!("network: {pair}")
    } else {
        pair
    }
}

/// The saved-games list's heading.
pub const SAVED_HEADING: &str = "Newest first. Enter opens a game at its last position.";

/// The column heads over the saved games.
pub const SAVED_COLUMNS: &str = "When              Game        Moves  Result      Black v White";

/// The question before a saved game is deleted.
pub fn delete_question(path: &Path) -> String {
    let name = path
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().to_string());
    format!("Delete {name} for good?")
}

/// How deleting went.
pub fn deleted_text(result: &Result<std::path::PathBuf, String>) -> String {
    match result {
        Ok(path) => format!(
            "deleted {}",
            path.file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().to_string())
        ),
        Err(why) => format!("not deleted: {why}"),
    }
}
