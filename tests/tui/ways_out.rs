//! Nothing is lost or stuck: the "terminal too small" screen's way out,
//! a long status read in full, the save prompt kept open on an error.

use super::*;

#[test]
fn the_too_small_screen_names_its_way_out_and_q_or_esc_takes_it() {
    for (width, quit) in [(40, KeyCode::Char('q')), (50, KeyCode::Esc)] {
        let mut app = app(Variant::Five);
        play(&mut app, "d1-c2");
        // Even with the save prompt open, the way out works.
        key(&mut app, 's');
        let small = text(&render(&mut app, width, 12));
        let lines: Vec<&str> = small
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect();
        let said = lines.join(" ");
        assert!(
            said.contains("or press q or Esc to quit (the game is saved)."),
            "{small}"
        );
        // Phrases stay whole at 40 columns.
        assert!(
            lines.iter().any(|l| l.contains("need 55×15, have")),
            "{small}"
        );
        assert!(
            lines
                .iter()
                .all(|l| !l.ends_with("need") && !l.ends_with("or press")),
            "{small}"
        );
        let effects = press(&mut app, quit);
        assert!(effects.contains(&Effect::Quit), "{effects:?}");
    }
}

#[test]
fn a_message_too_long_for_the_status_line_is_read_in_full() {
    let mut app = app(Variant::Four);
    let path = "/home/someone/.local/share/kono/games/2026-11-24-092713-four.kono";
    app.notify(kono::tui::app::Status::Notice(format!(
        "{path}: 4 moves, Black to move, and the computer plays White at level 3 (club)"
    )));
    let screen = text(&render(&mut app, 80, 24));
    let rows: Vec<&str> = screen.lines().collect();
    let bottom = format!("{} {}", rows[21].trim(), rows[22].trim());
    assert!(
        bottom.contains(path) && bottom.ends_with("at level 3 (club)"),
        "{screen}"
    );
    assert!(rows[23].trim().ends_with("q quit"), "the key bar: {screen}");
    // A message that fits leaves the key bar where it was.
    app.notify(kono::tui::app::Status::Notice("short".into()));
    let screen = text(&render(&mut app, 80, 24));
    assert!(key_bar(&screen).contains("quit"), "{screen}");
}

#[test]
fn the_save_prompt_stays_open_with_the_error_shown() {
    let mut app = app(Variant::Four);
    play(&mut app, "a1xa3");
    key(&mut app, 's');
    for c in "saves/mine.kono".chars() {
        key(&mut app, c);
    }
    let effects = press(&mut app, KeyCode::Enter);
    assert!(
        matches!(&effects[..], [.., Effect::Save { path, .. }] if path.ends_with("saves/mine.kono")),
        "{effects:?}"
    );
    act(
        &mut app,
        Action::Saved(Err(
            anyhow::anyhow!("the folder saves does not exist").into()
        )),
    );
    assert_eq!(app.prompt(), Some("saves/mine.kono"), "the name is kept");
    let screen = text(&render(&mut app, 80, 24));
    assert!(
        screen.contains("not saved: the folder saves does not exist"),
        "{screen}"
    );
    assert!(screen.contains("saves/mine.kono"), "{screen}");
    // Mend the name and save again: the prompt closes once it is written.
    for _ in 0.."saves/".len() {
        press(&mut app, KeyCode::Home);
        press(&mut app, KeyCode::Delete);
    }
    assert_eq!(app.prompt(), Some("mine.kono"));
    press(&mut app, KeyCode::Enter);
    act(&mut app, Action::Saved(Ok("/tmp/mine.kono".into())));
    assert_eq!(app.prompt(), None);
    assert!(status(&app).contains("saved to /tmp/mine.kono"));
}
