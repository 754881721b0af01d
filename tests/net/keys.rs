//! The one-line editors of network play have key modes of their own: the
//! chat line (Enter sends) and the start screen's join line (Enter joins),
//! each with its words in the key bar and the help, typing every character
//! no key of theirs is bound to, and rebindable in the config file.

use kono::net::{Code, GameId, Message, Session, Text};
use kono::rules::{Color, Game, Position, RuleOptions, Variant};
use kono::store::KeyOverride;
use kono::tui::Config;
use kono::tui::action::{Action, Effect, Effects};
use kono::tui::app::{App, Invite, Link, Remote};
use kono::tui::help::{self, HelpLine};
use kono::tui::input;
use kono::tui::keymap::{self, Key, MODES, Mode, SECTIONS};
use kono::tui::start::{Choices, Library, Page, Start};
use kono::tui::theme::Theme;
use kono::tui::view;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// A game screen connected to a friend (no socket: the App only asks).
pub(super) fn connected() -> App {
    let mut app = App::new(Config::new(Variant::Four), 1).unwrap();
    app.update(Action::Resize(100, 30));
    let game = Game::new(
        Position::start(Variant::Four, Color::Black),
        RuleOptions::default(),
    )
    .unwrap();
    let code: Code = "KEY234".parse().unwrap();
    let invite = Invite {
        addrs: Vec::new(),
        port: 7345,
        code: code.to_string(),
    };
    let mut remote = Remote::hosting(
        Session::new(game, Color::Black),
        GameId::new(code, Color::Black),
        None,
        invite,
    );
    remote.link = Link::Connected;
    app.play_remote(remote);
    app
}

/// Presses `code` in the App's mode, as the event loop does.
fn press(app: &mut App, code: KeyCode) -> Effects {
    let event = KeyEvent::new(code, KeyModifiers::NONE);
    match input::key_action(event, app.mode()) {
        Some(action) => app.update(action),
        None => Effects::new(),
    }
}

/// The screen's last row: the key bar.
fn bar(rows: &[String]) -> String {
    rows.last().unwrap().clone()
}

fn rows(buffer: &ratatui::buffer::Buffer) -> Vec<String> {
    (0..buffer.area.height)
        .map(|y| {
            (0..buffer.area.width)
                .map(|x| buffer[(x, y)].symbol())
                .collect::<String>()
        })
        .collect()
}

pub(super) fn game_rows(app: &App) -> Vec<String> {
    game_rows_at(app, 100, 30)
}

/// The game screen's rows on a terminal `width` × `height`.
pub(super) fn game_rows_at(app: &App, width: u16, height: u16) -> Vec<String> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| {
            let layout = view::layout(app, frame.area());
            view::draw(app, &layout, &Theme::new(false, false), frame);
        })
        .unwrap();
    rows(terminal.backend().buffer())
}

#[test]
fn the_chat_line_has_its_own_mode_and_its_bar_says_send() {
    let mut app = connected();
    press(&mut app, KeyCode::Char('w'));
    assert_eq!(app.mode(), Mode::Chat);
    let shown = game_rows(&app);
    let keys = bar(&shown);
    assert!(keys.contains("Enter send"), "{keys}");
    assert!(keys.contains("Esc cancel"), "{keys}");
    assert!(!keys.contains("save"), "{keys}");
    let asked = &shown[shown.len() - 2];
    assert!(
        asked.starts_with(" say:") && !asked.contains("save"),
        "{asked}"
    );
    insta::assert_snapshot!(shown[shown.len() - 2..].join("\n"));
    // Every character is typed, the board's keys too; Enter sends.
    for c in "q? u".chars() {
        press(&mut app, KeyCode::Char(c));
    }
    assert_eq!(app.mode(), Mode::Chat);
    let sent = press(&mut app, KeyCode::Enter);
    assert!(
        sent.contains(&Effect::Send(Message::Say(Text::lossy("q? u").unwrap()))),
        "{sent:?}"
    );
    assert_eq!(app.mode(), Mode::Board);
    // Esc sends nothing.
    press(&mut app, KeyCode::Char('w'));
    press(&mut app, KeyCode::Char('x'));
    let none = press(&mut app, KeyCode::Esc);
    assert!(
        !none.iter().any(|e| matches!(e, Effect::Send(_))),
        "{none:?}"
    );
    assert_eq!(app.mode(), Mode::Board);
}

