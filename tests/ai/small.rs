//! The small gonu games solved: the facts of the independent solver (state
//! counts, win / loss / draw, remoteness, the reachable states, the start's
//! values), each state checked against its children, and level 5 keeping
//! every value.

use std::ops::ControlFlow;
use std::sync::atomic::AtomicBool;

use kono::ai::small::SmallTable;
use kono::ai::{Level, Solved, Value, choose};
use kono::rules::{Color, Game, Position, RuleOptions, Variant};

use super::PLAIN;

/// One game's facts: states, win / loss / draw, max remoteness, the same
/// with Black to move, and the reachable states with their counts and max
/// remoteness.
struct Facts {
    variant: Variant,
    states: u64,
    all: [u64; 3],
    max_remoteness: u16,
    black: [u64; 3],
    reachable: u64,
    reachable_wld: [u64; 3],
    reachable_max: u16,
}

const FACTS: [Facts; 3] = [
    Facts {
        variant: Variant::Well,
        states: 60,
        all: [8, 4, 48],
        max_remoteness: 1,
        black: [4, 2, 24],
        reachable: 56,
        reachable_wld: [8, 4, 44],
        reachable_max: 1,
    },
    Facts {
        variant: Variant::Pumpkin,
        states: 18_480,
        all: [1_216, 810, 16_454],
        max_remoteness: 8,
        black: [608, 405, 8_227],
        reachable: 16_074,
        reachable_wld: [788, 628, 14_658],
        reachable_max: 8,
    },
    Facts {
        variant: Variant::Line,
        states: 4_467_360,
        all: [1_647_036, 921_922, 1_898_402],
        max_remoteness: 57,
        black: [823_518, 460_961, 949_201],
        reachable: 3_412_738,
        reachable_wld: [1_315_354, 807_911, 1_289_473],
        reachable_max: 57,
    },
];

fn table(variant: Variant) -> std::sync::Arc<SmallTable> {
    SmallTable::of(variant).unwrap()
}

fn wld(values: impl Iterator<Item = Value>) -> ([u64; 3], u16) {
    let mut counts = [0; 3];
    let mut max = 0;
    for v in values {
        counts[match v {
            Value::Win(_) => 0,
            Value::Loss(_) => 1,
            Value::Draw => 2,
        }] += 1;
        max = max.max(v.remoteness().unwrap_or(0));
    }
    (counts, max)
}

#[test]
fn the_small_games_solve_to_the_reference_facts() {
    for facts in FACTS {
        let t = table(facts.variant);
        let space = t.space();
        assert_eq!(space.len(), facts.states, "{}", facts.variant);
        let c = t.counts(None);
        assert_eq!([c.win, c.loss, c.draw], facts.all, "{}", facts.variant);
        assert_eq!(t.max_remoteness(), facts.max_remoteness);
        let b = t.counts(Some(Color::Black));
        assert_eq!([b.win, b.loss, b.draw], facts.black, "{}", facts.variant);
        // The states some game from the start reaches (the well's with its
        // first-move ban).
        let mut seen = vec![false; space.len() as usize];
        let start = Position::start(facts.variant, Color::Black);
        let mut stack = vec![start];
        seen[space.index(&start).unwrap() as usize] = true;
        let mut values = Vec::new();
        while let Some(p) = stack.pop() {
            values.push(t.value(&p.play_unchecked_none()).unwrap());
            let _ = p.for_each_child(&PLAIN, |_, child| {
                let i = space.index(&child).unwrap() as usize;
                if !seen[i] {
                    seen[i] = true;
                    stack.push(child);
                }
                ControlFlow::<()>::Continue(())
            });
        }
        assert_eq!(values.len() as u64, facts.reachable, "{}", facts.variant);
        assert_eq!(
            wld(values.into_iter()),
            (facts.reachable_wld, facts.reachable_max),
            "{}",
            facts.variant
        );
    }
}

/// The position itself, as a state of the table (the well's opening flag
/// dropped: the table values positions, not games).
trait AsState {
    fn play_unchecked_none(&self) -> Position;
}

impl AsState for Position {
    fn play_unchecked_none(&self) -> Position {
        Position::parse_as(self.variant(), &self.to_string()).unwrap()
    }
}

#[test]
fn the_starts_and_their_moves_have_the_reference_values() {
    let well = table(Variant::Well);
    let start = Position::start(Variant::Well, Color::Black);
    assert_eq!(well.value(&start), Some(Value::Draw), "with the ban");
    assert_eq!(
        well.value(&start.play_unchecked_none()),
        Some(Value::Win(1))
    );
    for (variant, moves) in [
        (Variant::Well, "c1-b2"),
        (Variant::Pumpkin, "c1-c2"),
        (Variant::Line, "a1-a2 b1-b2 c1-c2 d1-d2"),
    ] {
        let t = table(variant);
        let start = Position::start(variant, Color::Black);
        assert_eq!(t.value(&start), Some(Value::Draw), "{variant}");
        let legal: Vec<String> = start
            .legal_moves(&PLAIN)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(legal.join(" "), moves);
        for mv in start.legal_moves(&PLAIN) {
            assert_eq!(
                t.value(&start.play_unchecked(mv)),
                Some(Value::Draw),
                "{variant} {mv}"
            );
        }
    }
    // Special positions of the perft table with their values.
    let line = table(Variant::Line);
    let at = |t: &str| Position::parse_as(Variant::Line, t).unwrap();
    assert_eq!(
        line.value(&at("w..b/..../.b../w.w. b")),
        Some(Value::Loss(20))
    );
    assert_eq!(
        line.value(&at("b.../w.../w.../.b.. b")),
        Some(Value::Win(1))
    );
    let pumpkin = table(Variant::Pumpkin);
    let p = Position::parse_as(Variant::Pumpkin, ".bw/./w.w/./b.b b").unwrap();
    assert_eq!(pumpkin.value(&p), Some(Value::Loss(6)));
}

#[test]
fn every_small_state_agrees_with_its_children() {
    for variant in [Variant::Well, Variant::Pumpkin] {
        let t = table(variant);
        for i in 0..t.space().len() {
            let p = t.space().position(i).unwrap();
            let mut best = None;
            let _ = p.for_each_child(&PLAIN, |_, child| {
                best = best.max(t.value(&child).map(Value::for_mover));
                ControlFlow::<()>::Continue(())
            });
            let expected = match best {
                None => Value::Loss(0),
                Some(v) => v,
            };
            assert_eq!(t.value_at(i), Some(expected), "{p}");
        }
    }
}

#[test]
fn level_five_never_worsens_a_value_in_a_small_game() {
    let cancel = AtomicBool::new(false);
    let mut rng = fastrand::Rng::with_seed(25);
    for variant in [Variant::Well, Variant::Pumpkin, Variant::Line] {
        let t = table(variant);
        for _ in 0..40 {
            let i = rng.u64(..t.space().len());
            let p = t.space().position(i).unwrap();
            let Ok(game) = Game::new(p, RuleOptions::default()) else {
                continue;
            };
            if game.outcome().is_some() {
                continue;
            }
            let choice = choose(&game, Level::MAX, Some(&*t), 7, &cancel).unwrap();
            assert!(choice.exact);
            let after = t.value(&p.play_unchecked(choice.mv)).unwrap().for_mover();
            assert_eq!(after, t.value(&p).unwrap(), "{variant} {p}: {}", choice.mv);
        }
    }
}
