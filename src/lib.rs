//! kono: the two traditional Korean kono games, five-field kono (a race with
//! no captures) and four-field kono (capture by jumping your own piece onto the
//! enemy), for two players at one terminal.
//!
//! [`rules`] is the game itself, pure and free of I/O; [`cli`] and
//! [`commands`] are the command line; [`tui`] is the terminal front end.

pub mod ai;
pub mod cli;
pub mod commands;
pub mod i18n;
pub mod learn;
pub mod net;
pub mod rules;
pub mod serve;
pub mod store;
pub mod tui;
