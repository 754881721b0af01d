//! The solver's bit arithmetic and index against `rules` and plain
//! definitions. The solved tables themselves are checked in
//! `tests/four_table.rs`.

use std::collections::BTreeSet;

use super::board::{BOARD, can_capture, for_each_capture, for_each_unstep, step_count};
use super::index::{MAX_PIECES, Ranker, STATES};
use crate::rules::{Color, Move, Position, RuleOptions};

/// Random draws for the tests, seeded so that a failure repeats.
struct Rng(fastrand::Rng);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(fastrand::Rng::with_seed(seed))
    }

    fn next(&mut self) -> u64 {
        self.0.u64(..)
    }

    /// A random state with at most 8 pieces a side, and at least `min` each.
    fn state(&mut self, min: u32) -> (u32, u32) {
        loop {
            let (a, b, c) = (self.next(), self.next(), self.next());
            // Each point: 3/8 mine, 3/8 theirs, 1/4 empty (more or less).
            let occupied = (a | b) as u32 & BOARD;
            let mine = occupied & c as u32;
            let theirs = occupied & !mine;
            let (m, t) = (mine.count_ones(), theirs.count_ones());
            if (min..=MAX_PIECES).contains(&m) && (min..=MAX_PIECES).contains(&t) {
                return (mine, theirs);
            }
        }
    }
}

/// The position with `mine` as Black, to move, and `theirs` as White.
fn position(mine: u32, theirs: u32) -> Position {
    let mut text = String::new();
    for rank in (0..4).rev() {
        for file in 0..4 {
            let bit = 1 << (rank * 4 + file);
            text.push(if mine & bit != 0 {
                'b'
            } else if theirs & bit != 0 {
                'w'
            } else {
                '.'
            });
        }
        text.push(if rank > 0 { '/' } else { ' ' });
    }
    text.push('b');
    Position::parse_as(crate::rules::Variant::Four, &text)
        .expect("a position with at most 8 pieces a side")
}

/// `(mine, theirs)` of a position, the side to move's first.
fn state_of(pos: &Position) -> (u32, u32) {
    let me = pos.to_move();
    (pos.pieces(me), pos.pieces(me.opponent()))
}

const BOTH: [RuleOptions; 2] = [
    RuleOptions {
        strict_goal: false,
        forced_capture: false,
        no_repeat: false,
    },
    RuleOptions {
        strict_goal: false,
        forced_capture: true,
        no_repeat: false,
    },
];

#[test]
fn steps_and_captures_match_the_rules() {
    let mut rng = Rng::new(7);
    for _ in 0..3000 {
        let (mine, theirs) = rng.state(2);
        let pos = position(mine, theirs);
        for options in BOTH {
            let legal = pos.legal_moves(&options);
            let steps = legal
                .iter()
                .filter(|m| matches!(m, Move::Step { .. }))
                .count();
            assert_eq!(
                step_count(mine, theirs, options.forced_capture) as usize,
                steps
            );
            let mut ours = BTreeSet::new();
            for_each_capture(mine, theirs, |m, t| {
                ours.insert((m, t));
            });
            let theirs_set: BTreeSet<_> = legal
                .iter()
                .filter(|m| m.is_capture())
                .map(|&mv| state_of(&pos.play(mv, &options).expect("legal")))
                .collect();
            assert_eq!(ours, theirs_set, "{pos}");
            assert_eq!(can_capture(mine, theirs), !ours.is_empty());
        }
    }
}

#[test]
fn unsteps_are_exactly_the_steps_that_lead_here() {
    let mut rng = Rng::new(11);
    for _ in 0..1500 {
        let (mine, theirs) = rng.state(2);
        for options in BOTH {
            let mut ours = BTreeSet::new();
            let check = |before: u32, to: u32, from: u32| {
                assert_eq!(before, theirs ^ to ^ from);
                ours.insert(before);
            };
            if options.forced_capture {
                for_each_unstep::<true>(mine, theirs, check);
            } else {
                for_each_unstep::<false>(mine, theirs, check);
            }
            // Every position with `theirs` less one piece moved anywhere
            // empty, whose legal steps lead here.
            let mut rules = BTreeSet::new();
            let empty = BOARD & !(mine | theirs);
            for to in (0..16).map(|i| 1 << i).filter(|b| theirs & b != 0) {
                for from in (0..16).map(|i| 1 << i).filter(|b| empty & b != 0) {
                    let before = theirs ^ to ^ from;
                    let pos = position(before, mine);
                    let leads_here = pos.legal_moves(&options).into_iter().any(|mv| {
                        !mv.is_capture()
                            && state_of(&pos.play(mv, &options).expect("legal")) == (mine, theirs)
                    });
                    if leads_here {
                        rules.insert(before);
                    }
                }
            }
            assert_eq!(ours, rules, "{}", position(mine, theirs));
        }
    }
}

