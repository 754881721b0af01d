//! Puzzles (`kono puzzle`): picked from a solved table as a win in N, the
//! App in puzzle mode saying at once when a move threw the win away and
//! "solved in N" at the end, retry and the next puzzle, the `[Puzzle]` tag
//! of a saved record, and five-field's need of its table. The table is a
//! small one solved here over every position reachable from a four-field
//! endgame, so the tests stay quick in a debug build.

use crate::common::solved::Reachable;

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use kono::ai::{self, Level, Solved, Value};
use kono::rules::{Game, Move, Position, RuleOptions, Variant, record};
use kono::tui::action::Action;
use kono::tui::app::{App, Progress, Puzzle};
use kono::tui::keymap::Mode;

use crate::common::{app, key, play, screen, status};

const PLAIN: RuleOptions = RuleOptions {
    strict_goal: false,
    forced_capture: false,
    no_repeat: false,
};

/// A position of the game its board's shape names; a 4 × 4 board here
/// is four-field kono's.
fn pos(text: &str) -> Position {
    Position::read(None, text)
        .or_else(|_| Position::parse_as(kono::rules::Variant::Four, text))
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The small table all the tests share.
fn table() -> Arc<Reachable> {
    Arc::new(Reachable::solve(pos("..w./.b../..b./w... b"), PLAIN))
}

/// A puzzle of the table: a win in at least `least` plies where the
/// player has a move that throws the win away (the first such position in
/// the notation's order, so the same every run).
fn slippery(table: &Reachable, least: u16) -> (Position, u16, Move) {
    let mut found: Vec<(String, Position, u16, Move)> = table
        .0
        .iter()
        .filter_map(|(p, v)| match v {
            Value::Win(n) if *n >= least => {
                let values = ai::move_values(p, &PLAIN, table)?;
                let (mv, _) = values.iter().find(|(_, v)| !matches!(v, Value::Win(_)))?;
                Some((p.to_string(), *p, *n, *mv))
            }
            _ => None,
        })
        .collect();
    found.sort_by(|a, b| a.0.cmp(&b.0));
    let (_, p, n, mv) = found.into_iter().next().expect("no slippery puzzle");
    (p, n, mv)
}

/// An App in puzzle mode on `start`.
fn puzzle_app(table: &Arc<Reachable>, start: Position) -> App {
    let mut app = app(Variant::Four);
    app.update(Action::Resize(100, 32));
    let puzzle = Puzzle::new(Arc::clone(table) as Arc<dyn Solved>, start, PLAIN, 5, 42).unwrap();
    app.start_puzzle(puzzle);
    app
}

/// Lets the computer reply, as the event loop's worker would: level 5
/// from the table.
fn reply(app: &mut App, table: &Reachable) {
    let Some(ticket) = app.awaited() else {
        return;
    };
    let mv = ai::choose(
        app.game(),
        Level::MAX,
        Some(table),
        1,
        &AtomicBool::new(false),
    )
    .unwrap()
    .mv;
    app.update(Action::ComputerMoved { ticket, mv });
}

#[test]
fn a_picked_puzzle_is_a_win_in_n_by_the_table_and_the_same_for_a_seed() {
    let table = table();
    let start = Position::start(Variant::Four, kono::rules::Color::Black);
    let shared = Arc::clone(&table) as Arc<dyn Solved>;
    let puzzle = Puzzle::pick(Arc::clone(&shared), &start, PLAIN, 3, 5).expect("a puzzle");
    assert_eq!(table.value(puzzle.start()), Some(Value::Win(puzzle.win())));
    assert!(puzzle.start().outcome(&PLAIN).is_none());
    assert_eq!(puzzle.player(), puzzle.start().to_move());
    assert_eq!(
        kono::tui::words::title_of(&puzzle),
        format!(
            "{} to play and win in {} move{}",
            puzzle.player(),
            puzzle.win().div_ceil(2),
            if puzzle.win() <= 2 { "" } else { "s" }
        )
    );
    let again = Puzzle::pick(shared, &start, PLAIN, 3, 5).unwrap();
    assert_eq!(again.start(), puzzle.start());
    // The winning line is as long as the win and ends in the player's win.
    let mut game = Game::new(*puzzle.start(), PLAIN).unwrap();
    assert_eq!(puzzle.line().len(), usize::from(puzzle.win()));
    for mv in puzzle.line() {
        if game.outcome().is_none() && game.position().legal_moves(&PLAIN).contains(mv) {
            game.play(*mv).unwrap();
        }
    }
    assert_eq!(
        game.outcome().and_then(|o| o.winner()),
        Some(puzzle.player())
    );
}

#[test]
fn a_move_that_throws_the_win_away_is_said_at_once_with_the_winning_line() {
    let table = table();
    let (start, n, bad) = slippery(&table, 2);
    let mut app = puzzle_app(&table, start);
    assert_eq!(app.puzzle().unwrap().win(), n);
    assert!(
        status(&app).contains("to play and win in"),
        "{}",
        status(&app)
    );
    assert!(screen(&mut app).contains("Puzzle"));
    play(&mut app, &bad.to_string());
    let puzzle = app.puzzle().unwrap();
    assert!(matches!(puzzle.progress(), Progress::Slipped(v) if !matches!(v, Value::Win(_))));
    let said = status(&app);
    assert!(
        said.starts_with("the win slipped: the position is now "),
        "{said}"
    );
    assert!(said.contains(&puzzle.line_text()), "{said}");
    assert!(!puzzle.line_text().is_empty());
    // The computer's reply leaves the verdict in the panel.
    reply(&mut app, &table);
    let shown = crate::common::text(&crate::common::render(&mut app, 110, 34));
    assert!(shown.contains("the win slipped"), "{shown}");
    assert!(shown.contains("winning line"), "{shown}");
}

#[test]
fn the_best_line_solves_the_puzzle_in_the_fewest_moves_and_retry_sets_it_up_again() {
    let table = table();
    let (start, n, _) = slippery(&table, 3);
    let mut app = puzzle_app(&table, start);
    let me = start.to_move();
    for _ in 0..40 {
        if app.game().outcome().is_some() {
            break;
        }
        assert_eq!(app.game().position().to_move(), me);
        let best = ai::choose(
            app.game(),
            Level::MAX,
            Some(table.as_ref()),
            1,
            &AtomicBool::new(false),
        )
        .unwrap()
        .mv;
        play(&mut app, &best.to_string());
        assert_eq!(
            app.puzzle().unwrap().progress().clone(),
            app.puzzle().unwrap().progress()
        );
        reply(&mut app, &table);
    }
    assert_eq!(app.game().outcome().and_then(|o| o.winner()), Some(me));
    let moves = usize::from(n).div_ceil(2);
    assert_eq!(
        app.puzzle().unwrap().progress(),
        Progress::Solved {
            moves,
            quickest: true
        }
    );
    let shown = crate::common::text(&crate::common::render(&mut app, 110, 34));
    assert!(shown.contains("solved in"), "{shown}");
    assert!(shown.contains("n next puzzle"), "{shown}");
    assert!(shown.contains("t retry"), "{shown}");
    let done = app.puzzle().unwrap();
    let said = kono::tui::words::verdict(done.progress(), done.win()).unwrap();
    assert!(
        said.starts_with(&format!("solved in {moves} move")),
        "{said}"
    );
    assert!(said.contains("quickest"), "{said}");
    // Retry: the same position, nothing played, the player to move.
    assert_eq!(app.mode(), Mode::Board);
    assert!(app.offers(Action::Retry));
    key(&mut app, 't');
    assert_eq!(app.game().ply_count(), 0);
    assert_eq!(app.game().position(), &start);
    assert_eq!(app.puzzle().unwrap().progress(), Progress::Playing);
    assert_eq!(app.awaited(), None);
}

#[test]
fn the_next_puzzle_takes_the_next_seed() {
    let table = table();
    let start = Position::start(Variant::Four, kono::rules::Color::Black);
    let shared = Arc::clone(&table) as Arc<dyn Solved>;
    let first = Puzzle::pick(Arc::clone(&shared), &start, PLAIN, 3, 5).unwrap();
    let mut app = app(Variant::Four);
    app.update(Action::Resize(100, 32));
    app.start_puzzle(first);
    key(&mut app, 'n');
    let puzzle = app.puzzle().unwrap();
    assert_eq!(puzzle.seed(), 6);
    let expected = Puzzle::pick(shared, &start, PLAIN, 3, 6).unwrap();
    assert_eq!(puzzle.start(), expected.start());
    assert_eq!(app.game().position(), expected.start());
}

#[test]
fn outside_puzzle_mode_there_is_no_retry() {
    let mut app = app(Variant::Four);
    app.update(Action::Resize(100, 32));
    assert!(!app.offers(Action::Retry));
    assert!(app.puzzle().is_none());
    assert_eq!(
        crate::common::act(&mut app, Action::Retry),
        crate::common::NONE
    );
    assert_eq!(app.game().ply_count(), 0);
}

#[test]
fn a_saved_puzzle_reads_back_with_its_tag_and_position() {
    let table = table();
    let (start, _, bad) = slippery(&table, 2);
    let mut app = puzzle_app(&table, start);
    play(&mut app, &bad.to_string());
    let tags = record::Tags {
        puzzle: Some(app.puzzle().unwrap().tag()),
        ..record::Tags::default()
    };
    // Counted in the winner's moves, as the screen says it.
    let moves = app.puzzle().unwrap().win().div_ceil(2);
    let unit = if moves == 1 { "move" } else { "moves" };
    assert_eq!(
        tags.puzzle.as_deref(),
        Some(format!("win in {moves} {unit}, seed 42").as_str())
    );
    assert_eq!(
        Puzzle::read_tag(tags.puzzle.as_deref().unwrap()),
        Some((app.puzzle().unwrap().win(), 42))
    );
    let text = record::write(app.game(), &tags);
    assert!(text.contains("[Puzzle \"win in"), "{text}");
    assert!(text.contains("[Position \""), "{text}");
    let (game, read) = record::read(&text).unwrap();
    assert_eq!(read.puzzle, tags.puzzle);
    assert_eq!(game.start(), &start);
    assert_eq!(
        game.moves().collect::<Vec<_>>(),
        app.game().moves().collect::<Vec<_>>()
    );
}

#[test]
fn a_puzzle_tag_reads_in_moves_and_in_the_plies_of_before() {
    assert_eq!(Puzzle::read_tag("win in 4 moves, seed 3"), Some((7, 3)));
    assert_eq!(Puzzle::read_tag("win in 1 move, seed 9"), Some((1, 9)));
    // A record written before the tag counted moves: plies.
    assert_eq!(Puzzle::read_tag("win in 7, seed 3"), Some((7, 3)));
    for bad in [
        "win in 0 moves, seed 3",
        "win in 4 turns, seed 3",
        "win in four, seed 3",
    ] {
        assert_eq!(Puzzle::read_tag(bad), None, "{bad}");
    }
}
