//! The lessons: every course's shape, every task solvable by its own
//! solution line against the engine's perfect opponent, the exact values of
//! the "win in N", "hold" and "only move" tasks, every wrong move's
//! refutation legal, the stars, the progress file, `kono learn`, lesson
//! mode in the terminal game (its moves judged on a worker, its key bar,
//! the way to the first game), and the coach (in review too).

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests may panic: that is how they fail

use crate::common;

use common::solved;

mod coach;
mod coach_review;
mod drawn;
mod gonu;
mod korean;
mod lesson_mode;
mod marks;
mod picker;
mod plans;
mod progress;
mod tables;
mod task_coach;
mod tasks;
mod verdicts;
