//! `kono replay FILE [--to N] [--annotate]`: the board of a saved game after
//! a move as the record numbers it (a number for each pair of moves), and
//! with `--annotate` every move's value (counted in the winner's own moves)
//! and mark from the solved game. Words from the catalogue (`count.ftl`).

use std::path::Path;

use anyhow::{Result, bail};

use super::tables::{self, Tables};
use super::write_out;
use crate::ai::review::{self, Ply};
use crate::ai::table::solve_command;
use crate::i18n::game_name;
use crate::learn::value_words;
use crate::rules::{self, Game, MoveNumber};
use crate::store;
use crate::t;
use crate::tui::words::{outcome_text, pad, side};

/// `kono replay FILE [--to N]`: the board after the record's move `to`
/// (`3` is the pair numbered `3.`: both sides' moves of it, or the one
/// played when the game stops in it; `0` the start) or at the end, with
/// the side to move or the result.
pub fn replay(path: &Path, to: Option<usize>, annotate: bool) -> Result<()> {
    let (game, tags) = store::load(path)?;
    if annotate {
        write_out(&annotated(&game, &tags.clocks)?)?;
    }
    let total = game.ply_count();
    let moves = MoveNumber::count(total);
    let number = to.unwrap_or(moves);
    if number > moves {
        bail!(t!(
            "cmd-replay-past-end",
            to = number,
            file = store::shown_path(path),
            count = moves
        ));
    }
    let plies = number.saturating_mul(2).min(total);
    write_out(&board_text(&game, number, plies))
}

/// The board after the record's move `number` (`plies` plies), headed by
/// where it stands in the game and its last move, with the side to move or
/// the result under it.
fn board_text(game: &Game, number: usize, plies: usize) -> String {
    let pos = game.position_after(plies);
    let name = game_name(pos.variant().name());
    let count = MoveNumber::count(game.ply_count());
    let mut head = if number == 0 {
        t!("count-replay-start", game = name, count = count)
    } else {
        t!(
            "count-replay-after",
            game = name,
            number = number,
            count = count
        )
    };
    if let Some(i) = plies.checked_sub(1)
        && let Some(mv) = game.moves().nth(i)
    {
        let last = format!("{} {mv}", MoveNumber::of_ply(i));
        head = t!("count-replay-last", text = head, move = last);
    }
    let foot = match game.outcome() {
        Some(outcome) if plies == game.ply_count() => {
            t!("count-replay-over", result = outcome_text(outcome))
        }
        _ => t!("count-replay-to-move", side = side(pos.to_move())),
    };
    format!("{head}:\n\n{}\n{foot}\n", rules::diagram(pos))
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
    let mut out = t!(
        "count-replay-annotated",
        game = game_name(variant.name()),
        count = MoveNumber::count(plies.len())
    );
    out.push('\n');
    for (n, ply) in plies.iter().enumerate() {
        let clock = clocks.get(n).copied().flatten();
        out.push_str(&line(n, ply, clock));
    }
    out.push('\n');
    Ok(out)
}

/// "  3. Black  b1-c2 ?    draw -> loss in 6 (best: e2-d3)", numbered as
/// the record numbers its moves (`3.` and `3...` for the reply), values
/// counted in the winner's own moves, and the mover's `clock` after the
/// move when the game was timed ("[4:55]").
fn line(n: usize, ply: &Ply, clock: Option<std::time::Duration>) -> String {
    let number = MoveNumber::of_ply(n).to_string();
    let mv = match ply.mark {
        Some(mark) => format!("{} {mark}", ply.mv),
        None => ply.mv.to_string(),
    };
    let change = if ply.after == ply.before {
        value_words(ply.after)
    } else {
        format!("{} -> {}", value_words(ply.before), value_words(ply.after))
    };
    let best = ply
        .best
        .map(|m| format!(" {}", t!("count-replay-best", move = m.to_string())))
        .unwrap_or_default();
    let clock = clock
        .map(|left| format!(" [{}]", rules::clock_text(left)))
        .unwrap_or_default();
    format!(
        "{number:>5} {} {mv:<10} {change}{best}{clock}\n",
        pad(&side(ply.by), 6)
    )
}
