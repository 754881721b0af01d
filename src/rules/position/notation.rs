//! The position notation: a [`Position`] written out and read back.

use std::fmt;
use std::str::FromStr;

use super::{Position, PositionError};
use crate::rules::{Color, Point, Variant};

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let size = self.variant.size();
        for rank in (0..size).rev() {
            for file in 0..size {
                let ch = Point::new(file, rank)
                    .and_then(|p| self.piece_at(p))
                    .map_or('.', Color::letter);
                write!(f, "{ch}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        write!(f, " {}", self.to_move.letter())
    }
}

impl FromStr for Position {
    type Err = PositionError;

    /// Parses the position notation, e.g. `wwwww/w...w/...../b...b/bbbbb b`.
    fn from_str(s: &str) -> Result<Position, PositionError> {
        let mut words = s.split_whitespace();
        let board = words.next().unwrap_or("");
        let side = words.next().ok_or(PositionError::NoSideToMove)?;
        if let Some(extra) = words.next() {
            return Err(PositionError::TrailingText(extra.to_string()));
        }
        let to_move = match side.to_ascii_lowercase().as_str() {
            "b" => Color::Black,
            "w" => Color::White,
            _ => return Err(PositionError::BadSideToMove(side.to_string())),
        };
        let ranks: Vec<&str> = board.split('/').collect();
        let variant = match ranks.len() {
            5 => Variant::Five,
            4 => Variant::Four,
            n => return Err(PositionError::RankCount(n)),
        };
        let size = variant.size();
        let (mut black, mut white) = (0, 0);
        for (i, text) in ranks.iter().enumerate() {
            let rank_number = usize::from(size) - i;
            let found = text.chars().count();
            if found != usize::from(size) {
                return Err(PositionError::RankLength {
                    rank: rank_number,
                    found,
                    expected: size.into(),
                });
            }
            for (file, ch) in text.chars().enumerate() {
                let bit = 1 << ((rank_number - 1) * usize::from(size) + file);
                match ch.to_ascii_lowercase() {
                    'b' => black |= bit,
                    'w' => white |= bit,
                    '.' => {}
                    _ => {
                        return Err(PositionError::BadChar {
                            rank: rank_number,
                            ch,
                        });
                    }
                }
            }
        }
        let pos = Position::of(variant, black, white, to_move);
        pos.check()?;
        Ok(pos)
    }
}
