//! Playing over the network: the wire's messages parsed and formatted, one
//! side's game, and the sockets, with scripted peers that speak the
//! protocol (and some that do not) on the loopback interface only.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod cli;
mod clock;
mod crowd;
mod findings;
mod floods;
mod hostile;
mod keys;
#[path = "../common/latin.rs"]
mod latin;
mod matrix;
mod peers;
mod protocol;
mod screen;
mod serve;
mod serve_alone;
mod serve_bench;
mod serve_keys;
mod serve_limits;
mod serve_lobby;
mod serve_page;
mod serve_rejoin;
mod session;
mod sockets;
mod wire;
mod withdrawn;