#[test]
fn pext_and_pdep_are_inverse_on_the_mask() {
    let ranker = Ranker::new();
    let mut rng = Rng::new(3);
    for _ in 0..20_000 {
        let (x, mask) = (rng.next() as u32 & BOARD, rng.next() as u32 & BOARD);
        let (mut ext, mut k) = (0, 0);
        for bit in (0..16).filter(|b| mask >> b & 1 == 1) {
            ext |= (x >> bit & 1) << k;
            k += 1;
        }
        assert_eq!(ranker.pext(x, mask), ext);
        assert_eq!(ranker.pdep(ext, mask), x & mask);
    }
}

#[test]
fn index_is_a_bijection_onto_the_states() {
    let ranker = Ranker::new();
    let mut next = 0;
    for a in 0..=MAX_PIECES {
        for b in 0..=MAX_PIECES {
            assert_eq!(ranker.offset(a, b), next, "slice ({a}, {b})");
            // Every state of the slice once, in index order; the large
            // slices are checked on every 7th state to keep debug builds
            // quick.
            let size = ranker.binomial(16, a) * ranker.binomial(16 - a, b);
            let step = if size > 100_000 { 7 } else { 1 };
            for (i, mine, theirs) in ranker.slice(a, b) {
                assert_eq!(i, next);
                if i % step == 0 {
                    assert_eq!(mine & theirs, 0);
                    assert_eq!((mine.count_ones(), theirs.count_ones()), (a, b));
                    assert_eq!(ranker.index(mine, theirs), i);
                }
                next += 1;
            }
            assert_eq!(next - ranker.offset(a, b), size as usize);
        }
    }
    assert_eq!(next, STATES);
}

#[test]
fn the_start_is_a_state() {
    let start = Position::start(crate::rules::Variant::Four, Color::Black);
    let (mine, theirs) = state_of(&start);
    assert!(Ranker::new().index(mine, theirs) < STATES);
}

#[test]
fn the_largest_pair_of_slices_fits_its_buffer() {
    let ranker = Ranker::new();
    let size = |a, b| (ranker.binomial(16, a) * ranker.binomial(16 - a, b)) as usize;
    let largest = (0..=MAX_PIECES)
        .flat_map(|a| (a..=MAX_PIECES).map(move |b| (a, b)))
        .map(|(a, b)| size(a, b) + if a == b { 0 } else { size(b, a) })
        .max();
    assert_eq!(largest, Some(super::retro::LARGEST_PAIR));
}

#[test]
fn no_state_has_more_than_24_steps() {
    // A step runs along a line between neighbours from a piece to an empty
    // point, so each of the board's 24 lines carries at most one: the
    // solver's undecided bytes count children in 5 bits.
    let mut rng = Rng::new(5);
    for _ in 0..20_000 {
        let (mine, theirs) = rng.state(0);
        assert!(step_count(mine, theirs, false) <= 24);
    }
    // A checkerboard of 8 pieces: every line has one end empty.
    assert_eq!(step_count(0b1010_0101_1010_0101, 0, false), 24);
}

#[test]
fn bytes_round_trip_and_damage_is_refused() {
    use super::{FileError, FourTable, count};
    let mut bytes = vec![super::retro::DRAW; STATES];
    for (i, b) in bytes.iter_mut().enumerate().step_by(1001) {
        *b = (i % 150) as u8;
    }
    let (counts, max_remoteness) = count(&bytes);
    let table = FourTable {
        forced_capture: true,
        bytes,
        counts,
        max_remoteness,
    };
    let file = table.to_bytes();
    let mut written = Vec::new();
    table.write_to(&mut written).unwrap();
    assert!(written == file, "write_to writes what to_bytes gives");
    assert!(FourTable::from_bytes(&file) == Ok(table));
    let mut damaged = file.clone();
    damaged[5000] ^= 0x40;
    assert!(matches!(
        FourTable::from_bytes(&damaged),
        Err(FileError::Checksum { .. })
    ));
    assert!(matches!(
        FourTable::from_bytes(&file[..63]),
        Err(FileError::Length { .. })
    ));
}
