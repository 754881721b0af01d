//! `kono serve` keeps a running game for a player whose connection
//! drops: connecting again with the same key seats them back in it, the
//! same position on the screen, and they play on. A game abandoned in
//! its first two moves is aborted, not rated.

use russh::Disconnect;

use super::serve::{Pair, Server};

#[test]
fn a_player_whose_connection_drops_connects_again_and_plays_on() {
    let server = Server::start();
    let mut pair = Pair::seat(&server, ("alice", "bob"), 0);
    let (black, white) = if pair.first_black {
        (&mut pair.terminals.0, &mut pair.terminals.1)
    } else {
        (&mut pair.terminals.1, &mut pair.terminals.0)
    };
    black.type_bytes(b":a1xa3\r");
    black.wait_text("1. a1xa3");
    white.wait_text("1. a1xa3");
    // White's connection drops, on its turn.
    let (white_name, white_key, white_link) = if pair.first_black {
        ("bob", &pair.keys.1, &pair.links.1)
    } else {
        ("alice", &pair.keys.0, &pair.links.0)
    };
    server.runtime.block_on(async {
        white_link
            .disconnect(Disconnect::ByApplication, "", "en")
            .await
            .unwrap();
    });
    // The same key, whatever name it sends, is seated back in the game.
    let again = server.connect(white_name, Some(white_key));
    let mut white = server.terminal(&again);
    white.wait_text("1. a1xa3");
    white.wait_text("Link    connected");
    white.type_bytes(b":c4xc2\r");
    white.wait_text("c4xc2");
    black.wait_text("c4xc2");
    // Then Black's drops (one of the two hosts the game): the same again.
    let (black_name, black_key, black_link) = if pair.first_black {
        ("alice", &pair.keys.0, &pair.links.0)
    } else {
        ("bob", &pair.keys.1, &pair.links.1)
    };
    server.runtime.block_on(async {
        black_link
            .disconnect(Disconnect::ByApplication, "", "en")
            .await
            .unwrap();
    });
    let again = server.connect(black_name, Some(black_key));
    let mut black = server.terminal(&again);
    black.wait_text("c4xc2");
    black.type_bytes(b"R");
    black.wait_text("are you sure?");
    black.type_bytes(b"y");
    black.wait_text("wins");
    white.wait_text("wins");
}
