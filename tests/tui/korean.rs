//! Every kind of screen in Korean, at 80×24 and 100×30: nothing wider than
//! the terminal, no wide character cut in half or half overwritten, and
//! the board's title, the panel, the status line and the banner in Korean
//! (the help, the legend and a lesson are drawn too, for their fit), and
//! no English word on any of them.

use std::sync::Arc;

use kono::ai::Solved;
use kono::i18n::{self, Lang};
use kono::net::{Code, GameId, Session};
use kono::rules::{Game, Position, RuleOptions};
use kono::tui::app::{Invite, Link, Puzzle, Remote};
use kono::tui::layout::Layout;
use kono::tui::start::{Choices, Library, Start};
use kono::tui::view;
use ratatui::layout::Rect;
use unicode_width::UnicodeWidthStr;

use super::*;
use crate::common::solved::Reachable;

const SIZES: [(u16, u16); 2] = [(80, 24), (100, 30)];

/// This thread speaks Korean while it lives, English again after.
struct Korean;

impl Korean {
    fn speak() -> Korean {
        i18n::set_for_thread(Some(Lang::Ko));
        Korean
    }
}

impl Drop for Korean {
    fn drop(&mut self) {
        i18n::set_for_thread(None);
    }
}

/// Whether `text` holds a Hangul syllable.
fn hangul(text: &str) -> bool {
    text.chars().any(|c| ('가'..='힣').contains(&c))
}

/// The text of `area`'s rows of `buf`, as a terminal shows them (the cell
/// hidden behind a wide character left out).
fn shown(buf: &Buffer, area: Rect) -> String {
    let mut out = String::new();
    for y in area.y..area.bottom() {
        let mut x = area.x;
        while x < area.right() {
            let symbol = buf[(x, y)].symbol();
            out.push_str(symbol);
            x += u16::try_from(symbol.width().max(1)).unwrap();
        }
        out.push('\n');
    }
    out
}

/// Every row of `buf` fits its width by display width, and every wide
/// character has its second cell free: inside the screen, and blank
/// (nothing drawn over it afterwards).
#[track_caller]
fn fits(buf: &Buffer, what: &str) {
    let area = buf.area;
    for y in 0..area.height {
        let mut columns = 0;
        let mut x = 0;
        while x < area.width {
            let symbol = buf[(x, y)].symbol();
            let wide = symbol.width();
            if wide == 2 {
                assert!(
                    x + 1 < area.width,
                    "{what}: {symbol:?} sticks out of row {y}:\n{}",
                    text(buf)
                );
                let hidden = buf[(x + 1, y)].symbol();
                assert!(
                    hidden == " " || hidden.is_empty(),
                    "{what}: {hidden:?} drawn over the second half of {symbol:?} at {x},{y}:\n{}",
                    text(buf)
                );
            }
            assert!(wide <= 2, "{what}: {symbol:?} at {x},{y}");
            columns += wide.max(1);
            x += u16::try_from(wide.max(1)).unwrap();
        }
        assert!(
            columns <= usize::from(area.width),
            "{what}: row {y} takes {columns} columns:\n{}",
            text(buf)
        );
    }
}

/// The game screen of `app` at `width` × `height`, checked to fit; with
/// its layout.
#[track_caller]
fn game_screen(app: &mut App, (width, height): (u16, u16), what: &str) -> (Buffer, Layout) {
    let buf = render(app, width, height);
    fits(&buf, &format!("{what} at {width}x{height}"));
    no_english(&buf, what);
    (buf, layout_of(app))
}

/// `buf` holds no English word: notation, numbers, key names and the
/// program's name aside.
#[track_caller]
fn no_english(buf: &Buffer, what: &str) {
    let all = shown(buf, buf.area);
    // The network's code is a name.
    let names = ["KEY234".to_string()].into();
    let english: Vec<String> = crate::common::latin::english(&all, &names)
        .into_iter()
        .filter(|word| !crate::common::latin::KEY_NAMES.contains(&word.as_str()))
        .collect();
    assert!(english.is_empty(), "{what}: English {english:?} in\n{all}");
}

