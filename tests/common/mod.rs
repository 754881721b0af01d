//! Helpers the tests of the terminal game share: an App driven by key
//! events through the binding table, rendered on ratatui's `TestBackend`.

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)] // not every test file uses every helper

pub mod latin;
pub mod pty;
pub mod solved;

use kono::rules::{Color, Game, Move, Point, Position, RuleOptions, Variant};
use kono::tui::Config;
use std::collections::VecDeque;

use kono::tui::action::{Action, Effect, Effects, Table};
use kono::tui::app::{App, Tone};
use kono::tui::layout::Layout;
use kono::tui::theme::Theme;
use kono::tui::{input, view};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;

pub fn config(variant: Variant) -> Config {
    Config {
        first: Some(Color::Black),
        ..Config::new(variant)
    }
}

pub fn app(variant: Variant) -> App {
    App::new(config(variant), 7).unwrap()
}

/// A game of `variant` against the computer on `seat` at `level`.
pub fn against_computer(variant: Variant, seat: kono::tui::Seat, level: kono::ai::Level) -> App {
    let config = Config {
        computer: seat,
        level: level.number(),
        ..config(variant)
    };
    App::new(config, 7).unwrap()
}

/// The layout of the app's screen, as the event loop computes it.
pub fn layout_of(app: &App) -> Layout {
    let (w, h) = app.size();
    view::layout(app, Rect::new(0, 0, w, h))
}

/// No effects.
pub const NONE: Effects = Vec::new();

/// Carries out the work of hints, review and puzzles in `effects` at once,
/// as the loop's workers would, and applies the answers; what is left for
/// the loop comes back, less the autosave and stopping the search.
pub fn settle(app: &mut App, effects: Effects) -> Effects {
    let mut rest = Vec::new();
    let mut queue: VecDeque<Effect> = effects.into();
    while let Some(effect) = queue.pop_front() {
        match kono::tui::work::answer_now(&effect) {
            Some(answer) => queue.extend(app.update(answer)),
            None if matches!(effect, Effect::Autosave(_) | Effect::StopThinking) => {}
            None => rest.push(effect),
        }
    }
    rest
}

/// Applies `action`, the work it asks for done at once (see [`settle`]).
pub fn act(app: &mut App, action: Action) -> Effects {
    let effects = app.update(action);
    settle(app, effects)
}

/// Hands the app the solved table of its game, as the worker does (`None`:
/// there is none).
pub fn give_table(app: &mut App, table: Option<Table>) -> Effects {
    let key = (app.variant(), app.options());
    act(app, Action::TableLoaded { key, table })
}

/// What the event loop does with a terminal event.
pub fn handle(app: &mut App, event: &Event) -> Effects {
    match input::action(event, app.mode(), Some(&layout_of(app))) {
        Some(action) => act(app, action),
        None => NONE,
    }
}

pub fn press_with(app: &mut App, code: KeyCode, modifiers: KeyModifiers) -> Effects {
    handle(app, &Event::Key(KeyEvent::new(code, modifiers)))
}

pub fn press(app: &mut App, code: KeyCode) -> Effects {
    press_with(app, code, KeyModifiers::NONE)
}

pub fn key(app: &mut App, c: char) -> Effects {
    press(app, KeyCode::Char(c))
}

pub fn ctrl(app: &mut App, c: char) -> Effects {
    press_with(app, KeyCode::Char(c), KeyModifiers::CONTROL)
}

pub fn point(name: &str) -> Point {
    name.parse().unwrap()
}

/// Moves the cursor to `target` with the arrow keys.
pub fn go(app: &mut App, target: Point) {
    for _ in 0..20 {
        let (row, col) = app.orientation().cell(app.cursor());
        let (trow, tcol) = app.orientation().cell(target);
        let code = if row > trow {
            KeyCode::Up
        } else if row < trow {
            KeyCode::Down
        } else if col > tcol {
            KeyCode::Left
        } else if col < tcol {
            KeyCode::Right
        } else {
            return;
        };
        press(app, code);
    }
    panic!("the cursor did not reach {target}");
}

/// Moves the cursor to the point named `name` and presses Enter there.
pub fn enter_at(app: &mut App, name: &str) -> Effects {
    go(app, point(name));
    press(app, KeyCode::Enter)
}

