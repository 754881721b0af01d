//! From a game back to the start screen (`m`) and on to a new game of the
//! other variant: the first game stays saved, its lock let go, and it can
//! be resumed, even from another window while the new game is played.

use crate::common::pty::*;

use super::game::records;

#[test]
fn a_game_then_the_start_screen_then_the_other_variant_and_the_first_resumes() {
    let home = fresh_home();
    let mut s = Session::start_in(&home, &["tui", "--variant", "four"], 30, 100);
    s.wait_text("Black to move");
    s.capture_upward(0);
    s.wait_text("1. a1xa3");
    // `m` is in the key bar, and leads home.
    assert!(s.contents().contains("m menu"), "{}", s.contents());
    s.send(b"m");
    // Black's a1xa3 played: White's reply of move 1 is next, as the panel
    // says ("Move 1").
    s.wait_text("Resume four-field kono at move 1");
    assert_eq!(records(&home).len(), 1, "the game is saved");
    // The menu starts on Resume: up to "Two players at this keyboard"
    // (five-field, the default; its line says what Enter does), and Enter.
    s.step_to(UP, "Enter starts a game for two");
    s.send(ENTER);
    s.wait_text("five-field kono");
    s.wait_text("Move    1");
    // Meanwhile another window resumes the first game: it is not held.
    let mut other = Session::start_in(&home, &["tui", "--resume"], 30, 100);
    other.wait_text("1. a1xa3");
    other.wait_text("four-field kono");
    other.send(b"\x03");
    assert_eq!(other.wait_exit(), 0);
    s.send(b"q");
    assert_eq!(s.wait_exit(), 0);
    s.assert_restored();
}
