//! The `kono` binary: parse the command line, dispatch, and turn errors into
//! exit codes (clap's usage errors exit 2, run-time errors exit 1, and so
//! does output that cannot be written, `--help` included).

use std::process::ExitCode;

use clap::Parser;
use kono::cli::{Cli, Command};
use kono::commands;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) => return commands::report_usage(&err),
    };
    let result = match cli
        .command
        .unwrap_or_else(|| Command::Tui(Default::default()))
    {
        Command::Tui(args) => commands::tui(&args),
        Command::Rules { variant } => commands::print_rules(variant.into()),
        Command::Perft(args) => commands::perft(&args),
        Command::Replay { file, to, annotate } => commands::replay(&file, to, annotate),
        Command::Analyze(args) => commands::analyze(&args),
        Command::Solve(args) => commands::solve(&args),
        Command::Arena(args) => commands::arena(&args),
        Command::Completions { shell } => commands::completions(shell),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => commands::report_error(&err),
    }
}
