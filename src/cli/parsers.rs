//! The value parsers of the command line whose refusals are worded by the
//! catalogue in the language in use: whole numbers in a range, levels by
//! number or by name in either language.

use std::fmt::Display;
use std::str::FromStr;

use crate::ai::Level;
use crate::i18n::{Lang, tr_in};
use crate::rules::record::shown;
use crate::t;

/// A whole number from `low` to `high`.
pub fn number<T>(low: T, high: T) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync
where
    T: FromStr + PartialOrd + Display + Copy + Send + Sync + 'static,
{
    move |text: &str| {
        let n: T = text
            .trim()
            .parse()
            .map_err(|_| format!("`{}`: {}", shown(text.trim()), t!("err-usage-not-number")))?;
        if n < low || n > high {
            return Err(t!(
                "err-usage-out-of-range",
                low = low.to_string(),
                high = high.to_string()
            ));
        }
        Ok(n)
    }
}

/// A level: its number, or its name in any language kono speaks (`club`,
/// `중급`), any case.
pub fn level(text: &str) -> Result<Level, String> {
    let text = text.trim();
    if let Ok(level) = text.parse::<Level>() {
        return Ok(level);
    }
    Level::all()
        .find(|level| {
            let id = format!("start-level-{}", level.name());
            Lang::ALL
                .into_iter()
                .any(|lang| tr_in(lang, &id).to_lowercase() == text.to_lowercase())
        })
        .ok_or_else(|| t!("err-bad-level", text = shown(text)))
}
