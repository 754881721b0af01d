//! The start screen's words: each entry and setting with the one line
//! that says what it means, the saved games' players, the questions and
//! notes of the saved-games list.

use std::path::Path;

use crate::ai::Level;
use crate::i18n::tr;
use crate::rules::record::Players;
use crate::rules::{Color, MoveNumber, TimeControl, Variant};
use crate::t;
use crate::tui::start::{Choices, Item, Setting, SideChoice, Start, menu};

use super::{game, level_name, level_words, pad, side};

/// The line at the top of the start screen.
pub fn tagline() -> String {
    t!("start-tagline")
}

/// The words of an entry of the menu.
pub fn entry_label(item: Item, start: &Start) -> String {
    let library = &start.library;
    match item {
        Item::Learn => {
            let (done, all) = library.lessons;
            t!("start-learn", done = done, all = all)
        }
        Item::Computer => t!("start-computer"),
        Item::TwoPlayers => t!("start-two-players"),
        Item::Host => t!("start-host"),
        Item::Join => t!("start-join"),
        Item::Resume => library.unfinished.as_ref().map_or_else(String::new, |g| {
            // The panel's move number: the record's, of the move to play.
            let number = MoveNumber::of_ply(g.moves).number;
            t!("start-resume", game = game(g.variant), number = number)
        }),
        Item::Open => t!("start-open", count = library.games.len()),
        Item::Puzzles => t!("start-puzzles"),
        Item::Rules => t!("start-rules", game = game(start.choices.variant)),
        Item::Quit if start.served => t!("start-lobby"),
        Item::Quit => t!("start-quit"),
    }
}

/// The join page's lines before the line typed.
pub fn join_about() -> [String; 2] {
    [t!("start-join-about"), t!("start-join-type")]
}

/// What an entry means, in one line.
pub fn entry_about(item: Item, start: &Start) -> String {
    match item {
        Item::Learn => t!("start-learn-about"),
        Item::Computer => {
            let c = menu::against_computer(start.choices);
            let level = level_words(Level::new(c.level).unwrap_or(Level::MIN), c.variant);
            match menu::you(&c) {
                Some(color) => t!("start-computer-about", side = side(color), level = level),
                None => t!("start-computer-about-watch", level = level),
            }
        }
        Item::TwoPlayers => t!("start-two-players-about"),
        Item::Host => t!("start-host-about"),
        Item::Join => t!("start-join-entry-about"),
        Item::Resume => t!("start-resume-about"),
        Item::Open => t!("start-open-about"),
        Item::Puzzles if !crate::ai::table::solved(start.choices.variant) => t!(
            "start-puzzles-about-unsolved",
            game = game(start.choices.variant)
        ),
        Item::Puzzles if crate::store::built_on_request(start.choices.variant) => {
            t!("start-puzzles-about-built")
        }
        Item::Puzzles => t!("start-puzzles-about"),
        Item::Rules => t!("start-rules-about"),
        Item::Quit if start.served => t!("start-lobby-about"),
        Item::Quit => t!("start-quit-about"),
    }
}

/// The name of a setting.
pub fn setting_label(setting: Setting, variant: Variant) -> String {
    match setting {
        Setting::Variant => t!("start-setting-game"),
        Setting::You => t!("start-setting-you"),
        Setting::Level => t!("start-setting-level"),
        Setting::First => t!("start-setting-first"),
        Setting::RuleOption if variant.option_about().is_some() => {
            tr(&format!("start-option-{}", variant.name()), &[])
        }
        Setting::RuleOption => t!("start-setting-option"),
        Setting::Clock => t!("start-setting-clock"),
        Setting::Aids => t!("start-setting-aids"),
    }
}

/// A setting's value now.
pub fn setting_value(setting: Setting, choices: &Choices) -> String {
    match setting {
        Setting::Variant => game(choices.variant),
        Setting::You => match menu::you(choices) {
            Some(color) => side(color),
            None => t!("start-you-watch"),
        },
        Setting::Level => {
            let level = Level::new(choices.level).unwrap_or(Level::MIN);
            t!(
                "start-level-value",
                number = level.number(),
                name = level_name(level, choices.variant)
            )
        }
        Setting::First => match choices.first {
            SideChoice::Random => t!("start-first-lot"),
            SideChoice::Black => side(Color::Black),
            SideChoice::White => side(Color::White),
        },
        Setting::RuleOption if choices.option => t!("start-on"),
        Setting::RuleOption => t!("start-off"),
        Setting::Clock => match choices.clock {
            None => t!("start-clock-none"),
            Some(TimeControl::PerMove(each)) => t!("start-clock-per-move", secs = each.as_secs()),
            Some(clock) => clock.to_string(),
        },
        Setting::Aids if choices.aids => t!("start-aids-allowed"),
        Setting::Aids => t!("start-off"),
    }
}

