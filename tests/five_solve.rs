//! The full five-field solve against its known facts (the counts in
//! `kono::ai::five`'s docs), and the table against the rules on random
//! positions. Slow (tens of seconds, about 500 MB of memory),
//! so ignored; run them in release mode:
//!
//!     cargo test --release --test five_solve -- --ignored --nocapture five_solve
//!
//! (`solve_only` instead of `five_solve` times the bare solves.) The solves
//! share a lock, so they run one after the other.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic: that is how they fail

use std::io::Cursor;

use fastrand::Rng;
use std::sync::Mutex;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use kono::ai::five::{FiveCounts, FiveFile, FiveTable, Probe, solve};
use kono::ai::table::Progress;
use kono::ai::{Solved, Value, move_values};
use kono::rules::{Color, Position, Variant};

/// One solve at a time: each takes most of the machine.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());

/// `k` distinct points of `set`, as a bit set.
fn pick(rng: &mut Rng, mut set: u32, k: u32) -> u32 {
    let mut out = 0;
    for _ in 0..k {
        let mut n = rng.u32(..set.count_ones());
        let mut s = set;
        while n > 0 {
            s &= s - 1;
            n -= 1;
        }
        let bit = s & s.wrapping_neg();
        out |= bit;
        set &= !bit;
    }
    out
}

/// A random five-field position, built through the notation.
fn random_position(rng: &mut Rng) -> Position {
    const EVEN: u32 = 0b10101_01010_10101_01010_10101;
    const ODD: u32 = ((1 << 25) - 1) & !EVEN;
    let black = pick(rng, ODD, 4) | pick(rng, EVEN, 3);
    let white = pick(rng, ODD & !black, 4) | pick(rng, EVEN & !black, 3);
    let mut text = String::new();
    for rank in (0..5).rev() {
        for file in 0..5 {
            let bit = 1 << (rank * 5 + file);
            text.push(match (black & bit != 0, white & bit != 0) {
                (true, _) => 'b',
                (_, true) => 'w',
                _ => '.',
            });
        }
        text.push(if rank > 0 { '/' } else { ' ' });
    }
    text.push(if rng.bool() { 'b' } else { 'w' });
    text.parse().expect("a five-field position")
}

/// Peak resident memory of this process so far, in MiB (Linux).
fn peak_mib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            let line = s.lines().find(|l| l.starts_with("VmHWM:"))?.to_string();
            line.split_whitespace().nth(1)?.parse::<u64>().ok()
        })
        .map_or(0, |kib| kib / 1024)
}

/// Checks that the value of `pos` follows from its children's values.
fn check_against_children(table: &FiveTable, pos: &Position) {
    if let Err(why) = kono::ai::check_against_children(pos, &table.options(), table) {
        panic!("{why}");
    }
}

fn run(strict: bool, expected: FiveCounts) {
    let _guard = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let started = Instant::now();
    let last = Mutex::new(None);
    let progress = |p: Progress| {
        *last.lock().expect("progress lock") = Some(p);
    };
    let table = solve(strict, &progress, &AtomicBool::new(false)).expect("solved");
    let solve_time = started.elapsed();
    let counts = table.counts();
    println!(
        "five-field, strict goal {strict}: solved in {:.1} s, peak {} MiB; {counts:?}; last progress {:?}",
        solve_time.as_secs_f64(),
        peak_mib(),
        last.lock().expect("progress lock"),
    );
    assert_eq!(counts, expected);
    let options = table.options();
    for first in [Color::Black, Color::White] {
        let start = Position::start(Variant::Five, first);
        assert_eq!(table.value(&start), Some(Value::Draw));
        assert!(
            move_values(&start, &options, &table)
                .expect("the table covers it")
                .iter()
                .any(|(_, v)| *v == Value::Draw)
        );
    }
    let mut rng = Rng::with_seed(if strict { 11 } else { 7 });
    for _ in 0..200_000 {
        check_against_children(&table, &random_position(&mut rng));
    }
    // Positions along random games reach the decided states too.
    for _ in 0..2_000 {
        let mut pos = random_position(&mut rng);
        for _ in 0..30 {
            check_against_children(&table, &pos);
            let moves = pos.legal_moves(&options);
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.usize(..moves.len())];
            pos = pos.play(mv, &options).expect("legal");
        }
    }

    let started = Instant::now();
    let mut bytes = Vec::new();
    let len = table.encode(&mut bytes).expect("encoded");
    println!(
        "encoded in {:.1} s: {len} bytes ({:.1} MB)",
        started.elapsed().as_secs_f64(),
        len as f64 / 1e6
    );
    assert!(len < 300_000_000);
    // Probe the file on disk, as the game will.
    let path = std::env::temp_dir().join(format!(
        "kono-five-{}-{}.table",
        std::process::id(),
        u8::from(strict)
    ));
    std::fs::write(&path, &bytes).expect("written");
    let disk = std::fs::File::open(&path).expect("opened");
    let mut file = FiveFile::open(disk, strict).expect("a sound table");
    assert_eq!(file.counts(), counts);
    let probe = Probe::new(
        FiveFile::open(std::fs::File::open(&path).expect("opened"), strict).expect("sound"),
        path.display().to_string(),
    );
    let positions: Vec<Position> = (0..20_000).map(|_| random_position(&mut rng)).collect();
    // Far-apart probes inflate a block each (the cold case).
    let started = Instant::now();
    for pos in &positions {
        assert_eq!(Some(file.value(pos).expect("probe")), table.value(pos));
    }
    let per_probe = started.elapsed().as_secs_f64() / positions.len() as f64;
    println!(
        "cold probes (a block read and inflated each): {:.1} µs",
        per_probe * 1e6
    );
    // A game's positions and their children mostly hit the cache.
    let start = Position::start(Variant::Five, Color::Black);
    move_values(&start, &options, &probe).expect("probes");
    let started = Instant::now();
    for _ in 0..1000 {
        move_values(&start, &options, &probe).expect("probes");
    }
    assert_eq!(probe.fault(), None);
    println!(
        "warm: move values of the start (8 moves, 8 probes): {:.2} µs",
        started.elapsed().as_secs_f64() * 1e3
    );
    let started = Instant::now();
    file.verify().expect("every block sound");
    println!(
        "verified every block in {:.2} s",
        started.elapsed().as_secs_f64()
    );
    drop(file);
    std::fs::remove_file(&path).expect("removed");
    let started = Instant::now();
    drop(table);
    let back = FiveTable::decode(Cursor::new(&bytes), strict).expect("decoded");
    println!("decoded in {:.1} s", started.elapsed().as_secs_f64());
    assert_eq!(back.counts(), counts);
}

