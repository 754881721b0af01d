//! One count everywhere: every "in N" a player reads counts the moves of
//! the side that wins, as "mate in 2" does (hint labels, the panel's value
//! line, the coach, the legend, puzzles), from one conversion
//! (`Value::winner_moves`); the JSON keeps plies.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::*;
use crate::common::solved::Reachable;
use kono::ai::puzzle::Progress;
use kono::ai::{Estimate, Solved, Value};
use kono::i18n::{Lang, set_for_thread};
use kono::learn::coach;
use kono::rules::{Game, Position, RuleOptions};
use kono::tui::action::Table;
use kono::tui::words;

/// No rule option.
fn plain() -> RuleOptions {
    RuleOptions::default()
}

/// A two-against-two four-field endgame, solved whole by the tests' own
/// solver.
fn endgame() -> Arc<Reachable> {
    let start: Position =
        kono::rules::Position::parse_as(kono::rules::Variant::Four, "..w./..b./..b./w... b")
            .unwrap();
    Arc::new(Reachable::solve(start, plain()))
}

/// The first (by notation, so the same every run) position of `table`
/// whose side to move has the value `value`.
fn first_with(table: &Reachable, value: Value) -> Position {
    let mut found: Vec<Position> = table
        .0
        .iter()
        .filter(|&(p, v)| *v == value && p.outcome(&plain()).is_none())
        .map(|(p, _)| *p)
        .collect();
    found.sort_by_key(ToString::to_string);
    *found
        .first()
        .unwrap_or_else(|| panic!("no position is a {value}"))
}

/// The game screen at the end of `game` with hints on and `table` handed
/// over.
fn hinted(game: Game, table: &Arc<Reachable>) -> App {
    let config = kono::tui::Config {
        options: plain(),
        ..config(Variant::Four)
    };
    let mut app = App::new(config, 7).unwrap();
    app.load(game, "test");
    give_table(&mut app, Some(Table(table.clone())));
    key(&mut app, 'a');
    app
}

#[test]
fn the_longest_win_is_counted_in_the_winners_moves_on_the_board_the_panel_and_the_coach() {
    let table = endgame();
    // The endgame's longest win for the side to move (an odd number of
    // plies, at least 3): the winner's own moves are fewer.
    let plies = table
        .0
        .values()
        .filter_map(|v| match v {
            Value::Win(n) if n % 2 == 1 => Some(*n),
            _ => None,
        })
        .max()
        .unwrap();
    assert!(plies >= 3, "a win in {plies}");
    let n = plies.div_ceil(2);
    let pos = first_with(&table, Value::Win(plies));
    let mut app = hinted(Game::new(pos, plain()).unwrap(), &table);
    let me = words::side(pos.to_move());
    let shown = text(&render(&mut app, 100, 30));
    // The panel (its line wrapped after "with"): the winner's moves, not
    // plies.
    assert!(shown.contains(&format!("{me} wins in {n} with")), "{shown}");
    // The board: the best move's label, by its piece.
    assert!(
        app.hint_values()
            .iter()
            .any(|(_, e)| *e == Estimate::Exact(Value::Win(plies))),
        "the best move wins in {plies} plies"
    );
    assert!(shown.contains(&format!("W{n}")), "{shown}");
    assert!(!shown.contains(&format!("W{plies}")), "{shown}");
    // The coach: the same count.
    let cancel = AtomicBool::new(false);
    let game = Game::new(pos, plain()).unwrap();
    let said = coach::suggest(&game, Some(table.as_ref()), &cancel)
        .unwrap()
        .to_string();
    assert!(said.ends_with(&format!("(win in {n})")), "{said}");
}

#[test]
fn after_a_blunder_the_panel_and_the_coachs_explanation_say_the_same_n() {
    let table = endgame();
    // A move that hands the opponent a win in 3 or more plies.
    let (pos, mv, plies) = {
        let mut found: Vec<(Position, Move, u16)> = Vec::new();
        for (&p, &v) in &table.0 {
            if v == Value::Draw {
                for m in p.legal_moves(&plain()) {
                    if let Some(Value::Win(n)) = table.value(&p.play_unchecked(m))
                        && n >= 3
                    {
                        found.push((p, m, n));
                    }
                }
            }
        }
        found.sort_by_key(|(p, m, _)| (p.to_string(), m.to_string()));
        found[0]
    };
    let n = plies.div_ceil(2);
    assert!(n < plies);
    let mut game = Game::new(pos, plain()).unwrap();
    game.play(mv).unwrap();
    let mut app = hinted(game.clone(), &table);
    let them = words::side(pos.to_move().opponent());
    let shown = text(&render(&mut app, 100, 30));
    assert!(
        shown.contains(&format!("{them} wins in {n} with")),
        "{shown}"
    );
    let cancel = AtomicBool::new(false);
    let explained = coach::explain(&game, Some(table.as_ref()), &cancel)
        .unwrap()
        .to_string();
    assert!(
        explained.contains(&format!("loss in {n} after it")),
        "{explained}"
    );
}

#[test]
fn every_value_word_counts_the_winners_moves() {
    assert_eq!(words::short(Value::Win(5)), "W3");
    assert_eq!(words::short(Value::Win(1)), "W1");
    assert_eq!(words::short(Value::Loss(4)), "L2");
    assert_eq!(words::short(Value::Draw), "=");
    assert_eq!(
        words::in_words(Value::Loss(9), Color::Black),
        "White wins in 4 with best play"
    );
    assert_eq!(
        words::in_words(Value::Loss(1), Color::Black),
        "White wins at once with best play"
    );
    assert_eq!(kono::learn::value_words(Value::Win(25)), "win in 13");
    assert_eq!(kono::learn::value_words(Value::Loss(26)), "loss in 13");
    assert_eq!(kono::learn::value_words(Value::Loss(1)), "lost");
    // A puzzle that slipped into a loss: the opponent's moves.
    assert_eq!(
        words::verdict(Progress::Slipped(Value::Loss(4)), 7).unwrap(),
        "the win slipped: the opponent now wins in 2"
    );
    set_for_thread(Some(Lang::Ko));
    let korean = (
        words::short(Value::Win(5)),
        words::in_words(Value::Loss(9), Color::Black),
    );
    set_for_thread(None);
    assert_eq!(korean.0, "승3");
    assert_eq!(korean.1, "서로 최선이면 백이 4수 만에 이겨요");
}

/// The screen's letters without the frame and without spaces (a wide
/// syllable's second cell is a space): what a wrapped sentence says.
fn letters(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '│' | '|'))
        .collect()
}

#[test]
fn the_legend_counts_the_winners_own_moves() {
    for lang in [Lang::En, Lang::Ko] {
        set_for_thread(Some(lang));
        let mut app = App::new(config(Variant::Five), 7).unwrap();
        render(&mut app, 100, 40);
        key(&mut app, '?');
        press(&mut app, KeyCode::End);
        let shown = render(&mut app, 100, 40);
        set_for_thread(None);
        let words = letters(&text(&shown));
        let (win, loss) = match lang {
            Lang::En => (
                "in 7 of the mover's own moves, this one included",
                "the other side wins in 12 of its own moves",
            ),
            Lang::Ko => (
                "내 수로 7수 만에 이겨요",
                "상대가 자기 수로 12수 만에 이겨요",
            ),
        };
        assert!(words.contains(&letters(win)), "{lang}: {words}");
        assert!(words.contains(&letters(loss)), "{lang}: {words}");
        assert!(!words.contains(&letters("both sides' counted")), "{words}");
        assert!(!words.contains(&letters("양쪽 수를 모두")), "{words}");
    }
}
