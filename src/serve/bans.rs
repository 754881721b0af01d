//! `server/bans.toml`: key fingerprints and addresses refused, each until
//! an optional end. Read at start and again when asked (SIGHUP); a file
//! that cannot be read keeps the bans in force before it.
//!
//! ```toml
//! [[ban]]
//! key = "SHA256:…"          # as `ssh-keygen -l` and the server's log print it
//! until = 2027-01-31        # optional: a date (UTC) or a date and time
//!
//! [[ban]]
//! address = "2001:db8::/64" # an address, or a network with its prefix
//! ```

use std::net::IpAddr;
use std::path::PathBuf;
use std::sync::{Mutex, PoisonError};

use anyhow::{Result, anyhow};
use jiff::Timestamp;
use serde::Deserialize;

/// One line of the file.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Entry {
    key: Option<String>,
    address: Option<String>,
    until: Option<toml::value::Datetime>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    #[serde(default)]
    ban: Vec<Entry>,
}

/// What is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Whom {
    Key(String),
    /// A network: an address and how many of its leading bits count.
    Network(IpAddr, u8),
}

#[derive(Clone, Debug)]
struct Ban {
    whom: Whom,
    until: Option<Timestamp>,
}

/// The bans in force.
pub struct Bans {
    path: PathBuf,
    bans: Mutex<Vec<Ban>>,
}

/// The end of a ban as written: a date (its start, UTC), a date and time
/// (UTC unless it says its offset).
fn end(written: &toml::value::Datetime) -> Result<Timestamp> {
    let text = written.to_string();
    if let Ok(at) = text.parse::<Timestamp>() {
        return Ok(at);
    }
    let utc = jiff::tz::TimeZone::UTC;
    if let Ok(at) = text.parse::<jiff::civil::DateTime>() {
        return Ok(utc.to_timestamp(at)?);
    }
    let day: jiff::civil::Date = text.parse()?;
    Ok(utc.to_timestamp(day.to_datetime(jiff::civil::Time::midnight()))?)
}

/// `text` as a network: `ADDR` (all its bits) or `ADDR/PREFIX`.
fn network(text: &str) -> Result<Whom> {
    let (address, prefix) = text.split_once('/').unwrap_or((text, ""));
    let address: IpAddr = address.trim().parse()?;
    let most = if address.is_ipv4() { 32 } else { 128 };
    let prefix = if prefix.is_empty() {
        most
    } else {
        prefix.trim().parse::<u8>()?
    };
    if prefix > most {
        return Err(anyhow!(crate::t!("serve-ban-prefix", prefix = prefix)));
    }
    Ok(Whom::Network(address, prefix))
}

/// Whether `ip` is in the network of `address` and `prefix`.
fn within(ip: IpAddr, address: IpAddr, prefix: u8) -> bool {
    let bits = |ip: IpAddr| match ip {
        IpAddr::V4(v4) => (u128::from(v4.to_bits()), 32u32),
        IpAddr::V6(v6) => (v6.to_bits(), 128u32),
    };
    let ip = match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    };
    let ((one, width), (two, other)) = (bits(ip), bits(address));
    if width != other {
        return false;
    }
    let shift = width - u32::from(prefix);
    one.checked_shr(shift).unwrap_or(0) == two.checked_shr(shift).unwrap_or(0)
}

fn parse(text: &str) -> Result<Vec<Ban>> {
    let file: File = toml::from_str(text)?;
    file.ban
        .iter()
        .map(|entry| {
            let whom = match (&entry.key, &entry.address) {
                (Some(key), None) => Whom::Key(key.trim().to_string()),
                (None, Some(address)) => network(address)?,
                _ => return Err(anyhow!(crate::t!("serve-ban-whom"))),
            };
            let until = entry.until.as_ref().map(end).transpose()?;
            Ok(Ban { whom, until })
        })
        .collect()
}

impl Bans {
    /// The bans of the file at `path` (none when it does not exist).
    ///
    /// # Errors
    /// When the file exists and is not a list of bans.
    pub fn open(path: PathBuf) -> Result<Bans> {
        let bans = Bans {
            path,
            bans: Mutex::new(Vec::new()),
        };
        bans.reload()?;
        Ok(bans)
    }

    /// Reads the file again: how many bans it lists. On an error the bans
    /// before stay in force.
    ///
    /// # Errors
    /// When the file exists and is not a list of bans.
    pub fn reload(&self) -> Result<usize> {
        let read = match std::fs::read_to_string(&self.path) {
            Ok(text) => parse(&text).map_err(|e| {
                let path = self.path.display().to_string();
                anyhow!(crate::t!(
                    "serve-ban-bad",
                    path = path,
                    error = e.to_string()
                ))
            })?,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
            Err(e) => return Err(e.into()),
        };
        let count = read.len();
        *self.bans.lock().unwrap_or_else(PoisonError::into_inner) = read;
        Ok(count)
    }

    fn any(&self, hit: impl Fn(&Whom) -> bool) -> bool {
        let now = Timestamp::now();
        self.bans
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .iter()
            .any(|ban| ban.until.is_none_or(|end| now < end) && hit(&ban.whom))
    }

    /// Whether connections from `ip` are refused now.
    pub fn address(&self, ip: IpAddr) -> bool {
        self.any(|whom| matches!(whom, Whom::Network(at, bits) if within(ip, *at, *bits)))
    }

    /// Whether the key of `fingerprint` is refused now.
    pub fn key(&self, fingerprint: &str) -> bool {
        self.any(|whom| matches!(whom, Whom::Key(key) if key == fingerprint))
    }
}
