//! Joining again when the two copies of the game differ.
