//! The rule books of the six games in the language in use: what `kono
//! rules`, the start screen's rules page and the help overlay show. The
//! words are the catalogue's (`books.ftl`); the diagram and the notation of
//! the starting position are data and stay as `rules` gives them. Each
//! game's book speaks of its own game only; the command-line options are
//! added only where the command line prints the book.

use crate::rules::{Color, Position, Variant, diagram};
use crate::t;

/// The part `part` (`rules`, `moves`, `positions`, `options`) of the book
/// of `variant`: the catalogue's `book-<game>-<part>`.
pub fn part(variant: Variant, part: &str) -> String {
    crate::i18n::tr(&format!("book-{}-{part}", variant.name()), &[])
}

/// The parts every game's book has in the catalogue, for its test.
pub const PARTS: [&str; 4] = ["rules", "moves", "positions", "options"];

/// The rules of `variant` in plain words, as the game shows them (no
/// diagram, no notation, no command-line options).
pub fn rules_text(variant: Variant) -> String {
    part(variant, "rules")
}

/// The notation of points, moves and positions of `variant`, ending with
/// its starting position.
pub fn notation(variant: Variant) -> String {
    let start = Position::start(variant, Color::Black);
    format!(
        "{}\n\n{}\n\n{}\n\n  {start}",
        t!("book-points"),
        part(variant, "moves"),
        part(variant, "positions"),
    )
}

/// The command-line options of `variant`, for `kono rules` only.
fn options(variant: Variant) -> String {
    part(variant, "options")
}

/// The rule book of `variant` as the terminal game shows it: the rules,
/// the starting diagram and the notation.
pub fn game_book(variant: Variant) -> String {
    book(variant, None)
}

/// The whole rule book of `variant`, as `kono rules` prints it: the rules,
/// the command-line options, the starting diagram and the notation.
pub fn rule_book(variant: Variant) -> String {
    book(variant, Some(options(variant)))
}

/// The rules, the options if any, the starting diagram and the notation.
fn book(variant: Variant, options: Option<String>) -> String {
    let options = options.map(|o| format!("\n\n{o}")).unwrap_or_default();
    let start = Position::start(variant, Color::Black);
    format!(
        "{}{options}\n\n{}\n\n{}\n{}",
        rules_text(variant),
        t!("book-start"),
        diagram(&start),
        notation(variant)
    )
}
