//! The typed move: `:` opens a box, a move typed in its notation is played
//! on Enter the way the cursor plays it, refused in the cursor's words.

use kono::i18n::{self, Lang};
use kono::learn::Course;
use kono::store::Progress;
use kono::tui::Config;
use kono::tui::keymap::Mode;

use super::*;

/// Opens the move box and types `text` into it.
fn type_move(app: &mut App, text: &str) {
    key(app, ':');
    assert_eq!(app.mode(), Mode::Move, "{}", status(app));
    for c in text.chars() {
        key(app, c);
    }
}

#[test]
fn a_typed_legal_move_is_played_and_the_box_closes() {
    let mut app = app(Variant::Five);
    type_move(&mut app, "d1-c2");
    assert_eq!(app.prompt(), Some("d1-c2"));
    assert!(screen(&mut app).contains("move: d1-c2"));
    assert_eq!(app.game().ply_count(), 0, "not before Enter");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.game().last_move(), Some("d1-c2".parse().unwrap()));
    assert_eq!(app.prompt(), None);
    assert_eq!(app.mode(), Mode::Board);
    // Four-field's capture, written with x, and in capitals.
    let mut four = super::app(Variant::Four);
    type_move(&mut four, "A1XA3");
    press(&mut four, KeyCode::Enter);
    assert_eq!(four.game().last_move(), Some("a1xa3".parse().unwrap()));
}

#[test]
fn a_typed_illegal_move_is_refused_with_the_cursors_words_and_the_box_stays() {
    for (variant, mv) in [
        (Variant::Four, "a1xb3"),
        (Variant::Four, "a1xc3"),
        (Variant::Five, "d1-d3"),
    ] {
        let parsed: Move = mv.parse().unwrap();
        let mut by_cursor = app(variant);
        enter_at(&mut by_cursor, &parsed.from().unwrap().to_string());
        enter_at(&mut by_cursor, &parsed.to().unwrap().to_string());
        assert_eq!(by_cursor.status().tone(), Tone::Refusal, "{mv}");
        let words = status(&by_cursor);

        let mut app = app(variant);
        type_move(&mut app, mv);
        press(&mut app, KeyCode::Enter);
        refused(&app, &words);
        assert_eq!(app.game().ply_count(), 0);
        assert_eq!(app.prompt(), Some(mv), "the text is kept to mend");
        // Mended: the right move is played.
        let right = if variant == Variant::Four {
            "a1xa3"
        } else {
            "d1-c2"
        };
        ctrl(&mut app, 'u');
        for c in right.chars() {
            key(&mut app, c);
        }
        press(&mut app, KeyCode::Enter);
        assert_eq!(app.game().ply_count(), 1, "{}", status(&app));
    }
}

#[test]
fn unparsable_text_says_what_is_wrong() {
    let mut app = app(Variant::Four);
    type_move(&mut app, "hello");
    press(&mut app, KeyCode::Enter);
    refused(
        &app,
        "“hello” is not a move: write it like b1-c2, a1xa3 or d2",
    );
    assert_eq!(app.prompt(), Some("hello"));
    ctrl(&mut app, 'u');
    for c in "a1-z9".chars() {
        key(&mut app, c);
    }
    press(&mut app, KeyCode::Enter);
    refused(
        &app,
        "“z9” is not a point: write a letter and a digit, like c3",
    );
    assert_eq!(app.game().ply_count(), 0);
}

#[test]
fn esc_closes_the_box_and_plays_nothing() {
    let mut app = app(Variant::Four);
    type_move(&mut app, "a1xa3");
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.prompt(), None);
    assert_eq!(app.mode(), Mode::Board);
    assert_eq!(app.game().ply_count(), 0);
    // Keys are the board's again: `u` is not typed.
    key(&mut app, 'u');
    assert_eq!(app.prompt(), None);
}

#[test]
fn against_the_computer_a_typed_move_waits_for_your_turn() {
    // The computer has the first move: the typed move is refused.
    let first = app(Variant::Four).game().position().to_move();
    let seat = if first == Color::Black {
        kono::tui::Seat::Black
    } else {
        kono::tui::Seat::White
    };
    let mut app = against_computer(Variant::Four, seat, kono::ai::Level::MIN);
    type_move(&mut app, "a1xa3");
    press(&mut app, KeyCode::Enter);
    assert_eq!(app.game().ply_count(), 0);
    assert_eq!(app.status().tone(), Tone::Refusal);
    assert!(status(&app).contains("computer"), "{}", status(&app));
}

#[test]
fn in_a_lesson_a_typed_move_goes_to_the_lesson() {
    let course = Course::of(Variant::Five);
    let task = course.lesson(1).unwrap().tasks[0].clone();
    let config = Config {
        options: task.options,
        ..Config::new(task.start.variant())
    };
    let mut app = App::new(config, 7).unwrap();
    app.update(Action::Resize(80, 24));
    app.start_lesson(course, &task, Progress::default());
    key(&mut app, ':');
    for c in "a2-b3".chars() {
        key(&mut app, c);
    }
    let effects = app.update(Action::Activate);
    let checked = effects.iter().find_map(|e| match e {
        Effect::CheckMove(check) => Some(check.mv),
        _ => None,
    });
    assert_eq!(checked, Some("a2-b3".parse().unwrap()), "{}", status(&app));
    assert_eq!(app.prompt(), None);
}

#[test]
fn the_key_bar_and_the_help_list_it_in_both_languages() {
    let mut app = app(Variant::Four);
    let bar = key_bar(&text(&render(&mut app, 200, 30)));
    assert!(bar.contains(": type move"), "{bar}");
    let entry = |does: &str| HelpLine::Entry {
        keys: ":".to_string(),
        does: does.to_string(),
    };
    let lines = help::lines(local(Variant::Four), false, 76);
    assert!(lines.contains(&entry("type a move in its notation (b1-c2, a1xa3)")));
    i18n::set_for_thread(Some(Lang::Ko));
    let korean = help::lines(local(Variant::Four), false, 76);
    let bar = key_bar(&text(&render(&mut app, 200, 30)));
    i18n::set_for_thread(None);
    assert!(korean.contains(&entry("기보 표기로 수를 쳐요 (b1-c2, a1xa3)")));
    // Wide characters are followed by a blank cell in the buffer's text.
    assert!(bar.replace(' ', "").contains(":수입력"), "{bar}");
}
