//! The position notation: a [`Position`] written out and read back. Ranks
//! from the top, one character per existing point (`b`, `w`, `.`, the
//! mill's `x`; a digit for a run of empty points), the side to move, and
//! the mill's hands.

use std::fmt;
use std::str::FromStr;

use super::{Position, PositionError};
use crate::rules::{Color, Geometry, Point, Variant};

/// The points of `geometry`'s ranks that have points, from the top down,
/// with each rank's number (1 = bottom).
fn ranks(geometry: &Geometry) -> Vec<(usize, Vec<Point>)> {
    (0..geometry.ranks())
        .rev()
        .map(|r| {
            (
                usize::from(r) + 1,
                geometry.rank_points(r).collect::<Vec<_>>(),
            )
        })
        .filter(|(_, points)| !points.is_empty())
        .collect()
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let runs = self.variant.has_hands();
        let mut board = String::new();
        for (i, (_, points)) in ranks(self.variant.geometry()).iter().enumerate() {
            if i > 0 {
                board.push('/');
            }
            let mut empty = 0;
            for &p in points {
                let ch = match self.piece_at(p) {
                    Some(color) => color.letter(),
                    None if self.is_marked(p) => 'x',
                    None if runs => {
                        empty += 1;
                        continue;
                    }
                    None => '.',
                };
                if empty > 0 {
                    board.push_str(&empty.to_string());
                    empty = 0;
                }
                board.push(ch);
            }
            if empty > 0 {
                board.push_str(&empty.to_string());
            }
        }
        write!(f, "{board} {}", self.to_move.letter())?;
        if runs {
            let hand = |c| self.hand(c);
            write!(f, " {} {}", hand(Color::Black), hand(Color::White))?;
        }
        Ok(())
    }
}

/// A rank's text with run counts written out as dots.
fn expand(text: &str, rank: usize) -> Result<Vec<char>, PositionError> {
    let mut out = Vec::new();
    let mut chars = text.chars().peekable();
    while let Some(ch) = chars.next() {
        match ch.to_digit(10) {
            Some(0) => return Err(PositionError::BadChar { rank, ch }),
            Some(n) => {
                let count = |c: &char| matches!(c, '1'..='9');
                if chars.peek().is_some_and(count) {
                    let mut run = ch.to_string();
                    while let Some(&next) = chars.peek().filter(|c| count(c)) {
                        run.push(next);
                        chars.next();
                    }
                    let sum = run.chars().filter_map(|c| c.to_digit(10)).sum();
                    return Err(PositionError::AdjacentCounts { rank, run, sum });
                }
                out.extend(std::iter::repeat_n('.', n as usize));
            }
            None => out.push(ch),
        }
    }
    Ok(out)
}

/// The game whose board has ranks of these lengths: `variant` if given and
/// it fits, else the one game that fits (a shape two games share is
/// refused: the game must be named).
fn board_of(variant: Option<Variant>, lengths: &[usize]) -> Result<Variant, PositionError> {
    let fits = |v: Variant| v.geometry().rank_shape() == lengths;
    if let Some(v) = variant {
        if fits(v) {
            return Ok(v);
        }
        let shape = v.geometry().rank_shape();
        if shape.len() != lengths.len() {
            return Err(PositionError::WrongBoard { variant: v });
        }
        return Err(rank_length(v, lengths));
    }
    let mut fitting = Variant::ALL.into_iter().filter(|&v| fits(v));
    if let Some(v) = fitting.next() {
        return match fitting.next() {
            None => Ok(v),
            Some(w) => Err(PositionError::SharedShape { games: [v, w] }),
        };
    }
    let same_count = Variant::ALL
        .into_iter()
        .filter(|v| v.geometry().rank_shape().len() == lengths.len());
    // The game whose top rank fits, or the first with that many ranks.
    let best = same_count
        .clone()
        .find(|v| v.geometry().rank_shape().first() == lengths.first())
        .or_else(|| same_count.clone().next());
    match best {
        Some(v) if same_count.count() == 1 || v.geometry().rank_shape()[0] == lengths[0] => {
            Err(rank_length(v, lengths))
        }
        Some(_) => {
            let text: Vec<String> = lengths.iter().map(usize::to_string).collect();
            Err(PositionError::RankShape(text.join(", ")))
        }
        None => Err(PositionError::RankCount(lengths.len())),
    }
}

/// The first rank of `variant` whose length differs from `lengths`.
fn rank_length(variant: Variant, lengths: &[usize]) -> PositionError {
    let ranks = ranks(variant.geometry());
    let (rank, found, expected) = ranks
        .iter()
        .zip(lengths)
        .find(|((_, points), found)| points.len() != **found)
        .map_or((0, 0, 0), |((rank, points), found)| {
            (*rank, *found, points.len())
        });
    PositionError::RankLength {
        rank,
        found,
        expected,
    }
}

impl Position {
    /// Parses the notation as a position of `variant` (the way to read a
    /// 줄고누 position, whose board four-field kono shares).
    ///
    /// # Errors
    /// The [`PositionError`] naming what is wrong.
    pub fn parse_as(variant: Variant, text: &str) -> Result<Position, PositionError> {
        parse(Some(variant), text)
    }

