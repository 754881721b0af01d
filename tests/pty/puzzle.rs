//! `kono puzzle --variant four` in a pseudo-terminal: the puzzle on screen
//! with its seed, a move and the computer's reply, retry back to the start,
//! a save with the `[Puzzle]` tag, and the terminal given back. It builds
//! the four-field table first (seconds: the dev profile is optimised).

use crate::common::pty::*;

#[test]
fn a_four_field_puzzle_is_played_retried_and_saved() {
    let home = fresh_home();
    let mut s = Session::start_with(
        &home,
        &["puzzle", "--variant", "four", "--plies", "5", "--seed", "3"],
        &[("KONO_PACE_MS", "0")],
        34,
        110,
    );
    // The table is built first: allow it longer than a screen's change.
    // Counted in the player's moves, as the verdict counts them.
    let asked = "Puzzle: White to play and win in 3 moves";
    s.wait_text_within(asked, std::time::Duration::from_secs(120));
    // The cursor starts on a3: to c2, pick it up, up to c3, drop it.
    for key in ["\x1b[C", "\x1b[C", "\x1b[B", "\r", "\x1b[A", "\r"] {
        s.send(key.as_bytes());
    }
    s.wait_text("1. c2-c3");
    reply_after(&s, "1. c2-c3");
    s.send(b"t");
    s.wait_text("none yet");
    s.send(b"\x1b[C\x1b[C\x1b[B\r\x1b[A\r");
    reply_after(&s, "1. c2-c3");
    s.send(b"s");
    s.wait_text("save as");
    s.send(b"\r");
    s.wait_text("saved to");
    // Saved under the name offered, in the games folder (beside the
    // autosaved tries, whose names begin with the date).
    let saved: Vec<_> = std::fs::read_dir(home.join("games"))
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "kono"))
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("kono-"))
        })
        .collect();
    assert_eq!(saved.len(), 1, "{saved:?}");
    let text = std::fs::read_to_string(&saved[0]).unwrap();
    assert!(
        text.contains("[Puzzle \"win in 3 moves, seed 3\"]"),
        "{text}"
    );
    assert!(
        text.contains("[Position \"bbbb/ww.w/.ww./wwbw w\"]"),
        "{text}"
    );
    s.send(b"q");
    s.wait_text("quit?");
    s.send(b"y");
    assert_eq!(s.wait_exit(), 0);
    s.assert_restored();
}

/// Waits for the computer's reply: the move after `played` on its line
/// of the move list (a number for each pair of moves).
fn reply_after(s: &Session, played: &str) {
    s.wait_for("the computer's reply", |screen| {
        screen.contents().lines().any(|line| {
            line.split(played).nth(1).is_some_and(|rest| {
                rest.trim_start()
                    .chars()
                    .next()
                    .is_some_and(|c| c.is_ascii_lowercase())
            })
        })
    });
}

#[test]
fn the_start_screens_puzzles_entry_opens_a_puzzle_of_the_game_chosen() {
    let home = fresh_home();
    let mut s = Session::start_with(&home, &[], &[("KONO_PACE_MS", "0")], 30, 100);
    s.wait_text("Learn to play");
    // Up from the bottom: Quit, the rules, then Puzzles; its game below it.
    // Each highlighted row says what it means on the line below it.
    s.send(b"\x1b[F");
    s.wait_text("Leave kono; the games stay saved.");
    s.send(UP);
    s.wait_text("How to play, on one page");
    s.send(UP);
    s.wait_text("Enter sets up a won position from the solved game (built once).");
    s.send(DOWN);
    s.wait_text("A race: step diagonally");
    s.send(RIGHT);
    s.wait_text("Captures: jump over");
    s.send(ENTER);
    // The four-field table is built first: allow it longer.
    s.wait_text_within("to play and win in", std::time::Duration::from_secs(120));
    s.wait_text("Puzzle");
    assert!(s.contents().contains("t retry"), "{}", s.contents());
    s.send(b"q");
    assert_eq!(s.wait_exit(), 0);
    s.assert_restored();
}
