//! A player connected, as their session's screens know them: who they
//! are, their language, and their terminal.

use std::sync::Arc;

use super::keys::Who;
use super::pipe::Pipe;
use crate::i18n::Lang;

/// A player connected.
pub struct Player {
    /// Who they are.
    pub who: Who,
    /// Their language.
    pub lang: Lang,
    /// Their terminal.
    pub pipe: Arc<Pipe>,
}
