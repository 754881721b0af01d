//! `kono replay FILE [--to N]`: the board of a saved game at a chosen move.

use std::path::Path;

use anyhow::{Result, bail};

use super::write_out;
use crate::rules;
use crate::store;

/// `kono replay FILE [--to N]`: the board after move `to` (a count of moves
/// by either side) or at the end, with the side to move or the result.
pub fn replay(path: &Path, to: Option<usize>) -> Result<()> {
    let (game, _) = store::load(path)?;
    let total = game.ply_count();
    let plies = to.unwrap_or(total);
    if plies > total {
        bail!(
            "--to {plies} is past the end: the game in {} has {total} moves",
            store::shown_path(path)
        );
    }
    let pos = game.position_after(plies);
    let mut out = format!("{} after {plies} of {total} plies", pos.variant().title());
    if let Some(mv) = plies.checked_sub(1).and_then(|i| game.moves().nth(i)) {
        out.push_str(&format!(" (last: {mv})"));
    }
    out.push_str(":\n\n");
    out.push_str(&rules::diagram(pos));
    out.push('\n');
    match game.outcome() {
        Some(outcome) if plies == total => out.push_str(&format!("{outcome}.\n")),
        _ => out.push_str(&format!("{} to move.\n", pos.to_move())),
    }
    write_out(&out)
}
