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

#[test]
fn a_player_idle_in_the_lobby_is_told_goodbye_in_one_line() {
    let limits = Limits {
        idle: Duration::from_millis(500),
        ..Limits::default()
    };
    let server = Server::with(limits, |_| {});
    let link = server.connect("dave", Some(&key()));
    let mut dave = server.terminal(&link);
    dave.wait_text("goodbye, the lobby saw no key");
    dave.wait_closed();
}

/// A plain TCP connection to the server: whether it hears the server's
/// SSH greeting (the connection was admitted) or its end.
fn greeted(server: &Server) -> (bool, std::net::TcpStream) {
    let mut socket = std::net::TcpStream::connect(server.at).unwrap();
    socket.set_read_timeout(Some(PATIENCE)).unwrap();
    let mut heard = [0u8; 8];
    let read = std::io::Read::read(&mut socket, &mut heard).unwrap_or(0);
    (read > 0 && heard.starts_with(b"SSH-"), socket)
}

#[test]
fn connections_not_yet_authenticated_are_limited_in_all() {
    let limits = Limits {
        unauthenticated: 2,
        per_address: 64,
        ..Limits::default()
    };
    let server = Server::with(limits, |_| {});
    let (first, _one) = greeted(&server);
    let (second, two) = greeted(&server);
    assert!(first && second);
    let (third, _) = greeted(&server);
    assert!(!third, "a third connection waiting for auth was admitted");
    // One of them goes: a place is free again (once the server saw it go).
    drop(two);
    let deadline = std::time::Instant::now() + PATIENCE;
    let mut admitted = false;
    for _ in 0..600 {
        if std::time::Instant::now() > deadline {
            break;
        }
        let (yes, _socket) = greeted(&server);
        if yes {
            admitted = true;
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(admitted);
}

#[test]
fn a_paste_is_fine_but_input_past_its_budget_closes_the_session() {
    let limits = Limits {
        input_burst: 64,
        input_every: Duration::from_secs(3600),
        ..Limits::default()
    };
    let server = Server::with(limits, |_| {});
    let link = server.connect("erin", Some(&key()));
    let mut erin = server.terminal(&link);
    erin.wait_text("kono serve — erin");
    // 40 bytes at once, under the budget: all of it is read.
    let mut paste = b"x".repeat(39);
    paste.push(b't');
    erin.type_bytes(&paste);
    erin.wait_text("A new game: five-field, 5+3");
    erin.type_bytes(&b"x".repeat(30));
    erin.wait_text("the session is closed, it sent more input than a terminal types");
    erin.wait_closed();
}

#[test]
fn a_client_that_reads_nothing_is_closed() {
    let limits = Limits {
        per_address: 1,
        stalled: Duration::from_millis(500),
        ..Limits::default()
    };
    let server = Server::with(limits, |_| {});
    let user = key();
    // A client that opens no window for the screen: nothing reaches it.
    let stalled = server.runtime.block_on(async {
        let config = Arc::new(client::Config {
            window_size: 0,
            ..client::Config::default()
        });
        let mut handle = client::connect(config, server.at, Trusting).await.unwrap();
        let key = PrivateKeyWithHashAlg::new(Arc::new(user.clone()), None);
        assert!(
            handle
                .authenticate_publickey("fay", key)
                .await
                .unwrap()
                .success()
        );
        let channel = handle.channel_open_session().await.unwrap();
        channel
            .request_pty(false, "xterm", 80, 24, 0, 0, &[])
            .await
            .unwrap();
        channel.request_shell(false).await.unwrap();
        // Each key is a frame more waiting for it.
        for _ in 0..40 {
            channel.data_bytes(&b"g"[..]).await.unwrap();
        }
        (handle, channel)
    });
    // Its address has no other place meanwhile, until it is closed.
    let deadline = std::time::Instant::now() + PATIENCE;
    let mut again = None;
    for _ in 0..600 {
        if std::time::Instant::now() > deadline {
            break;
        }
        again = signs_in(&server, "fay", &user);
        if again.is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    assert_eq!(again, Some(true), "the stalled client was never closed");
    drop(stalled);
}
