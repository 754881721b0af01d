//! Whole exchanges between two real players: moves crossing with their
//! marks, a line of chat, an agreed draw, a resignation, a host killed
//! mid-game that resumes and a joiner that comes back with nothing lost,
//! hostile connections to the host, and a join from the start screen.

use super::common::pty::*;
use super::{COLS, ROWS, four_field_pair, join, play_keys, port_of, record_with, resume_host};

#[test]
fn two_players_agree_a_draw_over_the_network_and_keep_the_same_record() {
    let (hh, jh) = (fresh_home(), fresh_home());
    let (mut host, mut joiner, _) = four_field_pair(&hh, &jh, "ABC234");
    // The joiner may not move for Black.
    joiner.send(ENTER);
    joiner.wait_text("it is Black's turn: your friend plays it over the network");
    // The host's cursor starts on a1: a1 × a3.
    host.capture_upward(0);
    joiner.wait_text("a1 × a3: Black takes White's piece on a3");
    host.wait_text("a1 × a3: Black takes White's piece on a3");
    // A line of chat, escaped.
    joiner.send(b"w");
    joiner.wait_text("say:");
    joiner.send(b"good luck");
    joiner.send(ENTER);
    host.wait_text("White (Jiho): good luck");
    // The host offers a draw, the joiner accepts.
    host.send(b"d");
    joiner.wait_text("Black offers a draw: do you accept?");
    joiner.send(b"y");
    host.wait_text("draw agreed");
    let record = record_with(&hh, "1/2-1/2");
    assert!(record.contains("[Network \"abc234b"), "{record}");
    assert!(record.contains("1. a1xa3 1/2-1/2"), "{record}");
    assert_eq!(record, record_with(&jh, "1/2-1/2"));
    host.send(b"q");
    assert_eq!(host.wait_exit(), 0);
    joiner.wait_text("the connection is closed (Black (Hana) left)");
    joiner.send(b"q");
    assert_eq!(joiner.wait_exit(), 0);
    host.assert_restored();
    joiner.assert_restored();
}

#[test]
fn a_resignation_ends_the_game_on_both_screens() {
    let (hh, jh) = (fresh_home(), fresh_home());
    let (mut host, mut joiner, _) = four_field_pair(&hh, &jh, "RSG234");
    host.capture_upward(0);
    joiner.wait_text("a1 × a3");
    joiner.send(b"R");
    joiner.wait_text("White resigns, and Black wins: are you sure?");
    joiner.send(b"y");
    joiner.wait_text("White resigns: Black wins");
    host.wait_text("White resigns: Black wins");
    // Both records end in the resignation, with its reason.
    let record = record_with(&hh, "[Termination \"Black wins: White resigned\"]");
    assert!(record.contains("[Result \"1-0\"]"), "{record}");
    assert!(record.contains("1. a1xa3 1-0"), "{record}");
    assert_eq!(record, record_with(&jh, "[Termination"));
    host.send(b"\x03");
    host.wait_exit();
    joiner.send(b"\x03");
    joiner.wait_exit();
}

#[test]
fn a_host_killed_mid_game_resumes_and_the_joiner_comes_back_with_nothing_lost() {
    let (hh, jh) = (fresh_home(), fresh_home());
    let (mut host, mut joiner, port) = four_field_pair(&hh, &jh, "KXL234");
    host.capture_upward(0);
    joiner.wait_text("a1 × a3");
    let before = record_with(&hh, "1. a1xa3 *");
    assert_eq!(before, record_with(&jh, "1. a1xa3 *"));
    // kill -9 of the host.
    host.child.kill().unwrap();
    joiner.wait_text("the connection is closed");
    let mut host = resume_host(&hh, &port);
    host.wait_text("KXL234");
    host.wait_text("1. a1xa3");
    // The joiner joins again with a key.
    joiner.send(b"o");
    joiner.wait_text("connected again: the game goes on");
    host.wait_text("White (Jiho) joined");
    // Then it is killed (kill -9), and comes back with `kono join`.
    joiner.child.kill().unwrap();
    host.wait_text("the connection is closed");
    let mut joiner = join(&jh, &port, "kxl234");
    joiner.wait_text("1. a1xa3");
    host.wait_text("White (Jiho) joined");
    // Play on: requests cross again.
    host.send(b"d");
    joiner.wait_text("Black offers a draw");
    joiner.send(b"n");
    host.wait_text("your draw offer is declined");
    let record = record_with(&hh, "[Network \"kxl234b");
    assert!(record.contains("1. a1xa3 *"), "{record}");
    assert_eq!(record, record_with(&jh, "1. a1xa3 *"));
    host.send(b"\x03");
    host.wait_exit();
    joiner.send(b"\x03");
    joiner.wait_exit();
}

