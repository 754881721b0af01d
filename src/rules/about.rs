//! What the front end asks a game about itself, so that it never names
//! one: whether its pieces step diagonally, its short name, the point in
//! the middle of its board.

use super::{Color, Point, Position, RuleOptions, Shape, Variant};

impl Variant {
    /// Whether a piece of this game can go diagonally on the grid: along a
    /// drawn diagonal or arc, or by a step between diagonal neighbours
    /// (five-field). The front end offers its diagonal cursor keys then.
    pub fn steps_diagonally(self) -> bool {
        let diagonal = |a: Point, b: Point| a.file() != b.file() && a.rank() != b.rank();
        let drawn = self
            .geometry()
            .lines()
            .iter()
            .any(|line| line.shape == Shape::Arc || diagonal(line.a, line.b));
        drawn
            || Position::start(self, Color::Black)
                .legal_moves(&RuleOptions::default())
                .into_iter()
                .any(|mv| mv.from().zip(mv.to()).is_some_and(|(a, b)| diagonal(a, b)))
    }

    /// The game's name without "kono", e.g. "five-field": what the help
    /// puts before the keys only this game has.
    pub fn short_title(self) -> &'static str {
        let title = self.title();
        title.strip_suffix(" kono").unwrap_or(title)
    }

    /// The point nearest the middle of the board (rounded down and left;
    /// the first in bit order on a tie): where the cursor starts.
    pub fn centre(self) -> Point {
        let geometry = self.geometry();
        let (mid_file, mid_rank) = ((geometry.files() - 1) / 2, (geometry.ranks() - 1) / 2);
        let distance = |p: &&Point| p.file().abs_diff(mid_file) + p.rank().abs_diff(mid_rank);
        geometry
            .points()
            .iter()
            .min_by_key(distance)
            .copied()
            .unwrap_or_else(|| Point::from_index(0, self.size()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_says_whether_it_steps_diagonally_and_where_its_middle_is() {
        for variant in Variant::ALL {
            let centre = variant.centre();
            assert!(variant.geometry().contains(centre), "{variant}");
            assert!(!variant.short_title().is_empty());
        }
        assert!(Variant::Five.steps_diagonally());
        assert!(!Variant::Four.steps_diagonally());
        assert_eq!(Variant::Five.centre().to_string(), "c3");
        assert_eq!(Variant::Four.centre().to_string(), "b2");
        assert_eq!(Variant::Five.short_title(), "five-field");
    }
}
