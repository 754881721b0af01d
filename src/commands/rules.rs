//! `kono rules`: the rules of a variant in plain words, with its starting diagram.

use anyhow::Result;

use super::write_out;
use crate::rules::{self, Color, Position, Variant};

/// `kono rules`: the rules of `variant` in plain words, with the starting diagram.
pub fn print_rules(variant: Variant) -> Result<()> {
    let start = Position::start(variant, Color::Black);
    let text = format!(
        "{}\n\nThe starting position (B = Black, W = White):\n\n{}",
        rules::rules_text(variant),
        rules::diagram(&start)
    );
    write_out(&text)
}
