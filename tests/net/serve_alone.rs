//! A player on their own inside a server's session: `m` in the lobby
//! opens the start screen of a terminal of one's own (lessons, the
//! computer, puzzles, the rules) on the account's folder, shown to the
//! others as practising; leaving it goes back to the lobby.

use super::serve::Server;

#[test]
fn m_opens_the_start_screen_of_ones_own_and_its_last_entry_goes_back() {
    let server = Server::start();
    let (_alice_link, mut alice) = server.arrive("alice");
    let (_bob_link, mut bob) = server.arrive("bob");
    alice.type_then(b"m", "Learn to play");
    let menu = alice.text();
    assert!(!menu.contains("over the network"), "{menu}");
    bob.wait_text("practising on their own");
    // Nobody challenges a player on their own (from her page).
    bob.type_bytes(b"\r");
    bob.wait_text("alice");
    bob.type_then(b"c", "alice is in a game or gone.");
    bob.type_bytes(b"\x1b");
    // A lesson, on alice's own folder; then back to the menu and out.
    alice.type_then(b"\r", "Lesson");
    alice.type_then(b"m", "Back to the lobby");
    alice.type_then(b"q", "kono serve — alice");
    bob.wait_text("in the lobby");
}
