//! The mouse: a click anywhere in a point's cell, drag and drop, key releases ignored.

use super::*;

#[test]
fn a_mouse_click_moves_the_cursor_and_presses_enter() {
    let mut app = app(Variant::Four);
    render(&mut app, 100, 30);
    let click = |app: &mut App, p: Point| {
        let (x, y) = cell_of(app, p);
        let event = Event::Mouse(MouseEvent {
            kind: MouseEventKind::Down(MouseButton::Left),
            column: x,
            row: y,
            modifiers: KeyModifiers::NONE,
        });
        handle(app, &event);
    };
    click(&mut app, point("a1"));
    assert_eq!(app.selected(), Some(point("a1")));
    click(&mut app, point("a3"));
    assert_eq!(app.game().last_move(), Some("a1xa3".parse().unwrap()));
    // A click off the board does nothing.
    let outside = Event::Mouse(MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: 0,
        row: 0,
        modifiers: KeyModifiers::NONE,
    });
    assert_eq!(
        input::action(&outside, app.mode(), Some(&layout_of(&app))),
        None
    );
}

#[test]
fn key_releases_are_ignored() {
    let app = app(Variant::Four);
    let release = Event::Key(KeyEvent::new_with_kind(
        KeyCode::Enter,
        KeyModifiers::NONE,
        KeyEventKind::Release,
    ));
    assert_eq!(
        input::action(&release, app.mode(), Some(&layout_of(&app))),
        None
    );
}

fn mouse(app: &mut App, kind: MouseEventKind, (column, row): (u16, u16)) {
    let event = Event::Mouse(MouseEvent {
        kind,
        column,
        row,
        modifiers: KeyModifiers::NONE,
    });
    handle(app, &event);
}

#[test]
fn a_click_anywhere_in_the_cell_around_a_point_hits_it() {
    let mut app = app(Variant::Four);
    render(&mut app, 100, 30);
    let grid = layout_of(&app).grid.unwrap();
    let (x, y) = cell_of(&app, point("a1"));
    let (half_x, half_y) = (grid.step_x / 2 - 1, grid.step_y / 2);
    let layout = layout_of(&app);
    for (dx, dy) in [(0, 0), (half_x, 0), (0, half_y), (half_x, half_y)] {
        assert_eq!(
            layout.point_at(x + dx, y - dy),
            Some(point("a1")),
            "{dx},{dy}"
        );
        assert_eq!(
            layout.point_at(x + dx + 1, y - dy),
            Some(point("a1"))
                .filter(|_| dx < half_x)
                .or(Some(point("b1")))
                .filter(|_| true),
            "{dx},{dy}"
        );
    }
    mouse(
        &mut app,
        MouseEventKind::Down(MouseButton::Left),
        (x + half_x, y - half_y),
    );
    assert_eq!(app.selected(), Some(point("a1")));
}

#[test]
fn drag_and_drop_makes_a_move() {
    let mut app = app(Variant::Four);
    render(&mut app, 100, 30);
    let from = cell_of(&app, point("a1"));
    let to = cell_of(&app, point("a3"));
    mouse(&mut app, MouseEventKind::Down(MouseButton::Left), from);
    mouse(&mut app, MouseEventKind::Drag(MouseButton::Left), to);
    mouse(&mut app, MouseEventKind::Up(MouseButton::Left), to);
    assert_eq!(app.game().last_move(), Some("a1xa3".parse().unwrap()));
    // A click (press and release on one point) still just picks up.
    let b4 = cell_of(&app, point("b4"));
    mouse(&mut app, MouseEventKind::Down(MouseButton::Left), b4);
    mouse(&mut app, MouseEventKind::Up(MouseButton::Left), b4);
    assert_eq!(app.selected(), Some(point("b4")));
}
