//! Time controls and the game clock: a small pure value. The current
//! instant is always passed in, never read here, so the clock runs the
//! same under a test's invented times as under the terminal's.

use std::fmt;
use std::str::FromStr;
use std::time::{Duration, Instant};

use super::Color;

/// Longest time a side may be given, in seconds (a day): longer controls
/// are typing slips.
const MAX_SECONDS: u64 = 24 * 60 * 60;

/// How much time each side has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TimeControl {
    /// Each side has `base` for the whole game and gains `increment` after
    /// each of its moves (`5+3`: five minutes, three seconds a move).
    Fischer {
        /// Each side's time at the start.
        base: Duration,
        /// Added after each of the side's moves.
        increment: Duration,
    },
    /// Each move must be made within this time; what is left is not kept
    /// (the 30-second timer of Korean gonu sites).
    PerMove(Duration),
}

/// What is wrong with a time control's text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ClockError {
    /// Text of no known shape.
    #[error(
        "`{0}` is not a time control: write minutes+seconds like 5+3, or seconds per move like 30s"
    )]
    Shape(String),
    /// A time of more than a day.
    #[error("`{0}` is longer than a day")]
    TooLong(String),
    /// No time at all.
    #[error("`{0}` gives no time: a move needs at least one second")]
    NoTime(String),
}

impl ClockError {
    /// What is wrong, in the catalogue's words.
    pub fn worded(&self) -> String {
        match self {
            ClockError::Shape(text) => crate::t!("err-clock-shape", text = text.as_str()),
            ClockError::TooLong(text) => crate::t!("err-clock-too-long", text = text.as_str()),
            ClockError::NoTime(text) => crate::t!("err-clock-no-time", text = text.as_str()),
        }
    }
}

fn seconds(text: &str, whole: &str) -> Result<u64, ClockError> {
    let n: u64 = text
        .trim()
        .parse()
        .map_err(|_| ClockError::Shape(whole.to_string()))?;
    if n > MAX_SECONDS {
        return Err(ClockError::TooLong(whole.to_string()));
    }
    Ok(n)
}

impl TimeControl {
    /// The preset controls a menu offers, fastest first.
    pub const PRESETS: [TimeControl; 6] = [
        TimeControl::fischer(60, 0),
        TimeControl::fischer(180, 2),
        TimeControl::fischer(300, 3),
        TimeControl::fischer(600, 5),
        TimeControl::fischer(900, 10),
        TimeControl::PerMove(Duration::from_secs(30)),
    ];

    /// Base and increment in whole seconds.
    pub const fn fischer(base: u64, increment: u64) -> TimeControl {
        TimeControl::Fischer {
            base: Duration::from_secs(base),
            increment: Duration::from_secs(increment),
        }
    }

    /// Each side's time before its first move.
    pub const fn start(self) -> Duration {
        match self {
            // A control with no base time (`0+2`) gives each move its
            // increment, or no move could ever be made.
            TimeControl::Fischer { base, increment } if base.is_zero() => increment,
            TimeControl::Fischer { base, .. } => base,
            TimeControl::PerMove(each) => each,
        }
    }

    /// The record's and the protocol's form, in seconds: `300+5`, or
    /// `1/30` for thirty seconds a move.
    pub fn seconds_text(self) -> String {
        match self {
            TimeControl::Fischer { base, increment } => {
                format!("{}+{}", base.as_secs(), increment.as_secs())
            }
            TimeControl::PerMove(each) => format!("1/{}", each.as_secs()),
        }
    }

    /// Reads [`TimeControl::seconds_text`]'s form.
    ///
    /// # Errors
    /// [`ClockError`] saying what is wrong.
    pub fn from_seconds_text(text: &str) -> Result<TimeControl, ClockError> {
        let t = text.trim();
        let control = if let Some(each) = t.strip_prefix("1/") {
            TimeControl::PerMove(Duration::from_secs(seconds(each, t)?))
        } else if let Some((base, inc)) = t.split_once('+') {
            TimeControl::fischer(seconds(base, t)?, seconds(inc, t)?)
        } else {
            return Err(ClockError::Shape(t.to_string()));
        };
        control.checked(t)
    }

