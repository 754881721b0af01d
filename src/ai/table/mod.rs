//! What every solved table shares, whichever game it solves: the [`Solved`]
//! trait the computer, hints, review and puzzles probe, the typed
//! [`TableError`] a load, a build or a probe can end in, the [`Counts`] and
//! [`Progress`] of a build, the [`Frame`] that starts every table file, the
//! memory check made before a big buffer is taken, the one place that
//! says which `kono solve …` command builds a table, and (in `kind.rs`)
//! how each game's table is had, so the store never names a game.
//!
//! What they do not share is the byte that holds a value, because the two
//! games' values do not fit one byte the same way. Four-field remoteness
//! runs to 143 plies (forced captures), and its parity tells a win (odd)
//! from a loss (even), so the byte is the remoteness itself. Five-field has
//! wins in 0 (a position already won for the side to move, by the
//! opponent's last move), so parity tells nothing and the byte spends a
//! bit on win or loss, holding remoteness up to 126. One byte for both would hold neither game's values; each game's
//! module keeps its code beside the solver that writes it.

mod frame;
mod kind;

use std::fmt;

pub use frame::{FRAME_LEN, Frame, FrameError, u32_at, u64_at};
pub use kind::{
    Facts, Keep, Solution, Storage, built_on_request, file_name, in_memory, open_probed, partial,
    read_whole, solve, solved, storage,
};

use super::Value;
use crate::rules::{Position, RuleOptions, Variant};

/// A solved game the computer can consult: the exact value of a position of
/// the game it was built for. Both games' tables implement it.
pub trait Solved: Send + Sync {
    /// The exact value of `pos` for its side to move, or `None` when the
    /// table does not cover it (another variant or rule option, or the
    /// table cannot be read: then [`Solved::fault`] says why).
    fn value(&self, pos: &Position) -> Option<Value>;

    /// The first damage a probe of this table met (a five-field block that
    /// does not match its checksum, say); `None` while every probe was
    /// sound. A caller that got `None` from [`Solved::value`] asks this to
    /// tell a damaged table from a position the table does not cover.
    fn fault(&self) -> Option<TableError> {
        None
    }

    /// Reads and checks the whole table where it is probed from disk (a
    /// second or so for five-field), so that damage is found before play
    /// rather than at some move; a table in memory is sound already.
    ///
    /// # Errors
    /// [`TableError::Damaged`] naming the file and the command that
    /// rebuilds it.
    fn verify(&self) -> Result<(), TableError> {
        Ok(())
    }
}

/// Why a solved table cannot be had, built, kept or probed.
#[derive(Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum TableError {
    /// The table file is damaged or foreign: refused, never trusted.
    #[error("the solved table {path} is damaged ({what}): rebuild it with `{rebuild}`")]
    Damaged {
        /// The file, as shown in messages.
        path: String,
        /// What is wrong ("block 17 checksum").
        what: String,
        /// The command that builds it again ([`rebuild_command`]).
        rebuild: String,
    },
    /// There is not memory enough to build (or hold) the table.
    #[error("not enough memory for the {table} table: it needs about {}", megabytes(*needed))]
    OutOfMemory {
        /// Which table ("five-field (--strict-goal)").
        table: String,
        /// Bytes it needs.
        needed: u64,
    },
    /// The table was built but could not be written to the cache; it is
    /// still used for this run.
    #[error("the {table} table was built but not kept: {reason}")]
    NotKept {
        /// Which table.
        table: String,
        /// Why, in one line.
        reason: String,
    },
    /// The table file is there but cannot be read (permissions, not a
    /// regular file, an I/O error).
    #[error("the solved table {path} cannot be read: {reason}")]
    Unreadable {
        /// The file, as shown in messages.
        path: String,
        /// Why, in one line.
        reason: String,
    },
    /// The build failed for another reason, in one line.
    #[error("building the {table} table failed: {reason}")]
    Failed {
        /// Which table.
        table: String,
        /// Why.
        reason: String,
    },
    /// The build was stopped.
    #[error("the table's build was cancelled")]
    Cancelled,
}

/// "1,290 MB" for a count of bytes.
pub fn megabytes(bytes: u64) -> String {
    let mb = bytes.div_ceil(1_000_000);
    if mb >= 1000 {
        format!("{},{:03} MB", mb / 1000, mb % 1000)
    } else {
        format!("{mb} MB")
    }
}

/// How many states of a table are won, lost and drawn for the side to
/// move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Counts {
    /// States the side to move wins.
    pub win: u64,
    /// States the side to move loses (finished ones included, lost in 0).
    pub loss: u64,
    /// States neither side can force a win in.
    pub draw: u64,
}

impl Counts {
    /// All states counted.
    pub const fn total(self) -> u64 {
        self.win + self.loss + self.draw
    }
}

