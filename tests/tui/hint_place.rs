//! Where the hints sit on the board: one place relative to their point on
//! every row, read off the rendered buffer.

use crate::common::*;

use super::hints::{endgame, table};

#[test]
fn every_hint_sits_just_above_right_of_its_point_on_every_row() {
    let table = table();
    for (columns, rows) in [(90, 30), (80, 24), (60, 20)] {
        let mut app = endgame(false, &table);
        key(&mut app, 'a');
        // c2 picked: its values on c1 (bottom row), b2 and d2, c4 (top row).
        enter_at(&mut app, "c2");
        let hints = app.hint_values();
        let buf = render(&mut app, columns, rows);
        let grid = layout_of(&app).grid.unwrap();
        let tall = grid.pieces().reach_y();
        let mut seen_rows: Vec<u8> = hints
            .iter()
            .map(|(p, _)| app.orientation().cell(*p).0)
            .collect();
        seen_rows.sort_unstable();
        seen_rows.dedup();
        assert_eq!(seen_rows, [0, 2, 3], "top, middle and bottom rows");
        for (point, estimate) in hints {
            let (x, y) = grid.cell_of(point);
            let label = kono::tui::words::hint_text(estimate);
            let at: String = (0..label.len())
                .map(|i| buf[(x + 1 + i as u16, y - 1 - tall)].symbol().to_string())
                .collect();
            assert_eq!(at, label, "{point} at {columns}x{rows}");
        }
    }
}
