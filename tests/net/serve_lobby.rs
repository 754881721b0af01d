//! `kono serve`'s lobby: Enter on a player's name opens their page, and
//! `c` there challenges them; they answer `y` or `n` on their own screen;
//! one challenge pending a player. Spectators of a game have a chat of
//! their own.

use std::time::Duration;

use kono::serve::Limits;
use russh::client::Handle;

use super::serve::{Pair, Server, Terminal, Trusting};

#[test]
fn a_challenge_is_declined_then_refused_past_one_pending_then_accepted() {
    let server = Server::start();
    let (_alice_link, mut alice) = server.arrive("alice");
    let (_bob_link, mut bob) = server.arrive("bob");
    // Alice's cursor is on the only other player: bob.
    alice.wait_text("> bob");
    alice.type_then(b"g\r", "bob: a player's page");
    alice.wait_text("c challenge to four-field");
    alice.type_then(b"c", "Challenge sent to bob");
    bob.wait_text("alice challenges you: four-field, no clock, rated.");
    bob.type_then(b"n", "Challenge declined.");
    alice.wait_text("bob declined your challenge.");

    // Back in the lobby, alice opens a seek meanwhile, and challenges bob
    // again from his page.
    alice.type_then(b"\x1b", "Players here");
    alice.type_then(b"c", "alice  four-field  no clock  rated");
    alice.type_then(b"\r", "bob: a player's page");
    alice.type_bytes(b"c");
    bob.wait_text("alice challenges you");
    // Bob has a challenge waiting: a guest's is refused.
    let carol_link = server.connect("carol", None);
    let mut carol = server.terminal(&carol_link);
    carol.wait_text("(guest)");
    carol.wait_until("bob chosen", |screen| {
        screen.lines().any(|l| l.starts_with("> alice"))
    });
    carol.type_bytes(b"\x1b[B");
    carol.wait_until("bob chosen", |screen| {
        screen.lines().any(|l| l.starts_with("> bob"))
    });
    carol.type_then(b"\r", "bob: a player's page");
    carol.type_then(b"c", "One challenge at a time");
    carol.type_then(b"\x1b", "Players here");

    bob.type_then(b"y", "Link    connected");
    alice.wait_text("joined: the game is on");
    // Her seek ended with the game's start.
    carol.wait_text("alice – bob  four-field");
    assert!(
        !carol.text().contains("alice  four-field  no clock"),
        "{}",
        carol.text()
    );
    // In a game, nobody challenges bob.
    carol.type_then(b"\r", "bob: a player's page");
    carol.type_then(b"c", "bob is in a game or gone.");
}

/// A guest called `name` watching the game of `pair`, `before` other
/// players being in the lobby's list before the game.
fn spectator(server: &Server, name: &str, before: usize) -> (Handle<Trusting>, Terminal) {
    let link = server.connect(name, None);
    let mut watcher = server.terminal(&link);
    watcher.wait_text("alice – bob  four-field");
    watcher.type_then(&b"\x1b[B".repeat(before), "> alice – bob  four-field");
    watcher.type_then(b"\r", "Watching alice – bob");
    (link, watcher)
}

#[test]
fn spectators_talk_among_themselves_a_few_short_lines_at_a_time() {
    let limits = Limits {
        chat_chars: 20,
        chat_within: Duration::from_secs(3600),
        ..Limits::default()
    };
    let server = Server::with(limits, |_| {});
    let pair = Pair::seat(&server, ("alice", "bob"), 0);
    let (_one, mut carol) = spectator(&server, "carol", 2);
    let (_two, mut dan) = spectator(&server, "dan", 3);
    carol.type_then(b"\r", "say: ");
    // `q` is a letter while a line is typed, not a way out.
    // What others wrote is shown escaped (here a right-to-left override).
    carol.type_bytes("quiet\u{202e} game\r".as_bytes());
    dan.wait_text(": quiet\\u{202e} game");
    assert!(!dan.text().contains('\u{202e}'));
    for screen in [&pair.terminals.0, &pair.terminals.1] {
        assert!(
            !screen.text().contains("quiet"),
            "a player saw the spectators' chat"
        );
    }
    // Three lines at once, then no more for a while.
    for line in [b"\rtwo\r", b"\rsix\r"] {
        carol.type_bytes(line);
    }
    carol.wait_text(": six");
    carol.type_then(b"\rten\r", "Not so fast");
    // A line is at most 20 characters.
    carol.type_then(b"\x1b", "Enter: talk with the other spectators");
    carol.type_then(b"\r", "say: ");
    carol.type_then(&b"w".repeat(21), "At most 20 characters a line.");
}

#[test]
fn players_chat_a_few_lines_at_a_time_and_a_long_line_is_refused_not_cut() {
    // Three lines in an hour, for the test.
    let hour = Duration::from_secs(3600);
    let server = Server::with(
        Limits {
            chat_within: hour,
            ..Limits::default()
        },
        |_| {},
    );
    let mut pair = Pair::seat(&server, ("alice", "bob"), 0);
    let (alice, bob) = &mut pair.terminals;
    // Three lines at once, then no more for a while.
    for line in ["hello", "ready", "good luck"] {
        alice.type_then(b"w", "say:");
        alice.type_bytes(format!("{line}\r").as_bytes());
        bob.wait_text(line);
    }
    alice.type_then(b"w", "say:");
    alice.type_then(b"too soon\r", "Not so fast");
    // The line refused stays in the prompt, and never reached bob.
    assert!(alice.text().contains("too soon"), "{}", alice.text());
    assert!(!bob.text().contains("too soon"), "{}", bob.text());
    alice.type_bytes(b"\x1b");
    // A line longer than the wire carries (200 characters) is refused
    // whole, with a word, before the pace is looked at.
    alice.type_then(b"w", "say:");
    alice.type_bytes(&b"z".repeat(201));
    alice.type_then(b"\r", "At most 200 characters a line.");
    // Bob still plays: his own first line goes out.
    bob.type_then(b"w", "say:");
    bob.type_bytes(b"thanks\r");
    alice.wait_text("thanks");
}
