//! `kono completions SHELL`: a shell completion script. Options that take
//! a level (`--level`, arena's `--black` and `--white`) complete to 1–5.

use anyhow::Result;
use clap::builder::{PossibleValue, PossibleValuesParser};
use clap::{Arg, Command, CommandFactory};

use super::write_bytes;
use crate::ai::Level;
use crate::cli::Cli;

/// `kono completions SHELL`: the completion script on stdout.
///
/// # Errors
/// When stdout cannot be written.
pub fn completions(shell: clap_complete::Shell) -> Result<()> {
    let mut buf = Vec::new();
    let mut cmd = with_levels(Cli::command());
    clap_complete::generate(shell, &mut cmd, "kono", &mut buf);
    write_bytes(&buf)
}

/// The ids of the options whose value is a level.
const LEVEL_OPTIONS: [&str; 3] = ["level", "black", "white"];

/// The levels' numbers as the completion offers them.
const DIGITS: [&str; 6] = ["0", "1", "2", "3", "4", "5"];

/// `cmd` with the levels as the values of every option that takes one,
/// for the completion script only (parsing keeps its own parser, which
/// takes the levels' names too).
fn with_levels(cmd: Command) -> Command {
    let cmd = cmd.mut_args(|arg| {
        if LEVEL_OPTIONS.contains(&arg.get_id().as_str()) && takes_level(&arg) {
            arg.value_parser(PossibleValuesParser::new(Level::all().filter_map(
                |level| {
                    let digit = DIGITS.get(usize::from(level.number()))?;
                    Some(PossibleValue::new(*digit).help(level.name()))
                },
            )))
        } else {
            arg
        }
    });
    cmd.mut_subcommands(with_levels)
}

/// Whether `arg` takes a value (the level options do; a flag does not).
fn takes_level(arg: &Arg) -> bool {
    arg.get_action().takes_values()
}
