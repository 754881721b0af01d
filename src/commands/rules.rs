//! `kono rules`: the rules of a variant in plain words, with its starting diagram.

use anyhow::Result;

use super::write_out;
use crate::rules::Variant;
use crate::tui::words::books;

/// `kono rules`: the complete rule book of `variant`, with the starting
/// diagram and the notation.
pub fn print_rules(variant: Variant) -> Result<()> {
    write_out(&format!("{}\n", books::rule_book(variant)))
}
