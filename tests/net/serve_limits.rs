//! `kono serve`'s limits, none of which a client may pass: bans (keys
//! and addresses, read at start and again when asked), connections not
//! yet authenticated, authentication attempts, input, idle time in the
//! lobby. Each is shortened through the server's limits.

use std::sync::Arc;
use std::time::Duration;

use kono::serve::Limits;
use russh::client;
use russh::keys::{HashAlg, PrivateKey, PrivateKeyWithHashAlg};

use super::serve::{PATIENCE, Server, Trusting, key};

/// Whether `key` signs in as `user`: `None` when the connection itself
/// is refused.
fn signs_in(server: &Server, user: &str, key: &PrivateKey) -> Option<bool> {
    server.runtime.block_on(async {
        let config = Arc::new(client::Config::default());
        let connecting = client::connect(config, server.at, Trusting);
        let mut handle = tokio::time::timeout(PATIENCE, connecting)
            .await
            .unwrap()
            .ok()?;
        let key = PrivateKeyWithHashAlg::new(Arc::new(key.clone()), None);
        let auth = tokio::time::timeout(PATIENCE, handle.authenticate_publickey(user, key))
            .await
            .unwrap();
        Some(auth.is_ok_and(|a| a.success()))
    })
}

#[test]
fn banned_keys_and_addresses_are_refused_before_auth_and_bans_are_read_again() {
    let banned = key();
    let print = banned.public_key().fingerprint(HashAlg::Sha256).to_string();
    let server = Server::with(Limits::default(), |data| {
        let list = format!(
            "[[ban]]\nkey = \"{print}\"\n\n[[ban]]\nkey = \"SHA256:gone\"\nuntil = 2001-01-01\n"
        );
        std::fs::create_dir_all(data.join("server")).unwrap();
        std::fs::write(data.join("server/bans.toml"), list).unwrap();
    });
    assert_eq!(signs_in(&server, "mallory", &banned), Some(false));
    assert_eq!(signs_in(&server, "trent", &key()), Some(true));

    let bans = server.data.path().join("server/bans.toml");
    std::fs::write(
        &bans,
        "[[ban]]\naddress = \"127.0.0.0/8\"\nuntil = 2999-12-31T23:59:59Z\n",
    )
    .unwrap();
    assert_eq!(server.bans.reload().unwrap(), 1);
    assert_eq!(signs_in(&server, "trent", &key()), None);

    // A list that cannot be read keeps the bans before it.
    std::fs::write(&bans, "[[ban]]\nwho = \"nobody\"\n").unwrap();
    assert!(server.bans.reload().is_err());
    assert_eq!(signs_in(&server, "trent", &key()), None);

    std::fs::write(&bans, "").unwrap();
    assert_eq!(server.bans.reload().unwrap(), 0);
    assert_eq!(signs_in(&server, "mallory", &banned), Some(true));
}

#[test]
fn authentication_attempts_are_a_bucket_per_address() {
    let limits = Limits {
        attempts: 2,
        attempt_every: Duration::from_secs(3600),
        ..Limits::default()
    };
    let server = Server::with(limits, |_| {});
    let carol = key();
    assert_eq!(signs_in(&server, "carol", &carol), Some(true));
    assert_eq!(signs_in(&server, "carol", &carol), Some(true));
    // The bucket is empty: the right key too is refused.
    assert_eq!(signs_in(&server, "carol", &carol), Some(false));
}
