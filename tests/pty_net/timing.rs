//! Move-to-screen times over loopback: from the keys that play a move on
//! one screen to the move on the other. A measurement, not a check of the
//! machine's speed, so it is not run by plain `cargo test`:
//! `cargo build --release && KONO_TEST_BIN=target/release/kono cargo test
//! --test pty_net timing -- --ignored --nocapture`.

use std::time::{Duration, Instant};

use super::common::pty::*;
use super::{move_words, pair, play_keys};

#[test]
#[ignore = "a measurement of the release build: see the module's doc"]
fn move_to_the_other_screen_times() {
    // Seven plies a game: the start comes back only twice.
    let moves = [
        "b1-c2", "d5-c4", "c2-b1", "c4-d5", "b1-c2", "d5-c4", "c2-d3",
    ];
    let mut times = Vec::new();
    for code in ["TMA234", "TMB234", "TMC234", "TMD234", "TME234"] {
        let (hh, jh) = (fresh_home(), fresh_home());
        let (mut host, mut joiner, _) = pair("five", &hh, &jh, code);
        for (ply, mv) in moves.iter().enumerate() {
            let mv = mv.parse().unwrap();
            let (mover, other, flipped) = if ply % 2 == 0 {
                (&mut host, &joiner, false)
            } else {
                (&mut joiner, &host, true)
            };
            let words = move_words(mv);
            let sent = Instant::now();
            play_keys(mover, mv, 5, flipped);
            while !other.contents().contains(&words) {
                assert!(sent.elapsed() < DEADLINE, "{words} never came");
                std::thread::sleep(Duration::from_micros(200));
            }
            times.push(sent.elapsed());
        }
        host.send(b"\x03");
        host.wait_exit();
        joiner.send(b"\x03");
        joiner.wait_exit();
    }
    times.sort();
    let median = times[times.len() / 2];
    let worst = times[times.len() - 1];
    println!(
        "keys of a move to the other screen over loopback, {} moves: median {median:?}, worst {worst:?}",
        times.len()
    );
}
