//! The key table's words come from the catalogue in both languages: every
//! id it names exists; the key bar and the help fit the terminal by
//! display width in Korean; a key the config moved names its new key.

use super::*;
use kono::i18n::{self, Lang};
use kono::store::KeyOverride;
use kono::tui::keymap::{self, Key, Mode};

/// Runs `body` with this thread speaking `lang`, then English again.
fn in_lang<T>(lang: Lang, body: impl FnOnce() -> T) -> T {
    i18n::set_for_thread(Some(lang));
    let out = body();
    i18n::set_for_thread(None);
    out
}

#[test]
fn every_id_of_the_key_table_is_in_both_catalogues() {
    for lang in Lang::ALL {
        let ids: Vec<String> = i18n::messages(lang)
            .unwrap()
            .into_iter()
            .map(|e| e.id)
            .collect();
        let mut checked = 0;
        for section in keymap::SECTIONS {
            for id in section.ids() {
                assert!(ids.iter().any(|known| known == id), "{lang}: {id} missing");
                checked += 1;
            }
        }
        assert!(checked > 100, "the table names {checked} ids");
    }
}

fn undo_on_z() -> &'static [keymap::Section] {
    let over = KeyOverride {
        mode: "board".to_string(),
        action: "undo".to_string(),
        keys: vec!["z".to_string()],
        line: 2,
    };
    keymap::rebound(&[over]).unwrap()
}

fn ch(c: char) -> Key {
    Key {
        code: KeyCode::Char(c),
        modifiers: KeyModifiers::NONE,
    }
}

#[test]
fn a_key_pressed_under_its_old_binding_names_the_key_that_does_it_now() {
    let table = undo_on_z();
    let said = |c| keymap::moved_text_in(table, Mode::Board, ch(c), false);
    assert_eq!(said('u'), "u does nothing here; undo is z");
    assert_eq!(
        in_lang(Lang::Ko, || said('u')),
        "u 키는 여기서 하는 일이 없어요. 무르기: 이제 z 키예요"
    );
    // A key that does something, or never did, says nothing of the kind.
    assert_eq!(said('z'), "");
    assert_eq!(said('x'), "");
    assert_eq!(said('d'), "");
    // Without the config, `u` undoes.
    assert!(keymap::moved_in(keymap::SECTIONS, Mode::Board, ch('u')).is_none());
    // Two new keys: both named.
    let over = KeyOverride {
        mode: "board".to_string(),
        action: "flip".to_string(),
        keys: vec!["F".to_string(), "Ctrl-f".to_string()],
        line: 3,
    };
    let table = keymap::rebound(&[over]).unwrap();
    assert_eq!(
        keymap::moved_text_in(table, Mode::Board, ch('f'), false),
        "f does nothing here; turn the board around is F or Ctrl-f"
    );
}

#[test]
fn a_refused_rebinding_says_why_in_the_language_in_use() {
    let over = |action: &str, key: &str| KeyOverride {
        mode: "board".to_string(),
        action: action.to_string(),
        keys: vec![key.to_string()],
        line: 2,
    };
    let (_, why) = keymap::rebound(&[over("undo", "f")]).unwrap_err();
    assert!(why.contains("would do both"), "{why}");
    let (_, why) = in_lang(Lang::Ko, || {
        keymap::rebound(&[over("undo", "Hyper-u")]).unwrap_err()
    });
    assert_eq!(why, "모르는 키 이름 `Hyper-u`");
}

/// Every row of `buf` within its width, no wide character cut in half.
fn fits(buf: &Buffer) -> Result<(), String> {
    let width = usize::from(buf.area.width);
    for y in 0..buf.area.height {
        let mut row = String::new();
        let mut x = 0;
        while x < buf.area.width {
            let symbol = buf[(x, y)].symbol().to_string();
            let w = i18n::width(&symbol).max(1);
            if usize::from(x) + w > width {
                return Err(format!("row {y}: `{symbol}` sticks out at column {x}"));
            }
            if w == 2 {
                let next = buf[(x + 1, y)].symbol();
                if !next.is_empty() && next != " " {
                    return Err(format!("row {y}: `{symbol}` half covered at {x}"));
                }
            }
            row.push_str(&symbol);
            x += u16::try_from(w).unwrap();
        }
        if i18n::width(&row) > width {
            return Err(format!("row {y} is wider than {width}: {row}"));
        }
    }
    Ok(())
}

/// The rows of `buf` as text, a wide character once (not with the blank
/// cell it covers).
fn wide_text(buf: &Buffer) -> String {
    let mut out = String::new();
    for y in 0..buf.area.height {
        let mut row = String::new();
        let mut x = 0;
        while x < buf.area.width {
            let symbol = buf[(x, y)].symbol();
            row.push_str(symbol);
            x += u16::try_from(i18n::width(symbol).max(1)).unwrap();
        }
        out.push_str(row.trim_end());
        out.push('\n');
    }
    out
}

