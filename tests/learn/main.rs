//! The lessons: every course's shape, every task solvable by its own
//! solution line against the engine's perfect opponent, the exact values of
//! the "win in N", "hold" and "only move" tasks, every wrong move's
//! refutation legal, the stars, the progress file, `kono learn`, and the
//! coach.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic: that is how they fail

#[path = "../common/solved.rs"]
mod solved;

mod coach;
mod progress;
mod tables;
mod tasks;
