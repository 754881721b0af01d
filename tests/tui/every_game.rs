//! Every game kono has, through one test that names none: its board drawn
//! whole at the usual sizes, the cursor reaching each point by arrows, a
//! record written and read back, and `kono rules` and `kono perft` for it.

use std::collections::BTreeSet;
use std::process::Command;

use kono::rules::{Position, RuleOptions, Shape, record};

use super::*;

/// Whether the cell at (`x`, `y`) shows something.
fn drawn(buf: &Buffer, x: u16, y: u16) -> bool {
    buf[(x, y)].symbol() != " "
}

#[test]
fn every_game_is_drawn_whole_at_80x24_and_100x30() {
    for variant in Variant::ALL {
        let mut app = app(variant);
        for (width, height) in [(80, 24), (100, 30)] {
            let buf = render(&mut app, width, height);
            let shown = text(&buf);
            let geometry = variant.geometry();
            for &p in geometry.points() {
                let (x, y) = cell_of(&app, p);
                assert!(
                    drawn(&buf, x, y),
                    "{variant} {width}x{height}: {p}\n{shown}"
                );
            }
            for line in geometry.lines() {
                let ((ax, ay), (bx, by)) = (cell_of(&app, line.a), cell_of(&app, line.b));
                // Halfway along a straight line; an arc's bend.
                let (x, y) = match line.shape {
                    Shape::Straight => (ax.midpoint(bx), ay.midpoint(by)),
                    Shape::Arc => (ax, by),
                };
                let bend = (bx, ay);
                // A slanted line's cell may fall a column either side.
                let near = (x.saturating_sub(1)..=x + 1).any(|x| drawn(&buf, x, y));
                assert!(
                    near || (line.shape == Shape::Arc && drawn(&buf, bend.0, bend.1)),
                    "{variant} {width}x{height}: line {}-{}\n{shown}",
                    line.a,
                    line.b
                );
            }
        }
    }
}

#[test]
fn the_arrows_take_the_cursor_to_every_point_of_every_game() {
    let arrows = [KeyCode::Up, KeyCode::Down, KeyCode::Left, KeyCode::Right];
    for variant in Variant::ALL {
        let all: BTreeSet<String> = variant
            .geometry()
            .points()
            .iter()
            .map(ToString::to_string)
            .collect();
        // Every point reached from every point reached: the keys that
        // lead to each, played again on a fresh screen.
        let at = |keys: &[KeyCode]| {
            let mut app = app(variant);
            for &code in keys {
                press(&mut app, code);
            }
            app.cursor()
        };
        let mut seen = BTreeSet::from([at(&[]).to_string()]);
        let mut todo: Vec<Vec<KeyCode>> = vec![vec![]];
        while let Some(path) = todo.pop() {
            for arrow in arrows {
                let mut next = path.clone();
                next.push(arrow);
                let to = at(&next);
                assert!(variant.geometry().contains(to), "{variant}: {to}");
                if seen.insert(to.to_string()) {
                    todo.push(next);
                }
            }
        }
        assert_eq!(seen, all, "{variant}");
    }
}

#[test]
fn every_game_writes_a_record_and_reads_it_back() {
    for variant in Variant::ALL {
        let start = Position::start(variant, Color::Black);
        let mut game = kono::rules::Game::new(start, RuleOptions::default()).unwrap();
        for _ in 0..6 {
            let Some(&mv) = game.legal_moves().first() else {
                break;
            };
            game.play(mv).unwrap();
        }
        let text = record::write(&game, &record::Tags::default());
        let (read, _) = record::read(&text).unwrap();
        assert_eq!(read.start().variant(), variant, "{text}");
        assert_eq!(read.position(), game.position(), "{text}");
    }
}

#[test]
fn kono_rules_and_perft_work_for_every_game() {
    for variant in Variant::ALL {
        let kono = |args: &[&str]| {
            let out = Command::new(env!("CARGO_BIN_EXE_kono"))
                .env("LC_ALL", "C")
                .args(args)
                .output()
                .unwrap();
            assert!(
                out.status.success(),
                "{args:?}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            String::from_utf8(out.stdout).unwrap()
        };
        let name = variant.name();
        let rules = kono(&["rules", "--variant", name]);
        assert_eq!(
            rules.trim_end(),
            kono::tui::words::books::rule_book(variant).trim_end()
        );
        let perft = kono(&["perft", "--variant", name, "--depth", "2"]);
        assert!(perft.contains("perft(2) = "), "{perft}");
    }
}
