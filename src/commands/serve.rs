//! `kono serve`: the arguments made a server's configuration, then the
//! server runs until the process is stopped.

use anyhow::Result;

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
    let mut config = ServeConfig::new(args.bind, args.port, data);
    config.limits.sessions = args.max_sessions;
    serve::serve(&config)
}
