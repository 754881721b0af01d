//! The four gonu games played to their end by keys in the real binary, two
//! players at one keyboard, then the end banner. The keys that walk the
//! cursor to a point are planned on the game's own cursor (an `App` in this
//! process, which moves as the binary's does); the binary's cursor is read
//! off the screen (between its brackets, placed by the board's letters and
//! digits) before each walk, and checked to arrive. And a 참고누 lesson,
//! placements with their removals by keys, to its stars on disk.

use std::collections::{HashMap, VecDeque};
use std::time::{Duration, Instant};

use kono::rules::{Point, Variant};
use kono::tui::action::{Action, Dir};
use kono::tui::app::App;

use crate::common::pty::*;

/// A cursor key: its bytes and the action it stands for.
type Key = (&'static [u8], Action);

/// The keys that move the cursor in `variant`: the arrows, and the keypad's
/// diagonals where pieces go so.
fn cursor_keys(variant: Variant) -> Vec<Key> {
    let mut keys: Vec<Key> = vec![
        (UP, Action::Cursor(Dir::Up)),
        (DOWN, Action::Cursor(Dir::Down)),
        (LEFT, Action::Cursor(Dir::Left)),
        (RIGHT, Action::Cursor(Dir::Right)),
    ];
    if variant.steps_diagonally() {
        keys.extend([
            (b"7" as &[u8], Action::Diagonal(Dir::Up, Dir::Left)),
            (b"9", Action::Diagonal(Dir::Up, Dir::Right)),
            (b"1", Action::Diagonal(Dir::Down, Dir::Left)),
            (b"3", Action::Diagonal(Dir::Down, Dir::Right)),
        ]);
    }
    keys
}

/// Where each cursor key takes the cursor from each point, found on a
/// fresh game's cursor: the cursor walked to the point, then the key.
struct Walks {
    keys: Vec<Key>,
    next: HashMap<(Point, usize), Point>,
}

impl Walks {
    fn of(variant: Variant) -> Walks {
        let keys = cursor_keys(variant);
        let fresh = || App::new(kono::tui::Config::new(variant), 1).unwrap();
        let centre = fresh().cursor();
        let mut path: HashMap<Point, Vec<usize>> = HashMap::from([(centre, Vec::new())]);
        let mut next = HashMap::new();
        let mut queue = VecDeque::from([centre]);
        while let Some(from) = queue.pop_front() {
            for k in 0..keys.len() {
                let mut app = fresh();
                for &step in &path[&from] {
                    app.update(keys[step].1.clone());
                }
                app.update(keys[k].1.clone());
                let to = app.cursor();
                next.insert((from, k), to);
                if !path.contains_key(&to) {
                    let mut longer = path[&from].clone();
                    longer.push(k);
                    path.insert(to, longer);
                    queue.push_back(to);
                }
            }
        }
        Walks { keys, next }
    }

    /// The keys from `from` to `to`, fewest first.
    fn between(&self, from: Point, to: Point) -> Vec<&'static [u8]> {
        let mut back: HashMap<Point, (Point, usize)> = HashMap::new();
        let mut queue = VecDeque::from([from]);
        while let Some(at) = queue.pop_front() {
            if at == to {
                break;
            }
            for k in 0..self.keys.len() {
                let there = self.next[&(at, k)];
                if there != from && !back.contains_key(&there) {
                    back.insert(there, (at, k));
                    queue.push_back(there);
                }
            }
        }
        let mut keys = Vec::new();
        let mut at = to;
        while at != from {
            let (before, k) = back[&at];
            keys.push(self.keys[k].0);
            at = before;
        }
        keys.reverse();
        keys
    }
}

/// The text of a cell of `screen`.
fn cell(screen: &vt100::Screen, row: u16, col: u16) -> String {
    screen
        .cell(row, col)
        .map_or(String::new(), |c| c.contents().to_string())
}

/// The width of the board's frame: up to its right edge on the second row.
fn frame_width(screen: &vt100::Screen) -> u16 {
    let cols = screen.size().1.get();
    (1..cols)
        .find(|&c| cell(screen, 1, c) == "│")
        .unwrap_or(cols)
}

/// The screen cell (row, column) of every point of `variant`, from the
/// board's coordinates: a file's letter below the board, a rank's digit
/// left of it, in the board's frame.
fn point_cells(screen: &vt100::Screen, variant: Variant) -> HashMap<(u16, u16), Point> {
    let (rows, width) = (screen.size().0.get(), frame_width(screen));
    let letters = (0..rows)
        .rev()
        .find(|&row| {
            let written: String = (1..width)
                .map(|c| cell(screen, row, c))
                .filter(|t| !t.trim().is_empty() && t != "│")
                .collect();
            written.starts_with("ab") && written.chars().all(|c| c.is_ascii_lowercase())
        })
        .unwrap_or_else(|| panic!("no letters under the board:\n{}", screen.contents()));
    let mut cells = HashMap::new();
    for &point in variant.geometry().points() {
        let name = point.to_string();
        let (letter, digit) = name.split_at(1);
        let column = (0..width).find(|&c| cell(screen, letters, c) == letter);
        let row = (0..letters).find(|&r| {
            (1..12).any(|c| cell(screen, r, c) == digit && cell(screen, r, c + 1).is_empty())
        });
        let (Some(row), Some(column)) = (row, column) else {
            panic!("{name} is not on the screen:\n{}", screen.contents());
        };
        cells.insert((row, column), point);
    }
    cells
}