/// How far a build has got, for a progress display: the same for both
/// games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// States decided (or solved) so far.
    pub done: u64,
    /// States the finished build decides: the bar's end.
    pub total: u64,
    /// Five-field: the remoteness level about to be worked out (0 while
    /// the finished states are being found). Four-field builds by slices
    /// of piece counts and has none.
    pub level: Option<u16>,
}

impl Progress {
    /// The share of the work done, from 0 to 1.
    pub fn fraction(&self) -> f64 {
        if self.total == 0 {
            return 1.0;
        }
        (self.done as f64 / self.total as f64).min(1.0)
    }

    /// The share of the work done in whole percents, 0 to 100.
    pub fn percent(&self) -> u8 {
        (self.fraction() * 100.0) as u8
    }
}

/// A table's name in messages: "four-field", "five-field (--strict-goal)".
pub fn title(variant: Variant, options: &RuleOptions) -> String {
    let name = match variant {
        Variant::Four => "four-field",
        Variant::Five => "five-field",
        other @ (Variant::Well | Variant::Pumpkin | Variant::Line | Variant::Mill) => other.name(),
    };
    let flags = table_flags(variant, options);
    if flags.is_empty() {
        name.to_string()
    } else {
        format!("{name} ({})", flags.join(" "))
    }
}

/// The rule flags that pick a table of `variant` (the other game's option
/// does not apply to it).
fn table_flags(variant: Variant, options: &RuleOptions) -> Vec<&'static str> {
    match variant {
        Variant::Five if options.strict_goal => vec!["--strict-goal"],
        Variant::Four if options.forced_capture => vec!["--forced-capture"],
        Variant::Five
        | Variant::Four
        | Variant::Well
        | Variant::Pumpkin
        | Variant::Line
        | Variant::Mill => Vec::new(),
    }
}

/// The command that builds the solved table of `variant` under `options`:
/// `kono solve --variant five --strict-goal`. Every message that names it
/// comes from here.
pub fn solve_command(variant: Variant, options: &RuleOptions) -> String {
    let mut command = format!("kono solve --variant {}", variant.name());
    for flag in table_flags(variant, options) {
        command.push(' ');
        command.push_str(flag);
    }
    command
}

/// [`solve_command`] with `--force`: builds the table again over a damaged
/// one.
pub fn rebuild_command(variant: Variant, options: &RuleOptions) -> String {
    format!("{} --force", solve_command(variant, options))
}

/// Checks that `needed` bytes can be had before a build takes them, so that
/// a build without memory enough says so instead of aborting: the bytes
/// are reserved (address space only: nothing is touched) and given back.
///
/// # Errors
/// [`TableError::OutOfMemory`] naming `table` and the bytes needed.
pub fn check_memory(table: &str, needed: u64) -> Result<(), TableError> {
    let out_of_memory = || TableError::OutOfMemory {
        table: table.to_string(),
        needed,
    };
    let bytes = usize::try_from(needed).map_err(|_| out_of_memory())?;
    let mut probe: Vec<u8> = Vec::new();
    probe
        .try_reserve_exact(bytes)
        .map_err(|_| out_of_memory())?;
    // Without this an optimised build may leave the unused reservation out
    // (and with it the check).
    std::hint::black_box(&mut probe);
    Ok(())
}

impl fmt::Display for Progress {
    /// "37%".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}%", self.percent())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)] // tests may panic: that is how they fail

    use super::*;

    #[test]
    fn the_solve_command_names_the_option_of_its_own_game_only() {
        let strict = RuleOptions {
            strict_goal: true,
            forced_capture: false,
            no_repeat: false,
        };
        let forced = RuleOptions {
            strict_goal: false,
            forced_capture: true,
            no_repeat: false,
        };
        assert_eq!(
            solve_command(Variant::Five, &strict),
            "kono solve --variant five --strict-goal"
        );
        assert_eq!(
            solve_command(Variant::Four, &forced),
            "kono solve --variant four --forced-capture"
        );
        assert_eq!(
            solve_command(Variant::Five, &RuleOptions::default()),
            "kono solve --variant five"
        );
        assert_eq!(
            rebuild_command(Variant::Five, &strict),
            "kono solve --variant five --strict-goal --force"
        );
        assert_eq!(title(Variant::Five, &strict), "five-field (--strict-goal)");
    }

    #[test]
    fn an_impossible_amount_is_refused_in_words() {
        let err = check_memory("five-field", u64::MAX / 2).unwrap_err();
        assert!(
            err.to_string()
                .starts_with("not enough memory for the five-field table: it needs about "),
            "{err}"
        );
        assert!(check_memory("four-field", 1 << 20).is_ok());
        assert_eq!(megabytes(1_290_000_000), "1,290 MB");
    }
}
