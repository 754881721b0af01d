//! How long and how fast one's own lines of chat may be, checked before
//! a line goes out: a line too long or too soon is refused (and kept to
//! be mended), never cut or dropped. The wire's own rule
//! ([`ChatRule::default`]) keeps within what a peer accepts; `kono serve`
//! asks less of its players and spectators.

use std::collections::VecDeque;
use std::time::{Duration, Instant};

use super::Limits;
use super::words::MAX_TEXT;

/// The most characters of a line, and the most lines in any stretch of
/// time so long.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChatRule {
    /// The most characters of a line (counted as characters, not
    /// bytes or columns).
    pub chars: usize,
    /// The most lines…
    pub lines: u32,
    /// …in any stretch of this long.
    pub within: Duration,
}

impl Default for ChatRule {
    /// Within what a peer accepts ([`Limits::default`]: a few lines at
    /// once, then one a second; [`MAX_TEXT`] characters): that many lines
    /// in that many seconds.
    fn default() -> ChatRule {
        let Limits {
            chat_burst,
            chat_every,
            ..
        } = Limits::default();
        let within = chat_every * chat_burst;
        ChatRule {
            lines: chat_burst,
            within,
            chars: MAX_TEXT,
        }
    }
}

impl ChatRule {
    /// This rule, kept within what the wire carries: no longer lines than
    /// [`ChatRule::default`]'s, and its pace if this one is faster.
    pub fn within_wire(self) -> ChatRule {
        let wire = ChatRule::default();
        let every = wire.within / wire.lines.max(1);
        let slow = self.lines <= wire.lines && self.within >= every * self.lines;
        ChatRule {
            chars: self.chars.min(wire.chars),
            ..if slow { self } else { wire }
        }
    }
}

/// Why a line was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChatRefused {
    /// Longer than this many characters.
    Long(usize),
    /// Too soon after the last lines.
    Fast,
}

/// One speaker's lines, as they go out under a [`ChatRule`].
#[derive(Clone, Debug)]
pub struct ChatPace {
    rule: ChatRule,
    /// When the last lines went out, oldest first.
    said: VecDeque<Instant>,
}

impl ChatPace {
    /// Nothing said yet, under `rule`.
    pub fn new(rule: ChatRule) -> ChatPace {
        ChatPace {
            rule,
            said: VecDeque::new(),
        }
    }

    /// `text` is to be said at `now`: why not, if it may not (a line
    /// refused does not count against the pace).
    pub fn refused(&mut self, text: &str, now: Instant) -> Option<ChatRefused> {
        if text.chars().count() > self.rule.chars {
            return Some(ChatRefused::Long(self.rule.chars));
        }
        while self
            .said
            .front()
            .is_some_and(|at| now.saturating_duration_since(*at) >= self.rule.within)
        {
            self.said.pop_front();
        }
        if self.said.len() >= self.rule.lines as usize {
            return Some(ChatRefused::Fast);
        }
        self.said.push_back(now);
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_lines_and_fast_lines_are_refused() {
        let now = Instant::now();
        let rule = ChatRule {
            chars: 5,
            lines: 3,
            within: Duration::from_secs(3),
        };
        let mut pace = ChatPace::new(rule);
        assert_eq!(pace.refused("abcdef", now), Some(ChatRefused::Long(5)));
        for _ in 0..3 {
            assert_eq!(pace.refused("abc", now), None);
        }
        let soon = now + Duration::from_secs(2);
        assert_eq!(pace.refused("abc", soon), Some(ChatRefused::Fast));
        let later = now + Duration::from_secs(3);
        assert_eq!(pace.refused("abc", later), None);
        assert_eq!(pace.refused("abc", later), None);
        assert_eq!(pace.refused("abc", later), None);
        assert_eq!(pace.refused("abc", later), Some(ChatRefused::Fast));
    }

    #[test]
    fn a_rule_is_kept_within_the_wire() {
        let loose = ChatRule {
            chars: 300,
            lines: 9,
            within: Duration::from_secs(1),
        };
        assert_eq!(loose.within_wire(), ChatRule::default());
        let server = ChatRule {
            chars: 300,
            lines: 3,
            within: Duration::from_secs(3),
        };
        let kept = server.within_wire();
        assert_eq!((kept.chars, kept.lines), (MAX_TEXT, 3));
        assert_eq!(kept.within, Duration::from_secs(3));
    }
}
