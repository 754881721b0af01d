//! The commands, one file each: glue from the parsed arguments to the
//! library. Each prints to stdout and returns errors for `main` to report.

mod completions;
mod perft;
mod replay;
mod rules;
mod tui;

use std::io::{self, Write};

use anyhow::{Context, Result};

pub use completions::completions;
pub use perft::perft;
pub use replay::replay;
pub use rules::print_rules;
pub use tui::tui;

fn write_out(text: &str) -> Result<()> {
    write_bytes(text.as_bytes())
}

/// Writes to stdout, treating a closed pipe (`kono rules | head`) as the end
/// of the reader's interest rather than an error.
fn write_bytes(bytes: &[u8]) -> Result<()> {
    let mut stdout = io::stdout().lock();
    match stdout.write_all(bytes).and_then(|()| stdout.flush()) {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(()),
        other => other.context("writing to stdout"),
    }
}
