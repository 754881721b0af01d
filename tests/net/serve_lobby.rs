//! `kono serve`'s lobby: Enter on a player's name challenges them; they
//! answer `y` or `n` on their own screen; one challenge pending a player.

use super::serve::{Server, key};

#[test]
fn a_challenge_is_declined_then_refused_past_one_pending_then_accepted() {
    let server = Server::start();
    let alice_link = server.connect("alice", Some(&key()));
    let mut alice = server.terminal(&alice_link);
    alice.wait_text("kono serve — alice");
    let bob_link = server.connect("bob", Some(&key()));
    let mut bob = server.terminal(&bob_link);
    bob.wait_text("kono serve — bob");
    // Alice's cursor is on the only other player: bob.
    alice.wait_text("> bob");
    alice.type_bytes(b"g\r");
    alice.wait_text("Challenge sent to bob");
    bob.wait_text("alice challenges you: four-field, no clock, rated.");
    bob.type_bytes(b"n");
    bob.wait_text("Challenge declined.");
    alice.wait_text("bob declined your challenge.");

    alice.type_bytes(b"\r");
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
    carol.type_bytes(b"\r");
    carol.wait_text("One challenge at a time");

    bob.type_bytes(b"y");
    bob.wait_text("Link    connected");
    alice.wait_text("joined: the game is on");
    // In a game, nobody challenges bob.
    carol.type_bytes(b"\r");
    carol.wait_text("bob is in a game or gone.");
}
