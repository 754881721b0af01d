//! The real binary in a pseudo-terminal, its screen read with `vt100`: one
//! test crate, a module per behaviour. Every wait polls the screen with a
//! generous deadline.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic: that is how they fail

#[path = "../common/mod.rs"]
mod common;

mod computer;
mod game;
mod gonu;
mod home;
mod moved_keys;
#[path = "../pty_learn.rs"]
mod pty_learn;
#[path = "../pty_net/main.rs"]
mod pty_net;
mod puzzle;
mod review;
mod terminal;
mod timing;