/// The panel and the status line of a game screen say something in
/// Korean, and the panel says `words`.
#[track_caller]
fn korean_panel_and_status(buf: &Buffer, layout: &Layout, words: &str, what: &str) {
    let panel = shown(buf, layout.panel);
    assert!(
        hangul(&panel),
        "{what}: the panel is not in Korean:\n{panel}"
    );
    assert!(panel.contains(words), "{what}: no {words:?} in:\n{panel}");
    let status = shown(buf, layout.status);
    assert!(
        hangul(&status),
        "{what}: the status is not in Korean:\n{status}"
    );
}

#[test]
fn every_game_in_korean_fits_with_its_panel_and_title() {
    let _ko = Korean::speak();
    for variant in Variant::ALL {
        let name = kono::i18n::game_name(variant.name());
        for size in SIZES {
            let mut app = app(variant);
            act(&mut app, Action::NewGame);
            let what = format!("{name} game");
            let (buf, layout) = game_screen(&mut app, size, &what);
            let board = shown(&buf, layout.board);
            assert!(board.contains(&name), "{what}: no title in\n{board}");
            korean_panel_and_status(&buf, &layout, "차례", &what);
        }
    }
}

#[test]
fn the_computer_its_level_and_a_picked_piece_read_in_korean() {
    let _ko = Korean::speak();
    for size in SIZES {
        let mut app = against_computer(
            Variant::Five,
            kono::tui::Seat::White,
            kono::ai::Level::new(3).unwrap(),
        );
        enter_at(&mut app, "c1");
        let (buf, layout) = game_screen(&mut app, size, "against the computer");
        korean_panel_and_status(&buf, &layout, "컴퓨터", "against the computer");
        let status = shown(&buf, layout.status);
        assert!(status.contains("갈 수 있는 점"), "{status}");
    }
}

#[test]
fn the_end_banner_and_the_review_in_korean() {
    let _ko = Korean::speak();
    for size in SIZES {
        let mut app = app(Variant::Four);
        play_all(&mut app, FOUR_CAPTURES);
        assert!(app.game().outcome().is_some());
        let (buf, layout) = game_screen(&mut app, size, "the end");
        let all = shown(&buf, buf.area);
        assert!(all.contains("이겼어요"), "{all}");
        assert!(all.contains("새 판"), "the banner's keys: {all}");
        korean_panel_and_status(&buf, &layout, "승", "the end");
        key(&mut app, 'r');
        assert!(app.reviewing().is_some());
        let (buf, layout) = game_screen(&mut app, size, "the review");
        korean_panel_and_status(&buf, &layout, "돌아보기", "the review");
    }
}

#[test]
fn questions_in_korean() {
    let _ko = Korean::speak();
    for size in SIZES {
        let mut app = app(Variant::Four);
        act(&mut app, Action::OfferDraw);
        let (buf, layout) = game_screen(&mut app, size, "a draw offer");
        let status = shown(&buf, layout.status.union(layout.keys));
        assert!(status.contains("비기자고"), "{status}");
        act(&mut app, Action::No);
        play(&mut app, "a1xa3");
        act(&mut app, Action::Quit);
        let (buf, layout) = game_screen(&mut app, size, "the quit question");
        let status = shown(&buf, layout.status.union(layout.keys));
        assert!(status.contains("나갈까요?"), "{status}");
    }
}