#[test]
#[ignore = "the full solve: about 30 s with the checks, 500 MB, in release mode"]
fn five_solve_default_goal_matches_the_solved_facts() {
    run(
        false,
        FiveCounts {
            wins: 201_699_538,
            losses: 63_741_074,
            draws: 2_112_935_388,
            max_remoteness: 51,
            no_step: 18_144,
            must_pass: 17_296,
        },
    );
}

#[test]
#[ignore = "the full strict solve and its checks: about 10 s in release mode"]
fn five_solve_strict_goal_matches_the_solved_facts() {
    run(
        true,
        FiveCounts {
            wins: 2_233_094,
            losses: 750_364,
            draws: 2_375_392_542,
            max_remoteness: 24,
            no_step: 18_144,
            must_pass: 18_064,
        },
    );
}

/// Solves only, printing the time of each level: for timing with
/// `farm-bench` or `/usr/bin/time -v`.
fn solve_only(strict: bool) {
    let _guard = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let started = Instant::now();
    let levels = Mutex::new(Vec::new());
    let progress = |p: Progress| {
        let mut levels = levels.lock().expect("progress lock");
        levels.push((p.level.unwrap_or(0), started.elapsed().as_secs_f64()));
    };
    let table = solve(strict, &progress, &AtomicBool::new(false)).expect("solved");
    let total = started.elapsed().as_secs_f64();
    let levels = levels.lock().expect("progress lock");
    let times: Vec<String> = levels
        .windows(2)
        .map(|w| format!("{}:{:.2}", w[0].0, w[1].1 - w[0].1))
        .collect();
    println!(
        "strict {strict}: {total:.1} s, peak {} MiB, level 0 from {:.2} s; seconds per level {}",
        peak_mib(),
        levels.get(1).map_or(0.0, |l| l.1),
        times.join(" ")
    );
    assert!(table.counts().max_remoteness > 0);
}

#[test]
#[ignore = "timing: the default-goal solve alone"]
fn solve_only_default() {
    solve_only(false);
}

#[test]
#[ignore = "timing: the strict-goal solve alone"]
fn solve_only_strict() {
    solve_only(true);
}

#[test]
#[ignore = "starts the full solve and cancels it at level 5"]
fn five_solve_cancels_within_a_level() {
    let _guard = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    let cancel = AtomicBool::new(false);
    let raised = Mutex::new(None);
    let deepest = Mutex::new(None);
    let progress = |p: Progress| {
        if p.level == Some(5) {
            cancel.store(true, std::sync::atomic::Ordering::Relaxed);
            *raised.lock().expect("lock") = Some(Instant::now());
        }
        let mut deepest = deepest.lock().expect("lock");
        *deepest = (*deepest).max(p.level);
        assert!((0.0..=1.0).contains(&p.fraction()));
    };
    let result = solve(false, &progress, &cancel);
    let raised = raised.lock().expect("lock").expect("level 5 reached");
    assert!(matches!(result, Err(kono::ai::five::SolveError::Cancelled)));
    // How soon is printed, not asserted (a busy machine is slower): what
    // the test checks is that no level after the cancelled one began.
    let took = raised.elapsed().as_secs_f64();
    println!("stopped {took:.3} s after the cancel");
    assert_eq!(*deepest.lock().expect("lock"), Some(5));
}