fn hangul(text: &str) -> bool {
    text.chars().any(|c| ('\u{ac00}'..='\u{d7a3}').contains(&c))
}

#[test]
fn the_korean_key_bar_fits_and_keeps_the_keys_a_newcomer_needs() {
    for (w, h) in [(80, 24), (100, 30)] {
        for (variant, first) in [(Variant::Five, "d1-c2"), (Variant::Four, "a1xa3")] {
            let (buf, bar) = in_lang(Lang::Ko, || {
                let mut app = app(variant);
                play(&mut app, first);
                let buf = render(&mut app, w, h);
                let bar = key_bar(&wide_text(&buf));
                (buf, bar)
            });
            fits(&buf).unwrap_or_else(|e| panic!("{w}×{h}: {e}"));
            assert!(hangul(&bar), "{w}×{h}: {bar}");
            for entry in ["Enter 선택", "u 무르기", "? 도움말", "q 나가기", "c 코치"] {
                assert!(bar.contains(entry), "{w}×{h}: no `{entry}` in {bar}");
            }
            assert!(!bar.contains("undo"), "{bar}");
        }
    }
}

#[test]
fn the_english_key_bar_is_as_it_was() {
    // As before the catalogue, at 80×24 in a fresh game.
    let mut app = app(Variant::Four);
    let bar = key_bar(&text(&render(&mut app, 80, 24)));
    assert_eq!(
        bar.trim_end(),
        " ←↑↓→ move · Enter pick/drop · a hints · c coach · ? help · m menu · q quit"
    );
}

#[test]
fn the_korean_help_and_legend_fit_and_are_korean() {
    for (w, h) in [(80, 24), (100, 30)] {
        let pages = in_lang(Lang::Ko, || {
            let mut app = app(Variant::Five);
            key(&mut app, '?');
            let mut pages = Vec::new();
            // Page by page to the end: the keys, the rules, the words, the legend.
            for _ in 0..40 {
                pages.push(render(&mut app, w, h));
                press(&mut app, KeyCode::PageDown);
            }
            pages
        });
        let mut all = String::new();
        for buf in &pages {
            fits(buf).unwrap_or_else(|e| panic!("{w}×{h}: {e}"));
            all.push_str(&wide_text(buf));
        }
        for words in [
            "도움말",
            "말판에서",
            "한 수 물러요",
            "낱말 풀이",
            "말판 표시의 뜻",
            "흑의 말",
            "오밭고누: 커서를 왼쪽 위로",
        ] {
            assert!(all.contains(words), "{w}×{h}: no `{words}`");
        }
        assert!(!all.contains("take back a move"), "{w}×{h}: English left");
    }
}

#[test]
fn the_korean_start_screen_bar_offers_the_arrows_for_the_game_and_fits() {
    use kono::tui::start::{Choices, Library, Start};
    for (w, h) in [(80, 24), (100, 30)] {
        let (buf, bar) = in_lang(Lang::Ko, || {
            let mut start = Start::new(Choices::default(), Library::default());
            start.update(Action::Resize(w, h));
            let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
            terminal
                .draw(|frame| kono::tui::view::draw_start(&start, &Theme::new(false, false), frame))
                .unwrap();
            let buf = terminal.backend().buffer().clone();
            let bar = key_bar(&wide_text(&buf));
            (buf, bar)
        });
        fits(&buf).unwrap_or_else(|e| panic!("{w}×{h}: {e}"));
        for entry in ["↑↓ 이동", "←→ 고누·설정", "Enter 고르기", "q 나가기"] {
            assert!(bar.contains(entry), "{w}×{h}: no `{entry}` in {bar}");
        }
    }
}

#[test]
fn every_korean_key_bar_of_the_game_screen_fits_and_is_korean() {
    // Each mode's bar: picked up, a question, the save prompt, review, help.
    type Step = (&'static str, fn(&mut App));
    let steps: [Step; 5] = [
        ("picked", |app| {
            press(app, KeyCode::Enter);
        }),
        ("question", |app| {
            key(app, 'q');
        }),
        ("prompt", |app| {
            key(app, 's');
        }),
        ("review", |app| {
            key(app, 'r');
        }),
        ("help", |app| {
            key(app, '?');
        }),
    ];
    for (w, h) in [(80, 24), (100, 30)] {
        for (name, step) in steps {
            let (buf, bar) = in_lang(Lang::Ko, || {
                let mut app = app(Variant::Four);
                play(&mut app, "a1xa3");
                step(&mut app);
                let buf = render(&mut app, w, h);
                let bar = key_bar(&wide_text(&buf));
                (buf, bar)
            });
            fits(&buf).unwrap_or_else(|e| panic!("{name} {w}×{h}: {e}"));
            assert!(hangul(&bar), "{name} {w}×{h}: {bar}");
        }
    }
}