#[test]
fn the_join_line_has_its_own_mode_and_its_bar_says_join() {
    let mut start = Start::new(Choices::default(), Library::default());
    start.page = Page::Join;
    assert_eq!(start.mode(), Mode::Join);
    let mut terminal = Terminal::new(TestBackend::new(100, 30)).unwrap();
    terminal
        .draw(|frame| view::draw_start(&start, &Theme::new(false, false), frame))
        .unwrap();
    let keys = bar(&rows(terminal.backend().buffer()));
    assert!(keys.contains("Enter join"), "{keys}");
    assert!(keys.contains("Esc cancel"), "{keys}");
    assert!(!keys.contains("save"), "{keys}");
    // `q` and `?` are typed, not the start screen's quit and rules.
    for c in "q?".chars() {
        let event = KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE);
        let action = input::key_action(event, start.mode()).unwrap();
        assert!(matches!(action, Action::Edit(_)), "{c}: {action:?}");
    }
}

#[test]
fn the_help_names_what_enter_does_in_the_chat_line_in_a_network_game_only() {
    let kind = |play| help::Kind {
        variant: Variant::Four,
        play,
        computer: false,
    };
    let local = help::lines(kind(help::Play::Local), false, 80);
    let chat = |lines: &[HelpLine]| {
        lines
            .iter()
            .any(|l| matches!(l, HelpLine::Section(title) if title.contains("chat")))
    };
    assert!(!chat(&local), "{local:?}");
    let lines = help::lines(kind(help::Play::Network), false, 80);
    let has = |text: &str| {
        lines.iter().any(|l| match l {
            HelpLine::Section(title) => title.contains(text),
            HelpLine::Entry { does, .. } => does.contains(text),
            _ => false,
        })
    };
    assert!(has("When typing a line of chat"));
    assert!(has("send the line to your friend"));
    // The join line is the start screen's, as its other keys are.
    assert!(!has("When typing the address to join"));
}

fn keys_of(sections: &[keymap::Section], mode: Mode, action: &Action) -> Vec<Key> {
    sections
        .iter()
        .filter(|s| s.mode == mode)
        .flat_map(|s| s.bindings.iter())
        .filter(|b| b.action == *action)
        .flat_map(|b| b.keys.iter().copied())
        .collect()
}

#[test]
fn the_line_editors_are_rebound_in_their_own_tables() {
    assert!(MODES.contains(&Mode::Chat) && MODES.contains(&Mode::Join));
    assert_eq!(keymap::mode_name(Mode::Chat), "chat");
    assert_eq!(keymap::mode_name(Mode::Join), "join");
    let over = |mode: &str, action: &str, key: &str| KeyOverride {
        mode: mode.to_string(),
        action: action.to_string(),
        keys: vec![key.to_string()],
        line: 3,
    };
    let table = keymap::rebound(&[over("chat", "select", "Ctrl-s")]).unwrap();
    let ctrl_s = keymap::parse_key("Ctrl-s").unwrap();
    assert_eq!(keys_of(table, Mode::Chat, &Action::Activate), [ctrl_s]);
    // The save prompt and the join line keep Enter.
    let enter = keymap::parse_key("Enter").unwrap();
    for mode in [Mode::Prompt, Mode::Join] {
        assert_eq!(keys_of(table, mode, &Action::Activate), [enter]);
        assert_eq!(keys_of(SECTIONS, mode, &Action::Activate), [enter]);
    }
    let (line, why) = keymap::rebound(&[over("join", "resign", "R")]).unwrap_err();
    assert_eq!(line, 3);
    assert!(
        why.starts_with("unknown action `resign` in [keys.join]: it has select, cancel"),
        "{why}"
    );
}

/// Types `text` in the open chat line and presses Enter: whether a line
/// went out.
fn say_line(app: &mut App, text: &str) -> bool {
    for c in text.chars() {
        press(app, KeyCode::Char(c));
    }
    let sent = press(app, KeyCode::Enter);
    sent.iter()
        .any(|e| matches!(e, Effect::Send(Message::Say(_))))
}

#[test]
fn a_chat_line_too_long_or_too_soon_is_refused_and_stays_in_the_line() {
    let mut app = connected();
    // Longer than the wire carries: refused whole, not cut.
    press(&mut app, KeyCode::Char('w'));
    assert!(!say_line(&mut app, &"z".repeat(201)));
    assert_eq!(app.mode(), Mode::Chat);
    let shown = game_rows(&app).join("\n");
    assert!(shown.contains("At most 200 characters a line."), "{shown}");
    press(&mut app, KeyCode::Esc);
    // Five lines at once (what a peer takes), then the sixth waits.
    for line in ["one", "two", "six", "ten", "all"] {
        press(&mut app, KeyCode::Char('w'));
        assert!(say_line(&mut app, line), "{line}");
    }
    press(&mut app, KeyCode::Char('w'));
    assert!(!say_line(&mut app, "more"));
    assert_eq!(app.mode(), Mode::Chat);
    let shown = game_rows(&app).join("\n");
    assert!(shown.contains("Not so fast"), "{shown}");
    assert!(shown.contains("more"), "{shown}");
}