    fn checked(self, text: &str) -> Result<TimeControl, ClockError> {
        if self.start().is_zero() {
            Err(ClockError::NoTime(text.to_string()))
        } else {
            Ok(self)
        }
    }
}

impl fmt::Display for TimeControl {
    /// The command line's form: `5+3` (minutes + seconds), `30s` a move.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeControl::Fischer { base, increment } => {
                let secs = base.as_secs();
                if secs % 60 == 0 {
                    write!(f, "{}+{}", secs / 60, increment.as_secs())
                } else {
                    write!(f, "{}:{:02}+{}", secs / 60, secs % 60, increment.as_secs())
                }
            }
            TimeControl::PerMove(each) => write!(f, "{}s", each.as_secs()),
        }
    }
}

impl FromStr for TimeControl {
    type Err = ClockError;

    /// Reads `5+3` (minutes + seconds), `0:30+2` (minutes:seconds +
    /// seconds) or `30s` (seconds a move).
    fn from_str(s: &str) -> Result<TimeControl, ClockError> {
        let t = s.trim();
        let control = if let Some(each) = t.strip_suffix('s') {
            TimeControl::PerMove(Duration::from_secs(seconds(each, t)?))
        } else if let Some((base, inc)) = t.split_once('+') {
            let base = match base.split_once(':') {
                Some((m, s)) => {
                    let s = seconds(s, t)?;
                    if s >= 60 {
                        return Err(ClockError::Shape(t.to_string()));
                    }
                    seconds(m, t)?.saturating_mul(60).saturating_add(s)
                }
                None => seconds(base, t)?.saturating_mul(60),
            };
            if base > MAX_SECONDS {
                return Err(ClockError::TooLong(t.to_string()));
            }
            TimeControl::fischer(base, seconds(inc, t)?)
        } else {
            return Err(ClockError::Shape(t.to_string()));
        };
        control.checked(t)
    }
}

impl serde::Serialize for TimeControl {
    /// As the command line writes it: `"5+3"`, `"30s"`.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> serde::Deserialize<'de> for TimeControl {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<TimeControl, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// Both sides' time, and which one runs since when.
///
/// Every method that needs the time takes `now`; between calls the clock
/// holds only what was true at the last one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    /// Black's and White's time, as of `since` for the running side.
    left: [Duration; 2],
    /// The side whose time runs, and the instant its `left` was taken.
    running: Option<(Color, Instant)>,
}

const fn slot(color: Color) -> usize {
    match color {
        Color::Black => 0,
        Color::White => 1,
    }
}

impl Clock {
    /// A stopped clock with both sides at the control's starting time.
    pub const fn new(control: TimeControl) -> Clock {
        Clock {
            control,
            left: [control.start(), control.start()],
            running: None,
        }
    }

    /// A stopped clock with the times given (a resumed game's).
    pub const fn with_times(control: TimeControl, black: Duration, white: Duration) -> Clock {
        Clock {
            control,
            left: [black, white],
            running: None,
        }
    }

    /// The time control.
    pub const fn control(&self) -> TimeControl {
        self.control
    }

    /// The side whose time runs, if any.
    pub fn running(&self) -> Option<Color> {
        self.running.map(|(color, _)| color)
    }

    /// `color`'s time left at `now`.
    pub fn left(&self, color: Color, now: Instant) -> Duration {
        let stored = self.left[slot(color)];
        match self.running {
            Some((c, since)) if c == color => {
                stored.saturating_sub(now.saturating_duration_since(since))
            }
            _ => stored,
        }
    }

    /// Starts `color`'s time at `now` (its turn began, or the game was
    /// unpaused). A running clock is first stopped.
    pub fn start(&mut self, color: Color, now: Instant) {
        self.stop(now);
        self.running = Some((color, now));
    }

    /// Stops the clock at `now`, keeping what each side has left.
    pub fn stop(&mut self, now: Instant) {
        if let Some((color, _)) = self.running {
            self.left[slot(color)] = self.left(color, now);
            self.running = None;
        }
    }

