//! Properties: any stream of events keeps the App consistent, in every game.

use super::*;

fn any_event() -> impl Strategy<Value = Event> {
    let codes = prop_oneof![
        Just(KeyCode::Up),
        Just(KeyCode::Down),
        Just(KeyCode::Left),
        Just(KeyCode::Right),
        Just(KeyCode::Enter),
        Just(KeyCode::Esc),
        Just(KeyCode::Tab),
        Just(KeyCode::BackTab),
        prop::sample::select(vec![
            'h', 'j', 'k', 'l', ' ', 'u', 'd', 'y', 'n', 'f', '?', 'q', 'x'
        ])
        .prop_map(KeyCode::Char),
    ];
    prop_oneof![
        8 => (codes, any::<bool>()).prop_map(|(code, ctrl)| {
            let modifiers = if ctrl && code == KeyCode::Char('u') {
                KeyModifiers::CONTROL
            } else {
                KeyModifiers::NONE
            };
            Event::Key(KeyEvent::new(code, modifiers))
        }),
        1 => Just(Event::Key(KeyEvent::new(KeyCode::Char('r'), KeyModifiers::CONTROL))),
        2 => (0u16..100, 0u16..30).prop_map(|(column, row)| Event::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column,
            row,
            modifiers: KeyModifiers::NONE,
        })),
        1 => (20u16..120, 5u16..40).prop_map(|(w, h)| Event::Resize(w, h)),
    ]
}

/// A rough self-check of the App through its public face: the cursor is
/// on the board, the selection is a piece of the side to move that can
/// move, nothing is picked up once the game is over, and no pass waits to
/// be played by hand.
fn is_consistent(app: &App) -> bool {
    let position = app.game().position();
    let cursor_ok = app.variant().geometry().points().contains(&app.cursor());
    let selection_ok = app.selected().is_none_or(|p| {
        position.piece_at(p) == Some(position.to_move()) && !app.targets().is_empty()
    });
    let over_ok = app.game().outcome().is_none() || app.selected().is_none();
    let pass_ok = app.game().legal_moves() != [Move::Pass];
    cursor_ok && selection_ok && over_ok && pass_ok && position.variant() == app.variant()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn any_keys_leave_the_app_consistent(
        variant in prop::sample::select(Variant::ALL.to_vec()),
        events in prop::collection::vec(any_event(), 0..150),
    ) {
        let mut cfg = config(variant);
        cfg.first = None;
        let mut app = App::new(cfg, 11).unwrap();
        let mut terminal = Terminal::new(TestBackend::new(100, 30)).unwrap();
        for event in &events {
            if handle(&mut app, event).contains(&Effect::Quit) {
                break;
            }
            prop_assert!(is_consistent(&app));
            if let Event::Resize(w, h) = event {
                terminal.backend_mut().resize(*w, *h);
            }
            draw(&app, &mut terminal);
        }
    }
}