/// Plays one move by keys: cursor to the piece, Enter, cursor to the
/// destination, Enter.
pub fn play(app: &mut App, mv: &str) {
    let mv: Move = mv.parse().unwrap();
    let before = app.game().ply_count();
    go(app, mv.from().unwrap());
    press(app, KeyCode::Enter);
    assert_eq!(
        app.selected(),
        mv.from(),
        "picking up for {mv}: {}",
        status(app)
    );
    go(app, mv.to().unwrap());
    press(app, KeyCode::Enter);
    assert!(
        app.game().ply_count() > before,
        "{mv} not played: {}",
        status(app)
    );
    assert_eq!(app.game().moves().nth(before), Some(mv));
}

/// Plays a game record by keys; `pass` entries must have happened by themselves.
pub fn play_all(app: &mut App, moves: &str) {
    for (i, mv) in moves.split_whitespace().enumerate() {
        if i < app.game().ply_count() {
            assert_eq!(
                app.game().moves().nth(i).map(|m| m.to_string()).as_deref(),
                Some(mv)
            );
        } else if mv == "pass" {
            assert_eq!(
                app.game().moves().nth(i),
                Some(Move::Pass),
                "no pass at ply {}",
                i + 1
            );
        } else {
            assert_eq!(app.game().ply_count(), i, "before {mv}");
            play(app, mv);
        }
    }
}

#[track_caller]
pub fn refused(app: &App, text: &str) {
    assert_eq!(app.status().tone(), Tone::Refusal, "{}", status(app));
    assert_eq!(status(app), text);
}

pub fn theme(app: &App) -> Theme {
    Theme::new(app.config().ascii, app.config().color)
}

/// The status line's words.
pub fn status(app: &App) -> String {
    view::status_text(app.status(), &theme(app))
}

pub fn draw(app: &App, terminal: &mut Terminal<TestBackend>) {
    terminal
        .draw(|frame| {
            let layout = view::layout(app, frame.area());
            view::draw(app, &layout, &theme(app), frame);
        })
        .unwrap();
}

pub fn render(app: &mut App, width: u16, height: u16) -> Buffer {
    app.update(Action::Resize(width, height));
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    draw(app, &mut terminal);
    terminal.backend().buffer().clone()
}

pub fn text(buf: &Buffer) -> String {
    let mut out = String::new();
    for y in 0..buf.area.height {
        let line: String = (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect();
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

pub fn screen(app: &mut App) -> String {
    text(&render(app, 80, 24))
}

/// Screen position of a point in the rendered board.
pub fn cell_of(app: &App, p: Point) -> (u16, u16) {
    layout_of(app).grid.unwrap().cell_of(p)
}

/// The key bar's row of a screen.
pub fn key_bar(screen: &str) -> String {
    screen.lines().last().unwrap_or_default().to_string()
}

/// A long five-field game (under `options`): every ply a legal move that
/// neither ends the game nor repeats a position a third time, the one to
/// the position seen least (ties at random). Where no such move is left,
/// the last plies are taken back and the walk goes on another way (a
/// bounded number of times), so that the game can grow to hundreds of
/// thousands of plies.
pub fn long_game(plies: usize, options: RuleOptions, seed: u64) -> Game {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut game = Game::new(Position::start(Variant::Five, Color::Black), options).unwrap();
    let mut retreats = 0;
    while game.ply_count() < plies {
        let mut moves: Vec<_> = game.legal_moves().into_iter().collect();
        rng.shuffle(&mut moves);
        let mut best = None;
        for mv in moves {
            game.play(mv).unwrap();
            let seen = game.repetitions();
            if game.outcome().is_none() && seen < 2 && best.is_none_or(|(_, s)| seen < s) {
                best = Some((mv, seen));
            }
            game.undo();
        }
        match best {
            Some((mv, _)) => {
                game.play(mv).unwrap();
            }
            None if retreats < 10_000 && game.ply_count() > 0 => {
                retreats += 1;
                for _ in 0..rng.usize(1..=40).min(game.ply_count()) {
                    game.undo();
                }
            }
            None => break,
        }
    }
    game
}
