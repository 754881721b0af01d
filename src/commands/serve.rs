//! `kono serve`: the arguments made a server's configuration, then the
//! server runs until the process is stopped.

use anyhow::{Result, anyhow};
use signal_hook::consts::SIGHUP;
use signal_hook::iterator::Signals;

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
    // SIGHUP reads the bans again (and no longer ends the process).
    let mut hangups = Signals::new([SIGHUP])?;
    serve::serve(&config, move |bans| {
        let reading = std::thread::Builder::new()
            .name("kono-serve-bans".into())
            .spawn(move || {
                for _ in hangups.forever() {
                    match bans.reload() {
                        Ok(count) => {
                            eprintln!("{}", crate::t!("serve-log-bans", count = count))
                        }
                        Err(e) => eprintln!("{e:#}"),
                    }
                }
            });
        if let Err(e) = reading {
            eprintln!("{e}");
        }
    })
}
