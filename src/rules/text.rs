//! The text diagram of a position: the board as plain text, what `kono
//! rules`, `kono replay` and the rule books show (the books' words are in
//! the catalogue: `tui::words::books`).

use super::{Color, Point, Position, Variant};

/// The board as plain text: the grid lines, `B` and `W` on the points, rank
/// digits at the left and file letters below, rank 1 at the bottom.
///
/// ```text
/// 4  W---W---W---W
///    |   |   |   |
/// ```
pub fn diagram(pos: &Position) -> String {
    if !matches!(pos.variant(), Variant::Five | Variant::Four) {
        return places(pos);
    }
    let size = pos.variant().size();
    let mut out = String::new();
    for rank in (0..size).rev() {
        out.push_str(&format!("{}  ", rank + 1));
        for file in 0..size {
            if file > 0 {
                out.push_str("---");
            }
            let glyph = match Point::new(file, rank).and_then(|p| pos.piece_at(p)) {
                Some(Color::Black) => 'B',
                Some(Color::White) => 'W',
                None => '+',
            };
            out.push(glyph);
        }
        out.push('\n');
        if rank > 0 {
            out.push_str("   ");
            out.push_str(&vec!["|"; size.into()].join("   "));
            out.push('\n');
        }
    }
    out.push_str("   ");
    let files: Vec<String> = (0..size)
        .map(|f| char::from(b'a' + f).to_string())
        .collect();
    out.push_str(&files.join("   "));
    out.push('\n');
    out
}

/// The board of a gonu game as plain text: each point at its grid place
/// (`B`, `W`, `+`, the mill's marked `x`), rank digits at the left and file
/// letters below; the lines are in the rule book's words.
fn places(pos: &Position) -> String {
    let geometry = pos.variant().geometry();
    let mut out = String::new();
    for rank in (0..geometry.ranks()).rev() {
        let mut row = vec![' '; usize::from(geometry.files()) * 4];
        for p in geometry.rank_points(rank) {
            row[usize::from(p.file()) * 4] = match pos.piece_at(p) {
                Some(Color::Black) => 'B',
                Some(Color::White) => 'W',
                None if pos.is_marked(p) => 'x',
                None => '+',
            };
        }
        let row: String = row.into_iter().collect();
        out.push_str(&format!("{}  {}\n", rank + 1, row.trim_end()));
    }
    let files: Vec<String> = (0..geometry.files())
        .map(|f| char::from(b'a' + f).to_string())
        .collect();
    out.push_str(&format!("   {}\n", files.join("   ")));
    out
}
