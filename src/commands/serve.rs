//! `kono serve`: the arguments made a server's configuration, then the
//! server runs until the process is stopped.

use anyhow::{Result, anyhow};

use crate::cli::ServeArgs;
use crate::serve::{self, ServeConfig};

/// `kono serve`.
///
/// # Errors
/// No data directory, a host key that cannot be made or read, an address
/// that cannot be listened on.
pub fn serve(args: &ServeArgs) -> Result<()> {
    let data = match &args.data {
        Some(dir) => dir.clone(),
        None => crate::store::data_dir()?,
    };
    // The server keeps its key, accounts and records here: say where, if not.
    let server = data.join("server");
    std::fs::create_dir_all(&server).map_err(|e| {
        anyhow!(crate::t!(
            "cmd-serve-data",
            dir = crate::store::shown_path(&data),
            why = crate::tui::words::errors::io_text(e.kind(), &e.to_string())
        ))
    })?;
    let mut config = ServeConfig::new(args.bind, args.port, data);
    config.limits.sessions = args.max_sessions;
    serve::serve(&config)
}
