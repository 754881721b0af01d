//! `kono serve` keeps a running game for a player whose connection
//! drops: connecting again with the same key seats them back in it, the
//! same position on the screen, and they play on. A game abandoned in
//! its first two moves is aborted, not rated.

use std::time::Duration;

use kono::serve::Limits;
use russh::Disconnect;

use super::serve::{Pair, Server, Terminal};

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

/// The players of `pair` as (Black, White).
fn sides(pair: &mut Pair) -> (&mut Terminal, &mut Terminal) {
    if pair.first_black {
        (&mut pair.terminals.0, &mut pair.terminals.1)
    } else {
        (&mut pair.terminals.1, &mut pair.terminals.0)
    }
}

/// `player` leaves the game screen, unfinished, for the lobby.
fn leave(player: &mut Terminal) {
    player.type_bytes(b"q");
    player.wait_text("quit? The game is saved");
    player.type_bytes(b"y");
    player.wait_text("Players here");
}

#[test]
fn a_game_abandoned_in_its_first_two_moves_is_aborted_not_rated() {
    let server = Server::start();
    let mut pair = Pair::seat(&server, ("alice", "bob"), 0);
    let (black, white) = sides(&mut pair);
    black.type_bytes(b":a1xa3\r");
    white.wait_text("1. a1xa3");
    leave(white);
    leave(black);
    let data = server.data.path();
    assert!(!data.join("server/ratings.json").exists());
    assert!(
        std::fs::read_dir(data.join("server/games")).map_or(true, |mut d| d.next().is_none()),
        "an aborted game is not kept"
    );
}

#[test]
fn a_game_abandoned_after_its_first_two_moves_is_lost_by_who_left() {
    let server = Server::start();
    let mut pair = Pair::seat(&server, ("alice", "bob"), 0);
    let white_name = if pair.first_black { "bob" } else { "alice" };
    let (black, white) = sides(&mut pair);
    black.type_bytes(b":a1xa3\r");
    white.wait_text("1. a1xa3");
    white.type_bytes(b":c4xc2\r");
    black.wait_text("c4xc2");
    leave(white);
    leave(black);
    let ratings = server.data.path().join("server/ratings.json");
    let table: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&ratings).unwrap()).unwrap();
    let lost = table["four"][white_name]["rating"].as_f64().unwrap();
    assert!(lost < 1500.0, "{table}");
}

#[test]
fn a_player_away_longer_than_the_limit_has_left_the_game() {
    let limits = Limits {
        away: Duration::from_millis(200),
        ..Limits::default()
    };
    let server = Server::with(limits, |_| {});
    let pair = Pair::seat(&server, ("alice", "bob"), 0);
    server.runtime.block_on(async {
        pair.links
            .1
            .disconnect(Disconnect::ByApplication, "", "en")
            .await
            .unwrap();
    });
    // Long past the limit (ten times it), bob's next connection opens the
    // lobby: his seat in the game is gone.
    std::thread::sleep(Duration::from_secs(2));
    let again = server.connect("bob", Some(&pair.keys.1));
    let mut bob = server.terminal(&again);
    bob.wait_text("Players here");
    bob.wait_text("kono serve — bob");
}

#[test]
fn a_new_connection_takes_the_game_from_one_that_has_not_yet_dropped() {
    let server = Server::start();
    let mut pair = Pair::seat(&server, ("alice", "bob"), 0);
    // Bob's old connection is still up (its network died unnoticed) when
    // he connects again: the new one is seated, the old one closed.
    let again = server.connect("bob", Some(&pair.keys.1));
    let mut bob = server.terminal(&again);
    bob.wait_text("Link    connected");
    pair.terminals.1.wait_closed();
    bob.type_bytes(b"R");
    bob.wait_text("are you sure?");
    bob.type_bytes(b"y");
    bob.wait_text("wins");
    pair.terminals.0.wait_text("wins");
}

/// The seconds the clock of `side` (`●` Black, `○` White) shows on
/// `screen`.
fn clock(screen: &str, side: &str) -> u64 {
    let shown: String = screen
        .match_indices(side)
        .map(|(at, mark)| &screen[at + mark.len()..])
        .find(|rest| rest.starts_with(|c: char| c.is_ascii_digit()))
        .expect("a clock")
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == ':')
        .collect();
    let (minutes, seconds) = shown.split_once(':').expect("M:SS");
    minutes.parse::<u64>().unwrap() * 60 + seconds.parse::<u64>().unwrap()
}

#[test]
fn the_clock_of_a_player_away_runs_meanwhile() {
    let server = Server::start();
    // `t` once: a clock of 5 minutes and 3 seconds a move.
    let mut pair = Pair::seat(&server, ("alice", "bob"), 1);
    let first_black = pair.first_black;
    let (black, white) = sides(&mut pair);
    black.type_bytes(b":a1xa3\r");
    white.wait_text("1. a1xa3");
    white.type_bytes(b":c4xc2\r");
    black.wait_text("c4xc2");
    // Black's turn, Black's clock running.
    let before = clock(&black.text(), "● Black ");
    let (black_key, black_link) = if first_black {
        (&pair.keys.0, &pair.links.0)
    } else {
        (&pair.keys.1, &pair.links.1)
    };
    server.runtime.block_on(async {
        black_link
            .disconnect(Disconnect::ByApplication, "", "en")
            .await
            .unwrap();
    });
    // Black is away for three seconds (the time under test).
    std::thread::sleep(Duration::from_secs(3));
    let again = server.connect("black", Some(black_key));
    let mut black = server.terminal(&again);
    black.wait_text("c4xc2");
    let after = clock(&black.text(), "● Black ");
    assert!(
        after + 2 <= before,
        "{before} s, then {after} s:\n{}",
        black.text()
    );
}