/// The cell in the middle of the cursor's brackets on the board.
fn cursor_cell(screen: &vt100::Screen) -> Option<(u16, u16)> {
    let width = frame_width(screen);
    (1..screen.size().0.get()).find_map(|row| {
        let open = (0..width).find(|&c| cell(screen, row, c) == "[")?;
        let close = (open..width).find(|&c| cell(screen, row, c) == "]")?;
        Some((row, (open + close) / 2))
    })
}

/// The point under the binary's cursor, once the screen shows one.
fn cursor(session: &Session, cells: &HashMap<(u16, u16), Point>) -> Point {
    let start = Instant::now();
    loop {
        if let Some(point) = session
            .with_screen(cursor_cell)
            .and_then(|at| cells.get(&at))
        {
            return *point;
        }
        assert!(
            start.elapsed() < DEADLINE,
            "no cursor on a point:\n{}",
            session.contents()
        );
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// The board of one game on the screen: where the keys take the cursor,
/// and which cell is which point.
struct Board {
    walks: Walks,
    cells: HashMap<(u16, u16), Point>,
}

impl Board {
    /// The board of `variant` as `session` shows it now.
    fn read(session: &Session, variant: Variant) -> Board {
        Board {
            walks: Walks::of(variant),
            cells: session.with_screen(|screen| point_cells(screen, variant)),
        }
    }

    /// Walks the binary's cursor to `to` by keys and presses Enter there.
    fn enter_at(&self, s: &mut Session, to: &str) {
        let to: Point = to.parse().unwrap();
        for key in self.walks.between(cursor(s, &self.cells), to) {
            s.send(key);
        }
        let start = Instant::now();
        while cursor(s, &self.cells) != to {
            assert!(
                start.elapsed() < DEADLINE,
                "the cursor did not reach {to}:\n{}",
                s.contents()
            );
            std::thread::sleep(Duration::from_millis(10));
        }
        s.send(ENTER);
    }

    /// Plays `mv` by keys: `a1-b2` a step, `d2` a placement, `d2xg7` or
    /// `a4-a1xd6` with the piece it removes.
    fn play(&self, s: &mut Session, mv: &str) {
        for point in mv.split(['-', 'x']) {
            self.enter_at(s, point);
        }
    }
}

/// Plays `moves` (`a1-b2` steps, `d2` placements) by keys from the start
/// of `variant`, two players, each move awaited on the turn line; then
/// waits for `banner` and quits.
fn play_to_the_end(variant: Variant, moves: &str, banner: &str) {
    let started = Instant::now();
    let mut s = Session::start(&["tui", "--variant", variant.name()], 24, 80);
    s.wait_game_mode();
    s.wait_text("Black to move");
    let board = Board::read(&s, variant);
    let moves: Vec<&str> = moves.split_whitespace().collect();
    for (i, mv) in moves.iter().enumerate() {
        board.play(&mut s, mv);
        if i + 1 < moves.len() {
            let next = if i % 2 == 0 {
                "White to move"
            } else {
                "Black to move"
            };
            s.wait_text(next);
        }
    }
    s.wait_text(banner);
    s.send(b"q");
    assert_eq!(s.wait_exit(), 0);
    s.assert_restored();
    // Each step above is waited for with a generous deadline; the whole
    // game's time is printed, not asserted.
    println!("{variant:?}: played to its end in {:?}", started.elapsed());
}

#[test]
fn well_kono_is_played_by_keys_to_a_blockade() {
    play_to_the_end(
        Variant::Well,
        "c1-b2 c3-c1 b2-c3 c1-b2 c3-c1 a3-c3",
        "White wins",
    );
}

#[test]
fn pumpkin_kono_is_played_by_keys_to_a_blockade() {
    play_to_the_end(
        Variant::Pumpkin,
        "c1-c2 c5-c4 c2-b3 c4-c3 b3-c4 c3-c2 c4-c5 c2-c1",
        "White wins",
    );
}

#[test]
fn line_kono_is_played_by_keys_until_white_has_one_piece() {
    play_to_the_end(
        Variant::Line,
        "a1-a2 a4-a3 d1-d2 a3-b3 a2-a3 c4-c3 d2-d3 b4-b3 d3-c3",
        "Black wins",
    );
}

#[test]
fn the_mill_is_played_by_keys_to_a_full_board_where_black_cannot_move() {
    // Twelve points each that make no line of three: the board fills up
    // with no removal, and Black, to move, has no step.
    play_to_the_end(
        Variant::Mill,
        "a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3 d3 e3 b2 d2 f2 a1 d1 g1",
        "White wins",
    );
}

#[test]
fn the_mill_lesson_on_lines_of_three_is_played_by_keys_to_three_stars_and_kept() {
    let home = fresh_home();
    let args = ["learn", "--variant", "mill", "--lesson", "2"];
    let mut s = Session::start_in(&home, &args, 24, 80);
    s.wait_text("Lesson 2:");
    let board = Board::read(&s, Variant::Mill);
    for (number, mv) in ["g1xd7", "c3xd7", "g1xd7", "g7"].into_iter().enumerate() {
        s.wait_text(&format!("Task {} of 4", number + 1));
        board.play(&mut s, mv);
        s.wait_text("done: ★★★ (3 of 3)");
        s.send(b"n");
    }
    s.wait_text("Lesson 3:");
    s.send(b"q");
    s.wait_exit();
    s.assert_restored();
    let kept = std::fs::read_to_string(home.join("lessons.txt")).unwrap();
    for number in 1..=4 {
        let key = format!("mill.2.{number} 3\n");
        assert!(kept.contains(&key), "{key} in {kept}");
    }
}
