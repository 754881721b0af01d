//! Tests of the five-field solver's parts against the rules module: the
//! index, the swap, the win test, children and parents, and the file format.

use std::collections::HashSet;
use std::io::Cursor;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use super::code;
use super::file;
use super::graph::Tables;
use super::index::{
    BLACK_CAN_STEP, ClassTables, EVEN, EVEN_SIZE, ODD, ODD_SIZE, STATES, flip_ranks, fold,
    index_of, pieces_of, terminal,
};
use super::{FileError, FiveCounts, FiveFile, FiveTable, Progress, SolveError, Value, solve};
use crate::rules::{Color, Move, Position, RuleOptions, Variant};

/// The position with those pieces, built through the notation.
fn position(black: u32, white: u32, to_move: Color) -> Position {
    let mut text = String::new();
    for rank in (0..5).rev() {
        for file in 0..5 {
            let bit = 1 << (rank * 5 + file);
            text.push(if black & bit != 0 {
                'b'
            } else if white & bit != 0 {
                'w'
            } else {
                '.'
            });
        }
        text.push(if rank > 0 { '/' } else { ' ' });
    }
    text.push(to_move.letter());
    text.parse().expect("a five-field placement")
}

/// The Black-to-move position of table index `index`.
fn state(index: usize) -> Position {
    let (black, white) = pieces_of(index);
    position(black, white, Color::Black)
}

/// The table index of `pos` (either side to move).
fn index(pos: &Position) -> usize {
    let (black, white) = fold(pos);
    index_of(black, white)
}

fn options(strict: bool) -> RuleOptions {
    RuleOptions {
        strict_goal: strict,
        forced_capture: false,
        no_repeat: false,
    }
}

/// Random states, a third of them with Black's or White's camp nearly full
/// so that finished positions are common.
fn samples(tables: &Tables, count: usize, seed: u64) -> Vec<usize> {
    let mut rng = fastrand::Rng::with_seed(seed);
    (0..count)
        .map(|i| {
            let t = rng.usize(..ODD_SIZE);
            let x = rng.usize(..EVEN_SIZE);
            let t = if i % 3 == 0 {
                // A row whose odd camp points are all taken, often.
                (0..50)
                    .map(|_| rng.usize(..ODD_SIZE))
                    .find(|&o| tables.odd.flags[o] & 0b11 != 0)
                    .unwrap_or(t)
            } else {
                t
            };
            t * EVEN_SIZE + x
        })
        .collect()
}

#[test]
fn ranking_is_a_bijection_on_each_class() {
    for (class, size) in [(ODD, ODD_SIZE), (EVEN, EVEN_SIZE)] {
        assert_eq!(class.size(), size);
        let mut seen = HashSet::new();
        for rank in 0..size {
            let (black, white) = class.unrank(rank);
            assert_eq!(black & white, 0);
            assert_eq!((black | white) & !class.points, 0);
            assert_eq!(black.count_ones() as usize, class.pieces);
            assert_eq!(white.count_ones() as usize, class.pieces);
            assert!(seen.insert((black, white)));
            assert_eq!(class.rank(black, white), rank);
        }
    }
    assert_eq!(STATES, 1_189_188_000);
}

#[test]
fn indices_round_trip_through_positions() {
    let mut rng = fastrand::Rng::with_seed(1);
    for _ in 0..2000 {
        let i = rng.usize(..STATES);
        let pos = state(i);
        assert_eq!(index(&pos), i);
        let (black, white) = pieces_of(i);
        let turned = position(flip_ranks(white), flip_ranks(black), Color::White);
        assert_eq!(index(&turned), i, "{turned}");
    }
}

#[test]
fn swap_is_the_colour_swapped_rank_flipped_position() {
    let tables = Tables::new();
    for (class, t) in [(ODD, &tables.odd), (EVEN, &tables.even)] {
        for rank in 0..class.size() {
            let swapped = usize::from(t.swap[rank]);
            assert_eq!(usize::from(t.swap[swapped]), rank);
            let (black, white) = class.unrank(rank);
            assert_eq!(
                class.unrank(swapped),
                (flip_ranks(white), flip_ranks(black))
            );
        }
    }
}

