//! The side panel's labels ("Turn", "Move"…): one width for every part of
//! the panel (the game's, the clock's, the network's).

/// The columns of the panel's labels, their text padded.
pub(super) const LABEL: usize = 8;