    /// `mover` has made a move at `now`: its time stops and gains the
    /// increment (or, under a per-move timer, is set for its next move),
    /// and the opponent's starts. A flagged side gains nothing: the caller
    /// checks [`Clock::flagged`] first.
    pub fn moved(&mut self, mover: Color, now: Instant) {
        self.stop(now);
        let left = &mut self.left[slot(mover)];
        match self.control {
            TimeControl::Fischer { increment, .. } => *left = left.saturating_add(increment),
            TimeControl::PerMove(each) => *left = each,
        }
        self.running = Some((mover.opponent(), now));
    }

    /// The side whose time has run out at `now`, if any.
    pub fn flagged(&self, now: Instant) -> Option<Color> {
        let (color, _) = self.running?;
        self.left(color, now).is_zero().then_some(color)
    }

    /// How long until the running side's time runs out, from `now`: when
    /// the loop must look again even if nobody presses a key.
    pub fn until_flag(&self, now: Instant) -> Option<Duration> {
        let (color, _) = self.running?;
        Some(self.left(color, now))
    }

    /// Both times, Black's first, as the clock last held them (a running
    /// side's as of when it started).
    pub const fn times_stopped(&self) -> (Duration, Duration) {
        (self.left[0], self.left[1])
    }

    /// Both times, Black's first, as of `now`.
    pub fn times(&self, now: Instant) -> (Duration, Duration) {
        (self.left(Color::Black, now), self.left(Color::White, now))
    }

    /// Sets both times (a take-back gives the times back, a network host's
    /// `CLOCK` line is the truth); a running side keeps running from `now`.
    pub fn set_times(&mut self, black: Duration, white: Duration, now: Instant) {
        self.left = [black, white];
        if let Some((color, _)) = self.running {
            self.running = Some((color, now));
        }
    }
}

/// A time as a clock shows it: `4:55`, `1:02:03`, and tenths below ten
/// seconds (`9.4`).
pub fn clock_text(left: Duration) -> String {
    let tenths = left.as_millis() / 100;
    if tenths < 100 {
        return format!("{}.{}", tenths / 10, tenths % 10);
    }
    let secs = left.as_secs();
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// The longest time a record's `[%clk]` holds: 99,999 hours, far past any
/// clock a game can have. [`clk_text`] writes a longer one as this, and
/// [`parse_clk`] reads everything it writes.
pub const MAX_CLK: Duration = Duration::from_secs(MAX_CLK_HOURS * 3600 - 1);

/// The hours below which [`parse_clk`] reads a time.
const MAX_CLK_HOURS: u64 = 100_000;

/// A time in the record's `[%clk h:mm:ss]` form, to the tenth when it is
/// not whole (`0:04:55`, `0:00:07.3`); at most [`MAX_CLK`].
pub fn clk_text(left: Duration) -> String {
    let left = left.min(MAX_CLK);
    let secs = left.as_secs();
    let tenths = left.subsec_millis() / 100;
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if tenths == 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{h}:{m:02}:{s:02}.{tenths}")
    }
}

/// Reads [`clk_text`]'s form.
///
/// # Errors
/// [`ClockError::Shape`] when it is not `h:mm:ss` with an optional tenth.
pub fn parse_clk(text: &str) -> Result<Duration, ClockError> {
    let bad = || ClockError::Shape(text.to_string());
    let (whole, tenth) = match text.split_once('.') {
        Some((w, t)) if t.len() == 1 => (w, t.parse::<u64>().map_err(|_| bad())?),
        Some(_) => return Err(bad()),
        None => (text, 0),
    };
    let parts: Vec<&str> = whole.split(':').collect();
    let [h, m, s] = parts.as_slice() else {
        return Err(bad());
    };
    let num = |p: &str, max: u64| -> Result<u64, ClockError> {
        let all_digits = !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit());
        let n: u64 = p.parse().map_err(|_| bad())?;
        (all_digits && n < max).then_some(n).ok_or_else(bad)
    };
    let secs = num(h, MAX_CLK_HOURS)? * 3600 + num(m, 60)? * 60 + num(s, 60)?;
    Ok(Duration::from_millis(secs * 1000 + tenth * 100))
}

#[cfg(test)]
#[path = "clock_tests.rs"]
mod tests;