#[test]
fn the_win_test_agrees_with_the_rules() {
    let tables = Tables::new();
    let mut finished = [0; 2];
    for strict in [false, true] {
        for i in samples(&tables, 6000, 2) {
            let (t, x) = (i / EVEN_SIZE, i % EVEN_SIZE);
            let got = terminal(tables.odd.flags[t], tables.even.flags[x], strict);
            let want = match state(i).outcome(&options(strict)).and_then(|o| o.winner()) {
                None => 0,
                Some(Color::Black) => code::WIN_0,
                Some(Color::White) => code::LOSS_0,
            };
            assert_eq!(got, want, "{} strict {strict}", state(i));
            finished[usize::from(strict)] += usize::from(got != 0);
        }
    }
    assert!(finished[0] > 100, "too few finished samples: {finished:?}");
    // The strict goal is rare at random: put one side on the other's camp,
    // and the other anywhere (in its own camp too, for the blocking case).
    let black_home = Variant::Five.camp(Color::Black);
    let white_home = Variant::Five.camp(Color::White);
    let mut rng = fastrand::Rng::with_seed(4);
    let mut checked = 0;
    for _ in 0..3000 {
        let i = rng.usize(..STATES);
        let (black, white) = pieces_of(i);
        for (b, w) in [
            (black, black_home),
            (white_home, white),
            (white_home, black_home),
        ] {
            if b & w != 0 {
                continue;
            }
            let pos = position(b, w, Color::Black);
            let j = index(&pos);
            for strict in [false, true] {
                let got = terminal(
                    tables.odd.flags[j / EVEN_SIZE],
                    tables.even.flags[j % EVEN_SIZE],
                    strict,
                );
                let want = match pos.outcome(&options(strict)).and_then(|o| o.winner()) {
                    None => 0,
                    Some(Color::Black) => code::WIN_0,
                    Some(Color::White) => code::LOSS_0,
                };
                assert_eq!(got, want, "{pos} strict {strict}");
                checked += usize::from(strict && got != 0);
            }
        }
    }
    assert!(checked > 100, "only {checked} strict wins checked");
}

/// The children of a state by the rules, as table indices.
fn rule_children(pos: &Position, strict: bool) -> Vec<usize> {
    let mut out: Vec<usize> = pos
        .legal_moves(&options(strict))
        .into_iter()
        .map(|mv| index(&pos.play(mv, &options(strict)).expect("legal")))
        .collect();
    out.sort_unstable();
    out
}

/// The parents of state `(r, y)` by the tables, as table indices.
fn table_parents(tables: &Tables, r: usize, y: usize) -> Vec<usize> {
    let mut out = Vec::new();
    let t = usize::from(tables.odd.swap[r]);
    tables.parents_via_first(tables.row_can_step(t), y, |x| out.push(t * EVEN_SIZE + x));
    for &o in tables.odd.steps_of(t) {
        let t2 = usize::from(o);
        out.push(t2 * EVEN_SIZE + tables.parent_via_odd(y));
    }
    out
}

#[test]
fn children_and_parents_agree_with_the_rules() {
    let tables = Tables::new();
    // Some states where Black has no step at all, so must pass.
    let stuck = |t: &ClassTables| -> Vec<usize> {
        (0..t.flags.len())
            .filter(|&r| t.flags[r] & BLACK_CAN_STEP == 0)
            .collect()
    };
    let (stuck_rows, stuck_columns) = (stuck(&tables.odd), stuck(&tables.even));
    assert!(!stuck_rows.is_empty() && !stuck_columns.is_empty());
    let stuck_states = stuck_rows
        .iter()
        .flat_map(|t| stuck_columns.iter().map(move |x| t * EVEN_SIZE + x))
        .step_by(7)
        .take(300);
    let mut passes = 0;
    for i in samples(&tables, 3000, 3).into_iter().chain(stuck_states) {
        let pos = state(i);
        let (t, x) = (i / EVEN_SIZE, i % EVEN_SIZE);
        let want = rule_children(&pos, false);
        if want.is_empty() {
            continue;
        }
        let mut got = Vec::new();
        assert!(tables.all_children(t, x, |r, c| {
            got.push(r * EVEN_SIZE + c);
            true
        }));
        got.sort_unstable();
        assert_eq!(got, want, "{pos}");
        passes += usize::from(pos.legal_moves(&options(false)) == [Move::Pass]);
        for &child in &want {
            let parents = table_parents(&tables, child / EVEN_SIZE, child % EVEN_SIZE);
            assert!(
                parents.contains(&i),
                "{pos} is a parent of {}",
                state(child)
            );
            for p in parents {
                let finished = state(p).outcome(&options(false)).is_some();
                assert!(finished || rule_children(&state(p), false).contains(&child));
            }
        }
    }
    assert!(passes > 50, "only {passes} forced passes checked");
}

/// A synthetic table of `rows` rows: codes from a pattern.
fn synthetic(rows: usize) -> Vec<u8> {
    (0..rows * EVEN_SIZE)
        .map(|i| match i % 1009 {
            0 => code::win((i % 50) as u16),
            1 => code::loss((i % 40) as u16),
            _ => 0,
        })
        .collect()
}

