//! Perft of the four gonu games from the start and from positions that
//! exercise their special rules (the independent values of the rule book's
//! perft table), and each position's legal moves.

use kono::rules::{Color, Position, Variant, perft};

use super::PLAIN;

/// Runs depths of a row while their nodes stay within this budget; the
/// deeper ones run in the ignored test.
const QUICK_NODES: u64 = 3_000_000;

/// A position of `variant` in the notation.
pub fn at(variant: Variant, text: &str) -> Position {
    Position::parse_as(variant, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Checks `values` (perft 1, 2, …) from `pos`, all of them or only the
/// quick ones.
fn check(pos: &Position, values: &[u64], all: bool) {
    for (depth, &expected) in (1..).zip(values) {
        if !all && expected > QUICK_NODES {
            break;
        }
        assert_eq!(perft(pos, depth, &PLAIN), expected, "{pos} perft({depth})");
    }
}

/// Every row: the position (a game from the start when `start`), and perft.
fn rows() -> Vec<(Position, &'static [u64])> {
    let well_start = |c| Position::start(Variant::Well, c);
    let well_tail: [u64; 19] = [
        1, 1, 2, 3, 5, 7, 6, 7, 13, 20, 32, 41, 37, 48, 85, 132, 201, 242, 233,
    ];
    let with_first = |first: u64| -> &'static [u64] {
        let mut v = vec![first];
        v.extend_from_slice(&well_tail);
        Vec::leak(v)
    };
    use Variant::{Line, Mill, Pumpkin, Well};
    vec![
        (well_start(Color::Black), with_first(1)),
        (at(Well, "ww/./bb b"), with_first(2)),
        (well_start(Color::White), with_first(1)),
        (at(Well, "ww/./bb w"), with_first(2)),
        (
            Position::start(Pumpkin, Color::Black),
            &[
                1, 1, 5, 22, 88, 344, 1_518, 6_524, 26_262, 104_094, 433_548, 1_788_000, 7_154_876,
                28_244_920,
            ],
        ),
        (
            Position::start(Line, Color::Black),
            &[
                4, 16, 124, 938, 6_524, 43_690, 328_692, 2_426_846, 16_927_488,
            ],
        ),
        (
            Position::start(Mill, Color::Black),
            &[24, 552, 12_144, 255_024, 5_150_880, 99_761_472],
        ),
        (
            at(Well, "w./b/wb b"),
            &[
                2, 3, 3, 4, 7, 11, 17, 20, 19, 27, 46, 72, 105, 119, 122, 181,
            ],
        ),
        (at(Well, ".w/w/bb b"), &[0; 16]),
        (
            at(Well, "bw/./bw b"),
            &[2, 2, 2, 4, 6, 10, 14, 12, 14, 26, 40, 64, 82, 74, 96, 170],
        ),
        (
            at(Pumpkin, "www/./..././bbb w"),
            &[1, 1, 5, 22, 88, 344, 1_518, 6_524, 26_262],
        ),
        (
            at(Pumpkin, ".bw/./w.w/./b.b b"),
            &[3, 19, 52, 252, 668, 3_598, 9_990, 49_090, 136_698],
        ),
        (
            at(Pumpkin, "w.w/w/.../b/b.b w"),
            &[5, 22, 88, 344, 1_518, 6_524, 26_262, 104_094, 433_548],
        ),
        (
            at(Pumpkin, "w.b/./w.b/./bw. w"),
            &[5, 17, 72, 271, 1_140, 4_070, 16_045, 61_497, 250_505],
        ),
        (
            at(Line, "w.bw/..w./bw../..b. b"),
            &[6, 49, 294, 2_268, 12_701, 98_479, 557_707],
        ),
        (
            at(Line, "b..w/w..w/w.../.b.. b"),
            &[4, 21, 95, 734, 3_245, 24_425, 103_495],
        ),
        (
            at(Line, "w..b/..../.b../w.w. b"),
            &[6, 38, 200, 1_242, 6_575, 43_331, 204_097],
        ),
        (
            at(Line, "b.../w.../w.../.b.. b"),
            &[4, 9, 42, 193, 934, 3_854, 18_450],
        ),
        (
            at(Mill, "ww1/3/3/6/3/3/bb1 b 10 10"),
            &[21, 435, 8_658, 167_382, 3_182_320],
        ),
        (
            at(Mill, "xw1/3/3/6/3/3/bbb w 9 10"),
            &[19, 342, 5_916, 99_040, 1_614_240],
        ),
        (
            at(Mill, "bw1/3/3/1bbww1/3/3/b1w b 8 8"),
            &[19, 349, 6_462, 116_248, 2_126_312],
        ),
        (
            at(Mill, "3/www/3/5b/3/3/bb1 b 0 0"),
            &[9, 46, 371, 4_149, 25_872],
        ),
        (at(Mill, "bwb/wbw/bwb/wbwbwb/wbw/bwb/wbw b 0 0"), &[0; 5]),
        (
            at(Mill, "bxb/xxw/wbb/bbbwbw/wb1/wbw/www w 0 1"),
            &[10, 65, 661, 7_461, 108_223],
        ),
        (
            at(Mill, "1bb/w2/1bb/wwwbbb/bww/2w/bbb b 0 0"),
            &[16, 149, 3_293, 52_815, 1_074_134],
        ),
    ]
}

#[test]
fn gonu_perft_matches_the_reference_values() {
    for (pos, values) in rows() {
        check(&pos, values, false);
    }
}

#[test]
#[ignore = "the deepest reference values take minutes in a test build"]
fn gonu_perft_matches_the_reference_values_to_the_last_depth() {
    for (pos, values) in rows() {
        check(&pos, values, true);
    }
}

#[test]
fn special_positions_have_the_reference_legal_moves() {
    let cases: [(Variant, &str, &str); 14] = [
        (Variant::Well, "w./b/wb b", "b2-c3 c1-c3"),
        (Variant::Well, ".w/w/bb b", ""),
        (Variant::Well, "bw/./bw b", "a1-b2 a3-b2"),
        (Variant::Pumpkin, "www/./..././bbb w", "c5-c4"),
        (Variant::Pumpkin, ".bw/./w.w/./b.b b", "a1-c1 c5-a5 e1-c1"),
        (
            Variant::Pumpkin,
            "w.w/w/.../b/b.b w",
            "a5-c5 c4-b3 c4-c3 c4-d3 e5-c5",
        ),
        (
            Variant::Pumpkin,
            "w.b/./w.b/./bw. w",
            "a5-c5 b3-c2 b3-c3 b3-c4 c1-e1",
        ),
        (
            Variant::Line,
            "w.bw/..w./bw../..b. b",
            "a2-a1 a2-a3 c1-b1 c1-c2 c1-d1 c4-b4",
        ),
        (
            Variant::Line,
            "b..w/w..w/w.../.b.. b",
            "a4-b4 b1-a1 b1-b2 b1-c1",
        ),
        (
            Variant::Line,
            "w..b/..../.b../w.w. b",
            "b2-a2 b2-b1 b2-b3 b2-c2 d4-c4 d4-d3",
        ),
        (
            Variant::Line,
            "b.../w.../w.../.b.. b",
            "a4-b4 b1-a1 b1-b2 b1-c1",
        ),
        (
            Variant::Mill,
            "3/www/3/5b/3/3/bb1 b 0 0",
            "a1-a4 a1-b2 d1-d2 d1-g1 g4-f4 g4-g1xb6 g4-g1xd6 g4-g1xf6 g4-g7",
        ),
        (Variant::Mill, "bwb/wbw/bwb/wbwbwb/wbw/bwb/wbw b 0 0", ""),
        (
            Variant::Mill,
            "bxb/xxw/wbb/bbbwbw/wb1/wbw/www w 0 1",
            "e3xa4 e3xa7 e3xb4 e3xc4 e3xd2 e3xd3 e3xd5 e3xe5 e3xf4 e3xg7",
        ),
    ];
    for (variant, text, expected) in cases {
        let p = at(variant, text);
        let mut moves: Vec<String> = p
            .legal_moves(&PLAIN)
            .iter()
            .map(ToString::to_string)
            .collect();
        moves.sort();
        assert_eq!(moves.join(" "), expected, "{text}");
    }
}
