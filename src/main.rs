//! The `kono` binary: parse the command line, dispatch, and turn errors into
//! exit codes (clap's usage errors exit 2, run-time errors exit 1).

use std::process::ExitCode;

use kono::cli::{Cli, Command};
use kono::commands;

fn main() -> ExitCode {
    let cli = Cli::from_env();
    let Some(command) = cli.command else {
        return exit(commands::play(&cli.tui, cli.options_given));
    };
    let result = match command {
        Command::Tui(args) => commands::tui(&args),
        Command::Rules { variant } => commands::print_rules(variant.into()),
        Command::Perft(args) => commands::perft(&args),
        Command::Replay { file, to } => commands::replay(&file, to),
        Command::Completions { shell } => commands::completions(shell),
    };
    exit(result)
}

/// The exit code of a command's result, with the error reported.
fn exit(result: anyhow::Result<()>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("kono: {err:#}");
            ExitCode::FAILURE
        }
    }
}
