//! The solved four-field tables against their known facts (the counts in
//! `kono::ai::four`'s docs), and every sampled state against its children.
//!
//! Solving takes seconds (the dev profile is optimised, `opt-level = 1`), so
//! these facts run in plain `cargo test`. The `time_*` tests (ignored) print
//! the build and load times; run each alone, e.g.
//! `cargo test --release --test four_table time_build_forced -- --ignored --nocapture`.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic: that is how they fail

use std::sync::OnceLock;
use std::time::Instant;

use kono::ai::four::{self, Counts, FileError, FourTable};
use kono::ai::table::Progress;
use kono::ai::{Value, check_against_children, move_values};
use kono::rules::{Color, Position, RuleOptions, Variant};

/// Captures optional, or forced.
fn options(forced_capture: bool) -> RuleOptions {
    RuleOptions {
        strict_goal: false,
        forced_capture,
        no_repeat: false,
    }
}

/// The table of each option, solved once for all the tests.
fn table(forced_capture: bool) -> &'static FourTable {
    static TABLES: [OnceLock<FourTable>; 2] = [OnceLock::new(), OnceLock::new()];
    TABLES[usize::from(forced_capture)].get_or_init(|| {
        let mut seen: Vec<Progress> = Vec::new();
        let t = four::solve_with_progress(&options(forced_capture), |p| seen.push(p))
            .expect("memory enough");
        // The progress grows to every state, once per group of slices.
        assert_eq!(seen.len(), 45);
        assert!(seen.windows(2).all(|w| w[0].done <= w[1].done));
        assert!(seen.iter().all(|p| p.total == 38_745_279));
        assert_eq!(seen.last().map(|p| p.done), Some(38_745_279));
        assert_eq!(seen.last().map(Progress::percent), Some(100));
        t
    })
}

/// Random draws for the tests, seeded so that a failure repeats.
struct Rng(fastrand::Rng);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(fastrand::Rng::with_seed(seed))
    }

    fn next(&mut self) -> u64 {
        self.0.u64(..)
    }

    /// A random four-field position the rules accept, either side to move.
    fn position(&mut self) -> Position {
        loop {
            let (a, b, c) = (self.next(), self.next(), self.next());
            let mut text = String::new();
            for i in 0..16 {
                text.push(match (a >> i & 1, b >> i & 1, c >> i & 1) {
                    (0, 0, _) => '.',
                    (_, _, 0) => 'b',
                    _ => 'w',
                });
                if i % 4 == 3 && i < 15 {
                    text.push('/');
                }
            }
            text.push_str(if a >> 20 & 1 == 0 { " b" } else { " w" });
            if let Ok(pos) = Position::parse_as(Variant::Four, &text) {
                return pos;
            }
        }
    }
}

#[test]
fn optional_captures_match_the_solved_facts() {
    let t = table(false);
    assert_eq!(
        t.counts(),
        Counts {
            win: 20_140_270,
            loss: 14_822_803,
            draw: 3_782_206
        }
    );
    assert_eq!(t.counts().total(), 38_745_279);
    assert_eq!(t.max_remoteness(), 114);
    start_and_first_moves_draw(t);
}

#[test]
fn forced_captures_match_the_solved_facts() {
    let t = table(true);
    assert_eq!(
        t.counts(),
        Counts {
            win: 19_377_980,
            loss: 14_537_945,
            draw: 4_829_354
        }
    );
    assert_eq!(t.max_remoteness(), 143);
    start_and_first_moves_draw(t);
}

/// The start is a draw with either side first, and so are all 4 first moves.
fn start_and_first_moves_draw(t: &FourTable) {
    for first in [Color::Black, Color::White] {
        let start = Position::start(Variant::Four, first);
        assert_eq!(t.value(&start), Some(Value::Draw));
        let moves = move_values(&start, &t.options(), t).expect("the table covers it");
        assert_eq!(moves.len(), 4);
        assert!(moves.iter().all(|&(_, v)| v == Value::Draw), "{moves:?}");
    }
}

#[test]
fn sampled_states_agree_with_their_children() {
    for forced in [false, true] {
        let t = table(forced);
        let opts = options(forced);
        let mut rng = Rng::new(0x9E37_79B9_7F4A_7C15 + u64::from(forced));
        let mut seen = [0u32; 3];
        for _ in 0..200_000 {
            let pos = rng.position();
            let value =
                check_against_children(&pos, &opts, t).unwrap_or_else(|why| panic!("{why}"));
            seen[match value {
                Value::Win(_) => 0,
                Value::Draw => 1,
                Value::Loss(_) => 2,
            }] += 1;
        }
        assert!(seen.iter().all(|&n| n > 1000), "{seen:?}");
    }
}

#[test]
fn bytes_round_trip_and_damage_is_refused() {
    let t = table(true);
    let bytes = t.to_bytes();
    let back = FourTable::from_bytes(&bytes).expect("its own bytes");
    assert!(back == *t);
    assert_eq!(back.options(), options(true));
    assert_eq!(back.counts(), t.counts());

    let mut damaged = bytes.clone();
    let at = damaged.len() - 1000;
    damaged[at] ^= 0x01;
    assert!(matches!(
        FourTable::from_bytes(&damaged),
        Err(FileError::Checksum { .. })
    ));
    let mut header = bytes.clone();
    header[30] ^= 0x10; // a count
    assert!(matches!(
        FourTable::from_bytes(&header),
        Err(FileError::Checksum { .. })
    ));
    let mut magic = bytes.clone();
    magic[0] = b'X';
    assert_eq!(FourTable::from_bytes(&magic), Err(FileError::Magic));
    let mut version = bytes.clone();
    version[8] = 99;
    assert_eq!(
        FourTable::from_bytes(&version),
        Err(FileError::Version { found: 99 })
    );
    assert!(matches!(
        FourTable::from_bytes(&bytes[..bytes.len() - 1]),
        Err(FileError::Length { .. })
    ));
    assert!(matches!(
        FourTable::from_bytes(&bytes[..10]),
        Err(FileError::Length { .. })
    ));
    assert!(matches!(
        FourTable::from_bytes(&[]),
        Err(FileError::Length { .. })
    ));
}

/// Solves one table and prints the time it took.
fn time_build(forced: bool) {
    let start = Instant::now();
    let t = four::solve(&options(forced)).expect("memory enough");
    eprintln!(
        "forced_capture={forced}: built in {:.2?}: {:?}, max remoteness {}",
        start.elapsed(),
        t.counts(),
        t.max_remoteness()
    );
}

#[test]
#[ignore = "a measurement: run alone with --release -- --ignored --nocapture"]
fn time_build_optional() {
    time_build(false);
}

#[test]
#[ignore = "a measurement: run alone with --release -- --ignored --nocapture"]
fn time_build_forced() {
    time_build(true);
}

#[test]
#[ignore = "a measurement: run alone with --release -- --ignored --nocapture"]
fn time_load() {
    let bytes = four::solve(&options(true))
        .expect("memory enough")
        .to_bytes();
    for _ in 0..5 {
        let start = Instant::now();
        let back = FourTable::from_bytes(&bytes).expect("its own bytes");
        eprintln!("loaded {} bytes in {:.2?}", bytes.len(), start.elapsed());
        drop(back);
    }
}
