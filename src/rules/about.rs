//! What the front end asks a game about itself, so that it never names
//! one: whether its pieces step diagonally, its short name and one-line
//! description, the point in the middle of its board, whether it is a race
//! to the camps or a game of captures, its rule option.

use super::{Color, Point, Position, RuleOptions, Shape, Variant};

/// A game's rule option as the start screen offers it: its name and what
/// it means off and on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionAbout {
    /// Its name: "Strict goal".
    pub label: &'static str,
    /// What the game is with it off, in one line.
    pub off: &'static str,
    /// What the game is with it on, in one line.
    pub on: &'static str,
}

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

    /// Whether a side wins by filling the other's home (its camp): the
    /// panel then says how full each camp is.
    pub const fn fills_camps(self) -> bool {
        matches!(self, Variant::Five)
    }

    /// Whether pieces are captured: the panel then counts each side's.
    pub const fn captures(self) -> bool {
        self.has_captures()
    }

    /// The game after this one in [`Variant::ALL`], the last followed by
    /// the first.
    pub fn after(self) -> Variant {
        let at = Variant::ALL.iter().position(|&v| v == self).unwrap_or(0);
        Variant::ALL[(at + 1) % Variant::ALL.len()]
    }

    /// The game's rule option as the start screen offers it, if it has one.
    pub const fn option_about(self) -> Option<OptionAbout> {
        Some(match self {
            Variant::Five => OptionAbout {
                label: "Strict goal",
                off: "Off: pieces left in the camp help fill it; one of yours must be there.",
                on: "On: you win only with all 7 of your pieces in the camp.",
            },
            Variant::Four => OptionAbout {
                label: "Forced capture",
                off: "Off: capturing is a choice, never a must.",
                on: "On: a player who can capture must capture.",
            },
            Variant::Line => OptionAbout {
                label: "No repeat",
                off: "Off: a position on the board for the third time is a draw.",
                on: "On: a move may never bring back an earlier position.",
            },
            Variant::Well | Variant::Pumpkin | Variant::Mill => return None,
        })
    }

    /// The rule options of this game with its option on or off.
    pub const fn with_option(self, on: bool) -> RuleOptions {
        match self {
            Variant::Five => RuleOptions {
                strict_goal: on,
                forced_capture: false,
                no_repeat: false,
            },
            Variant::Four => RuleOptions {
                strict_goal: false,
                forced_capture: on,
                no_repeat: false,
            },
            Variant::Line => RuleOptions {
                strict_goal: false,
                forced_capture: false,
                no_repeat: on,
            },
            Variant::Well | Variant::Pumpkin | Variant::Mill => RuleOptions {
                strict_goal: false,
                forced_capture: false,
                no_repeat: false,
            },
        }
    }

    /// Whether this game's option is on in `options`.
    pub fn option_on(self, options: RuleOptions) -> bool {
        options != self.with_option(false)
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

/// A game is written by its name (`five`), in settings and records alike.
impl serde::Serialize for Variant {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// A game is read by its name, as [`Variant::from_str`](std::str::FromStr)
/// reads it.
impl<'de> serde::Deserialize<'de> for Variant {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Variant, D::Error> {
        let name = String::deserialize(d)?;
        Variant::ALL
            .into_iter()
            .find(|v| v.name() == name)
            .ok_or_else(|| serde::de::Error::unknown_variant(&name, names()))
    }
}

/// The names of the games, for serde's message about an unknown one.
fn names() -> &'static [&'static str] {
    static NAMES: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    NAMES.get_or_init(|| Variant::ALL.iter().map(|v| v.name()).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_game_says_whether_it_steps_diagonally_and_where_its_middle_is() {
        for variant in Variant::ALL {
            let centre = variant.centre();
            assert!(variant.geometry().contains(centre), "{variant}");
        }
        assert!(Variant::Five.steps_diagonally());
        assert!(!Variant::Four.steps_diagonally());
        assert_eq!(Variant::Five.centre().to_string(), "c3");
        assert_eq!(Variant::Four.centre().to_string(), "b2");
        for variant in Variant::ALL {
            let on_off: &[bool] = if variant.option_about().is_some() {
                &[false, true]
            } else {
                &[false]
            };
            for &on in on_off {
                let options = variant.with_option(on);
                assert_eq!(variant.option_on(options), on);
                assert!(options.check(variant).is_ok());
            }
        }
        for (i, variant) in Variant::ALL.into_iter().enumerate() {
            assert_eq!(variant.after(), Variant::ALL[(i + 1) % Variant::ALL.len()]);
        }
    }
}