#[test]
fn a_puzzle_in_korean() {
    let _ko = Korean::speak();
    let plain = RuleOptions::default();
    let table = Arc::new(Reachable::solve(
        kono::rules::Position::parse_as(kono::rules::Variant::Four, "..w./.b../..b./w... b")
            .unwrap(),
        plain,
    ));
    let start = Position::start(Variant::Four, Color::Black);
    for size in SIZES {
        let mut app = app(Variant::Four);
        let shared = Arc::clone(&table) as Arc<dyn Solved>;
        let puzzle = Puzzle::pick(shared, &start, plain, 3, 5).expect("a puzzle");
        app.start_puzzle(puzzle);
        let (buf, layout) = game_screen(&mut app, size, "a puzzle");
        korean_panel_and_status(&buf, &layout, "묘수풀이", "a puzzle");
        let panel = shown(&buf, layout.panel);
        assert!(panel.contains("이기세요"), "{panel}");
    }
}

/// A four-field game hosted for a friend, `link` as given.
fn hosted(link: Link) -> App {
    let mut app = app(Variant::Four);
    let game = Game::new(
        Position::start(Variant::Four, Color::Black),
        RuleOptions::default(),
    )
    .unwrap();
    let code: Code = "KEY234".parse().unwrap();
    let invite = Invite {
        addrs: vec!["192.168.0.7".to_string(), "10.0.0.2".to_string()],
        port: 7345,
        code: code.to_string(),
    };
    let mut remote = Remote::hosting(
        Session::new(game, Color::Black),
        GameId::new(code, Color::Black),
        None,
        invite,
    );
    remote.link = link;
    app.play_remote(remote);
    app
}

#[test]
fn the_network_screens_in_korean() {
    let _ko = Korean::speak();
    for size in SIZES {
        let mut app = hosted(Link::Waiting);
        let (buf, layout) = game_screen(&mut app, size, "waiting for a friend");
        korean_panel_and_status(&buf, &layout, "코드", "waiting for a friend");
        let panel = shown(&buf, layout.panel);
        assert!(panel.contains("KEY234"), "{panel}");
        let mut app = hosted(Link::Connected);
        let (buf, layout) = game_screen(&mut app, size, "playing a friend");
        korean_panel_and_status(&buf, &layout, "연결됨", "playing a friend");
        act(&mut app, Action::OfferDraw);
        let (buf, layout) = game_screen(&mut app, size, "a draw offer sent");
        let status = shown(&buf, layout.status.union(layout.keys));
        assert!(status.contains("비김 제안을 보냈어요"), "{status}");
    }
}

#[test]
fn the_start_screen_in_korean_fits_on_every_row() {
    let _ko = Korean::speak();
    for (width, height) in SIZES {
        let mut start = Start::new(Choices::default(), Library::default());
        start.update(Action::Resize(width, height));
        // Down through every row, and each setting through its values.
        for _ in 0..24 {
            for _ in 0..6 {
                let buf = start_screen(&start, width, height);
                fits(&buf, &format!("the start screen at {width}x{height}"));
                no_english(&buf, "the start screen");
                let all = shown(&buf, buf.area);
                assert!(all.contains("컴퓨터와 두기"), "{all}");
                start.update(Action::Cursor(kono::tui::action::Dir::Right));
            }
            start.update(Action::Cursor(kono::tui::action::Dir::Down));
        }
    }
}

/// The start screen drawn at `width` × `height`.
fn start_screen(start: &Start, width: u16, height: u16) -> Buffer {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| view::draw_start(start, &Theme::new(false, false), frame))
        .unwrap();
    terminal.backend().buffer().clone()
}

#[test]
fn help_legend_lesson_and_the_too_small_screen_fit_in_korean() {
    let _ko = Korean::speak();
    for size in SIZES {
        let mut app = app(Variant::Five);
        render(&mut app, size.0, size.1);
        key(&mut app, '?');
        game_screen(&mut app, size, "the help");
        press(&mut app, KeyCode::End);
        game_screen(&mut app, size, "the legend");
        let course = kono::learn::Course::of(Variant::Four);
        let task = course.lesson(1).unwrap().tasks[0].clone();
        let mut app = app_for(task.start.variant());
        app.start_lesson(course, &task, kono::store::Progress::default());
        game_screen(&mut app, size, "a lesson");
    }
    let mut app = app(Variant::Five);
    for size in [(40, 12), (30, 10), (20, 8)] {
        let buf = render(&mut app, size.0, size.1);
        fits(&buf, &format!("too small at {size:?}"));
        no_english(&buf, "too small");
        let all = shown(&buf, buf.area);
        assert!(all.contains("터미널이"), "{all}");
    }
}

