//! Kills at random moments: a move is played by keys, and one side or the
//! other is killed (kill -9) a few milliseconds later, before or after the
//! move reached either screen. The killed side comes back (`kono host
//! --resume`, or a fresh `kono join`), and every move that either screen
//! showed is in the game the two play on. Bounded: a fixed number of
//! rounds, each wait bounded in time.

use std::path::Path;
use std::time::{Duration, Instant};

use kono::rules::{Color, Game, Move};

use super::common::pty::*;
use super::{join, pair_with, play_keys, records, resume_host};

/// The game both records hold, once they hold the same moves (each
/// side's one network record; a timed game's clocks are each side's own
/// reading, the host's the truth).
fn agreed_game(hh: &Path, jh: &Path) -> Game {
    let deadline = Instant::now() + DEADLINE;
    let moves = |path: &Path| -> Option<(Game, Vec<Move>)> {
        let game = kono::store::load(path).ok()?.0;
        let moves = game.moves().collect();
        Some((game, moves))
    };
    loop {
        let host: Vec<_> = records(hh);
        let joiner: Vec<_> = records(jh);
        if let ([(hp, _)], [(jp, _)]) = (&host[..], &joiner[..])
            && let (Some((game, ours)), Some((_, theirs))) = (moves(hp), moves(jp))
            && ours == theirs
        {
            return game;
        }
        assert!(
            Instant::now() < deadline,
            "the records never agreed: {host:?} {joiner:?}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[test]
fn every_move_either_screen_showed_survives_kills_of_either_side() {
    kills(&["--variant", "four"], "KXM234", 10, 27);
}

#[test]
fn every_move_of_a_timed_game_survives_kills_of_either_side() {
    kills(&["--variant", "four", "--clock", "5+0"], "TXM234", 30, 31);
}

/// Plays `rounds` moves of the game the host's `args` make, each followed
/// by a kill of one side at a random moment (`seed`), and checks that
/// every move either screen showed is kept, in one record a side.
fn kills(args: &[&str], code: &str, rounds: usize, seed: u64) {
    let (hh, jh) = (fresh_home(), fresh_home());
    let (mut host, mut joiner, port) = pair_with(args, &hh, &jh, code);
    let mut rng = fastrand::Rng::with_seed(seed);
    // A first move without a kill, so that both sides have a record.
    play_keys(&mut host, "a1xa3".parse().unwrap(), 4, false);
    joiner.wait_text("a1 × a3");
    let mut game = agreed_game(&hh, &jh);
    let mut shown_moves = 0;
    for round in 0..rounds {
        if game.outcome().is_some() {
            break;
        }
        let moves = game.legal_moves();
        let mv: Move = moves[rng.usize(..moves.len())];
        let ply = game.ply_count();
        let host_moves = game.position().to_move() == Color::Black;
        if host_moves {
            play_keys(&mut host, mv, 4, false);
        } else {
            play_keys(&mut joiner, mv, 4, true);
        }
        std::thread::sleep(Duration::from_millis(rng.u64(0..60)));
        let kill_host = rng.bool();
        if kill_host {
            host.child.kill().unwrap();
        } else {
            joiner.child.kill().unwrap();
        }
        // What either screen showed of the move by the kill: its list of
        // moves holds the move once more than the game before it did (read
        // once the terminal has taken all the killed program wrote).
        std::thread::sleep(Duration::from_millis(300));
        let notation = mv.to_string();
        let before_count = game.moves().filter(|m| *m == mv).count();
        let shown = [&host, &joiner]
            .iter()
            .any(|side| side.contents().matches(&notation).count() > before_count);
        // The killed side comes back.
        if kill_host {
            joiner.wait_text("the connection is closed");
            host = resume_host(&hh, &port);
            host.wait_text(code);
            joiner.send(b"o");
            joiner.wait_text("connected again");
        } else {
            host.wait_text("the connection is closed");
            joiner = join(&jh, &port, code);
            host.wait_text("White (Jiho) joined");
        }
        let after = agreed_game(&hh, &jh);
        // Nothing agreed before is lost, and a move shown is kept.
        let kept: Vec<Move> = after.moves().collect();
        let before: Vec<Move> = game.moves().collect();
        assert!(
            kept.starts_with(&before),
            "round {round}: {before:?} lost in {kept:?}"
        );
        if shown {
            shown_moves += 1;
            assert_eq!(
                kept.get(ply),
                Some(&mv),
                "round {round}: {mv} was shown (kill of the {}), and lost",
                if kill_host { "host" } else { "joiner" }
            );
        }
        game = after;
    }
    assert!(shown_moves > 0, "no move reached a screen before its kill");
    host.send(b"\x03");
    host.wait_exit();
    joiner.send(b"\x03");
    joiner.wait_exit();
}
