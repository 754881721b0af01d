//! Glicko-2 ratings per game (`skillratings`): 1500 and a deviation of
//! 350 to start, provisional while the deviation is over 110. Kept in
//! `server/ratings.json`, written atomically after each rated game, with
//! each player's wins, draws and losses and their last results (the
//! opponent, the date, the rating after). A file of an older server,
//! without them, still loads: they start empty.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::{Mutex, PoisonError};

use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

use crate::rules::Variant;

/// A rating is provisional while its deviation is over this.
pub const PROVISIONAL: f64 = 110.0;

/// The results kept a player and a game, the latest last.
pub const KEPT: usize = 500;

/// A rating as shown: `1500`, or `1500?` while `deviation` says it is
/// provisional.
pub fn shown(rating: f64, deviation: f64) -> String {
    let mark = if deviation > PROVISIONAL { "?" } else { "" };
    format!("{rating:.0}{mark}")
}

/// One player's rating in one game.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    /// The rating.
    pub rating: f64,
    /// Its deviation.
    pub deviation: f64,
    /// Its volatility.
    pub volatility: f64,
    /// Rated games played.
    pub games: u32,
}

impl Default for Rating {
    fn default() -> Rating {
        let start = Glicko2Rating::new();
        Rating {
            rating: start.rating,
            deviation: start.deviation,
            volatility: start.volatility,
            games: 0,
        }
    }
}

impl Rating {
    /// As shown: `1500`, or `1500?` while provisional.
    pub fn shown(&self) -> String {
        shown(self.rating, self.deviation)
    }

    fn glicko(self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }

    fn after(self, new: Glicko2Rating) -> Rating {
        Rating {
            rating: new.rating,
            deviation: new.deviation,
            volatility: new.volatility,
            games: self.games + 1,
        }
    }
}

/// How a rated game ended for one of its players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Score {
    /// They won.
    Win,
    /// A draw.
    Draw,
    /// They lost.
    Loss,
}

/// One rated game of a player's, as their page shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Played {
    /// The opponent's name.
    pub opponent: String,
    /// The day it ended (UTC), `YYYY-MM-DD`.
    pub date: String,
    /// How it ended for the player.
    pub score: Score,
    /// The player's rating after it.
    pub rating: f64,
    /// Its deviation after it.
    pub deviation: f64,
}

/// One player's standing in one game: the rating, the wins, draws and
/// losses, and the last [`KEPT`] results.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Standing {
    /// The rating.
    #[serde(flatten)]
    pub rating: Rating,
    /// Games won.
    #[serde(default)]
    pub wins: u32,
    /// Games drawn.
    #[serde(default)]
    pub draws: u32,
    /// Games lost.
    #[serde(default)]
    pub losses: u32,
    /// The last results, the latest last.
    #[serde(default)]
    pub history: Vec<Played>,
}

impl Standing {
    /// A game against `opponent` ended with `score`, on `date`, the
    /// rating then `rating`.
    fn add(&mut self, rating: Rating, score: Score, opponent: &str, date: &str) {
        self.rating = rating;
        match score {
            Score::Win => self.wins += 1,
            Score::Draw => self.draws += 1,
            Score::Loss => self.losses += 1,
        }
        self.history.push(Played {
            opponent: opponent.to_string(),
            date: date.to_string(),
            score,
            rating: rating.rating,
            deviation: rating.deviation,
        });
        let over = self.history.len().saturating_sub(KEPT);
        self.history.drain(..over);
    }
}

/// Every player's standings: game name → player → standing.
type Table = BTreeMap<String, BTreeMap<String, Standing>>;

/// The ratings, read at start and written after each rated game.
pub struct Ratings {
    path: PathBuf,
    table: Mutex<Table>,
}

impl Ratings {
    /// The ratings kept at `path` (none yet when it does not exist).
    ///
    /// # Errors
    /// When the file exists and cannot be read as ratings.
    pub fn open(path: PathBuf) -> anyhow::Result<Ratings> {
        let table = match std::fs::read_to_string(&path) {
            Ok(text) => serde_json::from_str(&text)?,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Table::new(),
            Err(e) => return Err(e.into()),
        };
        Ok(Ratings {
            path,
            table: Mutex::new(table),
        })
    }

    /// `name`'s rating in `variant`.
    pub fn of(&self, name: &str, variant: Variant) -> Rating {
        let table = self.table.lock().unwrap_or_else(PoisonError::into_inner);
        table
            .get(variant.name())
            .and_then(|players| players.get(name))
            .map(|standing| standing.rating)
            .unwrap_or_default()
    }

    /// `name`'s standing in `variant`.
    pub fn standing(&self, name: &str, variant: Variant) -> Standing {
        let table = self.table.lock().unwrap_or_else(PoisonError::into_inner);
        table
            .get(variant.name())
            .and_then(|players| players.get(name))
            .cloned()
            .unwrap_or_default()
    }

    /// A rated game of `variant` between `one` and `two` ended: `won`
    /// says whether `one` won (`None`: a draw). Both new ratings.
    ///
    /// # Errors
    /// When the ratings cannot be written.
    pub fn record(
        &self,
        variant: Variant,
        one: &str,
        two: &str,
        won: Option<bool>,
    ) -> anyhow::Result<(Rating, Rating)> {
        let mut table = self.table.lock().unwrap_or_else(PoisonError::into_inner);
        let players = table.entry(variant.name().to_string()).or_default();
        let first = players.get(one).map(|s| s.rating).unwrap_or_default();
        let second = players.get(two).map(|s| s.rating).unwrap_or_default();
        let (outcome, scores) = match won {
            Some(true) => (Outcomes::WIN, (Score::Win, Score::Loss)),
            Some(false) => (Outcomes::LOSS, (Score::Loss, Score::Win)),
            None => (Outcomes::DRAW, (Score::Draw, Score::Draw)),
        };
        let config = Glicko2Config::new();
        let (a, b) = glicko2(&first.glicko(), &second.glicko(), &outcome, &config);
        let (a, b) = (first.after(a), second.after(b));
        let date = jiff::Timestamp::now().strftime("%Y-%m-%d").to_string();
        let entry = players.entry(one.to_string()).or_default();
        entry.add(a, scores.0, two, &date);
        let entry = players.entry(two.to_string()).or_default();
        entry.add(b, scores.1, one, &date);
        let text = serde_json::to_string_pretty(&*table)?;
        crate::store::write_atomic(&self.path, &text)?;
        Ok((a, b))
    }
}
