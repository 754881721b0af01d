//! Why something the event loop tried did not work, as a value: the error
//! itself crosses to the App in an [`Action`](super::action::Action) and
//! is put into words only where a screen shows it, in that screen's
//! language (`Why::words`, with the other errors' words in `words`).

use std::sync::Arc;

/// Why something failed.
#[derive(Clone, Debug)]
pub enum Why {
    /// An error, with its causes.
    Error(Arc<anyhow::Error>),
    /// The start screen's join line is not an address and a code.
    JoinTyped,
    /// A network game does not begin: no record can be written, for this
    /// reason.
    CannotSave(Arc<anyhow::Error>),
    /// The lesson progress was not written, for this reason.
    ProgressNotKept(Arc<anyhow::Error>),
    /// A game is open only to be read (later moves go to a new file): its
    /// file could not be locked, for this reason.
    ReadOnly(Arc<anyhow::Error>),
}

impl Why {
    /// The failure that is `err`.
    pub fn new(err: impl Into<anyhow::Error>) -> Why {
        Why::Error(Arc::new(err.into()))
    }

    /// A game opened only to be read, its file not locked for `err`.
    pub fn read_only(err: impl Into<anyhow::Error>) -> Why {
        Why::ReadOnly(Arc::new(err.into()))
    }

    /// The error inside, if any.
    fn error(&self) -> Option<&anyhow::Error> {
        match self {
            Why::Error(err)
            | Why::CannotSave(err)
            | Why::ProgressNotKept(err)
            | Why::ReadOnly(err) => Some(err),
            Why::JoinTyped => None,
        }
    }
}

impl PartialEq for Why {
    /// The same kind of failure for the same error: the same one, or one
    /// that says the same (as the errors' own text for logs says it).
    fn eq(&self, other: &Why) -> bool {
        std::mem::discriminant(self) == std::mem::discriminant(other)
            && match (self.error(), other.error()) {
                (Some(a), Some(b)) => std::ptr::eq(a, b) || format!("{a:#}") == format!("{b:#}"),
                _ => true,
            }
    }
}

impl Eq for Why {}

impl From<anyhow::Error> for Why {
    fn from(err: anyhow::Error) -> Why {
        Why::Error(Arc::new(err))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{self, Lang};
    use crate::rules::RuleError;

    #[test]
    fn a_failure_is_worded_in_the_language_of_the_screen_that_shows_it() {
        let failure = Why::new(RuleError::NoDrawOffer);
        let english = failure.words();
        i18n::set_for_thread(Some(Lang::Ko));
        let korean = failure.words();
        i18n::set_for_thread(None);
        assert_ne!(english, korean);
        assert!(
            korean.chars().any(|c| ('가'..='힣').contains(&c)),
            "{korean}"
        );
        assert_eq!(failure, failure.clone());
        assert_ne!(failure, Why::JoinTyped);
    }
}
