//! `kono replay FILE [--to N] [--annotate]`: the board of a saved game at a
//! chosen move, and with `--annotate` every move's value and mark from the
//! solved game.

use std::path::Path;

use anyhow::{Result, bail};

use super::tables::{self, Tables};
use super::write_out;
use crate::ai::review::{self, Ply};
use crate::ai::table::solve_command;
use crate::i18n::game_name;
use crate::rules::{self, Game, MoveNumber};
use crate::store;
use crate::t;

/// `kono replay FILE [--to N]`: the board after move `to` (a count of moves
/// by either side) or at the end, with the side to move or the result.
pub fn replay(path: &Path, to: Option<usize>, annotate: bool) -> Result<()> {
    let (game, tags) = store::load(path)?;
    if annotate {
        write_out(&annotated(&game, &tags.clocks)?)?;
    }
    let total = game.ply_count();
    let plies = to.unwrap_or(total);
    if plies > total {
        bail!(t!(
            "cmd-replay-past-end",
            to = plies,
            file = store::shown_path(path),
            count = total
        ));
    }
    let pos = game.position_after(plies);
    let mut out = format!("{} after {plies} of {total} moves", pos.variant().title());
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

/// Every move of `game` with its value for the mover and its mark, two
/// moves (Black's and White's turn) to a numbered line; in a timed game,
/// the mover's clock after it (`clocks`, from the record).
fn annotated(game: &Game, clocks: &[Option<std::time::Duration>]) -> Result<String> {
    let variant = game.start().variant();
    let options = *game.options();
    let Some(table) = Tables::new().solved(variant, options)? else {
        bail!(t!(
            "cmd-replay-needs-table",
            game = game_name(variant.name()),
            command = solve_command(variant, &options)
        ));
    };
    let plies = review::review(game, table.as_ref());
    // A damaged block is named, never taken for a game the table misses.
    tables::check(Some(table.as_ref()))?;
    let Some(plies) = plies else {
        bail!(t!("cmd-replay-not-covered"));
    };
    let mut out = format!(
        "{}, {} plies; each move's value for its mover (? threw a win or draw away, ?? a win into a loss):\n",
        variant.title(),
        plies.len()
    );
    for (n, ply) in plies.iter().enumerate() {
        let clock = clocks.get(n).copied().flatten();
        out.push_str(&line(n, ply, clock));
    }
    out.push('\n');
    Ok(out)
}

/// "  3. b1-c2 ?   draw -> loss in 12 (best: e2-d3)", numbered as the
/// record numbers its moves (`3.` and `3...` for the reply), and the
/// mover's `clock` after the move when the game was timed ("[4:55]").
fn line(n: usize, ply: &Ply, clock: Option<std::time::Duration>) -> String {
    let number = MoveNumber::of_ply(n).to_string();
    let mv = match ply.mark {
        Some(mark) => format!("{} {mark}", ply.mv),
        None => ply.mv.to_string(),
    };
    let change = if ply.after == ply.before {
        ply.after.to_string()
    } else {
        format!("{} -> {}", ply.before, ply.after)
    };
    let best = ply
        .best
        .map(|m| format!(" (best: {m})"))
        .unwrap_or_default();
    let clock = clock
        .map(|left| format!(" [{}]", rules::clock_text(left)))
        .unwrap_or_default();
    format!(
        "{number:>5} {:<6} {mv:<10} {change}{best}{clock}\n",
        ply.by.name()
    )
}