    /// Parses the notation as a position of `variant` when one is named,
    /// else of the one game whose board has its shape.
    ///
    /// # Errors
    /// The [`PositionError`] naming what is wrong.
    pub fn read(variant: Option<Variant>, text: &str) -> Result<Position, PositionError> {
        parse(variant, text)
    }

    /// The same position read as a position of `variant` (four-field and
    /// line kono share a board); `self` if it already is one.
    ///
    /// # Errors
    /// When the position does not fit `variant`.
    pub fn as_variant(&self, variant: Variant) -> Result<Position, PositionError> {
        if self.variant == variant {
            return Ok(*self);
        }
        Position::parse_as(variant, &self.to_string())
    }
}

/// A position's notation taken before its game is known (on the command
/// line, before `--variant` is read; on the wire, where `START`'s game is
/// the `WELCOME`'s): checked to be a position of some game, and read as
/// one game's by [`PositionText::read`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionText(String);

impl PositionText {
    /// The notation of `pos`.
    pub fn of(pos: &Position) -> PositionText {
        PositionText(pos.to_string())
    }

    /// The position as one of `variant` when a game is named, else of the
    /// one game whose board has its shape.
    ///
    /// # Errors
    /// Why it is no position of that game, or that its shape is two
    /// games' ([`PositionError::SharedShape`]).
    pub fn read(&self, variant: Option<Variant>) -> Result<Position, PositionError> {
        parse(variant, &self.0)
    }

    /// Whether the text is exactly as kono writes the position, read as
    /// `variant`.
    pub fn is_written_for(&self, variant: Variant) -> bool {
        Position::parse_as(variant, &self.0).is_ok_and(|p| p.to_string() == self.0)
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl FromStr for PositionText {
    type Err = PositionError;

    /// Takes `s` if it is a position of at least one game.
    fn from_str(s: &str) -> Result<PositionText, PositionError> {
        let fits = |v: Variant| Position::parse_as(v, s).is_ok();
        if Variant::ALL.into_iter().any(fits) {
            return Ok(PositionText(s.to_string()));
        }
        // Why not: as the game its shape names, the first of two that
        // share it.
        match parse(None, s) {
            Err(PositionError::SharedShape { games }) => Position::parse_as(games[0], s),
            other => other,
        }
        .map(|_| PositionText(s.to_string()))
    }
}

impl fmt::Display for PositionText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl FromStr for Position {
    type Err = PositionError;

    /// Parses the position notation, e.g. `wwwww/w...w/...../b...b/bbbbb b`;
    /// the board's shape names the game (a 4 × 4 board is four-field kono:
    /// read line kono with [`Position::parse_as`]).
    fn from_str(s: &str) -> Result<Position, PositionError> {
        parse(None, s)
    }
}

/// Reads the notation, as `variant` or as the game its board shape names.
fn parse(variant: Option<Variant>, s: &str) -> Result<Position, PositionError> {
    let mut words = s.split_whitespace();
    let board = words.next().unwrap_or("");
    let side = words.next().ok_or(PositionError::NoSideToMove)?;
    let to_move = match side.to_ascii_lowercase().as_str() {
        "b" => Color::Black,
        "w" => Color::White,
        _ => return Err(PositionError::BadSideToMove(side.to_string())),
    };
    let texts: Vec<&str> = board.split('/').collect();
    let count = texts.len();
    let rows: Vec<Vec<char>> = texts
        .iter()
        .enumerate()
        .map(|(i, t)| expand(t, count - i))
        .collect::<Result<_, _>>()?;
    let lengths: Vec<usize> = rows.iter().map(Vec::len).collect();
    let variant = board_of(variant, &lengths)?;
    let mut hands = [0, 0];
    if variant.has_hands() {
        for hand in &mut hands {
            let word = words.next().ok_or(PositionError::NoHands)?;
            *hand = word
                .parse::<u8>()
                .ok()
                .filter(|&n| n <= crate::rules::variant::MILL_PIECES)
                .ok_or_else(|| PositionError::BadHand(word.to_string()))?;
        }
    }
    if let Some(extra) = words.next() {
        return Err(PositionError::TrailingText(extra.to_string()));
    }
    let geometry = variant.geometry();
    let (mut black, mut white, mut marks) = (0u32, 0u32, 0u32);
    for ((rank, points), row) in ranks(geometry).iter().zip(&rows) {
        for (&point, &ch) in points.iter().zip(row) {
            let bit = geometry.index(point).map_or(0, |i| 1 << i);
            let bit = match variant {
                Variant::Five | Variant::Four => point.bit(variant.size()),
                Variant::Well | Variant::Pumpkin | Variant::Line | Variant::Mill => bit,
            };
            match ch.to_ascii_lowercase() {
                'b' => black |= bit,
                'w' => white |= bit,
                'x' if variant.has_hands() => marks |= bit,
                '.' => {}
                _ => return Err(PositionError::BadChar { rank: *rank, ch }),
            }
        }
    }
    Position::from_parts(variant, [black, white], to_move, marks, hands)
}
