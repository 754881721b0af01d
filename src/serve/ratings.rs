//! Glicko-2 ratings per game (`skillratings`): 1500 and a deviation of
//! 350 to start, provisional while the deviation is over 110. Kept in
//! `server/ratings.json`, written atomically after each rated game.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::{Mutex, PoisonError};

use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

use crate::rules::Variant;

/// A rating is provisional while its deviation is over this.
pub const PROVISIONAL: f64 = 110.0;

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
        let mark = if self.deviation > PROVISIONAL {
            "?"
        } else {
            ""
        };
        format!("{:.0}{mark}", self.rating)
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

/// Every player's ratings: game name → player → rating.
type Table = BTreeMap<String, BTreeMap<String, Rating>>;

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
            .copied()
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
        let first = players.get(one).copied().unwrap_or_default();
        let second = players.get(two).copied().unwrap_or_default();
        let outcome = match won {
            Some(true) => Outcomes::WIN,
            Some(false) => Outcomes::LOSS,
            None => Outcomes::DRAW,
        };
        let config = Glicko2Config::new();
        let (a, b) = glicko2(&first.glicko(), &second.glicko(), &outcome, &config);
        let (a, b) = (first.after(a), second.after(b));
        players.insert(one.to_string(), a);
        players.insert(two.to_string(), b);
        let text = serde_json::to_string_pretty(&*table)?;
        crate::store::write_atomic(&self.path, &text)?;
        Ok((a, b))
    }
}
