//! Tests of the moving-phase solver against the rules module: every value
//! of the small sectors agrees with its children's as the rules make them,
//! the counts of the sectors of 3 and 4 pieces a side, and the file's
//! checks.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic

use std::io::Cursor;
use std::sync::OnceLock;
use std::sync::atomic::AtomicBool;

use super::cells::{Done, SectorFacts};
use super::file::{FileError, MillFile};
use super::probe::MillTable;
use super::solve;
use crate::ai::{Solved, Value, check_against_children};
use crate::rules::{Color, Position, RuleOptions, Variant};

/// The table of 3 and 4 pieces a side, solved once for all the tests, with
/// every sector's codes.
/// A table in memory, its sectors' codes, and its file's bytes.
type Small = (MillTable<Cursor<Vec<u8>>>, Vec<Done>, Vec<u8>);

fn small() -> &'static Small {
    static SMALL: OnceLock<Small> = OnceLock::new();
    SMALL.get_or_init(|| {
        let mut kept = Vec::new();
        let cancel = AtomicBool::new(false);
        let (bytes, _) = solve::run(4, "mill", &|_| {}, &cancel, Some(&mut kept)).unwrap();
        let file = MillFile::open(Cursor::new(bytes.clone())).unwrap();
        (MillTable::from_file(file), kept, bytes)
    })
}

fn facts(win: u64, loss: u64, draw: u64, max_win: u16, max_loss: u16) -> SectorFacts {
    SectorFacts {
        win,
        loss,
        draw,
        max_win,
        max_loss,
    }
}

#[test]
fn the_small_sectors_count_as_solved() {
    let (table, _, _) = small();
    assert_eq!(table.pieces(), 4);
    assert_eq!(
        table.sectors(),
        [
            ((3, 3), facts(74_146, 33_701, 61_779, 23, 24)),
            ((3, 4), facts(153_349, 604_443, 2_606, 21, 32)),
            ((4, 3), facts(712_286, 46_972, 1_140, 31, 20)),
            ((4, 4), facts(1_951_238, 906_737, 367_622, 45, 44)),
        ]
    );
}

#[test]
fn small_sectors_agree_with_their_children_as_the_rules_make_them() {
    let (table, kept, _) = small();
    let options = RuleOptions::default();
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    for done in kept {
        let sector = done.sector;
        let mut checked = 0;
        while checked < 1500 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let i = seed % sector.len();
            if !sector.is_canonical(i) {
                continue;
            }
            checked += 1;
            let (own, other) = sector.position(i);
            let pos =
                Position::from_parts(Variant::Mill, [own, other], Color::Black, 0, [0, 0]).unwrap();
            assert_eq!(
                table.value(&pos),
                Some(super::code::value(done.values[i as usize]))
            );
            check_against_children(&pos, &options, table).unwrap();
            let flipped =
                Position::from_parts(Variant::Mill, [other, own], Color::White, 0, [0, 0]).unwrap();
            assert_eq!(table.value(&flipped), table.value(&pos));
        }
    }
}

#[test]
fn three_against_three_and_the_positions_outside() {
    let (table, _, _) = small();
    // Black, with three against three, steps g4-g1 into a 곤 and leaves
    // White two.
    let pos = Position::parse_as(Variant::Mill, "3/www/3/5b/3/3/bb1 b 0 0").unwrap();
    assert_eq!(table.value(&pos), Some(Value::Win(1)));
    let placing = Position::parse_as(Variant::Mill, "ww1/3/3/6/3/3/bb1 b 10 10").unwrap();
    assert_eq!(table.value(&placing), None, "the placing is outside");
    let many = Position::parse_as(Variant::Mill, "www/www/3/6/3/3/bbb b 0 0").unwrap();
    assert_eq!(
        table.value(&many),
        None,
        "five pieces: outside a table of four"
    );
}

#[test]
fn a_damaged_or_foreign_file_is_refused() {
    let (_, _, bytes) = small();
    let mut bad = bytes.clone();
    let at = bad.len() / 2;
    bad[at] ^= 0x55;
    let mut file = MillFile::open(Cursor::new(bad)).unwrap();
    assert!(matches!(file.verify(), Err(FileError::Damaged(_))));
    let mut foreign = bytes.clone();
    foreign[0] = b'X';
    assert!(matches!(
        MillFile::open(Cursor::new(foreign)),
        Err(FileError::Foreign(_))
    ));
    let short = bytes[..bytes.len() - 3].to_vec();
    assert!(MillFile::open(Cursor::new(short)).is_err());
    let mut header = bytes.clone();
    header[13] ^= 1;
    assert!(matches!(
        MillFile::open(Cursor::new(header)),
        Err(FileError::Damaged(_))
    ));
}

#[test]
fn a_puzzle_is_a_won_endgame_of_the_table() {
    let (table, _, _) = small();
    let options = RuleOptions::default();
    let (pos, plies) = crate::ai::puzzle::pick(Variant::Mill, &options, table, 7, 5).unwrap();
    assert_eq!(table.value(&pos), Some(Value::Win(plies)));
    assert!(!pos.is_placing());
}

/// A sector's pieces (mover's, other's), wins, losses, draws, longest win.
type Sector = ((u8, u8), u64, u64, u64, u16);

/// Each sector of the table up to `pieces` a side, as solved: the pieces
/// (mover's, other's), the wins, losses and draws, and the longest win.
fn sectors(pieces: u8) -> Vec<Sector> {
    let cancel = AtomicBool::new(false);
    let (_, counted) = solve::run(pieces, "mill", &|_| {}, &cancel, None).unwrap();
    counted
        .iter()
        .map(|&(s, f)| (s, f.win, f.loss, f.draw, f.max_win))
        .collect()
}

/// The sectors up to 5 a side (61.6 M positions: a minute or two in a
/// release build): `cargo test --release --lib -- --ignored mill_sectors`.
#[test]
#[ignore = "minutes: run in release"]
fn mill_sectors_up_to_five() {
    let longest = sectors(5);
    assert_eq!(
        longest[3..],
        [
            ((3, 5), 175_540, 2_403_443, 1_407, 25),
            ((5, 3), 2_552_391, 27_596, 403, 29),
            ((4, 4), 1_951_238, 906_737, 367_622, 45),
            ((4, 5), 3_070_801, 7_161_961, 77_734, 37),
            ((5, 4), 9_510_757, 766_498, 33_241, 43),
            ((5, 5), 20_837_953, 8_675_886, 1_400_585, 65),
        ]
    );
}

/// The sectors with 6 pieces on a side (427 M positions up to 6 a side:
/// minutes in a release build, 500 MB):
/// `cargo test --release --lib -- --ignored mill_sectors`.
#[test]
#[ignore = "minutes: run in release"]
fn mill_sectors_up_to_six() {
    let mut sixes: Vec<_> = sectors(6)
        .into_iter()
        .filter(|&((mover, other), ..)| mover == 6 || other == 6)
        .collect();
    sixes.sort_unstable();
    assert_eq!(
        sixes,
        [
            ((3, 6), 31_831, 6_842_453, 1_036, 21),
            ((4, 6), 1_494_770, 24_187_350, 83_672, 37),
            ((5, 6), 21_887_181, 49_229_391, 999_500, 61),
            ((6, 3), 6_875_049, 224, 47, 27),
            ((6, 4), 25_652_359, 102_773, 10_660, 37),
            ((6, 5), 67_669_337, 4_130_448, 316_287, 57),
            ((6, 6), 111_445_019, 41_162_931, 3_621_410, 81),
        ]
    );
}
