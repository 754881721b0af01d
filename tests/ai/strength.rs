//! Five-field's levels 2 to 4 are distinct by depth alone, on any machine:
//! each searches deeper and slips less than the one below, so each sees
//! wins the one below cannot, from the same positions every time.

use std::sync::atomic::AtomicBool;

use kono::ai::search::{Search, proven};
use kono::ai::{Level, Value, choose};
use kono::rules::{Game, Move, Variant};

use super::{PLAIN, pos};

fn level(n: u8) -> Level {
    Level::new(n).unwrap()
}

/// What `level`'s search (without its slips) makes of `position`: its
/// proven value for the side to move, if any, and its best move.
fn searched(level: Level, position: &str) -> (Option<Value>, Move) {
    let cancel = AtomicBool::new(false);
    let found = Search::new(PLAIN, &[], &cancel)
        .choosing()
        .run(&pos(position), level.limits(Variant::Five))
        .unwrap();
    (proven(found.score), found.best().unwrap())
}

#[test]
fn five_field_levels_2_to_4_search_by_depth_each_deeper_and_slipping_less() {
    let limits: Vec<_> = (2..=4).map(|n| level(n).limits(Variant::Five)).collect();
    for (n, l) in (2..=4).zip(&limits) {
        assert_eq!(l.time, None, "level {n} must not depend on the clock");
    }
    assert!(
        limits.windows(2).all(|w| w[0].depth < w[1].depth),
        "{limits:?}"
    );
    let slips: Vec<u8> = (1..=5).map(|n| level(n).slips(Variant::Five)).collect();
    assert!(slips.windows(2).take(3).all(|w| w[0] > w[1]), "{slips:?}");
    assert_eq!(slips[3..], [0, 0]);
}

/// Positions won for the side to move in 5, 9 and 11 plies by the solved
/// table (`kono analyze`), each with its only winning move.
const WIN_IN_5: [(&str, &str); 2] = [
    ("..wb./.w.b./.b.b./w.wbw/ww.bb w", "b4-c3"),
    (".w.bb/...bb/w.bb./w.w.w/.bw.w w", "a3-b2"),
];
const WIN_IN_9: (&str, &str) = ("bb..w/wwb.b/.wbbw/w...w/b.... b", "c3-d4");
const WIN_IN_11: [(&str, &str); 2] = [
    ("..bb./bw..b/b.ww./..w.w/bw.bw w", "c3-b2"),
    (".bbb./..b.w/.b..w/wwwbw/w...b w", "e4-d3"),
];

#[test]
fn each_five_field_level_sees_wins_the_one_below_cannot() {
    for (position, winning) in WIN_IN_5 {
        assert_eq!(
            searched(level(2), position).0,
            None,
            "level 2 in {position}"
        );
        assert_eq!(
            searched(level(3), position),
            (Some(Value::Win(5)), winning.parse().unwrap()),
            "level 3 in {position}"
        );
    }
    for (position, winning) in WIN_IN_11.into_iter().chain([WIN_IN_9]) {
        assert_eq!(
            searched(level(3), position).0,
            None,
            "level 3 in {position}"
        );
        let (value, best) = searched(level(4), position);
        assert!(
            matches!(value, Some(Value::Win(9 | 11))),
            "level 4 in {position}: {value:?}"
        );
        assert_eq!(best, winning.parse().unwrap(), "level 4 in {position}");
    }
}

#[test]
fn five_field_levels_choose_the_same_move_every_time() {
    let cancel = AtomicBool::new(false);
    for (position, _) in WIN_IN_5.into_iter().chain(WIN_IN_11) {
        let game = Game::new(pos(position), PLAIN).unwrap();
        for n in 2..=4 {
            let first = choose(&game, level(n), None, 5, &cancel).unwrap();
            let again = choose(&game, level(n), None, 5, &cancel).unwrap();
            assert_eq!(first, again, "level {n} in {position}");
        }
    }
}