/// A game of `variant` for two at one keyboard.
fn app_for(variant: Variant) -> App {
    app(variant)
}

#[test]
fn every_id_the_start_screen_makes_from_a_game_is_in_both_catalogues() {
    let ids = kono::tui::words::start::computed_ids();
    assert!(ids.len() >= Variant::ALL.len(), "{ids:?}");
    for lang in Lang::ALL {
        let known: Vec<String> = i18n::messages(lang)
            .unwrap()
            .into_iter()
            .map(|entry| entry.id)
            .collect();
        for id in &ids {
            assert!(known.contains(id), "{id} is missing in {lang}");
        }
    }
}

#[test]
#[should_panic(expected = "drawn over the second half")]
fn a_wide_character_half_overwritten_does_not_fit() {
    let mut buf = Buffer::empty(Rect::new(0, 0, 4, 1));
    buf.set_string(0, 0, "가", ratatui::style::Style::new());
    buf.set_string(1, 0, "x", ratatui::style::Style::new());
    fits(&buf, "a test buffer");
}

#[test]
fn every_game_timed_with_hints_the_coach_and_its_end_holds_no_english() {
    let _ko = Korean::speak();
    for variant in Variant::ALL {
        let name = variant.name();
        let config = kono::tui::Config {
            clock: Some("5+3".parse().unwrap()),
            ..config(variant)
        };
        let mut app = App::new(config, 7).unwrap();
        act(&mut app, Action::Resize(100, 30));
        act(&mut app, Action::Now(std::time::Instant::now()));
        key(&mut app, 'a');
        game_screen(&mut app, SIZES[1], &format!("{name}: hints"));
        let mut rng = fastrand::Rng::with_seed(3);
        // A game to its end (or 200 plies), looked at on the way: a piece
        // picked, the coach's word, and every tenth position.
        for ply in 0..200 {
            if app.game().outcome().is_some() {
                break;
            }
            if ply % 10 == 3 {
                key(&mut app, 'c');
                game_screen(&mut app, SIZES[0], &format!("{name}: the coach"));
                press(&mut app, KeyCode::Esc);
            }
            let moves = app.game().legal_moves();
            let mv = moves[rng.usize(..moves.len())];
            if ply % 10 == 3 && mv.from().is_some() {
                // Tab to a piece that can move, Enter: it is picked up.
                press(&mut app, KeyCode::Tab);
                press(&mut app, KeyCode::Enter);
                game_screen(&mut app, SIZES[0], &format!("{name}: a piece picked"));
                press(&mut app, KeyCode::Esc);
            }
            // Typed in its notation (the typed line is looked at too).
            act(&mut app, Action::TypeMove);
            for c in mv.to_string().chars() {
                act(
                    &mut app,
                    Action::Edit(kono::tui::action::Edit::InsertChar(c)),
                );
            }
            game_screen(&mut app, SIZES[0], &format!("{name}: {mv} typed"));
            act(&mut app, Action::Activate);
            assert_eq!(
                app.game().moves().last(),
                Some(mv),
                "{name}: {}",
                status(&app)
            );
            if ply % 10 == 0 {
                game_screen(&mut app, SIZES[1], &format!("{name}: ply {ply}"));
            }
        }
        if app.game().outcome().is_none() {
            act(&mut app, Action::Resign);
            act(&mut app, Action::Yes);
        }
        game_screen(&mut app, SIZES[0], &format!("{name}: the end"));
        key(&mut app, 'r');
        game_screen(&mut app, SIZES[0], &format!("{name}: the review"));
    }
}
