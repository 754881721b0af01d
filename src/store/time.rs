//! Timestamps in UTC, broken into calendar fields, for record tags and
//! file names (no time-zone database: names and tags use UTC).

use std::time::{SystemTime, UNIX_EPOCH};

/// A moment in UTC, broken into calendar fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timestamp {
    /// Year, e.g. 2026.
    pub year: i64,
    /// Month, 1 to 12.
    pub month: u32,
    /// Day of the month, 1 to 31.
    pub day: u32,
    /// Seconds since midnight.
    pub seconds: u32,
}

impl Timestamp {
    /// Now, by the system clock (the Unix epoch if the clock is before it).
    pub fn now() -> Timestamp {
        let secs = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        Timestamp::from_unix(secs)
    }

    /// The calendar date and time of `secs` seconds after 1970-01-01 00:00 UTC.
    pub fn from_unix(secs: u64) -> Timestamp {
        let days = (secs / 86_400) as i64;
        let seconds = (secs % 86_400) as u32;
        // Days to civil date, counting in 400-year eras that start on 1 March.
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let year = yoe + era * 400 + i64::from(month <= 2);
        Timestamp {
            year,
            month,
            day,
            seconds,
        }
    }

    /// The record's date tag form: `2026.11.21`.
    pub fn date_tag(self) -> String {
        format!("{:04}.{:02}.{:02}", self.year, self.month, self.day)
    }

    /// Sortable and safe in file names: `2026-11-21-101502`.
    pub fn file_stamp(self) -> String {
        let (h, m, s) = (
            self.seconds / 3600,
            self.seconds / 60 % 60,
            self.seconds % 60,
        );
        format!(
            "{:04}-{:02}-{:02}-{h:02}{m:02}{s:02}",
            self.year, self.month, self.day
        )
    }
}
