//! The `kono` binary: parse the command line, dispatch, and turn errors into
//! exit codes (clap's usage errors exit 2, run-time errors exit 1, and so
//! does output that cannot be written, `--help` included).

use std::process::ExitCode;

use kono::cli::{Cli, Command};
use kono::commands;

fn main() -> ExitCode {
    let args: Vec<_> = std::env::args_os().collect();
    // The language first, so that clap's help and errors speak it.
    commands::use_language(kono::cli::lang_in_args(&args));
    let cli = match Cli::try_from_args(args) {
        Ok(cli) => cli,
        Err(err) => return commands::report_usage(&err),
    };
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
        Command::Serve(args) => commands::serve(&args),
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
