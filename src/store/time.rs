//! Moments in the player's local time (the system's time zone, through
//! `jiff`), for record tags, file names and the saved-games list.

use jiff::civil::DateTime;
use jiff::tz::TimeZone;

/// A moment as the clock on the player's wall shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timestamp(DateTime);

impl Timestamp {
    /// Now, in the system's time zone.
    pub fn now() -> Timestamp {
        Timestamp(jiff::ZonedDateTime::now().datetime())
    }

    /// `secs` seconds after 1970-01-01 00:00 UTC, in the system's time zone
    /// (the epoch itself if `secs` is past the calendar's end).
    pub fn from_unix(secs: u64) -> Timestamp {
        Timestamp::from_unix_in(secs, &TimeZone::system())
    }

    /// `secs` seconds after 1970-01-01 00:00 UTC, in the time zone `zone`.
    pub fn from_unix_in(secs: u64, zone: &TimeZone) -> Timestamp {
        let instant = i64::try_from(secs)
            .ok()
            .and_then(|s| jiff::Timestamp::from_second(s).ok())
            .unwrap_or(jiff::Timestamp::UNIX_EPOCH);
        Timestamp(zone.to_datetime(instant))
    }

    /// The record's date tag form: `2026.11.21`.
    pub fn date_tag(self) -> String {
        self.0.strftime("%Y.%m.%d").to_string()
    }

    /// Sortable and safe in file names: `2026-11-21-101502`.
    pub fn file_stamp(self) -> String {
        self.0.strftime("%Y-%m-%d-%H%M%S").to_string()
    }
}
