//! The `kono` binary: parse the command line, dispatch, and turn errors into
//! exit codes (clap's usage errors exit 2, run-time errors exit 1, and so
//! does output that cannot be written, `--help` included).

use std::process::ExitCode;

use kono::cli::{Cli, Command};
use kono::commands;

fn main() -> ExitCode {
    let cli = match Cli::try_from_env() {
        Ok(cli) => cli,
        Err(err) => return commands::report_usage(&err),
    };
    commands::use_language(cli.lang);
    let Some(command) = cli.command else {
        return exit(commands::play(&cli.tui, cli.options_given));
    };
    let result = match command {
        Command::Tui(args) => commands::tui(&args),
        Command::Rules { variant } => commands::print_rules(variant),
        Command::Perft(args) => commands::perft(&args),
        Command::Replay { file, to, annotate } => commands::replay(&file, to, annotate),
        Command::Analyze(args) => commands::analyze(&args),
        Command::Solve(args) => commands::solve(&args),
        Command::Arena(args) => commands::arena(&args),
        Command::Puzzle(args) => commands::puzzle(&args),
        Command::Host(args) => commands::host(&args),
        Command::Join(args) => commands::join(&args),
        Command::Learn(args) => commands::learn(&args),
        Command::Completions { shell } => commands::completions(shell),
        Command::Manual => commands::manual(),
        Command::Config => commands::config(),
    };
    exit(result)
}

/// The exit code of a command's result, with the error reported.
fn exit(result: anyhow::Result<()>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => commands::report_error(&err),
    }
}