#[test]
fn the_host_screen_survives_hostile_connections_and_a_cheating_joiner() {
    use std::io::{BufRead, BufReader, Write};
    let hh = fresh_home();
    let host = Session::start_with(
        &hh,
        &[
            "host",
            "--variant",
            "four",
            "--first",
            "black",
            "--side",
            "white",
            "--bind",
            "127.0.0.1",
            "--port",
            "0",
            "--code",
            "HST234",
        ],
        &[("KONO_NAME", "Hana")],
        ROWS,
        COLS,
    );
    let port: u16 = port_of(&host).parse().unwrap();
    let addr = std::net::SocketAddr::from(([127, 0, 0, 1], port));
    let connect = || {
        let stream = std::net::TcpStream::connect(addr).unwrap();
        stream
            .set_read_timeout(Some(std::time::Duration::from_secs(10)))
            .unwrap();
        (BufReader::new(stream.try_clone().unwrap()), stream)
    };
    // A web browser.
    let (mut reader, mut stream) = connect();
    stream.write_all(b"GET / HTTP/1.1\r\n\r\n").unwrap();
    let mut line = String::new();
    reader.read_line(&mut line).unwrap();
    assert_eq!(line, "KONO/2 REFUSED not a kono client\n");
    host.wait_text("not a kono client; still waiting");
    // A joiner that plays for the host's side.
    let (mut reader, mut stream) = connect();
    stream.write_all(b"KONO/2 JOIN HST234 Mallory\n").unwrap();
    let mut opening = Vec::new();
    while !opening
        .last()
        .is_some_and(|l: &String| l.starts_with("READY"))
    {
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
        opening.push(line);
    }
    assert!(
        opening[0].starts_with("KONO/2 WELCOME hst234w"),
        "{opening:?}"
    );
    assert!(
        opening[0].ends_with(" four standard black none aids Hana\n"),
        "{opening:?}"
    );
    host.wait_text("Black (Mallory) joined");
    stream.write_all(b"MOVE a4xa2\n").unwrap();
    let mut line = String::new();
    reader.read_line(&mut line).unwrap();
    assert!(line.starts_with("ERROR MOVE a4xa2"), "{line}");
    host.wait_text("protocol error (MOVE a4xa2");
    assert!(
        host.contents().contains("none yet"),
        "the game stays at its last legal position"
    );
}

#[test]
fn a_friend_joins_from_the_start_screen() {
    let (hh, jh) = (fresh_home(), fresh_home());
    let host = Session::start_with(
        &hh,
        &[
            "host",
            "--variant",
            "five",
            "--side",
            "black",
            "--bind",
            "127.0.0.1",
            "--port",
            "0",
            "--code",
            "STA234",
        ],
        &[("KONO_NAME", "Hana")],
        ROWS,
        COLS,
    );
    let port = port_of(&host);
    let mut joiner = Session::start_with(&jh, &[], &[("KONO_NAME", "Jiho")], ROWS, COLS);
    joiner.wait_text("Play a friend");
    // Down to the join entry (its line says what Enter does), then the
    // line editor.
    joiner.step_to(DOWN, "Enter asks for the address");
    joiner.send(ENTER);
    joiner.wait_text("Type the address");
    joiner.send(format!("127.0.0.1:{port} sta234").as_bytes());
    joiner.send(ENTER);
    joiner.wait_text("you joined Black (Hana)'s game: it is on");
    host.wait_text("White (Jiho) joined: the game is on");
    joiner.send(b"\x03");
    joiner.wait_exit();
}

#[test]
fn a_move_that_cannot_be_saved_is_taken_back_and_never_sent() {
    let (hh, jh) = (fresh_home(), fresh_home());
    let (mut host, mut joiner, _) = four_field_pair(&hh, &jh, "FUL234");
    host.capture_upward(0);
    joiner.wait_text("a1 × a3");
    // The joiner's games folder becomes a file: no record can be written.
    let games = jh.join("games");
    std::fs::rename(&games, jh.join("games.away")).unwrap();
    std::fs::write(&games, "not a folder").unwrap();
    play_keys(&mut joiner, "d4xd2".parse().unwrap(), 4, true);
    joiner.wait_text("the move is taken back, not sent");
    // The host never hears of it: its board still waits for White.
    std::thread::sleep(std::time::Duration::from_millis(300));
    assert!(!host.contents().contains("d4 × d2"), "{}", host.contents());
    // With its folder back, the joiner plays it, and it goes.
    std::fs::remove_file(&games).unwrap();
    std::fs::rename(jh.join("games.away"), &games).unwrap();
    play_keys(&mut joiner, "d4xd2".parse().unwrap(), 4, true);
    host.wait_text("d4 × d2");
    let record = record_with(&jh, "d4xd2");
    assert!(record.contains("1. a1xa3 d4xd2"), "{record}");
    host.send(b"\x03");
    host.wait_exit();
    joiner.send(b"\x03");
    joiner.wait_exit();
}