/// What a setting's value means, in one line.
pub fn setting_about(setting: Setting, choices: &Choices) -> String {
    let name = choices.variant.name();
    match setting {
        Setting::Variant => tr(&format!("start-game-about-{name}"), &[]),
        Setting::You => match menu::you(choices) {
            Some(Color::Black) => t!("start-you-black-about"),
            Some(Color::White) => t!("start-you-white-about"),
            None => t!("start-you-watch-about"),
        },
        Setting::Level => level_about(choices.level, choices.variant),
        Setting::First => match choices.first {
            SideChoice::Random => t!("start-first-lot-about"),
            SideChoice::Black => t!("start-first-about", side = side(Color::Black)),
            SideChoice::White => t!("start-first-about", side = side(Color::White)),
        },
        Setting::RuleOption => match choices.variant.option_about() {
            Some(_) if choices.option => tr(&format!("start-option-{name}-on"), &[]),
            Some(_) => tr(&format!("start-option-{name}-off"), &[]),
            None => t!("start-no-option"),
        },
        Setting::Clock => match choices.clock {
            None => t!("start-clock-none-about"),
            Some(TimeControl::PerMove(each)) => {
                t!("start-clock-per-move-about", secs = each.as_secs())
            }
            Some(_) => t!("start-clock-about"),
        },
        Setting::Aids if choices.aids => t!("start-aids-allowed-about"),
        Setting::Aids => t!("start-aids-off-about"),
    }
}

/// The catalogue's ids that [`setting_label`] and [`setting_about`] make
/// from a game's name: each game's line, and its rule option's name and
/// lines where it has one (the tests check that each exists).
pub fn computed_ids() -> Vec<String> {
    let mut ids = Vec::new();
    for variant in Variant::ALL {
        let name = variant.name();
        ids.push(format!("start-game-about-{name}"));
        if variant.option_about().is_some() {
            for end in ["", "-on", "-off"] {
                ids.push(format!("start-option-{name}{end}"));
            }
        }
    }
    ids
}

/// How the computer plays at `level` in `variant`, in one line.
pub fn level_about(level: u8, variant: Variant) -> String {
    match level {
        1 => t!("start-level-1-about"),
        2 => t!("start-level-2-about"),
        3 => t!("start-level-3-about"),
        4 => t!("start-level-4-about"),
        _ if !crate::ai::table::solved(variant) => t!("start-level-5-unsolved-about"),
        _ if crate::ai::table::partial(variant) => t!("start-level-5-partial-about"),
        _ => t!("start-level-5-about"),
    }
}

/// Who played a saved game, for the list: `you · level 3`, `puzzle`,
/// `network: ann · bo`.
pub fn players_text(players: &Players) -> String {
    let side = |tag: &str| {
        let tag = tag.trim();
        match tag.strip_prefix("kono level ") {
            Some(level) => t!("start-player-level", level = level),
            None if tag.is_empty() || tag == "?" => t!("start-player-person"),
            None => tag.to_string(),
        }
    };
    if players.puzzle {
        t!("start-player-puzzle")
    } else if players.network.is_some() {
        t!(
            "start-player-network",
            black = side(&players.black),
            white = side(&players.white)
        )
    } else {
        t!(
            "start-player-pair",
            black = side(&players.black),
            white = side(&players.white)
        )
    }
}

/// The saved-games list's heading.
pub fn saved_heading() -> String {
    t!("start-saved-heading")
}

/// The widths of the saved games' columns: when, game, moves, result.
pub const SAVED_WIDTHS: [usize; 4] = [16, 12, 5, 10];

/// One row of the saved games' list, each column padded to its width by
/// display width: when, game, moves (right-aligned), result, players.
pub fn saved_row(cells: [&str; 5]) -> String {
    let [when, game, moves, result, players] = cells;
    let [w0, w1, w2, w3] = SAVED_WIDTHS;
    let moves = format!(
        "{}{moves}",
        " ".repeat(w2.saturating_sub(crate::i18n::width(moves)))
    );
    format!(
        "{}  {} {}  {}  {players}",
        pad(&crate::i18n::shortened(when, w0), w0),
        pad(&crate::i18n::shortened(game, w1), w1),
        moves,
        pad(&crate::i18n::shortened(result, w3), w3),
    )
}

/// The column heads over the saved games.
pub fn saved_columns() -> String {
    saved_row([
        &t!("start-column-when"),
        &t!("start-column-game"),
        &t!("start-column-moves"),
        &t!("start-column-result"),
        &t!("start-column-players"),
    ])
}

/// A saved game's state for the list: unfinished, who won, drawn.
pub fn saved_state(outcome: Option<crate::rules::record::Finished>) -> String {
    match outcome.map(|o| o.winner()) {
        None => t!("start-state-unfinished"),
        Some(Some(winner)) => t!("start-state-won", side = side(winner)),
        Some(None) => t!("start-state-drawn"),
    }
}

/// The question before a saved game is deleted.
pub fn delete_question(path: &Path) -> String {
    let name = path
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().to_string());
    t!("start-delete-question", name = name)
}

/// How deleting went.
pub fn deleted_text(result: &Result<std::path::PathBuf, crate::tui::why::Why>) -> String {
    match result {
        Ok(path) => t!(
            "start-deleted",
            name = path
                .file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().to_string())
        ),
        Err(why) => t!("start-not-deleted", why = why.words()),
    }
}

/// A saved game that could not be read, for the menu.
pub fn unreadable_text(why: &str) -> String {
    t!("start-not-read", why = why)
}
