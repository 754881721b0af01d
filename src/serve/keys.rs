//! The server's own key and its players' accounts: the host key made on
//! the first start and reused, and `accounts/NAME/keys`, the public keys
//! that own each name (your key is your account).

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use anyhow::{Context, Result};
use russh::keys::{Algorithm, HashAlg, PrivateKey, PublicKey};

/// Names no key may claim.
const RESERVED: &[&str] = &["admin", "guest", "kono", "root", "server", "system"];

/// The host key in `server/`: read, or made (Ed25519, readable by the
/// owner only) on the first start.
///
/// # Errors
/// When the key cannot be read, made or written.
pub fn host_key(server: &Path) -> Result<PrivateKey> {
    let path = server.join("host_key");
    if path.exists() {
        return PrivateKey::read_openssh_file(&path)
            .with_context(|| crate::t!("serve-host-key-bad", path = path.display().to_string()));
    }
    fs::create_dir_all(server)?;
    let key = PrivateKey::random(&mut rand::rng(), Algorithm::Ed25519)?;
    let text = key.to_openssh(russh::keys::ssh_key::LineEnding::LF)?;
    let mut options = fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = options.open(&path)?;
    file.write_all(text.as_bytes())?;
    file.sync_all()?;
    Ok(key)
}

/// A key's SHA-256 fingerprint as `ssh` prints it.
pub fn fingerprint(key: &PublicKey) -> String {
    key.fingerprint(HashAlg::Sha256).to_string()
}

/// Whether `name` can be an account's: 2–16 of ASCII letters, digits, `-`
/// and `_` (a name the game's protocol carries as it is), starting with a
/// letter, and not a reserved word.
pub fn valid_name(name: &str) -> bool {
    let length = name.chars().count();
    (2..=16).contains(&length)
        && name.starts_with(|c: char| c.is_ascii_alphabetic())
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
        && !RESERVED.iter().any(|r| name.eq_ignore_ascii_case(r))
        && !name.to_ascii_lowercase().starts_with("guest-")
}

/// Who a connection is once authenticated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Who {
    /// An account: its name.
    Player(String),
    /// A guest without a key: `guest-XXXX`.
    Guest(String),
    /// A key new to the server asked for a name it cannot have: the name
    /// asked for (taken, or not a valid name).
    Refused(String),
}

impl Who {
    /// The name shown to others.
    pub fn name(&self) -> &str {
        match self {
            Who::Player(name) | Who::Guest(name) | Who::Refused(name) => name,
        }
    }
}

/// The accounts under `accounts/`; claims are made one at a time.
pub struct Accounts {
    dir: PathBuf,
    claiming: Mutex<()>,
}

impl Accounts {
    /// The accounts kept in `dir`.
    pub fn new(dir: PathBuf) -> Accounts {
        Accounts {
            dir,
            claiming: Mutex::new(()),
        }
    }

    /// The folder of the account `name` (what `KONO_HOME` is for a local
    /// player, plus its `keys`).
    pub fn folder(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }

    /// The account `key` owns; else the name `wanted`, claimed for `key`
    /// if it is valid and free.
    ///
    /// # Errors
    /// When the accounts cannot be read or the claim written.
    pub fn sign_in(&self, wanted: &str, key: &PublicKey) -> Result<Who> {
        let _one_at_a_time = self
            .claiming
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let line = key.to_openssh()?;
        if valid_name(wanted) && self.owns(wanted, key) {
            return Ok(Who::Player(wanted.to_string()));
        }
        if let Some(name) = self.owner(key) {
            return Ok(Who::Player(name));
        }
        if !valid_name(wanted) || self.folder(wanted).join("keys").exists() {
            return Ok(Who::Refused(wanted.to_string()));
        }
        let folder = self.folder(wanted);
        fs::create_dir_all(&folder)?;
        crate::store::write_atomic(&folder.join("keys"), &format!("{line}\n"))?;
        Ok(Who::Player(wanted.to_string()))
    }
}

impl Accounts {
    /// Whether `key` is one of the account `name`'s.
    fn owns(&self, name: &str, key: &PublicKey) -> bool {
        fs::read_to_string(self.folder(name).join("keys")).is_ok_and(|keys| {
            keys.lines()
                .filter_map(|l| PublicKey::from_openssh(l).ok())
                .any(|k| k.key_data() == key.key_data())
        })
    }

    /// The name offered to a new key that asked for `wanted`, taken or no
    /// name an account can have: what of it a name may hold (starting
    /// with a letter; `player` when nothing is left), itself if that is
    /// valid and free, else the first of it with 2, 3 … (cut to fit 16
    /// characters) that no key has claimed.
    pub fn free_name(&self, wanted: &str) -> Option<String> {
        let kept: String = wanted
            .chars()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
            .collect();
        let kept = letter_first(&kept);
        let lower = kept.to_ascii_lowercase();
        // (All ASCII: the prefix's six bytes are six characters.)
        let kept = lower
            .strip_prefix("guest-")
            .map_or(kept, |_| letter_first(&kept[6..]));
        let stem = if kept.is_empty() { "player" } else { kept };
        let free = |name: &String| valid_name(name) && !self.folder(name).join("keys").exists();
        let numbered = (2..100).map(|n: u32| {
            let n = n.to_string();
            let cut: String = stem.chars().take(16 - n.len()).collect();
            format!("{cut}{n}")
        });
        std::iter::once(stem.chars().take(16).collect())
            .chain(numbered)
            .find(free)
    }

    /// The account `key` is one of, if any.
    fn owner(&self, key: &PublicKey) -> Option<String> {
        let entries = fs::read_dir(&self.dir).ok()?;
        entries
            .flatten()
            .map(|entry| entry.file_name().to_string_lossy().into_owned())
            .find(|name| valid_name(name) && self.owns(name, key))
    }

    /// Adds `key` to the keys of the account `name` (its owner gave the
    /// one-time code for it); a key of an account already stays that
    /// account's only.
    ///
    /// # Errors
    /// When the key is another account's, or the keys cannot be read or
    /// written.
    pub fn add_key(&self, name: &str, key: &PublicKey) -> Result<()> {
        let _one_at_a_time = self
            .claiming
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        match self.owner(key) {
            Some(owner) if owner == name => return Ok(()),
            Some(owner) => anyhow::bail!(crate::t!("serve-key-of-another", name = owner)),
            None => {}
        }
        let path = self.folder(name).join("keys");
        let mut keys = fs::read_to_string(&path)?;
        if !keys.is_empty() && !keys.ends_with('\n') {
            keys.push('\n');
        }
        keys.push_str(&key.to_openssh()?);
        keys.push('\n');
        crate::store::write_atomic(&path, &keys)
    }
}

/// `text` from its first letter on.
fn letter_first(text: &str) -> &str {
    text.trim_start_matches(|c: char| !c.is_ascii_alphabetic())
}

/// A new guest's name: `guest-` and four letters or digits.
pub fn guest_name() -> String {
    const SIGNS: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
    let mut name = String::from("guest-");
    for _ in 0..4 {
        name.push(char::from(SIGNS[fastrand::usize(..SIGNS.len())]));
    }
    name
}