#[test]
fn the_file_round_trips_and_refuses_damage() {
    let rows = 7;
    let codes = synthetic(rows);
    let counts = FiveCounts {
        wins: 1,
        losses: 2,
        draws: 2 * (rows * EVEN_SIZE) as u64 - 3,
        max_remoteness: 49,
        no_step: 18_144,
        must_pass: 17_296,
    };
    let mut bytes = Vec::new();
    let len = file::write(&codes, true, counts, &mut bytes).expect("encode");
    assert_eq!(len, bytes.len() as u64);
    let mut file = FiveFile::open_rows(Cursor::new(&bytes), true, rows).expect("open");
    assert_eq!(file.counts(), counts);
    assert!(file.strict_goal());
    let mut rng = fastrand::Rng::with_seed(5);
    for _ in 0..2000 {
        let i = rng.usize(..codes.len());
        assert_eq!(file.code_at(i).expect("probe"), codes[i]);
    }
    file.verify().expect("sound");
    assert!(matches!(
        FiveFile::open_rows(Cursor::new(&bytes), false, rows),
        Err(FileError::WrongGoal { .. })
    ));
    assert!(matches!(
        FiveFile::open(Cursor::new(&bytes), true),
        Err(FileError::Damaged(_))
    ));
    assert!(matches!(
        FiveFile::open_rows(
            Cursor::new(
                b"PK\x03\x04 not a table at all, but long enough to have a header".to_vec()
            ),
            true,
            rows
        ),
        Err(FileError::NotATable)
    ));
    // Any changed byte is refused, at the latest when its block is read.
    for at in (0..bytes.len()).step_by(97).chain([bytes.len() - 1, 13]) {
        let mut damaged = bytes.clone();
        damaged[at] ^= 0x10;
        let refused = match FiveFile::open_rows(Cursor::new(&damaged), true, rows) {
            Err(_) => true,
            Ok(mut file) => file.verify().is_err(),
        };
        assert!(refused, "byte {at} of {}", bytes.len());
    }
    let mut short = bytes.clone();
    short.truncate(bytes.len() - 5);
    assert!(FiveFile::open_rows(Cursor::new(&short), true, rows).is_err());
}

#[test]
fn a_cancelled_solve_stops_without_a_table() {
    let cancel = AtomicBool::new(true);
    let calls = AtomicUsize::new(0);
    let progress = |_: Progress| {
        calls.fetch_add(1, Ordering::Relaxed);
    };
    assert!(matches!(
        solve(false, &progress, &cancel),
        Err(SolveError::Cancelled)
    ));
    assert_eq!(calls.load(Ordering::Relaxed), 1);
}

#[test]
fn codes_stand_for_their_values() {
    assert_eq!(code::value(0), Value::Draw);
    for n in 0..=code::MAX_REMOTENESS {
        assert_eq!(code::value(code::win(n)), Value::Win(n));
        assert_eq!(code::value(code::loss(n)), Value::Loss(n));
        assert!(code::is_win(code::win(n)) && !code::is_win(code::loss(n)));
    }
    assert_eq!(code::WIN_0, code::win(0));
    assert_eq!(code::LOSS_0, code::loss(0));
}

/// Checks that the value of `pos` follows from its children's values.
fn agrees_with_children(table: &FiveTable, pos: &Position) {
    if let Err(why) = crate::ai::check_against_children(pos, &table.options(), table) {
        panic!("{why}");
    }
}

/// The strict-goal solve is quick even unoptimised (it decides few states),
/// so it runs in every `cargo test`: the exact counts of the solved game, and the
/// table against the rules on decided and random states.
#[test]
fn the_strict_goal_solve_matches_the_solved_facts_and_its_children() {
    let table = solve(true, &|_| {}, &AtomicBool::new(false)).expect("solved");
    let counts = table.counts();
    assert_eq!(
        (
            counts.wins,
            counts.losses,
            counts.draws,
            counts.max_remoteness
        ),
        (2_233_094, 750_364, 2_375_392_542, 24)
    );
    assert_eq!((counts.no_step, counts.must_pass), (18_144, 18_064));
    for first in [Color::Black, Color::White] {
        let start = Position::start(Variant::Five, first);
        assert_eq!(table.value(&start), Some(Value::Draw));
    }
    let decided: Vec<usize> = (0..ODD_SIZE)
        .step_by(31)
        .flat_map(|t| {
            let row = &table.values[t * EVEN_SIZE..(t + 1) * EVEN_SIZE];
            row.iter()
                .enumerate()
                .filter(|(_, c)| **c != 0)
                .map(move |(x, _)| t * EVEN_SIZE + x)
        })
        .step_by(13)
        .take(3000)
        .collect();
    assert!(decided.len() > 1000);
    let mut values_seen = HashSet::new();
    for &i in &decided {
        agrees_with_children(&table, &state(i));
        values_seen.insert(table.value(&state(i)));
    }
    assert!(values_seen.len() > 20, "{values_seen:?}");
    let mut rng = fastrand::Rng::with_seed(6);
    for _ in 0..2000 {
        agrees_with_children(&table, &state(rng.usize(..STATES)));
    }
}
