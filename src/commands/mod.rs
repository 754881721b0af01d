//! The commands, one file each: glue from the parsed arguments to the
//! library. Each prints to stdout and returns errors for `main` to report.

mod analyze;
mod arena;
mod completions;
pub mod config;
mod learn;
mod manual;
mod net;
mod perft;
mod puzzle;
mod replay;
mod rules;
mod serve;
mod solve;
mod tables;
mod terminal;
mod tui;
mod usage;

use std::io::{self, Write};
use std::process::ExitCode;

use anyhow::{Context, Result};

use crate::rules::record::one_line;
use crate::tui::words::errors::error_line;
use usage::usage_words;

pub use analyze::analyze;
pub use arena::arena;
pub use completions::completions;
pub use config::{config, use_language};
pub use learn::learn;
pub use manual::manual;
pub use net::{host, join};
pub use perft::perft;
pub use puzzle::puzzle;
pub use replay::replay;
pub use rules::print_rules;
pub use serve::serve;
pub use solve::solve;
pub use tui::{play, tui};

/// The longest error line `main` prints, in characters.
const MAX_ERROR_CHARS: usize = 400;

/// Prints `kono: ERROR` on stderr as one safe line (control characters
/// escaped, cut to a sensible length); exit code 1, whether or not stderr
/// could be written.
pub fn report_error(err: &anyhow::Error) -> ExitCode {
    let line = one_line(&error_line(err), MAX_ERROR_CHARS);
    // Nowhere is left to report a failure to: the exit code says it.
    let _ = writeln!(io::stderr().lock(), "kono: {line}");
    ExitCode::FAILURE
}

/// What clap has to say when the arguments were not a command to run:
/// `--help` and `--version` on stdout (exit 0, or 1 if stdout cannot take
/// them), usage errors on stderr (exit 2, written or not). Control characters of the
/// arguments it quotes are escaped, and a line that quotes a huge argument
/// is cut in its middle, keeping the reason at its end.
pub fn report_usage(err: &clap::Error) -> ExitCode {
    let text: String = usage_words(err)
        .split('\n')
        .map(|line| one_line(line, MAX_ERROR_CHARS))
        .collect::<Vec<_>>()
        .join("\n");
    let written = if err.use_stderr() {
        let mut stderr = io::stderr().lock();
        stderr
            .write_all(text.as_bytes())
            .and_then(|()| stderr.flush())
    } else {
        let mut stdout = io::stdout().lock();
        stdout
            .write_all(text.as_bytes())
            .and_then(|()| stdout.flush())
    };
    // Help that could not be written is no success; a usage error stays one.
    match (written, err.exit_code()) {
        (Err(_), 0) => ExitCode::FAILURE,
        (_, code) => ExitCode::from(u8::try_from(code).unwrap_or(1)),
    }
}

fn write_out(text: &str) -> Result<()> {
    write_bytes(text.as_bytes())
}

/// Writes to stdout, treating a closed pipe (`kono rules | head`) as the end
/// of the reader's interest rather than an error.
fn write_bytes(bytes: &[u8]) -> Result<()> {
    let mut stdout = io::stdout().lock();
    match stdout.write_all(bytes).and_then(|()| stdout.flush()) {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(()),
        other => other.context(crate::t!("cmd-writing-stdout")),
    }
}
