//! A player on their own inside a server's session: `m` in the lobby
//! opens the start screen of a terminal of one's own (lessons, the
//! computer, puzzles, the rules) on the account's folder, shown to the
//! others as practising; leaving it goes back to the lobby.

use super::serve::{Server, key};

#[test]
fn m_opens_the_start_screen_of_ones_own_and_its_last_entry_goes_back() {
    let server = Server::start();
    let alice_link = server.connect("alice", Some(&key()));
    let mut alice = server.terminal(&alice_link);
    alice.wait_text("kono serve — alice");
    let bob_link = server.connect("bob", Some(&key()));
    let mut bob = server.terminal(&bob_link);
    bob.wait_text("kono serve — bob");
    alice.type_bytes(b"m");
    alice.wait_text("Learn to play");
    let menu = alice.text();
    assert!(!menu.contains("over the network"), "{menu}");
    bob.wait_text("practising on their own");
    // Nobody challenges a player on their own (from her page).
    bob.type_bytes(b"\r");
    bob.wait_text("alice");
    bob.type_bytes(b"c");
    bob.wait_text("alice is in a game or gone.");
    bob.type_bytes(b"\x1b");
    // A lesson, on alice's own folder; then back to the menu and out.
    alice.type_bytes(b"\r");
    alice.wait_text("Lesson");
    alice.type_bytes(b"m");
    alice.wait_text("Back to the lobby");
    alice.type_bytes(b"q");
    alice.wait_text("kono serve — alice");
    bob.wait_text("in the lobby");
}
