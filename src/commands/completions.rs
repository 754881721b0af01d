//! `kono completions SHELL`: a shell completion script.

use anyhow::Result;
use clap::CommandFactory;

use super::write_bytes;
use crate::cli::Cli;

/// `kono completions SHELL`: the completion script on stdout.
pub fn completions(shell: clap_complete::Shell) -> Result<()> {
    let mut buf = Vec::new();
    clap_complete::generate(shell, &mut Cli::command(), "kono", &mut buf);
    write_bytes(&buf)
}
