//! Joining again when the two copies of the game differ: the host's record
//! is played on, the joiner's copy is kept in a file of its own, and the
//! screen says where. Neither copy is lost.

use std::path::Path;

use super::common::pty::*;
use super::{four_field_pair, join, play_keys, records, resume_host};

/// The record in `home` that holds `text`, once there is one, and its path.
fn record_holding(home: &Path, text: &str) -> (std::path::PathBuf, String) {
    let deadline = std::time::Instant::now() + DEADLINE;
    loop {
        let all = records(home);
        if let Some(found) = all.iter().find(|(_, t)| t.contains(text)) {
            return found.clone();
        }
        assert!(
            std::time::Instant::now() < deadline,
            "no record with {text:?}: {all:?}"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

/// Changes the first move of the one record in `home` (its player is gone).
fn rewrite_first_move(home: &Path, from: &str, to: &str) {
    let (path, text) = record_holding(home, &format!("1. {from}"));
    std::fs::write(
        &path,
        text.replace(&format!("1. {from}"), &format!("1. {to}")),
    )
    .unwrap();
}

#[test]
fn copies_that_differ_on_a_rejoin_are_both_kept_and_the_screen_says_where() {
    let (hh, jh) = (fresh_home(), fresh_home());
    let (mut host, mut joiner, port) = four_field_pair(&hh, &jh, "DFR234");
    host.capture_upward(0);
    joiner.wait_text("a1 × a3");
    record_holding(&hh, "1. a1xa3 *");
    let (mine, _) = record_holding(&jh, "1. a1xa3 *");
    // The host goes down, and its record comes back with another move.
    host.child.kill().unwrap();
    joiner.wait_text("the connection is closed");
    rewrite_first_move(&hh, "a1xa3", "b1xb3");
    let mut host = resume_host(&hh, &port);
    host.wait_text("1. b1xb3");
    // The joiner joins again with a key: its copy is kept beside its
    // autosave, which goes on with the host's record.
    joiner.send(b"o");
    joiner.wait_text("yours differed and is kept in");
    let (kept, copy) = record_holding(&jh, "1. a1xa3 *");
    let name = kept.file_name().unwrap().to_string_lossy().to_string();
    assert!(name.ends_with(".mine.kono"), "{name}");
    joiner.wait_text(&name);
    assert!(
        !copy.contains("[Network"),
        "the copy is no longer the game: {copy}"
    );
    let (path, record) = record_holding(&jh, "1. b1xb3 *");
    assert_eq!(path, mine, "the autosave goes on in its file");
    assert!(record.contains("[Network \"dfr234b"), "{record}");
    assert_eq!(records(&hh).len(), 1);
    assert_eq!(record, record_holding(&hh, "1. b1xb3 *").1);

    // The joiner goes down too, its autosave comes back with yet another
    // move, and a fresh `kono join` meets the host's record as the rejoin
    // key does: its copy kept beside, the autosave going on.
    joiner.child.kill().unwrap();
    host.wait_text("the connection is closed");
    rewrite_first_move(&jh, "b1xb3", "c1xc3");
    let mut joiner = join(&jh, &port, "DFR234");
    joiner.wait_text("yours differed and is kept in");
    let (kept, _) = record_holding(&jh, "1. c1xc3 *");
    let name = kept.file_name().unwrap().to_string_lossy().to_string();
    assert!(name.ends_with(".mine-2.kono"), "{name}");
    host.wait_text("White (Jiho) joined");
    // White plays on from the host's record; the new autosave has it, and
    // both earlier copies are still there.
    play_keys(&mut joiner, "a4xa2".parse().unwrap(), 4, true);
    host.wait_text("a4 × a2");
    let (_, after) = record_holding(&jh, "1. b1xb3 a4xa2 *");
    assert!(after.contains("[Network \"dfr234b"), "{after}");
    assert_eq!(after, record_holding(&hh, "1. b1xb3 a4xa2 *").1);
    record_holding(&jh, "1. c1xc3 *");
    record_holding(&jh, "1. a1xa3 *");
    host.send(b"\x03");
    host.wait_exit();
    joiner.send(b"\x03");
    joiner.wait_exit();
}
