//! Perft of many mid-game positions against a plain, point-by-point move
//! generator written here from the rule book (`kono rules`): an independent check of the
//! engine's bit-set generator, not the engine against itself.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic: that is how they fail

use kono::rules::{Color, Game, Position, RuleOptions, Variant, perft};

/// A position as the rule book describes it: a grid of points.
#[derive(Clone)]
struct Board {
    size: i32,
    /// `grid[rank][file]`: `Some(colour)` or empty.
    grid: Vec<Vec<Option<Color>>>,
    to_move: Color,
}

impl Board {
    fn of(pos: &Position) -> Board {
        let size = i32::from(pos.variant().size());
        let mut grid = vec![vec![None; size as usize]; size as usize];
        for color in [Color::Black, Color::White] {
            for p in pos.points_of(color) {
                grid[p.rank() as usize][p.file() as usize] = Some(color);
            }
        }
        Board {
            size,
            grid,
            to_move: pos.to_move(),
        }
    }

    fn at(&self, file: i32, rank: i32) -> Option<Option<Color>> {
        (0..self.size)
            .contains(&file)
            .then_some(())
            .filter(|_| (0..self.size).contains(&rank))
            .map(|_| self.grid[rank as usize][file as usize])
    }

    fn count(&self, color: Color) -> usize {
        self.grid
            .iter()
            .flatten()
            .filter(|&&c| c == Some(color))
            .count()
    }

    /// Five-field: the camp of `color`, as (file, rank) points.
    fn camp(&self, color: Color) -> Vec<(i32, i32)> {
        let (home, second) = match color {
            Color::Black => (0, 1),
            Color::White => (4, 3),
        };
        let mut points: Vec<(i32, i32)> = (0..5).map(|f| (f, home)).collect();
        points.push((0, second));
        points.push((4, second));
        points
    }

    /// Five-field: whether `color` has won on the opponent's camp.
    fn camp_won(&self, color: Color, strict: bool) -> bool {
        let camp = self.camp(color.opponent());
        let on = |c: Option<Color>| {
            camp.iter()
                .filter(|&&(f, r)| self.grid[r as usize][f as usize] == c)
                .count()
        };
        if strict {
            on(Some(color)) == 7
        } else {
            on(None) == 0 && on(Some(color)) > 0
        }
    }

    /// Whether the game is over by the pieces (the side that just moved
    /// checked first); a blocked four-field side just has no moves.
    fn over(&self, options: &RuleOptions) -> bool {
        if self.size == 5 {
            self.camp_won(self.to_move.opponent(), options.strict_goal)
                || self.camp_won(self.to_move, options.strict_goal)
        } else {
            self.count(self.to_move) <= 1
        }
    }

    fn children(&self, options: &RuleOptions) -> Vec<Board> {
        if self.over(options) {
            return Vec::new();
        }
        let me = self.to_move;
        let dirs: &[(i32, i32)] = if self.size == 5 {
            &[(1, 1), (1, -1), (-1, 1), (-1, -1)]
        } else {
            &[(1, 0), (-1, 0), (0, 1), (0, -1)]
        };
        let mut steps = Vec::new();
        let mut captures = Vec::new();
        for rank in 0..self.size {
            for file in 0..self.size {
                if self.grid[rank as usize][file as usize] != Some(me) {
                    continue;
                }
                for &(df, dr) in dirs {
                    if self.at(file + df, rank + dr) == Some(None) {
                        steps.push(self.moved((file, rank), (file + df, rank + dr)));
                    }
                    if self.size == 4
                        && self.at(file + df, rank + dr) == Some(Some(me))
                        && self.at(file + 2 * df, rank + 2 * dr) == Some(Some(me.opponent()))
                    {
                        captures.push(self.moved((file, rank), (file + 2 * df, rank + 2 * dr)));
                    }
                }
            }
        }
        if self.size == 5 && steps.is_empty() {
            let mut passed = self.clone();
            passed.to_move = me.opponent();
            return vec![passed];
        }
        if options.forced_capture && !captures.is_empty() {
            return captures;
        }
        captures.extend(steps);
        captures
    }

    fn moved(&self, (f0, r0): (i32, i32), (f1, r1): (i32, i32)) -> Board {
        let mut next = self.clone();
        next.grid[r0 as usize][f0 as usize] = None;
        next.grid[r1 as usize][f1 as usize] = Some(self.to_move);
        next.to_move = self.to_move.opponent();
        next
    }

    fn perft(&self, depth: u32, options: &RuleOptions) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.children(options)
            .iter()
            .map(|c| c.perft(depth - 1, options))
            .sum()
    }
}

/// Mid-game positions: random games from the start, a position every few plies.
fn positions(variant: Variant, options: RuleOptions, games: u64) -> Vec<Position> {
    let mut out = Vec::new();
    let mut rng = fastrand::Rng::with_seed(0x9E37_79B9_7F4A_7C15 ^ games);
    for g in 0..games {
        let first = if g % 2 == 0 {
            Color::Black
        } else {
            Color::White
        };
        let mut game = Game::new(Position::start(variant, first), options).unwrap();
        for ply in 0..60 {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(moves[rng.usize(..moves.len())]).unwrap();
            if ply % 6 == 5 {
                out.push(*game.position());
            }
        }
    }
    out
}

fn check(variant: Variant, options: RuleOptions, depth: u32) {
    let all = positions(variant, options, 40);
    assert!(all.len() >= 150, "{} positions", all.len());
    for p in all {
        let expected = Board::of(&p).perft(depth, &options);
        assert_eq!(perft(&p, depth, &options), expected, "{p}");
    }
}

#[test]
fn five_field_perft_matches_a_plain_generator() {
    check(Variant::Five, RuleOptions::default(), 3);
}

#[test]
fn five_field_strict_goal_perft_matches_a_plain_generator() {
    let options = RuleOptions {
        strict_goal: true,
        ..RuleOptions::default()
    };
    check(Variant::Five, options, 3);
}

#[test]
fn four_field_perft_matches_a_plain_generator() {
    check(Variant::Four, RuleOptions::default(), 3);
}

#[test]
fn four_field_forced_capture_perft_matches_a_plain_generator() {
    let options = RuleOptions {
        forced_capture: true,
        ..RuleOptions::default()
    };
    check(Variant::Four, options, 3);
}
